import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { recipes } from './recipes';

/**
 * Recipe access an admin granted (spec 2 §3 recipe access grant): one row per user and recipe,
 * beside its companion user-recipe record (`user_recipes`, source 'admin_grant'). A grant opens
 * a premium recipe as a purchase does (the recipes module's access rule reads this table).
 */
export const recipeAccessGrants = pgTable(
  'recipe_access_grants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default('admin_grant'),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recipeId] }),
    index('recipe_access_grants_recipe_idx').on(table.recipeId, table.grantedAt),
    index('recipe_access_grants_granted_at_idx').on(table.grantedAt),
  ],
);
