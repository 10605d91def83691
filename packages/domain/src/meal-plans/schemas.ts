import { z } from 'zod';
import { id, list, text } from '../validation';
import { MEAL_TYPES } from '../recipes/constants';
import { IsoDateSchema } from './dates';
import {
  MEAL_MESSAGES,
  MIN_MEAL_SERVINGS,
  MAX_MEAL_SERVINGS,
  DEFAULT_MEAL_TYPE,
  MEAL_KINDS,
} from './constants';

export { MEAL_TYPES, type MealType } from '../recipes/constants';

/**
 * The version of a meal as the client read it (optimistic concurrency, ADR 0011): every change
 * names it, and one made from an older read is refused with 409 instead of undoing newer changes.
 */
export const MealVersionSchema = z
  .number({ error: MEAL_MESSAGES.versionRequired })
  .int(MEAL_MESSAGES.versionRequired)
  .min(1, MEAL_MESSAGES.versionRequired)
  .max(2_147_483_647, MEAL_MESSAGES.versionRequired);

export const MealTypeSchema = z.enum(MEAL_TYPES, { error: MEAL_MESSAGES.mealType });
export const MealServingsSchema = z
  .number({ error: MEAL_MESSAGES.servingsRange })
  .int(MEAL_MESSAGES.servingsRange)
  .min(MIN_MEAL_SERVINGS, MEAL_MESSAGES.servingsRange)
  .max(MAX_MEAL_SERVINGS, MEAL_MESSAGES.servingsRange);

/** A quick-meal ingredient as typed: a name and a whole quantity of at least 1 (spec 2 §5). */
export const QuickIngredientInputSchema = z.object({
  name: text('Ingredient name', { min: 1, max: 200 }),
  quantity: z
    .number({ error: MEAL_MESSAGES.quantityWhole })
    .int(MEAL_MESSAGES.quantityWhole)
    .min(1, MEAL_MESSAGES.quantityWhole)
    .max(9999, MEAL_MESSAGES.quantityWhole),
  unit: text('Unit', { max: 40 }).optional(),
});
export type QuickIngredientInput = z.infer<typeof QuickIngredientInputSchema>;

const quickIngredients = list(QuickIngredientInputSchema, 50, 'ingredients').min(
  1,
  MEAL_MESSAGES.ingredientsRequired,
);

/** A stored meal item ingredient (spec 2 §3 mealItems). */
export const MealItemIngredientSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  category: z.string(),
  preparation: z.string(),
});
export type MealItemIngredient = z.infer<typeof MealItemIngredientSchema>;

/** What the planner shows of a meal's recipe; the side panel loads the full recipe on demand. */
export const MealRecipeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  totalTime: z.number().int(),
  servings: z.number().int(),
  cuisine: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  /** The first image's thumbnail, or null. */
  imageUrl: z.string().nullable(),
  isLocked: z.boolean(),
});
export type MealRecipeSummary = z.infer<typeof MealRecipeSummarySchema>;

/** A meal plan entry (spec 2 §3 mealPlans): a recipe meal, a meal-item meal or a placeholder. */
export const MealSchema = z.object({
  id: z.string(),
  date: z.string(),
  mealType: MealTypeSchema,
  servings: z.number().int(),
  notes: z.string(),
  kind: z.enum(MEAL_KINDS),
  isPlaceholder: z.boolean(),
  /** The placeholder's label (spec: title), or null. */
  title: z.string().nullable(),
  recipeId: z.string().nullable(),
  /** Null for other kinds, and when the recipe was deleted or is no longer visible. */
  recipe: MealRecipeSummarySchema.nullable(),
  mealItemId: z.string().nullable(),
  /** A meal item's name: its ingredient names joined by commas. */
  name: z.string().nullable(),
  ingredients: z.array(MealItemIngredientSchema),
  /** Goes up by one with every change; updates send back the version they read. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meal = z.infer<typeof MealSchema>;

const mealBase = {
  date: IsoDateSchema,
  mealType: MealTypeSchema.default(DEFAULT_MEAL_TYPE),
  servings: MealServingsSchema.optional(),
  notes: text('Notes', { max: 1000 }).optional(),
};

/** POST /api/meals: add a recipe meal, a quick meal (meal item) or a placeholder to a day. */
export const CreateMealInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recipe'), recipeId: id('Recipe id'), ...mealBase }),
  z.object({ kind: z.literal('item'), ingredients: quickIngredients, ...mealBase }),
  z.object({
    kind: z.literal('placeholder'),
    title: text('Title', { max: 200 }).optional(),
    ...mealBase,
  }),
]);
export type CreateMealInput = z.input<typeof CreateMealInputSchema>;

/**
 * PUT /api/meals/:id/content: convert a placeholder to a recipe or a meal item, swap the recipe,
 * or clear the choice back to a placeholder of the same type and servings (spec 2 §4).
 */
export const SetMealContentInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('recipe'),
    recipeId: id('Recipe id'),
    servings: MealServingsSchema.optional(),
    version: MealVersionSchema,
  }),
  z.object({
    kind: z.literal('item'),
    ingredients: quickIngredients,
    servings: MealServingsSchema.optional(),
    version: MealVersionSchema,
  }),
  z.object({
    kind: z.literal('placeholder'),
    title: text('Title', { max: 200 }).optional(),
    version: MealVersionSchema,
  }),
]);
export type SetMealContentInput = z.input<typeof SetMealContentInputSchema>;

/** PATCH /api/meals/:id: move to another day and/or type, edit notes and servings. */
export const UpdateMealInputSchema = z
  .object({
    date: IsoDateSchema.optional(),
    mealType: MealTypeSchema.optional(),
    notes: text('Notes', { max: 1000 }).optional(),
    servings: MealServingsSchema.optional(),
    version: MealVersionSchema,
  })
  .refine(
    ({ version: _version, ...changes }) =>
      Object.values(changes).some((value) => value !== undefined),
    {
      message: 'Nothing to change',
    },
  );
export type UpdateMealInput = z.input<typeof UpdateMealInputSchema>;

/** POST /api/meals/:id/copy: a copy on another day, optionally with a new type. */
export const CopyMealInputSchema = z.object({
  date: IsoDateSchema,
  mealType: MealTypeSchema.optional(),
});
export type CopyMealInput = z.input<typeof CopyMealInputSchema>;

export const MealIdParamsSchema = z.object({ id: id('Meal id') });

export const DateRangeQuerySchema = z
  .object({ start: IsoDateSchema, end: IsoDateSchema })
  .refine((range) => range.start <= range.end, 'The start date must not be after the end date');
export type DateRange = z.infer<typeof DateRangeQuerySchema>;

export const MealListSchema = z.object({ meals: z.array(MealSchema) });

/** Spec 2 §3 task status, computed in one request for the dashboard (spec 3 §9 thresholds). */
export const TaskStatusSchema = z.object({
  hasUnpurchasedGroceries: z.boolean(),
  hasPendingMealPlans: z.boolean(),
  hasRecipeSelectionNeeded: z.boolean(),
  hasEnoughSavedRecipes: z.boolean(),
  hasCompletedProfile: z.boolean(),
  unpurchasedItemCount: z.number().int(),
  lastPlanningDate: z.string().nullable(),
  totalMeals: z.number().int(),
  savedRecipeCount: z.number().int(),
  recipeCount: z.number().int(),
});
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TaskStatusQuerySchema = z.object({ today: IsoDateSchema });

/** The iCalendar feed of the plan (beyond the spec): its secret address, or null when off. */
export const CalendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
