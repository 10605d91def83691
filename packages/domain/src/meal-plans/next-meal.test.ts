import { describe, expect, it } from 'vitest';
import type { MealType } from './schemas';
import { mealTypeForTime, nextScheduledMeal } from './next-meal';

const at = (hours: number, minutes = 0) => new Date(2026, 6, 3, hours, minutes);

function meal(id: string, mealType: MealType, kind: 'recipe' | 'item' | 'placeholder' = 'recipe') {
  return {
    id,
    mealType,
    isPlaceholder: kind === 'placeholder',
    recipeId: kind === 'recipe' ? `recipe-${id}` : null,
  };
}

describe('mealTypeForTime', () => {
  it('is breakfast before 11:00', () => {
    expect(mealTypeForTime(at(0))).toBe('breakfast');
    expect(mealTypeForTime(at(10, 59))).toBe('breakfast');
  });

  it('is lunch from 11:00 until before 16:00', () => {
    expect(mealTypeForTime(at(11))).toBe('lunch');
    expect(mealTypeForTime(at(15, 59))).toBe('lunch');
  });

  it('is dinner from 16:00 on', () => {
    expect(mealTypeForTime(at(16))).toBe('dinner');
    expect(mealTypeForTime(at(23, 59))).toBe('dinner');
  });
});

describe('nextScheduledMeal', () => {
  it('picks the meal of the type due at this time of day', () => {
    const meals = [meal('b', 'breakfast'), meal('l', 'lunch'), meal('d', 'dinner')];

    expect(nextScheduledMeal(meals, at(8))?.id).toBe('b');
    expect(nextScheduledMeal(meals, at(12))?.id).toBe('l');
    expect(nextScheduledMeal(meals, at(19))?.id).toBe('d');
  });

  it("falls back to the day's first meal when none of the due type is planned", () => {
    const meals = [meal('s', 'snack'), meal('d', 'dinner'), meal('l', 'lunch')];

    expect(nextScheduledMeal(meals, at(8))?.id).toBe('l');
  });

  it('skips placeholders: there is nothing to cook', () => {
    const meals = [meal('p', 'lunch', 'placeholder'), meal('d', 'dinner')];

    expect(nextScheduledMeal(meals, at(12))?.id).toBe('d');
  });

  it('skips quick meals without a recipe only when a recipe is needed', () => {
    const meals = [meal('q', 'lunch', 'item'), meal('s', 'snack')];

    expect(nextScheduledMeal(meals, at(12))?.id).toBe('q');
    expect(nextScheduledMeal(meals, at(12), { needsRecipe: true })?.id).toBe('s');
  });

  it('is null for a day with no meal to cook', () => {
    expect(nextScheduledMeal([], at(12))).toBeNull();
    expect(nextScheduledMeal([meal('p', 'dinner', 'placeholder')], at(19))).toBeNull();
    expect(nextScheduledMeal([meal('q', 'dinner', 'item')], at(19), { needsRecipe: true })).toBe(
      null,
    );
  });

  it('does not reorder the meals it was given', () => {
    const meals = [meal('d', 'dinner'), meal('b', 'breakfast')];

    nextScheduledMeal(meals, at(12));

    expect(meals.map((m) => m.id)).toEqual(['d', 'b']);
  });
});
