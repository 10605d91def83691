import type { Recipe } from '@simmer/domain/recipes';
import type { RecipeVideos } from '@simmer/domain/recipe-video';
import type { Stories, StoryRecipe } from '@simmer/domain/suggestions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Spec 3 §9: the stories feed holds at most 20 recipes; a chosen list is shown as long. */
const MAX_STORY_RECIPES = 20;

export const storyQueryKeys = {
  all: ['stories'] as const,
  list: (ids: readonly string[] | null) => ['stories', ids?.join(',') ?? 'feed'] as const,
};

const recipeUrl = (id: string) => `/api/recipes/${encodeURIComponent(id)}`;

/** One chosen recipe with its short video; null when it is gone or no longer visible. */
async function fetchStoryRecipe(id: string, signal: AbortSignal): Promise<StoryRecipe | null> {
  try {
    const recipe = await apiFetch<Recipe>(recipeUrl(id), { signal });
    // A locked premium recipe has no video to show (the API says so too).
    const videos = recipe.isLocked
      ? null
      : await apiFetch<RecipeVideos>(`${recipeUrl(id)}/videos`, { signal }).catch(() => null);
    return { ...recipe, shortVideoUrl: videos?.shortFormUrl ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The story viewer's recipes (spec 2 §4): the recipes the Recipe Box chose (ids), else the stories
 * feed (GET /api/stories).
 */
export function useStoryRecipes(ids: readonly string[] | null) {
  return useQuery({
    queryKey: storyQueryKeys.list(ids),
    queryFn: async ({ signal }): Promise<StoryRecipe[]> => {
      if (!ids) return (await apiFetch<Stories>('/api/stories', { signal })).recipes;
      const recipes = await Promise.all(
        ids.slice(0, MAX_STORY_RECIPES).map((id) => fetchStoryRecipe(id, signal)),
      );
      return recipes.filter((recipe): recipe is StoryRecipe => recipe !== null);
    },
    // The viewer walks one draw; it is not refetched under the user.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/**
 * Likes or unlikes a recipe (the user's saved recipes, PUT or DELETE /api/recipes/:id/save).
 * Spec 2 §8: a like failure is only logged; the heart goes back.
 */
export function useLikeStoryRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'recipe-saves' },
    mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) =>
      apiFetch<{ isSaved: boolean }>(`${recipeUrl(id)}/save`, {
        method: isLiked ? 'PUT' : 'DELETE',
      }),
    onSuccess: ({ isSaved }, { id }) =>
      queryClient.setQueriesData<StoryRecipe[]>({ queryKey: storyQueryKeys.all }, (recipes) =>
        recipes?.map((recipe) => (recipe.id === id ? { ...recipe, isSaved } : recipe)),
      ),
    onError: (error) => console.error('Failed to like recipe', error),
    // The Recipe Box shows the same hearts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['recipes'] }),
  });
}

/** A link to the recipe anyone can open (POST /api/recipes/:id/shares, spec 2 §7 shareEvents). */
export async function createShareLink(recipeId: string): Promise<string> {
  const { url } = await apiFetch<{ url: string }>(`${recipeUrl(recipeId)}/shares`, {
    method: 'POST',
    body: JSON.stringify({ platform: 'web' }),
  });
  return url;
}
