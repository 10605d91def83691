import { useQuery } from '@tanstack/react-query';

/**
 * The recipe id of today's next scheduled meal: the Cook navigation item. The navigation is on
 * every page, the landing page included, so the planner's code loads only once someone is
 * signed in. Under ['meals'], so every meal change refreshes it; the time of day decides which
 * meal is next, so it is looked at again every 10 minutes.
 */
export function useNextMealRecipeId(isSignedIn: boolean): string | null | undefined {
  return useNextMealRecipeQuery(isSignedIn).data;
}

/** The same, with its loading and error states: /cook-mode waits for it before moving on. */
export function useNextMealRecipeQuery(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['meals', 'next-recipe'],
    queryFn: ({ signal }) =>
      import('./next-meal-recipe').then((module) => module.fetchNextMealRecipeId(signal)),
    enabled: isSignedIn,
    refetchInterval: 600_000,
  });
}
