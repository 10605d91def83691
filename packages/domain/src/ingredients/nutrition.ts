import type { Nutrition } from '../recipes/schemas';
import { clampServings } from './scale';
import { convertUnit, resolveUnit, unitKind, type PortionWeights } from './units-convert';

/** Calories (kcal) and grams of protein, carbohydrates, fat and fiber in 100 g of a food. */
export interface NutritionPer100g {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber: number;
}

/** What the estimate needs from a catalogue entry: nutrition per 100 g and portion weights. */
export interface NutritionFood extends PortionWeights {
  per100g: NutritionPer100g;
  /** Grams in one of the food as it is counted: an egg, an onion, a clove of garlic. */
  gPerEach?: number | null;
  /** What one "each" is, as the catalogue describes it: "large", "clove", "slice, large". */
  eachUnit?: string | null;
}

/** A recipe ingredient with its matched catalogue entry (null or undefined when unmatched). */
export interface NutritionIngredient {
  name?: string;
  quantity: number | null;
  quantityMax?: number | null;
  unit: string | null;
  food: NutritionFood | null | undefined;
}

export type NutritionSkipReason =
  'not-in-catalogue' | 'no-quantity' | 'no-portion-weight' | 'unit-not-convertible';

export interface SkippedIngredient {
  /** Position in the list given. */
  index: number;
  name: string | null;
  reason: NutritionSkipReason;
}

export interface NutritionEstimate {
  /** Calories whole, grams to 0.1. */
  perServing: Nutrition;
  /** Ingredients whose weight was known and counted. */
  coveredIngredients: number;
  totalIngredients: number;
  skipped: SkippedIngredient[];
}

/** Units that count the food itself, weighed with its grams per each. No unit counts too. */
const EACH_UNITS = new Set([
  'each',
  'ea',
  'unit',
  'piece',
  'whole',
  'item',
  'large',
  'medium',
  'small',
]);

/** "cloves" and "clove", "fillets" and "fillet" compare equal. */
function singular(unit: string): string {
  return unit.replace(/s$/, '');
}

/** Whether `unit` counts what the food's "each" is: "3 cloves" of garlic whose each is "clove". */
function countsEach(unit: string | null, food: NutritionFood): boolean {
  if (unit === null || EACH_UNITS.has(unit)) return true;
  const eachWord = food.eachUnit?.trim().split(/[\s,(]/)[0];
  const each = resolveUnit(eachWord);
  return each !== null && singular(each) === singular(unit);
}

/** The kitchen's conventional spoon fractions: a pinch is 1/16 tsp, a dash 1/8 tsp. */
const SMALL_MEASURES_IN_TEASPOONS: Record<string, number> = { pinch: 1 / 16, dash: 1 / 8 };

/**
 * Grams of an ingredient: weights directly, volumes through the food's portion weights, pinches
 * and dashes as 1/16 and 1/8 tsp, and through its grams per each: no unit, "each", "piece", a size
 * ("large"), or the unit the catalogue's each is ("3 cloves" of garlic whose each is a clove).
 * Returns why not when the weight cannot be known.
 */
export function ingredientGrams(
  quantity: number,
  unit: string | null,
  food: NutritionFood,
):
  { grams: number } | { reason: Exclude<NutritionSkipReason, 'not-in-catalogue' | 'no-quantity'> } {
  const id = resolveUnit(unit);
  const kind = unitKind(id);
  if (kind === 'mass' || kind === 'volume') {
    const grams = convertUnit(quantity, id!, 'gram', food);
    return grams === null ? { reason: 'no-portion-weight' } : { grams };
  }
  if (id !== null && id in SMALL_MEASURES_IN_TEASPOONS) {
    const grams = convertUnit(
      quantity * SMALL_MEASURES_IN_TEASPOONS[id]!,
      'teaspoon',
      'gram',
      food,
    );
    return grams === null ? { reason: 'no-portion-weight' } : { grams };
  }
  if (countsEach(id, food)) {
    const each = food.gPerEach;
    return typeof each === 'number' && Number.isFinite(each) && each > 0
      ? { grams: quantity * each }
      : { reason: 'no-portion-weight' };
  }
  return { reason: 'unit-not-convertible' };
}

const NUTRIENTS = ['calories', 'protein', 'carbohydrates', 'fat', 'fiber'] as const;

function amountOf(ingredient: NutritionIngredient): number | null {
  const { quantity, quantityMax } = ingredient;
  if (quantity === null || !Number.isFinite(quantity) || quantity < 0) return null;
  return typeof quantityMax === 'number' && Number.isFinite(quantityMax) && quantityMax > quantity
    ? (quantity + quantityMax) / 2
    : quantity;
}

/** Rounds after dropping float noise, so a value a hair under .05 does not round the other way. */
function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(9))) / scale;
}

