import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';

/**
 * What `recipes.videos` holds (spec 2 §3 videos): the two videos' media URLs — `shortForm` stays
 * a plain URL string, as the stories feed reads it — their storage keys, the long video's
 * duration when its container says, and one bookmark per step.
 */
export interface StoredVideos {
  shortForm?: string;
  shortFormKey?: string;
  longForm?: string;
  longFormKey?: string;
  longFormDuration?: number | null;
  bookmarks?: {
    stepIndex: number;
    timestamp: number;
    endTimestamp: number;
    duration: number;
    imageUrl: string;
    userModified: boolean;
  }[];
}

export function createRecipeVideosRepository(db: Db) {
  return {
    async find(recipeId: string) {
      const [row] = await db
        .select({ videos: recipes.videos })
        .from(recipes)
        .where(eq(recipes.id, recipeId));
      return row && { videos: row.videos as StoredVideos };
    },

    /**
     * Changes a recipe's videos in one transaction with the row locked, so two saves (two
     * markers released at once, an upload and a save) cannot lose each other's change.
     */
    async update(
      recipeId: string,
      change: (videos: StoredVideos, steps: number) => StoredVideos,
    ): Promise<{ before: StoredVideos; after: StoredVideos } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            videos: recipes.videos,
            steps: sql<number>`jsonb_array_length(${recipes.instructions})`,
          })
          .from(recipes)
          .where(eq(recipes.id, recipeId))
          .for('update');
        if (!row) return undefined;
        const before = row.videos as StoredVideos;
        const after = change(before, Number(row.steps));
        await tx
          .update(recipes)
          .set({ videos: after as Record<string, unknown> })
          .where(eq(recipes.id, recipeId));
        return { before, after };
      });
    },
  };
}
