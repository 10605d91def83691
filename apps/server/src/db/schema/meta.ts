import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Small key/value facts about this installation, e.g. when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters on PostgreSQL, shared by every server process (SERVER_WORKERS, or
 * instances behind a load balancer): one row per limited key and window. Unlogged: counters need not survive a
 * crash, and their writes skip the write-ahead log.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The answers to writes sent with an `Idempotency-Key` header, per user (plugins/idempotency.ts):
 * a retry with the same key gets the first answer instead of doing the write again. A row whose
 * answer is still null is a request in progress. Rows are kept for a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and URL of the first request; the key cannot be reused for another. */
    request: text('request').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
