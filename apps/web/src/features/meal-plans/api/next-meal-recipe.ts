import { nextScheduledMeal, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import { apiFetch } from '@/lib/api-client';

/** The recipe id of today's next scheduled meal that has a recipe, or null (spec 3 §9). */
export async function fetchNextMealRecipeId(signal: AbortSignal): Promise<string | null> {
  const today = toIsoDay(new Date());
  const { meals } = await apiFetch<{ meals: Meal[] }>(`/api/meals?start=${today}&end=${today}`, {
    signal,
  });
  return nextScheduledMeal(meals, new Date(), { needsRecipe: true })?.recipeId ?? null;
}
