import { and, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingCustomers, chefApplications, recipes, userProfiles, users } from '../../db/schema';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The two halves of the admin search: the users table's and the profiles' trigram expressions. */
function searchHalves(pattern: string) {
  return {
    account: sql`lower(u.email || ' ' || u.name) like ${pattern}`,
    handles: sql`lower(coalesce(p.social_profiles ->> 'instagram', '') || ' ' || coalesce(p.social_profiles ->> 'tiktok', '')) like ${pattern}`,
  };
}

/**
 * Users matching the admin search (spec 2 §5): email, display name, Instagram or TikTok handle,
 * case-insensitive. Each side of the union is the very expression of a trigram index (migration
 * 0021), so PostgreSQL answers both from the indexes.
 */
function matching(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const { account, handles } = searchHalves(containsPattern(text));
  return sql`${users.id} in (
    select u.id from ${users} u where ${account}
    union
    select p.user_id from ${userProfiles} p where ${handles}
  )`;
}

/**
 * The matching users' ids with their sign-up time, as a derived table `m`: a page sorts it and
 * the total counts it without joining every user again (a broad search matches tens of thousands).
 */
function matches(search: string): SQL {
  const { account, handles } = searchHalves(containsPattern(search));
  return sql`(
    select u.id, u.created_at from ${users} u where ${account}
    union
    select u.id, u.created_at from ${userProfiles} p join ${users} u on u.id = p.user_id
     where ${handles}
  ) as m`;
}

/** The admin view's columns for the users whose ids `ids` selects, newest first. */
function adminRows(db: Db, ids: SQLWrapper) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      role: users.role,
      createdAt: users.createdAt,
      /** The exact creation time, microseconds included: the CSV export's keyset cursor. */
      cursor: sql<string>`${users.createdAt}::text`,
      persona: userProfiles.persona,
      onboardingCompleted: userProfiles.onboardingCompleted,
      subscriptionStatus: userProfiles.subscriptionStatus,
      subscriptionTier: userProfiles.subscriptionTier,
      currentPeriodEnd: userProfiles.currentPeriodEnd,
      cancelAtPeriodEnd: userProfiles.cancelAtPeriodEnd,
      acquisition: userProfiles.acquisition,
      socialProfiles: userProfiles.socialProfiles,
      lastActive: userProfiles.lastActive,
      customerId: billingCustomers.customerId,
      trialEnd: sql<string | null>`(
        select s.trial_end from billing_subscriptions s
         where s.user_id = ${users.id} order by s.updated_at desc limit 1)`,
      meals: sql<{
        planned: number;
        lastPlanned: string | null;
        cookMinutes: number;
      }>`(
        select json_build_object(
                 'planned', count(*) filter (where m.recipe_id is not null or m.meal_item_id is not null),
                 'lastPlanned', max(m.created_at) filter (where m.recipe_id is not null or m.meal_item_id is not null),
                 'cookMinutes', coalesce(sum(r.total_time), 0))
          from meals m left join recipes r on r.id = m.recipe_id
         where m.user_id = ${users.id})`,
      recipeCount: sql<number>`(select count(*)::int from ${recipes} where created_by = ${users.id})`,
      lastRecipeCreated: sql<
        string | null
      >`(select max(created_at) from ${recipes} where created_by = ${users.id})`,
      pendingApplicationId: chefApplications.id,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(billingCustomers, eq(billingCustomers.userId, users.id))
    .leftJoin(
      chefApplications,
      and(eq(chefApplications.userId, users.id), eq(chefApplications.status, 'pending')),
    )
    .where(inArray(users.id, ids))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export function createAdminRepository(db: Db) {
  return {
    /**
     * One page of users with the admin view's figures, in one statement: the page's ids first
     * (newest first), then each figure as a subquery over those ten rows only.
     */
    async findUserPage(search: string | undefined, page: { limit: number; offset: number }) {
      const text = search?.trim();
      if (!text) {
        const pageIds = db
          .select({ id: users.id })
          .from(users)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset);
        const [rows, [totals]] = await Promise.all([
          adminRows(db, pageIds),
          db.select({ total: count() }).from(users),
        ]);
        return { rows, total: totals?.total ?? 0 };
      }
      const found = matches(text);
      const pageIds = sql`(select m.id from ${found}
        order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset})`;
      const [rows, [counted]] = await Promise.all([
        adminRows(db, pageIds),
        db.select({ total: sql<number>`count(*)::int` }).from(found),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * The next `limit` users matching the search after `after` (the last row's cursor and id, newest
     * first), for the CSV export: keyset paging, so users signing up meanwhile neither repeat nor
     * shift rows.
     */
    async findUserBatch(
      search: string | undefined,
      after: { cursor: string; id: string } | null,
      limit: number,
    ) {
      const before = after
        ? sql`(${users.createdAt}, ${users.id}) < (${after.cursor}::timestamptz, ${after.id})`
        : undefined;
      const ids = db
        .select({ id: users.id })
        .from(users)
        .where(and(matching(search), before))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
      return adminRows(db, ids);
    },

    /** How many users hold a role (the revenue estimate's chefs). */
    async countRole(role: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, role));
      return row?.total ?? 0;
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Every recipe a user created, newest first (at most `limit`). */
    async findRecipesOf(userId: string, limit: number) {
      return db
        .select({
          id: recipes.id,
          name: recipes.name,
          visibility: recipes.visibility,
          isPurchasable: recipes.isPurchasable,
          createdAt: recipes.createdAt,
        })
        .from(recipes)
        .where(eq(recipes.createdBy, userId))
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(limit);
    },
  };
}

export type AdminUserRow = Awaited<ReturnType<typeof adminRows>>[number];
