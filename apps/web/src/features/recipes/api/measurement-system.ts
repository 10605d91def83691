import type { UserSettings } from '@simmer/domain/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { unitsViewFromLocale, unitsViewFromSetting, type UnitsView } from '../recipe-display';

/**
 * The same key and fetch as the settings screen's query (features never import one another), so
 * a setting saved there shows here without another request.
 */
const settingsQueryKey = ['settings'] as const;

/**
 * The units the user reads recipes in: their measurement system setting (GET /api/me/settings)
 * when signed in, else — and while the setting loads — a guess from the browser's language.
 */
export function useUnitsView(isSignedIn: boolean): UnitsView {
  const setting = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiFetch<UserSettings>('/api/me/settings'),
    select: (settings) => settings.preferences.measurementSystem,
    enabled: isSignedIn,
  });
  return setting.data
    ? unitsViewFromSetting(setting.data)
    : unitsViewFromLocale(navigator.language);
}
