import { MEAL_MESSAGES, RELOAD_AFTER_MOVE_MS, type Meal } from '@simmer/domain/meal-plans';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { invalidatePlan, mealQueryKeys, toastChangedElsewhere } from '../api/meals';
import {
  applyMove,
  ownVersionKey,
  versionAfterOwnChanges,
  withMealVersion,
  type MealMove,
  type OwnVersions,
} from '../meal-board';

const MOVE_KEY = ['meals', 'move'] as const;
const RANGES_KEY = [...mealQueryKeys.all, 'range'] as const;

/** A drop: the meal, the version the user saw it at, and where it goes. */
export type MoveVariables = MealMove & { id: string; version: number };
type RangeKey = ReturnType<typeof mealQueryKeys.range>;

/**
 * The planner's move mutation (PATCH /api/meals/:id). Moves go one at a time in drop order, each
 * naming the version it read, so a late one is refused (409) instead of undoing newer moves.
 */
export function moveMealOptions(queryClient: QueryClient, tell: typeof notify = notify) {
  const own: OwnVersions = new Map();
  const patchRanges = (
    update: (meals: Meal[], range: { start: string; end: string }) => Meal[],
  ) => {
    for (const [key, meals] of queryClient.getQueriesData<Meal[]>({ queryKey: RANGES_KEY })) {
      if (!meals) continue;
      const [, , start, end] = key as RangeKey;
      queryClient.setQueryData(key, update(meals, { start, end }));
    }
  };
  return {
    mutationKey: MOVE_KEY,
    // Queued: the next move is sent once this one is answered, and knows the version it made.
    scope: { id: 'meal-move' },
    mutationFn: ({ id, version, ...move }: MoveVariables) =>
      apiFetch<Meal>(`/api/meals/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify({ ...move, version: versionAfterOwnChanges(own, id, version) }),
      }),
    onMutate: async ({ id, version: _version, ...move }: MoveVariables) => {
      await queryClient.cancelQueries({ queryKey: RANGES_KEY });
      patchRanges((meals, range) => applyMove(meals, id, move, range));
    },
    onSuccess: (moved: Meal, { id, version }: MoveVariables) => {
      own.set(ownVersionKey(id, versionAfterOwnChanges(own, id, version)), moved.version);
      patchRanges((meals) => withMealVersion(meals, id, moved.version));
      setTimeout(() => {
        // A later move still on its way reloads when it lands; reloading now would undo its card.
        if (queryClient.isMutating({ mutationKey: MOVE_KEY }) > 0) return;
        void invalidatePlan(queryClient);
      }, RELOAD_AFTER_MOVE_MS);
    },
    onError: (error: Error) => {
      if (isConflict(error)) toastChangedElsewhere(tell);
      else void tell({ color: 'red', message: MEAL_MESSAGES.updateFailed });
      void invalidatePlan(queryClient);
    },
    onSettled: () => {
      // This move still counts as pending here: with none other queued, the chain is done.
      if (queryClient.isMutating({ mutationKey: MOVE_KEY }) <= 1) own.clear();
    },
  };
}

/**
 * A drop on the planner: the card moves in every loaded week at once; a failure reloads the meals
 * and says so (a conflict says the meal changed elsewhere), a success reloads them a moment later
 * (spec 2 §4), when the server has moved the meal's shopping items too.
 */
export function useMoveMeal() {
  const queryClient = useQueryClient();
  const [options] = useState(() => moveMealOptions(queryClient));
  return useMutation(options);
}
