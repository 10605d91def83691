import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chefFollows, chefs, recipes } from '../../db/schema';
import { RECIPE_SUMMARY_COLUMNS, visibleTo, type RecipeSummaryRow } from './recipes.repository';

export type ChefRow = typeof chefs.$inferSelect;

export function createChefsRepository(db: Db) {
  return {
    async findById(chefId: string): Promise<ChefRow | undefined> {
      const [row] = await db.select().from(chefs).where(eq(chefs.id, chefId));
      return row;
    },

    /** The chef's recipes the viewer may see, newest first. */
    async findRecipes(
      chefId: string,
      viewer: { userId?: string },
      limit: number,
    ): Promise<RecipeSummaryRow[]> {
      return db
        .select(RECIPE_SUMMARY_COLUMNS)
        .from(recipes)
        .where(and(eq(recipes.chefId, chefId), visibleTo(viewer)))
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(limit);
    },

    async countRecipes(chefId: string, viewer: { userId?: string }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recipes)
        .where(and(eq(recipes.chefId, chefId), visibleTo(viewer)));
      return row?.n ?? 0;
    },

    async isFollowing(userId: string, chefId: string): Promise<boolean> {
      const [row] = await db
        .select({ chefId: chefFollows.chefId })
        .from(chefFollows)
        .where(and(eq(chefFollows.userId, userId), eq(chefFollows.chefId, chefId)));
      return Boolean(row);
    },

    /** Adds the follow; returns whether it was new. */
    async insertFollow(userId: string, chefId: string): Promise<boolean> {
      const rows = await db
        .insert(chefFollows)
        .values({ userId, chefId })
        .onConflictDoNothing()
        .returning({ chefId: chefFollows.chefId });
      return rows.length > 0;
    },

    /** Removes the follow; returns whether there was one. */
    async deleteFollow(userId: string, chefId: string): Promise<boolean> {
      const rows = await db
        .delete(chefFollows)
        .where(and(eq(chefFollows.userId, userId), eq(chefFollows.chefId, chefId)))
        .returning({ chefId: chefFollows.chefId });
      return rows.length > 0;
    },

    async addToFollowerCount(chefId: string, delta: number): Promise<number> {
      const [row] = await db
        .update(chefs)
        .set({
          followerCount: sql`greatest(0, ${chefs.followerCount} + ${delta})`,
          updatedAt: new Date(),
        })
        .where(eq(chefs.id, chefId))
        .returning({ followerCount: chefs.followerCount });
      return row?.followerCount ?? 0;
    },
  };
}

export type ChefsRepository = ReturnType<typeof createChefsRepository>;
