import {
  RECIPE_PAGE_SIZE,
  type Recipe,
  type RecipeListCounts,
  type RecipeSummary,
} from '@simmer/domain/recipes';
import {
  type InfiniteData,
  type QueryClient,
  mutationOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { chefQueryKeys } from './chefs';
import {
  DEFAULT_RECIPE_FILTERS,
  filtersToApiQuery,
  recipeCountsUrl,
  recipePageUrl,
  type RecipeListFilters,
} from '../recipe-list-filters';
import { recipeUrl } from './recipe-url';

export interface RecipePage {
  recipes: RecipeSummary[];
  nextCursor: number | null;
}

export interface SaveState {
  isSaved: boolean;
  saveCount: number;
}

export interface ShareResult {
  shareId: string;
  url: string;
}

/** Every query key of the recipe screens. */
export const recipeQueryKeys = {
  all: ['recipes'] as const,
  /** Prefix of every Recipe Box list, whatever its filters. */
  lists: ['recipes', 'list'] as const,
  /** One filtered list; keyed by its API query, so equal filters share a cache entry. */
  list: (filters: RecipeListFilters) => ['recipes', 'list', filtersToApiQuery(filters)] as const,
  /** Prefix of every list's counts. */
  allCounts: ['recipes', 'counts'] as const,
  /** How many recipes one filtered list holds, in all and per category (the order aside). */
  counts: (filters: RecipeListFilters) => ['recipes', 'counts', recipeCountsUrl(filters)] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
  /** The working shared links of one recipe the user may manage. */
  shares: (id: string) => ['recipes', 'shares', id] as const,
};

const saveMutationKey = ['recipes', 'save'] as const;

/**
 * The recipes the user may see, filtered, searched and sorted by the server, 20 at a time
 * (GET /api/recipes).
 */
export function useRecipePages(filters: RecipeListFilters = DEFAULT_RECIPE_FILTERS) {
  return useInfiniteQuery({
    queryKey: recipeQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RecipePage>(recipePageUrl(filters, pageParam, RECIPE_PAGE_SIZE), { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Where a recipe's file downloads: schema.org Recipe JSON-LD (GET /api/recipes/:id/export). */
export const recipeExportUrl = (id: string) => `/api/recipes/${encodeURIComponent(id)}/export`;

/**
 * How many recipes match the list's filters, in all and per category (GET /api/recipes/counts).
 * Counting reads every match, so it waits until `isEnabled` (the first page is shown): the list
 * never waits for it.
 */
export function useRecipeCounts(filters: RecipeListFilters, isEnabled: boolean) {
  return useQuery({
    queryKey: recipeQueryKeys.counts(filters),
    queryFn: ({ signal }) => apiFetch<RecipeListCounts>(recipeCountsUrl(filters), { signal }),
    enabled: isEnabled,
  });
}

/** One recipe (GET /api/recipes/:id); a premium recipe not bought comes locked. */
export function useRecipe(id: string) {
  return useQuery({
    queryKey: recipeQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Recipe>(recipeUrl(id), { signal }),
  });
}

/** Deletes a recipe the user created, then returns to the Recipe Box. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(recipeUrl(id), { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      await navigate(paths.recipes);
      // Removed only after leaving, so the open detail page does not refetch a deleted recipe.
      queryClient.removeQueries({ queryKey: recipeQueryKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.allCounts }),
      ]);
    },
    onError: () => {
      void notify({ color: 'red', message: 'Failed to delete recipe' });
    },
  });
}

/** Applies a change to one recipe wherever it is cached: every loaded list page and its detail. */
function patchCachedRecipe(
  queryClient: QueryClient,
  id: string,
  patch: <R extends RecipeSummary>(recipe: R) => R,
) {
  queryClient.setQueriesData<InfiniteData<RecipePage>>(
    { queryKey: recipeQueryKeys.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.recipes.some((recipe) => recipe.id === id)
            ? {
                ...page,
                recipes: page.recipes.map((recipe) => (recipe.id === id ? patch(recipe) : recipe)),
              }
            : page,
        ),
      },
  );
  queryClient.setQueryData<Recipe>(recipeQueryKeys.detail(id), (recipe) => recipe && patch(recipe));
}

function withSaved(isSaved: boolean) {
  return <R extends RecipeSummary>(recipe: R): R =>
    recipe.isSaved === isSaved
      ? recipe
      : {
          ...recipe,
          isSaved,
          saveCount: Math.max(0, recipe.saveCount + (isSaved ? 1 : -1)),
        };
}

export interface SaveVariables {
  id: string;
  isSaved: boolean;
}

/**
 * Saves (likes) or unsaves a recipe, optimistically (spec 2 §4): every cached list page and the
 * detail change at once, and change back with a toast if the server refuses. Each request says
 * the state wanted (PUT or DELETE), and they go one at a time in the order of the taps, so a quick
 * save and unsave cannot land the other way round.
 */
export function setRecipeSavedOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: saveMutationKey,
    scope: { id: 'recipe-saves' },

    mutationFn: ({ id, isSaved }: SaveVariables) =>
      apiFetch<SaveState>(`/api/recipes/${encodeURIComponent(id)}/save`, {
        method: isSaved ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ id, isSaved }) => {
      // A list or detail fetch already under way would bring back the old state.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: recipeQueryKeys.lists }),
        queryClient.cancelQueries({ queryKey: recipeQueryKeys.detail(id) }),
      ]);
      patchCachedRecipe(queryClient, id, withSaved(isSaved));
    },
    onSuccess: (state, { id }) => {
      patchCachedRecipe(queryClient, id, (recipe) => ({ ...recipe, ...state }));
    },
    onError: (_error, { id, isSaved }) => {
      // Undo only this recipe's change: restoring a whole snapshot would also undo other hearts
      // toggled meanwhile.
      patchCachedRecipe(queryClient, id, withSaved(!isSaved));
      void notify({
        color: 'red',
        title: 'Error',
        message: isSaved ? 'Failed to save recipe' : 'Failed to remove recipe from saved',
      });
    },
    onSettled: async (_data, _error, { id }) => {
      // While other hearts are still in flight, their refetch will bring this one's state too.
      if (queryClient.isMutating({ mutationKey: saveMutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.lists }),
        // Favorites' count moves with the heart.
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.allCounts }),
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.detail(id) }),
        // Chef pages show the same cards with their own copy of each recipe.
        queryClient.invalidateQueries({ queryKey: chefQueryKeys.all }),
      ]);
    },
  });
}

