import {
  findRecipeNodes,
  hasSchemaType,
  indexSchemaNodes,
  parseLooseJson,
  readSchemaRecipe,
  type ExtractedRecipe,
} from '@simmer/domain/import';
import { rawText } from './dom-text';
import type { PageIndex } from './page-index';

/** Every JSON-LD block of the page that parses (forgivingly), in page order. */
export function readJsonLdBlocks(page: PageIndex): unknown[] {
  const blocks: unknown[] = [];
  for (const script of page.jsonLdScripts) {
    const data = parseLooseJson(rawText(script));
    if (data !== undefined) blocks.push(data);
  }
  return blocks;
}

const richness = (recipe: ExtractedRecipe) =>
  recipe.ingredients.length + recipe.instructions.length + (recipe.title ? 1 : 0);

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The page's schema.org Recipe from its JSON-LD, wherever it sits (@graph, arrays, mainEntity,
 * odd @type shapes), with @id references followed. When a page holds several, the one its own
 * title names first (`pageTitles`: its heading, its shared title), else the fullest one.
 */
export function readJsonLdRecipe(
  blocks: unknown[],
  pageTitles: string[] = [],
): ExtractedRecipe | null {
  if (!blocks.length) return null;
  const index = indexSchemaNodes(blocks);
  const recipes = findRecipeNodes(blocks).map((node) => readSchemaRecipe(node, index));
  const titles = pageTitles.map(letters).filter(Boolean);
  // Where the page's title names a recipe: the dish it names first ("Fish with Green Sauce").
  const place = (recipe: ExtractedRecipe) => {
    const name = letters(recipe.title);
    const places = name ? titles.map((title) => title.indexOf(name)).filter((at) => at >= 0) : [];
    return places.length ? Math.min(...places) : Infinity;
  };
  let best: ExtractedRecipe | null = null;
  for (const recipe of recipes) {
    if (!best || richness(recipe) > richness(best)) best = recipe;
  }
  if (recipes.length < 2) return best;
  const named = recipes
    .filter((recipe) => place(recipe) < Infinity)
    .sort((a, b) => place(a) - place(b) || richness(b) - richness(a));
  return named[0] ?? best;
}

const ARTICLE_TYPES = ['Article', 'BlogPosting', 'NewsArticle'];

/** The page's schema.org articles in its JSON-LD: the top level, arrays and @graph. */
function articleNodes(value: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 6 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => articleNodes(entry, depth + 1));
  const node = value as Record<string, unknown>;
  if (ARTICLE_TYPES.some((type) => hasSchemaType(node, type))) return [node];
  return articleNodes(node['@graph'], depth + 1);
}

/**
 * The author of the article the page publishes its recipe in (its JSON-LD Article or
 * BlogPosting), with references followed; '' when there is none.
 */
export function readArticleAuthor(blocks: unknown[]): string {
  const articles = articleNodes(blocks);
  if (!articles.length) return '';
  const index = indexSchemaNodes(blocks);
  for (const article of articles) {
    const author = readSchemaRecipe({ author: article.author }, index).author;
    if (author) return author;
  }
  return '';
}
