import {
  GROCERY_CATEGORIES,
  groceryAmountText,
  type ExportableGroceryLine,
  type GroceryLine,
} from '@simmer/domain/grocery';

export interface CategoryGroup {
  category: string;
  lines: GroceryLine[];
}

/**
 * The lines grouped by category for the enhanced view: groups follow the user's category order,
 * a category the order does not know comes after the known ones (in the order first seen), empty
 * categories are left out and lines keep the list's order within their group.
 */
export function groupLinesByCategory(
  lines: readonly GroceryLine[],
  categoryOrder: readonly string[],
): CategoryGroup[] {
  const byCategory = new Map<string, GroceryLine[]>();
  for (const line of lines) {
    const group = byCategory.get(line.category);
    if (group) group.push(line);
    else byCategory.set(line.category, [line]);
  }
  const known = categoryOrder.filter((category) => byCategory.has(category));
  const unknown = [...byCategory.keys()].filter((category) => !categoryOrder.includes(category));
  return [...new Set([...known, ...unknown])].map((category) => ({
    category,
    lines: byCategory.get(category) ?? [],
  }));
}

/**
 * The full category order after dragging the `active` group onto the `over` group. Only the
 * categories with items are on screen, so the move happens in the full order (which holds them
 * in the same relative order): the shown groups end up exactly as dropped, the hidden ones keep
 * their places. Categories the order does not know yet are appended before moving.
 */
export function moveCategory(
  order: readonly string[],
  shown: readonly string[],
  active: string,
  over: string,
): string[] {
  const full = [...order, ...shown.filter((category) => !order.includes(category))];
  const from = full.indexOf(active);
  const to = full.indexOf(over);
  if (from === -1 || to === -1 || from === to) return full;
  const [moved] = full.splice(from, 1);
  full.splice(to, 0, moved!);
  return full;
}

/** The order as the server accepts it: known categories only, each once. */
export function savableCategoryOrder(order: readonly string[]): string[] {
  const known = new Set<string>(GROCERY_CATEGORIES);
  return [...new Set(order.filter((category) => known.has(category)))];
}

/**
 * How a line's amount reads on screen: "2" lemons, "1 ½ cups", "487 ml", "1 ⅓ tbsp + 1 pinch";
 * the unit 'unit' is not shown.
 */
export function lineAmount(
  line: Pick<ExportableGroceryLine, 'quantity' | 'unit' | 'extraAmounts'>,
): string {
  return groceryAmountText(line);
}

/** "For: Pancakes (breakfast)" once per recipe and meal type the line is for. */
export function lineSourceTexts(line: Pick<GroceryLine, 'sources'>): string[] {
  return [
    ...new Set(line.sources.map((source) => `For: ${source.recipeName} (${source.mealType})`)),
  ];
}
