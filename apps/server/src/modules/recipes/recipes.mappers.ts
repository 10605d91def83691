import {
  toSchemaOrgRecipe,
  type Recipe,
  type RecipeImage,
  type RecipeSummary,
  type SchemaOrgRecipe,
  type SchemaOrgRecipeSource,
} from '@simmer/domain/recipes';
import type { RecipeImageRow, RecipeRow, RecipeSummaryRow } from './recipes.repository';

/** `urlFor` turns a storage key into the URL a browser loads; private recipes' are signed. */
export function toRecipeImage(
  row: Pick<RecipeImageRow, 'id' | 'storageKey'>,
  urlFor: (key: string) => string,
): RecipeImage {
  const url = (variant: string) => urlFor(`${row.storageKey}_${variant}.jpg`);
  return {
    id: row.id,
    thumb: url('thumb'),
    medium: url('medium'),
    large: url('large'),
    srcSet: `${url('thumb')} 200w, ${url('medium')} 400w, ${url('large')} 800w`,
  };
}

export interface ViewerState {
  images: RecipeImage[];
  isSaved: boolean;
  isLocked: boolean;
}

/** A recipe as lists show it: no ingredients, steps or nutrition. */
export function toRecipeSummary(row: RecipeSummaryRow, state: ViewerState): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    version: row.version,
    visibility: row.visibility as Recipe['visibility'],
    isLocked: state.isLocked,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    servings: row.servings,
    cuisine: row.cuisine,
    tags: row.tags,
    difficulty: row.difficulty as Recipe['difficulty'],
    dietaryRestrictions: row.dietaryRestrictions,
    author: row.author,
    sourceUrl: row.sourceUrl,
    images: state.images,
    rating: row.rating,
    createdBy: row.createdBy,
    chefId: row.chefId,
    isPurchasable: row.isPurchasable,
    price: row.priceCents / 100,
    saveCount: row.saveCount,
    shareCount: row.shareCount,
    isSaved: state.isSaved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's recipe; a locked premium recipe carries no ingredients or steps at all. */
export function toRecipe(row: RecipeRow, state: ViewerState): Recipe {
  return {
    ...toRecipeSummary(row, state),
    ingredients: state.isLocked ? [] : row.ingredients,
    instructions: state.isLocked ? [] : row.instructions,
    nutritionalInfo: row.nutritionalInfo ?? null,
  };
}

/** What the server writes into the head of a shared recipe's page (see plugins/page-head.ts). */
export interface SharedRecipeHead {
  title: string;
  socialTitle: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  jsonLd: SchemaOrgRecipe;
}

/** Meta descriptions are cut near the length search results show. */
const META_DESCRIPTION_MAX = 200;

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The head of a shared recipe's page: its title, description, canonical address, preview image
 * and schema.org Recipe. `recipe` holds only what the shared page shows (no steps past the first
 * few, nothing of a premium recipe); image URLs are absolute.
 */
export function toSharedRecipeHead(
  recipe: SchemaOrgRecipeSource,
  options: { publicUrl: string; pageUrl: string; authorUrl?: string },
): SharedRecipeHead {
  const jsonLd = toSchemaOrgRecipe(recipe, {
    baseUrl: options.publicUrl,
    url: options.pageUrl,
    ...(options.authorUrl ? { authorUrl: options.authorUrl } : {}),
  });
  return {
    title: `${recipe.name} — Simmer`,
    socialTitle: recipe.name,
    description: metaDescription(jsonLd.description),
    canonicalUrl: options.pageUrl,
    ...(jsonLd.image?.[0] ? { imageUrl: jsonLd.image[0] } : {}),
    jsonLd,
  };
}
