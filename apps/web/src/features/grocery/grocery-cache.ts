import { splitLineIds, type GroceryLine, type GroceryList } from '@simmer/domain/grocery';
import { parseShoppingText } from '@simmer/domain/ingredients';

/** The prefix of a line that exists only on screen until the server answers. */
export const PENDING_LINE_PREFIX = 'pending:';

export const isPendingLine = (line: Pick<GroceryLine, 'id'>) =>
  line.id.startsWith(PENDING_LINE_PREFIX);

/**
 * The line a typed item shows as before the server answers (spec 2 §4): parsed like the server
 * parses it ("2 lemons" → 2 lemons), under Other until the catalogue names its category. Null
 * for blank text, which is ignored.
 */
export function pendingLine(text: string, options: { key: string; now: Date }): GroceryLine | null {
  const parsed = parseShoppingText(text);
  if (!parsed) return null;
  return {
    id: `${PENDING_LINE_PREFIX}${options.key}`,
    name: parsed.name,
    category: 'Other',
    quantity: parsed.quantity,
    unit: parsed.unit,
    extraAmounts: [],
    checked: false,
    checkedAt: null,
    date: null,
    sources: [],
    addedAt: options.now.toISOString(),
  };
}

type ListPatch = (list: GroceryList) => GroceryList;

/** Applies a patch to a cached list, leaving an absent cache entry absent. */
export const patchList =
  (patch: ListPatch) =>
  (list: GroceryList | undefined): GroceryList | undefined =>
    list && patch(list);

export const withLineAdded =
  (line: GroceryLine): ListPatch =>
  (list) => ({ ...list, lines: [...list.lines, line] });

/** Swaps the pending line for the server's; the line is added if the pending one is gone. */
export const withLineReplaced =
  (pendingId: string, line: GroceryLine): ListPatch =>
  (list) => {
    const others = list.lines.filter((existing) => existing.id !== line.id);
    const index = others.findIndex((existing) => existing.id === pendingId);
    if (index === -1) return { ...list, lines: [...others, line] };
    return { ...list, lines: others.map((existing, at) => (at === index ? line : existing)) };
  };

export const withLineDropped =
  (lineId: string): ListPatch =>
  (list) => ({ ...list, lines: list.lines.filter((line) => line.id !== lineId) });

/**
 * Whether a line is one of `ids`: the same line id, or every stored item it holds is named (a
 * line id joins its items' ids with commas, and a list reloaded since may have merged them anew).
 */
function matcher(ids: readonly string[]) {
  const lineIds = new Set(ids);
  const itemIds = new Set(splitLineIds(ids));
  return (line: GroceryLine) =>
    lineIds.has(line.id) || splitLineIds([line.id]).every((id) => itemIds.has(id));
}

/** Ticks or unticks lines; ticking stamps checkedAt, as the server does. */
export const withLinesChecked =
  (ids: readonly string[], checked: boolean, now: Date): ListPatch =>
  (list) => {
    const matches = matcher(ids);
    return {
      ...list,
      lines: list.lines.map((line) =>
        matches(line) ? { ...line, checked, checkedAt: checked ? now.toISOString() : null } : line,
      ),
    };
  };

export const withLinesRemoved =
  (ids: readonly string[]): ListPatch =>
  (list) => {
    const matches = matcher(ids);
    return { ...list, lines: list.lines.filter((line) => !matches(line)) };
  };

export const withCategoryOrder =
  (order: readonly string[]): ListPatch =>
  (list) => ({ ...list, categoryOrder: [...order] });
