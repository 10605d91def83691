export { createAuth, type Auth } from './auth';
export { registerAuthRoutes } from './auth.routes';
