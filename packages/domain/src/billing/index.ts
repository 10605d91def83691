import { z } from 'zod';

import { BILLING_PERIODS, proPrice, type BillingPeriod } from './plans';

export * from './plans';

/** Money on the wire and in the database: integer cents, USD. */
export const CURRENCY = 'usd';

/** The Pro price for a period in cents: what a checkout charges after the trial. */
export function proPriceCents(period: BillingPeriod): number {
  return proPrice(period).amount * 100;
}

/** Cents as a price with two decimals: 999 → '$9.99'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** Subscription statuses Simmer shows (spec 1 §3): anything else a provider says is inactive. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'cancelled', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A provider's status word (Stripe's spelling included) as one of Simmer's four. */
export function normaliseSubscriptionStatus(status: string | null | undefined): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return status;
  if (status === 'canceled' || status === 'cancelled') return 'cancelled';
  return 'inactive';
}

/** Whether a status gives the Pro features: a paid period or a trial. */
export function grantsPro(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing';
}

/** Whole days left of a trial, rounded up; 0 once it has ended, null without one. */
export function trialDaysLeft(trialEnd: string | null, now: Date = new Date()): number | null {
  if (!trialEnd) return null;
  const ms = new Date(trialEnd).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** Payment messages (spec 1 §8, and Simmer's own where the spec gives none). */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Unable to start checkout process',
  portalFailed: 'Failed to create customer portal session',
  purchaseFailed: 'Failed to initiate purchase',
  invalidSession: 'Invalid or expired checkout session',
  alreadySubscribed: 'You already have an active Pro subscription',
  noSubscription: 'You have no subscription to change',
  notReactivatable: 'This subscription has ended: start a new one from the pricing page',
  couponInvalid: 'That coupon code is not valid or has expired',
  couponRequired: 'Enter a coupon code',
  providerUnavailable: 'The payment service is unavailable. Please try again.',
  billingHistoryFailed: 'Failed to load billing history',
  badSignature: 'Invalid webhook signature',
  checkoutSuccess: 'Welcome to Simmer Pro! Your 14-day free trial has started.',
  cancelledAtPeriodEnd: 'Your subscription will end at the close of this billing period.',
  cancelledNow: 'Your subscription has been cancelled.',
  reactivated: 'Your subscription has been reactivated.',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  moneyBackNothingPaid: 'You have not been charged yet, so there is nothing to refund.',
  moneyBackExpired:
    'The 30-day money-back guarantee has ended: it covers 30 days from your first payment.',
  moneyBackUsed: 'The money-back guarantee has already been used on this account.',
  moneyBackInProgress: 'Your refund is already being processed. Please wait a moment.',
  moneyBackFailed: 'Failed to process refund',
  moneyBackDone: 'Your payment has been refunded and your subscription cancelled.',
  cancelBeforeDeleteFailed:
    'We could not cancel your subscription, so your account was not deleted. Please try again.',
} as const;

export const CheckoutInputSchema = z.object({
  tier: z.literal('pro', { error: 'Choose the Pro plan' }),
  period: z.enum(BILLING_PERIODS, { error: 'Choose monthly or annually' }),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const CheckoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const ConfirmCheckoutInputSchema = z.object({
  sessionId: z
    .string({ error: BILLING_MESSAGES.invalidSession })
    .trim()
    .min(1, BILLING_MESSAGES.invalidSession)
    .max(255, BILLING_MESSAGES.invalidSession),
});

export const CouponSchema = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const SubscriptionSummarySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  tier: z.enum(['free', 'pro']),
  period: z.enum(BILLING_PERIODS).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  coupon: CouponSchema.nullable(),
  /** Whether there is a subscription the user can cancel, reactivate or put a coupon on. */
  hasSubscription: z.boolean(),
  provider: z.enum(['stripe', 'local']),
  /**
   * Until when the subscriber may ask for their money back (30 days from their first payment), or
   * null: nothing paid yet, the guarantee used or ended.
   */
  moneyBackUntil: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const MoneyBackRefundSchema = z.object({
  refund: z.object({
    amountCents: z.number().int(),
    currency: z.string(),
    refundedAt: z.string(),
  }),
  subscription: SubscriptionSummarySchema,
});
export type MoneyBackRefund = z.infer<typeof MoneyBackRefundSchema>;

export const BillingConfigSchema = z.object({
  provider: z.enum(['stripe', 'local']),
  /** Stripe's publishable key (never the secret one); null with the local provider. */
  publishableKey: z.string().nullable(),
  trialDays: z.number().int(),
});

export const CancelSubscriptionInputSchema = z.object({
  cancelImmediately: z.boolean().default(false),
  reason: z
    .string()
    .trim()
    .max(500, 'Reason can be at most 500 characters')
    .default('not_specified')
    .transform((value) => value || 'not_specified'),
});

export const ApplyCouponInputSchema = z.object({
  couponCode: z
    .string({ error: BILLING_MESSAGES.couponRequired })
    .trim()
    .min(1, BILLING_MESSAGES.couponRequired)
    .max(100, BILLING_MESSAGES.couponInvalid),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  date: z.string(),
  status: z.string(),
  /** The provider's hosted page or PDF, where it gives one. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  startingAfter: z.string().max(255).optional(),
});

export const InvoiceListSchema = z.object({
  invoices: z.array(InvoiceSchema),
  upcoming: InvoiceSchema.nullable(),
});

export const PortalInputSchema = z.object({
  returnPath: z
    .string()
    .regex(/^\/(?!\/)[^\\]*$/, 'Return path must be a path on this site')
    .max(500)
    .default('/profile'),
});
export const UrlResultSchema = z.object({ url: z.string() });

export * from './purchases';
