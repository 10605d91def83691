import { DEFAULT_GROCERY_RANGE_DAYS } from '@simmer/domain/grocery';
import { addDays, toIsoDay, type DateRange } from '@simmer/domain/meal-plans';

/** Spec 3 §9: the shopping list shows today to 7 days ahead, in the user's own calendar. */
export function defaultGroceryRange(now: Date): DateRange {
  const today = toIsoDay(now);
  return { start: today, end: addDays(today, DEFAULT_GROCERY_RANGE_DAYS) };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  // ISO days are calendar days: read them at UTC midnight so no time zone shifts them.
  timeZone: 'UTC',
});

/** "Mon 23 Nov" for 2026-11-23; text that is not an ISO day comes back as it is. */
export function formatGroceryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime())
    ? DAY_FORMAT.format(date)
    : day;
}

/** "Mon 23 Nov – Mon 30 Nov", or one day when the range is a single day. */
export function formatGroceryRange(range: DateRange): string {
  const start = formatGroceryDay(range.start);
  return range.start === range.end ? start : `${start} – ${formatGroceryDay(range.end)}`;
}

export const RANGE_MESSAGES = {
  required: 'Choose a start and an end date',
  order: 'The start date must not be after the end date',
} as const;

/** Why a range typed in the date-range dialog cannot be applied, or null when it can. */
export function dateRangeError(range: { start: string; end: string }): string | null {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!isDay(range.start) || !isDay(range.end)) return RANGE_MESSAGES.required;
  if (range.start > range.end) return RANGE_MESSAGES.order;
  return null;
}
