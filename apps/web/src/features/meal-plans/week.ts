import { addDays, daysBetween, isIsoDay, startOfWeek } from '@simmer/domain/meal-plans';
import type { DateFormat } from '@/lib/format-date';

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
  const day = param && isIsoDay(param) ? param : today;
  return weekOf(day, weekStartsOn);
}

/** A week's dates as people write them: "Mar 1 – 7, 2026", "Dec 28, 2025 – Jan 3, 2026". */
export function formatWeekRange(start: string, end: string, dates: DateFormat): string {
  return dates.dayRange(start, end, 'medium');
}

export interface DayLabels {
  /** "Sun" */
  weekday: string;
  /** "Mar 1" */
  date: string;
  /** "Sunday, March 1", for screen readers and dialogs. */
  full: string;
}

/** How a planner column or day card names its day, in the user's language. */
export function dayLabels(day: string, dates: DateFormat): DayLabels {
  return {
    weekday: dates.day(day, 'weekday'),
    date: dates.day(day, 'short'),
    full: dates.day(day, 'long'),
  };
}
