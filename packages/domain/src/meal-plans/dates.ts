export { IsoDateSchema } from '../validation';
export { isIsoDay } from '../validation/days';

/** The day `days` after an ISO day (negative goes back); calendar arithmetic, no time zones. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO day of a local date (the user's calendar, not UTC). */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Day of the week of an ISO day: 0 Sunday … 6 Saturday. */
/** Weekday names in weekdayOf's order (0 is Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first day of the week holding `day`, for a week starting on Sunday or Monday. */
export function startOfWeek(day: string, weekStartsOn: 'sunday' | 'monday' = 'sunday'): string {
  const offset = (weekdayOf(day) - (weekStartsOn === 'monday' ? 1 : 0) + 7) % 7;
  return addDays(day, -offset);
}

/** The ISO days from start to end inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
