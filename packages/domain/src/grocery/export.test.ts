import { describe, expect, it } from 'vitest';
import { formatGroceryExport, groceryLineText, type ExportableGroceryLine } from './export';

const now = new Date('2026-11-23T12:00:00.000Z');

function line(patch: Partial<ExportableGroceryLine>): ExportableGroceryLine {
  return {
    name: 'milk',
    quantity: 1,
    unit: 'cup',
    category: 'Dairy and Eggs',
    checked: false,
    checkedAt: null,
    ...patch,
  };
}

describe('groceryLineText', () => {
  it('writes every amount of a food on its line: "1 ⅓ tbsp + 1 pinch salt"', () => {
    expect(
      groceryLineText({
        name: 'salt',
        quantity: 4 / 3,
        unit: 'tablespoon',
        extraAmounts: [{ quantity: 1, unit: 'pinch' }],
      }),
    ).toBe('1 ⅓ tbsp + 1 pinch salt');
    expect(groceryLineText({ name: 'lemons', quantity: 3, unit: 'unit' })).toBe('3 lemons');
    expect(groceryLineText({ name: 'pepper', quantity: null, unit: 'unit' })).toBe('pepper');
  });
});

describe('formatGroceryExport', () => {
  it('groups lines under their categories in the given order, ticks shown, old ticks left out', () => {
    const text = formatGroceryExport(
      [
        line({ name: 'salt', quantity: 1, unit: 'pinch', category: 'Herbs and Spices' }),
        line({ name: 'milk', checked: true, checkedAt: '2026-11-23T11:00:00.000Z' }),
        line({ name: 'cream', checked: true, checkedAt: '2026-11-23T07:00:00.000Z' }),
        line({ name: 'rice', quantity: 2, unit: 'cup', category: 'Grains and Pasta' }),
      ],
      { now, categoryOrder: ['Dairy and Eggs', 'Grains and Pasta', 'Herbs and Spices'] },
    );

    expect(text).toBe(
      [
        'Shopping List',
        'Dairy and Eggs\n☑ 1 cup milk',
        'Grains and Pasta\n☐ 2 cups rice',
        'Herbs and Spices\n☐ 1 pinch salt',
      ].join('\n\n'),
    );
  });

  it('has nothing to export when every line was ticked more than 4 hours ago', () => {
    const old = line({ checked: true, checkedAt: '2026-11-23T07:59:00.000Z' });

    expect(formatGroceryExport([old], { now, categoryOrder: [] })).toBeNull();
  });
});
