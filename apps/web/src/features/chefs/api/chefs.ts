import type {
  ChefApplication,
  ChefApplicationInput,
  ChefLeadResult,
  ChefsConfig,
  CreateChefLeadInput,
  MyChefApplication,
} from '@simmer/domain/chefs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const chefSignupQueryKeys = {
  config: ['chefs', 'config'] as const,
  application: ['chefs', 'application'] as const,
};

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});

/** The server's settings for the chef landing page: the demo calendar (GET /api/chefs/config). */
export function useChefsConfig() {
  return useQuery({
    queryKey: chefSignupQueryKeys.config,
    queryFn: () => apiFetch<ChefsConfig>('/api/chefs/config'),
    staleTime: Infinity,
  });
}

/** Saves the calculator's email as a chef lead; answers the figures the server computed. */
export function useSaveChefLead() {
  return useMutation({
    mutationFn: (input: CreateChefLeadInput) =>
      apiFetch<ChefLeadResult>('/api/chefs/leads', json('POST', input)),
  });
}

/** The signed-in user's latest chef application, null before the first. */
export function useMyChefApplication(enabled: boolean) {
  return useQuery({
    queryKey: chefSignupQueryKeys.application,
    queryFn: async () => (await apiFetch<MyChefApplication>('/api/chefs/application')).application,
    enabled,
  });
}

/** Applies to become a chef, or updates the pending application. */
export function useApplyToBeChef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChefApplicationInput) =>
      apiFetch<ChefApplication>('/api/chefs/application', json('PUT', input)),
    onSuccess: (application) =>
      queryClient.setQueryData(chefSignupQueryKeys.application, application),
  });
}
