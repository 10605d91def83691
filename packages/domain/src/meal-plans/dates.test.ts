import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, IsoDateSchema, startOfWeek, toIsoDay, weekdayOf } from './dates';

describe('IsoDateSchema', () => {
  it('accepts real ISO days, leap days included', () => {
    expect(IsoDateSchema.safeParse('2026-07-03').success).toBe(true);
    expect(IsoDateSchema.safeParse('2028-02-29').success).toBe(true);
  });

  it('rejects days that do not exist', () => {
    expect(IsoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-04-31').success).toBe(false);
  });

  it('rejects other shapes with the ISO day message', () => {
    const result = IsoDateSchema.safeParse('3/7/2026');

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Dates are ISO days (YYYY-MM-DD)');
    expect(IsoDateSchema.safeParse('2026-07-03T10:00:00Z').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-7-3').success).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('crosses year ends both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('keeps the day for zero', () => {
    expect(addDays('2026-07-03', 0)).toBe('2026-07-03');
  });
});

describe('startOfWeek', () => {
  // 2026-07-03 is a Friday; 2026-07-05 a Sunday; 2026-07-06 a Monday.
  it('goes back to Sunday by default', () => {
    expect(weekdayOf('2026-07-05')).toBe(0);
    expect(startOfWeek('2026-07-03')).toBe('2026-06-28');
    expect(startOfWeek('2026-07-05', 'sunday')).toBe('2026-07-05');
    expect(startOfWeek('2026-07-06', 'sunday')).toBe('2026-07-05');
  });

  it('goes back to Monday for a week starting on Monday', () => {
    expect(startOfWeek('2026-07-03', 'monday')).toBe('2026-06-29');
    expect(startOfWeek('2026-07-05', 'monday')).toBe('2026-06-29');
    expect(startOfWeek('2026-07-06', 'monday')).toBe('2026-07-06');
  });

  it('crosses a year end', () => {
    expect(startOfWeek('2027-01-01', 'sunday')).toBe('2026-12-27');
    expect(startOfWeek('2027-01-01', 'monday')).toBe('2026-12-28');
  });
});

describe('daysBetween', () => {
  it('lists every day from start to end inclusive', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('is one day when start and end are the same, and none when end comes first', () => {
    expect(daysBetween('2026-07-03', '2026-07-03')).toEqual(['2026-07-03']);
    expect(daysBetween('2026-07-04', '2026-07-03')).toEqual([]);
  });

  it('lists a full week', () => {
    expect(daysBetween('2026-06-28', addDays('2026-06-28', 6))).toHaveLength(7);
  });
});

describe('toIsoDay', () => {
  it("is the local calendar day, not UTC's", () => {
    expect(toIsoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(toIsoDay(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
