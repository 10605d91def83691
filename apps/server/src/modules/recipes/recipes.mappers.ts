import type { Recipe, RecipeImage } from '@simmer/domain/recipes';
import type { Storage } from '../../lib/storage';
import type { RecipeImageRow, RecipeRow } from './recipes.repository';

export function toRecipeImage(row: RecipeImageRow, storage: Storage): RecipeImage {
  const url = (variant: string) => storage.urlFor(`${row.storageKey}_${variant}.jpg`);
  return {
    id: row.id,
    thumb: url('thumb'),
    medium: url('medium'),
    large: url('large'),
    srcSet: `${url('thumb')} 200w, ${url('medium')} 400w, ${url('large')} 800w`,
  };
}

/** The API's recipe; a locked premium recipe carries no ingredients or steps at all. */
export function toRecipe(
  row: RecipeRow,
  options: { images: RecipeImage[]; isSaved: boolean; isLocked: boolean },
): Recipe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    version: row.version,
    visibility: row.visibility as Recipe['visibility'],
    ingredients: options.isLocked ? [] : row.ingredients,
    instructions: options.isLocked ? [] : row.instructions,
    isLocked: options.isLocked,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    servings: row.servings,
    cuisine: row.cuisine,
    tags: row.tags,
    difficulty: row.difficulty as Recipe['difficulty'],
    nutritionalInfo: row.nutritionalInfo ?? null,
    dietaryRestrictions: row.dietaryRestrictions,
    author: row.author,
    sourceUrl: row.sourceUrl,
    images: options.images,
    rating: row.rating,
    createdBy: row.createdBy,
    chefId: row.chefId,
    isPurchasable: row.isPurchasable,
    price: row.priceCents / 100,
    saveCount: row.saveCount,
    shareCount: row.shareCount,
    isSaved: options.isSaved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
