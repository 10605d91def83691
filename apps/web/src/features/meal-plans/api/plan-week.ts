import type {
  AcceptPlanInput,
  AcceptPlanResult,
  PlanWeekInput,
  WeekPlan,
} from '@simmer/domain/planning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePlan } from './meals';

/** A proposed week from the cooking profile; nothing is saved (POST /api/planning/week). */
export function useProposeWeek() {
  return useMutation({
    mutationFn: (input: PlanWeekInput) =>
      apiFetch<WeekPlan>('/api/planning/week', { method: 'POST', body: JSON.stringify(input) }),
  });
}

/** Saves the chosen meals of a proposed week in one request (POST /api/planning/week/accept). */
export function useAcceptWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: AcceptPlanInput & { idempotencyKey?: string }) =>
      apiFetch<AcceptPlanResult>('/api/planning/week/accept', {
        method: 'POST',
        body: JSON.stringify(input),
        idempotencyKey,
      }),
    onSettled: () => invalidatePlan(queryClient),
  });
}
