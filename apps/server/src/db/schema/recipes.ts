import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NormalisedInstruction, NormalisedRecipe, Nutrition } from '@simmer/domain/recipes';
import { sql } from 'drizzle-orm';
import { users } from './auth';

// The JSON columns hold exactly what the domain's recipe rules produce.
export type RecipeIngredientRow = NormalisedRecipe['ingredients'][number];
export type RecipeInstructionRow = NormalisedInstruction;
export type NutritionRow = Nutrition;

export const chefs = pgTable('chefs', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  bio: text('bio').notNull().default(''),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  followerCount: integer('follower_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    visibility: text('visibility').notNull().default('private'),
    ingredients: jsonb('ingredients').$type<RecipeIngredientRow[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<RecipeInstructionRow[]>().notNull().default([]),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    totalTime: integer('total_time').notNull().default(0),
    servings: integer('servings').notNull().default(1),
    cuisine: text('cuisine').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    difficulty: text('difficulty').notNull().default('medium'),
    estimatedCostCents: integer('estimated_cost_cents'),
    author: text('author').notNull().default(''),
    sourceUrl: text('source_url'),
    nutritionalInfo: jsonb('nutritional_info').$type<NutritionRow>(),
    dietaryRestrictions: text('dietary_restrictions').array().notNull().default([]),
    rating: real('rating').notNull().default(0),
    // Null once the creator deleted their account but others depend on the recipe (it was sold).
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    chefId: text('chef_id').references(() => chefs.id, { onDelete: 'set null' }),
    isPurchasable: boolean('is_purchasable').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    allowPurchaseBeforeReview: boolean('allow_purchase_before_review').notNull().default(false),
    isSubscriptionOnly: boolean('is_subscription_only').notNull().default(false),
    purchaseCount: integer('purchase_count').notNull().default(0),
    totalRevenueCents: integer('total_revenue_cents').notNull().default(0),
    lastPurchasedAt: timestamp('last_purchased_at', { withTimezone: true }),
    refundCount: integer('refund_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    lastShared: timestamp('last_shared', { withTimezone: true }),
    saveCount: integer('save_count').notNull().default(0),
    /** Lower-case name, cuisine, tags and ingredient names: what search looks through (trigram index). */
    searchText: text('search_text').notNull().default(''),
    // Precomputed by recipeSearchFields so scoring a candidate compares strings, nothing more.
    searchName: text('search_name').notNull().default(''),
    nameWords: text('name_words').array().notNull().default([]),
    searchTags: text('search_tags').notNull().default(''),
    searchIngredients: text('search_ingredients').notNull().default(''),
    videos: jsonb('videos').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recipes_created_by_idx').on(table.createdBy),
    index('recipes_visibility_created_at_idx').on(table.visibility, table.createdAt),
    index('recipes_chef_id_idx').on(table.chefId),
    index('recipes_total_time_idx').on(table.totalTime),
    index('recipes_rating_idx').on(table.rating),
    index('recipes_tags_idx').using('gin', table.tags),
    index('recipes_dietary_idx').using('gin', table.dietaryRestrictions),
    index('recipes_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('recipes_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Read backwards for newest first (created_at desc, id desc), forwards for oldest.
    index('recipes_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

export const recipeImages = pgTable(
  'recipe_images',
  {
    id: text('id').primaryKey(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Storage key prefix; variants live at `${storageKey}_${variant}.jpg`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipe_images_recipe_id_idx').on(table.recipeId, table.position)],
);

export const recipeStats = pgTable('recipe_stats', {
  recipeId: text('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  viewCount: integer('view_count').notNull().default(0),
  saveCount: integer('save_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  rating: real('rating').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  cookCount: integer('cook_count').notNull().default(0),
});

export const userRecipes = pgTable(
  'user_recipes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    cookCount: integer('cook_count').notNull().default(0),
    source: text('source').notNull().default('owner'),
    grantedBy: text('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    shareId: text('share_id'),
    purchaseId: text('purchase_id'),
    status: text('status').notNull().default('active'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recipeId] }),
    index('user_recipes_recipe_id_idx').on(table.recipeId),
  ],
);

/** One share of a recipe and what it led to (spec 1 §3 share event). */
export const shareEvents = pgTable(
  'share_events',
  {
    id: text('id').primaryKey(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    sharedBy: text('shared_by').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform').notNull().default('web'),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    convertedUsers: text('converted_users').array().notNull().default([]),
    viewedBy: text('viewed_by').array().notNull().default([]),
    lastViewed: timestamp('last_viewed', { withTimezone: true }),
    lastSaved: timestamp('last_saved', { withTimezone: true }),
    lastSignup: timestamp('last_signup', { withTimezone: true }),
    /** A revoked link shows the not-found page. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('share_events_recipe_id_idx').on(table.recipeId),
    index('share_events_shared_by_idx').on(table.sharedBy),
  ],
);

/** Who follows which chef (spec 2 §7 chefs: follow, unfollow, is-following). */
export const chefFollows = pgTable(
  'chef_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chefId: text('chef_id')
      .notNull()
      .references(() => chefs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.chefId] }),
    index('chef_follows_chef_id_idx').on(table.chefId),
  ],
);
