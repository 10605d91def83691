import { describe, expect, it } from 'vitest';
import { parseShoppingText } from './parse-shopping-text';

describe('parseShoppingText', () => {
  it('ignores blank text', () => {
    expect(parseShoppingText('   ')).toBeNull();
  });

  it('takes a leading whole number as the quantity and lowercases the name', () => {
    expect(parseShoppingText('3 Lemons')).toEqual({ quantity: 3, unit: 'unit', name: 'lemons' });
  });

  it('uses quantity 1 and unit "unit" when there is no number', () => {
    expect(parseShoppingText('Milk')).toEqual({ quantity: 1, unit: 'unit', name: 'milk' });
  });

  it('reads units and fractions with the ingredient parser', () => {
    expect(parseShoppingText('1/2 cup Rice')).toEqual({ quantity: 0.5, unit: 'cup', name: 'rice' });
  });

  it('falls back to the plain rule when the parser finds no name', () => {
    expect(parseShoppingText('2 cups')).toEqual({ quantity: 2, unit: 'unit', name: 'cups' });
  });
});
