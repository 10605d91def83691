import { formatGroceryExport, GROCERY_MESSAGES, type GroceryList } from '@simmer/domain/grocery';
import { notify } from '@/lib/notify';

export const EXPORT_MESSAGES = {
  copied: 'Shopping list copied to clipboard',
  copyFailed: "Couldn't copy the shopping list to the clipboard",
} as const;

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends the list as text to the device's share sheet, or copies it where there is none (spec 2
 * §4: items ticked more than 4 hours ago are left out).
 */
export async function exportGroceryList(list: GroceryList | undefined): Promise<void> {
  const text =
    list && formatGroceryExport(list.lines, { now: new Date(), categoryOrder: list.categoryOrder });
  if (!text) {
    void notify({ color: 'red', title: 'Error', message: GROCERY_MESSAGES.notFound });
    return;
  }
  const shared = { title: 'Shopping List', text };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(shared) ?? true)) {
    try {
      await navigator.share(shared);
      return;
    } catch (error) {
      if (isCancelled(error)) return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    void notify({ color: 'teal', message: EXPORT_MESSAGES.copied });
  } catch {
    void notify({ color: 'red', title: 'Error', message: EXPORT_MESSAGES.copyFailed });
  }
}
