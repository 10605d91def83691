import { z } from 'zod';
import { IsoDateSchema } from '../meal-plans/dates';
import { MealSchema, MealServingsSchema, MealTypeSchema } from '../meal-plans/schemas';
import { RecipeInputSchema } from '../recipes/schemas';
import { id, list, text } from '../validation';
import { PROPOSED_MEAL_KINDS } from './generate-plan';
import { PLANNING_MESSAGES } from './messages';

/** A Plan my week seed: any 32-bit whole number. */
export const PlanSeedSchema = z.coerce
  .number({ error: 'Seed must be a whole number' })
  .int('Seed must be a whole number')
  .min(0, 'Seed must be a whole number')
  .max(4_294_967_295, 'Seed must be a whole number');

/** POST /api/planning/week: propose a week (nothing is saved). */
export const PlanWeekInputSchema = z.object({
  /** The user's local day: the server refuses one more than a day from its own. */
  today: IsoDateSchema,
  /** The first day of the week to plan; by default the next week boundary (spec 3 §9). */
  weekStart: IsoDateSchema.optional(),
  seed: PlanSeedSchema.optional(),
  /** Replace the meals the week already holds (by default they are kept). */
  replaceExisting: z.boolean().default(false),
  /** 'auto': the AI plan where configured and allowed, else the local planner. */
  source: z.enum(['auto', 'local']).default('auto'),
});
export type PlanWeekInput = z.input<typeof PlanWeekInputSchema>;

/** A new recipe an AI plan proposes: created private, through the normal creation rules, on accept. */
export const PlannedRecipeDraftSchema = RecipeInputSchema.pick({
  name: true,
  description: true,
  ingredients: true,
  instructions: true,
  prepTime: true,
  cookTime: true,
  servings: true,
  cuisine: true,
  tags: true,
  difficulty: true,
  nutritionalInfo: true,
  dietaryRestrictions: true,
});
export type PlannedRecipeDraft = z.input<typeof PlannedRecipeDraftSchema>;

export const ProposedMealSchema = z.object({
  date: z.string(),
  mealType: MealTypeSchema,
  kind: z.enum(PROPOSED_MEAL_KINDS),
  recipeId: z.string().nullable(),
  name: z.string(),
  servings: z.number().int(),
  reason: z.string(),
  cookedOn: z.string().nullable(),
  cuisine: z.string(),
  totalTime: z.number().int(),
  /** The meals of this slot that accepting it replaces (placeholders, or all when replacing). */
  replacesMealIds: z.array(z.string()),
  /** An AI dish with no matching recipe: becomes a private recipe when accepted. */
  newRecipe: z.unknown().nullable(),
});
export type ProposedMealDto = z.infer<typeof ProposedMealSchema>;

export const WeekPlanSchema = z.object({
  weekStart: z.string(),
  days: z.array(z.string()),
  seed: z.number().int(),
  source: z.enum(['local', 'ai']),
  cookingDays: z.array(z.string()),
  meals: z.array(ProposedMealSchema),
  message: z.string().nullable(),
});
export type WeekPlan = z.infer<typeof WeekPlanSchema>;

export const AcceptedMealSchema = z.object({
  date: IsoDateSchema,
  mealType: MealTypeSchema,
  servings: MealServingsSchema,
  kind: z.enum(PROPOSED_MEAL_KINDS),
  recipeId: id('Recipe id').nullable().default(null),
  title: text('Title', { max: 200 }).optional(),
  notes: text('Notes', { max: 1000 }).optional(),
  newRecipe: PlannedRecipeDraftSchema.nullable().default(null),
  replacesMealIds: list(id('Meal id'), 20, 'meals').default([]),
});
export type AcceptedMeal = z.input<typeof AcceptedMealSchema>;

/** POST /api/planning/week/accept: the chosen meals, saved in one transaction. */
export const AcceptPlanInputSchema = z.object({
  today: IsoDateSchema,
  weekStart: IsoDateSchema,
  meals: list(AcceptedMealSchema, 7 * 4 * 2, 'meals').min(1, PLANNING_MESSAGES.nothingChosen),
});
export type AcceptPlanInput = z.input<typeof AcceptPlanInputSchema>;

export const AcceptPlanResultSchema = z.object({
  meals: z.array(MealSchema),
  createdRecipes: z.number().int(),
});
export type AcceptPlanResult = z.infer<typeof AcceptPlanResultSchema>;

/** The AI weekly plan's reply (spec 2 §3 AI meal plan, §7): a weeklyPlan keyed by date. */
const AiDishSchema = z.object({
  name: z.string().trim().min(1).max(200),
  prepTime: z.coerce.number().min(0).max(1440).catch(0),
  cookTime: z.coerce.number().min(0).max(1440).catch(0),
  servings: z.coerce.number().min(1).max(100).catch(2),
  cuisine: z.string().max(60).catch(''),
  ingredients: z.array(z.string().trim().min(1).max(300)).min(1).max(60),
  instructions: z.array(z.string().trim().min(1).max(2000)).min(1).max(40),
  difficulty: z.string().max(20).catch('medium'),
  nutritionalInfo: z
    .object({
      calories: z.coerce.number().min(0).max(100_000).catch(0),
      protein: z.coerce.number().min(0).max(100_000).catch(0),
      carbs: z.coerce.number().min(0).max(100_000).catch(0),
      fat: z.coerce.number().min(0).max(100_000).catch(0),
    })
    .nullable()
    .optional()
    .catch(null),
  estimatedCost: z.coerce.number().min(0).max(10_000).nullable().optional().catch(null),
});
export type AiDish = z.infer<typeof AiDishSchema>;

export const AiWeeklyPlanSchema = z.object({
  weeklyPlan: z.record(
    IsoDateSchema,
    z.object({
      breakfast: AiDishSchema.nullable().optional(),
      lunch: AiDishSchema.nullable().optional(),
      dinner: AiDishSchema.nullable().optional(),
      snacks: z.array(AiDishSchema).max(3).optional(),
    }),
  ),
});
export type AiWeeklyPlan = z.infer<typeof AiWeeklyPlanSchema>;
