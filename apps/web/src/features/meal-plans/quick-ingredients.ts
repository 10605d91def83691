import {
  parseQuickAddText,
  QUICK_QUANTITY,
  wholeAmount,
  type Meal,
  type QuickIngredientInput,
} from '@simmer/domain/meal-plans';
import { amountText } from '@simmer/domain/ingredients';

export { QUICK_QUANTITY };

/** One row of the quick-meal ingredient editor. */
export interface QuickIngredientRow {
  /** Stable across edits, so React keeps each row's inputs while rows come and go. */
  key: string;
  name: string;
  quantity: number;
  /** The unit of the amount ('milliliter', 'slice'), or null for a count ("2 eggs"). */
  unit: string | null;
}

let lastKey = 0;

function nextKey(): string {
  lastKey += 1;
  return `quick-${lastKey}`;
}

/**
 * The ingredients of a quick-add text (spec 2 §8): split on commas, trimmed, empties dropped, and
 * each read with the ingredient parser as the server reads it ("250 ml milk" is 250 ml of milk).
 */
export function parseQuickIngredients(text: string): QuickIngredientInput[] {
  return parseQuickAddText(text);
}

/** Editor rows for parsed ingredients. */
export function toQuickRows(ingredients: readonly QuickIngredientInput[]): QuickIngredientRow[] {
  return ingredients.map((ingredient) => ({
    key: nextKey(),
    name: ingredient.name,
    quantity: clampQuantity(ingredient.quantity),
    unit: ingredient.unit ?? null,
  }));
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
    .map((row) => ({
      name: row.name.trim(),
      quantity: clampQuantity(row.quantity),
      ...(row.unit ? { unit: row.unit } : {}),
    }))
    .filter((row) => row.name.length > 0);
}

/** The editor rows of an existing quick meal, so editing starts from what it holds. */
export function rowsFromMeal(meal: Pick<Meal, 'ingredients'>): QuickIngredientRow[] {
  return meal.ingredients.map((ingredient) => {
    const unit = ingredient.unit && ingredient.unit !== 'unit' ? ingredient.unit : null;
    const amount = wholeAmount(ingredient.quantity, unit);
    return { key: nextKey(), name: ingredient.name, quantity: amount.quantity, unit: amount.unit };
  });
}

/** How a row's unit reads after its number: "ml", "tbsp", "slices"; "" for a count. */
export function quickUnitText(row: Pick<QuickIngredientRow, 'quantity' | 'unit'>): string {
  if (!row.unit) return '';
  const number = amountText(row.quantity, null);
  const full = amountText(row.quantity, row.unit);
  return full.startsWith(`${number} `) ? full.slice(number.length + 1) : row.unit;
}
