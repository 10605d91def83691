import { useState } from 'react';
import { localKeys, safeLocalGet, safeLocalSet } from '@/lib/storage-keys';

export type GroceryView = 'basic' | 'enhanced';

const readView = (): GroceryView =>
  safeLocalGet(localKeys.groceryListView) === 'enhanced' ? 'enhanced' : 'basic';

/**
 * The basic or enhanced view, remembered on this device. Without the enhanced permission the
 * view is basic whatever was remembered.
 */
export function useGroceryView(canUseEnhanced: boolean) {
  const [view, setView] = useState<GroceryView>(readView);
  const choose = (next: GroceryView) => {
    setView(next);
    safeLocalSet(localKeys.groceryListView, next);
  };
  return [canUseEnhanced ? view : 'basic', choose] as const;
}
