import { z } from 'zod';
import { GROCERY_CATEGORIES } from '../grocery';
import { id, INPUT_MESSAGES, int, list, MAX_RECIPE_MINUTES, number, text } from '../validation';
import {
  COMPLEXITIES,
  DIETARY_FILTERS,
  DIFFICULTIES,
  MIN_RECIPE_PRICE,
  RECIPE_CATEGORIES,
  RECIPE_SORTS,
  VISIBILITIES,
} from './constants';
import { RECIPE_MESSAGES } from './messages';

/** The most ingredients, steps and tags one recipe may hold. */
export const MAX_RECIPE_INGREDIENTS = 200;
export const MAX_RECIPE_INSTRUCTIONS = 200;
export const MAX_RECIPE_SERVINGS = 1000;
/** The highest price of a purchasable recipe, in dollars. */
export const MAX_RECIPE_PRICE = 1000;
const MAX_QUANTITY = 1_000_000;
const MAX_NUTRIENT = 100_000;

const finiteNumber = (label: string, max: number) => number(label, { max, coerce: true });

export const RecipeIngredientInputSchema = z
  .object({
    name: text('Ingredient name', { max: 200 }).default(''),
    /** A raw line ("2 cups flour, sifted"): the server parses it into the other fields on save. */
    text: text('Ingredient line', { max: 500 }).optional(),
    // null first: coercion would read null as 0, and 'salt to taste' has no amount.
    quantity: z
      .union([z.null(), number('Quantity', { min: 0, max: MAX_QUANTITY, coerce: true })])
      .default(null),
    unit: text('Unit', { max: 40 }).default(''),
    preparation: text('Preparation', { max: 200 }).default(''),
    category: text('Category', { max: 60 }).default('Other'),
    ingredientId: id('Ingredient id').nullable().default(null),
  })
  .refine((ingredient) => ingredient.name !== '' || Boolean(ingredient.text), {
    message: RECIPE_MESSAGES.ingredientName,
    path: ['name'],
  });

const stepText = text('Step', { min: 1, max: 4000, required: 'A step needs its text' });

export const RecipeInstructionInputSchema = z.union([
  stepText,
  z.object({
    text: stepText,
    estimatedDuration: number('Step duration', { min: 0, max: 24 * 60, coerce: true }).default(5),
    complexity: z.enum(COMPLEXITIES).catch('moderate').default('moderate'),
    requiresAttention: z.boolean().default(false),
    tips: text('Tips', { max: 2000, trim: false }).optional(),
    imageUrl: text('Step image', { max: 2000, trim: false }).optional(),
    component: text('Component', { max: 200, trim: false }).optional(),
  }),
]);

export const NutritionSchema = z.object({
  calories: number('Calories', { min: 0, max: MAX_NUTRIENT, coerce: true }).default(0),
  protein: number('Protein', { min: 0, max: MAX_NUTRIENT, coerce: true }).default(0),
  carbohydrates: number('Carbohydrates', { min: 0, max: MAX_NUTRIENT, coerce: true }).default(0),
  fat: number('Fat', { min: 0, max: MAX_NUTRIENT, coerce: true }).default(0),
  fiber: number('Fiber', { min: 0, max: MAX_NUTRIENT, coerce: true }).default(0),
});
export type Nutrition = z.infer<typeof NutritionSchema>;

/** What a client sends to create or replace a recipe; the server applies the rules of spec 1 §4–§5. */
export const RecipeInputSchema = z.object({
  name: text('Recipe name', { min: 1, max: 200, required: RECIPE_MESSAGES.nameRequired }),
  description: text('Description', { max: 5000, trim: false }).default(''),
  ingredients: z
    .array(RecipeIngredientInputSchema, { error: RECIPE_MESSAGES.ingredientRequired })
    .min(1, RECIPE_MESSAGES.ingredientRequired)
    .max(MAX_RECIPE_INGREDIENTS, INPUT_MESSAGES.tooMany(MAX_RECIPE_INGREDIENTS, 'ingredients')),
  instructions: z
    .array(RecipeInstructionInputSchema, { error: RECIPE_MESSAGES.instructionRequired })
    .min(1, RECIPE_MESSAGES.instructionRequired)
    .max(MAX_RECIPE_INSTRUCTIONS, INPUT_MESSAGES.tooMany(MAX_RECIPE_INSTRUCTIONS, 'steps')),
  // Times and servings below their floor are raised to it by normaliseRecipe (spec 1 §5).
  prepTime: finiteNumber('Prep time', MAX_RECIPE_MINUTES).default(0),
  cookTime: finiteNumber('Cook time', MAX_RECIPE_MINUTES).default(0),
  servings: finiteNumber('Servings', MAX_RECIPE_SERVINGS).default(1),
  cuisine: text('Cuisine', { max: 60 }).default(''),
  tags: list(text('Tag', { max: 60, trim: false }), 50, 'tags').default([]),
  difficulty: text('Difficulty', { max: 20, trim: false }).default('medium'),
  nutritionalInfo: NutritionSchema.nullable().default(null),
  dietaryRestrictions: list(
    text('Dietary restriction', { max: 40, trim: false }),
    20,
    'dietary restrictions',
  ).default([]),
  visibility: z.enum(['private', 'public']).optional(),
  author: text('Author', { max: 120 }).default(''),
  sourceUrl: text('Source URL', { max: 2000 }).nullable().default(null),
  isPurchasable: z.boolean().default(false),
  price: finiteNumber('Price', MAX_RECIPE_PRICE).default(0),
  /** The recipe's updatedAt as the client last saw it; informational (PUT checks `version`). */
  updatedAt: z.string().optional(),
});
export type RecipeInput = z.input<typeof RecipeInputSchema>;
export type ParsedRecipeInput = z.output<typeof RecipeInputSchema>;

