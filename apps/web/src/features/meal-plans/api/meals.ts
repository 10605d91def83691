import type {
  CalendarFeed,
  CopyMealInput,
  CreateMealInput,
  DateRange,
  Meal,
  SetMealContentInput,
  TaskStatus,
  UpdateMealInput,
} from '@simmer/domain/meal-plans';
import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Every query key of the planner. Grocery lists live under ['grocery'] and change with meals. */
export const mealQueryKeys = {
  all: ['meals'] as const,
  range: (range: DateRange) => ['meals', 'range', range.start, range.end] as const,
  status: (today: string) => ['meals', 'status', today] as const,
  calendarFeed: ['meals', 'calendar-feed'] as const,
};

const GROCERY_KEY = ['grocery'] as const;

const json = (body: unknown) => JSON.stringify(body);
const mealUrl = (id: string, suffix = '') => `/api/meals/${encodeURIComponent(id)}${suffix}`;

/**
 * The user's meals from start to end inclusive, by day then meal type (GET /api/meals). With
 * keepPrevious, a new range shows the last range's meals until its own arrive (the planner's weeks).
 */
export function useMeals(
  range: DateRange,
  { keepPrevious = false, staleTime }: { keepPrevious?: boolean; staleTime?: number } = {},
) {
  return useQuery({
    ...mealsQueryOptions(range),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // Unless the caller says, the client's defaults decide (a server-drawn view's answers are
    // fresh for a while, app/server-render).
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/**
 * How long a prefetched range stays fresh for the component that then reads it: mounted after the
 * prefetch's answer, it would otherwise ask again at once. A meal change still refetches it.
 */
export const PREFETCHED_MEALS_FRESH_MS = 30_000;

export const mealsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: mealQueryKeys.range(range),
    queryFn: ({ signal }) =>
      apiFetch<{ meals: Meal[] }>(`/api/meals?start=${range.start}&end=${range.end}`, {
        signal,
      }).then((body) => body.meals),
  });

/** Starts loading a range's meals without the caller redrawing when they arrive. */
export function usePrefetchMeals(range: DateRange) {
  usePrefetchQuery(mealsQueryOptions(range));
}

/** After any meal change: every loaded week, the task status and the shopping list are stale. */
export async function invalidatePlan(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mealQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: GROCERY_KEY }),
  ]);
}

/** Says that a meal change was refused because the meal changed elsewhere (409). */
export function toastChangedElsewhere(tell: typeof notify = notify) {
  void tell({
    color: 'yellow',
    title: MEAL_MESSAGES.changedElsewhereTitle,
    message: MEAL_MESSAGES.changedElsewhereReloaded,
  });
}

/**
 * A meal change; whatever the answer the plan reloads. A change refused because the meal changed
 * elsewhere (409) says so: the planner then shows the latest version to act on.
 */
export function planMutationOptions<TVariables>(
  queryClient: QueryClient,
  mutationFn: (variables: TVariables) => Promise<Meal | null>,
  tell: typeof notify = notify,
) {
  return {
    mutationFn,
    onError: (error: Error) => {
      if (isConflict(error)) toastChangedElsewhere(tell);
    },
    onSettled: () => invalidatePlan(queryClient),
  };
}

function usePlanMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Meal | null>) {
  const queryClient = useQueryClient();
  return useMutation(planMutationOptions(queryClient, mutationFn));
}

/** Adds a recipe meal, a quick meal or a placeholder (POST /api/meals). */
export function useCreateMeal() {
  return usePlanMutation((input: CreateMealInput) =>
    apiFetch<Meal>('/api/meals', { method: 'POST', body: json(input) }),
  );
}

/**
 * Moves a meal to another day or type, or edits its notes and servings (PATCH /api/meals/:id),
 * naming the version the user saw.
 */
export function useUpdateMeal() {
  return usePlanMutation(({ id, ...input }: UpdateMealInput & { id: string }) =>
    apiFetch<Meal>(mealUrl(id), { method: 'PATCH', body: json(input) }),
  );
}

/**
 * Converts a placeholder to a recipe or quick meal, swaps the recipe, or clears the meal back to
 * a placeholder of the same type and servings (PUT /api/meals/:id/content).
 */
export function useSetMealContent() {
  return usePlanMutation(({ id, ...input }: SetMealContentInput & { id: string }) =>
    apiFetch<Meal>(mealUrl(id, '/content'), { method: 'PUT', body: json(input) }),
  );
}

/** Copies a meal to a day, optionally with another type (POST /api/meals/:id/copy). */
export function useCopyMeal() {
  return usePlanMutation(({ id, ...input }: CopyMealInput & { id: string }) =>
    apiFetch<Meal>(mealUrl(id, '/copy'), { method: 'POST', body: json(input) }),
  );
}

/** Deletes a meal and its shopping items (DELETE /api/meals/:id). */
export function useDeleteMeal() {
  return usePlanMutation((id: string) =>
    apiFetch<null>(mealUrl(id), { method: 'DELETE' }).then(() => null),
  );
}

/** Rebuilds the shopping list of every day in a range from its meals (POST /api/meals/refresh). */
export function useRefreshWeek() {
  return usePlanMutation((range: DateRange) =>
    apiFetch<null>('/api/meals/refresh', { method: 'POST', body: json(range) }).then(() => null),
  );
}

/** The dashboard's task flags and counts, computed by the server (GET /api/meals/status). */
export function useTaskStatus(today: string) {
  return useQuery({
    queryKey: mealQueryKeys.status(today),
    queryFn: ({ signal }) => apiFetch<TaskStatus>(`/api/meals/status?today=${today}`, { signal }),
  });
}

/** The secret iCalendar address of the plan, or null when the feed is off. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: mealQueryKeys.calendarFeed,
    queryFn: ({ signal }) => apiFetch<CalendarFeed>('/api/meals/calendar-feed', { signal }),
  });
}

/** Turns the feed on or gives it a new address (the old one stops working), or turns it off. */
export function useSetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch<CalendarFeed>('/api/meals/calendar-feed', { method: enabled ? 'POST' : 'DELETE' }),
    onSuccess: (feed) => queryClient.setQueryData(mealQueryKeys.calendarFeed, feed),
  });
}
