import type {
  CookingProfile,
  DeleteAccountInput,
  Profile,
  UpdateProfileInput,
  UserSettings,
} from '@simmer/domain/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { settingsQueryOptions } from '@/lib/settings-query';
import { useLeftScreen } from './use-left-screen';

/** Every query key of the profile and settings screens. */
export const profileQueryKeys = {
  profile: ['profile'] as const,
  settings: settingsQueryOptions.queryKey,
};

/** The GDPR export: a plain link, the server answers with an attachment. */
export const exportUrl = '/api/me/export';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<Profile>('/api/me/avatar', { method: 'POST', body: form });
}

/** The signed-in user's profile (GET /api/me). */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKeys.profile,
    queryFn: () => apiFetch<Profile>('/api/me'),
  });
}

/** Stores a fresh profile and refreshes the session, whose name and picture may have changed. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKeys.profile, profile);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export function useUpdateProfile() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<Profile>('/api/me', json('PATCH', input)),
    onSuccess: storeProfile,
  });
}

export function useUpdateCookingProfile() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (cookingProfile: CookingProfile) =>
      apiFetch<Profile>('/api/me/cooking-profile', json('PUT', cookingProfile)),
    onSuccess: storeProfile,
  });
}

export function useUploadAvatar() {
  const storeProfile = useStoreProfile();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: storeProfile });
}

/** Notification, preference and privacy settings (GET /api/me/settings). */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) =>
      apiFetch<UserSettings>('/api/me/settings', json('PUT', settings)),
    onSuccess: (settings) => queryClient.setQueryData(profileQueryKeys.settings, settings),
  });
}

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UserSettings>('/api/me/settings/reset', json('POST', {})),
    onSuccess: (settings) => queryClient.setQueryData(profileQueryKeys.settings, settings),
  });
}

/**
 * Deletes the account (with the password, when it has one), then goes home and clears the user once /profile has left the screen:
 * clearing it while /profile is still showing would make its guard send the browser to /login
 * and keep /profile as the next post-login address.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const waitUntilLeft = useLeftScreen();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiFetch<null>('/api/me', json('DELETE', input)),
    onSuccess: async () => {
      await navigate(paths.home, { replace: true });
      await waitUntilLeft();
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
    },
  });
}
