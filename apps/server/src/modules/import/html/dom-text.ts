import { isTag, isText, type AnyNode, type Element } from 'domhandler';

// Elements whose text never belongs to a recipe or to the page's readable text.
export const SKIPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'select',
  'button',
  'head',
]);

// Elements that set their text in bold.
export const BOLD_ELEMENTS: ReadonlySet<string> = new Set(['strong', 'b']);

// Elements that start a new line of text when rendered.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'td',
  'th',
  'ul',
]);

/** How deep the walks below go into nested elements; deeper markup is ignored, never a crash. */
export const MAX_DEPTH = 200;

export const isElement = (node: AnyNode): node is Element => isTag(node);

/** Whether one of an element's class words matches `word`. */
const hasClassWord = (element: Element, word: RegExp) =>
  (element.attribs.class ?? '').split(/\s+/).some((name) => word.test(name));

// A recipe card's note to one ingredient ("wprm-recipe-ingredient-notes"): a word of its class
// names it so.
const INGREDIENT_NOTE = /^[\w-]*ingredients?[-_]notes?$/i;
export const isIngredientNote = (element: Element) => hasClassWord(element, INGREDIENT_NOTE);

// An amount a card shows again in its second system of measures ("wprm-recipe-ingredient-unit-
// system-2": "2 cups (424 g) sugar"): the same amount, which its structured data leaves out.
const SECOND_UNIT_SYSTEM = /^[\w-]*unit-system-2$/i;
export const isSecondUnitSystem = (element: Element) => hasClassWord(element, SECOND_UNIT_SYSTEM);

// The ingredients a card lists again under the step that uses them
// ("wprm-recipe-instruction-ingredients"): a reminder, not part of the step.
const STEP_INGREDIENTS = /^[\w-]*(?:instruction|step)-ingredients$/i;
export const isStepIngredients = (element: Element) => hasClassWord(element, STEP_INGREDIENTS);

/**
 * Whether a text node only sets an ingredient's note apart from its name (" - ", ", ", ": "): a card
 * draws it where its structured data writes brackets, which the note takes instead (asNote).
 */
export const separatesNote = (node: AnyNode): boolean =>
  isText(node) &&
  /^\s*[,:\u002d\u2013\u2014]\s*$/.test(node.data) &&
  node.next !== null &&
  isElement(node.next) &&
  isIngredientNote(node.next);

/**
 * A note to an ingredient as a cook writes it, after the ingredient in brackets ("1 onion
 * (chopped)"): the card sets it apart by its style, its structured data by brackets. A note
 * already in brackets as a whole keeps its own. Comes with the space before it; empty for none.
 */
export function asNote(text: string): string {
  const note = oneLine(spacedCells(text));
  if (!note) return '';
  return /^\([^()]*\)$/.test(note) ? ` ${note}` : ` (${note})`;
}

/**
 * An element's text as a reader sees it: block elements and <br> break lines, scripts and other
 * invisible parts are left out, runs of spaces collapse. `skip` leaves out more subtrees.
 */
export function elementText(root: AnyNode, skip?: (element: Element) => boolean): string {
  const parts: string[] = [];
  const walk = (node: AnyNode, depth: number, lineBreaks: boolean) => {
    if (depth > MAX_DEPTH) return;
    if (isText(node)) {
      parts.push(separatesNote(node) ? ' ' : shownText(node.data, lineBreaks));
      return;
    }
    if (!isElement(node)) return;
    const name = node.name.toLowerCase();
    if (SKIPPED_ELEMENTS.has(name) || skip?.(node) || isSecondUnitSystem(node)) return;
    if (name === 'br') {
      parts.push('\n');
      return;
    }
    const block = BLOCKS.has(name);
    if (block) parts.push('\n');
    const inner = textLineBreaks(node, lineBreaks);
    const start = parts.length;
    let previous: AnyNode | null = null;
    for (const child of node.children) {
      if (isCell(previous) && isCell(child)) parts.push(CELL_BOUNDARY);
      walk(child, depth + 1, inner);
      previous = child;
    }
    if (isIngredientNote(node)) parts.push(asNote(parts.splice(start).join('')));
    if (block) parts.push('\n');
  };
  walk(root, 0, true);
  return tidyText(spacedCells(parts.join('')));
}

