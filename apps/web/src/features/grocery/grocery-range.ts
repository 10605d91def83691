import { DEFAULT_GROCERY_RANGE_DAYS } from '@simmer/domain/grocery';
import { addDays, isIsoDay, toIsoDay, type DateRange } from '@simmer/domain/meal-plans';
import type { DateFormat } from '@/lib/format-date';

/** Spec 3 §9: the shopping list shows today to 7 days ahead, in the user's own calendar. */
export function defaultGroceryRange(now: Date): DateRange {
  const today = toIsoDay(now);
  return { start: today, end: addDays(today, DEFAULT_GROCERY_RANGE_DAYS) };
}

/**
 * "Mon, Nov 23" for 2026-11-23 in the user's language ("Mon 23 Nov" in en-GB); text that is not
 * an ISO day comes back as it is.
 */
export function formatGroceryDay(day: string, dates: DateFormat): string {
  return isIsoDay(day) ? dates.day(day, 'weekdayShort') : day;
}

/**
 * "Mon 23 Nov – Mon 30 Nov", or one day when the range is a single day; the year is added when
 * the range reaches outside `today`'s year ("Thu 10 Jan – Sat 12 Jan 2030").
 */
export function formatGroceryRange(range: DateRange, today: string, dates: DateFormat): string {
  const start = formatGroceryDay(range.start, dates);
  const text =
    range.start === range.end ? start : `${start} – ${formatGroceryDay(range.end, dates)}`;
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
