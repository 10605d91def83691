// Plain values and helpers the screens use, apart from the zod schemas: importing one never
// brings zod along.

/** Spec 2 §2 and §8 (shopping list), word for word. */
export const GROCERY_MESSAGES = {
  empty: 'No items in your shopping list',
  upgrade: 'Unlock categories and more with Pro',
  loadFailed: 'Failed to load grocery list',
  addFailed: 'Failed to add item',
  toggleFailed: 'Failed to toggle items',
  removeFailed: 'Failed to remove items',
  notFound: 'Grocery list not found',
  itemsNotFound: 'Grocery items not found',
  selectRange: 'Select Date Range',
} as const;

/** Spec 3 §9: the shopping list shows today to 7 days ahead unless the user picks a range. */
export const DEFAULT_GROCERY_RANGE_DAYS = 7;
/** Spec 3 §9: the exported list leaves out items checked more than 4 hours ago. */
export const EXPORT_HIDE_CHECKED_AFTER_MS = 4 * 60 * 60 * 1000;

/** Every stored item id in a list of line ids (which may be comma-joined). */
export function splitLineIds(ids: readonly string[]): string[] {
  return [
    ...new Set(
      ids.flatMap((id) =>
        id
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ),
  ];
}
