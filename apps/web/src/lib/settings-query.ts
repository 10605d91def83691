import type { UserSettings } from '@simmer/domain/profiles';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * Notification, preference and privacy settings (GET /api/me/settings): one query for the
 * settings screen, the date format and the recipe units. Fresh for a minute, so screens that
 * mount after the layout read the same answer; saving and resetting write it into the cache.
 */
export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: ({ signal }) => apiFetch<UserSettings>('/api/me/settings', { signal }),
  staleTime: 60_000,
});
