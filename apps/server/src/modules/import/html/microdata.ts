import {
  cleanText,
  emptyExtractedRecipe,
  isIngredientGroupLine,
  methodSteps,
  parseDurationMinutes,
  tidyIngredientLine,
  type ExtractedRecipe,
} from '@simmer/domain/import';
import type { PageIndex } from './page-index';
import type { AnyNode, Element } from 'domhandler';
import { absoluteUrl, elementText, isElement, MAX_DEPTH, oneLine } from './dom-text';

/** One microdata item: its types and its properties, each a text or a nested item. */
interface MicroItem {
  types: string[];
  properties: Map<string, MicroValue[]>;
}
type MicroValue = { text: string; element: Element } | { item: MicroItem; element: Element };

const URL_VALUED = new Set(['a', 'area', 'link', 'img', 'audio', 'video', 'source', 'embed']);

/** A property's value by the microdata rules, with the common `content` attribute first. */
function propertyText(element: Element, baseUrl: string): string {
  const name = element.name.toLowerCase();
  const attribs = element.attribs;
  if (attribs.content !== undefined) return cleanText(attribs.content);
  if (URL_VALUED.has(name)) {
    const raw = name === 'a' || name === 'area' || name === 'link' ? attribs.href : attribs.src;
    const lazy = attribs['data-src'] ?? attribs['data-lazy-src'];
    return absoluteUrl(lazy && /^data:/i.test(raw ?? '') ? lazy : raw, baseUrl);
  }
  if (name === 'time' && attribs.datetime) return attribs.datetime.trim();
  if ((name === 'data' || name === 'meter') && attribs.value) return attribs.value.trim();
  return elementText(element);
}

/** Reads the item rooted at `root`: properties of nested items go to those items, not to it. */
function readItem(root: Element, baseUrl: string, depth = 0): MicroItem {
  const item: MicroItem = {
    types: (root.attribs.itemtype ?? '').split(/\s+/).filter(Boolean),
    properties: new Map(),
  };
  const add = (element: Element, value: MicroValue) => {
    for (const name of (element.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
      const list = item.properties.get(name) ?? [];
      list.push(value);
      item.properties.set(name, list);
    }
  };
  const walk = (node: AnyNode, level: number) => {
    if (!isElement(node) || level > MAX_DEPTH) return;
    const hasProp = node.attribs.itemprop !== undefined;
    const isScope = node.attribs.itemscope !== undefined;
    if (isScope) {
      if (hasProp) add(node, { item: readItem(node, baseUrl, level), element: node });
      return;
    }
    if (hasProp) add(node, { text: propertyText(node, baseUrl), element: node });
    for (const child of node.children) walk(child, level + 1);
  };
  for (const child of root.children) walk(child, depth + 1);
  return item;
}

const texts = (item: MicroItem, ...names: string[]): string[] =>
  names.flatMap((name) =>
    (item.properties.get(name) ?? []).map((value) =>
      'text' in value ? value.text : itemName(value.item),
    ),
  );

const itemName = (item: MicroItem): string =>
  texts(item, 'name')[0] ?? texts(item, 'text')[0] ?? texts(item, 'url', 'contentUrl')[0] ?? '';

const first = (item: MicroItem, ...names: string[]) =>
  texts(item, ...names)
    .map(oneLine)
    .find(Boolean) ?? '';

/**
 * Instruction lines: each itemprop element's text read as a method written as one text (its lines,
 * or its steps numbered 1, 2, 3… without their numbers, lines wrapped mid-sentence joined; see
 * methodSteps), HowToStep items by their text.
 */
function instructionLines(item: MicroItem): { text: string; heading: boolean }[] {
  const lines: { text: string; heading: boolean }[] = [];
  for (const value of listValues(item, ['recipeInstructions'])) {
    if ('text' in value) {
      lines.push(...methodSteps(value.text).map((text) => ({ text, heading: false })));
      continue;
    }
    const steps = value.item.properties.get('itemListElement') ?? [];
    if (!steps.length) {
      lines.push({ text: texts(value.item, 'text')[0] ?? itemName(value.item), heading: false });
      continue;
    }
    // A section's name heads its steps, as in JSON-LD.
    if (value.item.types.some((type) => /HowToSection$/i.test(type))) {
      lines.push({ text: texts(value.item, 'name')[0] ?? '', heading: true });
    }
    lines.push(
      ...instructionLines({
        ...value.item,
        properties: new Map([['recipeInstructions', steps]]),
      }),
    );
  }
  return lines.map((line) => ({ ...line, text: oneLine(line.text) })).filter((line) => line.text);
}

/**
 * The values of the named properties, less any element that holds others of them: a theme that
 * marks both a list and its items means the items, not the list's text read as one more line.
 */
function listValues(item: MicroItem, names: string[]): MicroValue[] {
  const values = names.flatMap((name) => item.properties.get(name) ?? []);
  const marked = new Set(values.map((value) => value.element));
  const holders = new Set<Element>();
  for (const value of values) {
    let depth = 0;
    for (let node = value.element.parent; node && isElement(node); node = node.parent) {
      if (marked.has(node)) holders.add(node);
      if ((depth += 1) > MAX_DEPTH) break;
    }
  }
  return values.filter((value) => !holders.has(value.element));
}

/**
 * The lines an element that holds a list shows: one per list item or paragraph below it, or one
 * per line where <br> parts them; null for an element that is one item itself, or whose blocks are
 * the cells of one line (amount, unit, name).
 */
function shownLines(element: Element): string[] | null {
  if (element.name.toLowerCase() === 'li') return null;
  const items: Element[] = [];
  let breaks = false;
  const walk = (node: Element, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const child of node.children) {
      if (!isElement(child)) continue;
      const name = child.name.toLowerCase();
      if (name === 'li' || name === 'p') items.push(child);
      if (name === 'br') breaks = true;
      if (name !== 'li') walk(child, depth + 1);
    }
  };
  walk(element, 0);
  if (items.length > 1) return items.map((item) => elementText(item));
  return breaks ? elementText(element).split('\n') : null;
}

