import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's onboarding progress (spec 1 §3), one row per user. Tasks are recorded from the user's
 * own data when the dashboard is read (ADR 0020); the row is the record of what was earned.
 */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedTasks: text('completed_tasks').array().notNull().default([]),
    isComplete: boolean('is_complete').notNull().default(false),
    currentStep: integer('current_step').notNull().default(1),
    lastTaskCompleted: text('last_task_completed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('onboarding_progress_step_check', sql`${table.currentStep} between 1 and 5`)],
);
