import { describe, expect, it } from 'vitest';
import {
  ingredientAmountText,
  ingredientLines,
  ingredientsByAisle,
  unitsViewFromLocale,
  unitsViewFromSetting,
  type RecipeIngredient,
} from './recipe-display';

function ingredient(patch: Partial<RecipeIngredient>): RecipeIngredient {
  return {
    name: 'milk',
    quantity: 1,
    unit: 'cup',
    preparation: '',
    category: 'Dairy',
    ingredientId: null,
    ...patch,
  };
}

describe('ingredientAmountText', () => {
  it('writes a third of a cup as ⅓ cup, not 0.333 cup', () => {
    expect(ingredientAmountText({ quantity: 0.333, unit: 'cup' }, 'us')).toBe('⅓ cup');
  });

  it('rounds 249.6 g to 250 g in metric', () => {
    expect(ingredientAmountText({ quantity: 249.6, unit: 'g' }, 'metric')).toBe('250 g');
  });

  it('makes cups plural from more than one cup', () => {
    expect(ingredientAmountText({ quantity: 1.5, unit: 'cups' }, 'us')).toBe('1 ½ cups');
    expect(ingredientAmountText({ quantity: 1, unit: 'cups' }, 'us')).toBe('1 cup');
  });

  it('converts cups to millilitres in metric', () => {
    expect(ingredientAmountText({ quantity: 1, unit: 'cup' }, 'metric')).toBe('235 ml');
  });

  it('converts grams to ounces and pounds in US units', () => {
    expect(ingredientAmountText({ quantity: 400, unit: 'g' }, 'us')).toBe('14 oz');
    expect(ingredientAmountText({ quantity: 907.18474, unit: 'grams' }, 'us')).toBe('2 lb');
  });

  it('keeps spoons as spoons in metric, abbreviated', () => {
    expect(ingredientAmountText({ quantity: 2, unit: 'Tbsp.' }, 'metric')).toBe('2 tbsp');
  });

  it('moves 1,500 ml to litres', () => {
    expect(ingredientAmountText({ quantity: 1500, unit: 'ml' }, 'metric')).toBe('1.5 l');
  });

  it('keeps counts and unknown words as written, with a cook’s number', () => {
    expect(ingredientAmountText({ quantity: 4, unit: 'large' }, 'metric')).toBe('4 large');
    expect(ingredientAmountText({ quantity: 2, unit: 'slice' }, 'us')).toBe('2 slices');
    expect(ingredientAmountText({ quantity: 1.5, unit: 'handfuls' }, 'us')).toBe('1 ½ handfuls');
    expect(ingredientAmountText({ quantity: 3, unit: '' }, 'us')).toBe('3');
  });

  it('shows only the written unit without a quantity', () => {
    expect(ingredientAmountText({ quantity: null, unit: 'pinch' }, 'metric')).toBe('pinch');
    expect(ingredientAmountText({ quantity: null, unit: '' }, 'us')).toBe('');
    expect(ingredientAmountText({ quantity: 0, unit: 'pinch' }, 'us')).toBe('pinch');
  });
});

describe('ingredientLines', () => {
  const ingredients = [
    ingredient({ name: 'milk', quantity: 1, unit: 'cup', preparation: 'warm' }),
    ingredient({ name: 'flour', quantity: 0.6666666667, unit: 'cup' }),
    ingredient({ name: 'eggs', quantity: 2, unit: 'large' }),
    ingredient({ name: 'salt', quantity: null, unit: '' }),
  ];

  it('scales 4 servings to 6: 1 ½ cups milk, 1 cup flour, 3 eggs', () => {
    const lines = ingredientLines(ingredients, { units: 'us', servings: { from: 4, to: 6 } });

    expect(lines.map((line) => line.amount)).toEqual(['1 ½ cups', '1 cup', '3 large', '']);
    expect(lines[0]).toMatchObject({ name: 'milk', preparation: 'warm' });
  });

  it('shows amounts as written without servings to scale to', () => {
    const lines = ingredientLines(ingredients, { units: 'us' });

    expect(lines.map((line) => line.amount)).toEqual(['1 cup', '⅔ cup', '2 large', '']);
  });

  it('scales and converts together', () => {
    const lines = ingredientLines(ingredients, { units: 'metric', servings: { from: 4, to: 6 } });

    expect(lines.map((line) => line.amount)).toEqual(['355 ml', '235 ml', '3 large', '']);
  });

  it('gives every line its own key, even for repeated names', () => {
    const lines = ingredientLines([ingredient({}), ingredient({})], { units: 'us' });

    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
  });
});

describe('units views', () => {
  it("reads the settings' imperial as US measures", () => {
    expect(unitsViewFromSetting('imperial')).toBe('us');
    expect(unitsViewFromSetting('metric')).toBe('metric');
  });

  it('guesses US measures only for a United States locale', () => {
    expect(unitsViewFromLocale('en-US')).toBe('us');
    expect(unitsViewFromLocale('es-US')).toBe('us');
    expect(unitsViewFromLocale('en-GB')).toBe('metric');
    expect(unitsViewFromLocale('de')).toBe('metric');
    expect(unitsViewFromLocale('not a locale!')).toBe('metric');
    expect(unitsViewFromLocale(undefined)).toBe('metric');
  });
});

describe('ingredientsByAisle', () => {
  it('groups names by grocery aisle in store order, unknown categories under Other, once each', () => {
    expect(
      ingredientsByAisle([
        { name: 'milk', category: 'Dairy and Eggs' },
        { name: 'garlic', category: 'Produce' },
        { name: 'moon dust', category: 'Space' },
        { name: 'onion', category: 'Produce' },
        { name: 'garlic', category: 'Produce' },
      ]),
    ).toEqual([
      { aisle: 'Produce', names: ['garlic', 'onion'] },
      { aisle: 'Dairy and Eggs', names: ['milk'] },
      { aisle: 'Other', names: ['moon dust'] },
    ]);
  });
});

describe('count units', () => {
  it('says cloves for more than one clove, and keeps words it does not know as written', () => {
    expect(ingredientAmountText({ quantity: 4, unit: 'clove' }, 'us')).toBe('4 cloves');
    expect(ingredientAmountText({ quantity: 1, unit: 'clove' }, 'us')).toBe('1 clove');
    expect(ingredientAmountText({ quantity: 2, unit: 'can' }, 'metric')).toBe('2 cans');
    expect(ingredientAmountText({ quantity: 3, unit: 'handfuls' }, 'us')).toBe('3 handfuls');
  });
});
