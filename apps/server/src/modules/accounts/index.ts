export {
  createAccountsRepository,
  type AccountsRepository,
  type ChefProfileDetails,
} from './accounts.repository';
export { accountsRoutes } from './accounts.routes';
export { createAccountsService, type AccountsService } from './accounts.service';
export { createAuth, type Auth } from './auth';
export { registerAuthRoutes, type AuthRateLimits } from './auth.routes';
export { AUTH_OPERATIONS } from './auth.openapi';
