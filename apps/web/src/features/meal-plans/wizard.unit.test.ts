import type { Meal } from '@simmer/domain/meal-plans';
import { describe, expect, it } from 'vitest';
import { excludeAfterRunOut, wizardPlaceholders, wizardWindow } from './wizard';

const meal = (id: string, date: string, mealType: Meal['mealType'], isPlaceholder = true) =>
  ({ id, date, mealType, isPlaceholder, createdAt: `${date}T00:00:00Z` }) as Meal;

describe('wizardPlaceholders', () => {
  it('walks the placeholders from today to 7 days ahead, by date then meal type', () => {
    const meals = [
      meal('late-dinner', '2026-07-10', 'dinner'),
      meal('yesterday', '2026-07-02', 'lunch'),
      meal('today-dinner', '2026-07-03', 'dinner'),
      meal('today-breakfast', '2026-07-03', 'breakfast'),
      meal('planned', '2026-07-04', 'lunch', false),
      meal('too-far', '2026-07-11', 'lunch'),
    ];

    expect(wizardPlaceholders(meals, '2026-07-03').map((m) => m.id)).toEqual([
      'today-breakfast',
      'today-dinner',
      'late-dinner',
    ]);
  });

  it('spans eight calendar days, today included', () => {
    expect(wizardWindow('2026-12-28')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
  });
});

describe('excludeAfterRunOut', () => {
  it('adds the shown ids once and keeps the latest 200', () => {
    expect(excludeAfterRunOut(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 199 }, (_, i) => `old-${i}`);
    const next = excludeAfterRunOut(many, ['x', 'y']);
    expect(next).toHaveLength(200);
    expect(next.slice(-2)).toEqual(['x', 'y']);
    expect(next[0]).toBe('old-1');
  });
});
