import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chefs, recipeImages, recipes, recipeStats, userRecipes } from '../../db/schema';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeImageRow = typeof recipeImages.$inferSelect;

export interface Viewer {
  userId: string;
  /** Admins see every recipe (they may edit any, spec 1 §6). */
  isAdmin?: boolean;
}

/** Public and chef recipes, and the viewer's own (spec 1 §6). */
function visibleTo({ userId, isAdmin }: Viewer) {
  if (isAdmin) return sql`true`;
  return or(inArray(recipes.visibility, ['public', 'chef']), eq(recipes.createdBy, userId));
}

export function createRecipesRepository(db: Db) {
  return {
    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recipes)
        .where(eq(recipes.createdBy, userId));
      return row?.n ?? 0;
    },

    async insert(row: typeof recipes.$inferInsert) {
      await db.insert(recipes).values(row);
      await db.insert(recipeStats).values({ recipeId: row.id });
      await db
        .insert(userRecipes)
        .values({ userId: row.createdBy!, recipeId: row.id, source: 'owner' });
    },

    async findOrCreateChef(name: string, userId: string): Promise<string> {
      const [existing] = await db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, name));
      if (existing) return existing.id;
      const id = crypto.randomUUID();
      await db.insert(chefs).values({ id, name, userId }).onConflictDoNothing();
      const [row] = await db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, name));
      return row!.id;
    },

    async setChef(recipeId: string, chefId: string) {
      await db.update(recipes).set({ chefId }).where(eq(recipes.id, recipeId));
    },

    async findVisible(recipeId: string, viewer: Viewer): Promise<RecipeRow | undefined> {
      const [row] = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, recipeId), visibleTo(viewer)));
      return row;
    },

    /** The listing follows the same rule for everyone, admins included: public, chef and own. */
    async findPage({ userId, offset, limit }: { userId: string; offset: number; limit: number }) {
      return db
        .select()
        .from(recipes)
        .where(visibleTo({ userId }))
        .orderBy(desc(recipes.createdAt), asc(recipes.id))
        .limit(limit)
        .offset(offset);
    },

    async update(recipeId: string, changes: Partial<typeof recipes.$inferInsert>) {
      await db
        .update(recipes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(recipes.id, recipeId));
    },

    async delete(recipeId: string) {
      await db.delete(recipes).where(eq(recipes.id, recipeId));
    },

    async imagesFor(recipeIds: string[]): Promise<RecipeImageRow[]> {
      if (recipeIds.length === 0) return [];
      return db
        .select()
        .from(recipeImages)
        .where(inArray(recipeImages.recipeId, recipeIds))
        .orderBy(asc(recipeImages.position), asc(recipeImages.createdAt));
    },

    async insertImage(row: typeof recipeImages.$inferInsert) {
      await db.insert(recipeImages).values(row);
    },

    async findImage(recipeId: string, imageId: string): Promise<RecipeImageRow | undefined> {
      const [row] = await db
        .select()
        .from(recipeImages)
        .where(and(eq(recipeImages.recipeId, recipeId), eq(recipeImages.id, imageId)));
      return row;
    },

    async deleteImage(imageId: string) {
      await db.delete(recipeImages).where(eq(recipeImages.id, imageId));
    },

    /** Which of these recipes the user saved, and which they hold an active purchase of. */
    async linksFor(userId: string, recipeIds: string[]) {
      if (recipeIds.length === 0) return [];
      return db
        .select({
          recipeId: userRecipes.recipeId,
          favorite: userRecipes.favorite,
          purchaseId: userRecipes.purchaseId,
          status: userRecipes.status,
        })
        .from(userRecipes)
        .where(and(eq(userRecipes.userId, userId), inArray(userRecipes.recipeId, recipeIds)));
    },

    /** Sets the viewer's saved flag; returns whether it changed. */
    async setFavorite(userId: string, recipeId: string, favorite: boolean): Promise<boolean> {
      const [existing] = await db
        .select({ favorite: userRecipes.favorite })
        .from(userRecipes)
        .where(and(eq(userRecipes.userId, userId), eq(userRecipes.recipeId, recipeId)));
      if (existing?.favorite === favorite) return false;
      if (existing) {
        await db
          .update(userRecipes)
          .set({ favorite, ...(favorite ? { savedAt: new Date() } : {}) })
          .where(and(eq(userRecipes.userId, userId), eq(userRecipes.recipeId, recipeId)));
      } else {
        if (!favorite) return false;
        await db.insert(userRecipes).values({ userId, recipeId, favorite: true, source: 'save' });
      }
      return true;
    },

    /** Moves the save counters on the recipe and its stats together. */
    async addToSaveCount(recipeId: string, delta: number): Promise<number> {
      await db
        .update(recipeStats)
        .set({ saveCount: sql`greatest(0, ${recipeStats.saveCount} + ${delta})` })
        .where(eq(recipeStats.recipeId, recipeId));
      const [row] = await db
        .update(recipes)
        .set({ saveCount: sql`greatest(0, ${recipes.saveCount} + ${delta})` })
        .where(eq(recipes.id, recipeId))
        .returning({ saveCount: recipes.saveCount });
      return row?.saveCount ?? 0;
    },

    async nextImagePosition(recipeId: string): Promise<{ count: number; next: number }> {
      const [row] = await db
        .select({ n: count(), max: sql<number | null>`max(${recipeImages.position})` })
        .from(recipeImages)
        .where(eq(recipeImages.recipeId, recipeId));
      return { count: row?.n ?? 0, next: (row?.max ?? -1) + 1 };
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
