import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's request to become a chef (ADR 0024): pending until an admin approves it (role chef
 * and a chef profile from it) or rejects it. At most one pending application per user.
 */
export const chefApplications = pgTable(
  'chef_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    specialties: text('specialties').array().notNull().default([]),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chef_applications_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('chef_applications_user_idx').on(table.userId, table.createdAt),
    index('chef_applications_status_idx').on(table.status, table.createdAt),
    check(
      'chef_applications_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);
