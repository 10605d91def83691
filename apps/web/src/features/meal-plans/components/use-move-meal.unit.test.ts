import { MEAL_MESSAGES, type Meal } from '@simmer/domain/meal-plans';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mealQueryKeys } from '../api/meals';
import { moveMealOptions, type MoveVariables } from './use-move-meal';

const WEEK = { start: '2026-11-23', end: '2026-11-29' };
const CONFLICT = {
  error: {
    code: 'CONFLICT',
    message: 'This meal was changed elsewhere. Reload to see the latest version.',
  },
};

function meal(patch: Partial<Meal>): Meal {
  return {
    id: 'm1',
    date: '2026-11-23',
    mealType: 'dinner',
    servings: 2,
    notes: '',
    kind: 'placeholder',
    isPlaceholder: true,
    title: null,
    recipeId: null,
    recipe: null,
    mealItemId: null,
    name: null,
    ingredients: [],
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The planner's cache with one loaded week, and a move mutation as the board uses it. */
function planner(meals: Meal[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(mealQueryKeys.range(WEEK), meals);
  const tell = vi.fn(async () => {});
  // One set of options for every drop, as the board's hook keeps them.
  const options = moveMealOptions(queryClient, tell);
  const drop = (variables: MoveVariables) =>
    new MutationObserver(queryClient, options).mutate(variables).catch((error: unknown) => error);
  return { queryClient, tell, drop };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moving a meal on the planner', () => {
  it('sends the version the user saw with the move', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return json(meal({ date: '2026-11-24', version: 4 }));
    });
    const { drop } = planner([meal({ version: 3 })]);

    await drop({ id: 'm1', version: 3, date: '2026-11-24', mealType: 'dinner' });

    expect(bodies).toEqual([{ date: '2026-11-24', mealType: 'dinner', version: 3 }]);
  });

  it('on a 409 reloads the plan and says the meal changed elsewhere', async () => {
    vi.stubGlobal('fetch', () => json(CONFLICT, 409));
    const { queryClient, tell, drop } = planner([meal({})]);

    await drop({ id: 'm1', version: 1, date: '2026-11-25', mealType: 'lunch' });

    expect(tell).toHaveBeenCalledWith(
      expect.objectContaining({ message: MEAL_MESSAGES.changedElsewhereReloaded }),
    );
    expect(tell).not.toHaveBeenCalledWith(
      expect.objectContaining({ message: MEAL_MESSAGES.updateFailed }),
    );
    expect(queryClient.getQueryState(mealQueryKeys.range(WEEK))?.isInvalidated).toBe(true);
  });

  it('sends a second drop made before the first was answered with the version the first made', async () => {
    const bodies: { version: number; date: string }[] = [];
    let version = 1;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { version: number; date: string };
      bodies.push(body);
      if (body.version !== version) return json(CONFLICT, 409);
      version += 1;
      return json(meal({ date: body.date, version }));
    });
    const { tell, drop } = planner([meal({})]);

    const first = drop({ id: 'm1', version: 1, date: '2026-11-24', mealType: 'dinner' });
    const second = drop({ id: 'm1', version: 1, date: '2026-11-26', mealType: 'dinner' });
    await Promise.all([first, second]);

    expect(bodies).toEqual([
      { date: '2026-11-24', mealType: 'dinner', version: 1 },
      { date: '2026-11-26', mealType: 'dinner', version: 2 },
    ]);
    expect(tell).not.toHaveBeenCalled();
  });

  it('still refuses a drop whose meal changed elsewhere, even after a move of this tab', async () => {
    const bodies: { version: number }[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { version: number; date: string };
      bodies.push(body);
      return body.version === 1 ? json(meal({ date: body.date, version: 2 })) : json(CONFLICT, 409);
    });
    const { tell, drop } = planner([meal({}), meal({ id: 'm2', version: 7 })]);

    await drop({ id: 'm1', version: 1, date: '2026-11-24', mealType: 'dinner' });
    await drop({ id: 'm2', version: 6, date: '2026-11-24', mealType: 'lunch' });

    expect(bodies.map((body) => body.version)).toEqual([1, 6]);
    expect(tell).toHaveBeenCalledWith(
      expect.objectContaining({ message: MEAL_MESSAGES.changedElsewhereReloaded }),
    );
  });
});