/**
 * PUT /api/recipes/:id: the whole recipe plus the version the client read (optimistic
 * concurrency, ADR 0011); an edit from an older read is refused with 409.
 */
export const UpdateRecipeInputSchema = RecipeInputSchema.extend({
  version: z
    .number({ error: RECIPE_MESSAGES.versionRequired })
    .int(RECIPE_MESSAGES.versionRequired)
    .min(1, RECIPE_MESSAGES.versionRequired)
    .max(2_147_483_647, RECIPE_MESSAGES.versionRequired),
});
export type UpdateRecipeInput = z.input<typeof UpdateRecipeInputSchema>;
export type ParsedUpdateRecipeInput = z.output<typeof UpdateRecipeInputSchema>;

export interface NormalisedInstruction {
  text: string;
  estimatedDuration: number;
  complexity: (typeof COMPLEXITIES)[number];
  requiresAttention: boolean;
  tips?: string;
  imageUrl?: string;
  component?: string;
}

export interface NormalisedRecipe {
  name: string;
  description: string;
  ingredients: {
    name: string;
    quantity: number | null;
    unit: string;
    preparation: string;
    category: string;
    ingredientId: string | null;
  }[];
  instructions: NormalisedInstruction[];
  prepTime: number;
  cookTime: number;
  totalTime: number;
  servings: number;
  cuisine: string;
  tags: string[];
  difficulty: (typeof DIFFICULTIES)[number];
  nutritionalInfo: Nutrition | null;
  dietaryRestrictions: string[];
  visibility: (typeof VISIBILITIES)[number];
  author: string;
  sourceUrl: string | null;
  isPurchasable: boolean;
  priceCents: number;
}

export interface RecipeAuthor {
  role: string;
  /** Whether the author may sell (recipe.sell or '*'). */
  canSell: boolean;
  displayName: string;
}

export class RecipeRuleError extends Error {
  override name = 'RecipeRuleError';
}

const KNOWN_CATEGORIES = new Set<string>(GROCERY_CATEGORIES);

/**
 * Applies the creation rules of spec 1 §4–§5: numbers floored (times ≥ 0, servings ≥ 1, price ≥ 0),
 * totalTime = prepTime + cookTime, unknown difficulty → medium, chef visibility for chef and admin
 * authors (private by default otherwise, ADR 0007), non-sellers never purchasable, and a
 * purchasable recipe priced at least $0.99. Throws RecipeRuleError with the spec's message.
 */
