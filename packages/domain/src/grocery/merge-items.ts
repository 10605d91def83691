import { convertUnit, type PortionWeights } from '../ingredients/units-convert';
import { tidyNumber } from '../ingredients/tidy-number';

/** Where a grocery item came from: the meal, its type and its recipe (spec 2 §3 mealContext). */
export interface GroceryItemSource {
  mealId: string;
  mealType: string;
  recipeName: string;
}

/** One line of a shopping list as the merge sees it. */
export interface MergeableGroceryItem {
  id: string;
  name: string;
  category: string;
  /** Null for an amount-less ingredient ("salt to taste"). */
  quantity: number | null;
  unit: string;
  checked: boolean;
  sources?: readonly GroceryItemSource[];
  /** The food's portion weights, when known: lets a cup and grams of the same food add up. */
  portion?: PortionWeights | null;
}

export interface MergedGroceryItem extends MergeableGroceryItem {
  /** The ids of every item merged into this one, joined with commas (spec 2 §4). */
  id: string;
  sources: GroceryItemSource[];
}

const groupKey = (item: { name: string; category: string }) =>
  `${item.name.trim().toLowerCase()}\u0000${item.category}`;

/**
 * Merges shopping-list items (spec 2 §4, issue 6): items merge when the name (case-insensitive)
 * and the category match and the units are the same or convertible — within volume, within mass,
 * and across them only when the food's portion weight is known. Quantities add in the first
 * item's unit, ids join with commas, sources are kept, and a merged item is checked only when
 * every part is. Items that cannot be converted stay separate lines; an amount-less part ("salt to
 * taste") joins any line of its food and adds nothing to its amount.
 */
export function mergeGroceryItems(items: readonly MergeableGroceryItem[]): MergedGroceryItem[] {
  const merged: MergedGroceryItem[] = [];
  const byGroup = new Map<string, MergedGroceryItem[]>();
  for (const item of items) {
    const key = groupKey(item);
    const group = byGroup.get(key) ?? [];
    const portion = item.portion ?? group.find((line) => line.portion)?.portion ?? null;
    const target = group.find(
      (line) =>
        line.unit === item.unit ||
        // An amount-less part ("salt to taste") joins a line of the same food in any unit.
        item.quantity === null ||
        line.quantity === null ||
        convertUnit(item.quantity, item.unit, line.unit, line.portion ?? portion) !== null,
    );
    if (target) {
      if (target.quantity === null) {
        target.quantity = item.quantity;
        target.unit = item.unit;
      } else if (item.quantity !== null) {
        const amount =
          target.unit === item.unit
            ? item.quantity
            : convertUnit(item.quantity, item.unit, target.unit, target.portion ?? portion)!;
        target.quantity = tidyNumber(target.quantity + amount);
      }
      target.id = `${target.id},${item.id}`;
      target.checked = target.checked && item.checked;
      target.sources.push(...(item.sources ?? []));
      target.portion = target.portion ?? portion;
      continue;
    }
    const line: MergedGroceryItem = { ...item, sources: [...(item.sources ?? [])] };
    group.push(line);
    byGroup.set(key, group);
    merged.push(line);
  }
  return merged;
}

/**
 * A regenerated list keeps what was already ticked (spec 2 §4): an item is checked when an item
 * of the previous list with the same name (case-insensitive), unit and category was checked.
 */
export function keepCheckedState<T extends Omit<MergeableGroceryItem, 'id' | 'quantity'>>(
  previous: readonly Pick<MergeableGroceryItem, 'name' | 'unit' | 'category' | 'checked'>[],
  next: readonly T[],
): T[] {
  const key = (item: { name: string; unit: string; category: string }) =>
    `${groupKey(item)}\u0000${item.unit}`;
  const checked = new Set(previous.filter((item) => item.checked).map(key));
  return next.map((item) => (checked.has(key(item)) ? { ...item, checked: true } : item));
}
