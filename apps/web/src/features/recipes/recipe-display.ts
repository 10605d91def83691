import { GROCERY_CATEGORIES } from '@simmer/domain/grocery';
import {
  amountText,
  scaleRecipeIngredients,
  toMeasurementSystem,
} from '@simmer/domain/ingredients';
import type { MEASUREMENT_SYSTEMS } from '@simmer/domain/profiles';
import type { Recipe } from '@simmer/domain/recipes';

export type RecipeIngredient = Recipe['ingredients'][number];

/** The units a recipe shows its amounts in: metric, or US customary (cups, ounces, pounds). */
export type UnitsView = 'metric' | 'us';

export const UNITS_VIEWS: readonly { value: UnitsView; label: string }[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'us', label: 'US' },
];

/** Servings a recipe can be scaled to. */
export const SERVINGS_RANGE = { min: 1, max: 100 } as const;

/** The settings' measurement system as shown: 'imperial' there means US customary measures. */
export function unitsViewFromSetting(system: (typeof MEASUREMENT_SYSTEMS)[number]): UnitsView {
  return system === 'metric' ? 'metric' : 'us';
}

/**
 * A guess for someone without settings (a visitor on a shared link): US measures for a browser set
 * to a United States locale (en-US, es-US), metric everywhere else, as most of the world cooks.
 */
export function unitsViewFromLocale(locale: string | undefined): UnitsView {
  if (!locale) return 'metric';
  let view = localeViews.get(locale);
  if (!view) {
    try {
      view = new Intl.Locale(locale).maximize().region === 'US' ? 'us' : 'metric';
    } catch {
      view = 'metric';
    }
    localeViews.set(locale, view);
  }
  return view;
}

/** Each locale's view, worked out once: maximize() reads the likely-subtags data every time. */
const localeViews = new Map<string, UnitsView>();

/**
 * An ingredient's amount as a cook reads it in the chosen units: "1 ½ cups", "250 g", "2 tbsp".
 * Volumes and weights convert within their kind; counts ("2 large", "3 slice") and words Simmer
 * does not know keep their unit exactly as written, with the number snapped to a cook's fraction.
 * No quantity ("salt to taste") leaves just the unit as written, if any; so does 0, which no cook
 * writes and which is how such a line can arrive when null was coerced to a number on the way.
 */
export function ingredientAmountText(
  ingredient: Pick<RecipeIngredient, 'quantity' | 'unit'>,
  units: UnitsView,
): string {
  const converted = toMeasurementSystem(ingredient.quantity, ingredient.unit.trim(), units);
  return amountText(converted.quantity, converted.unit);
}

export interface IngredientDisplayOptions {
  units: UnitsView;
  /** Scale from the recipe's servings to others; amounts as written without it. */
  servings?: { from: number; to: number };
}

export interface IngredientLine {
  key: string;
  amount: string;
  name: string;
  preparation: string;
}

/** The recipe's ingredients as lines to show: scaled to the servings asked for, in the units asked for. */
export function ingredientLines(
  ingredients: readonly RecipeIngredient[],
  { units, servings }: IngredientDisplayOptions,
): IngredientLine[] {
  const scaled = servings
    ? scaleRecipeIngredients(ingredients, servings.from, servings.to)
    : ingredients;
  return scaled.map((ingredient, index) => ({
    key: `${index}-${ingredient.name}`,
    amount: ingredientAmountText(ingredient, units),
    name: ingredient.name,
    preparation: ingredient.preparation,
  }));
}

/** Ingredient names by grocery aisle, in the store order of spec 3 §9; unmatched ones last. */
export function ingredientsByAisle(
  ingredients: readonly { name: string; category: string }[],
): { aisle: string; names: string[] }[] {
  const order: readonly string[] = GROCERY_CATEGORIES;
  const groups = new Map<string, string[]>();
  for (const ingredient of ingredients) {
    const aisle = order.includes(ingredient.category) ? ingredient.category : 'Other';
    groups.set(aisle, [...(groups.get(aisle) ?? []), ingredient.name]);
  }
  return order
    .filter((aisle) => groups.has(aisle))
    .map((aisle) => ({ aisle, names: [...new Set(groups.get(aisle))] }));
}
