import type { AdminRecipesFilter } from '@simmer/domain/admin';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes, users } from '../../db/schema';
import { containsPattern } from './admin.repository';

/**
 * The Recipes tab's filter: the name anywhere in it, case-insensitive (the expression of the
 * `recipes_name_trgm_idx` trigram index), or the exact id; and a visibility. The text is a
 * parameter and its wildcards are taken literally.
 */
function matching(filter: AdminRecipesFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const text = filter.q?.trim();
  if (text) {
    conditions.push(
      or(sql`lower(${recipes.name}) like ${containsPattern(text)}`, eq(recipes.id, text))!,
    );
  }
  if (filter.visibility) conditions.push(eq(recipes.visibility, filter.visibility));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAdminRecipesRepository(db: Db) {
  const select = () =>
    db
      .select({
        id: recipes.id,
        name: recipes.name,
        visibility: recipes.visibility,
        author: recipes.author,
        isPurchasable: recipes.isPurchasable,
        priceCents: recipes.priceCents,
        purchaseCount: recipes.purchaseCount,
        totalRevenueCents: recipes.totalRevenueCents,
        refundCount: recipes.refundCount,
        lastPurchasedAt: recipes.lastPurchasedAt,
        ingredientCount: sql<number>`jsonb_array_length(${recipes.ingredients})::int`,
        createdAt: recipes.createdAt,
        updatedAt: recipes.updatedAt,
        ownerId: users.id,
        ownerEmail: users.email,
        ownerName: users.name,
      })
      .from(recipes)
      .leftJoin(users, eq(users.id, recipes.createdBy));

  /** Matching recipes, newest first (the `recipes_created_at_id_idx` order). */
  const findRows = (filter: AdminRecipesFilter, page: { limit: number; offset: number }) =>
    select()
      .where(matching(filter))
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(page.limit)
      .offset(page.offset);

  return {
    findRows,

    /** One page of every recipe, any owner and visibility, newest first; with the total. */
    async findPage(filter: AdminRecipesFilter, page: { limit: number; offset: number }) {
      const [rows, [totals]] = await Promise.all([
        findRows(filter, page),
        db.select({ total: count() }).from(recipes).where(matching(filter)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type AdminRecipeRow = Awaited<
  ReturnType<ReturnType<typeof createAdminRecipesRepository>['findPage']>
>['rows'][number];
