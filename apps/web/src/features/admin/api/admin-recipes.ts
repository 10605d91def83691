import {
  REPROCESS_BATCH_SIZE,
  type AdminRecipePage,
  type AdminRecipesFilter,
  type ReprocessTally,
} from '@simmer/domain/admin';
import type { ReprocessIngredientsResult } from '@simmer/domain/ingredients';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { adminQueryKeys } from './admin';

const recipesKey = (filter: AdminRecipesFilter, page: number) =>
  [...adminQueryKeys.all, 'recipes', filter.q ?? '', filter.visibility ?? '', page] as const;

/** The filter as a query string (the list and its CSV export take the same one). */
export function adminRecipesQuery(filter: AdminRecipesFilter, page?: number): string {
  return new URLSearchParams({
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.visibility ? { visibility: filter.visibility } : {}),
    ...(page ? { page: String(page) } : {}),
  }).toString();
}

export const adminRecipesExportUrl = (filter: AdminRecipesFilter) => {
  const query = adminRecipesQuery(filter);
  return `/api/admin/recipes/export.csv${query ? `?${query}` : ''}`;
};

/** One page of every recipe (GET /api/admin/recipes); the previous page stays while typing. */
export function useAdminRecipes(filter: AdminRecipesFilter, page: number) {
  return useQuery({
    queryKey: recipesKey(filter, page),
    queryFn: () =>
      apiFetch<AdminRecipePage>(`/api/admin/recipes?${adminRecipesQuery(filter, page)}`),
    placeholderData: keepPreviousData,
  });
}

export const reprocessRecipe = (recipeId: string) =>
  apiFetch<ReprocessIngredientsResult>(
    `/api/admin/recipes/${encodeURIComponent(recipeId)}/reprocess-ingredients`,
    { method: 'POST' },
  );

export interface ReprocessOutcome extends ReprocessTally {
  recipes: number;
  failed: number;
}

/**
 * Reprocesses the ingredients of a selection of recipes, REPROCESS_BATCH_SIZE at a time (spec 3
 * §9): each batch is sent together and awaited before the next. Adds up the server's counts; a
 * recipe that fails is counted and the rest go on. `onProgress` hears how many recipes are done.
 */
export async function reprocessInBatches(
  recipeIds: readonly string[],
  reprocess: (recipeId: string) => Promise<ReprocessTally>,
  onProgress: (done: number) => void = () => {},
): Promise<ReprocessOutcome> {
  const outcome: ReprocessOutcome = {
    recipes: recipeIds.length,
    failed: 0,
    processed: 0,
    total: 0,
    matched: 0,
  };
  for (let start = 0; start < recipeIds.length; start += REPROCESS_BATCH_SIZE) {
    const batch = recipeIds.slice(start, start + REPROCESS_BATCH_SIZE);
    const results = await Promise.allSettled(batch.map((id) => reprocess(id)));
    for (const result of results) {
      if (result.status === 'rejected') {
        outcome.failed += 1;
        continue;
      }
      outcome.processed += result.value.processed;
      outcome.total += result.value.total;
      outcome.matched += result.value.matched;
    }
    onProgress(start + batch.length);
  }
  return outcome;
}

/** The Recipes tab's reprocessing: `progress` is how many recipes are done while it runs. */
export function useReprocessRecipes() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = useCallback(
    async (recipeIds: readonly string[]): Promise<ReprocessOutcome> => {
      setProgress({ done: 0, total: recipeIds.length });
      try {
        return await reprocessInBatches(recipeIds, reprocessRecipe, (done) =>
          setProgress({ done, total: recipeIds.length }),
        );
      } finally {
        setProgress(null);
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      }
    },
    [queryClient],
  );

  return { run, progress, isRunning: progress !== null };
}