export function normaliseRecipe(input: ParsedRecipeInput, author: RecipeAuthor): NormalisedRecipe {
  const prepTime = Math.max(0, Math.floor(input.prepTime));
  const cookTime = Math.max(0, Math.floor(input.cookTime));
  const servings = Math.max(1, Math.floor(input.servings));
  const difficulty = (DIFFICULTIES as readonly string[]).includes(input.difficulty.toLowerCase())
    ? (input.difficulty.toLowerCase() as (typeof DIFFICULTIES)[number])
    : 'medium';
  const isChefAuthor = author.role === 'chef' || author.role === 'admin';
  const isPurchasable = author.canSell && input.isPurchasable;
  const price = author.canSell ? Math.max(0, input.price) : 0;
  if (isPurchasable && price < MIN_RECIPE_PRICE)
    throw new RecipeRuleError(RECIPE_MESSAGES.priceMinimum);
  return {
    name: input.name,
    description: input.description,
    ingredients: input.ingredients.map((ingredient) => ({
      name: ingredient.name || ingredient.text || '',
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      preparation: ingredient.preparation,
      category: KNOWN_CATEGORIES.has(ingredient.category) ? ingredient.category : 'Other',
      ingredientId: ingredient.ingredientId,
    })),
    instructions: input.instructions.map((step) =>
      typeof step === 'string'
        ? { text: step, estimatedDuration: 5, complexity: 'moderate', requiresAttention: false }
        : { ...step, estimatedDuration: Math.round(step.estimatedDuration) },
    ),
    prepTime,
    cookTime,
    totalTime: prepTime + cookTime,
    servings,
    cuisine: input.cuisine,
    tags: [...new Set(input.tags.map((tag) => tag.trim()).filter(Boolean))],
    difficulty,
    nutritionalInfo: input.nutritionalInfo,
    dietaryRestrictions: [
      ...new Set(input.dietaryRestrictions.map((d) => d.trim().toLowerCase()).filter(Boolean)),
    ],
    visibility: isChefAuthor ? 'chef' : (input.visibility ?? 'private'),
    author: input.author || author.displayName,
    sourceUrl: input.sourceUrl || null,
    isPurchasable,
    priceCents: isPurchasable || author.canSell ? Math.round(price * 100) : 0,
  };
}

export const RecipeImageSchema = z.object({
  id: z.string(),
  thumb: z.string(),
  medium: z.string(),
  large: z.string(),
  srcSet: z.string(),
});
export type RecipeImage = z.infer<typeof RecipeImageSchema>;

/** Nutrition per serving computed from the matched ingredients, and how many of them counted. */
export const EstimatedNutritionSchema = z.object({
  perServing: z.object({
    calories: z.number(),
    protein: z.number(),
    carbohydrates: z.number(),
    fat: z.number(),
    fiber: z.number(),
  }),
  coveredIngredients: z.number().int(),
  totalIngredients: z.number().int(),
});
export type EstimatedNutrition = z.infer<typeof EstimatedNutritionSchema>;

