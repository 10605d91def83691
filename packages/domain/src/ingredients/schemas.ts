import { z } from 'zod';
import { number, text } from '../validation';
import { GROCERY_CATEGORIES } from '../grocery';
import { INGREDIENT_SOURCES } from './enrichment';

export const INGREDIENT_MESSAGES = {
  unauthenticated: 'User must be authenticated to process ingredients',
  nameRequired: 'Invalid ingredient: name is required',
  textRequired: 'Ingredient text is required',
  notFound: 'Ingredient not found',
  reprocessed: (processed: number, total: number, matched: number) =>
    `Processed ${processed} of ${total} ingredients (${matched} matched)`,
} as const;

export const GroceryCategorySchema = z.enum(GROCERY_CATEGORIES);

/** How a name was matched to the catalogue; 'none' keeps a temp- placeholder. */
export const MATCH_METHODS = ['alias', 'exact', 'similar', 'none'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

export const IngredientLookupInputSchema = z.object({
  text: text('Ingredient text', { min: 1, max: 500, required: INGREDIENT_MESSAGES.textRequired }),
});
export type IngredientLookupInput = z.infer<typeof IngredientLookupInputSchema>;

export const IngredientLookupResultSchema = z.object({
  name: z.string(),
  category: GroceryCategorySchema,
  /** The catalogue entry's id; absent when nothing in the catalogue is close enough. */
  ingredientId: z.string().optional(),
});
export type IngredientLookupResult = z.infer<typeof IngredientLookupResultSchema>;

export const ProcessIngredientInputSchema = z.object({
  name: text('Ingredient name', { min: 1, max: 500, required: INGREDIENT_MESSAGES.nameRequired }),
  quantity: z
    .union([
      number('Quantity', { min: 0, max: 1_000_000 }),
      text('Quantity', { max: 40 }),
      z.null(),
    ])
    .optional(),
  unit: text('Unit', { max: 40 }).optional(),
});
export type ProcessIngredientInput = z.infer<typeof ProcessIngredientInputSchema>;

export const ProcessedIngredientSchema = z.object({
  /** A catalogue id, or `temp-<slug>` when unmatched. */
  ingredientId: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  category: GroceryCategorySchema,
});
export type ProcessedIngredient = z.infer<typeof ProcessedIngredientSchema>;

export const IngredientIdParamsSchema = z.object({
  id: text('Ingredient id', { min: 1, max: 100 }),
});

export const IngredientNutritionSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  fiber: z.number(),
});

/** A catalogue entry: nutrition per 100 g and the weight of household measures in grams. */
export const IngredientSchema = z.object({
  id: z.string(),
  /** Lower-case name (spec 1 §3). */
  name: z.string(),
  /** The source's own description, e.g. "Butter, without salt". */
  description: z.string(),
  category: GroceryCategorySchema,
  baseUnit: z.string(),
  nutritionalInfo: IngredientNutritionSchema,
  portions: z.object({
    gramsPerCup: z.number().nullable(),
    gramsPerTablespoon: z.number().nullable(),
    gramsPerTeaspoon: z.number().nullable(),
    gramsPerEach: z.number().nullable(),
    eachUnit: z.string().nullable(),
  }),
  source: z.object({
    name: z.enum(INGREDIENT_SOURCES),
    fdcId: z.number().int().nullable(),
    ndbNo: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

export const ReprocessIngredientsResultSchema = z.object({
  processed: z.number().int(),
  total: z.number().int(),
  matched: z.number().int(),
  message: z.string(),
});
export type ReprocessIngredientsResult = z.infer<typeof ReprocessIngredientsResultSchema>;
