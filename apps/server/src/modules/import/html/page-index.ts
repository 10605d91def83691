import { Element, type AnyNode } from 'domhandler';
import { isElement } from './dom-text';

/**
 * The elements extraction needs, found in one pass over the parsed page. One iterative walk
 * instead of a selector query per need keeps a deeply nested or huge page from costing a
 * traversal each time (or the call stack).
 */
export interface PageIndex {
  body: Element | null;
  title: Element | null;
  firstH1: Element | null;
  baseHref: string | null;
  metas: Element[];
  imageLink: string | null;
  jsonLdScripts: Element[];
  /** Elements with itemscope and an itemtype, in page order. */
  microdataItems: Element[];
  /** <img> elements inside the body, in page order. */
  images: Element[];
  /** The page's main content: its <main> (or role="main"), else its first <article>. */
  main: Element | null;
  /** Ingredient lists of recipe-card plugins (Tasty Recipes), in page order. */
  cardIngredientLists: Element[];
  /** Elements whose itemprop names a recipe's ingredients or steps, in page order. */
  recipeListProps: Element[];
}

// The class a recipe-card plugin gives the list of ingredients it shows.
const CARD_INGREDIENT_LIST = /(?:^|\s)tasty-recipes-ingredients(?:\s|$)/;
const RECIPE_LIST_PROP = /(?:^|\s)(?:recipeIngredient|ingredients|recipeInstructions)(?:\s|$)/;

/** Walks the parsed document once, in page order, and indexes what extraction reads. */
export function indexPage(root: AnyNode): PageIndex {
  const index: PageIndex = {
    body: null,
    title: null,
    firstH1: null,
    baseHref: null,
    metas: [],
    imageLink: null,
    jsonLdScripts: [],
    microdataItems: [],
    images: [],
    main: null,
    cardIngredientLists: [],
    recipeListProps: [],
  };
  let article: Element | null = null;
  const allImages: Element[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const children = (node as { children?: AnyNode[] }).children;
    if (children) for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    if (!isElement(node)) continue;
    const attribs = node.attribs;
    switch (node.name.toLowerCase()) {
      case 'body':
        index.body ??= node;
        break;
      case 'title':
        index.title ??= node;
        break;
      case 'h1':
        index.firstH1 ??= node;
        break;
      case 'base':
        if (attribs.href) index.baseHref ??= attribs.href;
        break;
      case 'meta':
        index.metas.push(node);
        break;
      case 'link':
        if (attribs.href && /(?:^|\s)image_src(?:\s|$)/i.test(attribs.rel ?? '')) {
          index.imageLink ??= attribs.href;
        }
        break;
      case 'script':
        if ((attribs.type ?? '').toLowerCase().includes('ld+json')) index.jsonLdScripts.push(node);
        break;
      case 'img':
        if (index.body) index.images.push(node);
        allImages.push(node);
        break;
      case 'main':
        index.main ??= node;
        break;
      case 'article':
        article ??= node;
        break;
    }
    if (attribs.role?.toLowerCase() === 'main') index.main ??= node;
    if (attribs.itemscope !== undefined && attribs.itemtype) index.microdataItems.push(node);
    if (attribs.itemprop && RECIPE_LIST_PROP.test(attribs.itemprop))
      index.recipeListProps.push(node);
    if (attribs.class && CARD_INGREDIENT_LIST.test(attribs.class)) {
      index.cardIngredientLists.push(node);
    }
  }
  index.main ??= article;
  if (!index.body) {
    // HTML lets a page leave out <body>; the parser (htmlparser2) does not add one, so the whole
    // document stands for it. The element only groups the children for reading; it adopts none.
    index.body = new Element('body', {}, (root as { children?: AnyNode[] }).children ?? []);
    index.images = allImages;
  }
  return index;
}
