import type { Meal, MealType } from '@simmer/domain/meal-plans';
import ical from 'ical-generator';

/** When each kind of meal shows in a calendar: floating local times, so every zone reads them right. */
const MEAL_TIMES: Record<MealType, string> = {
  breakfast: '08:00',
  lunch: '12:30',
  snack: '16:00',
  dinner: '19:00',
};
const MIN_EVENT_MINUTES = 30;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What a meal is called in a calendar: 'Dinner: Spaghetti Carbonara', 'Lunch (to plan)'. */
export function calendarTitle(meal: Meal): string {
  const type = capitalised(meal.mealType);
  if (meal.kind === 'recipe')
    return `${type}: ${meal.recipe?.name ?? 'Recipe no longer available'}`;
  if (meal.kind === 'item') return `${type}: ${meal.name ?? 'Quick meal'}`;
  return `${type}: ${meal.title || 'to plan'}`;
}

/**
 * The plan as an iCalendar feed (RFC 5545), one event per meal at its usual time of day, as long
 * as the recipe takes (at least 30 minutes), linking to the recipe in Simmer.
 */
export function renderCalendar(meals: readonly Meal[], publicUrl: string): string {
  const calendar = ical({
    name: 'Simmer meal plan',
    prodId: '//Simmer//Meal plan//EN',
    ttl: 60 * 60,
  });
  for (const meal of meals) {
    const start = new Date(`${meal.date}T${MEAL_TIMES[meal.mealType]}:00Z`);
    const minutes = Math.max(MIN_EVENT_MINUTES, meal.recipe?.totalTime ?? 0);
    const url = meal.recipeId ? new URL(`/recipes/${meal.recipeId}`, publicUrl).toString() : null;
    const description = [
      `Servings: ${meal.servings}`,
      meal.kind === 'item' ? `Ingredients: ${meal.ingredients.map((i) => i.name).join(', ')}` : '',
      meal.notes,
      url ?? '',
    ].filter(Boolean);
    calendar.createEvent({
      id: `${meal.id}@simmer`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      floating: true,
      summary: calendarTitle(meal),
      description: description.join('\n'),
      url,
    });
  }
  return calendar.toString();
}

/** Today's ISO day on the server (UTC); the feed covers 30 days back to 90 ahead, so a zone's offset never matters. */
export const serverToday = () => new Date().toISOString().slice(0, 10);
