import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recipeAccessGrants, recipes, userRecipes, users } from '../../db/schema';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The most ids one `in (…)` list carries when checking which exist. */
const LOOKUP_CHUNK = 1_000;

export interface GrantFilter {
  userId?: string;
  recipeId?: string;
}

function grantFilter(filter: GrantFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(recipeAccessGrants.userId, filter.userId));
  if (filter.recipeId) conditions.push(eq(recipeAccessGrants.recipeId, filter.recipeId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export function createAdminAccessRepository(db: Db) {
  const granter = alias(users, 'granter');
  const grantColumns = {
    userId: recipeAccessGrants.userId,
    userEmail: users.email,
    userName: users.name,
    recipeId: recipeAccessGrants.recipeId,
    recipeName: recipes.name,
    isPurchasable: recipes.isPurchasable,
    source: recipeAccessGrants.source,
    grantedBy: recipeAccessGrants.grantedBy,
    grantedByEmail: granter.email,
    grantedAt: recipeAccessGrants.grantedAt,
  };
  const selectGrants = (filter: GrantFilter) =>
    db
      .select(grantColumns)
      .from(recipeAccessGrants)
      .innerJoin(users, eq(users.id, recipeAccessGrants.userId))
      .innerJoin(recipes, eq(recipes.id, recipeAccessGrants.recipeId))
      .leftJoin(granter, eq(granter.id, recipeAccessGrants.grantedBy))
      .where(grantFilter(filter))
      .orderBy(
        desc(recipeAccessGrants.grantedAt),
        asc(recipeAccessGrants.userId),
        asc(recipeAccessGrants.recipeId),
      );

  return {
    /** Recipes by name (case-insensitive substring) or exact id, at most `limit`; newest when no text. */
    async searchRecipes(text: string | undefined, limit: number) {
      const q = text?.trim();
      const owner = alias(users, 'owner');
      const query = db
        .select({
          id: recipes.id,
          name: recipes.name,
          visibility: recipes.visibility,
          isPurchasable: recipes.isPurchasable,
          priceCents: recipes.priceCents,
          ownerEmail: owner.email,
        })
        .from(recipes)
        .leftJoin(owner, eq(owner.id, recipes.createdBy));
      if (!q) return query.orderBy(desc(recipes.createdAt), desc(recipes.id)).limit(limit);
      return query
        .where(or(eq(recipes.id, q), sql`lower(${recipes.name}) like ${containsPattern(q)}`))
        .orderBy(sql`${recipes.id} = ${q} desc`, asc(sql`lower(${recipes.name})`), asc(recipes.id))
        .limit(limit);
    },

    /** Which of these user ids exist. */
    async existingUserIds(ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
        const chunk = ids.slice(start, start + LOOKUP_CHUNK);
        const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, chunk));
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    async existingRecipeIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(inArray(recipes.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Grants one recipe to these users (one batch, inside the caller's transaction): the grant
     * rows, written once (a pair granted before, or by a request running at the same time, is
     * left as it is), and their companion user-recipe records, added where the user has no link
     * to the recipe yet. Users deleted meanwhile are skipped. Returns the users newly granted.
     */
    async grantBatch(
      recipeId: string,
      userIds: string[],
      grant: { source: string; grantedBy: string; at: Date },
    ): Promise<string[]> {
      const at = grant.at.toISOString();
      const result = await db.execute(sql`
        insert into ${recipeAccessGrants} (user_id, recipe_id, source, granted_by, granted_at)
        select u.id, ${recipeId}, ${grant.source}, ${grant.grantedBy}, ${at}::timestamptz
          from ${users} u where u.id in (${idList(userIds)})
        on conflict do nothing
        returning user_id`);
      await db.execute(sql`
        insert into ${userRecipes} (user_id, recipe_id, source, granted_by, granted_at, saved_at, status)
        select g.user_id, g.recipe_id, g.source, g.granted_by, g.granted_at, g.granted_at, 'active'
          from ${recipeAccessGrants} g
         where g.recipe_id = ${recipeId} and g.user_id in (${idList(userIds)})
        on conflict do nothing`);
      return (result as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
    },

    /**
     * Removes a grant and its companion user-recipe record (inside the caller's transaction). The
     * record stays when it is more than the grant's: it holds a purchase or the user saved it.
     */
    async revoke(userId: string, recipeId: string) {
      const [removed] = await db
        .delete(recipeAccessGrants)
        .where(
          and(eq(recipeAccessGrants.userId, userId), eq(recipeAccessGrants.recipeId, recipeId)),
        )
        .returning();
      if (!removed) return undefined;
      const companion = await db
        .delete(userRecipes)
        .where(
          and(
            eq(userRecipes.userId, userId),
            eq(userRecipes.recipeId, recipeId),
            eq(userRecipes.source, removed.source),
            sql`${userRecipes.purchaseId} is null`,
            eq(userRecipes.favorite, false),
          ),
        )
        .returning({ userId: userRecipes.userId });
      return { grant: removed, companionRemoved: companion.length > 0 };
    },

    async findGrantPage(filter: GrantFilter, page: { limit: number; offset: number }) {
      const [rows, [totals]] = await Promise.all([
        selectGrants(filter).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(recipeAccessGrants).where(grantFilter(filter)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    findGrants(filter: GrantFilter, limit: number) {
      return selectGrants(filter).limit(limit);
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type GrantRow = Awaited<
  ReturnType<ReturnType<typeof createAdminAccessRepository>['findGrants']>
>[number];
