import { addDays, MEAL_TYPES, type Meal } from '@simmer/domain/meal-plans';
import { MAX_EXCLUDED_IDS, WIZARD_WINDOW_DAYS } from '@simmer/domain/suggestions';

/** The wizard's window (spec 3 §9): today to 7 days ahead, inclusive. */
export function wizardWindow(today: string) {
  return { start: today, end: addDays(today, WIZARD_WINDOW_DAYS) };
}

/** The placeholder meals the wizard walks: in its window, by date, then by meal type. */
export function wizardPlaceholders(meals: readonly Meal[], today: string): Meal[] {
  const { start, end } = wizardWindow(today);
  return meals
    .filter((meal) => meal.isPlaceholder && meal.date >= start && meal.date <= end)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

/**
 * The ids a reload excludes once the shown suggestions ran out: the earlier ones and those just
 * shown, the latest MAX_EXCLUDED_IDS of them (what one request may carry).
 */
export function excludeAfterRunOut(
  excluded: readonly string[],
  shown: readonly string[],
): string[] {
  return [...new Set([...excluded, ...shown])].slice(-MAX_EXCLUDED_IDS);
}
