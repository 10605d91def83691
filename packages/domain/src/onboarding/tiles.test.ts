import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../meal-plans/schemas';
import { buildDashboardTiles, EMPTY_TASK_STATUS, nextTaskLink, type NextMeal } from './tiles';

const empty = EMPTY_TASK_STATUS;
const ready: NextMeal = { recipeId: 'r1', recipeName: 'Soup', mealType: 'lunch' };
const settled: TaskStatus = {
  ...empty,
  hasEnoughSavedRecipes: true,
  hasCompletedProfile: true,
  totalMeals: 10,
  savedRecipeCount: 8,
  recipeCount: 8,
};

const order = (status: TaskStatus, next: NextMeal | null = null) =>
  buildDashboardTiles(status, next).map((tile) => tile.type);

describe('buildDashboardTiles ordering', () => {
  it.each([
    {
      name: 'a new account: planning first, then the default ranks',
      status: { ...empty, hasPendingMealPlans: true },
      next: null,
      order: ['meal-planning', 'recipe-discovery', 'cook-mode', 'user-profile'],
    },
    {
      name: 'nothing pending and the next meal ready: Cook Mode first',
      status: settled,
      next: ready,
      order: ['cook-mode', 'meal-planning', 'recipe-discovery', 'user-profile'],
    },
    {
      name: 'nothing pending, no meal ready: default ranks, Cook Mode at 5',
      status: settled,
      next: null,
      order: ['meal-planning', 'recipe-discovery', 'cook-mode', 'user-profile'],
    },
    {
      name: 'groceries, pending plans and selection: in that order, then Cook Mode ranked 4',
      status: {
        ...settled,
        hasUnpurchasedGroceries: true,
        unpurchasedItemCount: 3,
        hasPendingMealPlans: true,
        hasRecipeSelectionNeeded: true,
        totalMeals: 2,
      },
      next: ready,
      order: [
        'grocery-shopping',
        'meal-planning',
        'recipe-selection',
        'recipe-discovery',
        'cook-mode',
        'user-profile',
      ],
    },
    {
      name: 'only selection needed: it comes first although the next meal is ready',
      status: { ...settled, hasRecipeSelectionNeeded: true },
      next: ready,
      order: ['recipe-selection', 'meal-planning', 'recipe-discovery', 'cook-mode', 'user-profile'],
    },
    {
      name: 'only groceries: grocery first, then the default ranks',
      status: { ...settled, hasUnpurchasedGroceries: true, unpurchasedItemCount: 1 },
      next: null,
      order: ['grocery-shopping', 'meal-planning', 'recipe-discovery', 'cook-mode', 'user-profile'],
    },
    {
      name: 'the status failed to load (all false): every always-shown tile by rank',
      status: empty,
      next: null,
      order: ['meal-planning', 'recipe-discovery', 'cook-mode', 'user-profile'],
    },
  ])('$name', ({ status, next, order: expected }) => {
    expect(order(status, next)).toEqual(expected);
  });

  it('gives strictly increasing priorities in display order', () => {
    const tiles = buildDashboardTiles(
      {
        ...settled,
        hasUnpurchasedGroceries: true,
        unpurchasedItemCount: 2,
        hasPendingMealPlans: true,
      },
      ready,
    );

    const priorities = tiles.map((t) => t.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
  });
});

describe('buildDashboardTiles rules', () => {
  const tile = (status: TaskStatus, type: string, next: NextMeal | null = null) =>
    buildDashboardTiles(status, next).find((t) => t.type === type);

  it.each([
    {
      name: 'Meal Planning with no meals: high, Plan your first week!',
      got: tile(empty, 'meal-planning'),
      want: { statusLevel: 'high', description: 'Plan your first week!', link: '/meal-planner' },
    },
    {
      name: 'Meal Planning with pending plans: high',
      got: tile({ ...settled, hasPendingMealPlans: true, totalMeals: 3 }, 'meal-planning'),
      want: { statusLevel: 'high', status: 'todo' },
    },
    {
      name: 'Meal Planning planned ahead: normal',
      got: tile(settled, 'meal-planning'),
      want: { statusLevel: 'normal', status: 'done' },
    },
    {
      name: 'Recipe Selection: medium, to the wizard',
      got: tile({ ...settled, hasRecipeSelectionNeeded: true }, 'recipe-selection'),
      want: { statusLevel: 'medium', link: '/meal-planner/wizard' },
    },
    {
      name: 'Grocery Shopping: high with the count',
      got: tile(
        { ...settled, hasUnpurchasedGroceries: true, unpurchasedItemCount: 7 },
        'grocery-shopping',
      ),
      want: { statusLevel: 'high', alert: '7 items to purchase', link: '/grocery-list' },
    },
    {
      name: 'Recipe Discovery under 5 saved: high with the collection count',
      got: tile({ ...empty, savedRecipeCount: 3 }, 'recipe-discovery'),
      want: { statusLevel: 'high', description: 'Build your collection (3/20 recipes)' },
    },
    {
      name: 'Recipe Discovery at 5 saved: medium',
      got: tile({ ...empty, savedRecipeCount: 5, hasEnoughSavedRecipes: true }, 'recipe-discovery'),
      want: { statusLevel: 'medium' },
    },
    {
      name: 'Cook Mode with the next meal ready: urgent, to its recipe',
      got: tile(settled, 'cook-mode', ready),
      want: { statusLevel: 'urgent', link: '/recipes/r1/cook-mode' },
    },
    {
      name: 'User Profile incomplete: high',
      got: tile(empty, 'user-profile'),
      want: { statusLevel: 'high', link: '/profile' },
    },
    {
      name: 'User Profile complete: normal',
      got: tile(settled, 'user-profile'),
      want: { statusLevel: 'normal' },
    },
  ])('$name', ({ got, want }) => {
    expect(got).toMatchObject(want);
  });

  it('hides Recipe Selection and Grocery Shopping when not needed', () => {
    expect(order(settled)).not.toContain('recipe-selection');
    expect(order(settled)).not.toContain('grocery-shopping');
  });
});

describe('nextTaskLink', () => {
  it.each([
    { status: empty, link: '/profile' },
    { status: { ...empty, hasCompletedProfile: true }, link: '/recipes' },
    {
      status: { ...settled, hasUnpurchasedGroceries: true, hasPendingMealPlans: true },
      link: '/grocery-list',
    },
    {
      status: { ...settled, hasPendingMealPlans: true, hasRecipeSelectionNeeded: true },
      link: '/meal-planner',
    },
    { status: { ...settled, hasRecipeSelectionNeeded: true }, link: '/recipes' },
    { status: settled, link: '/recipes/discover' },
  ])('$link', ({ status, link }) => {
    expect(nextTaskLink(status)).toBe(link);
  });
});
