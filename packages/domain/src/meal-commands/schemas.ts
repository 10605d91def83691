import { z } from 'zod';
import { MEAL_TYPES } from '../recipes/constants';
import { IsoDateSchema, text } from '../validation';

/** The longest message the assistant reads. */
export const MAX_MEAL_COMMAND_TEXT = 1_000;
/** The most commands one message may carry (each becomes a meal change). */
export const MAX_MEAL_COMMANDS = 28;
/** The planner's week preview, which the planner opens from this address (issue 16, item 2). */
export const PLAN_WEEK_PATH = '/meal-planner?plan=week';

const MealTypeSchema = z.enum(MEAL_TYPES);
const RecipeQuerySchema = z.string().trim().min(1).max(200);

/** Add a meal: a placeholder of the type, or the best visible recipe for `recipe`. */
export const AddMealCommandSchema = z.object({
  action: z.literal('add'),
  date: IsoDateSchema,
  mealType: MealTypeSchema,
  recipe: RecipeQuerySchema.nullable(),
  servings: z.number().int().min(1).max(12).nullable(),
});

/** Open the planner's week preview ("plan my week"). */
export const PlanWeekCommandSchema = z.object({ action: z.literal('planWeek') });

/** Remove the meals of a day, or only those of one type. */
export const ClearDayCommandSchema = z.object({
  action: z.literal('clear'),
  date: IsoDateSchema,
  mealType: MealTypeSchema.nullable(),
});

/**
 * Move one meal: chosen by its day (null: the next one from today), type and/or recipe words,
 * to a day and optionally another type.
 */
export const MoveMealCommandSchema = z.object({
  action: z.literal('move'),
  from: z.object({
    date: IsoDateSchema.nullable(),
    mealType: MealTypeSchema.nullable(),
    recipe: RecipeQuerySchema.nullable(),
  }),
  to: z.object({ date: IsoDateSchema, mealType: MealTypeSchema.nullable() }),
});

export const MealCommandSchema = z.discriminatedUnion('action', [
  AddMealCommandSchema,
  PlanWeekCommandSchema,
  ClearDayCommandSchema,
  MoveMealCommandSchema,
]);
export type MealCommand = z.infer<typeof MealCommandSchema>;
export type AddMealCommand = z.infer<typeof AddMealCommandSchema>;
export type MoveMealCommand = z.infer<typeof MoveMealCommandSchema>;
export type ClearDayCommand = z.infer<typeof ClearDayCommandSchema>;

/** What the AI model must answer: the same commands the reader produces (validated alike). */
export const AiMealCommandsReplySchema = z.object({
  commands: z.array(MealCommandSchema).max(MAX_MEAL_COMMANDS),
});

/** POST /api/meal-commands: the message, and the user's today (their calendar, not the server's). */
export const MealCommandInputSchema = z.object({
  text: text('Message', { min: 1, max: MAX_MEAL_COMMAND_TEXT }),
  today: IsoDateSchema,
});
export type MealCommandInput = z.infer<typeof MealCommandInputSchema>;

/** POST /api/meal-commands/photo query: the same, with the text optional beside the photo. */
export const MealCommandPhotoQuerySchema = z.object({
  text: text('Message', { max: MAX_MEAL_COMMAND_TEXT }).default(''),
  today: IsoDateSchema,
});

/** One thing the assistant did, in words, with the meal it touched when there is one. */
export const MealCommandOutcomeSchema = z.object({
  action: z.enum(['add', 'planWeek', 'clear', 'move']),
  message: z.string(),
  date: IsoDateSchema.nullable(),
  mealId: z.string().nullable(),
});
export type MealCommandOutcome = z.infer<typeof MealCommandOutcomeSchema>;

export const MealCommandResultSchema = z.object({
  /** The summary line: 'Successfully added {n} meal(s) to your plan' when meals were added. */
  message: z.string(),
  added: z.number().int(),
  done: z.array(MealCommandOutcomeSchema),
  /** Parts of the message that were not read or could not be done, each with why. */
  notDone: z.array(z.object({ text: z.string(), message: z.string() })),
  /** Where the web app goes next ("plan my week" opens the planner's week preview). */
  navigateTo: z.string().nullable(),
  /** Whether the AI model read part of the message or the photo. */
  usedAi: z.boolean(),
});
export type MealCommandResult = z.infer<typeof MealCommandResultSchema>;
