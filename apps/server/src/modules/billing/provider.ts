import type { BillingPeriod, Coupon, Invoice, SubscriptionStatus } from '@simmer/domain/billing';

/**
 * One payment provider behind Simmer's billing: Stripe with keys, the local provider without
 * (ADR 0019). Every amount is integer cents in USD. Providers speak in these shapes; the service
 * never sees a Stripe object.
 */
export type ProviderKind = 'stripe' | 'local';

export interface CheckoutLineItem {
  name: string;
  amountCents: number;
  /** Recurring interval for subscription mode; absent for a one-time payment. */
  interval?: 'month' | 'year';
}

export interface CreateCheckoutInput {
  /** subscription: Pro with a trial; payment: a one-time purchase (premium recipes, issue 19 §4). */
  mode: 'subscription' | 'payment';
  customerId: string;
  userId: string;
  lineItem: CheckoutLineItem;
  trialDays?: number;
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CheckoutSessionInfo {
  id: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  /** Whether the money was taken: a one-time purchase counts only when paid. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountTotalCents: number | null;
  metadata: Record<string, string>;
}

/** A subscription as the provider reports it, mapped to Simmer's words. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  period: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  coupon: Coupon | null;
  metadata: Record<string, string>;
}

export interface InvoiceSnapshot {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  currency: string;
  status: string;
  paymentIntentId: string | null;
  created: Date;
  url: string | null;
}

export interface ChargeRefundSnapshot {
  chargeId: string;
  customerId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  /** The charge's metadata (a purchase's `purchaseId` where the provider copies it). */
  metadata: Record<string, string>;
}

/** A chargeback on a payment: open while the bank decides, then won or lost. */
export interface DisputeSnapshot {
  id: string;
  chargeId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  /** The provider's status word: needs_response, under_review, won, lost, warning_closed… */
  status: string;
}

/**
 * A verified provider event, normalised. `created` orders events: a state written from a newer
 * event is never overwritten by an older one.
 */
export type BillingEvent = { id: string; created: Date } & (
  | { type: 'checkout.session.completed'; session: CheckoutSessionInfo }
  | {
      type:
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      subscription: SubscriptionSnapshot;
    }
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceSnapshot }
  | { type: 'charge.refunded'; charge: ChargeRefundSnapshot }
  | { type: 'charge.dispute.created' | 'charge.dispute.closed'; dispute: DisputeSnapshot }
  | { type: 'ignored'; providerType: string }
);

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

/** The provider could not be reached or failed: the caller shows its own message. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider refused the input (an unknown coupon, a finished subscription…). */
export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
  constructor(
    readonly reason: 'coupon_invalid' | 'not_found' | 'invalid_state',
    message: string,
  ) {
    super(message);
  }
}

/** A webhook whose signature does not verify. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** What the browser may know: Stripe's publishable key, or null. */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** Cancels now (the subscription ends) or at the period end (it can be reactivated until then). */
  cancelSubscription(
    subscriptionId: string,
    options: { immediately: boolean },
  ): Promise<SubscriptionSnapshot>;
  /** Undoes a cancel-at-period-end. */
  reactivateSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** A coupon or promotion code; rejects an unknown or expired one with reason coupon_invalid. */
  applyCoupon(subscriptionId: string, code: string): Promise<SubscriptionSnapshot>;
  removeCoupon(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Where the customer updates their payment method (Stripe's Billing Portal, or the local page). */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  listInvoices(
    customerId: string,
    options: { limit: number; startingAfter?: string },
  ): Promise<Invoice[]>;
  upcomingInvoice(customerId: string, subscriptionId: string): Promise<Invoice | null>;
  /**
   * Refunds a one-time payment in full. The provider then reports `charge.refunded` (Stripe by
   * webhook, the local provider to its sink), which the service applies like any other refund.
   */
  refund(input: {
    paymentIntentId: string;
    reason: string;
    /** The same key never refunds twice (Stripe's Idempotency-Key; the local provider's own). */
    idempotencyKey?: string;
  }): Promise<{ refundId: string }>;
  /**
   * The customer's paid invoices, newest first, each with the payment that paid it (the money-back
   * guarantee reads them: the first payment's date and the latest payment to refund).
   */
  listPaidInvoices(customerId: string): Promise<InvoiceSnapshot[]>;
  /** The metadata Simmer put on a payment (a purchase's `purchaseId`), or null if unknown. */
  paymentMetadata(paymentIntentId: string): Promise<Record<string, string> | null>;
  /** Verifies a webhook's signature over the raw body and normalises the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}

/** Where the local provider hands its events: the same code path as verified webhooks. */
export type EventSink = (event: BillingEvent) => Promise<unknown>;
