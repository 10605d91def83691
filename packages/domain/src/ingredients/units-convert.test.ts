import { describe, expect, it } from 'vitest';
import { formatQuantity } from './nice-numbers';
import { convertUnit, gramsPerMilliliter, toMeasurementSystem, unitKind } from './units-convert';

const FLOUR = { gPerCup: 125 };
const BUTTER = { gPerTbsp: 14.2 };

/** What a cook reads after the conversion: "1 cup", "235 ml". */
function shown(quantity: number, unit: string, system: 'metric' | 'us' | 'imperial') {
  const converted = toMeasurementSystem(quantity, unit, system);
  const formatted = formatQuantity(converted.quantity, converted.unit);
  return `${formatted.amount} ${formatted.unit}`;
}

describe('unitKind', () => {
  it('knows volumes and weights by the parser’s ids and by the words cooks write', () => {
    expect(unitKind('cup')).toBe('volume');
    expect(unitKind('Tbsp.')).toBe('volume');
    expect(unitKind('fluid ounce')).toBe('volume');
    expect(unitKind('ml')).toBe('volume');
    expect(unitKind('gram')).toBe('mass');
    expect(unitKind('lbs')).toBe('mass');
    expect(unitKind('oz')).toBe('mass');
  });

  it('counts everything else: each, cloves, cans, pinches, no unit, unknown words', () => {
    for (const unit of ['each', 'clove', 'can', 'pinch', '', null, 'fistful']) {
      expect(unitKind(unit)).toBe('count');
    }
  });
});

describe('convertUnit within a kind', () => {
  it('makes 3 teaspoons exactly 1 tablespoon and 16 tablespoons exactly 1 cup', () => {
    expect(convertUnit(3, 'teaspoon', 'tablespoon')).toBe(1);
    expect(convertUnit(16, 'tbsp', 'cup')).toBe(1);
    expect(convertUnit(2, 'cup', 'pint')).toBe(1);
    expect(convertUnit(1, 'gallon', 'quart')).toBe(4);
    expect(convertUnit(8, 'fl oz', 'cup')).toBe(1);
  });

  it('makes 1 US cup 236.5882365 ml, so 1 cup of milk and 250 ml make 486.59 ml', () => {
    const cup = convertUnit(1, 'cup', 'milliliter')!;

    expect(cup).toBe(236.5882365);
    expect(cup + 250).toBeCloseTo(486.588, 3);
  });

  it('converts between metric volumes by powers of ten', () => {
    expect(convertUnit(1.5, 'l', 'ml')).toBe(1500);
    expect(convertUnit(25, 'cl', 'dl')).toBe(2.5);
  });

  it('makes 1 lb 453.59237 g and 1 kg 35.27 oz', () => {
    expect(convertUnit(1, 'lb', 'g')).toBe(453.59237);
    expect(convertUnit(16, 'oz', 'lb')).toBe(1);
    expect(convertUnit(1, 'kg', 'oz')).toBeCloseTo(35.274, 3);
    expect(convertUnit(500, 'mg', 'g')).toBe(0.5);
  });

  it('returns the quantity for the same unit, even a count unit', () => {
    expect(convertUnit(3, 'clove', 'cloves')).toBe(3);
  });

  it('refuses count units and unknown words', () => {
    expect(convertUnit(2, 'can', 'gram')).toBeNull();
    expect(convertUnit(1, 'pinch', 'teaspoon')).toBeNull();
    expect(convertUnit(1, 'fistful', 'cup')).toBeNull();
  });
});

