import { recipeBoxJsonLd, recipeFileName, recipeJsonLd, type Recipe } from '@simmer/domain/recipes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import type { RecipesService } from '../recipes';
import { createRecipeExportRepository } from './recipe-export.repository';

/** What a premium recipe the viewer has not bought answers instead of its file. */
export const LOCKED_EXPORT_MESSAGE = 'Buy this recipe to export it';

/** Recipes read per query for a whole box. */
const BATCH = 200;

export interface RecipeFile {
  fileName: string;
  document: Record<string, unknown>;
}

/**
 * Recipe files (issue 15): one recipe, or the user's whole box, as schema.org Recipe JSON-LD,
 * with absolute image URLs. Only what the user may read in full goes in a file: recipes they can
 * see, never a premium recipe they have not bought.
 */
export function createRecipeExportService(deps: {
  db: Db;
  recipes: Pick<RecipesService, 'getRecipe' | 'plannable'>;
  publicUrl: string;
}) {
  const { recipes, publicUrl } = deps;
  const repository = createRecipeExportRepository(deps.db);

  return {
    /** One recipe the viewer may see (404 otherwise), unless it is locked for them (403). */
    async exportRecipe(viewer: AuthUser, recipeId: string): Promise<RecipeFile> {
      const recipe = await recipes.getRecipe(viewer, recipeId);
      if (recipe.isLocked) throw new AppError('FORBIDDEN', LOCKED_EXPORT_MESSAGE);
      return { fileName: recipeFileName(recipe.name), document: recipeJsonLd(recipe, publicUrl) };
    },

    /**
     * The viewer's box, newest first: the recipes they created and those they saved that they may
     * read in full (an admin's box is theirs too, not every recipe).
     */
    async exportBox(viewer: AuthUser, today = new Date()): Promise<RecipeFile & { count: number }> {
      const ids = await repository.boxRecipeIds(viewer.id);
      const found = new Map<string, Recipe>();
      for (let start = 0; start < ids.length; start += BATCH) {
        for (const recipe of await recipes.plannable(viewer, ids.slice(start, start + BATCH))) {
          if (!recipe.isLocked) found.set(recipe.id, recipe);
        }
      }
      const box = ids.flatMap((id) => found.get(id) ?? []);
      return {
        fileName: `simmer-recipes-${today.toISOString().slice(0, 10)}.json`,
        document: recipeBoxJsonLd(box, publicUrl),
        count: box.length,
      };
    },
  };
}

export type RecipeExportService = ReturnType<typeof createRecipeExportService>;
