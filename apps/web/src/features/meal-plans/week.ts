import { addDays, daysBetween, IsoDateSchema, startOfWeek } from '@simmer/domain/meal-plans';

export type WeekStart = 'sunday' | 'monday';

/** Spec 3 §9: the planner shows 7 days and moves by 7. */
export const DAYS_IN_WEEK = 7;

export interface Week {
  start: string;
  end: string;
  days: string[];
}

/** The week holding `day`, starting on the user's first day of the week. */
export function weekOf(day: string, weekStartsOn: WeekStart): Week {
  const start = startOfWeek(day, weekStartsOn);
  const end = addDays(start, DAYS_IN_WEEK - 1);
  return { start, end, days: daysBetween(start, end) };
}

/**
 * The week the planner opens on: the one holding the `week` address parameter when it is a real
 * ISO day, else the one holding today.
 */
export function plannerWeek(param: string | null, today: string, weekStartsOn: WeekStart): Week {
  const day = param && IsoDateSchema.safeParse(param).success ? param : today;
  return weekOf(day, weekStartsOn);
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

const rangeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A week's dates as people write them: "Mar 1 – 7, 2026", "Dec 28, 2025 – Jan 3, 2026". */
export function formatWeekRange(start: string, end: string): string {
  return rangeFormat.formatRange(asUtc(start), asUtc(end));
}

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export interface DayLabels {
  /** "Sun" */
  weekday: string;
  /** "Mar 1" */
  date: string;
  /** "Sunday, March 1", for screen readers and dialogs. */
  full: string;
}

/** How a planner column or day card names its day. */
export function dayLabels(day: string): DayLabels {
  const date = asUtc(day);
  return {
    weekday: weekdayShort.format(date),
    date: dayShort.format(date),
    full: dayLong.format(date),
  };
}
