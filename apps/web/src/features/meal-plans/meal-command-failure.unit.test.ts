import { MEAL_COMMAND_MESSAGES } from '@simmer/domain/meal-commands';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mealCommandFailure } from './meal-command-failure';

describe('mealCommandFailure', () => {
  it('shows the server’s explanation of a refusal or of a failed AI call', () => {
    expect(
      mealCommandFailure(new ApiError(422, 'UNPROCESSABLE', 'Simmer could not read “x”.')),
    ).toBe('Simmer could not read “x”.');
    expect(
      mealCommandFailure(
        new ApiError(
          503,
          'UNAVAILABLE',
          'Invalid response from AI. Nothing in your plan was changed.',
        ),
      ),
    ).toBe('Invalid response from AI. Nothing in your plan was changed.');
  });

  it('falls back to the spec’s default for anything else', () => {
    expect(mealCommandFailure(new ApiError(500, 'INTERNAL', 'An unexpected error occurred'))).toBe(
      MEAL_COMMAND_MESSAGES.failed,
    );
    expect(mealCommandFailure(new ApiError(0, 'NETWORK', 'offline'))).toBe(
      MEAL_COMMAND_MESSAGES.failed,
    );
    expect(mealCommandFailure(new Error('boom'))).toBe(MEAL_COMMAND_MESSAGES.failed);
  });
});
