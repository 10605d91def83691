import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImports, recipes } from '../../db/schema';

export type ImportRow = typeof recipeImports.$inferSelect;
export type NewImportRow = typeof recipeImports.$inferInsert;

/** How many attempts the history keeps showing. */
export const IMPORT_HISTORY_SIZE = 30;

export function createImportRepository(db: Db) {
  return {
    async insert(row: NewImportRow): Promise<ImportRow> {
      const [stored] = await db.insert(recipeImports).values(row).returning();
      return stored!;
    },

    async update(userId: string, id: string, changes: Partial<NewImportRow>): Promise<ImportRow> {
      const [stored] = await db
        .update(recipeImports)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(recipeImports.id, id), eq(recipeImports.userId, userId)))
        .returning();
      return stored!;
    },

    /**
     * Marks a failed attempt, or one left running since before `staleBefore`, running again;
     * undefined when it is neither (so two retries never read it at once).
     */
    async claimForRetry(
      userId: string,
      id: string,
      staleBefore: Date,
    ): Promise<ImportRow | undefined> {
      const [row] = await db
        .update(recipeImports)
        .set({ status: 'running', method: null, reason: null, updatedAt: new Date() })
        .where(
          and(
            eq(recipeImports.id, id),
            eq(recipeImports.userId, userId),
            or(
              eq(recipeImports.status, 'failed'),
              and(eq(recipeImports.status, 'running'), lt(recipeImports.updatedAt, staleBefore)),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Marks a succeeded import saved; false when it was not (already saved, or never read). */
    async claimForSave(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(recipeImports)
        .set({ status: 'saved', updatedAt: new Date() })
        .where(
          and(
            eq(recipeImports.id, id),
            eq(recipeImports.userId, userId),
            eq(recipeImports.status, 'succeeded'),
          ),
        )
        .returning({ id: recipeImports.id });
      return rows.length === 1;
    },

    async find(userId: string, id: string): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(recipeImports)
        .where(and(eq(recipeImports.id, id), eq(recipeImports.userId, userId)));
      return row;
    },

    async list(userId: string): Promise<ImportRow[]> {
      return db
        .select()
        .from(recipeImports)
        .where(eq(recipeImports.userId, userId))
        .orderBy(desc(recipeImports.createdAt), desc(recipeImports.id))
        .limit(IMPORT_HISTORY_SIZE);
    },

    async remove(userId: string, id: string): Promise<ImportRow | undefined> {
      const [row] = await db
        .delete(recipeImports)
        .where(and(eq(recipeImports.id, id), eq(recipeImports.userId, userId)))
        .returning();
      return row;
    },

    /**
     * The user's own recipes that name a source address. Read here rather than through the recipes
     * service: a narrow, owner-scoped read for the duplicate check, nothing else.
     */
    async ownRecipeSources(
      userId: string,
    ): Promise<{ id: string; name: string; sourceUrl: string }[]> {
      const rows = await db
        .select({ id: recipes.id, name: recipes.name, sourceUrl: recipes.sourceUrl })
        .from(recipes)
        .where(and(eq(recipes.createdBy, userId), isNotNull(recipes.sourceUrl)));
      return rows.map((row) => ({ ...row, sourceUrl: row.sourceUrl! }));
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
