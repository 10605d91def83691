import {
  boolean,
  primaryKey,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { meals } from './meal-plans';

/**
 * Shopping-list items (spec 2 §3 groceryLists), one row per ingredient of a planned meal or per
 * hand-added item. A list is the items of one day (`list_date`), or the dateless list (null) for
 * hand-added ones; a list with no items does not exist. Rows are merged for display, never stored
 * merged, so each keeps its source and its own tick, and a meal's rows go with the meal.
 */
export const groceryItems = pgTable(
  'grocery_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listDate: date('list_date', { mode: 'string' }),
    /** The meal the item is for; null for a hand-added item. */
    mealId: text('meal_id').references(() => meals.id, { onDelete: 'cascade' }),
    mealType: text('meal_type'),
    recipeName: text('recipe_name'),
    name: text('name').notNull(),
    category: text('category').notNull().default('Other'),
    /** Null for an amount-less ingredient ("salt to taste"). */
    quantity: doublePrecision('quantity'),
    unit: text('unit').notNull().default('unit'),
    /** The catalogue food, when matched: its portion weights let cups and grams add up. */
    ingredientId: text('ingredient_id'),
    checked: boolean('checked').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** A planned item the user removed: kept hidden so rebuilding the list does not bring it back. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('grocery_items_user_date_idx').on(table.userId, table.listDate),
    index('grocery_items_meal_idx').on(table.mealId),
  ],
);

/** Per-user shopping preferences: the enhanced view's category order. */
export const groceryPreferences = pgTable('grocery_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryOrder: text('category_order').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Days whose planned grocery items must be rebuilt from their meals. Written in the same
 * transaction as the meal change, cleared by the rebuild, so a crash between the two is repaired
 * at start-up or before the list is next read.
 */
export const groceryRebuilds = pgTable(
  'grocery_rebuilds',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listDate: date('list_date', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listDate] })],
);
