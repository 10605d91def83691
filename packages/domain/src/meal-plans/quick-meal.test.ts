import { describe, expect, it } from 'vitest';
import { parseQuickAddText, quickMealName, readQuickIngredient, wholeAmount } from './quick-meal';

describe('parseQuickAddText', () => {
  it('reads "2 eggs, 250 ml milk, toast" into food, quantity and unit', () => {
    expect(parseQuickAddText('2 eggs, 250 ml milk, toast')).toEqual([
      { name: 'eggs', quantity: 2 },
      { name: 'milk', quantity: 250, unit: 'milliliter' },
      { name: 'toast', quantity: 1 },
    ]);
  });

  it('splits on commas and line breaks, trims and drops empty entries', () => {
    expect(parseQuickAddText(' eggs ,, \n 3 slices bread,\n')).toEqual([
      { name: 'eggs', quantity: 1 },
      { name: 'bread', quantity: 3, unit: 'slice' },
    ]);
    expect(parseQuickAddText(' , \n')).toEqual([]);
  });

  it('reads amounts written as words and units without a number', () => {
    expect(parseQuickAddText('a pinch of salt, two onions')).toEqual([
      { name: 'salt', quantity: 1, unit: 'pinch' },
      { name: 'onions', quantity: 2 },
    ]);
  });
});

describe('wholeAmount', () => {
  it('keeps whole amounts as they are', () => {
    expect(wholeAmount(250, 'milliliter')).toEqual({ quantity: 250, unit: 'milliliter' });
    expect(wholeAmount(2, null)).toEqual({ quantity: 2, unit: null });
  });

  it('writes a fraction in a smaller unit of its system where that makes it whole', () => {
    expect(wholeAmount(0.5, 'kilogram')).toEqual({ quantity: 500, unit: 'gram' });
    expect(wholeAmount(1.5, 'liter')).toEqual({ quantity: 1500, unit: 'milliliter' });
    expect(wholeAmount(0.5, 'cup')).toEqual({ quantity: 8, unit: 'tablespoon' });
    expect(wholeAmount(1 / 3, 'cup')).toEqual({ quantity: 16, unit: 'teaspoon' });
    expect(wholeAmount(4 / 3, 'tablespoon')).toEqual({ quantity: 4, unit: 'teaspoon' });
    expect(wholeAmount(0.75, 'pound')).toEqual({ quantity: 12, unit: 'ounce' });
  });

  it('rounds up, to at least 1, what no smaller unit makes whole', () => {
    expect(wholeAmount(0.5, null)).toEqual({ quantity: 1, unit: null });
    expect(wholeAmount(0.5, 'teaspoon')).toEqual({ quantity: 1, unit: 'teaspoon' });
    expect(wholeAmount(1.5, 'can')).toEqual({ quantity: 2, unit: 'can' });
    expect(wholeAmount(0.3, 'cup')).toEqual({ quantity: 5, unit: 'tablespoon' });
    expect(wholeAmount(0, null)).toEqual({ quantity: 1, unit: null });
  });

  it('stays within what the API accepts', () => {
    expect(wholeAmount(20, 'kilogram')).toEqual({ quantity: 20, unit: 'kilogram' });
    expect(wholeAmount(20.5, 'kilogram')).toEqual({ quantity: 21, unit: 'kilogram' });
    expect(wholeAmount(12000, 'gram')).toEqual({ quantity: 9999, unit: 'gram' });
  });
});

describe('readQuickIngredient', () => {
  it('reads an amount in the name, multiplied by the quantity sent', () => {
    expect(readQuickIngredient({ name: '2 eggs', quantity: 1 })).toEqual({
      name: 'eggs',
      quantity: 2,
    });
    expect(readQuickIngredient({ name: '2 eggs', quantity: 3 })).toEqual({
      name: 'eggs',
      quantity: 6,
    });
    expect(readQuickIngredient({ name: '250 ml Milk', quantity: 1 })).toEqual({
      name: 'milk',
      quantity: 250,
      unit: 'milliliter',
    });
  });

  it('keeps an ingredient that names its unit, or has no amount, as sent', () => {
    expect(readQuickIngredient({ name: ' milk ', quantity: 250, unit: 'ml' })).toEqual({
      name: 'milk',
      quantity: 250,
      unit: 'ml',
    });
    expect(readQuickIngredient({ name: 'Toast', quantity: 2 })).toEqual({
      name: 'Toast',
      quantity: 2,
    });
    expect(readQuickIngredient({ name: 'salt to taste', quantity: 1 })).toEqual({
      name: 'salt to taste',
      quantity: 1,
    });
  });
});

describe('quickMealName', () => {
  it('joins the food names with commas, each once (spec 2 §3)', () => {
    expect(quickMealName(['eggs', 'milk', 'toast'])).toBe('eggs, milk, toast');
    expect(quickMealName(['eggs', 'Eggs', ' ', 'milk'])).toBe('eggs, milk');
  });
});
