import { useCallback, useState } from 'react';
import { localKeys, safeLocalGet, safeLocalSet } from '@/lib/storage-keys';
import { groceryViewFor, type GroceryView } from '../grocery-view';

export type { GroceryView };

/**
 * The basic or enhanced view, remembered on this device: a user with the enhanced permission
 * starts on it, one without it always sees the basic list.
 */
export function useGroceryView(canUseEnhanced: boolean) {
  const [remembered, setRemembered] = useState(() => safeLocalGet(localKeys.groceryListView));
  const choose = useCallback((next: GroceryView) => {
    setRemembered(next);
    safeLocalSet(localKeys.groceryListView, next);
  }, []);
  return [groceryViewFor(remembered, canUseEnhanced), choose] as const;
}
