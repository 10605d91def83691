import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  parseQuickIngredients,
  rowsFromMeal,
  toQuickIngredientInputs,
  toQuickRows,
} from './quick-ingredients';

describe('parseQuickIngredients', () => {
  it('splits on commas and trims each name', () => {
    expect(parseQuickIngredients(' eggs,spinach ,  feta cheese ')).toEqual([
      'eggs',
      'spinach',
      'feta cheese',
    ]);
  });

  it('drops empty names', () => {
    expect(parseQuickIngredients('eggs,, ,spinach,')).toEqual(['eggs', 'spinach']);
  });

  it('returns nothing for blank text', () => {
    expect(parseQuickIngredients('  ,  ')).toEqual([]);
    expect(parseQuickIngredients('')).toEqual([]);
  });
});

describe('toQuickRows', () => {
  it('gives each name a quantity of 1 and a distinct key', () => {
    const rows = toQuickRows(['eggs', 'eggs']);

    expect(rows.map((row) => [row.name, row.quantity])).toEqual([
      ['eggs', 1],
      ['eggs', 1],
    ]);
    expect(rows[0]?.key).not.toBe(rows[1]?.key);
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers of at least 1', () => {
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity('4')).toBe(4);
  });

  it('rounds fractions and raises nothing or less than 1 to 1', () => {
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
  });

  it('caps at 9999', () => {
    expect(clampQuantity(100_000)).toBe(9999);
  });
});

describe('toQuickIngredientInputs', () => {
  it('trims names and leaves out rows without one', () => {
    const rows = [
      { key: 'a', name: ' eggs ', quantity: 2 },
      { key: 'b', name: '   ', quantity: 1 },
      { key: 'c', name: 'spinach', quantity: 0 },
    ];

    expect(toQuickIngredientInputs(rows)).toEqual([
      { name: 'eggs', quantity: 2 },
      { name: 'spinach', quantity: 1 },
    ]);
  });
});

describe('rowsFromMeal', () => {
  it('starts the editor from a quick meal’s ingredients', () => {
    const ingredient = { id: 'i', unit: 'unit', category: 'Other', preparation: '' };

    const rows = rowsFromMeal({
      ingredients: [
        { ...ingredient, name: 'eggs', quantity: 3 },
        { ...ingredient, name: 'milk', quantity: 0.5 },
      ],
    });

    expect(rows.map((row) => [row.name, row.quantity])).toEqual([
      ['eggs', 3],
      ['milk', 1],
    ]);
  });
});
