import { addDays, type CreateMealInput } from '@simmer/domain/meal-plans';
import { ListRecipesQuerySchema } from '@simmer/domain/recipes';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The demo account whose week is planned, so the planner and the list have something to show. */
export const DEMO_PLAN_EMAIL = 'pro@simmer.test';

/**
 * Plans the pro demo account's next six days from today (the server's day) through the planner
 * itself: recipe meals, a quick meal and a placeholder, each rebuilding its day's shopping list.
 * Runs once, right after the first demo seed; returns the number of meals planned.
 */
export async function seedDemoPlan(
  db: Db,
  services: Pick<AppServices, 'accounts' | 'recipes' | 'mealPlans'>,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_PLAN_EMAIL));
  if (!user) return 0;
  const profile = await services.accounts.getProfile(user.id);
  const viewer = { ...profile, name: profile.displayName };
  const { recipes } = await services.recipes.findRecipes(
    viewer,
    ListRecipesQuerySchema.parse({ limit: '12' }),
  );
  const open = recipes.filter((recipe) => !recipe.isLocked).map((recipe) => recipe.id);
  if (open.length < 6) return 0;
  const day = (offset: number) => addDays(today, offset);
  const meals: CreateMealInput[] = [
    { kind: 'recipe', recipeId: open[0]!, date: day(0), mealType: 'dinner' },
    { kind: 'recipe', recipeId: open[1]!, date: day(1), mealType: 'breakfast' },
    { kind: 'recipe', recipeId: open[2]!, date: day(1), mealType: 'dinner' },
    {
      kind: 'item',
      date: day(2),
      mealType: 'lunch',
      servings: 2,
      ingredients: [
        { name: 'eggs', quantity: 4 },
        { name: 'spinach', quantity: 1 },
        { name: 'feta cheese', quantity: 1 },
      ],
    },
    { kind: 'recipe', recipeId: open[3]!, date: day(2), mealType: 'dinner' },
    { kind: 'placeholder', date: day(3), mealType: 'dinner', servings: 4, title: 'Pizza night?' },
    { kind: 'recipe', recipeId: open[4]!, date: day(4), mealType: 'dinner' },
    { kind: 'recipe', recipeId: open[5]!, date: day(5), mealType: 'lunch' },
  ];
  for (const meal of meals) {
    await services.mealPlans.createMeal(viewer, meal);
  }
  return meals.length;
}
