import { describe, expect, it } from 'vitest';
import {
  estimateNutritionPerServing,
  ingredientGrams,
  nutritionFoodFromCatalogue,
  type NutritionFood,
  type NutritionIngredient,
} from './nutrition';
import { scaleRecipeIngredients } from './scale';

const EGG: NutritionFood = {
  per100g: { calories: 143, protein: 12.6, carbohydrates: 0.7, fat: 9.5, fiber: 0 },
  gPerEach: 50,
};
const BUTTER: NutritionFood = {
  per100g: { calories: 717, protein: 0.9, carbohydrates: 0.1, fat: 81.1, fiber: 0 },
  gPerTbsp: 14.2,
};
const FLOUR: NutritionFood = {
  per100g: { calories: 364, protein: 10.3, carbohydrates: 76.3, fat: 1, fiber: 2.7 },
  gPerCup: 125,
};
const MILK: NutritionFood = {
  per100g: { calories: 61, protein: 3.2, carbohydrates: 4.8, fat: 3.3, fiber: 0 },
  gPerCup: 244,
};
const SUGAR: NutritionFood = {
  per100g: { calories: 387, protein: 0, carbohydrates: 100, fat: 0, fiber: 0 },
  gPerCup: 200,
};
const SALT: NutritionFood = {
  per100g: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0 },
  gPerTsp: 6,
};

const GARLIC: NutritionFood = {
  per100g: { calories: 149, protein: 6.4, carbohydrates: 33.1, fat: 0.5, fiber: 2.1 },
  gPerCup: 136,
  gPerEach: 3,
  eachUnit: 'clove',
};
const BREAD: NutritionFood = {
  per100g: { calories: 266, protein: 7.6, carbohydrates: 50.6, fat: 3.3, fiber: 2.4 },
  gPerEach: 29,
  eachUnit: 'slice, large',
};

const PANCAKES: NutritionIngredient[] = [
  { name: 'flour', quantity: 1.5, unit: 'cup', food: FLOUR },
  { name: 'milk', quantity: 1.25, unit: 'cup', food: MILK },
  { name: 'egg', quantity: 1, unit: null, food: EGG },
  { name: 'butter', quantity: 3, unit: 'tbsp', food: BUTTER },
  { name: 'sugar', quantity: 2, unit: 'tablespoon', food: SUGAR },
  { name: 'salt', quantity: 1, unit: 'pinch', food: SALT },
  { name: 'blueberries', quantity: 1, unit: 'handful', food: null },
];

describe('ingredientGrams', () => {
  it('weighs 3 large eggs at 50 g each as 150 g', () => {
    expect(ingredientGrams(3, null, EGG)).toEqual({ grams: 150 });
    expect(ingredientGrams(3, 'each', EGG)).toEqual({ grams: 150 });
    expect(ingredientGrams(3, 'large', EGG)).toEqual({ grams: 150 });
  });

  it('weighs 2 tbsp of butter at 14.2 g per tablespoon as 28.4 g', () => {
    expect(ingredientGrams(2, 'tbsp', BUTTER)).toEqual({ grams: 28.4 });
  });

  it('takes weights as written: 1 lb of flour is 453.59 g', () => {
    expect(ingredientGrams(1, 'lb', FLOUR)).toEqual({ grams: 453.59237 });
  });

  it('weighs a pinch as 1/16 tsp and a dash as 1/8 tsp', () => {
    expect(ingredientGrams(1, 'pinch', SALT)).toEqual({ grams: 0.375 });
    expect(ingredientGrams(2, 'dash', SALT)).toEqual({ grams: 1.5 });
  });

  it('cannot weigh a cup of a food without portion weights', () => {
    expect(ingredientGrams(1, 'cup', EGG)).toEqual({ reason: 'no-portion-weight' });
    expect(ingredientGrams(2, null, FLOUR)).toEqual({ reason: 'no-portion-weight' });
  });

  it('weighs 3 cloves of garlic and 2 slices of bread by what the catalogue’s each is', () => {
    expect(ingredientGrams(3, 'cloves', GARLIC)).toEqual({ grams: 9 });
    expect(ingredientGrams(2, 'slice', BREAD)).toEqual({ grams: 58 });
    expect(ingredientGrams(1, 'head', GARLIC)).toEqual({ reason: 'unit-not-convertible' });
  });

  it('does not guess what a clove weighs when the catalogue does not say what its each is', () => {
    expect(ingredientGrams(3, 'clove', { ...GARLIC, eachUnit: null })).toEqual({
      reason: 'unit-not-convertible',
    });
  });

  it('cannot weigh 2 cans or a bunch', () => {
    expect(ingredientGrams(2, 'can', MILK)).toEqual({ reason: 'unit-not-convertible' });
    expect(ingredientGrams(1, 'bunch', MILK)).toEqual({ reason: 'unit-not-convertible' });
  });
});

