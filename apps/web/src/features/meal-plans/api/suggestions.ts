import type { WizardSuggestions } from '@simmer/domain/suggestions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * The Recipe Wizard's suggestions for a placeholder meal, minus the excluded recipes
 * (GET /api/meals/:id/suggestions). Null asks for nothing.
 */
export function useWizardSuggestions(mealId: string | null, exclude: readonly string[]) {
  return useQuery({
    queryKey: ['suggestions', mealId, exclude.join(',')] as const,
    queryFn: ({ signal }) => {
      const query = exclude.length > 0 ? `?exclude=${encodeURIComponent(exclude.join(','))}` : '';
      return apiFetch<WizardSuggestions>(
        `/api/meals/${encodeURIComponent(mealId!)}/suggestions${query}`,
        { signal },
      ).then((body) => body.suggestions);
    },
    enabled: mealId !== null,
    // Each load is a fresh draw the wizard walks through; it is not refetched under the user.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
