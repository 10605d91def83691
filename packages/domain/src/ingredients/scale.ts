import { tidyNumber } from './tidy-number';

/** An ingredient amount that scales: its quantity and, for a range ("2–3 eggs"), its upper end. */
export interface ScalableIngredient {
  quantity: number | null;
  quantityMax?: number | null;
}

/** Servings as the recipe rules keep them: a finite number of at least 1. */
export function clampServings(servings: number): number {
  return Number.isFinite(servings) && servings >= 1 ? servings : 1;
}

/** `quantity × to / from`, multiplied before dividing and without float dust, so ⅔ × 6 / 4 is 1. */
function scaleAmount(quantity: number, from: number, to: number): number {
  return tidyNumber((quantity * to) / from);
}

/**
 * The recipe's ingredients for `toServings` instead of `fromServings`: every quantity (and range
 * end) times to / from, exactly as far as numbers allow (⅔ cup for 4 is 1 cup for 6). A null
 * quantity ("salt to taste") stays null; units and every other field are untouched. Both servings
 * count as at least 1.
 */
export function scaleRecipeIngredients<T extends ScalableIngredient>(
  ingredients: readonly T[],
  fromServings: number,
  toServings: number,
): T[] {
  const from = clampServings(fromServings);
  const to = clampServings(toServings);
  const scale = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value)
      ? value
      : scaleAmount(value, from, to);
  return ingredients.map((ingredient) => {
    const scaled: T = { ...ingredient, quantity: scale(ingredient.quantity) ?? null };
    if (ingredient.quantityMax !== undefined) scaled.quantityMax = scale(ingredient.quantityMax);
    return scaled;
  });
}
