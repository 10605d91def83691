import type { UserSettings } from '@simmer/domain/profiles';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Notification, preference and privacy settings (GET /api/me/settings). */
export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: ({ signal }) => apiFetch<UserSettings>('/api/me/settings', { signal }),
});
