import type { Meal, QuickIngredientInput } from '@simmer/domain/meal-plans';

/** A quick-meal quantity: a whole number of at least 1 (spec 2 §5), capped as the API caps it. */
export const QUICK_QUANTITY = { min: 1, max: 9999 } as const;

/** One row of the quick-meal ingredient editor. */
export interface QuickIngredientRow {
  /** Stable across edits, so React keeps each row's inputs while rows come and go. */
  key: string;
  name: string;
  quantity: number;
}

let lastKey = 0;

function nextKey(): string {
  lastKey += 1;
  return `quick-${lastKey}`;
}

/** The ingredient names of a quick-add text: split on commas, trimmed, empties dropped (spec 2 §5). */
export function parseQuickIngredients(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Editor rows for names, each with a quantity of 1. */
export function toQuickRows(names: readonly string[]): QuickIngredientRow[] {
  return names.map((name) => ({ key: nextKey(), name, quantity: QUICK_QUANTITY.min }));
}

/** A quantity as the stepper keeps it: whole, from 1 to 9999; anything else becomes 1. */
export function clampQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return QUICK_QUANTITY.min;
  return Math.min(QUICK_QUANTITY.max, Math.max(QUICK_QUANTITY.min, Math.round(number)));
}

/** A quick meal's ingredients as they are saved: names trimmed, rows without a name left out. */
export function toQuickIngredientInputs(
  rows: readonly QuickIngredientRow[],
): QuickIngredientInput[] {
  return rows
    .map((row) => ({ name: row.name.trim(), quantity: clampQuantity(row.quantity) }))
    .filter((row) => row.name.length > 0);
}

/** The editor rows of an existing quick meal, so editing starts from what it holds. */
export function rowsFromMeal(meal: Pick<Meal, 'ingredients'>): QuickIngredientRow[] {
  return meal.ingredients.map((ingredient) => ({
    key: nextKey(),
    name: ingredient.name,
    quantity: clampQuantity(ingredient.quantity),
  }));
}
