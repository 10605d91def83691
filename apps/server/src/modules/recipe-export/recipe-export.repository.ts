import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes, userRecipes } from '../../db/schema';

export function createRecipeExportRepository(db: Db) {
  return {
    /**
     * The recipes of a user's box, newest first: those they created, and those they saved
     * (whoever created them). Visibility is checked again when the recipes are read.
     */
    async boxRecipeIds(userId: string): Promise<string[]> {
      const saved = sql`exists (select 1 from ${userRecipes} where ${userRecipes.userId} = ${userId} and ${userRecipes.recipeId} = ${recipes.id} and ${userRecipes.favorite})`;
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(or(eq(recipes.createdBy, userId), saved))
        .orderBy(desc(recipes.createdAt), desc(recipes.id));
      return rows.map((row) => row.id);
    },
  };
}
