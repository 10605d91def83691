import { MEAL_MESSAGES, RELOAD_AFTER_MOVE_MS, type Meal } from '@simmer/domain/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { invalidatePlan, mealQueryKeys } from '../api/meals';
import { applyMove, type MealMove } from '../meal-board';

const MOVE_KEY = ['meals', 'move'] as const;
const RANGES_KEY = [...mealQueryKeys.all, 'range'] as const;

type MoveVariables = MealMove & { id: string };
type RangeKey = ReturnType<typeof mealQueryKeys.range>;

/**
 * A drop on the planner (PATCH /api/meals/:id): the card moves in every loaded week at once; a
 * failure reloads the meals and says so, a success reloads them a moment later (spec 2 §4), when
 * the server has moved the meal's shopping items too.
 */
export function useMoveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ id, ...move }: MoveVariables) =>
      apiFetch<Meal>(`/api/meals/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(move),
      }),
    onMutate: async ({ id, ...move }) => {
      await queryClient.cancelQueries({ queryKey: RANGES_KEY });
      for (const [key, meals] of queryClient.getQueriesData<Meal[]>({ queryKey: RANGES_KEY })) {
        if (!meals) continue;
        const [, , start, end] = key as RangeKey;
        queryClient.setQueryData(key, applyMove(meals, id, move, { start, end }));
      }
    },
    onError: () => {
      void notify({ color: 'red', message: MEAL_MESSAGES.updateFailed });
      void invalidatePlan(queryClient);
    },
    onSuccess: () => {
      setTimeout(() => {
        // A later move still on its way reloads when it lands; reloading now would undo its card.
        if (queryClient.isMutating({ mutationKey: MOVE_KEY }) > 0) return;
        void invalidatePlan(queryClient);
      }, RELOAD_AFTER_MOVE_MS);
    },
  });
}
