import { describe, expect, it } from 'vitest';
import { keepCheckedState, mergeGroceryItems, type MergeableGroceryItem } from './merge-items';

function item(patch: Partial<MergeableGroceryItem> & { id: string }): MergeableGroceryItem {
  return {
    name: 'milk',
    category: 'Dairy and Eggs',
    quantity: 1,
    unit: 'cup',
    checked: false,
    ...patch,
  };
}

describe('mergeGroceryItems', () => {
  it('adds the same food in the same unit, whatever the case of its name, joining ids', () => {
    const merged = mergeGroceryItems([
      item({ id: 'a', name: 'Milk', quantity: 1 }),
      item({ id: 'b', name: 'milk', quantity: 0.5 }),
    ]);

    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 'a,b', name: 'Milk', quantity: 1.5, unit: 'cup' });
  });

  it('adds a cup and 250 ml of milk into one line in the first unit', () => {
    const [line] = mergeGroceryItems([
      item({ id: 'a', quantity: 1, unit: 'cup' }),
      item({ id: 'b', quantity: 250, unit: 'milliliter' }),
    ]);

    // 250 ml is 1.0567 US cups.
    expect(line!.quantity).toBeCloseTo(2.0567, 3);
    expect(line!.unit).toBe('cup');
  });

  it('adds grams to cups only when the food’s portion weight is known', () => {
    const flour = { name: 'flour', category: 'Baking Supplies' };
    const unknown = mergeGroceryItems([
      item({ id: 'a', ...flour, quantity: 1, unit: 'cup' }),
      item({ id: 'b', ...flour, quantity: 125, unit: 'gram' }),
    ]);
    const known = mergeGroceryItems([
      item({ id: 'a', ...flour, quantity: 1, unit: 'cup', portion: { gPerCup: 125 } }),
      item({ id: 'b', ...flour, quantity: 125, unit: 'gram' }),
    ]);

    expect(unknown.map((line) => [line.quantity, line.unit, line.extraAmounts])).toEqual([
      [1, 'cup', [{ quantity: 125, unit: 'gram' }]],
    ]);
    expect(known).toHaveLength(1);
    expect(known[0]!.quantity).toBeCloseTo(2, 6);
    expect(known[0]!.extraAmounts).toEqual([]);
  });

  it('keeps apart the same name in another category, and puts counts that cannot convert on one line', () => {
    const merged = mergeGroceryItems([
      item({ id: 'a', name: 'tomatoes', category: 'Produce', quantity: 2, unit: 'unit' }),
      item({ id: 'b', name: 'tomatoes', category: 'Canned Goods', quantity: 1, unit: 'can' }),
      item({ id: 'c', name: 'tomatoes', category: 'Produce', quantity: 1, unit: 'can' }),
      item({ id: 'd', name: 'tomatoes', category: 'Produce', quantity: 3, unit: 'unit' }),
    ]);

    expect(merged.map((line) => [line.id, line.quantity, line.unit, line.extraAmounts])).toEqual([
      ['a,c,d', 5, 'unit', [{ quantity: 1, unit: 'can' }]],
      ['b', 1, 'can', []],
    ]);
  });

  it('keeps "1 ⅓ tbsp" and "1 pinch" of salt on one line, each amount added up in its own unit', () => {
    const salt = { name: 'salt', category: 'Herbs and Spices' };
    const merged = mergeGroceryItems([
      item({ id: 'a', ...salt, quantity: 1, unit: 'tablespoon' }),
      item({ id: 'b', ...salt, quantity: 1, unit: 'pinch' }),
      item({ id: 'c', name: 'pepper', category: 'Herbs and Spices', quantity: 1, unit: 'pinch' }),
      item({ id: 'd', ...salt, quantity: 1, unit: 'teaspoon' }),
      item({ id: 'e', ...salt, quantity: 2, unit: 'pinch', checked: true }),
    ]);

    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      id: 'a,b,d,e',
      unit: 'tablespoon',
      extraAmounts: [{ quantity: 3, unit: 'pinch' }],
      checked: false,
    });
    expect(merged[0]!.quantity).toBeCloseTo(4 / 3, 6);
    expect(merged[1]).toMatchObject({ id: 'c', extraAmounts: [] });
  });

  it('is checked only when every merged part is, and keeps every source', () => {
    const [line] = mergeGroceryItems([
      item({
        id: 'a',
        checked: true,
        sources: [{ mealId: 'm1', mealType: 'breakfast', recipeName: 'Porridge' }],
      }),
      item({
        id: 'b',
        checked: false,
        sources: [{ mealId: 'm2', mealType: 'dinner', recipeName: 'Pancakes' }],
      }),
    ]);

    expect(line!.checked).toBe(false);
    expect(line!.sources.map((source) => source.recipeName)).toEqual(['Porridge', 'Pancakes']);
  });
});

describe('keepCheckedState', () => {
  it('ticks a regenerated item that was ticked before by name, unit and category', () => {
    const previous = [
      { name: 'Milk', unit: 'cup', category: 'Dairy and Eggs', checked: true },
      { name: 'eggs', unit: 'unit', category: 'Dairy and Eggs', checked: false },
      { name: 'flour', unit: 'gram', category: 'Baking Supplies', checked: true },
    ];
    const next = [
      { name: 'milk', unit: 'cup', category: 'Dairy and Eggs', checked: false },
      { name: 'eggs', unit: 'unit', category: 'Dairy and Eggs', checked: false },
      { name: 'flour', unit: 'cup', category: 'Baking Supplies', checked: false },
    ];

    expect(keepCheckedState(previous, next).map((line) => line.checked)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('mergeGroceryItems with amount-less items', () => {
  it('folds "salt to taste" into a measured line of salt, and keeps it alone otherwise', () => {
    const salt = { name: 'salt', category: 'Herbs and Spices' };
    const merged = mergeGroceryItems([
      item({ id: 'a', ...salt, quantity: null, unit: 'unit' }),
      item({ id: 'b', ...salt, quantity: 1, unit: 'teaspoon' }),
      item({ id: 'c', name: 'pepper', category: 'Herbs and Spices', quantity: null, unit: 'unit' }),
    ]);

    expect(merged.map((line) => [line.id, line.quantity, line.unit, line.extraAmounts])).toEqual([
      ['a,b', 1, 'teaspoon', []],
      ['c', null, 'unit', []],
    ]);
  });
});
