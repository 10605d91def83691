import { GROCERY_MESSAGES, type GroceryList } from '@simmer/domain/grocery';
import type { DateRange } from '@simmer/domain/meal-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { notify } from '@/lib/notify';
import {
  groceryQueryKeys,
  useAddGroceryItem,
  useRemoveGroceryItems,
  useSaveCategoryOrder,
  useToggleGroceryItems,
} from '../api/grocery';
import {
  patchList,
  pendingLine,
  withCategoryOrder,
  withLineAdded,
  withLineDropped,
  withLineReplaced,
  withLinesChecked,
  withLinesRemoved,
} from '../grocery-cache';
import { savableCategoryOrder } from '../grocery-lines';

const failed = (message: string) => void notify({ color: 'red', title: 'Error', message });

/**
 * The shopping list's changes, applied to the cached list at once (spec 2 §4) and reconciled with
 * the server: a failure reloads the list and says so.
 */
export function useGroceryActions(range: DateRange) {
  const queryClient = useQueryClient();
  const { mutate: addItem } = useAddGroceryItem();
  const { mutate: toggleItems } = useToggleGroceryItems();
  const { mutate: removeItems } = useRemoveGroceryItems();
  const { mutate: saveOrder } = useSaveCategoryOrder();
  const pendingCount = useRef(0);
  const { start, end } = range;

  // One set of functions per list, so the memoised rows they are handed to keep still.
  return useMemo(() => {
    const queryKey = groceryQueryKeys.list({ start, end });
    // After a mutation the hooks reload the list themselves: patch without cancelling that reload.
    const set = (patch: (list: GroceryList) => GroceryList) =>
      queryClient.setQueryData<GroceryList>(queryKey, patchList(patch));
    const edit = async (patch: (list: GroceryList) => GroceryList) => {
      // A reload already on its way would overwrite the edit with the state before it; with none,
      // the edit shows in the same event, so a ticked box is ticked at once.
      if (queryClient.isFetching({ queryKey }) > 0) await queryClient.cancelQueries({ queryKey });
      set(patch);
    };
    const reload = () => void queryClient.invalidateQueries({ queryKey });

    /** Adds a typed item; returns false when the text is blank and nothing was added. */
    const add = (text: string): boolean => {
      pendingCount.current += 1;
      const pending = pendingLine(text, { key: String(pendingCount.current), now: new Date() });
      if (!pending) return false;
      void edit(withLineAdded(pending));
      addItem(text.trim(), {
        onSuccess: (line) => set(withLineReplaced(pending.id, line)),
        onError: () => {
          set(withLineDropped(pending.id));
          failed(GROCERY_MESSAGES.addFailed);
        },
      });
      return true;
    };

    const toggle = (ids: string[], checked: boolean) => {
      void edit(withLinesChecked(ids, checked, new Date()));
      toggleItems(
        { ids, checked },
        {
          onError: () => {
            failed(GROCERY_MESSAGES.toggleFailed);
            reload();
          },
        },
      );
    };

    const remove = (ids: string[]) => {
      void edit(withLinesRemoved(ids));
      removeItems(ids, {
        onError: () => {
          failed(GROCERY_MESSAGES.removeFailed);
          reload();
        },
      });
    };

    const reorder = (order: string[]) => {
      const savable = savableCategoryOrder(order);
      void edit(withCategoryOrder(order));
      saveOrder(savable, {
        onError: () => failed('Failed to save the category order'),
      });
    };

    return { add, toggle, remove, reorder };
  }, [queryClient, start, end, addItem, toggleItems, removeItems, saveOrder]);
}
