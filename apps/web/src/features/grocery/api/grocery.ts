import type { GroceryLine, GroceryList } from '@simmer/domain/grocery';
import type { DateRange } from '@simmer/domain/meal-plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const groceryQueryKeys = {
  all: ['grocery'] as const,
  list: (range: DateRange) => ['grocery', 'list', range.start, range.end] as const,
};

const json = (body: unknown) => JSON.stringify(body);

/**
 * The shopping list for a range of planned days plus the hand-added items, merged and in the
 * user's measurement system (GET /api/grocery).
 */
export function useGroceryList(range: DateRange) {
  return useQuery({
    queryKey: groceryQueryKeys.list(range),
    queryFn: ({ signal }) =>
      apiFetch<GroceryList>(`/api/grocery?start=${range.start}&end=${range.end}`, { signal }),
  });
}

/** Adds a hand-typed item ("2 lemons"); the server fills its category from the catalogue. */
export function useAddGroceryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<GroceryLine>('/api/grocery/items', { method: 'POST', body: json({ text }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryQueryKeys.all }),
  });
}

/**
 * Ticks or unticks lines (each id may be comma-joined: every part changes). Each request says the
 * state wanted, and they go one at a time in the order of the taps, so a quick tick and untick
 * cannot land the other way round.
 */
export const toggleGroceryItemsOptions = {
  scope: { id: 'grocery-ticks' },
  mutationFn: (input: { ids: string[]; checked: boolean }) =>
    apiFetch<{ updated: number }>('/api/grocery/items', { method: 'PATCH', body: json(input) }),
};

export function useToggleGroceryItems() {
  return useMutation(toggleGroceryItemsOptions);
}

/** Removes lines from the list; planned items stay removed when the list is rebuilt. */
export function useRemoveGroceryItems() {
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ updated: number }>('/api/grocery/items/remove', {
        method: 'POST',
        body: json({ ids }),
      }),
  });
}

/** Remembers the user's order of categories for the enhanced view. */
export function useSaveCategoryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: string[]) =>
      apiFetch<{ order: string[] }>('/api/grocery/category-order', {
        method: 'PUT',
        body: json({ order }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryQueryKeys.all }),
  });
}
