import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { profileQueryKeys } from './profile';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** The server's message for a failed security call (it is already readable), else a fallback. */
export function securityErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status < 500)) {
    return error.message;
  }
  return 'An unexpected error occurred';
}

/** Changes the password and signs out every other device. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      apiFetch<unknown>(
        '/api/auth/change-password',
        post({ currentPassword, newPassword, revokeOtherSessions: true }),
      ),
  });
}

/** Starts two-factor set-up: the authenticator URI and the backup codes. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<TwoFactorSetup>('/api/auth/two-factor/enable', post({ password })),
  });
}

/** Confirms set-up with a code from the authenticator app, which turns two-factor on. */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<unknown>('/api/auth/two-factor/verify-totp', post({ code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.profile }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<unknown>('/api/auth/two-factor/disable', post({ password })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.profile }),
  });
}