/**
 * Ingredient lines: one per itemprop element, except that an element holding a whole list (a
 * theme that marks the <ul>, or lines parted by <br>) gives one line per item or line.
 */
function ingredientLines(item: MicroItem): string[] {
  return listValues(item, ['recipeIngredient', 'ingredients']).flatMap((value) => {
    if (!('text' in value)) return [itemName(value.item)];
    if (value.element.attribs.content !== undefined) return [value.text];
    return shownLines(value.element) ?? [value.text];
  });
}

/**
 * The recipe's author: a Person item's name, else the text marked; an author marked on a link is
 * the link's words, not the profile page it points to.
 */
function authorOf(item: MicroItem): string {
  for (const value of ['author', 'creator'].flatMap((name) => item.properties.get(name) ?? [])) {
    const isLink = 'text' in value && /^(?:a|area)$/i.test(value.element.name);
    const text = oneLine(
      'item' in value ? itemName(value.item) : isLink ? elementText(value.element) : value.text,
    );
    if (text) return text;
  }
  return '';
}

/** The nearest element holding all of `elements`, or null. */
function commonAncestor(elements: Element[]): Element | null {
  const chain = (element: Element) => {
    const nodes: Element[] = [];
    for (let node: AnyNode | null = element; node && isElement(node); node = node.parent) {
      nodes.push(node);
      if (nodes.length > MAX_DEPTH) break;
    }
    return nodes;
  };
  let ancestors = chain(elements[0]!);
  for (const element of elements.slice(1)) {
    const around = new Set(chain(element));
    ancestors = ancestors.filter((node) => around.has(node));
  }
  return ancestors[0] ?? null;
}

/**
 * The page's schema.org Recipe in microdata (itemtype …schema.org/Recipe), when it has one; else
 * the recipe properties a page marks without a Recipe item around them (a theme that writes
 * itemprop="ingredients" and "recipeInstructions" but no itemscope), read from the element that
 * holds them all, its title from the page's heading when none is marked.
 */
export function readMicrodataRecipe(page: PageIndex, baseUrl: string): ExtractedRecipe | null {
  let root = page.microdataItems.find((element) =>
    (element.attribs.itemtype ?? '')
      .split(/\s+/)
      .some((type) => /schema\.org\/Recipe$/i.test(type)),
  );
  const orphan = !root;
  if (!root && page.recipeListProps.length)
    root = commonAncestor(page.recipeListProps) ?? undefined;
  if (!root) return null;
  const item = readItem(root, baseUrl);
  const recipe = emptyExtractedRecipe();
  recipe.title =
    first(item, 'name') || (orphan && page.firstH1 ? oneLine(elementText(page.firstH1)) : '');
  recipe.description = first(item, 'description');
  recipe.author = authorOf(item);
  recipe.pictures = texts(item, 'image', 'thumbnailUrl')
    .map((raw) => absoluteUrl(raw, baseUrl))
    .filter(Boolean)
    .map((url) => ({ url, width: null, height: null }));
  recipe.image = recipe.pictures[0]?.url ?? '';
  recipe.ingredients = ingredientLines(item)
    .map((line) => tidyIngredientLine(oneLine(line)))
    .filter((line) => line && !isIngredientGroupLine(line));
  const steps = instructionLines(item);
  recipe.instructions = steps.map((step) => step.text);
  const headingLines = steps.flatMap((step, line) => (step.heading ? [line] : []));
  if (headingLines.length) recipe.headingLines = headingLines;
  recipe.yields = first(item, 'recipeYield', 'yield');
  recipe.prepTime = parseDurationMinutes(first(item, 'prepTime'));
  recipe.cookTime = parseDurationMinutes(first(item, 'cookTime'));
  recipe.totalTime = parseDurationMinutes(first(item, 'totalTime'));
  recipe.cuisine = texts(item, 'recipeCuisine').flatMap(splitList);
  recipe.category = texts(item, 'recipeCategory').flatMap(splitList);
  recipe.keywords = texts(item, 'keywords').flatMap(splitList);
  return recipe;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((entry) => oneLine(entry))
    .filter(Boolean);
