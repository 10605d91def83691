import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { settingsQueryOptions } from '@/lib/settings-query';
import { useSession } from '@/lib/session';
import { createDateFormat, DateFormatContext } from '@/lib/format-date';

/**
 * Dates and times everywhere in the app follow the signed-in user's settings (12- or 24-hour
 * clock, first day of the week) in the browser's language; visitors get the language's own.
 */
export function DateFormatProvider({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  const settings = useQuery({ ...settingsQueryOptions, enabled: Boolean(user) });
  const preferences = user ? settings.data?.preferences : undefined;
  const timeFormat = preferences?.timeFormat;
  const weekStartsOn = preferences?.startOfWeek;
  const format = useMemo(
    () => createDateFormat({ timeFormat, weekStartsOn }),
    [timeFormat, weekStartsOn],
  );
  return <DateFormatContext value={format}>{children}</DateFormatContext>;
}
