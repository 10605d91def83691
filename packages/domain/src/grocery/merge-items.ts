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

/** One amount of a food on a shopping line: "1 ⅓ tbsp", "1 pinch". */
export interface GroceryAmount {
  quantity: number;
  unit: string;
}

export interface MergedGroceryItem extends MergeableGroceryItem {
  /** The ids of every item merged into this one, joined with commas (spec 2 §4). */
  id: string;
  sources: GroceryItemSource[];
  /**
   * Amounts of the same food in units that do not convert to `unit` (a pinch beside tablespoons,
   * a can beside a count), each added up within its own unit; empty for most lines.
   */
  extraAmounts: GroceryAmount[];
}

const groupKey = (item: { name: string; category: string }) =>
  `${item.name.trim().toLowerCase()}\u0000${item.category}`;

interface Bucket {
  quantity: number | null;
  unit: string;
}

/**
 * Merges shopping-list items (spec 2 §4, issue 6) into one line per food: items whose name
 * (case-insensitive) and category match share a line. Amounts in the same or a convertible unit
 * add up (within volume, within mass, and across them only when the food's portion weight is
 * known) in the first such item's unit; amounts that cannot be converted stay beside it as
 * `extraAmounts` ("1 ⅓ tbsp + 1 pinch salt"), so the food is bought and ticked once. An amount-less
 * part ("salt to taste") adds nothing. Ids join with commas, sources are kept, and a merged line is
 * checked only when every part is.
 */
export function mergeGroceryItems(items: readonly MergeableGroceryItem[]): MergedGroceryItem[] {
  const merged: { line: MergedGroceryItem; buckets: Bucket[] }[] = [];
  const byGroup = new Map<string, (typeof merged)[number]>();
  for (const item of items) {
    const key = groupKey(item);
    const group = byGroup.get(key);
    if (!group) {
      const line: MergedGroceryItem = {
        ...item,
        portion: item.portion ?? null,
        sources: [...(item.sources ?? [])],
        extraAmounts: [],
      };
      const entry = { line, buckets: [{ quantity: item.quantity, unit: item.unit }] };
      byGroup.set(key, entry);
      merged.push(entry);
      continue;
    }
    const { line, buckets } = group;
    const portion = line.portion ?? item.portion ?? null;
    const target =
      item.quantity === null
        ? buckets[0]!
        : buckets.find(
            (bucket) =>
              bucket.unit === item.unit ||
              bucket.quantity === null ||
              convertUnit(item.quantity!, item.unit, bucket.unit, portion) !== null,
          );
    if (!target) {
      buckets.push({ quantity: item.quantity, unit: item.unit });
    } else if (target.quantity === null) {
      target.quantity = item.quantity;
      target.unit = item.unit;
    } else if (item.quantity !== null) {
      const amount =
        target.unit === item.unit
          ? item.quantity
          : convertUnit(item.quantity, item.unit, target.unit, portion)!;
      target.quantity = tidyNumber(target.quantity + amount);
    }
    line.id = `${line.id},${item.id}`;
    line.checked = line.checked && item.checked;
    line.sources.push(...(item.sources ?? []));
    line.portion = portion;
  }
  return merged.map(({ line, buckets }) => {
    const [first, ...rest] = buckets;
    return {
      ...line,
      quantity: first!.quantity,
      unit: first!.unit,
      extraAmounts: rest.map((bucket) => ({ quantity: bucket.quantity!, unit: bucket.unit })),
    };
  });
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
