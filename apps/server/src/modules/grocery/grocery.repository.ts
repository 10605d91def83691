import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { groceryItems, groceryPreferences, groceryRebuilds } from '../../db/schema';

export type GroceryItemRow = typeof groceryItems.$inferSelect;
export type NewGroceryItemRow = typeof groceryItems.$inferInsert;
/** A day waiting for its rebuild; `requestedAt` as the database's text, exact to the microsecond. */
export interface PendingRebuild {
  listDate: string;
  requestedAt: string;
}

const pendingColumns = {
  listDate: groceryRebuilds.listDate,
  requestedAt: sql<string>`${groceryRebuilds.requestedAt}::text`,
};

/** The rows shown for a range of days, with the dateless list; removed ones left out. */
function visibleRowsQuery(db: Db) {
  const start = sql.placeholder('start');
  const end = sql.placeholder('end');
  return (
    db
      .select()
      .from(groceryItems)
      .where(
        and(
          eq(groceryItems.userId, sql.placeholder('userId')),
          isNull(groceryItems.removedAt),
          or(
            isNull(groceryItems.listDate),
            and(gte(groceryItems.listDate, start), lte(groceryItems.listDate, end)),
          ),
        ),
      )
      // Earlier days first, so a merged line's main amount is the first day's whatever order
      // the rows were written in (one rebuild writes several days' rows at once).
      .orderBy(sql`${groceryItems.listDate} asc nulls last`, groceryItems.addedAt, groceryItems.id)
  );
}

/** What every shopping-list read asks, prepared once on the pool. */
function prepareListReads(db: Db) {
  return {
    visibleRows: visibleRowsQuery(db).prepare('simmer_grocery_visible_rows'),
    pendingInRange: db
      .select(pendingColumns)
      .from(groceryRebuilds)
      .where(
        and(
          eq(groceryRebuilds.userId, sql.placeholder('userId')),
          and(
            gte(groceryRebuilds.listDate, sql.placeholder('start')),
            lte(groceryRebuilds.listDate, sql.placeholder('end')),
          ),
        ),
      )
      .prepare('simmer_grocery_pending_range'),
    categoryOrder: db
      .select({ order: groceryPreferences.categoryOrder })
      .from(groceryPreferences)
      .where(eq(groceryPreferences.userId, sql.placeholder('userId')))
      .prepare('simmer_grocery_category_order'),
  };
}

