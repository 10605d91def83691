import { MEAL_COMMAND_MESSAGES } from '@simmer/domain/meal-commands';
import { ApiError } from '@/lib/api-client';

/**
 * What Smart Meal Planning says when a message fails: the server's own words when it explains a
 * refusal (4xx, or 503 when the AI failed and nothing changed), else spec 2 §8's default.
 */
export function mealCommandFailure(error: Error): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  if (error instanceof ApiError && error.status === 503) return error.message;
  return MEAL_COMMAND_MESSAGES.failed;
}
