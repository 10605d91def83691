import { describe, expect, it } from 'vitest';
import { formatQuantity, roundMetricAmount, toCookNumber } from './nice-numbers';
import { amountText } from './unit-labels';

describe('toCookNumber', () => {
  it('snaps a third of a cup written as a decimal to ⅓', () => {
    expect(toCookNumber(0.333).text).toBe('⅓');
    expect(toCookNumber(1 / 3).relativeError).toBe(0);
  });

  it('snaps 0.66 to ⅔ and 0.75 to ¾', () => {
    expect(toCookNumber(0.66).text).toBe('⅔');
    expect(toCookNumber(0.75).text).toBe('¾');
  });

  it('writes mixed numbers with a space: 1.5 is "1 ½", 2.25 is "2 ¼"', () => {
    expect(toCookNumber(1.5).text).toBe('1 ½');
    expect(toCookNumber(2.25).text).toBe('2 ¼');
  });

  it('writes whole numbers plainly and rounds up when the fraction is nearly 1', () => {
    expect(toCookNumber(3).text).toBe('3');
    expect(toCookNumber(1.97).text).toBe('2');
  });

  it('drops a tiny remainder: 1.02 cups of a converted 250 ml is "1"', () => {
    expect(toCookNumber(1.0567).text).toBe('1');
  });

  it('never shows 0 for a small positive amount: under ⅛ is ⅛', () => {
    expect(toCookNumber(0.05).text).toBe('⅛');
    expect(toCookNumber(0.18).text).toBe('⅛');
  });

  it('uses halves from 10 and whole numbers from 100', () => {
    expect(toCookNumber(12.3).text).toBe('12 ½');
    expect(toCookNumber(17.64).text).toBe('17 ½');
    expect(toCookNumber(10.1).text).toBe('10');
    expect(toCookNumber(120.4).text).toBe('120');
  });

  it('reads zero and nonsense as 0', () => {
    expect(toCookNumber(0).text).toBe('0');
    expect(toCookNumber(Number.NaN).text).toBe('0');
  });

  it('reports how far the snapped amount is from the real one', () => {
    const snapped = toCookNumber(0.4375);

    expect(snapped.text).toBe('½');
    expect(snapped.relativeError).toBeCloseTo(0.0625 / 0.4375, 10);
  });
});

describe('roundMetricAmount', () => {
  it('rounds 249.6 g to 250 g and 236.59 ml to 235 ml (steps of 5 from 100)', () => {
    expect(roundMetricAmount(249.6)).toBe(250);
    expect(roundMetricAmount(236.5882365)).toBe(235);
  });

  it('rounds 12.3 g to 12 g (whole grams from 10)', () => {
    expect(roundMetricAmount(12.3)).toBe(12);
  });

  it('rounds small amounts to half grams and tenths: 7.2 g of yeast is 7, 2.3 g of salt 2.5', () => {
    expect(roundMetricAmount(7.2)).toBe(7);
    expect(roundMetricAmount(2.3)).toBe(2.5);
    expect(roundMetricAmount(0.34)).toBe(0.3);
  });

  it('never rounds a positive amount to 0', () => {
    expect(roundMetricAmount(0.02)).toBe(0.1);
  });
});

describe('formatQuantity', () => {
  it('writes US volumes as fractions: 0.333 cup of milk is ⅓ cup', () => {
    expect(formatQuantity(0.333, 'cup')).toEqual({ amount: '⅓', unit: 'cup' });
    expect(formatQuantity(1.5, 'tsp')).toEqual({ amount: '1 ½', unit: 'teaspoon' });
  });

  it('writes grams rounded: 249.6 g is 250 g, 12.3 g is 12 g', () => {
    expect(formatQuantity(249.6, 'g')).toEqual({ amount: '250', unit: 'gram' });
    expect(formatQuantity(12.3, 'gram')).toEqual({ amount: '12', unit: 'gram' });
  });

  it('moves 1,234 g of potatoes to 1.25 kg and 998 g to 1 kg', () => {
    expect(formatQuantity(1234, 'gram')).toEqual({ amount: '1.25', unit: 'kilogram' });
    expect(formatQuantity(998, 'gram')).toEqual({ amount: '1', unit: 'kilogram' });
  });

  it('moves 1,500 ml of stock to 1.5 l and reads 25 cl of wine as 250 ml', () => {
    expect(formatQuantity(1500, 'ml')).toEqual({ amount: '1.5', unit: 'liter' });
    expect(formatQuantity(25, 'cl')).toEqual({ amount: '250', unit: 'milliliter' });
  });

  it('keeps kilograms in steps of 50 g: 2.27 kg is 2.25 kg', () => {
    expect(formatQuantity(2.27, 'kg')).toEqual({ amount: '2.25', unit: 'kilogram' });
  });

  it('calls a sliver of a teaspoon a pinch instead of 0', () => {
    expect(formatQuantity(0.02, 'teaspoon')).toEqual({ amount: '1', unit: 'pinch' });
    expect(formatQuantity(0.1, 'teaspoon')).toEqual({ amount: '⅛', unit: 'teaspoon' });
  });

  it('writes counts as fractions too: 1.5 onions, 0.5 can', () => {
    expect(formatQuantity(1.5, null)).toEqual({ amount: '1 ½', unit: null });
    expect(formatQuantity(0.5, 'can')).toEqual({ amount: '½', unit: 'can' });
  });

  it('writes pounds in quarters and thirds, not eighths', () => {
    expect(formatQuantity(1.1, 'lb')).toEqual({ amount: '1', unit: 'pound' });
    expect(formatQuantity(1.3, 'lb')).toEqual({ amount: '1 ⅓', unit: 'pound' });
  });

  it('leaves an unknown unit as written', () => {
    expect(formatQuantity(2, 'Sprigs')).toEqual({ amount: '2', unit: 'sprig' });
    expect(formatQuantity(2, 'fistful')).toEqual({ amount: '2', unit: 'fistful' });
  });

  it('has no amount for "salt to taste" and 0 for a zero quantity', () => {
    expect(formatQuantity(null, null)).toEqual({ amount: '', unit: null });
    expect(formatQuantity(0, 'cup')).toEqual({ amount: '0', unit: 'cup' });
  });
});

describe('amountText', () => {
  it('reads as a cook writes: short or plural labels, counts made plural, nothing for no amount', () => {
    expect(amountText(1.5, 'cup')).toBe('1 ½ cups');
    expect(amountText(1, 'cup')).toBe('1 cup');
    expect(amountText(250, 'milliliter')).toBe('250 ml');
    expect(amountText(2, 'tablespoon')).toBe('2 tbsp');
    expect(amountText(3, 'clove')).toBe('3 cloves');
    expect(amountText(2, null)).toBe('2');
    expect(amountText(null, 'pinch')).toBe('pinch');
    expect(amountText(null, null)).toBe('');
  });
});
