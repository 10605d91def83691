import { amountText } from '../ingredients/unit-labels';
import type { GroceryAmount } from './merge-items';
import { EXPORT_HIDE_CHECKED_AFTER_MS } from './constants';

/** A shopping line as the export reads it. */
export interface ExportableGroceryLine {
  name: string;
  quantity: number | null;
  unit: string;
  /** Amounts in units that do not convert to `unit`, shown after it. */
  extraAmounts?: readonly GroceryAmount[];
  category: string;
  checked: boolean;
  checkedAt: string | null;
}

/**
 * How a line's amounts read: "2 cups", "3", "1 ⅓ tbsp + 1 pinch"; the unit 'unit' is not written
 * (spec 2 §2), and a line without an amount reads as "".
 */
export function groceryAmountText(
  line: Pick<ExportableGroceryLine, 'quantity' | 'unit' | 'extraAmounts'>,
): string {
  return [{ quantity: line.quantity, unit: line.unit }, ...(line.extraAmounts ?? [])]
    .map((amount) => amountText(amount.quantity, amount.unit === 'unit' ? null : amount.unit))
    .filter(Boolean)
    .join(' + ');
}

/** "2 cups milk", "3 lemons", "1 ⅓ tbsp + 1 pinch salt", "salt". */
export function groceryLineText(
  line: Pick<ExportableGroceryLine, 'name' | 'quantity' | 'unit' | 'extraAmounts'>,
) {
  return [groceryAmountText(line), line.name].filter(Boolean).join(' ');
}

/**
 * The lines an exported or printed list shows (spec 3 §9): all but those ticked more than 4 hours
 * before `now`.
 */
export function linesToExport<T extends Pick<ExportableGroceryLine, 'checked' | 'checkedAt'>>(
  lines: readonly T[],
  now: Date,
): T[] {
  const cutoff = now.getTime() - EXPORT_HIDE_CHECKED_AFTER_MS;
  return lines.filter(
    (line) => !line.checked || !line.checkedAt || new Date(line.checkedAt).getTime() > cutoff,
  );
}

/**
 * The shopping list as plain text for the share sheet, the clipboard or a .txt file (spec 2 §4): items ticked
 * more than 4 hours ago are left out, items ticked since stay with a tick so a shared list shows
 * what is already in the basket. Lines are grouped under their category in `categoryOrder`.
 * Returns null when nothing is left to export.
 */
export function formatGroceryExport(
  lines: readonly ExportableGroceryLine[],
  options: { now: Date; categoryOrder: readonly string[]; title?: string },
): string | null {
  const shown = linesToExport(lines, options.now);
  if (shown.length === 0) return null;
  const rank = (category: string) => {
    const index = options.categoryOrder.indexOf(category);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const categories = [...new Set(shown.map((line) => line.category))].sort(
    (a, b) => rank(a) - rank(b),
  );
  const sections = categories.map((category) => {
    const items = shown
      .filter((line) => line.category === category)
      .map((line) => `${line.checked ? '☑' : '☐'} ${groceryLineText(line)}`);
    return [category, ...items].join('\n');
  });
  return [options.title ?? 'Shopping List', ...sections].join('\n\n');
}
