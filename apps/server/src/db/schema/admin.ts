import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action, append-only (ADR 0028): who did what to whom, with the state before and
 * after, written in the same transaction as the action. Nothing updates or deletes a row; the
 * actor and target are kept by id and email even after those accounts are gone.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    targetUserId: text('target_user_id'),
    targetRecipeId: text('target_recipe_id'),
    /** The record acted on when it is neither a user nor a recipe (an application, a purchase). */
    subjectId: text('subject_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at, table.id),
    index('admin_audit_log_action_at_idx').on(table.action, table.at),
    index('admin_audit_log_actor_at_idx').on(table.actorId, table.at),
    index('admin_audit_log_target_user_idx').on(table.targetUserId),
  ],
);
