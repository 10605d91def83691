import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { recipes } from './recipes';

/** Which provider customer pays for a user: one per user and provider (ADR 0019). */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredCoupon {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

/**
 * A provider subscription as Simmer last saw it. `sourceAt` is the creation time of the event (or
 * API answer) the row was written from: an older one never overwrites it (ADR 0019).
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    tier: text('tier').notNull().default('pro'),
    period: text('period'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    coupon: jsonb('coupon').$type<StoredCoupon>(),
    sourceAt: timestamp('source_at', { withTimezone: true }).notNull(),
    startRecorded: boolean('start_recorded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_user_id_idx').on(table.userId)],
);

/** Every provider event applied, by its id: a replay finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  outcome: text('outcome').notNull(),
});

/** Paid, failed and refunded invoices as the provider's events reported them. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    paymentIntentId: text('payment_intent_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the provider last reported a refund of it (the admin's revenue dates refunds by it). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    sourceAt: timestamp('source_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_invoices_customer_id_idx').on(table.customerId),
    index('billing_invoices_payment_intent_id_idx').on(table.paymentIntentId),
  ],
);

/**
 * The local provider's own records (checkout sessions, subscriptions, invoices, refunds): what
 * Stripe would keep on its side, kept here when no Stripe key is set.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_payment_objects_customer_kind_idx').on(table.customerId, table.kind)],
);

/**
 * One purchase of a premium recipe (spec 1 §3 recipePurchases): pending while the buyer is at
 * checkout, completed once the payment is confirmed (by the return from checkout or the webhook,
 * whichever comes first), refunded after a refund (ADR 0023). The price is kept as it was sold.
 */
export const recipePurchases = pgTable(
  'recipe_purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** Who sold it: the recipe's creator when the purchase started (their earnings). */
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's checkout session (spec: stripeSessionId), set once checkout is created. */
    sessionId: text('session_id'),
    paymentIntentId: text('payment_intent_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /**
     * A chargeback on the payment (ADR 0023): open while the bank decides (access suspended), then
     * won (access back) or lost (refunded). Null when there is none.
     */
    disputeStatus: text('dispute_status'),
    disputeId: text('dispute_id'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
  },
  (table) => [
    index('recipe_purchases_user_recipe_idx').on(table.userId, table.recipeId),
    index('recipe_purchases_recipe_id_idx').on(table.recipeId),
    uniqueIndex('recipe_purchases_session_id_idx').on(table.sessionId),
    index('recipe_purchases_payment_intent_id_idx').on(table.paymentIntentId),
  ],
);

/**
 * The creators' earnings ledger: append-only, one row per sale and one per refund of it, integer
 * cents (a refund's amounts are negative). creator + platform = gross on every row. The unique
 * (purchase, kind) books each sale and each refund exactly once (ADR 0023).
 */
export const creatorEarnings = pgTable(
  'creator_earnings',
  {
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id').notNull(),
    kind: text('kind').notNull(),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    recipeId: text('recipe_id').notNull(),
    recipeName: text('recipe_name').notNull(),
    grossCents: integer('gross_cents').notNull(),
    creatorCents: integer('creator_cents').notNull(),
    platformCents: integer('platform_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('creator_earnings_purchase_kind_idx').on(table.purchaseId, table.kind),
    index('creator_earnings_creator_occurred_idx').on(table.creatorId, table.occurredAt),
    index('creator_earnings_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * A subscriber's own refund under the 30-day money-back guarantee (ADR 0019): one per account,
 * claimed before the provider is called so a repeat or a second request at once refunds nothing
 * twice. `lockedUntil` is the lease of the request working on it; a failed attempt releases it.
 */
export const subscriptionRefunds = pgTable('subscription_refunds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  invoiceId: text('invoice_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  provider: text('provider').notNull(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requested'),
  refundId: text('refund_id'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
