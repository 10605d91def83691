export { useSession, sessionQueryKey, type SessionUser } from './api/session';
