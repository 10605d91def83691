import { amountText } from '../ingredients/unit-labels';
import { EXPORT_HIDE_CHECKED_AFTER_MS } from './schemas';

/** A shopping line as the export reads it. */
export interface ExportableGroceryLine {
  name: string;
  quantity: number | null;
  unit: string;
  category: string;
  checked: boolean;
  checkedAt: string | null;
}

/** "2 cups milk", "3 lemons", "salt" — the unit 'unit' is not written (spec 2 §2). */
export function groceryLineText(line: Pick<ExportableGroceryLine, 'name' | 'quantity' | 'unit'>) {
  const amount = amountText(line.quantity, line.unit === 'unit' ? null : line.unit);
  return [amount, line.name].filter(Boolean).join(' ');
}

/**
 * The shopping list as plain text for the share sheet or the clipboard (spec 2 §4): items ticked
 * more than 4 hours ago are left out, items ticked since stay with a tick so a shared list shows
 * what is already in the basket. Lines are grouped under their category in `categoryOrder`.
 * Returns null when nothing is left to export.
 */
export function formatGroceryExport(
  lines: readonly ExportableGroceryLine[],
  options: { now: Date; categoryOrder: readonly string[]; title?: string },
): string | null {
  const cutoff = options.now.getTime() - EXPORT_HIDE_CHECKED_AFTER_MS;
  const shown = lines.filter(
    (line) => !line.checked || !line.checkedAt || new Date(line.checkedAt).getTime() > cutoff,
  );
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
