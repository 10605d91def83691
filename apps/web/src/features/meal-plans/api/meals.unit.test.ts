import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mealQueryKeys, planMutationOptions } from './meals';

const WEEK = { start: '2026-11-23', end: '2026-11-29' };

function plan(failure: Error) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(mealQueryKeys.range(WEEK), []);
  queryClient.setQueryData(['grocery', 'list'], { lines: [] });
  const tell = vi.fn(async () => {});
  const options = planMutationOptions(queryClient, async () => Promise.reject(failure), tell);
  const run = () =>
    new MutationObserver(queryClient, options).mutate({}).catch((error: unknown) => error);
  return { queryClient, tell, run };
}

describe('a meal change', () => {
  it('refused with 409 reloads the plan and its shopping list and says the meal changed elsewhere', async () => {
    const { queryClient, tell, run } = plan(
      new ApiError(
        409,
        'CONFLICT',
        'This meal was changed elsewhere. Reload to see the latest version.',
      ),
    );

    await run();

    expect(tell).toHaveBeenCalledWith(
      expect.objectContaining({
        title: MEAL_MESSAGES.changedElsewhereTitle,
        message: MEAL_MESSAGES.changedElsewhereReloaded,
      }),
    );
    expect(queryClient.getQueryState(mealQueryKeys.range(WEEK))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['grocery', 'list'])?.isInvalidated).toBe(true);
  });

  it('failing otherwise leaves the message to the screen that asked', async () => {
    const { tell, run } = plan(new ApiError(404, 'NOT_FOUND', 'Meal not found'));

    await run();

    expect(tell).not.toHaveBeenCalled();
  });
});
