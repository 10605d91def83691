import { formatGroceryExport, GROCERY_MESSAGES, type GroceryList } from '@simmer/domain/grocery';
import { notify } from '@/lib/notify';

export const EXPORT_MESSAGES = {
  copied: 'Shopping list copied to clipboard',
  copyFailed: "Couldn't copy the shopping list to the clipboard",
  shareFailed: "Couldn't open the share sheet",
} as const;

const EXPORT_TITLE = 'Shopping List';

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

const nothingToExport = () =>
  void notify({ color: 'red', title: 'Error', message: GROCERY_MESSAGES.notFound });

/**
 * The list as plain text (spec 2 §4: items ticked more than 4 hours ago are left out), or null
 * when nothing is left to export.
 */
export function groceryExportText(list: GroceryList | undefined, now = new Date()): string | null {
  return list ? formatGroceryExport(list.lines, { now, categoryOrder: list.categoryOrder }) : null;
}

/** Whether anything is left to export; says so when not. */
export function checkExportable(list: GroceryList | undefined): boolean {
  if (groceryExportText(list)) return true;
  nothingToExport();
  return false;
}

/** Whether the device has a share sheet (the Web Share API). */
export function canShareText(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Sends the list as text to the device's share sheet; closing the sheet is not an error. */
export async function shareGroceryList(list: GroceryList | undefined): Promise<void> {
  const text = groceryExportText(list);
  if (!text) return nothingToExport();
  try {
    await navigator.share({ title: EXPORT_TITLE, text });
  } catch (error) {
    if (!isCancelled(error)) {
      void notify({ color: 'red', title: 'Error', message: EXPORT_MESSAGES.shareFailed });
    }
  }
}

/** Copies the list as text to the clipboard. */
export async function copyGroceryList(list: GroceryList | undefined): Promise<void> {
  const text = groceryExportText(list);
  if (!text) return nothingToExport();
  try {
    await navigator.clipboard.writeText(text);
    void notify({ color: 'teal', message: EXPORT_MESSAGES.copied });
  } catch {
    void notify({ color: 'red', title: 'Error', message: EXPORT_MESSAGES.copyFailed });
  }
}

/** The .txt file's name: "shopping-list-2026-11-23-to-2026-11-30.txt". */
export function groceryFileName(list: Pick<GroceryList, 'start' | 'end'>): string {
  return `shopping-list-${list.start}-to-${list.end}.txt`;
}

/** Saves the list as a plain-text (UTF-8) file. */
export function downloadGroceryList(list: GroceryList | undefined): void {
  const text = list && groceryExportText(list);
  if (!list || !text) return nothingToExport();
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = groceryFileName(list);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
