import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  parseQuickIngredients,
  quickUnitText,
  rowsFromMeal,
  toQuickIngredientInputs,
  toQuickRows,
} from './quick-ingredients';

describe('parseQuickIngredients', () => {
  it('splits on commas and trims each name', () => {
    expect(parseQuickIngredients(' eggs,spinach ,  feta cheese ').map((i) => i.name)).toEqual([
      'eggs',
      'spinach',
      'feta cheese',
    ]);
  });

  it('reads each entry’s amount and unit: "2 eggs, 250 ml milk, toast"', () => {
    expect(parseQuickIngredients('2 eggs, 250 ml milk, toast')).toEqual([
      { name: 'eggs', quantity: 2 },
      { name: 'milk', quantity: 250, unit: 'milliliter' },
      { name: 'toast', quantity: 1 },
    ]);
  });

  it('drops empty names', () => {
    expect(parseQuickIngredients('eggs,, ,spinach,').map((i) => i.name)).toEqual([
      'eggs',
      'spinach',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseQuickIngredients('  ,  ')).toEqual([]);
    expect(parseQuickIngredients('')).toEqual([]);
  });
});

describe('toQuickRows', () => {
  it('keeps each ingredient’s quantity and unit, with a distinct key', () => {
    const rows = toQuickRows([
      { name: 'eggs', quantity: 2 },
      { name: 'milk', quantity: 250, unit: 'milliliter' },
    ]);

    expect(rows.map((row) => [row.name, row.quantity, row.unit])).toEqual([
      ['eggs', 2, null],
      ['milk', 250, 'milliliter'],
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
  it('trims names, sends units, and leaves out rows without a name', () => {
    const rows = [
      { key: 'a', name: ' eggs ', quantity: 2, unit: null },
      { key: 'b', name: '   ', quantity: 1, unit: null },
      { key: 'c', name: 'spinach', quantity: 0, unit: null },
      { key: 'd', name: 'milk', quantity: 250, unit: 'milliliter' },
    ];

    expect(toQuickIngredientInputs(rows)).toEqual([
      { name: 'eggs', quantity: 2 },
      { name: 'spinach', quantity: 1 },
      { name: 'milk', quantity: 250, unit: 'milliliter' },
    ]);
  });
});

describe('rowsFromMeal', () => {
  it('starts the editor from a quick meal’s ingredients, amounts whole', () => {
    const ingredient = { id: 'i', category: 'Other', preparation: '' };

    const rows = rowsFromMeal({
      ingredients: [
        { ...ingredient, name: 'eggs', quantity: 3, unit: 'unit' },
        { ...ingredient, name: 'milk', quantity: 0.5, unit: 'unit' },
        { ...ingredient, name: 'flour', quantity: 0.5, unit: 'kilogram' },
      ],
    });

    expect(rows.map((row) => [row.name, row.quantity, row.unit])).toEqual([
      ['eggs', 3, null],
      ['milk', 1, null],
      ['flour', 500, 'gram'],
    ]);
  });
});

describe('quickUnitText', () => {
  it('reads the unit as the shopping list writes it', () => {
    expect(quickUnitText({ quantity: 250, unit: 'milliliter' })).toBe('ml');
    expect(quickUnitText({ quantity: 3, unit: 'slice' })).toBe('slices');
    expect(quickUnitText({ quantity: 1, unit: 'pinch' })).toBe('pinch');
    expect(quickUnitText({ quantity: 2, unit: null })).toBe('');
  });
});