export const RecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  version: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  ingredients: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.string(),
      preparation: z.string(),
      category: z.string(),
      ingredientId: z.string().nullable(),
    }),
  ),
  instructions: z.array(
    z.object({
      text: z.string(),
      estimatedDuration: z.number(),
      complexity: z.enum(COMPLEXITIES),
      requiresAttention: z.boolean(),
      tips: z.string().optional(),
      imageUrl: z.string().optional(),
      component: z.string().optional(),
    }),
  ),
  /** True when the recipe is premium and the viewer has not bought it: no ingredients or steps are sent. */
  isLocked: z.boolean(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  totalTime: z.number().int(),
  servings: z.number().int(),
  cuisine: z.string(),
  tags: z.array(z.string()),
  difficulty: z.enum(DIFFICULTIES),
  nutritionalInfo: NutritionSchema.nullable(),
  /** On a single recipe without author-entered nutrition: the estimate from its ingredients. */
  estimatedNutrition: EstimatedNutritionSchema.nullable().optional(),
  dietaryRestrictions: z.array(z.string()),
  author: z.string(),
  sourceUrl: z.string().nullable(),
  images: z.array(RecipeImageSchema),
  rating: z.number(),
  createdBy: z.string().nullable(),
  chefId: z.string().nullable(),
  isPurchasable: z.boolean(),
  price: z.number(),
  saveCount: z.number().int(),
  shareCount: z.number().int(),
  isSaved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeIdParamsSchema = z.object({ id: id('Recipe id') });
export const RecipeImageParamsSchema = z.object({
  id: id('Recipe id'),
  imageId: id('Image id'),
});

/** Query-string lists arrive as "a,b" or repeated keys; both become arrays. */
function toList(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value as unknown[];
  return typeof value === 'string' ? value.split(',') : [value];
}

const listParam = <T extends z.ZodType>(item: T, items: string) =>
  z.preprocess(toList, list(item, 30, items));

export const ListRecipesQuerySchema = z.object({
  cursor: int('cursor', { min: 0, max: 1_000_000, coerce: true }).default(0),
  limit: int('limit', { min: 1, max: 50, coerce: true }).default(20),
  q: text('Search', { max: 200 }).default(''),
  category: z.enum(RECIPE_CATEGORIES).default('all'),
  minTime: int('minTime', { min: 0, max: MAX_RECIPE_MINUTES, coerce: true }).optional(),
  maxTime: int('maxTime', { min: 0, max: MAX_RECIPE_MINUTES, coerce: true }).optional(),
  difficulty: listParam(z.enum(DIFFICULTIES), 'difficulties'),
  cuisine: listParam(text('Cuisine', { min: 1, max: 60 }), 'cuisines'),
  dietary: listParam(z.enum(DIETARY_FILTERS), 'dietary filters'),
  minRating: number('minRating', { min: 0, max: 5, coerce: true }).default(0),
  savedOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  sort: z.enum(RECIPE_SORTS).default('newest'),
});
export type ListRecipesQuery = z.output<typeof ListRecipesQuerySchema>;

/** The list's filters and search without paging or order: what GET /api/recipes/counts counts. */
export const RecipeCountsQuerySchema = ListRecipesQuerySchema.omit({
  cursor: true,
  limit: true,
  sort: true,
});
export type RecipeCountsQuery = z.output<typeof RecipeCountsQuerySchema>;

/** Lower-case words of a text, split the way search splits a query (letters, digits, ' and -). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
}

/** The columns search reads, precomputed on every write so a query only compares strings. */
export interface RecipeSearchFields {
  /** Name, cuisine, tags and ingredient names: the candidate filter (trigram index). */
  searchText: string;
  searchName: string;
  nameWords: string[];
  /** Tags and ingredient names joined by '|', which no search word contains. */
  searchTags: string;
  searchIngredients: string;
}

/** What search looks through, lower-cased: name, its words, cuisine, tags and ingredient names. */
export function recipeSearchFields(recipe: {
  name: string;
  cuisine: string;
  tags: readonly string[];
  ingredients: readonly { name: string }[];
}): RecipeSearchFields {
  const ingredientNames = recipe.ingredients.map((i) => i.name);
  return {
    searchText: [recipe.name, recipe.cuisine, ...recipe.tags, ...ingredientNames]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    searchName: recipe.name.toLowerCase(),
    nameWords: [...new Set(wordsOf(recipe.name))],
    searchTags: recipe.tags.join('|').toLowerCase(),
    searchIngredients: ingredientNames.join('|').toLowerCase(),
  };
}

/** Words of a search worth matching: longer than 2 characters, lower case (spec 3 §9). */
export function searchWords(query: string): string[] {
  return [...new Set(wordsOf(query).filter((word) => word.length > 2))];
}

/**
 * A recipe as lists show it (cards, the meal planner's picker, a chef's page): everything but its
 * ingredients, steps and nutrition, which only the recipe itself (GET /api/recipes/:id) carries.
 */
export const RecipeSummarySchema = RecipeSchema.omit({
  ingredients: true,
  instructions: true,
  nutritionalInfo: true,
  estimatedNutrition: true,
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/**
 * How many recipes the viewer may see match the list's filters: `total` under the chosen
 * category, `categories` under each category chip with the other filters unchanged.
 */
export const RecipeListCountsSchema = z.object({
  total: z.number().int(),
  categories: z.record(z.enum(RECIPE_CATEGORIES), z.number().int()),
});
export type RecipeListCounts = z.infer<typeof RecipeListCountsSchema>;

export const RecipePageSchema = z.object({
  recipes: z.array(RecipeSummarySchema),
  nextCursor: z.number().int().nullable(),
});

export const SHARED_STEPS_SHOWN = 3;

export const CreateShareInputSchema = z.object({
  platform: z.enum(['web', 'native']).default('web'),
});

export const ShareResultSchema = z.object({ shareId: z.string(), url: z.string() });

export const SHARE_MESSAGES = {
  notFound: 'Share not found',
} as const;

/** One active shared link of a recipe, as its sharer (or the recipe's owner) sees it. */
export const RecipeShareSchema = z.object({
  shareId: z.string(),
  url: z.string(),
  platform: z.string(),
  views: z.number().int(),
  saves: z.number().int(),
  signups: z.number().int(),
  /** False for a link someone else made to the viewer's own recipe. */
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type RecipeShare = z.infer<typeof RecipeShareSchema>;

export const RecipeShareListSchema = z.object({ shares: z.array(RecipeShareSchema) });

export const ShareParamsSchema = z.object({
  id: z.string().min(1).max(100),
  shareId: z.string().min(1).max(100),
});

export const SharedRecipeParamsSchema = z.object({
  shareId: id('Share id'),
  recipeId: id('Recipe id'),
});

/** What a shared link shows without an account: the first 3 steps only (spec 2 §2). */
export const SharedRecipeSchema = z.object({
  shareId: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  totalTime: z.number().int(),
  servings: z.number().int(),
  cuisine: z.string(),
  tags: z.array(z.string()),
  images: z.array(RecipeImageSchema),
  ingredients: RecipeSchema.shape.ingredients,
  instructions: RecipeSchema.shape.instructions,
  moreSteps: z.number().int(),
  /** Premium recipes show neither ingredients nor steps on a shared link. */
  isLocked: z.boolean(),
  author: z.string(),
});
export type SharedRecipe = z.infer<typeof SharedRecipeSchema>;
