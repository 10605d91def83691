import {
  findRecipeNodes,
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

/**
 * The page's schema.org Recipe from its JSON-LD, wherever it sits (@graph, arrays, mainEntity,
 * odd @type shapes), with @id references followed. When a page holds several, the fullest one.
 */
export function readJsonLdRecipe(blocks: unknown[]): ExtractedRecipe | null {
  if (!blocks.length) return null;
  const index = indexSchemaNodes(blocks);
  let best: ExtractedRecipe | null = null;
  for (const node of findRecipeNodes(blocks)) {
    const recipe = readSchemaRecipe(node, index);
    if (!best || richness(recipe) > richness(best)) best = recipe;
  }
  return best;
}
