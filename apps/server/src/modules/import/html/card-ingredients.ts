import type { Element } from 'domhandler';
import { elementText, isElement, MAX_DEPTH, oneLine } from './dom-text';

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
      if (/^(?:li|p)$/i.test(child.name)) lines.push(oneLine(elementText(child)));
      else walk(child, depth + 1);
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
