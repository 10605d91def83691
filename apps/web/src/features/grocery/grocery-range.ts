import { DEFAULT_GROCERY_RANGE_DAYS } from '@simmer/domain/grocery';
import { addDays, IsoDateSchema, toIsoDay, type DateRange } from '@simmer/domain/meal-plans';

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

const isIsoDay = (value: string) => IsoDateSchema.safeParse(value).success;

/** "Mon 23 Nov" for 2026-11-23; text that is not an ISO day comes back as it is. */
export function formatGroceryDay(day: string): string {
  return isIsoDay(day) ? DAY_FORMAT.format(new Date(`${day}T00:00:00Z`)) : day;
}

/**
 * "Mon 23 Nov – Mon 30 Nov", or one day when the range is a single day; the year is added when
 * the range reaches outside `today`'s year ("Thu 10 Jan – Sat 12 Jan 2030").
 */
export function formatGroceryRange(range: DateRange, today: string): string {
  const start = formatGroceryDay(range.start);
  const text = range.start === range.end ? start : `${start} – ${formatGroceryDay(range.end)}`;
  const year = today.slice(0, 4);
  return range.start.startsWith(year) && range.end.startsWith(year)
    ? text
    : `${text} ${range.end.slice(0, 4)}`;
}

export const RANGE_MESSAGES = {
  required: 'Choose a start and an end date',
  order: 'The start date must not be after the end date',
} as const;

/** Why a range typed in the date-range dialog cannot be applied, or null when it can. */
export function dateRangeError(range: { start: string; end: string }): string | null {
  if (!isIsoDay(range.start) || !isIsoDay(range.end)) return RANGE_MESSAGES.required;
  if (range.start > range.end) return RANGE_MESSAGES.order;
  return null;
}

/** The range in a page address (?start=&end=), or null when it holds none that can be used. */
export function rangeFromSearchParams(params: URLSearchParams): DateRange | null {
  const range = { start: params.get('start') ?? '', end: params.get('end') ?? '' };
  return dateRangeError(range) ? null : range;
}
