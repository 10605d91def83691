import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECIPES_EXPORT_MAX,
  type AdminRecipe,
  type AdminRecipePage,
  type AdminRecipesFilter,
  type ListAdminRecipesQuery,
} from '@simmer/domain/admin';
import { VISIBILITIES, type Visibility } from '@simmer/domain/recipes';
import type { Db } from '../../db/client';
import { createAdminRecipesRepository, type AdminRecipeRow } from './admin-recipes.repository';

/** How many rows the CSV export reads at a time. */
const EXPORT_CHUNK = 1_000;

const dollars = (cents: number) => Math.round(cents) / 100;
const visibilityOf = (value: string): Visibility =>
  (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : 'private';

export function toAdminRecipe(row: AdminRecipeRow): AdminRecipe {
  return {
    id: row.id,
    name: row.name,
    visibility: visibilityOf(row.visibility),
    owner:
      row.ownerId && row.ownerEmail !== null
        ? { id: row.ownerId, email: row.ownerEmail, displayName: row.ownerName ?? '' }
        : null,
    author: row.author,
    isPurchasable: row.isPurchasable,
    price: row.isPurchasable ? dollars(row.priceCents) : 0,
    ingredientCount: Number(row.ingredientCount),
    sales: {
      purchaseCount: row.purchaseCount,
      revenue: dollars(row.totalRevenueCents),
      refundCount: row.refundCount,
      lastPurchasedAt: row.lastPurchasedAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The CSV's columns, in order: [header, value]. */
export const ADMIN_RECIPE_CSV_COLUMNS: [string, (recipe: AdminRecipe) => string | number][] = [
  ['id', (r) => r.id],
  ['name', (r) => r.name],
  ['visibility', (r) => r.visibility],
  ['owner_email', (r) => r.owner?.email ?? ''],
  ['owner_name', (r) => r.owner?.displayName ?? ''],
  ['author', (r) => r.author],
  ['premium', (r) => (r.isPurchasable ? 'yes' : 'no')],
  ['price_usd', (r) => r.price.toFixed(2)],
  ['ingredients', (r) => r.ingredientCount],
  ['purchases', (r) => r.sales.purchaseCount],
  ['revenue_usd', (r) => r.sales.revenue.toFixed(2)],
  ['refunds', (r) => r.sales.refundCount],
  ['last_purchased_at', (r) => r.sales.lastPurchasedAt ?? ''],
  ['created_at', (r) => r.createdAt],
  ['updated_at', (r) => r.updatedAt],
];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is given a leading
 * apostrophe: recipe names and emails are typed by users (CSV injection).
 */
export function safeCell(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createAdminRecipesService(deps: { db: Db }) {
  const repository = createAdminRecipesRepository(deps.db);
  return {
    /** One page of every recipe (spec 2 §7 "list all recipes"), 10 a page, newest first. */
    async findRecipes(query: ListAdminRecipesQuery): Promise<AdminRecipePage> {
      const { page, ...filter } = query;
      const { rows, total } = await repository.findPage(filter, {
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { recipes: rows.map(toAdminRecipe), total, page, pageSize: ADMIN_PAGE_SIZE };
    },

    /**
     * The same list for the CSV export, every match (at most ADMIN_RECIPES_EXPORT_MAX), read a
     * chunk at a time so memory stays flat; each row as the CSV's cells.
     */
    async *exportRows(filter: AdminRecipesFilter): AsyncGenerator<(string | number)[]> {
      for (let offset = 0; offset < ADMIN_RECIPES_EXPORT_MAX; offset += EXPORT_CHUNK) {
        const rows = await repository.findRows(filter, {
          limit: Math.min(EXPORT_CHUNK, ADMIN_RECIPES_EXPORT_MAX - offset),
          offset,
        });
        for (const row of rows) {
          const recipe = toAdminRecipe(row);
          yield ADMIN_RECIPE_CSV_COLUMNS.map(([, value]) => safeCell(value(recipe)));
        }
        if (rows.length < EXPORT_CHUNK) return;
      }
    },
  };
}

export type AdminRecipesService = ReturnType<typeof createAdminRecipesService>;
