import { toSchemaOrgRecipe } from './schema-org';
import type { Recipe } from './schemas';

/**
 * Recipe files (issue 15, "Conventions"): a recipe, or a whole recipe box, as schema.org Recipe
 * JSON-LD — the format recipe sites publish and other recipe apps (Mealie, Tandoor, Paprika-style
 * exporters) read and write — so a recipe can leave Simmer and come back through the import
 * review. The Recipe is the one the shared page publishes (`toSchemaOrgRecipe`), with what a
 * file adds: Simmer's id, the source it was based on, when it was created, and one image per
 * photo (the largest) so that an importer does not take three sizes for three photos.
 */

type JsonLd = Record<string, unknown>;

const absolute = (url: string, publicUrl: string) =>
  new URL(url, `${publicUrl.replace(/\/+$/, '')}/`).href;

/**
 * One recipe as a schema.org Recipe node (without `@context`). `publicUrl` makes image paths
 * absolute; a private recipe's image URLs are signed and stop working after an hour or two.
 */
export function recipeJsonLdNode(recipe: Recipe, publicUrl: string): JsonLd {
  const { '@context': _context, ...node } = toSchemaOrgRecipe(recipe, {
    baseUrl: publicUrl,
    ...(recipe.sourceUrl ? { url: recipe.sourceUrl } : {}),
  });
  const images = recipe.images.map((image) => absolute(image.large, publicUrl));
  return {
    ...node,
    identifier: recipe.id,
    ...(images.length ? { image: images } : {}),
    ...(recipe.sourceUrl ? { isBasedOn: recipe.sourceUrl } : {}),
    dateCreated: recipe.createdAt,
  };
}

/** One recipe as a JSON-LD document: the Recipe with its `@context`. */
export function recipeJsonLd(recipe: Recipe, publicUrl: string): JsonLd {
  return { '@context': 'https://schema.org', ...recipeJsonLdNode(recipe, publicUrl) };
}

/** A whole recipe box as one JSON-LD document: its recipes in an `@graph`. */
export function recipeBoxJsonLd(recipes: Recipe[], publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': recipes.map((recipe) => recipeJsonLdNode(recipe, publicUrl)),
  };
}

/** A file name for a recipe's file: "lemon-drizzle-cake.json"; "recipe.json" for no usable name. */
export function recipeFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'recipe'}.json`;
}
