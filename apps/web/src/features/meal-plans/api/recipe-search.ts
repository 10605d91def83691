import type { Recipe, RecipeSummary } from '@simmer/domain/recipes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** How many recipes the side panel lists; refining the search finds the rest. */
export const RECIPE_SEARCH_LIMIT = 20;

export interface RecipeSearchPage {
  recipes: RecipeSummary[];
  nextCursor: number | null;
}

// Apart from the Recipe Box's keys: meal changes do not make this list stale.
export const recipeSearchQueryKeys = {
  all: ['meal-panel-recipes'] as const,
  search: (query: string) => ['meal-panel-recipes', 'search', query] as const,
  detail: (id: string) => ['meal-panel-recipes', 'detail', id] as const,
};

/** The first 20 recipes the user may see that match a search, newest first (GET /api/recipes). */
export function useRecipeSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: recipeSearchQueryKeys.search(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(RECIPE_SEARCH_LIMIT) });
      if (q) params.set('q', q);
      return apiFetch<RecipeSearchPage>(`/api/recipes?${params.toString()}`, { signal });
    },
    // The old results stay on screen while the next search loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One recipe with its ingredients and steps (GET /api/recipes/:id), loaded once opened. */
export function useRecipeDetails(id: string | null) {
  return useQuery({
    queryKey: recipeSearchQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<Recipe>(`/api/recipes/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
