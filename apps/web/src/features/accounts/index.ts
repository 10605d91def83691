export { useSession, sessionQueryKey, type SessionUser } from './api/session';
export { useSignOut, useAuthOptions, AUTH_MESSAGES } from './api/auth';
