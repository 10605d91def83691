import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Marketing leads (spec 1 §3, spec 2 §3 "Lead"): an email left on the preview plan
 * (`meal_plan_preview`) or on the chef earnings calculator (`chef_earnings`). One row per email and
 * type — a second submission merges into the first (newest answers win, `submissions` counts).
 * Onboarding writes preview leads; the chef pages write chef leads and their calculator submissions.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['meal_plan_preview', 'chef_earnings'] }).notNull(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('new'),
    persona: text('persona'),
    cookingProfile: jsonb('cooking_profile'),
    calculatorInputs: jsonb('calculator_inputs'),
    calculations: jsonb('calculations'),
    utmParams: jsonb('utm_params').$type<{ source?: string; medium?: string; campaign?: string }>(),
    submissions: integer('submissions').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leads_type_email_unique').on(table.type, table.email),
    check('leads_type_check', sql`${table.type} in ('meal_plan_preview', 'chef_earnings')`),
  ],
);

/** Every chef-calculator submission as entered, kept even when its lead row is merged. */
export const calculatorSubmissions = pgTable(
  'calculator_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    calculatorInputs: jsonb('calculator_inputs').notNull(),
    calculations: jsonb('calculations').notNull(),
    source: text('source').notNull(),
    utmParams: jsonb('utm_params').$type<{ source?: string; medium?: string; campaign?: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calculator_submissions_lead_idx').on(table.leadId)],
);