describe('estimateNutritionPerServing', () => {
  it('adds up pancakes for 4: flour, milk, an egg, butter, sugar and a pinch of salt', () => {
    const estimate = estimateNutritionPerServing(PANCAKES, 4);

    expect(estimate.perServing).toEqual({
      calories: 336,
      protein: 8.9,
      carbohydrates: 45.8,
      fat: 12.8,
      fiber: 1.3,
    });
    expect(estimate.coveredIngredients).toBe(6);
    expect(estimate.totalIngredients).toBe(7);
    expect(estimate.skipped).toEqual([
      { index: 6, name: 'blueberries', reason: 'not-in-catalogue' },
    ]);
  });

  it('gives calories whole and grams to 0.1: 3 eggs for 1 are 215 kcal and 18.9 g protein', () => {
    const estimate = estimateNutritionPerServing(
      [{ name: 'eggs', quantity: 3, unit: '', food: EGG }],
      1,
    );

    expect(estimate.perServing).toEqual({
      calories: 215,
      protein: 18.9,
      carbohydrates: 1.1,
      fat: 14.3,
      fiber: 0,
    });
  });

  it('counts "2–3 eggs" at the middle of the range', () => {
    const estimate = estimateNutritionPerServing(
      [{ quantity: 2, quantityMax: 3, unit: null, food: EGG }],
      1,
    );

    expect(estimate.perServing.calories).toBe(179);
  });

  it('leaves out and reports what it cannot weigh', () => {
    const estimate = estimateNutritionPerServing(
      [
        { name: 'salt', quantity: null, unit: '', food: SALT },
        { name: 'tomatoes', quantity: 2, unit: 'can', food: MILK },
        { name: 'eggs', quantity: 2, unit: 'cup', food: EGG },
        { name: 'butter', quantity: 2, unit: 'tbsp', food: BUTTER },
      ],
      2,
    );

    expect(estimate.coveredIngredients).toBe(1);
    expect(estimate.totalIngredients).toBe(4);
    expect(estimate.skipped.map((s) => [s.name, s.reason])).toEqual([
      ['salt', 'no-quantity'],
      ['tomatoes', 'unit-not-convertible'],
      ['eggs', 'no-portion-weight'],
    ]);
    expect(estimate.perServing.calories).toBe(102);
  });

  it('gives zeros for a recipe with nothing it can weigh', () => {
    const estimate = estimateNutritionPerServing([{ quantity: 1, unit: 'cup', food: null }], 4);

    expect(estimate.perServing).toEqual({
      calories: 0,
      protein: 0,
      carbohydrates: 0,
      fat: 0,
      fiber: 0,
    });
    expect(estimate.coveredIngredients).toBe(0);
  });

  it('counts servings below 1 as 1', () => {
    const ingredients = [{ quantity: 2, unit: 'tbsp', food: BUTTER }];

    expect(estimateNutritionPerServing(ingredients, 0)).toEqual(
      estimateNutritionPerServing(ingredients, 1),
    );
  });

  it('keeps the per-serving values when pancakes for 4 are scaled to 6', () => {
    const scaled = scaleRecipeIngredients(PANCAKES, 4, 6);

    expect(estimateNutritionPerServing(scaled, 6)).toEqual(
      estimateNutritionPerServing(PANCAKES, 4),
    );
  });

  it('keeps the per-serving values for every serving count from 1 to 12', () => {
    const original = estimateNutritionPerServing(PANCAKES, 4);

    for (let servings = 1; servings <= 12; servings++) {
      const scaled = scaleRecipeIngredients(PANCAKES, 4, servings);
      expect(estimateNutritionPerServing(scaled, servings)).toEqual(original);
    }
  });
});

describe('nutritionFoodFromCatalogue', () => {
  const butter = {
    id: 'usda-173410',
    nutritionalInfo: { calories: 717, protein: 0.9, carbohydrates: 0.1, fat: 81.1, fiber: 0 },
    portions: {
      gramsPerCup: 227,
      gramsPerTablespoon: 14.2,
      gramsPerTeaspoon: 4.73,
      gramsPerEach: null,
      eachUnit: null,
    },
  };

  it('reads nutrition and portion weights from a catalogue entry', () => {
    const food = nutritionFoodFromCatalogue(butter)!;

    expect(ingredientGrams(2, 'tbsp', food)).toEqual({ grams: 28.4 });
    expect(food.per100g.calories).toBe(717);
  });

  it('treats a placeholder as not in the catalogue', () => {
    const placeholder = { ...butter, id: 'temp-dragon-fruit-jam' };

    const estimate = estimateNutritionPerServing(
      [{ quantity: 1, unit: 'cup', food: nutritionFoodFromCatalogue(placeholder) }],
      1,
    );

    expect(nutritionFoodFromCatalogue(placeholder)).toBeNull();
    expect(estimate.skipped[0]!.reason).toBe('not-in-catalogue');
  });
});
