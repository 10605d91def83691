/**
 * The grocery categories in spec 3 §9's sort order: the one order of the shopping list, its export
 * and the recipe page, on the server and in the web app.
 */
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

/**
 * The user's remembered category order completed with every category they have not placed: theirs
 * first, then the rest in the spec's order. Before they reorder, the order is exactly spec 3 §9's
 * sort order (its shorter panel order is the same list without the rarer aisles), so no category
 * ever disappears and Other comes last until moved.
 */
export function completeCategoryOrder(saved: readonly string[] | null | undefined): string[] {
  const known = new Set<string>(GROCERY_CATEGORIES);
  const order = [...new Set((saved ?? []).filter((category) => known.has(category)))];
  for (const category of GROCERY_CATEGORIES) if (!order.includes(category)) order.push(category);
  return order;
}
