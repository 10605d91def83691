import {
  COMPLEXITIES,
  DIFFICULTIES,
  MAX_RECIPE_IMAGES,
  MIN_RECIPE_PRICE,
  RECIPE_PRICE_TIERS,
  RECIPE_MESSAGES,
  type Complexity,
  type Difficulty,
  type Nutrition,
  type Recipe,
  type RecipeInput,
} from '@simmer/domain/recipes';
import { imageFileError } from '../../lib/image-files';
import {
  filledIngredients,
  filledInstructions,
  isNumberBelow,
  numberOf,
  parseTags,
  RECIPE_RULE_MESSAGES,
  validateRecipeRules,
  type NumberField,
  type RecipeRuleErrors,
} from '../../lib/recipe-rules';

export {
  filledIngredients,
  filledInstructions,
  MAX_STEP_MINUTES,
  numberOf,
  parseTags,
  type NumberField,
} from '../../lib/recipe-rules';

export interface IngredientRow {
  key: string;
  name: string;
  quantity: NumberField;
  unit: string;
  preparation: string;
  /** Carried unchanged: set by ingredient matching, not by the form. */
  category: string;
  ingredientId: string | null;
}

export interface InstructionRow {
  key: string;
  text: string;
  estimatedDuration: NumberField;
  complexity: Complexity;
  /** Carried unchanged: written by the cook-mode editor and AI import. */
  requiresAttention: boolean;
  tips?: string;
  imageUrl?: string;
  component?: string;
}

