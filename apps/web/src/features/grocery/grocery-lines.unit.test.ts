import type { GroceryLine } from '@simmer/domain/grocery';
import { describe, expect, it } from 'vitest';
import {
  groupLinesByCategory,
  lineAmount,
  lineSourceTexts,
  moveCategory,
  savableCategoryOrder,
} from './grocery-lines';

function line(patch: Partial<GroceryLine>): GroceryLine {
  return {
    id: 'a',
    name: 'milk',
    category: 'Dairy and Eggs',
    quantity: 1,
    unit: 'cup',
    extraAmounts: [],
    checked: false,
    checkedAt: null,
    date: null,
    sources: [],
    addedAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

describe('groupLinesByCategory', () => {
  it('follows the category order and leaves out empty categories', () => {
    const lines = [
      line({ id: '1', category: 'Other' }),
      line({ id: '2', category: 'Produce' }),
      line({ id: '3', category: 'Other' }),
    ];

    const groups = groupLinesByCategory(lines, ['Produce', 'Bakery', 'Other']);

    expect(groups.map((group) => group.category)).toEqual(['Produce', 'Other']);
    expect(groups[1]!.lines.map((item) => item.id)).toEqual(['1', '3']);
  });

  it('puts categories the order does not know last, in the order first seen', () => {
    const lines = [
      line({ id: '1', category: 'Dairy' }),
      line({ id: '2', category: 'Other' }),
      line({ id: '3', category: 'Spices' }),
    ];

    const groups = groupLinesByCategory(lines, ['Other']);

    expect(groups.map((group) => group.category)).toEqual(['Other', 'Dairy', 'Spices']);
  });
});

describe('moveCategory', () => {
  const order = ['Produce', 'Deli', 'Bakery', 'Frozen Foods', 'Other'];
  const shown = ['Produce', 'Bakery', 'Other'];

  it('moves a group down past hidden categories so the shown groups read as dropped', () => {
    const next = moveCategory(order, shown, 'Produce', 'Other');

    expect(next.filter((category) => shown.includes(category))).toEqual([
      'Bakery',
      'Other',
      'Produce',
    ]);
    expect(next).toHaveLength(order.length);
  });

  it('moves a group up one place', () => {
    const next = moveCategory(order, shown, 'Other', 'Bakery');

    expect(next.filter((category) => shown.includes(category))).toEqual([
      'Produce',
      'Other',
      'Bakery',
    ]);
  });

  it('keeps the order when a group is dropped on itself or on something unknown', () => {
    expect(moveCategory(order, shown, 'Bakery', 'Bakery')).toEqual(order);
    expect(moveCategory(order, shown, 'Bakery', 'Nowhere')).toEqual(order);
  });

  it('places a shown category that the order does not know yet', () => {
    const next = moveCategory(['Produce', 'Other'], ['Produce', 'Spices'], 'Spices', 'Produce');

    expect(next).toEqual(['Spices', 'Produce', 'Other']);
  });
});

describe('savableCategoryOrder', () => {
  it('keeps only the known categories, once each', () => {
    expect(savableCategoryOrder(['Spices', 'Produce', 'Other', 'Produce'])).toEqual([
      'Produce',
      'Other',
    ]);
  });
});

describe('lineAmount', () => {
  it("hides the unit 'unit'", () => {
    expect(lineAmount({ quantity: 2, unit: 'unit' })).toBe('2');
  });

  it('writes fractions the way cooks do, with the unit’s short or plural label', () => {
    expect(lineAmount({ quantity: 1.5, unit: 'cup' })).toBe('1 ½ cups');
    expect(lineAmount({ quantity: 486.6, unit: 'milliliter' })).toBe('485 ml');
    expect(lineAmount({ quantity: 3, unit: 'clove' })).toBe('3 cloves');
  });

  it('adds the amounts that do not convert after the first: "1 ⅓ tbsp + 1 pinch"', () => {
    expect(
      lineAmount({
        quantity: 4 / 3,
        unit: 'tablespoon',
        extraAmounts: [
          { quantity: 1, unit: 'pinch' },
          { quantity: 2, unit: 'unit' },
        ],
      }),
    ).toBe('1 ⅓ tbsp + 1 pinch + 2');
  });

  it('shows nothing for an amount-less item ("salt to taste")', () => {
    expect(lineAmount({ quantity: null, unit: 'unit' })).toBe('');
  });
});

describe('lineSourceTexts', () => {
  it('names each recipe and meal type once', () => {
    const source = { mealId: 'm1', mealType: 'dinner' as const, recipeName: 'Risotto', date: '' };

    const texts = lineSourceTexts({
      sources: [
        source,
        { ...source, mealId: 'm2' },
        { ...source, mealId: 'm3', mealType: 'lunch', recipeName: 'Soup' },
      ],
    });

    expect(texts).toEqual(['For: Risotto (dinner)', 'For: Soup (lunch)']);
  });
});
