/** Full grocery category order (spec 3 §9). */
export const GROCERY_CATEGORIES = [
  'Produce',
  'Meat and Seafood',
  'Dairy and Eggs',
  'Deli',
  'Bakery',
  'Pantry Staples',
  'Grains and Pasta',
  'Frozen Foods',
  'Beverages',
  'Condiments and Sauces',
  'Snacks',
  'Canned Goods',
  'Baking Supplies',
  'Herbs and Spices',
  'International Foods',
  'Oils and Vinegars',
  'Paper and Cleaning',
  'Health and Personal Care',
  'Pet Supplies',
  'Other',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

export * from './merge-items';