export const NUTRIENTS = ['calories', 'protein', 'carbohydrates', 'fat', 'fiber'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** Premium price tiers as the form's choice values ('4.99', …). */
export const PRICE_TIERS = RECIPE_PRICE_TIERS.map((tier) => tier.toFixed(2));
/** A tier ('4.99'), 'custom', or none chosen. */
export type PriceChoice = string | null;
export const MIN_PRICE = MIN_RECIPE_PRICE;

export const DEFAULT_STEP_MINUTES = 5;

export interface RecipeFormValues {
  name: string;
  description: string;
  ingredients: IngredientRow[];
  instructions: InstructionRow[];
  prepTime: NumberField;
  cookTime: NumberField;
  servings: NumberField;
  cuisine: string;
  difficulty: Difficulty;
  /** Comma-separated, as typed. */
  tags: string;
  nutrition: Record<Nutrient, NumberField>;
  visibility: 'private' | 'public';
  isPurchasable: boolean;
  priceChoice: PriceChoice;
  customPrice: NumberField;
  /** Carried unchanged, so a save (which replaces the recipe) keeps them. */
  dietaryRestrictions: string[];
  author: string;
  sourceUrl: string | null;
  updatedAt?: string;
}

/** What the form may do for this user and recipe. */
export interface RecipeFormOptions {
  /** Whether the selling section applies (the recipe's owner may sell). */
  canSell: boolean;
  /** Whether the user picks private or public (not for chef recipes, which are always `chef`). */
  canChooseVisibility: boolean;
}

/** Field path → the message shown next to it: `name`, `ingredients`, `ingredients.<key>.name`… */
export type RecipeFormErrors = RecipeRuleErrors;

export const FORM_MESSAGES = {
  ...RECIPE_RULE_MESSAGES,
  prepTimeMinimum: 'Prep time must be at least 0',
  cookTimeMinimum: 'Cook time must be at least 0',
  notANumber: 'Must be a number',
} as const;

let lastKey = 0;
/** A key for a list row that stays with it through edits, removals and reordering. */
function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function newIngredientRow(): IngredientRow {
  return {
    key: rowKey(),
    name: '',
    quantity: '',
    unit: '',
    preparation: '',
    category: 'Other',
    ingredientId: null,
  };
}

export function newInstructionRow(): InstructionRow {
  return {
    key: rowKey(),
    text: '',
    estimatedDuration: DEFAULT_STEP_MINUTES,
    complexity: 'moderate',
    requiresAttention: false,
  };
}

/** A blank recipe (spec 1 §3): times 0, servings 1, not for sale; one empty ingredient and step to fill in. */
export function emptyRecipeFormValues(): RecipeFormValues {
  return {
    name: '',
    description: '',
    ingredients: [newIngredientRow()],
    instructions: [newInstructionRow()],
    prepTime: 0,
    cookTime: 0,
    servings: 1,
    cuisine: '',
    difficulty: 'medium',
    tags: '',
    nutrition: { calories: '', protein: '', carbohydrates: '', fat: '', fiber: '' },
    visibility: 'private',
    isPurchasable: false,
    priceChoice: null,
    customPrice: '',
    dietaryRestrictions: [],
    author: '',
    sourceUrl: null,
  };
}

function priceChoiceOf(recipe: Pick<Recipe, 'isPurchasable' | 'price'>): {
  priceChoice: PriceChoice;
  customPrice: NumberField;
} {
  const tier = PRICE_TIERS.find((value) => Number(value) === recipe.price);
  if (tier) return { priceChoice: tier, customPrice: '' };
  if (recipe.price > 0) return { priceChoice: 'custom', customPrice: recipe.price };
  return { priceChoice: null, customPrice: '' };
}

/** A saved recipe as form values, for editing. */
export function recipeToFormValues(recipe: Recipe): RecipeFormValues {
  const nutrition = recipe.nutritionalInfo;
  return {
    name: recipe.name,
    description: recipe.description,
    ingredients: recipe.ingredients.map((ingredient) => ({
      key: rowKey(),
      name: ingredient.name,
      quantity: ingredient.quantity ?? '',
      unit: ingredient.unit,
      preparation: ingredient.preparation,
      category: ingredient.category,
      ingredientId: ingredient.ingredientId,
    })),
    instructions: recipe.instructions.map((step) => ({
      key: rowKey(),
      text: step.text,
      estimatedDuration: step.estimatedDuration,
      complexity: step.complexity,
      requiresAttention: step.requiresAttention,
      ...(step.tips === undefined ? {} : { tips: step.tips }),
      ...(step.imageUrl === undefined ? {} : { imageUrl: step.imageUrl }),
      ...(step.component === undefined ? {} : { component: step.component }),
    })),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    tags: recipe.tags.join(', '),
    nutrition: {
      calories: nutrition?.calories ?? '',
      protein: nutrition?.protein ?? '',
      carbohydrates: nutrition?.carbohydrates ?? '',
      fat: nutrition?.fat ?? '',
      fiber: nutrition?.fiber ?? '',
    },
    visibility: recipe.visibility === 'public' ? 'public' : 'private',
    isPurchasable: recipe.isPurchasable,
    ...priceChoiceOf(recipe),
    dietaryRestrictions: recipe.dietaryRestrictions,
    author: recipe.author,
    sourceUrl: recipe.sourceUrl,
    updatedAt: recipe.updatedAt,
  };
}

/** The price the seller chose; null when none is chosen or the custom price is empty. */
export function chosenPrice(values: Pick<RecipeFormValues, 'priceChoice' | 'customPrice'>) {
  if (values.priceChoice === null) return null;
  if (values.priceChoice === 'custom') return numberOf(values.customPrice);
  return Number(values.priceChoice);
}

/**
 * The form's rules (spec 1 §5, spec 2 §5) with the spec's messages: a name, at least one
 * ingredient, each with a name, at least one step, servings of at least 1, times and quantities
 * not below 0, and a price of at least $0.99 on a recipe for sale. Empty when the form may be saved.
 */
export function validateRecipeForm(
  values: RecipeFormValues,
  options: Pick<RecipeFormOptions, 'canSell'>,
): RecipeFormErrors {
  const errors: RecipeFormErrors = validateRecipeRules(values, {
    prepTime: FORM_MESSAGES.prepTimeMinimum,
    cookTime: FORM_MESSAGES.cookTimeMinimum,
  });
  for (const nutrient of NUTRIENTS) {
    if (isNumberBelow(values.nutrition[nutrient], 0)) {
      errors[`nutrition.${nutrient}`] = FORM_MESSAGES.notANumber;
    }
  }

  if (options.canSell && values.isPurchasable) {
    const price = chosenPrice(values);
    if (price === null || Number.isNaN(price) || price < MIN_PRICE) {
      errors.price = RECIPE_MESSAGES.priceMinimum;
    }
  }
  return errors;
}

/** Nutrition as saved: empty counts as 0, and a recipe where every value is empty has none. */
function nutritionOf(values: RecipeFormValues['nutrition']): Nutrition | null {
  const numbers = NUTRIENTS.map((nutrient) => numberOf(values[nutrient]));
  if (numbers.every((number) => number === null)) return null;
  const [calories, protein, carbohydrates, fat, fiber] = numbers.map((number) => number ?? 0);
  return {
    calories: calories!,
    protein: protein!,
    carbohydrates: carbohydrates!,
    fat: fat!,
    fiber: fiber!,
  };
}

/**
 * Form values as the API's RecipeInput (call after validateRecipeForm): blank rows dropped, tags
 * split, empty numbers as 0 (servings 1, a step's minutes 5), and the price only for sellers.
 */
export function formValuesToRecipeInput(
  values: RecipeFormValues,
  options: RecipeFormOptions,
): RecipeInput {
  const price = chosenPrice(values);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    ingredients: filledIngredients(values.ingredients).map((row) => ({
      name: row.name.trim(),
      quantity: numberOf(row.quantity),
      unit: row.unit.trim(),
      preparation: row.preparation.trim(),
      category: row.category || 'Other',
      ingredientId: row.ingredientId,
    })),
    instructions: filledInstructions(values.instructions).map((row) => ({
      text: row.text.trim(),
      estimatedDuration: numberOf(row.estimatedDuration) ?? DEFAULT_STEP_MINUTES,
      complexity: (COMPLEXITIES as readonly string[]).includes(row.complexity)
        ? row.complexity
        : 'moderate',
      requiresAttention: row.requiresAttention,
      ...(row.tips === undefined ? {} : { tips: row.tips }),
      ...(row.imageUrl === undefined ? {} : { imageUrl: row.imageUrl }),
      ...(row.component === undefined ? {} : { component: row.component }),
    })),
    prepTime: numberOf(values.prepTime) ?? 0,
    cookTime: numberOf(values.cookTime) ?? 0,
    servings: numberOf(values.servings) ?? 1,
    cuisine: values.cuisine.trim(),
    tags: parseTags(values.tags),
    difficulty: (DIFFICULTIES as readonly string[]).includes(values.difficulty)
      ? values.difficulty
      : 'medium',
    nutritionalInfo: nutritionOf(values.nutrition),
    dietaryRestrictions: values.dietaryRestrictions,
    ...(options.canChooseVisibility ? { visibility: values.visibility } : {}),
    author: values.author,
    sourceUrl: values.sourceUrl,
    isPurchasable: options.canSell && values.isPurchasable,
    price: options.canSell ? (price ?? 0) : 0,
    ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
  };
}

/**
 * The picked files that may be added when `imageCount` images are already on the form: valid ones
 * up to MAX_RECIPE_IMAGES in all, and one message per problem (each message once).
 */
export function pickImages<T extends { type: string; size: number }>(
  files: readonly T[],
  imageCount: number,
): { accepted: T[]; errors: string[] } {
  const errors = new Set<string>();
  const valid: T[] = [];
  for (const file of files) {
    const problem = imageFileError(file);
    if (problem) errors.add(problem);
    else valid.push(file);
  }
  const room = Math.max(0, MAX_RECIPE_IMAGES - imageCount);
  if (valid.length > room) errors.add(RECIPE_MESSAGES.maxImages);
  return { accepted: valid.slice(0, room), errors: [...errors] };
}

/** A stable text of the values, to tell whether the form was changed. */
export function formSnapshot(values: RecipeFormValues): string {
  return JSON.stringify(values);
}
