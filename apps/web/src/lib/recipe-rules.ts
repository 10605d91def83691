import { RECIPE_MESSAGES } from '@simmer/domain/recipes';

/**
 * Reading and checking a recipe's fields as typed, shared by the recipe form and the import
 * review: the creation rules a recipe meets before it is sent (spec 1 §5, spec 2 §5).
 */

/** A number field as typed: a number, or the text of one ('' when empty). */
export type NumberField = number | string;

export const MAX_STEP_MINUTES = 24 * 60;

/** The messages both forms show for the rules below; each form names its time fields itself. */
export const RECIPE_RULE_MESSAGES = {
  quantityMinimum: 'Quantity must be at least 0',
  servingsMinimum: 'Servings must be at least 1',
  stepDuration: `Duration must be between 0 and ${MAX_STEP_MINUTES} minutes`,
} as const;

/** Field path → the message shown next to it: `name`, `ingredients`, `ingredients.<key>.name`… */
export type RecipeRuleErrors = Record<string, string>;

export interface RuleIngredientRow {
  key: string;
  name: string;
  quantity: NumberField;
  unit: string;
  preparation: string;
}

export interface RuleStepRow {
  key: string;
  text: string;
  estimatedDuration: NumberField;
}

/** The fields the rules read. */
export interface RecipeRuleValues {
  name: string;
  ingredients: RuleIngredientRow[];
  instructions: RuleStepRow[];
  prepTime: NumberField;
  cookTime: NumberField;
  servings: NumberField;
}

/** The messages for the prep and cook time fields, which the two forms word differently. */
export interface TimeMessages {
  prepTime: string;
  cookTime: string;
}

/** The number a field holds: null when empty, NaN when it is not a number. */
export function numberOf(value: NumberField): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/** Whether a field holds something that is not a number of at least `minimum`; empty is not. */
export function isNumberBelow(value: NumberField, minimum: number): boolean {
  const number = numberOf(value);
  return number !== null && (Number.isNaN(number) || number < minimum);
}

/** The rows the user filled in: an untouched empty row is not an ingredient. */
export function filledIngredients<Row extends RuleIngredientRow>(rows: Row[]): Row[] {
  return rows.filter(
    (row) =>
      row.name.trim() !== '' ||
      numberOf(row.quantity) !== null ||
      row.unit.trim() !== '' ||
      row.preparation.trim() !== '',
  );
}

/** The steps with text: a step without text is not a step. */
export function filledInstructions<Row extends Pick<RuleStepRow, 'text'>>(rows: Row[]): Row[] {
  return rows.filter((row) => row.text.trim() !== '');
}

/** Tags from comma-separated text: trimmed, empties and repeats dropped (spec 2 §2). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * A name, at least one ingredient, each with a name and a quantity not below 0, at least one
 * step, each taking 0 to 24 hours, servings of at least 1, times not below 0. Empty rows are not
 * counted. Empty when these rules are met.
 */
export function validateRecipeRules(
  values: RecipeRuleValues,
  timeMessages: TimeMessages,
): RecipeRuleErrors {
  const errors: RecipeRuleErrors = {};
  if (!values.name.trim()) errors.name = RECIPE_MESSAGES.nameRequired;

  const ingredients = filledIngredients(values.ingredients);
  if (ingredients.length === 0) errors.ingredients = RECIPE_MESSAGES.ingredientRequired;
  for (const row of ingredients) {
    if (!row.name.trim()) errors[`ingredients.${row.key}.name`] = RECIPE_MESSAGES.ingredientName;
    if (isNumberBelow(row.quantity, 0)) {
      errors[`ingredients.${row.key}.quantity`] = RECIPE_RULE_MESSAGES.quantityMinimum;
    }
  }

  const steps = filledInstructions(values.instructions);
  if (steps.length === 0) errors.instructions = RECIPE_MESSAGES.instructionRequired;
  for (const row of steps) {
    const minutes = numberOf(row.estimatedDuration);
    if (minutes !== null && !(minutes >= 0 && minutes <= MAX_STEP_MINUTES)) {
      errors[`instructions.${row.key}.estimatedDuration`] = RECIPE_RULE_MESSAGES.stepDuration;
    }
  }

  const servings = numberOf(values.servings);
  if (servings === null || Number.isNaN(servings) || servings < 1) {
    errors.servings = RECIPE_RULE_MESSAGES.servingsMinimum;
  }
  if (isNumberBelow(values.prepTime, 0)) errors.prepTime = timeMessages.prepTime;
  if (isNumberBelow(values.cookTime, 0)) errors.cookTime = timeMessages.cookTime;
  return errors;
}
