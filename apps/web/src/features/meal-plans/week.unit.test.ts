import { describe, expect, it } from 'vitest';
import { createDateFormat } from '@/lib/format-date';
import { dayLabels, formatWeekRange, plannerWeek, weekOf } from './week';

const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const us = createDateFormat({ locale: 'en-US' });

describe('weekOf', () => {
  it('starts on Sunday by default and holds 7 days', () => {
    // 2026-03-04 is a Wednesday.
    const week = weekOf('2026-03-04', 'sunday');

    expect(week.start).toBe('2026-03-01');
    expect(week.end).toBe('2026-03-07');
    expect(week.days).toHaveLength(7);
  });

  it('starts on Monday when the user says so, also from a Sunday', () => {
    expect(weekOf('2026-03-01', 'monday')).toMatchObject({
      start: '2026-02-23',
      end: '2026-03-01',
    });
  });
});

describe('plannerWeek', () => {
  it('opens on the week of the address parameter', () => {
    expect(plannerWeek('2026-01-01', '2026-03-04', 'sunday').start).toBe('2025-12-28');
  });

  it('falls back to this week for a missing or impossible day', () => {
    expect(plannerWeek(null, '2026-03-04', 'sunday').start).toBe('2026-03-01');
    expect(plannerWeek('2026-02-30', '2026-03-04', 'sunday').start).toBe('2026-03-01');
    expect(plannerWeek('soon', '2026-03-04', 'monday').start).toBe('2026-03-02');
  });
});

describe('formatWeekRange', () => {
  it('names the month once within a month', () => {
    expect(plain(formatWeekRange('2026-03-01', '2026-03-07', us))).toBe('Mar 1 – 7, 2026');
  });

  it('names both months and both years when the week crosses them', () => {
    expect(plain(formatWeekRange('2026-02-26', '2026-03-04', us))).toBe('Feb 26 – Mar 4, 2026');
    expect(plain(formatWeekRange('2025-12-28', '2026-01-03', us))).toBe(
      'Dec 28, 2025 – Jan 3, 2026',
    );
  });
});

describe('dayLabels', () => {
  it('gives the short and the long names of a day whatever the time zone', () => {
    expect(dayLabels('2026-03-01', us)).toEqual({
      weekday: 'Sun',
      date: 'Mar 1',
      full: 'Sunday, March 1',
    });
  });

  it('names the day in the user’s language', () => {
    expect(dayLabels('2026-03-01', createDateFormat({ locale: 'fr-FR' }))).toEqual({
      weekday: 'dim.',
      date: '1 mars',
      full: 'dimanche 1 mars',
    });
  });
});
