import { describe, expect, it } from 'vitest';
import {
  REVENUE_MESSAGES,
  RevenueQuerySchema,
  periodsOf,
  resolveRevenueRange,
  revenueEstimate,
  weekStartOf,
} from './revenue';

describe('revenueEstimate', () => {
  it('is $20 per active pro subscription and $40 per chef a month, 12 times that a year', () => {
    expect(revenueEstimate(3, 2)).toEqual({ monthlyCents: 14_000, annualCents: 168_000 });
    expect(revenueEstimate(0, 0)).toEqual({ monthlyCents: 0, annualCents: 0 });
  });
});

describe('periods', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });

  it('lists every day, or every week from the Monday on or before the start', () => {
    expect(periodsOf('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodsOf('2026-11-25', '2026-12-07', 'week')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
  });
});

describe('resolveRevenueRange', () => {
  it('defaults to the last 30 days by day', () => {
    expect(resolveRevenueRange({}, '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      interval: 'day',
    });
  });

  it('groups by week past 92 days unless asked', () => {
    expect(resolveRevenueRange({ from: '2026-01-01', to: '2026-12-31' }, '2026-11-24')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      interval: 'week',
    });
    expect(
      resolveRevenueRange({ from: '2026-01-01', to: '2026-03-31', interval: 'week' }, '2026-11-24')
        .interval,
    ).toBe('week');
  });
});

describe('RevenueQuerySchema', () => {
  const message = (query: Record<string, string>) => {
    const parsed = RevenueQuerySchema.safeParse(query);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('accepts a range of real days', () => {
    expect(message({ from: '2026-01-01', to: '2026-01-31', interval: 'day' })).toBeNull();
  });

  it('refuses a backwards range, an impossible day and too long a range by day', () => {
    expect(message({ from: '2026-02-01', to: '2026-01-01' })).toBe(REVENUE_MESSAGES.rangeOrder);
    expect(message({ from: '2026-02-30' })).toBe('Dates are ISO days (YYYY-MM-DD)');
    expect(message({ from: '2024-01-01', to: '2025-01-02', interval: 'day' })).toBe(
      REVENUE_MESSAGES.dailyTooLong,
    );
    expect(message({ from: '2000-01-01', to: '2026-01-01' })).toBe(REVENUE_MESSAGES.rangeTooLong);
    expect(message({ interval: 'month' })).toBe('Interval is day or week');
  });
});
