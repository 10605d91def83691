import { isText, type AnyNode, type Element } from 'domhandler';
import { BOLD_ELEMENTS, elementText, isElement, MAX_DEPTH, oneLine } from './dom-text';

/**
 * Whether all of a paragraph's words are bold: a group heading written as a bold line ("For the
 * sauce", "Ingredients"), not an ingredient.
 */
function isBoldLine(element: Element): boolean {
  let words = false;
  const allBold = (node: AnyNode, bold: boolean, depth: number): boolean => {
    if (isText(node)) {
      if (!node.data.trim()) return true;
      words = true;
      return bold;
    }
    if (!isElement(node) || depth > MAX_DEPTH) return true;
    const inBold = bold || BOLD_ELEMENTS.has(node.name.toLowerCase());
    return node.children.every((child) => allBold(child, inBold, depth + 1));
  };
  return allBold(element, false, 0) && words;
}

/**
 * The ingredient lines of the page's first recipe card as the reader sees them, group headings
 * left out; empty when the page has no card we know.
 */
export function readCardIngredients(lists: Element[]): string[] {
  const list = lists[0];
  if (!list) return [];
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const child of element.children) {
      if (!isElement(child)) continue;
      if (/^li$/i.test(child.name) || (/^p$/i.test(child.name) && !isBoldLine(child))) {
        lines.push(oneLine(elementText(child)));
      } else walk(child, depth + 1);
    }
  };
  walk(list, 0);
  return lines.filter(Boolean);
}

/** The letters of a line, which a card and its structured data must share to be the same line. */
const letters = (line: string) => line.toLowerCase().replace(/[^\p{L}]+/gu, '');

/**
 * Structured-data ingredient lines replaced by the recipe card's own, line for line, when both
 * list the same ingredients in the same order. Card plugins write their JSON-LD from parts and
 * can garble it there, as "1.5 tsp" cut to "5 tsp". Any disagreement in words keeps the structured data.
 */
export function preferCardIngredients(lines: string[], card: string[]): string[] {
  if (card.length !== lines.length) return lines;
  for (let i = 0; i < lines.length; i += 1) {
    if (letters(lines[i]!) !== letters(card[i]!)) return lines;
  }
  return card;
}

const NUMBER_START = /^(?:\d|[¼½¾⅓⅔⅛⅜⅝⅞])/;
const spaced = (line: string) => line.replace(/\s+/g, ' ').trim();

/**
 * Whether most structured-data ingredient lines lack the amount a page usually shows: some shops
 * write only the names ("Kopfsalat") into JSON-LD and the amounts into their list.
 */
export const lacksAmounts = (lines: string[]): boolean =>
  lines.length > 0 && lines.filter((line) => !NUMBER_START.test(line)).length * 2 > lines.length;

/**
 * Structured-data lines replaced by the page's own ingredient list when that list names the same
 * ingredients in the same order, each the same line or the same line after an amount ("1 EL
 * Kapern" for "Kapern"). Anything else keeps the structured data.
 */
export function withPageAmounts(lines: string[], page: string[]): string[] {
  if (page.length !== lines.length) return withAmountCells(lines, page);
  for (let i = 0; i < lines.length; i += 1) {
    const line = spaced(lines[i]!);
    const shown = spaced(page[i]!);
    if (shown === line) continue;
    if (!shown.endsWith(` ${line}`) || !NUMBER_START.test(shown)) return lines;
  }
  return page.map(spaced);
}

// An amount said alone, as a card shows it in its own cell: "½ cup", "2 tbsp", "300 g", "1 ½",
// "2 - 3", "1 tran.".
export const AMOUNT_CELL = /^[\d¼½¾⅓⅔⅛⅜⅝⅞][\d\s/.,¼½¾⅓⅔⅛⅜⅝⅞–-]*(?:\s*\p{L}{1,12}\.?)?$/u;

/**
 * Structured-data names given the amount the page shows before each, in a cell of its own (a card
 * that lays out amount and ingredient side by side: "½ cup" | "popping corn") or on the same line
 * ("½ cup popping corn"). Every name must stand on the page, in order; a name with no amount before
 * it stays as it is. Anything else keeps the structured data.
 */
function withAmountCells(lines: string[], page: string[]): string[] {
  const shown = page.map(spaced);
  const names = new Set(lines.map(spaced));
  const result: string[] = [];
  let next = 0;
  let joined = 0;
  const hasAmountBefore = (shownLine: string, line: string) =>
    shownLine.endsWith(` ${line}`) && NUMBER_START.test(shownLine);
  for (const raw of lines) {
    const line = spaced(raw);
    while (next < shown.length && shown[next] !== line && !hasAmountBefore(shown[next]!, line)) {
      next += 1;
    }
    if (next === shown.length) return lines;
    const before = next > 0 ? shown[next - 1]! : '';
    if (shown[next] !== line) {
      result.push(shown[next]!);
      joined += 1;
    } else if (AMOUNT_CELL.test(before) && !names.has(before)) {
      result.push(`${before} ${line}`);
      joined += 1;
    } else {
      result.push(line);
    }
    next += 1;
  }
  return joined ? result : lines;
}

// A unit written for any amount: "cup(s)", "pinch(es)".
const PLURAL_MARKER = /\((e?s)\)/;

/** Whether structured-data lines write units for any amount, as "2 cup(s)" (recipe forms do). */
export const hasPluralMarkers = (lines: string[]): boolean =>
  lines.some((line) => PLURAL_MARKER.test(line));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for how a page may show a line: "2 cup(s) water" as "2 cups water" or "2 cup water". */
function shownForms(line: string): RegExp {
  const pattern = spaced(line)
    .split(/(\((?:e?s)\))/)
    .map((part, i) =>
      i % 2 ? `(?:${part.slice(1, -1)}|${escapeRegExp(part)})?` : escapeRegExp(part),
    )
    .join('')
    .replace(/ /g, '\\s+');
  return new RegExp(`^${pattern}$`, 'iu');
}

/**
 * Structured-data lines that write units for any amount ("2 cup(s) water") replaced by the page's
 * own list when it shows every one of them, in order, with the amount's own word ("2 cups water");
 * lines of the page between them (its group headings) are passed over. Anything else keeps the
 * structured data.
 */
export function withShownUnits(lines: string[], page: string[]): string[] {
  const shown: string[] = [];
  let next = 0;
  for (const line of lines) {
    const form = shownForms(line);
    while (next < page.length && !form.test(spaced(page[next]!))) next += 1;
    if (next === page.length) return lines;
    shown.push(spaced(page[next]!));
    next += 1;
  }
  return shown;
}
