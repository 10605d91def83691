import { APIUserAbortError } from '@anthropic-ai/sdk';
import { addDays } from '@simmer/domain/meal-plans';
import {
  AiWeeklyPlanSchema,
  cookingDaysOf,
  meetsDiet,
  PLANNING_MESSAGES,
  type AiDish,
  type DietaryRestriction,
  type GeneratedPlan,
  type PlanCandidate,
  type PlannedRecipeDraft,
  type PlanOptions,
  type ProposedMeal,
} from '@simmer/domain/planning';
import { preferredCuisines, type CookingProfile, type Persona } from '@simmer/domain/profiles';
import { MEAL_TYPES, type MealType } from '@simmer/domain/recipes';
import type { FastifyBaseLogger } from 'fastify';
import type { AiClient } from '../../lib/ai-client';
import { AppError } from '../../lib/app-error';

/** Spec 2 §7: the weekly plan asks for at most 4,000 tokens. */
export const AI_PLAN_MAX_TOKENS = 4_000;
/** A plan that has not come back in this long is given up, and nothing changes. */
export const AI_PLAN_TIMEOUT_MS = 90_000;

/** The prompt of spec 2 §7's weekly plan, from the cooking profile and the days to cook. */
export function weeklyPlanPrompt(
  profile: CookingProfile,
  persona: Persona,
  slots: { date: string; mealTypes: MealType[] }[],
): string {
  const liked = preferredCuisines(profile);
  const avoided = profile.cuisinePreferences.filter((c) => c.rating === -1).map((c) => c.cuisine);
  const dislikedFoods = profile.foodPreferences
    .filter((f) => f.rating === -1)
    .map((f) => f.category);
  const restrictions = profile.dietaryRestrictions.filter((r) => r !== 'none');
  const lines = [
    `Create a weekly meal plan for a home cook (persona: ${persona}).`,
    `Dietary restrictions (never break them): ${restrictions.join(', ') || 'none'}.`,
    `Favourite cuisines (at least half of the dishes): ${liked.join(', ') || 'any'}.`,
    `Avoid cuisines: ${avoided.join(', ') || 'none'}. Avoid foods: ${dislikedFoods.join(', ') || 'none'}.`,
    `Skill: ${profile.cookingSkillLevel}. Budget per meal: $${profile.budgetPerMeal}. Spice: ${profile.spicePreference}.`,
    `Kitchen equipment: ${profile.kitchenEquipment.join(', ') || 'basic'}.`,
    `Weekday cooking ${profile.weekdayCookingFrequency} days, weekend ${profile.weekendCookingFrequency} days; meal prep ${profile.mealPrepPreference}.`,
    'Plan exactly these days and meals, a different dish each time:',
    ...slots.map(
      (slot) =>
        `- ${slot.date}: ${slot.mealTypes.map((t) => `${t} for ${profile.mealPreferences[t].servings} servings`).join(', ')}`,
    ),
    'Answer with JSON only, in this shape:',
    '{"weeklyPlan":{"YYYY-MM-DD":{"breakfast":DISH,"lunch":DISH,"dinner":DISH,"snacks":[DISH]}}}',
    'where DISH is {"name":string,"cuisine":string,"prepTime":minutes,"cookTime":minutes,"servings":number,' +
      '"difficulty":"easy"|"medium"|"hard","ingredients":["2 cups flour",...],"instructions":["Step.",...],' +
      '"nutritionalInfo":{"calories":n,"protein":n,"carbs":n,"fat":n},"estimatedCost":dollars}.',
    'Leave out meals that were not asked for.',
  ];
  return lines.join('\n');
}

/** An AI dish as a recipe the normal creation rules can save (ingredient lines parsed on save). */
function draftOf(dish: AiDish, mealType: MealType): PlannedRecipeDraft {
  return {
    name: dish.name,
    description: '',
    ingredients: dish.ingredients.map((line) => ({ text: line })),
    instructions: dish.instructions,
    prepTime: dish.prepTime,
    cookTime: dish.cookTime,
    servings: dish.servings,
    cuisine: dish.cuisine,
    tags: [mealType],
    difficulty: dish.difficulty,
    nutritionalInfo: dish.nutritionalInfo
      ? {
          calories: dish.nutritionalInfo.calories,
          protein: dish.nutritionalInfo.protein,
          carbohydrates: dish.nutritionalInfo.carbs,
          fat: dish.nutritionalInfo.fat,
          fiber: 0,
        }
      : null,
    dietaryRestrictions: [],
  };
}

const dishOf = (day: Record<string, unknown> | undefined, mealType: MealType) =>
  (mealType === 'snack'
    ? (day?.snacks as AiDish[] | undefined)?.[0]
    : (day?.[mealType] as AiDish | null | undefined)) ?? undefined;

/**
 * The AI weekly plan (spec 2 §3, §7): one request with the profile's prompt (4,000 tokens), the
 * reply validated; each dish the user can already see is used as that recipe, the others are
 * drafts of new private recipes. A dish that breaks the diet, or a meal the model left out,
 * becomes a placeholder. Any failure (no answer, 429, timeout, malformed or truncated JSON) is
 * 'Failed to generate meal plan' and nothing is saved.
 */
