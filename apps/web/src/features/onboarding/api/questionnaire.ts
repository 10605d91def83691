import { toIsoDay } from '@simmer/domain/meal-plans';
import type {
  PartialQuestionnaireAnswers,
  PreviewLeadInput,
  PreviewLeadResult,
  PreviewPlan,
} from '@simmer/domain/onboarding';
import type { AcceptPlanInput, AcceptPlanResult } from '@simmer/domain/planning';
import type { Profile } from '@simmer/domain/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { saveQuestionnaire, type OnboardingData } from '@/lib/onboarding-data';
import { dashboardQueryKeys } from './dashboard';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** Saves a finished questionnaire to the signed-in account; the profile screens read it fresh. */
export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: PartialQuestionnaireAnswers) => saveQuestionnaire(answers),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(['profile'], profile);
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
    },
  });
}

/** The visitor's preview week (POST /api/onboarding/preview-plan); the same answers, the same week. */
export function usePreviewPlan(data: OnboardingData | null) {
  const today = toIsoDay(new Date());
  return useQuery({
    queryKey: ['preview-plan', today, data],
    queryFn: ({ signal }) =>
      apiFetch<PreviewPlan>('/api/onboarding/preview-plan', {
        ...post({ today, ...data }),
        signal,
      }),
    enabled: data !== null,
    staleTime: Infinity,
    retry: 1,
  });
}

/** Save Your Meal Plan: the email left on the preview. */
export function useSavePreviewLead() {
  return useMutation({
    mutationFn: (lead: PreviewLeadInput) =>
      apiFetch<PreviewLeadResult>('/api/onboarding/preview-leads', post(lead)),
  });
}

/** Puts a previewed week into the planner through Plan my week's accept. */
export function useAcceptPreviewWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PreviewPlan) => {
      const meals: AcceptPlanInput['meals'] = plan.days.flatMap((day) =>
        (
          [
            ['breakfast', day.breakfast],
            ['lunch', day.lunch],
            ['dinner', day.dinner],
            ...day.snacks.map((snack) => ['snack', snack] as const),
          ] as const
        ).flatMap(([mealType, meal]) =>
          meal
            ? [
                {
                  date: day.date,
                  mealType,
                  servings: meal.servings,
                  kind: meal.leftoverOf ? ('leftover' as const) : ('recipe' as const),
                  recipeId: meal.recipeId,
                },
              ]
            : [],
        ),
      );
      return apiFetch<AcceptPlanResult>(
        '/api/planning/week/accept',
        post({ today: toIsoDay(new Date()), weekStart: plan.weekStart, meals }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
