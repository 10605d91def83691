import { sql } from 'drizzle-orm';
import type { CookingProfile, UserSettings, Utm } from '@simmer/domain/profiles';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Everything Simmer keeps about a user beyond better-auth's identity row: one row per user,
 * created on first sign-up or first Google sign-in (ADR 0005).
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    persona: text('persona').notNull().default('busy'),
    cookingProfile: jsonb('cooking_profile').$type<CookingProfile>().notNull(),
    settings: jsonb('settings').$type<UserSettings>().notNull(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    recipesCreated: integer('recipes_created').notNull().default(0),
    mealsPlanned: integer('meals_planned').notNull().default(0),
    groceryListsGenerated: integer('grocery_lists_generated').notNull().default(0),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionPeriod: text('subscription_period'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    acquisition: jsonb('acquisition').$type<Utm & { timestamp?: string }>(),
    socialProfiles: jsonb('social_profiles')
      .$type<{ instagram?: string; tiktok?: string }>()
      .notNull()
      .default({}),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastActive: timestamp('last_active', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin user search (spec 2 §5, ADR 0028): Instagram and TikTok handles, case-insensitive.
    index('user_profiles_social_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${table.socialProfiles} ->> 'instagram', '') || ' ' || coalesce(${table.socialProfiles} ->> 'tiktok', '')) gin_trgm_ops`,
    ),
  ],
);

export interface ChefProfileSettings {
  allowSubscriptions: boolean;
  defaultRecipePrice: number;
  automaticPayouts: boolean;
  featuredProfile: boolean;
}

/** A chef's selling profile, created when an admin makes a user a chef (spec 1 §3 defaults). */
export const chefProfiles = pgTable('chef_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isVerified: boolean('is_verified').notNull().default(false),
  becameChefAt: timestamp('became_chef_at', { withTimezone: true }).notNull().defaultNow(),
  totalRecipesSold: integer('total_recipes_sold').notNull().default(0),
  totalEarningsCents: integer('total_earnings_cents').notNull().default(0),
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  followerCount: integer('follower_count').notNull().default(0),
  featuredRecipes: text('featured_recipes').array().notNull().default([]),
  bio: text('bio').notNull().default(''),
  specialties: text('specialties').array().notNull().default([]),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  payoutInfo: jsonb('payout_info').$type<Record<string, unknown>>().notNull().default({}),
  settings: jsonb('settings').$type<ChefProfileSettings>().notNull().default({
    allowSubscriptions: false,
    defaultRecipePrice: 0,
    automaticPayouts: true,
    featuredProfile: false,
  }),
  analytics: jsonb('analytics')
    .$type<{
      viewCount: number;
      salesCount: number;
      averageRating: number;
      popularRecipes: string[];
    }>()
    .notNull()
    .default({ viewCount: 0, salesCount: 0, averageRating: 0, popularRecipes: [] }),
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per analytics event (spec 1 §3); the user link is dropped when the account is deleted. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    tier: text('tier'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('analytics_events_type_timestamp_idx').on(table.type, table.timestamp),
    index('analytics_events_type_tier_idx').on(table.type, table.tier),
    index('analytics_events_user_id_idx').on(table.userId),
  ],
);
