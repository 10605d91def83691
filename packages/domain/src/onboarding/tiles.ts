import { z } from 'zod';
import { IsoDateSchema } from '../validation';
import { ENOUGH_SAVED_RECIPES } from '../meal-plans/constants';
import { TaskStatusSchema, type TaskStatus } from '../meal-plans/schemas';
import { OnboardingViewSchema } from './tasks';

/** The recipe collection the Recipe Discovery tile counts towards (spec 3 §9). */
export const DISCOVERY_GOAL_RECIPES = 20;

export const TILE_TYPES = [
  'meal-planning',
  'recipe-selection',
  'grocery-shopping',
  'recipe-discovery',
  'cook-mode',
  'user-profile',
] as const;
export type TileType = (typeof TILE_TYPES)[number];

export const STATUS_LEVELS = ['urgent', 'high', 'medium', 'low', 'normal'] as const;
export type StatusLevel = (typeof STATUS_LEVELS)[number];

export const DashboardTileSchema = z.object({
  type: z.enum(TILE_TYPES),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** Whether the tile's job is waiting for the user or done for now. */
  status: z.enum(['todo', 'done']),
  alert: z.string().nullable(),
  /** Position on the dashboard: tiles are shown by ascending priority. */
  priority: z.number().int(),
  statusLevel: z.enum(STATUS_LEVELS),
});
export type DashboardTile = z.infer<typeof DashboardTileSchema>;

/** Today's next scheduled meal with a recipe (spec 3 §9): the meal Cook Mode would open. */
export const NextMealSchema = z.object({
  recipeId: z.string(),
  recipeName: z.string(),
  mealType: z.string(),
});
export type NextMeal = z.infer<typeof NextMealSchema>;

/** The flags and counts when the status cannot be loaded (spec 1 §4): all false, all 0. */
export const EMPTY_TASK_STATUS: TaskStatus = {
  hasUnpurchasedGroceries: false,
  hasPendingMealPlans: false,
  hasRecipeSelectionNeeded: false,
  hasEnoughSavedRecipes: false,
  hasCompletedProfile: false,
  unpurchasedItemCount: 0,
  lastPlanningDate: null,
  totalMeals: 0,
  savedRecipeCount: 0,
  recipeCount: 0,
};

