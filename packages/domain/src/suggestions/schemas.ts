import { z } from 'zod';
import { RecipeSchema } from '../recipes/schemas';
import { INPUT_MESSAGES } from '../validation';

/** Spec 3 §9: the wizard walks the placeholders from today to 7 days ahead. */
export const WIZARD_WINDOW_DAYS = 7;
/** Spec 3 §9: the wizard adds the stories feed while the user has fewer than 10 own recipes. */
export const WIZARD_STORIES_BELOW_OWN_RECIPES = 10;
/** How many suggestions one load brings; when they run out the wizard excludes them and reloads. */
export const SUGGESTIONS_PER_LOAD = 20;
/** The most recipe ids one request may exclude (the wizard keeps the latest ones). */
export const MAX_EXCLUDED_IDS = 200;

/** Spec 2 §2, §4 and §8, word for word where the spec words them. */
export const WIZARD_MESSAGES = {
  finding: (mealType: string) => `Finding recipes for ${mealType}`,
  progress: (n: number, total: number) => `${n} of ${total} meals`,
  suggestions: (k: number) => `${k} ${k === 1 ? 'suggestion' : 'suggestions'}`,
  added: (recipeName: string) => `Added ${recipeName} to your meal plan`,
  allPlanned: 'All meals are planned!',
  noRecipes: 'No recipes available',
  returnToMealPlan: 'Return to Meal Plan',
  nothingToPlanTitle: 'Your Meals Are All Planned!',
  nothingToPlan:
    'Great job! All your meals have recipes assigned. Come back next week to plan your next meals.',
  returnToPlanner: 'Return to Planner',
  loadFailed: 'Failed to load recipes',
  addFailed: 'Failed to add recipe to meal plan',
  notPlaceholder: 'This meal already has a recipe',
  excludeFormat: 'Excluded recipes are recipe ids separated by commas',
} as const;

const excludedIds = z
  .string({ error: WIZARD_MESSAGES.excludeFormat })
  .max(MAX_EXCLUDED_IDS * 101, WIZARD_MESSAGES.excludeFormat)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(100, WIZARD_MESSAGES.excludeFormat))
      .max(MAX_EXCLUDED_IDS, INPUT_MESSAGES.tooMany(MAX_EXCLUDED_IDS, 'excluded recipes')),
  );

/** GET /api/meals/:id/suggestions: suggestions for one placeholder meal, minus the excluded recipes. */
export const WizardSuggestionsQuerySchema = z.object({
  exclude: excludedIds.optional().default([]),
});
export type WizardSuggestionsQuery = z.input<typeof WizardSuggestionsQuerySchema>;

/** A recipe as the wizard and the stories feed show it: the recipe with its short video, if any. */
export const StoryRecipeSchema = RecipeSchema.extend({
  /** The recipe's short video (spec 2 §3 videos.shortForm), or null; the carousel plays it first. */
  shortVideoUrl: z.string().nullable(),
});
export type StoryRecipe = z.infer<typeof StoryRecipeSchema>;

export const SuggestedRecipeSchema = StoryRecipeSchema.extend({
  /** The relevance score of spec 3 §9, 0 to 3. */
  relevance: z.number().int(),
});
export type SuggestedRecipe = z.infer<typeof SuggestedRecipeSchema>;

export const WizardSuggestionsSchema = z.object({
  suggestions: z.array(SuggestedRecipeSchema),
});
export type WizardSuggestions = z.infer<typeof WizardSuggestionsSchema>;

export const StoriesSchema = z.object({ recipes: z.array(StoryRecipeSchema) });
export type Stories = z.infer<typeof StoriesSchema>;
