import { describe, expect, it } from 'vitest';
import { createDateFormat } from '@/lib/format-date';
import {
  dateRangeError,
  defaultGroceryRange,
  formatGroceryDay,
  formatGroceryRange,
  RANGE_MESSAGES,
  rangeFromSearchParams,
} from './grocery-range';

const gb = createDateFormat({ locale: 'en-GB' });

describe('defaultGroceryRange', () => {
  it('runs from the local today to 7 days ahead', () => {
    const range = defaultGroceryRange(new Date(2026, 10, 28, 23, 30));

    expect(range).toEqual({ start: '2026-11-28', end: '2026-12-05' });
  });
});

describe('formatGroceryDay', () => {
  it('reads as weekday, day and month', () => {
    expect(formatGroceryDay('2026-11-23', gb)).toBe('Mon 23 Nov');
  });

  it('reads in the user’s language', () => {
    expect(formatGroceryDay('2026-11-23', createDateFormat({ locale: 'en-US' }))).toBe(
      'Mon, Nov 23',
    );
  });

  it('leaves text that is not a day alone', () => {
    expect(formatGroceryDay('soon', gb)).toBe('soon');
  });
});

describe('formatGroceryRange', () => {
  it('joins the two ends', () => {
    expect(formatGroceryRange({ start: '2026-11-23', end: '2026-11-30' }, '2026-11-20', gb)).toBe(
      'Mon 23 Nov – Mon 30 Nov',
    );
  });

  it('shows a single day once', () => {
    expect(formatGroceryRange({ start: '2026-11-23', end: '2026-11-23' }, '2026-11-20', gb)).toBe(
      'Mon 23 Nov',
    );
  });

  it('names the year of a range outside this year', () => {
    expect(formatGroceryRange({ start: '2026-12-30', end: '2027-01-02' }, '2026-12-28', gb)).toBe(
      'Wed 30 Dec – Sat 2 Jan 2027',
    );
  });
});

describe('dateRangeError', () => {
  it('needs both days', () => {
    expect(dateRangeError({ start: '', end: '2026-11-30' })).toBe(RANGE_MESSAGES.required);
  });

  it('refuses a start after the end', () => {
    expect(dateRangeError({ start: '2026-12-01', end: '2026-11-30' })).toBe(RANGE_MESSAGES.order);
  });

  it('accepts a single day', () => {
    expect(dateRangeError({ start: '2026-11-30', end: '2026-11-30' })).toBeNull();
  });
});

describe('rangeFromSearchParams', () => {
  it('reads a range from the address', () => {
    const params = new URLSearchParams('start=2026-11-23&end=2026-11-30');

    expect(rangeFromSearchParams(params)).toEqual({ start: '2026-11-23', end: '2026-11-30' });
  });

  it('ignores a missing, impossible or backwards range', () => {
    expect(rangeFromSearchParams(new URLSearchParams('start=2026-11-23'))).toBeNull();
    expect(
      rangeFromSearchParams(new URLSearchParams('start=2026-02-30&end=2026-03-02')),
    ).toBeNull();
    expect(
      rangeFromSearchParams(new URLSearchParams('start=2026-12-01&end=2026-11-30')),
    ).toBeNull();
  });
});
