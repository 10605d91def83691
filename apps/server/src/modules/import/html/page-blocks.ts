import { isText, type AnyNode, type Element } from 'domhandler';
import { SCREEN_CONTROL, TICK_MARK, withoutLinkLabels } from '@simmer/domain/import';
import {
  asNote,
  BOLD_ELEMENTS,
  CELL_BOUNDARY,
  elementText,
  isCell,
  isElement,
  isIngredientNote,
  isSecondUnitSystem,
  isStepIngredients,
  MAX_DEPTH,
  oneLine,
  separatesNote,
  shownText,
  SKIPPED_ELEMENTS,
  spacedCells,
  textLineBreaks,
} from './dom-text';

/**
 * The page's readable content as a flat sequence, in reading order: headings (h1–h6), list items
 * and lines of other text. Navigation, footers, sidebars, comments and the like are left out. A
 * line in a table names its table (1, 2, … in page order; 0 outside any).
 */
export type PageBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; list: number; text: string; ordered: boolean }
  | { kind: 'line'; text: string; strong: boolean; table: number };

const BOILERPLATE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'dialog', 'menu']);
const BOILERPLATE_ROLES = new Set([
  'navigation',
  'contentinfo',
  'complementary',
  'banner',
  'dialog',
  'search',
]);
// Class or id words of page furniture; matched as whole words of the attribute.
const BOILERPLATE_WORDS =
  /(?:^|[\s_-])(?:nav|navbar|navigation|menu|breadcrumbs?|sidebar|footer|comments?|comment-list|respond|related|share|sharing|social|newsletter|subscribe|cookie|consent|popup|modal|advert|ads|skip-link)(?:$|[\s_-])/i;

// A sidebar's widget ("widget", "widget_text", "widget-area"); page builders call every block of
// a page a widget ("elementor-widget-container"), so only a class that starts with the word counts.
const SIDEBAR_WIDGET = /^widget(?:s|[-_]|$)/i;
// A class that names a layout around the content ("content-sidebar-wrap", "has-sidebar",
// "layout-with-sidebar"): the page's frame, not its furniture.
const LAYOUT_WORD = /(?:^|[\s_-])(?:content|wrap|wrapper|layout|has|with|main)(?:$|[\s_-])/i;

/**
 * The elements that hold the page's title heading (its first <h1>), itself included: the page's
 * content, whatever their classes say ("article calculate-sidebar-content" is a layout beside a
 * sidebar, not the sidebar).
 */
export function titleHolders(h1: Element | null): Set<Element> {
  const holders = new Set<Element>();
  let depth = 0;
  for (let node: AnyNode | null = h1; node && isElement(node) && depth <= MAX_DEPTH; depth += 1) {
    holders.add(node);
    node = node.parent;
  }
  return holders;
}

/**
 * The elements that hold more than half of the page's text, from <body> down: the frame of its
 * content, whatever their class words say (a page builder that classes its whole content section
 * "mv-footer" has no footer that long).
 */
export function textHolders(body: Element | null): Set<Element> {
  const holders = new Set<Element>();
  if (!body) return holders;
  const lengths = new Map<Element, number>();
  const measure = (node: AnyNode, depth: number): number => {
    if (isText(node)) return node.data.trim().length;
    if (!isElement(node) || depth > MAX_DEPTH || SKIPPED.has(node.name.toLowerCase())) return 0;
    let total = 0;
    for (const child of node.children) total += measure(child, depth + 1);
    lengths.set(node, total);
    return total;
  };
  const all = measure(body, 0);
  for (let node: Element | undefined = body; node;) {
    holders.add(node);
    node = node.children.find(
      (child): child is Element => isElement(child) && (lengths.get(child) ?? 0) * 2 > all,
    );
  }
  return holders;
}

/**
 * Whether an element is site furniture rather than content; an element of `content` (see
 * titleHolders) is not judged by its class words.
 */
export function isBoilerplate(element: Element, content?: ReadonlySet<Element>): boolean {
  const name = element.name.toLowerCase();
  if (BOILERPLATE_TAGS.has(name)) return true;
  const attribs = element.attribs;
  if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
  if (attribs.role && BOILERPLATE_ROLES.has(attribs.role.toLowerCase())) return true;
  if (name === 'body' || name === 'html' || name === 'main' || name === 'article') return false;
  if (content?.has(element)) return false;
  return `${attribs.id ?? ''} ${attribs.class ?? ''}`
    .split(/\s+/)
    .some(
      (word) =>
        (BOILERPLATE_WORDS.test(word) || SIDEBAR_WIDGET.test(word)) && !LAYOUT_WORD.test(word),
    );
}

// Media carry no text for page blocks either, nor does a picture's caption ("Foto: …"): it is no step.
const SKIPPED = new Set([...SKIPPED_ELEMENTS, 'img', 'picture', 'video', 'figcaption']);
const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'header',
  'main',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tr',
  'td',
  'th',
  'caption',
  'summary',
  'details',
  'label',
]);

const LIST_TAGS = /^(?:ul|ol|table)$/i;

/** Whether an element is or holds a list or a table (looked for a bounded depth down). */
function holdsList(element: Element, depth = 0): boolean {
  if (LIST_TAGS.test(element.name)) return true;
  if (depth > 20) return false;
  return element.children.some((child) => isElement(child) && holdsList(child, depth + 1));
}

