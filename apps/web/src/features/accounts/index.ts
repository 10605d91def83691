// What the app shell needs on every page. Screens are imported by their routes directly, so the
// landing page does not download the sign-in, profile or settings code.
export { useSession, sessionQueryKey, type SessionUser } from './api/session';
export { settingsQueryOptions } from './api/settings-query';