/**
 * Whether the line breaks written in an element's text break its lines. A paragraph's text flows,
 * as a browser shows it: its line breaks are spaces ("2 tbsp⏎oil⏎– ½ cup⏎popping corn" is one line),
 * unless its style keeps them (`white-space: pre…`). Elsewhere they are read as lines: a recipe
 * card sets its cells on lines of their own by its style sheet, and the markup's line breaks follow
 * the cells (reading them as spaces everywhere lost times read from cards).
 */
export function textLineBreaks(element: Element, inherited: boolean): boolean {
  const name = element.name.toLowerCase();
  if (name === 'p')
    return /white-space\s*:\s*(?:pre|break-spaces)/i.test(element.attribs.style ?? '');
  return BLOCKS.has(name) || inherited;
}

/** A text node's text as shown: its line breaks are spaces where its element's text flows. */
export const shownText = (data: string, lineBreaks: boolean) =>
  lineBreaks ? data : data.replace(/[\r\n]+/g, ' ');

// Spans set side by side with no space between them in the markup ("<span>1</span><span>kilogram
// </span><span>tavuk</span>") are cells the page's style spaces apart: their words do not run on.
// The boundary is marked with NUL, which readable text does not hold (a stray one in the markup
// is dropped with the marks).
export const CELL_BOUNDARY = '\u0000';
export const isCell = (node: AnyNode | null): boolean =>
  node !== null && isElement(node) && node.name.toLowerCase() === 'span';
const CELL_BETWEEN_WORDS = new RegExp(
  `(?<=[\\p{L}\\p{N}])${CELL_BOUNDARY}(?=[\\p{L}\\p{N}])`,
  'gu',
);
export const spacedCells = (text: string) =>
  text.includes(CELL_BOUNDARY)
    ? text.replace(CELL_BETWEEN_WORDS, ' ').replaceAll(CELL_BOUNDARY, '')
    : text;

/** The raw text inside an element, such as a script's source. */
export function rawText(element: Element): string {
  return element.children.map((child) => (isText(child) ? child.data : '')).join('');
}

// White space within a line: spaces of every width and tabs, not a line break.
const INLINE_SPACE = '[ \\t\\r\\f\\v\\u00a0\\u2000-\\u200a\\u202f\\u205f\\u3000]';
// A run of it, and a run of any white space, that is more than one plain space: a lone space is
// left as written, so a text spaced as written is not copied piece by piece ("1 h 1 h …" once
// made the collector work for seconds).
const SPACES_TO_FOLD = new RegExp(`(?! (?!${INLINE_SPACE}))${INLINE_SPACE}+`, 'g');
const WHITE_SPACE_TO_FOLD = /(?! (?!\s))\s+/g;
// A line break with white space around it (blank lines, spaces that end or start a line), and not
// a lone line break: a text written a line at a time is not copied line by line either.
const LINE_BREAK_TO_TIDY = /(?!\n(?!\s))\s*\n\s*/g;

/** Spaces collapsed within lines, blank lines dropped, each line trimmed. */
export function tidyText(text: string): string {
  return text.replace(SPACES_TO_FOLD, ' ').replace(LINE_BREAK_TO_TIDY, '\n').trim();
}

/** One line: every run of white space, line breaks included, made one space. */
export function oneLine(text: string): string {
  return text.replace(WHITE_SPACE_TO_FOLD, ' ').trim();
}

/**
 * An absolute http(s) URL for a link found on the page, resolved against the page's base; empty
 * for data: URIs, scripts and what is not a URL.
 */
export function absoluteUrl(raw: string | undefined | null, base: string): string {
  const value = (raw ?? '').trim();
  if (!value || /^(?:data|javascript|blob|about):/i.test(value)) return '';
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}
