import type { Recipe } from '@simmer/domain/recipes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const PAGE_SIZE = 20;

export interface RecipePage {
  recipes: Recipe[];
  nextCursor: number | null;
}

/** Every query key of the recipe screens. */
export const recipeQueryKeys = {
  all: ['recipes'] as const,
  lists: ['recipes', 'list'] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
};

/** The recipes the user may see, newest first, 20 at a time (GET /api/recipes). */
export function useRecipePages() {
  return useInfiniteQuery({
    queryKey: recipeQueryKeys.lists,
    queryFn: ({ pageParam }) =>
      apiFetch<RecipePage>(`/api/recipes?cursor=${pageParam}&limit=${PAGE_SIZE}`),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** One recipe (GET /api/recipes/:id); a premium recipe not bought comes locked. */
export function useRecipe(id: string) {
  return useQuery({
    queryKey: recipeQueryKeys.detail(id),
    queryFn: () => apiFetch<Recipe>(`/api/recipes/${encodeURIComponent(id)}`),
  });
}

/** Deletes a recipe the user created, then returns to the Recipe Box. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/recipes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      await navigate(paths.recipes);
      // Removed only after leaving, so the open detail page does not refetch a deleted recipe.
      queryClient.removeQueries({ queryKey: recipeQueryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: recipeQueryKeys.lists });
    },
    onError: () => {
      void notify({ color: 'red', message: 'Failed to delete recipe' });
    },
  });
}