const DEFAULT_RANK: Record<TileType, (isCookReady: boolean) => number> = {
  'meal-planning': () => 1,
  'recipe-selection': () => 2,
  'grocery-shopping': () => 3,
  'recipe-discovery': () => 4,
  'cook-mode': (ready) => (ready ? 4 : 5),
  'user-profile': () => 6,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The dashboard's tiles in display order (spec 1 §4, spec 2 §4): Cook Mode first only when the
 * next meal is ready and nothing else is pending; otherwise unpurchased groceries, then pending
 * meal plans, then recipe selection first; the rest by their default ranks.
 */
export function buildDashboardTiles(
  status: TaskStatus,
  nextMeal: NextMeal | null,
): DashboardTile[] {
  const isCookReady = nextMeal !== null;
  const hasNoMeals = status.totalMeals === 0;
  const tiles: Omit<DashboardTile, 'priority'>[] = [];

  tiles.push({
    type: 'meal-planning',
    title: 'Meal Planning',
    description: hasNoMeals
      ? 'Plan your first week!'
      : status.hasPendingMealPlans
        ? `${plural(status.totalMeals, 'meal', 'meals')} planned for the next two weeks`
        : 'Your next two weeks are planned',
    link: '/meal-planner',
    status: status.hasPendingMealPlans || hasNoMeals ? 'todo' : 'done',
    alert: null,
    statusLevel: status.hasPendingMealPlans || hasNoMeals ? 'high' : 'normal',
  });
  if (status.hasRecipeSelectionNeeded) {
    tiles.push({
      type: 'recipe-selection',
      title: 'Recipe Selection',
      description: 'Choose recipes for your planned meals',
      link: '/meal-planner/wizard',
      status: 'todo',
      alert: null,
      statusLevel: 'medium',
    });
  }
  if (status.unpurchasedItemCount > 0) {
    tiles.push({
      type: 'grocery-shopping',
      title: 'Grocery Shopping',
      description: 'Your shopping list is ready',
      link: '/grocery-list',
      status: 'todo',
      alert: `${status.unpurchasedItemCount} items to purchase`,
      statusLevel: 'high',
    });
  }
  tiles.push({
    type: 'recipe-discovery',
    title: 'Recipe Discovery',
    description:
      status.savedRecipeCount < ENOUGH_SAVED_RECIPES
        ? `Build your collection (${status.savedRecipeCount}/${DISCOVERY_GOAL_RECIPES} recipes)`
        : 'Find new recipes to try',
    link: '/recipes/discover',
    status: status.savedRecipeCount < ENOUGH_SAVED_RECIPES ? 'todo' : 'done',
    alert: null,
    statusLevel: status.savedRecipeCount < ENOUGH_SAVED_RECIPES ? 'high' : 'medium',
  });
  tiles.push({
    type: 'cook-mode',
    title: 'Cook Mode',
    description: nextMeal
      ? `Time to cook ${nextMeal.recipeName}`
      : 'Nothing to cook right now: plan a recipe for today',
    link: nextMeal ? `/recipes/${encodeURIComponent(nextMeal.recipeId)}/cook-mode` : '/cook-mode',
    status: nextMeal ? 'todo' : 'done',
    alert: null,
    statusLevel: nextMeal ? 'urgent' : 'low',
  });
  tiles.push({
    type: 'user-profile',
    title: 'User Profile',
    description: status.hasCompletedProfile
      ? 'Your cooking preferences are set'
      : 'Tell us how you cook to get better suggestions',
    link: '/profile',
    status: status.hasCompletedProfile ? 'done' : 'todo',
    alert: null,
    statusLevel: status.hasCompletedProfile ? 'normal' : 'high',
  });

  const promoted: TileType[] = [];
  if (status.hasUnpurchasedGroceries) promoted.push('grocery-shopping');
  if (status.hasPendingMealPlans) promoted.push('meal-planning');
  if (status.hasRecipeSelectionNeeded) promoted.push('recipe-selection');
  const cookFirst = isCookReady && promoted.length === 0;

  const priorityOf = (type: TileType): number => {
    if (cookFirst && type === 'cook-mode') return 0;
    const at = promoted.indexOf(type);
    // Promoted tiles go before every default rank (1 and above), in the spec's order.
    return at >= 0 ? at - promoted.length : DEFAULT_RANK[type](isCookReady);
  };
  return tiles
    .map((tile) => ({ ...tile, priority: priorityOf(tile.type) }))
    .sort(
      (a, b) => a.priority - b.priority || TILE_TYPES.indexOf(a.type) - TILE_TYPES.indexOf(b.type),
    );
}

/** Where the dashboard's next-task link goes (spec 1 §4), first match wins. */
export function nextTaskLink(status: TaskStatus): string {
  if (!status.hasCompletedProfile) return '/profile';
  if (!status.hasEnoughSavedRecipes) return '/recipes';
  if (status.hasUnpurchasedGroceries) return '/grocery-list';
  if (status.hasPendingMealPlans) return '/meal-planner';
  if (status.hasRecipeSelectionNeeded) return '/recipes';
  return '/recipes/discover';
}

export const DashboardQuerySchema = z.object({
  /** The user's own calendar day and hour: which meals are today's and which one is next. */
  today: IsoDateSchema,
  hour: z.coerce.number().int().min(0).max(23),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardSchema = z.object({
  status: TaskStatusSchema,
  tiles: z.array(DashboardTileSchema),
  nextTaskLink: z.string(),
  nextMeal: NextMealSchema.nullable(),
  onboarding: OnboardingViewSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