export function useSetRecipeSaved() {
  const queryClient = useQueryClient();
  return useMutation(setRecipeSavedOptions(queryClient));
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

class ClipboardError extends Error {
  override name = 'ClipboardError';
}

async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new ClipboardError("Couldn't copy link to clipboard");
  }
}

/**
 * Shares a recipe (spec 2 §7 shareEvents): records a share event (POST /api/recipes/:id/shares),
 * then opens the device's share sheet, or else copies the shared link to the clipboard.
 */
export function useShareRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipe: Pick<Recipe, 'id' | 'name'>): Promise<ShareOutcome> => {
      const canShareNatively = typeof navigator.share === 'function';
      const { url } = await apiFetch<ShareResult>(
        `/api/recipes/${encodeURIComponent(recipe.id)}/shares`,
        {
          method: 'POST',
          body: JSON.stringify({ platform: canShareNatively ? 'native' : 'web' }),
        },
      );
      if (canShareNatively) {
        try {
          await navigator.share({
            title: recipe.name,
            text: `Check out this recipe for ${recipe.name}`,
            url,
          });
          return 'shared';
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
          // No share sheet after all (e.g. the click's activation expired): copy instead.
        }
      }
      await copyToClipboard(url);
      return 'copied';
    },
    // The link exists once the server answered, even if copying it failed afterwards.
    onSettled: (_outcome, _error, recipe) =>
      queryClient.invalidateQueries({ queryKey: recipeQueryKeys.shares(recipe.id) }),
    onSuccess: (outcome) => {
      if (outcome === 'copied') {
        void notify({ color: 'green', message: 'Share link copied to clipboard!' });
      }
    },
    onError: (error) => {
      void notify(
        error instanceof ClipboardError
          ? { color: 'red', title: 'Error', message: error.message }
          : { color: 'red', message: 'Failed to share recipe' },
      );
    },
  });
}
