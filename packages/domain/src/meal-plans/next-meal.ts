import { MEAL_TYPES, type MealType } from '../recipes/constants';

/** Spec 3 §9: before 11:00 breakfast, before 16:00 lunch, otherwise dinner. */
export function mealTypeForTime(now: Date): MealType {
  const hour = now.getHours();
  if (hour < 11) return 'breakfast';
  if (hour < 16) return 'lunch';
  return 'dinner';
}

/**
 * The next scheduled meal among today's meals (spec 3 §9): the meal of the type due at this time
 * of day, falling back to the day's first meal. Placeholders are skipped — there is nothing to
 * cook — and so are meals without a recipe when `needsRecipe` is set (the Cook navigation item).
 */
export function nextScheduledMeal<
  T extends { mealType: MealType; isPlaceholder: boolean; recipeId: string | null },
>(todaysMeals: readonly T[], now: Date, options: { needsRecipe?: boolean } = {}): T | null {
  const candidates = todaysMeals
    .filter((meal) => !meal.isPlaceholder && (!options.needsRecipe || meal.recipeId))
    .sort((a, b) => MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType));
  const due = mealTypeForTime(now);
  return candidates.find((meal) => meal.mealType === due) ?? candidates[0] ?? null;
}
