import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/lib/settings-query';
import { unitsViewFromLocale, unitsViewFromSetting, type UnitsView } from '../recipe-display';

/**
 * The units the user reads recipes in: their measurement system setting (GET /api/me/settings)
 * when signed in, else — and while the setting loads — a guess from the browser's language.
 */
export function useUnitsView(isSignedIn: boolean): UnitsView {
  // The settings screen's own query, so a setting saved there shows here without a request.
  const setting = useQuery({
    ...settingsQueryOptions,
    select: (settings) => settings.preferences.measurementSystem,
    enabled: isSignedIn,
  });
  return setting.data
    ? unitsViewFromSetting(setting.data)
    : unitsViewFromLocale(navigator.language);
}
