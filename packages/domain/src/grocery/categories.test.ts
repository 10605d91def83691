import { describe, expect, it } from 'vitest';
import { completeCategoryOrder, GROCERY_CATEGORIES } from './categories';

describe('GROCERY_CATEGORIES', () => {
  it('is spec 3 §9’s sort order of categories, word for word', () => {
    expect(GROCERY_CATEGORIES.join(', ')).toBe(
      'Produce, Meat and Seafood, Dairy and Eggs, Deli, Bakery, Pantry Staples, Grains and Pasta, ' +
        'Frozen Foods, Beverages, Condiments and Sauces, Snacks, Canned Goods, Baking Supplies, ' +
        'Herbs and Spices, International Foods, Oils and Vinegars, Paper and Cleaning, ' +
        'Health and Personal Care, Pet Supplies, Other',
    );
  });
});

describe('completeCategoryOrder', () => {
  it('starts a user who never reordered on the spec’s order, Grains and Pasta after Pantry Staples', () => {
    const order = completeCategoryOrder(null);

    expect(order).toEqual([...GROCERY_CATEGORIES]);
    expect(order.indexOf('Grains and Pasta')).toBe(order.indexOf('Pantry Staples') + 1);
    expect(completeCategoryOrder([])).toEqual([...GROCERY_CATEGORIES]);
  });

  it('puts the user’s own order first and the rest after it in the spec’s order', () => {
    const order = completeCategoryOrder(['Bakery', 'Produce', 'Bakery', 'Snacks & Treats']);

    expect(order.slice(0, 3)).toEqual(['Bakery', 'Produce', 'Meat and Seafood']);
    expect(order).toHaveLength(GROCERY_CATEGORIES.length);
    expect(order.at(-1)).toBe('Other');
  });
});