export function createGroceryRepository(db: Db) {
  const prepared = preparedOn(db, 'grocery.reads', prepareListReads);
  return {
    /**
     * Serialises list rebuilds of one user until the transaction ends: two tabs changing meals at
     * once rebuild one after the other, each from what the other committed.
     */
    async lockUser(userId: string) {
      // The rows a rebuild writes are derived from the meals and rebuilt by the next change or
      // refresh: not worth waiting for the disk flush at commit (ticks are written elsewhere).
      // One round trip: set_config(…, true) is SET LOCAL.
      await db.execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtextextended(${`grocery:${userId}`}, 0))`,
      );
    },

    /**
     * Records, in the caller's transaction, that the planned rows of these days must be rebuilt.
     * A repeated request always moves the time on, so a rebuild that read the older one leaves it.
     */
    async requestRebuild(userId: string, dates: string[]) {
      if (dates.length === 0) return;
      await db
        .insert(groceryRebuilds)
        .values(
          dates.map((listDate) => ({ userId, listDate, requestedAt: sql`clock_timestamp()` })),
        )
        .onConflictDoUpdate({
          target: [groceryRebuilds.userId, groceryRebuilds.listDate],
          set: {
            requestedAt: sql`greatest(clock_timestamp(), ${groceryRebuilds.requestedAt} + interval '1 microsecond')`,
          },
        });
    },

    /** The user's days waiting for a rebuild: all, some days, or those from `start` to `end`. */
    async pendingRebuilds(
      userId: string,
      scope?: { dates: string[] } | { start: string; end: string },
    ): Promise<PendingRebuild[]> {
      if (prepared && scope && 'start' in scope)
        return prepared.pendingInRange.execute({ userId, start: scope.start, end: scope.end });
      return db
        .select(pendingColumns)
        .from(groceryRebuilds)
        .where(
          and(
            eq(groceryRebuilds.userId, userId),
            !scope
              ? undefined
              : 'dates' in scope
                ? inArray(groceryRebuilds.listDate, scope.dates)
                : and(
                    gte(groceryRebuilds.listDate, scope.start),
                    lte(groceryRebuilds.listDate, scope.end),
                  ),
          ),
        );
    },

    /** Every user with a day waiting for a rebuild (start-up repair). */
    async usersWithPendingRebuilds(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: groceryRebuilds.userId })
        .from(groceryRebuilds);
      return rows.map((row) => row.userId);
    },

    /** Clears the requests a rebuild read, unless one was made again since (it stays pending). */
    async clearRebuilds(userId: string, seen: PendingRebuild[]) {
      if (seen.length === 0) return;
      const pairs = sql.join(
        seen.map((day) => sql`(${day.listDate}::date, ${day.requestedAt}::timestamptz)`),
        sql`, `,
      );
      await db
        .delete(groceryRebuilds)
        .where(
          and(
            eq(groceryRebuilds.userId, userId),
            sql`(${groceryRebuilds.listDate}, ${groceryRebuilds.requestedAt}) in (${pairs})`,
          ),
        );
    },

    /** The meal-planned rows of some days or some meals, locked for the rebuild. */
    async plannedRowsFor(userId: string, dates: string[], mealIds: string[]) {
      const where = [inArray(groceryItems.listDate, dates)];
      if (mealIds.length > 0) where.push(inArray(groceryItems.mealId, mealIds));
      return db
        .select()
        .from(groceryItems)
        .where(and(eq(groceryItems.userId, userId), isNotNull(groceryItems.mealId), or(...where)))
        .for('update');
    },

    /** The ids of the meals whose rows sit on these days (they may since have moved). */
    async mealIdsListedOn(userId: string, dates: string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ mealId: groceryItems.mealId })
        .from(groceryItems)
        .where(
          and(
            eq(groceryItems.userId, userId),
            inArray(groceryItems.listDate, dates),
            isNotNull(groceryItems.mealId),
          ),
        );
      return rows.map((row) => row.mealId!);
    },

    async insert(rows: NewGroceryItemRow[]) {
      if (rows.length > 0) await db.insert(groceryItems).values(rows);
    },

    async insertOne(row: NewGroceryItemRow): Promise<GroceryItemRow> {
      const [stored] = await db.insert(groceryItems).values(row).returning();
      return stored!;
    },

    /** Moves and re-amounts planned rows in one statement. */
    async updatePlanned(
      changes: {
        id: string;
        listDate: string;
        mealType: string;
        recipeName: string;
        quantity: number | null;
        ingredientId: string | null;
      }[],
    ) {
      if (changes.length === 0) return;
      const values = sql.join(
        changes.map(
          (c) =>
            sql`(${c.id}, ${c.listDate}::date, ${c.mealType}, ${c.recipeName}, ${c.quantity}::double precision, ${c.ingredientId})`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update ${groceryItems} as g set list_date = v.list_date, meal_type = v.meal_type,
          recipe_name = v.recipe_name, quantity = v.quantity, ingredient_id = v.ingredient_id
        from (values ${values}) as v(id, list_date, meal_type, recipe_name, quantity, ingredient_id)
        where g.id = v.id`);
    },

    async deleteByIds(ids: string[]) {
      if (ids.length > 0) await db.delete(groceryItems).where(inArray(groceryItems.id, ids));
    },

    /** The rows shown for a range of days, with the dateless list; removed ones left out. */
    async visibleRows(userId: string, start: string, end: string): Promise<GroceryItemRow[]> {
      return (prepared?.visibleRows ?? visibleRowsQuery(db)).execute({ userId, start, end });
    },

    /** Ticks or unticks the user's rows among `ids`; the number changed. */
    async setChecked(userId: string, ids: string[], checked: boolean): Promise<number> {
      const rows = await db
        .update(groceryItems)
        .set({ checked, checkedAt: checked ? new Date() : null })
        .where(and(eq(groceryItems.userId, userId), inArray(groceryItems.id, ids)))
        .returning({ id: groceryItems.id });
      return rows.length;
    },

    /**
     * Removes the user's rows among `ids`: hand-added ones go, planned ones are hidden so that
     * rebuilding the list does not bring them back. The number removed.
     */
    async remove(userId: string, ids: string[]): Promise<number> {
      const mine = and(eq(groceryItems.userId, userId), inArray(groceryItems.id, ids));
      const hidden = await db
        .update(groceryItems)
        .set({ removedAt: new Date() })
        .where(and(mine, isNotNull(groceryItems.mealId)))
        .returning({ id: groceryItems.id });
      const deleted = await db
        .delete(groceryItems)
        .where(and(mine, isNull(groceryItems.mealId)))
        .returning({ id: groceryItems.id });
      return hidden.length + deleted.length;
    },

    /** Unticked, shown items of the days from `start` to `end`, with the dateless list. */
    async countUnpurchased(userId: string, start: string, end: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(groceryItems)
        .where(
          and(
            eq(groceryItems.userId, userId),
            eq(groceryItems.checked, false),
            isNull(groceryItems.removedAt),
            or(
              isNull(groceryItems.listDate),
              and(gte(groceryItems.listDate, start), lte(groceryItems.listDate, end)),
            ),
          ),
        );
      return row?.n ?? 0;
    },

    async categoryOrder(userId: string): Promise<string[] | null> {
      if (prepared) return (await prepared.categoryOrder.execute({ userId }))[0]?.order ?? null;
      const [row] = await db
        .select({ order: groceryPreferences.categoryOrder })
        .from(groceryPreferences)
        .where(eq(groceryPreferences.userId, userId));
      return row?.order ?? null;
    },

    async saveCategoryOrder(userId: string, order: string[]) {
      await db
        .insert(groceryPreferences)
        .values({ userId, categoryOrder: order })
        .onConflictDoUpdate({
          target: groceryPreferences.userId,
          set: { categoryOrder: order, updatedAt: new Date() },
        });
    },
  };
}

export type GroceryRepository = ReturnType<typeof createGroceryRepository>;
