import { parseIngredientLine } from '../ingredients/parse-ingredient-line';
import type { QuickIngredientInput } from './schemas';

/** A quick-meal quantity: a whole number from 1 (spec 2 §8) up to what the API accepts. */
export const QUICK_QUANTITY = { min: 1, max: 9999 } as const;

/** Each unit's next smaller one in its system, and how many of those make one. */
const SMALLER_UNIT: Readonly<Record<string, { unit: string; per: number }>> = {
  gallon: { unit: 'quart', per: 4 },
  quart: { unit: 'pint', per: 2 },
  pint: { unit: 'cup', per: 2 },
  cup: { unit: 'tablespoon', per: 16 },
  tablespoon: { unit: 'teaspoon', per: 3 },
  pound: { unit: 'ounce', per: 16 },
  kilogram: { unit: 'gram', per: 1000 },
  gram: { unit: 'milligram', per: 1000 },
  liter: { unit: 'milliliter', per: 1000 },
};

const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-6;

/**
 * An amount as a whole number, as a quick meal keeps it (spec 2 §8: at least 1 and whole): a
 * fraction steps down to the smaller units of its system until it is whole (½ kg is 500 g, ⅓ cup
 * is 16 tsp), and one that never is, has no smaller unit (½ onion) or would pass the API's
 * limit there, rounds up.
 */
export function wholeAmount(
  quantity: number,
  unit: string | null,
): { quantity: number; unit: string | null } {
  let amount = quantity;
  let current = unit;
  while (!isWhole(amount) && current && SMALLER_UNIT[current]) {
    const smaller = SMALLER_UNIT[current]!;
    const next = amount * smaller.per;
    if (next > QUICK_QUANTITY.max || (!isWhole(next) && !SMALLER_UNIT[smaller.unit])) break;
    amount = next;
    current = smaller.unit;
  }
  const whole = isWhole(amount) ? Math.round(amount) : Math.ceil(amount);
  return {
    quantity: Math.min(QUICK_QUANTITY.max, Math.max(QUICK_QUANTITY.min, whole)),
    unit: current,
  };
}

/**
 * A quick-meal ingredient as the API stores it: an entry whose name starts with an amount and has
 * no unit of its own ("2 eggs", "250 ml milk", "a pinch of salt") is read with the ingredient
 * parser into its food, a whole quantity and a unit; the amount in the name is multiplied by the
 * quantity sent (3 × "2 eggs" is 6 eggs). Anything else is kept as sent, name trimmed.
 */
export function readQuickIngredient(input: QuickIngredientInput): QuickIngredientInput {
  const name = input.name.trim();
  if (input.unit) return { name, quantity: input.quantity, unit: input.unit };
  const parsed = parseIngredientLine(name);
  const hasAmount = parsed.quantity !== null || parsed.unit !== null;
  if (!hasAmount || !parsed.name.trim() || parsed.isGroupHeader) {
    return { name, quantity: input.quantity };
  }
  const amount = wholeAmount((parsed.quantity ?? 1) * input.quantity, parsed.unit);
  return {
    name: parsed.name.trim().toLowerCase(),
    quantity: amount.quantity,
    ...(amount.unit && amount.unit !== 'unit' ? { unit: amount.unit } : {}),
  };
}

/**
 * Quick Add Meal's text (spec 2 §2, §8): entries split on commas (and line breaks), trimmed,
 * empties dropped, each read into food, quantity and unit: "2 eggs, 250 ml milk, toast" is 2 eggs,
 * 250 ml milk and 1 toast.
 */
export function parseQuickAddText(text: string): QuickIngredientInput[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => readQuickIngredient({ name: entry, quantity: 1 }));
}

/** A quick meal's name (spec 2 §3 mealItems): its ingredients' food names joined by commas, each once. */
export function quickMealName(names: readonly string[]): string {
  const seen = new Set<string>();
  const unique = names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return unique.join(', ');
}
