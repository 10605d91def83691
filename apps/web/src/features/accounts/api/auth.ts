import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcquisitionInput, Utm } from '@simmer/domain/profiles';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { safeSessionGet, sessionKeys } from '@/lib/storage-keys';
import { sessionQueryKey } from '@/lib/session';
import { useLeftScreen } from './use-left-screen';

/** The authentication screen's messages (spec 1 §4 and §8). */
export const AUTH_MESSAGES = {
  authFailed: 'An error occurred during authentication',
  googleFailed: 'An error occurred during Google sign-in',
  googleCancelled: 'Sign-in cancelled. Please try again',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  postAuthFailed: 'An error occurred after authentication. Please try again.',
  signOutFailed: 'Failed to sign out. Please try again.',
} as const;

/** The reasons the server attaches to auth failures; its message is already the spec's wording. */
const AUTH_FAILURE_REASONS = new Set([
  'invalid-email',
  'user-not-found',
  'wrong-password',
  'email-already-in-use',
  'weak-password',
  'user-disabled',
  'too-many-requests',
  'operation-not-allowed',
]);

function hasAuthReason(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    'reason' in details &&
    typeof details.reason === 'string' &&
    AUTH_FAILURE_REASONS.has(details.reason)
  );
}

/**
 * What to show in the alert for a failed auth call: the server's message when it describes the
 * failure (it is the spec's wording), the network message, or the given fallback.
 */
export function authErrorMessage(error: unknown, fallback: string = AUTH_MESSAGES.authFailed) {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK' || hasAuthReason(error.details)) return error.message;
  // Our own 4xx answers (rate limits, validation) carry a readable message; anything else does not.
  if (error.status >= 400 && error.status < 500 && error.code !== 'INTERNAL') return error.message;
  return fallback;
}

/** The message for an error Google sign-in came back with (`?error=` on the error callback). */
export function googleErrorMessage(code: string | null): string {
  return code === 'access_denied' ? AUTH_MESSAGES.googleCancelled : AUTH_MESSAGES.googleFailed;
}

export interface Credentials {
  email: string;
  password: string;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** Signs in; `twoFactorRequired` means the account asks for an authenticator code next. */
export async function signInWithEmail({
  email,
  password,
}: Credentials): Promise<{ twoFactorRequired: boolean }> {
  const result = await apiFetch<{ twoFactorRedirect?: boolean } | null>(
    '/api/auth/sign-in/email',
    post({ email, password }),
  );
  return { twoFactorRequired: result?.twoFactorRedirect === true };
}

/** Completes a sign-in that asked for a code from the user's authenticator app. */
export async function verifyTwoFactorCode(code: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', post({ code: code.replace(/\s+/g, '') }));
}

export async function signUpWithEmail({ email, password }: Credentials): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', post({ email, password, name: '' }));
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', post({}));
}

/** Asks the server where to send the browser for Google, landing back on the given URLs. */
export async function startGoogleSignIn(urls: {
  callbackURL: string;
  /** Where a Google account seen for the first time comes back (a new Simmer account). */
  newUserCallbackURL: string;
  errorCallbackURL: string;
}): Promise<string> {
  const { url } = await apiFetch<{ url?: string; redirect?: boolean }>(
    '/api/auth/sign-in/social',
    post({ provider: 'google', ...urls }),
  );
  if (!url) throw new Error('The server did not return a Google sign-in address');
  return url;
}

export interface AuthOptions {
  googleEnabled: boolean;
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: ['auth-options'] as const,
  queryFn: async (): Promise<AuthOptions> => {
    try {
      return await apiFetch<AuthOptions>('/api/accounts/auth-options');
    } catch (error) {
      // A server without the endpoint offers no Google sign-in.
      if (error instanceof ApiError && error.status === 404) return { googleEnabled: false };
      throw error;
    }
  },
  staleTime: Infinity,
});

/** Which sign-in methods this server offers. */
export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}

const UTM_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

function readStoredUtm(): Record<string, unknown> | null {
  try {
    const raw = safeSessionGet(sessionKeys.utm);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Cuts a value to the length the server accepts, dropping empty ones. */
function clip(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
}

function readUtm(): Utm {
  const stored = readStoredUtm();
  const params = new URLSearchParams(window.location.search);
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = clip(
      stored ? (stored[field] ?? stored[`utm_${field}`]) : params.get(`utm_${field}`),
      200,
    );
    if (value) utm[field] = value;
  }
  return utm;
}

function readPlatform(): NonNullable<AcquisitionInput['platform']> {
  const { userAgentData } = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    userAgent: clip(navigator.userAgent, 1000),
    language: clip(navigator.language, 50),
    platform: clip(userAgentData?.platform || navigator.platform, 100),
    screenWidth: Math.round(window.screen.width),
    screenHeight: Math.round(window.screen.height),
    viewportWidth: Math.round(window.innerWidth),
    viewportHeight: Math.round(window.innerHeight),
  };
}

/** Records how a new user found Simmer. Fire and forget: a failure never affects sign-up. */
export function recordAcquisition(): void {
  try {
    const body: AcquisitionInput = {
      utm: readUtm(),
      referrer: clip(document.referrer, 2000),
      platform: readPlatform(),
    };
    apiFetch('/api/me/acquisition', post(body)).catch(() => undefined);
  } catch {
    // Reading the browser's details failed; attribution is optional.
  }
}

/**
 * Signs out, then goes home with the user cleared. Home first: clearing the user while a
 * signed-in page is showing would make its guard save that page as the next post-login address.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const waitUntilLeft = useLeftScreen();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      // Clear the session only once the signed-in page is gone, or its guard sends us to /login.
      await waitUntilLeft();
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
    },
    onError: () => {
      void notify({ color: 'red', message: AUTH_MESSAGES.signOutFailed });
    },
  });
}
