import type { Dashboard, OnboardingView } from '@simmer/domain/onboarding';
import { toIsoDay } from '@simmer/domain/meal-plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  at: (today: string, hour: number) => ['dashboard', today, hour] as const,
};

/**
 * The dashboard in one request (GET /api/dashboard): the user's own day and hour decide which
 * meals are today's and which one is next. Never cached across visits: it sums up every other
 * screen, so each visit asks again.
 */
export function useDashboard() {
  const now = new Date();
  const today = toIsoDay(now);
  const hour = now.getHours();
  return useQuery({
    queryKey: dashboardQueryKeys.at(today, hour),
    queryFn: ({ signal }) =>
      apiFetch<Dashboard>(`/api/dashboard?today=${today}&hour=${hour}`, { signal }),
    refetchOnMount: 'always',
    retry: 1,
  });
}

/** Skips the onboarding (POST /api/onboarding/skip). */
export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<OnboardingView>('/api/onboarding/skip', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
  });
}