describe('convertUnit between volume and weight', () => {
  it('weighs 2 tbsp of butter at 14.2 g per tablespoon as 28.4 g', () => {
    expect(convertUnit(2, 'tbsp', 'g', BUTTER)).toBe(28.4);
  });

  it('turns 1 lb of flour at 125 g per cup into 3.63 cups, and back', () => {
    const cups = convertUnit(1, 'lb', 'cup', FLOUR)!;

    expect(cups).toBeCloseTo(3.6287, 4);
    expect(convertUnit(cups, 'cup', 'lb', FLOUR)).toBeCloseTo(1, 10);
  });

  it('derives the density from whichever portion weight is known', () => {
    expect(convertUnit(1, 'cup', 'g', BUTTER)).toBeCloseTo(227.2, 6);
    expect(convertUnit(1, 'tsp', 'g', { gPerTsp: 6 })).toBe(6);
    expect(convertUnit(100, 'ml', 'g', { gPerTsp: 5 })).toBeCloseTo(101.4, 1);
  });

  it('prefers the portion weight of the unit written over the cup', () => {
    const sugar = { gPerCup: 200, gPerTsp: 4.2 };

    expect(convertUnit(1, 'tsp', 'g', sugar)).toBe(4.2);
    expect(convertUnit(2, 'cup', 'g', sugar)).toBe(400);
  });

  it('refuses volume to weight without a portion weight', () => {
    expect(convertUnit(1, 'cup', 'g')).toBeNull();
    expect(convertUnit(1, 'cup', 'g', { gPerCup: 0, gPerTbsp: null })).toBeNull();
  });
});

describe('gramsPerMilliliter', () => {
  it('gives water-like milk about 1.03 g/ml from 244 g per cup', () => {
    expect(gramsPerMilliliter({ gPerCup: 244 })).toBeCloseTo(1.031, 3);
  });

  it('is null without a portion weight', () => {
    expect(gramsPerMilliliter({})).toBeNull();
    expect(gramsPerMilliliter(undefined)).toBeNull();
  });
});

describe('toMeasurementSystem in US units', () => {
  it('shows 250 ml of milk as 1 cup', () => {
    expect(shown(250, 'ml', 'us')).toBe('1 cup');
  });

  it('treats the settings’ imperial as US customary', () => {
    expect(shown(250, 'ml', 'imperial')).toBe('1 cup');
  });

  it('keeps 1 ½ tsp of baking powder in teaspoons', () => {
    expect(toMeasurementSystem(1.5, 'tsp', 'us')).toEqual({ quantity: 1.5, unit: 'teaspoon' });
  });

  it('keeps 3 tbsp in tablespoons rather than 0.1875 cup', () => {
    expect(toMeasurementSystem(3, 'tbsp', 'us')).toEqual({ quantity: 3, unit: 'tablespoon' });
  });

  it('moves a doubled 3 tsp up to 1 tbsp and 5 ml to 1 tsp', () => {
    expect(shown(3, 'tsp', 'us')).toBe('1 tablespoon');
    expect(shown(5, 'ml', 'us')).toBe('1 teaspoon');
    expect(shown(15, 'ml', 'us')).toBe('1 tablespoon');
  });

  it('shows 4 tbsp as ¼ cup and 10 tbsp as ⅔ cup', () => {
    expect(shown(4, 'tbsp', 'us')).toBe('¼ cup');
    expect(shown(10, 'tbsp', 'us')).toBe('⅔ cup');
  });

  it('keeps 6 and 7 tbsp in tablespoons, which no cup fraction matches', () => {
    expect(shown(6, 'tbsp', 'us')).toBe('6 tablespoon');
    expect(shown(7, 'tbsp', 'us')).toBe('7 tablespoon');
  });

  it('shows 8 fl oz as 1 cup and 200 ml as ¾ cup', () => {
    expect(shown(8, 'fl oz', 'us')).toBe('1 cup');
    expect(shown(200, 'ml', 'us')).toBe('¾ cup');
  });

  it('keeps the pints, quarts and gallons an author wrote', () => {
    expect(toMeasurementSystem(2, 'quarts', 'us')).toEqual({ quantity: 2, unit: 'quart' });
  });

  it('shows a litre of stock as 4 ¼ cups', () => {
    expect(shown(1, 'l', 'us')).toBe('4 ¼ cup');
  });

  it('shows 100 g of cheese in ounces', () => {
    expect(shown(100, 'g', 'us')).toBe('3 ½ ounce');
  });

  it('shows 454 g as 1 lb and 1 kg as 2 ¼ lb', () => {
    expect(shown(454, 'g', 'us')).toBe('1 pound');
    expect(shown(1, 'kg', 'us')).toBe('2 ¼ pound');
  });

  it('shows 500 g of pasta as 17 ½ oz, since 1.1 lb is no pound fraction', () => {
    expect(shown(500, 'g', 'us')).toBe('17 ½ ounce');
  });

  it('shows 750 g as 1 ⅔ lb and 2 kg as 4 ⅓ lb', () => {
    expect(shown(750, 'g', 'us')).toBe('1 ⅔ pound');
    expect(shown(2, 'kg', 'us')).toBe('4 ⅓ pound');
  });
});

