import {
  findRecipeNodes,
  IMPORT_MESSAGES,
  indexSchemaNodes,
  MAX_FILE_RECIPES,
  parseLooseJson,
  readSchemaRecipe,
  tidyRecipeTitle,
  type ExtractedRecipe,
  type ImportImage,
} from '@simmer/domain/import';
import { badRequest } from '../../lib/app-error';

/** One recipe of a recipe file, ready for the import review. */
export interface FileRecipe {
  recipe: ExtractedRecipe;
  /** The recipe's own page (`url`, `isBasedOn`, Mealie's `orgURL`), when it names one. */
  sourceUrl: string | null;
  /** Every image the recipe names, the first as its main one. */
  images: ImportImage[];
}

type Node = Record<string, unknown>;

const MAX_IMAGES = 20;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value.trim());

/**
 * A recipe written without `@type` (Mealie's own recipe JSON, hand-made files): a name with
 * ingredients or steps in schema.org's words.
 */
const looksLikeRecipe = (value: unknown): value is Node =>
  isNode(value) &&
  typeof value.name === 'string' &&
  (Array.isArray(value.recipeIngredient) || Array.isArray(value.recipeInstructions));

function recipeNodesOf(data: unknown): Node[] {
  const typed = findRecipeNodes(data);
  if (typed.length) return typed;
  const entries = Array.isArray(data)
    ? data
    : isNode(data) && Array.isArray(data['@graph'])
      ? data['@graph']
      : [data];
  return (entries as unknown[]).filter(looksLikeRecipe);
}

/** Every image URL a node gives: strings, ImageObjects, or arrays of either. */
function imageUrls(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  if (typeof value === 'string') return isWebAddress(value) ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => imageUrls(entry, depth + 1));
  if (isNode(value)) return imageUrls(value.url ?? value.contentUrl, depth + 1);
  return [];
}

function fileRecipe(node: Node, index: Map<string, Node>): FileRecipe {
  const recipe = readSchemaRecipe(node, index);
  const urls = [...new Set(imageUrls(node.image ?? node.thumbnailUrl))].slice(0, MAX_IMAGES);
  // The review offers the file's images; only a web address can be fetched.
  recipe.image = urls[0] ?? '';
  delete recipe.pictures;
  const sourceUrl =
    [node.url, node.isBasedOn, node.orgURL, node.mainEntityOfPage].find(isWebAddress)?.trim() ??
    null;
  return {
    recipe,
    sourceUrl,
    images: urls.map((url, place) => ({ url, type: place === 0 ? 'main' : 'page' })),
  };
}

/**
 * The recipes of a recipe file: schema.org Recipe JSON-LD as Simmer exports it and as other apps
 * and sites write it — one Recipe, an array, an `@graph`, nested under `mainEntity` — read with
 * the same reader as a web page's JSON-LD. A file that is not JSON, or holds no recipe, is the
 * user's mistake (400, with a message that says which).
 */
export function readRecipeFile(data: Buffer): { recipes: FileRecipe[]; names: string[] } {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = text.trim() ? parseLooseJson(text) : undefined;
  if (parsed === undefined || parsed === null || typeof parsed !== 'object') {
    throw badRequest(IMPORT_MESSAGES.notJsonFile);
  }
  const nodes = recipeNodesOf(parsed).slice(0, MAX_FILE_RECIPES);
  if (!nodes.length) throw badRequest(IMPORT_MESSAGES.noRecipeInFile);
  const index = indexSchemaNodes(parsed);
  const recipes = nodes.map((node) => fileRecipe(node, index));
  const names = recipes.map(
    ({ recipe, sourceUrl }, place) =>
      tidyRecipeTitle(recipe.title, { pageUrl: sourceUrl }) || `Recipe ${place + 1}`,
  );
  return { recipes, names };
}
