import { and, asc, eq, gte, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { calendarFeeds, mealItems, meals } from '../../db/schema';

export type MealRow = typeof meals.$inferSelect;
export type MealItemRow = typeof mealItems.$inferSelect;
export type NewMealItemRow = typeof mealItems.$inferInsert;
export interface MealWithItem {
  meal: MealRow;
  item: MealItemRow | null;
}

/** Breakfast, lunch, dinner, snack: the order meals of a day are listed in. */
const typeOrder = sql`array_position(array['breakfast','lunch','dinner','snack'], ${meals.mealType})`;

const withItemsOn = (db: Db) =>
  db
    .select({ meal: meals, item: mealItems })
    .from(meals)
    .leftJoin(mealItems, eq(mealItems.id, meals.mealItemId));

/** A week of meals and one meal by id: read by every planner view and meal change. */
function rangeQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return withItemsOn(db)
    .where(
      and(
        eq(meals.userId, userId),
        gte(meals.date, sql.placeholder('start')),
        lte(meals.date, sql.placeholder('end')),
      ),
    )
    .orderBy(asc(meals.date), typeOrder, asc(meals.createdAt), asc(meals.id));
}
function ownedQuery(db: Db) {
  return withItemsOn(db).where(
    and(eq(meals.id, sql.placeholder('mealId')), eq(meals.userId, sql.placeholder('userId'))),
  );
}
function prepareMealReads(db: Db) {
  return {
    range: rangeQuery(db).prepare('simmer_meals_range'),
    owned: ownedQuery(db).prepare('simmer_meal_owned'),
  };
}

export function createMealPlansRepository(db: Db) {
  const withItems = () => withItemsOn(db);
  // Prepared once on the pool; inside a transaction the same queries are built each time.
  const reads = preparedOn(db, 'meal-plans.reads', prepareMealReads) ?? {
    range: rangeQuery(db),
    owned: ownedQuery(db),
  };

  return {
    async findRange(userId: string, start: string, end: string): Promise<MealWithItem[]> {
      return reads.range.execute({ userId, start, end });
    },

    /** The user's meal with this id (another user's is not found). */
    async findOwned(userId: string, mealId: string): Promise<MealWithItem | undefined> {
      const [row] = await reads.owned.execute({ userId, mealId });
      return row;
    },

    /** The meals on some days plus some meals by id (for rebuilding shopping lists). */
    async findForLists(
      userId: string,
      scope: { dates: string[]; mealIds: string[] },
    ): Promise<MealWithItem[]> {
      const where = [inArray(meals.date, scope.dates)];
      if (scope.mealIds.length > 0) where.push(inArray(meals.id, scope.mealIds));
      return withItems().where(and(eq(meals.userId, userId), or(...where)));
    },

    /** Serialises plan accepts of one user until the transaction ends (advisory lock). */
    async lockPlanOf(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`meal-plan:${userId}`}))`);
    },

    async insertMeal(row: typeof meals.$inferInsert): Promise<MealRow> {
      const [inserted] = await db.insert(meals).values(row).returning();
      return inserted!;
    },

    async insertItem(row: typeof mealItems.$inferInsert): Promise<MealItemRow> {
      const [inserted] = await db.insert(mealItems).values(row).returning();
      return inserted!;
    },

    /**
     * Changes the user's meal only if it is still at the version the caller read, bumping the
     * version in the same statement: the changed row, or undefined when it moved on (or is not theirs).
     */
    async updateMeal(
      mealId: string,
      owner: { userId: string; version: number },
      changes: Partial<typeof meals.$inferInsert>,
    ): Promise<MealRow | undefined> {
      const [row] = await db
        .update(meals)
        .set({ ...changes, version: sql`${meals.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(meals.id, mealId),
            eq(meals.userId, owner.userId),
            eq(meals.version, owner.version),
          ),
        )
        .returning();
      return row;
    },

    async deleteMeal(mealId: string) {
      await db.delete(meals).where(eq(meals.id, mealId));
    },

    async deleteItem(itemId: string) {
      await db.delete(mealItems).where(eq(mealItems.id, itemId));
    },

    /** Meals in a window, the distinct recipes among them, and when the user last planned. */
    async planningStats(userId: string, start: string, end: string) {
      const [window] = await db
        .select({
          total: sql<number>`count(*)::int`,
          uniqueRecipes: sql<number>`count(distinct ${meals.recipeId})::int`,
        })
        .from(meals)
        .where(and(eq(meals.userId, userId), gte(meals.date, start), lte(meals.date, end)));
      const [last] = await db
        .select({ at: max(meals.createdAt) })
        .from(meals)
        .where(eq(meals.userId, userId));
      return {
        total: window?.total ?? 0,
        uniqueRecipes: window?.uniqueRecipes ?? 0,
        lastPlannedAt: last?.at ?? null,
      };
    },

    async findFeed(userId: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    async findFeedByToken(token: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
      return row;
    },

    async saveFeed(userId: string, token: string) {
      await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: new Date() },
        });
    },

    async deleteFeed(userId: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}

export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;