describe('toMeasurementSystem in metric units', () => {
  it('shows 1 cup of milk as 235 ml and 4 cups as 945 ml', () => {
    expect(shown(1, 'cup', 'metric')).toBe('235 milliliter');
    expect(shown(4, 'cup', 'metric')).toBe('945 milliliter');
  });

  it('shows 2 quarts of stock as 1.9 l', () => {
    expect(shown(2, 'quart', 'metric')).toBe('1.9 liter');
  });

  it('keeps teaspoons and tablespoons, which are metric spoons too', () => {
    expect(toMeasurementSystem(2, 'tbsp', 'metric')).toEqual({ quantity: 2, unit: 'tablespoon' });
    expect(shown(6, 'tsp', 'metric')).toBe('2 tablespoon');
  });

  it('turns 8 tbsp into millilitres', () => {
    expect(shown(8, 'tbsp', 'metric')).toBe('120 milliliter');
  });

  it('shows 1 lb of beef as 455 g and 4 oz of butter as 115 g', () => {
    expect(shown(1, 'lb', 'metric')).toBe('455 gram');
    expect(shown(4, 'oz', 'metric')).toBe('115 gram');
  });

  it('shows 3 lb of potatoes as 1.35 kg', () => {
    expect(shown(3, 'lb', 'metric')).toBe('1.35 kilogram');
  });

  it('keeps 1,500 ml as 1.5 l and 250 g as 250 g', () => {
    expect(toMeasurementSystem(1500, 'ml', 'metric')).toEqual({ quantity: 1.5, unit: 'liter' });
    expect(toMeasurementSystem(250, 'g', 'metric')).toEqual({ quantity: 250, unit: 'gram' });
  });

  it('keeps milligrams of saffron an author wrote', () => {
    expect(toMeasurementSystem(200, 'mg', 'metric')).toEqual({ quantity: 200, unit: 'milligram' });
  });
});

describe('toMeasurementSystem across volume and weight', () => {
  it('weighs 2 cups of flour at 125 g per cup as 250 g when asked to weigh', () => {
    expect(toMeasurementSystem(2, 'cup', 'metric', FLOUR, 'weight')).toEqual({
      quantity: 250,
      unit: 'gram',
    });
  });

  it('measures 1 lb of flour as 3 ⅔ cups when asked for volume', () => {
    const converted = toMeasurementSystem(1, 'lb', 'us', FLOUR, 'volume');

    expect(converted.unit).toBe('cup');
    expect(formatQuantity(converted.quantity, converted.unit).amount).toBe('3 ⅔');
  });

  it('shows 2 tbsp of butter as 28.4 g when asked to weigh', () => {
    expect(toMeasurementSystem(2, 'tbsp', 'metric', BUTTER, 'weight')).toEqual({
      quantity: 28.4,
      unit: 'gram',
    });
  });

  it('keeps the written kind when the food’s portion weight is unknown', () => {
    expect(toMeasurementSystem(2, 'cup', 'metric', undefined, 'weight')).toEqual({
      quantity: 473.176473,
      unit: 'milliliter',
    });
  });

  it('keeps the written kind by default even with a portion weight', () => {
    expect(toMeasurementSystem(2, 'cup', 'metric', FLOUR).unit).toBe('milliliter');
  });
});

describe('toMeasurementSystem leaves counts alone', () => {
  it('returns eggs, cloves, cans and pinches as written in either system', () => {
    for (const unit of [null, 'each', 'cloves', 'can', 'pinch']) {
      expect(toMeasurementSystem(3, unit, 'metric')).toEqual({ quantity: 3, unit });
      expect(toMeasurementSystem(3, unit, 'us')).toEqual({ quantity: 3, unit });
    }
  });

  it('returns a missing quantity unchanged', () => {
    expect(toMeasurementSystem(null, 'cup', 'metric')).toEqual({ quantity: null, unit: 'cup' });
  });
});