/**
 * Nutrition per serving estimated from the ingredients: each ingredient's grams (see
 * `ingredientGrams`; a range counts at its midpoint) times its food's values per 100 g, summed
 * and divided by the servings (at least 1). Calories are whole, the rest grams to 0.1.
 * Ingredients without a catalogue entry, a quantity or a known weight are left out and listed in
 * `skipped`, so the estimate can say it covers `coveredIngredients` of `totalIngredients`.
 * Scaling the recipe and its servings together leaves the result unchanged.
 */
export function estimateNutritionPerServing(
  ingredients: readonly NutritionIngredient[],
  servings: number,
): NutritionEstimate {
  const totals: Nutrition = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0 };
  const skipped: SkippedIngredient[] = [];
  ingredients.forEach((ingredient, index) => {
    const skip = (reason: NutritionSkipReason) =>
      skipped.push({ index, name: ingredient.name ?? null, reason });
    if (!ingredient.food) return skip('not-in-catalogue');
    const amount = amountOf(ingredient);
    if (amount === null) return skip('no-quantity');
    const weight = ingredientGrams(amount, ingredient.unit, ingredient.food);
    if ('reason' in weight) return skip(weight.reason);
    for (const nutrient of NUTRIENTS) {
      const per100g = ingredient.food.per100g[nutrient];
      if (Number.isFinite(per100g)) totals[nutrient] += (weight.grams * per100g) / 100;
    }
  });
  const portions = clampServings(servings);
  return {
    perServing: {
      calories: roundTo(totals.calories / portions, 0),
      protein: roundTo(totals.protein / portions, 1),
      carbohydrates: roundTo(totals.carbohydrates / portions, 1),
      fat: roundTo(totals.fat / portions, 1),
      fiber: roundTo(totals.fiber / portions, 1),
    },
    coveredIngredients: ingredients.length - skipped.length,
    totalIngredients: ingredients.length,
    skipped,
  };
}

/** A catalogue entry as the ingredients contract describes it (`IngredientSchema`). */
export interface CatalogueNutritionSource {
  id?: string;
  nutritionalInfo: NutritionPer100g;
  portions: {
    gramsPerCup: number | null;
    gramsPerTablespoon: number | null;
    gramsPerTeaspoon: number | null;
    gramsPerEach: number | null;
    eachUnit?: string | null;
  };
}

/**
 * What the estimate needs from a catalogue entry. A placeholder ('temp-' id, spec 1 §3) has only
 * zeros and gives null, so its ingredient counts as not in the catalogue.
 */
export function nutritionFoodFromCatalogue(
  entry: CatalogueNutritionSource | null | undefined,
): NutritionFood | null {
  if (!entry || entry.id?.startsWith('temp-')) return null;
  const { portions } = entry;
  return {
    per100g: entry.nutritionalInfo,
    gPerCup: portions.gramsPerCup,
    gPerTbsp: portions.gramsPerTablespoon,
    gPerTsp: portions.gramsPerTeaspoon,
    gPerEach: portions.gramsPerEach,
    eachUnit: portions.eachUnit ?? null,
  };
}
