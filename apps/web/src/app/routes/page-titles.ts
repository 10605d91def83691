import { ApiError } from '@/lib/api-client';

interface LoadedThing {
  data?: { name: string };
  error: unknown;
}

/**
 * The title of a page about one thing it loads: the thing's name, what its failure says (as the
 * page's heading does), or null while it loads.
 */
export function titleOfLoaded(
  query: LoadedThing,
  titles: { notFound: string; failed: string },
): string | null {
  if (query.data) return query.data.name;
  if (!query.error) return null;
  return query.error instanceof ApiError && query.error.status !== 404
    ? titles.failed
    : titles.notFound;
}

export const RECIPE_FAILURE_TITLES = {
  notFound: 'Recipe not found',
  failed: 'Failed to load recipe',
} as const;