/** The outermost lists inside an element. */
function nestedLists(element: Element, depth = 0): Element[] {
  if (depth > MAX_DEPTH) return [];
  return element.children.filter(isElement).flatMap((child) => {
    const name = child.name.toLowerCase();
    return name === 'ul' || name === 'ol' ? [child] : nestedLists(child, depth + 1);
  });
}

/**
 * What of a list item reads as separate items: each paragraph when the item is nothing but two or
 * more paragraphs (a method written as one item of numbered paragraphs), else the item itself.
 */
function itemParts(item: Element): Element[] {
  const parts: Element[] = [];
  for (const child of item.children) {
    if (isText(child)) {
      if (child.data.trim()) return [item];
    } else if (isElement(child)) {
      const name = child.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (name !== 'p') return [item];
      parts.push(child);
    }
  }
  return parts.length >= 2 ? parts : [item];
}

/** The page's content as blocks (see PageBlock), from its body. */
export function pageBlocks(body: Element | null, content?: ReadonlySet<Element>): PageBlock[] {
  const blocks: PageBlock[] = [];
  let buffer = '';
  let bufferStrong = true;
  let strongDepth = 0;
  // Whether the text being read breaks lines where its markup does (textLineBreaks).
  let lineBreaks = true;
  let lists = 0;
  const orderedLists = new Set<number>();
  let tables = 0;
  let table = 0;
  let flushCount = 0;
  const flush = () => {
    flushCount += 1;
    for (const raw of spacedCells(buffer).split('\n')) {
      const text = withoutLinkLabels(oneLine(raw));
      // A checkbox or bullet drawn on a line of its own is a mark for ticking off, not a line.
      if (text && text.replace(TICK_MARK, '') && !SCREEN_CONTROL.test(text)) {
        blocks.push({ kind: 'line', text, strong: bufferStrong, table });
      }
    }
    buffer = '';
    bufferStrong = true;
  };
  const walk = (node: AnyNode, list: number, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (isText(node)) {
      const data = separatesNote(node) ? ' ' : shownText(node.data, lineBreaks);
      buffer += data;
      if (strongDepth === 0 && data.trim()) bufferStrong = false;
      return;
    }
    if (!isElement(node)) return;
    const name = node.name.toLowerCase();
    // The frame of the page's content is read whatever its tag or role: a theme that sets its main
    // column in an <aside>, an ASP.NET page wrapped in one <form>.
    if (SKIPPED.has(name) || (!content?.has(node) && isBoilerplate(node, content))) return;
    if (isSecondUnitSystem(node)) return;
    if (name === 'br') {
      buffer += '\n';
      return;
    }
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      flush();
      // A heading left open around a list (broken markup a browser keeps as it is) heads what
      // comes before the list; the list and what follows it are read as the page's own.
      const split = node.children.findIndex((child) => isElement(child) && holdsList(child));
      const text = oneLine(
        split < 0
          ? elementText(node)
          : node.children
              .slice(0, split)
              .map((child) => elementText(child))
              .join(' '),
      );
      if (text) blocks.push({ kind: 'heading', level: Number(heading[1]), text });
      if (split >= 0) {
        for (const child of node.children.slice(split)) walk(child, list, depth + 1);
      }
      return;
    }
    if (name === 'ul' || name === 'ol') {
      flush();
      lists += 1;
      const id = lists;
      if (name === 'ol') orderedLists.add(id);
      for (const child of node.children) walk(child, id, depth + 1);
      flush();
      return;
    }
    if (name === 'li') {
      flush();
      for (const part of itemParts(node)) {
        // A checkbox or bullet drawn before an item's text is a mark for ticking off, not the line.
        const text = withoutLinkLabels(
          oneLine(
            elementText(
              part,
              (inner) => /^(?:ul|ol)$/i.test(inner.name) || isStepIngredients(inner),
            ),
          ).replace(TICK_MARK, ''),
        );
        if (text && !SCREEN_CONTROL.test(text)) {
          blocks.push({ kind: 'item', list, text, ordered: orderedLists.has(list) });
        }
      }
      for (const nested of nestedLists(node)) walk(nested, list, depth + 1);
      return;
    }
    const block = BLOCKS.has(name);
    if (block) flush();
    const strong = BOLD_ELEMENTS.has(name);
    if (strong) strongDepth += 1;
    const outer = lineBreaks;
    lineBreaks = textLineBreaks(node, outer);
    const outerTable = table;
    if (name === 'table') table = ++tables;
    const start = buffer.length;
    const flushes = flushCount;
    let previous: AnyNode | null = null;
    for (const child of node.children) {
      if (isCell(previous) && isCell(child)) buffer += CELL_BOUNDARY;
      walk(child, list, depth + 1);
      previous = child;
    }
    if (flushes === flushCount && isIngredientNote(node)) {
      buffer = buffer.slice(0, start) + asNote(buffer.slice(start));
    }
    lineBreaks = outer;
    table = outerTable;
    if (strong) strongDepth -= 1;
    if (block) flush();
  };
  if (body) walk(body, 0, 0);
  flush();
  return blocks;
}
