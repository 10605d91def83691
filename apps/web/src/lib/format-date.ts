import { createContext, use } from 'react';

export type TimeFormat = '12h' | '24h';
export type WeekStart = 'sunday' | 'monday';

/** How the user reads dates and times: their settings, in the browser's language. */
export interface DatePreferences {
  /** A BCP 47 tag; undefined reads the browser's language (navigator.language). */
  locale?: string;
  /** The clock of the user's settings; undefined keeps the language's own. */
  timeFormat?: TimeFormat;
  weekStartsOn?: WeekStart;
}

/** The ways a day is written, shown here in en-US. */
const DAY_STYLES = {
  /** "Sun" */
  weekday: { weekday: 'short' },
  /** "Mar 1" */
  short: { month: 'short', day: 'numeric' },
  /** "Mon, Nov 23" */
  weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Sunday, March 1" */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Mar 3, 2026" */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "March 3, 2026" */
  full: { month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof DAY_STYLES;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO calendar day at UTC midnight, read back at UTC so no time zone moves it. */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Every formatter made, shared by every date format: building an Intl.DateTimeFormat costs about
 * a millisecond on a phone, and the settings arriving after the first render made a new date
 * format (and all its formatters) for every screen.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats dates and times the way this user reads them: the browser's language, the 12- or
 * 24-hour clock of their settings. Calendar days (meal dates, "2026-03-01") and instants (when
 * something happened) are kept apart: a day is the same day in every time zone.
 */
export function createDateFormat(preferences: DatePreferences = {}) {
  const { locale, timeFormat } = preferences;
  const formatter = (key: string, options: Intl.DateTimeFormatOptions) => {
    // The key names the options, but for the clock, which the time format decides.
    const id = `${locale ?? ''}|${timeFormat ?? ''}|${key}`;
    let format = formatters.get(id);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formatters.set(id, format);
    }
    return format;
  };
  const clock: Intl.DateTimeFormatOptions =
    timeFormat === '24h'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : timeFormat === '12h'
        ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
        : { hour: 'numeric', minute: '2-digit' };

  return {
    locale,
    timeFormat,
    weekStartsOn: preferences.weekStartsOn ?? 'sunday',
    /** A calendar day ("2026-03-01"); text that is not an ISO day comes back as it is. */
    day(day: string, style: DayStyle = 'medium'): string {
      if (!ISO_DAY.test(day)) return day;
      const date = calendarDay(day);
      if (Number.isNaN(date.getTime())) return day;
      return formatter(`day:${style}`, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(date);
    },
    /**
     * Two calendar days as one range, each part named once: "Mar 1 – 7, 2026". The spaces around
     * the dash are plain ones: ICU versions disagree on thin or plain, and a server-drawn view
     * (ADR 0033) must read the same as the browser's.
     */
    dayRange(start: string, end: string, style: DayStyle = 'medium'): string {
      return formatter(`day:${style}`, { ...DAY_STYLES[style], timeZone: 'UTC' })
        .formatRange(calendarDay(start), calendarDay(end))
        .replace(/\u2009/g, ' ');
    },
    /** The day of an instant, in the browser's time zone; '' for no real instant. */
    date(instant: Date | string, style: DayStyle = 'medium'): string {
      const date = new Date(instant);
      if (Number.isNaN(date.getTime())) return '';
      return formatter(`date:${style}`, DAY_STYLES[style]).format(date);
    },
    /** The time of an instant on the user's clock: "14:05" or "2:05 PM"; '' for no real instant. */
    time(instant: Date | string): string {
      const date = new Date(instant);
      if (Number.isNaN(date.getTime())) return '';
      return formatter('time', clock).format(date);
    },
  };
}

export type DateFormat = ReturnType<typeof createDateFormat>;

/** The signed-in user's date format; the browser's language and clock until settings load. */
export const DateFormatContext = createContext<DateFormat>(createDateFormat());

/** How this user reads dates and times (see createDateFormat). */
export function useDateFormat(): DateFormat {
  return use(DateFormatContext);
}
