import type { MealCommandResult } from '@simmer/domain/meal-commands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePlan } from './meals';

/** The server may ask the AI model (up to a minute) before it answers. */
const MEAL_COMMAND_TIMEOUT_MS = 90_000;

export interface MealCommandRequest {
  text: string;
  image: File | null;
  /** The user's today, their calendar day. */
  today: string;
  /** The same for a retry of the same message, so it is carried out once (useRetryKey). */
  idempotencyKey?: string;
}

/** Sends a Smart Meal Planning message, or a photo with optional text, to the assistant. */
export function sendMealCommand({ text, image, today, idempotencyKey }: MealCommandRequest) {
  if (image) {
    const form = new FormData();
    form.append('file', image);
    const query = new URLSearchParams({ today, text });
    return apiFetch<MealCommandResult>(`/api/meal-commands/photo?${query.toString()}`, {
      method: 'POST',
      body: form,
      timeoutMs: MEAL_COMMAND_TIMEOUT_MS,
      idempotencyKey,
    });
  }
  return apiFetch<MealCommandResult>('/api/meal-commands', {
    method: 'POST',
    body: JSON.stringify({ text, today }),
    timeoutMs: MEAL_COMMAND_TIMEOUT_MS,
    idempotencyKey,
  });
}

/** POST /api/meal-commands(/photo); whatever the answer, the plan and the list reload. */
export function useMealCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMealCommand,
    onSettled: () => invalidatePlan(queryClient),
  });
}
