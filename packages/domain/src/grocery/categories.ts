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

/** The shorter default order of the shopping panels (spec 3 §9). */
export const SHOPPING_PANEL_CATEGORY_ORDER: readonly GroceryCategory[] = [
  'Produce',
  'Meat and Seafood',
  'Dairy and Eggs',
  'Bakery',
  'Pantry Staples',
  'Frozen Foods',
  'Beverages',
  'Condiments and Sauces',
  'Snacks',
  'Canned Goods',
  'Baking Supplies',
  'Herbs and Spices',
  'Other',
];

/**
 * The user's remembered category order completed with every category they have not placed: theirs
 * first (or, before they reorder, the panels' shorter default order), then the rest in the spec's
 * full order, so no category ever disappears and Other comes last until moved.
 */
export function completeCategoryOrder(saved: readonly string[] | null | undefined): string[] {
  const known = new Set<string>(GROCERY_CATEGORIES);
  const placed = (saved ?? []).filter((category) => known.has(category));
  const order = [
    ...new Set(
      placed.length > 0
        ? placed
        : SHOPPING_PANEL_CATEGORY_ORDER.filter((category) => category !== 'Other'),
    ),
  ];
  for (const category of GROCERY_CATEGORIES) if (!order.includes(category)) order.push(category);
  return order;
}