export async function generateAiPlan(input: {
  ai: AiClient;
  profile: CookingProfile;
  persona: Persona;
  options: PlanOptions & { today: string; occupied: string[] };
  findRecipes: (lowerNames: string[]) => Promise<PlanCandidate[]>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long to wait for the model (AI_PLAN_TIMEOUT_MS). */
  timeoutMs?: number;
}): Promise<{ plan: GeneratedPlan; drafts: Map<ProposedMeal, PlannedRecipeDraft> }> {
  const { profile, options } = input;
  const days = Array.from({ length: 7 }, (_, i) => addDays(options.weekStart, i));
  const cookingDays = cookingDaysOf(profile, days).filter((day) => day >= options.today);
  const mealTypes = MEAL_TYPES.filter((type) => profile.mealPreferences[type].enabled);
  const occupied = new Set(options.occupied);
  const slots = cookingDays
    .map((date) => ({
      date,
      mealTypes: mealTypes.filter((type) => !occupied.has(`${date}_${type}`)),
    }))
    .filter((slot) => slot.mealTypes.length > 0);
  const empty: GeneratedPlan = {
    weekStart: options.weekStart,
    days,
    seed: options.seed,
    cookingDays,
    meals: [],
    message: null,
  };
  if (slots.length === 0) return { plan: empty, drafts: new Map() };

  let reply;
  try {
    reply = await input.ai.generateJson(
      weeklyPlanPrompt(profile, input.persona, slots),
      AiWeeklyPlanSchema,
      {
        maxTokens: AI_PLAN_MAX_TOKENS,
        signal: AbortSignal.timeout(input.timeoutMs ?? AI_PLAN_TIMEOUT_MS),
      },
    );
  } catch (error) {
    const reason =
      error instanceof APIUserAbortError
        ? 'timeout'
        : error instanceof AppError
          ? error.message
          : 'error';
    input.log.warn({ reason }, 'AI weekly plan failed; nothing changed');
    throw new AppError('UNAVAILABLE', PLANNING_MESSAGES.aiFailedNothingChanged, { reason });
  }

  const restrictions = profile.dietaryRestrictions.filter(
    (r): r is Exclude<DietaryRestriction, 'none'> => r !== 'none',
  );
  const names = new Set<string>();
  for (const slot of slots)
    for (const type of slot.mealTypes) {
      const dish = dishOf(reply.weeklyPlan[slot.date], type);
      if (dish) names.add(dish.name.toLowerCase());
    }
  const known = new Map<string, PlanCandidate>();
  for (const recipe of await input.findRecipes([...names])) {
    const key = recipe.name.toLowerCase();
    if (!known.has(key) && meetsDiet(recipe, restrictions)) known.set(key, recipe);
  }

  const meals: ProposedMeal[] = [];
  const drafts = new Map<ProposedMeal, PlannedRecipeDraft>();
  const used = new Set(options.usedRecipeIds ?? []);
  let placeholders = 0;
  for (const slot of slots) {
    for (const mealType of slot.mealTypes) {
      const dish = dishOf(reply.weeklyPlan[slot.date], mealType);
      const servings = profile.mealPreferences[mealType].servings || profile.servingSize;
      const recipe = dish ? known.get(dish.name.toLowerCase()) : undefined;
      const fitsDiet =
        dish &&
        (recipe ||
          meetsDiet(
            {
              dietaryRestrictions: [],
              ingredients: dish.ingredients.map((line) => ({ name: line, category: 'Other' })),
            },
            restrictions,
          ));
      if (!dish || !fitsDiet || (recipe && used.has(recipe.id))) {
        placeholders += 1;
        meals.push({
          date: slot.date,
          mealType,
          kind: 'placeholder',
          recipeId: null,
          name: `Choose a ${mealType} recipe`,
          servings,
          reason: 'The AI plan had no dish for this meal',
          cookedOn: null,
          cuisine: '',
          totalTime: 0,
        });
        continue;
      }
      if (recipe) used.add(recipe.id);
      const totalTime = recipe?.totalTime ?? Math.round(dish.prepTime + dish.cookTime);
      const cuisine = recipe?.cuisine ?? dish.cuisine;
      const meal: ProposedMeal = {
        date: slot.date,
        mealType,
        kind: 'recipe',
        recipeId: recipe?.id ?? null,
        name: recipe?.name ?? dish.name,
        servings,
        reason: [
          cuisine || 'Any cuisine',
          `${totalTime} min`,
          recipe ? 'your recipes' : 'new recipe',
        ]
          .concat(restrictions)
          .join(' · '),
        cookedOn: null,
        cuisine,
        totalTime,
      };
      meals.push(meal);
      if (!recipe) drafts.set(meal, draftOf(dish, mealType));
    }
  }
  return {
    plan: {
      ...empty,
      meals,
      message:
        placeholders > 0
          ? `The AI plan left ${placeholders} ${placeholders === 1 ? 'meal' : 'meals'} as placeholders for you to fill in.`
          : null,
    },
    drafts,
  };
}
