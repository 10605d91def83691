import type { MealItemIngredient } from '@simmer/domain/meal-plans';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { recipes } from './recipes';

/**
 * A quick meal's ingredients (spec 2 §3 mealItems). Each belongs to one meal: a copied meal gets
 * its own copy, and the item goes when its meal does or stops pointing at it.
 */
export const mealItems = pgTable('meal_items', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ingredients: jsonb('ingredients').$type<MealItemIngredient[]>().notNull().default([]),
  servings: integer('servings').notNull().default(1),
  tags: text('tags').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One planned meal (spec 2 §3 mealPlans). What it holds follows from its columns: a recipe, a
 * meal item, or neither — a placeholder. A deleted recipe leaves a placeholder, never a broken meal.
 */
export const meals = pgTable(
  'meals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    servings: integer('servings').notNull().default(1),
    notes: text('notes').notNull().default(''),
    /** A placeholder's label. */
    title: text('title'),
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    mealItemId: text('meal_item_id').references(() => mealItems.id, { onDelete: 'set null' }),
    /** Optimistic concurrency: an update names the version it read; a stale one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meals_user_date_idx').on(table.userId, table.date),
    index('meals_recipe_idx')
      .on(table.recipeId)
      .where(sql`${table.recipeId} is not null`),
  ],
);

/** The secret address of a user's iCalendar feed (beyond the spec); deleting the row revokes it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
