import { RECIPE_PAGE_SIZE } from '@simmer/domain/recipes';
import { describe, expect, it } from 'vitest';
import { defaultGroceryRange } from '@/features/grocery/grocery-range';
import { weekOf } from '@/features/meal-plans/week';
import { recipeUrl, recipeVideosUrl } from '@/features/recipes/api/recipe-url';
import { DEFAULT_RECIPE_FILTERS, recipePageUrl } from '@/features/recipes/recipe-list-filters';
import { earlyRequests, plannerMealsUrl } from './early-requests';

// A Thursday evening, local time: the planner's and the list's days come from the local calendar.
const NOW = new Date(2026, 10, 26, 21, 30);

describe('early requests: the addresses each screen asks for first, and no other', () => {
  it('asks for the Recipe Box’s first page exactly as the list does', () => {
    expect(earlyRequests('/recipes', '', NOW)).toEqual([
      recipePageUrl(DEFAULT_RECIPE_FILTERS, 0, RECIPE_PAGE_SIZE),
    ]);
  });

  it('asks for the shopping list’s default range exactly as the list does', () => {
    const range = defaultGroceryRange(NOW);
    expect(earlyRequests('/grocery-list/', '', NOW)).toEqual([
      `/api/grocery?start=${range.start}&end=${range.end}`,
    ]);
  });

  it('asks for the planner’s settings, then the week they start', () => {
    expect(earlyRequests('/meal-planner', '', NOW)).toEqual(['/api/me/settings']);
    for (const weekStartsOn of ['sunday', 'monday'] as const) {
      const week = weekOf('2026-11-26', weekStartsOn);
      expect(plannerMealsUrl(NOW, weekStartsOn)).toBe(
        `/api/meals?start=${week.start}&end=${week.end}`,
      );
    }
  });

  it('leaves addresses with parameters, and other screens, to the screen itself', () => {
    expect(earlyRequests('/recipes', '?q=soup', NOW)).toEqual([]);
    expect(earlyRequests('/grocery-list', '?start=2026-11-01&end=2026-11-02', NOW)).toEqual([]);
    expect(earlyRequests('/meal-planner', '?week=2026-12-01', NOW)).toEqual([]);
    expect(earlyRequests('/', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/new', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/add', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/discover', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/edit/abc', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/abc/print', '', NOW)).toEqual([]);
    expect(earlyRequests('/recipes/%E0%A4%A', '', NOW)).toEqual([]);
  });

  it('asks for the recipe of a recipe page and of its cook mode exactly as the recipe’s query does', () => {
    expect(earlyRequests('/recipes/abc', '', NOW)).toEqual([recipeUrl('abc')]);
    expect(earlyRequests('/recipes/abc/cook-mode', '', NOW)).toEqual([
      recipeUrl('abc'),
      recipeVideosUrl('abc'),
    ]);
    expect(earlyRequests('/recipes/a%20b/cook-mode/', '?step=2', NOW)).toEqual([
      recipeUrl('a b'),
      recipeVideosUrl('a b'),
    ]);
  });
});
