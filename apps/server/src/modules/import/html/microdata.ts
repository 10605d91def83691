import {
  cleanText,
  emptyExtractedRecipe,
  methodSteps,
  readSchemaRecipe,
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

/**
 * An item as the JSON-LD node it stands for: its types, and each property a text, a nested node,
 * or a list of those where it is given more than once. Empty texts are no value.
 */
function schemaNode(item: MicroItem): Record<string, unknown> {
  const node: Record<string, unknown> = {
    '@type': item.types.map((type) => type.replace(/^.*[/#]/, '')),
  };
  for (const [name, values] of item.properties) {
    const entries = values
      .map((value) => ('item' in value ? schemaNode(value.item) : value.text))
      .filter((entry) => entry !== '');
    if (entries.length) node[name] = entries.length === 1 ? entries[0] : entries;
  }
  return node;
}

/**
 * The method's values: a step's or a section's item as its node (a step item that marks neither
 * its text nor its name is the words it shows); an element's text as a method written as one text
 * (its lines, or its steps numbered 1, 2, 3… without their numbers, lines wrapped mid-sentence
 * joined; see methodSteps), a step each.
 */
function instructionValues(item: MicroItem): unknown[] {
  return listValues(item, ['recipeInstructions']).flatMap((value): unknown[] => {
    if ('text' in value) return methodSteps(value.text);
    const node = schemaNode(value.item);
    const marked = ['text', 'name', 'itemListElement'].some((name) => name in node);
    return [marked ? node : { ...node, text: elementText(value.element) }];
  });
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
 * Ingredient lines: one per itemprop element (its text on one line, as the page shows a line
 * whose amount and name are blocks of their own), except that an element holding a whole list (a
 * theme that marks the <ul>, or lines parted by <br>) gives one line per item or line. A value
 * given in a `content` attribute is a text as JSON-LD gives it.
 */
function ingredientLines(item: MicroItem): string[] {
  return listValues(item, ['recipeIngredient', 'ingredients']).flatMap((value) => {
    if (!('text' in value)) return [itemName(value.item)];
    if (value.element.attribs.content !== undefined) return [value.text];
    return (shownLines(value.element) ?? [value.text]).map(oneLine);
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
  // Read as the same recipe in JSON-LD would be, with what microdata marks on the page itself:
  // ingredient lines one per element or per line an element lists, the author's words on a link.
  const node = schemaNode(item);
  delete node.ingredients;
  node.recipeIngredient = ingredientLines(item);
  node.recipeInstructions = instructionValues(item);
  node.author = authorOf(item);
  const recipe: ExtractedRecipe = { ...emptyExtractedRecipe(), ...readSchemaRecipe(node) };
  if (!recipe.title && orphan && page.firstH1) recipe.title = oneLine(elementText(page.firstH1));
  recipe.pictures = (recipe.pictures ?? [])
    .map((picture) => ({ ...picture, url: absoluteUrl(picture.url, baseUrl) }))
    .filter((picture) => picture.url);
  recipe.image = absoluteUrl(recipe.image, baseUrl);
  return recipe;
}
