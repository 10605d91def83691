import { randomUUID } from 'node:crypto';
import type { BillingPeriod, Coupon, Invoice } from '@simmer/domain/billing';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPaymentObjects } from '../../db/schema';
import {
  InvalidSignatureError,
  ProviderRejectedError,
  type BillingEvent,
  type CheckoutSessionInfo,
  type CreateCheckoutInput,
  type EventSink,
  type InvoiceSnapshot,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './provider';

/** Test coupon codes the local provider knows (README: "Try payments without Stripe"). */
export const LOCAL_COUPONS: Record<string, Coupon & { valid: boolean }> = {
  SIMMER10: { code: 'SIMMER10', percentOff: 10, amountOffCents: null, valid: true },
  WELCOME5: { code: 'WELCOME5', percentOff: null, amountOffCents: 500, valid: true },
  EXPIRED: { code: 'EXPIRED', percentOff: 50, amountOffCents: null, valid: false },
};

interface StoredSession extends CheckoutSessionInfo {
  userId: string;
  lineItem: CreateCheckoutInput['lineItem'];
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

interface StoredSubscription {
  id: string;
  customerId: string;
  status: SubscriptionSnapshot['status'];
  period: BillingPeriod | null;
  amountCents: number;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  coupon: Coupon | null;
  metadata: Record<string, string>;
}

interface StoredInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  status: string;
  paymentIntentId: string | null;
  created: string;
  /** What Simmer put on the payment (a one-time purchase's purchaseId). */
  metadata?: Record<string, string>;
}

/** What the test checkout page shows. */
export interface LocalCheckoutView {
  id: string;
  userId: string;
  status: CheckoutSessionInfo['status'];
  mode: CheckoutSessionInfo['mode'];
  name: string;
  amountCents: number;
  interval: 'month' | 'year' | null;
  trialDays: number;
}

export interface LocalPaymentProvider extends PaymentProvider {
  readonly kind: 'local';
  getCheckout(sessionId: string): Promise<LocalCheckoutView | null>;
  /** Completes the test payment and hands the resulting events to the sink; the URL to go to. */
  completeCheckout(sessionId: string): Promise<string>;
  /** Abandons the checkout; the cancel URL. */
  cancelCheckout(sessionId: string): Promise<string>;
  /**
   * What Stripe's clock does at a period's (or trial's) end, for one subscription: it becomes
   * active with a paid invoice for the next period, or cancelled if it was to end then. Missed
   * periods are caught up one by one (at most a few years' worth). Events go to the sink. True
   * when something changed.
   */
  advanceSubscription(subscriptionId: string): Promise<boolean>;
  /** Live subscriptions whose period has ended by now, at most `limit`. */
  dueSubscriptions(limit: number): Promise<string[]>;
  /**
   * A test clock, as Stripe's test clocks: the current trial or period ends now, and the
   * subscription moves on (paid, or cancelled if it was to end). False if it is not live.
   */
  endPeriodNow(subscriptionId: string): Promise<boolean>;
}

/** Periods caught up in one advance at most (three years of months). */
const MAX_PERIODS_PER_ADVANCE = 36;

const newId = (prefix: string) => `${prefix}_local_${randomUUID().replaceAll('-', '')}`;

const addPeriod = (from: Date, period: BillingPeriod | null) => {
  const next = new Date(from);
  if (period === 'annually') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

function snapshotOf(stored: StoredSubscription): SubscriptionSnapshot {
  return {
    id: stored.id,
    customerId: stored.customerId,
    status: stored.status,
    period: stored.period,
    currentPeriodEnd: stored.currentPeriodEnd ? new Date(stored.currentPeriodEnd) : null,
    trialEnd: stored.trialEnd ? new Date(stored.trialEnd) : null,
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
    coupon: stored.coupon,
    metadata: stored.metadata,
  };
}

const invoiceSnapshotOf = (stored: StoredInvoice): InvoiceSnapshot => ({
  ...stored,
  currency: 'usd',
  created: new Date(stored.created),
  url: null,
});

const toInvoice = (stored: StoredInvoice): Invoice => ({
  id: stored.id,
  amountCents: stored.amountCents,
  currency: 'usd',
  date: stored.created,
  status: stored.status,
  url: null,
});

/** The price after a coupon, never below zero. */
function discounted(amountCents: number, coupon: Coupon | null): number {
  if (!coupon) return amountCents;
  const off =
    coupon.percentOff !== null
      ? Math.round((amountCents * coupon.percentOff) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.max(0, amountCents - off);
}

/**
 * The offline provider: a Stripe-shaped store in Simmer's own database and a checkout page served
 * by Simmer (clearly marked as test payments). What it changes it reports as events to the same
 * handler Stripe's webhooks reach.
 */
export function createLocalProvider(deps: {
  db: Db;
  publicUrl: string;
  emit: EventSink;
  /** The provider's clock (tests move it); the time now by default. */
  now?: () => Date;
}): LocalPaymentProvider {
  const { db, publicUrl, emit } = deps;
  const now = deps.now ?? (() => new Date());
  let lastCreated = 0;
  /** Event times strictly increase within the process, so the order of the events is kept. */
  const eventTime = () => {
    lastCreated = Math.max(now().getTime(), lastCreated + 1);
    return new Date(lastCreated);
  };

  async function read<T>(id: string, kind: string): Promise<T | null> {
    const [row] = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.kind, kind)));
    return (row?.data as T | undefined) ?? null;
  }

  async function write(id: string, kind: string, customerId: string | null, data: object) {
    await db
      .insert(localPaymentObjects)
      .values({ id, kind, customerId, data: data as Record<string, unknown> })
      .onConflictDoUpdate({
        target: localPaymentObjects.id,
        set: { data: data as Record<string, unknown>, updatedAt: new Date() },
      });
  }

  /** The stored invoice paid through a payment (intent), if any. */
  async function invoicePaidThrough(paymentIntentId: string): Promise<StoredInvoice | undefined> {
    const [row] = await db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.kind, 'invoice'),
          sql`${localPaymentObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
        ),
      );
    return row?.data as StoredInvoice | undefined;
  }

  async function subscription(id: string): Promise<StoredSubscription> {
    const stored = await read<StoredSubscription>(id, 'subscription');
    if (!stored) throw new ProviderRejectedError('not_found', 'No such subscription');
    return stored;
  }

  async function saveAndReport(stored: StoredSubscription, deleted = false) {
    await write(stored.id, 'subscription', stored.customerId, stored);
    const snapshot = snapshotOf(stored);
    await emit({
      id: newId('evt'),
      created: eventTime(),
      type: deleted ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      subscription: snapshot,
    });
    return snapshot;
  }

  const sessionInfo = (session: StoredSession): CheckoutSessionInfo => ({
    id: session.id,
    mode: session.mode,
    status: session.status,
    paymentStatus:
      session.status !== 'complete'
        ? 'unpaid'
        : session.mode === 'payment'
          ? 'paid'
          : (session.paymentStatus ?? 'no_payment_required'),
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    paymentIntentId: session.paymentIntentId,
    amountTotalCents: session.amountTotalCents,
    metadata: session.metadata,
  });

  return {
    kind: 'local',
    publishableKey: null,

    async createCustomer({ userId, email }) {
      const id = newId('cus');
      await write(id, 'customer', id, { id, userId, email });
      return id;
    },

    async createCheckoutSession(input) {
      const id = newId('cs');
      const session: StoredSession = {
        id,
        mode: input.mode,
        status: 'open',
        paymentStatus: 'unpaid',
        customerId: input.customerId,
        subscriptionId: null,
        paymentIntentId: null,
        amountTotalCents: input.trialDays ? 0 : input.lineItem.amountCents,
        metadata: input.metadata,
        userId: input.userId,
        lineItem: input.lineItem,
        trialDays: input.trialDays ?? 0,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      };
      await write(id, 'checkout_session', input.customerId, session);
      return { sessionId: id, url: `${publicUrl}/billing/test-checkout/${id}` };
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await read<StoredSession>(sessionId, 'checkout_session');
      return session && sessionInfo(session);
    },

    async getCheckout(sessionId) {
      const session = await read<StoredSession>(sessionId, 'checkout_session');
      return (
        session && {
          id: session.id,
          userId: session.userId,
          status: session.status,
          mode: session.mode,
          name: session.lineItem.name,
          amountCents: session.lineItem.amountCents,
          interval: session.lineItem.interval ?? null,
          trialDays: session.trialDays,
        }
      );
    },

    async completeCheckout(sessionId) {
      const session = await read<StoredSession>(sessionId, 'checkout_session');
      if (!session) throw new ProviderRejectedError('not_found', 'No such checkout session');
      const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
      if (session.status === 'complete') return successUrl;
      if (session.status !== 'open')
        throw new ProviderRejectedError('invalid_state', 'This checkout has expired');
      const at = now();
      const events: BillingEvent[] = [];
      let invoice: StoredInvoice;
      if (session.mode === 'subscription') {
        const period: BillingPeriod = session.lineItem.interval === 'year' ? 'annually' : 'monthly';
        const trialEnd = session.trialDays
          ? new Date(at.getTime() + session.trialDays * 86_400_000)
          : null;
        const stored: StoredSubscription = {
          id: newId('sub'),
          customerId: session.customerId!,
          status: trialEnd ? 'trialing' : 'active',
          period,
          amountCents: session.lineItem.amountCents,
          currentPeriodEnd: (trialEnd ?? addPeriod(at, period)).toISOString(),
          trialEnd: trialEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: false,
          coupon: null,
          metadata: session.metadata,
        };
        await write(stored.id, 'subscription', stored.customerId, stored);
        session.subscriptionId = stored.id;
        invoice = {
          id: newId('in'),
          customerId: stored.customerId,
          subscriptionId: stored.id,
          amountCents: trialEnd ? 0 : stored.amountCents,
          status: 'paid',
          paymentIntentId: trialEnd ? null : newId('pi'),
          created: at.toISOString(),
        };
        events.push({
          id: newId('evt'),
          created: eventTime(),
          type: 'customer.subscription.created',
          subscription: snapshotOf(stored),
        });
      } else {
        session.paymentIntentId = newId('pi');
        invoice = {
          id: newId('in'),
          customerId: session.customerId!,
          subscriptionId: null,
          amountCents: session.lineItem.amountCents,
          status: 'paid',
          paymentIntentId: session.paymentIntentId,
          created: at.toISOString(),
          metadata: session.metadata,
        };
      }
      session.status = 'complete';
      await write(invoice.id, 'invoice', invoice.customerId, invoice);
      await write(session.id, 'checkout_session', session.customerId, session);
      events.unshift({
        id: newId('evt'),
        created: eventTime(),
        type: 'checkout.session.completed',
        session: sessionInfo(session),
      });
      events.push({
        id: newId('evt'),
        created: eventTime(),
        type: 'invoice.paid',
        invoice: invoiceSnapshotOf(invoice),
      });
      for (const event of events) await emit(event);
      return successUrl;
    },

    async cancelCheckout(sessionId) {
      const session = await read<StoredSession>(sessionId, 'checkout_session');
      if (!session) throw new ProviderRejectedError('not_found', 'No such checkout session');
      if (session.status === 'open') {
        session.status = 'expired';
        await write(session.id, 'checkout_session', session.customerId, session);
      }
      return session.cancelUrl;
    },

    async retrieveSubscription(subscriptionId) {
      const stored = await read<StoredSubscription>(subscriptionId, 'subscription');
      return stored && snapshotOf(stored);
    },

    async cancelSubscription(subscriptionId, { immediately }) {
      const stored = await subscription(subscriptionId);
      if (stored.status === 'cancelled')
        throw new ProviderRejectedError('invalid_state', 'Subscription already cancelled');
      if (immediately) {
        return saveAndReport(
          { ...stored, status: 'cancelled', cancelAtPeriodEnd: false, currentPeriodEnd: null },
          true,
        );
      }
      return saveAndReport({ ...stored, cancelAtPeriodEnd: true });
    },

    async reactivateSubscription(subscriptionId) {
      const stored = await subscription(subscriptionId);
      if (stored.status === 'cancelled')
        throw new ProviderRejectedError('invalid_state', 'Subscription already cancelled');
      return saveAndReport({ ...stored, cancelAtPeriodEnd: false });
    },

    async applyCoupon(subscriptionId, code) {
      const coupon = LOCAL_COUPONS[code.toUpperCase()];
      if (!coupon?.valid) throw new ProviderRejectedError('coupon_invalid', 'No such coupon');
      const stored = await subscription(subscriptionId);
      if (stored.status === 'cancelled')
        throw new ProviderRejectedError('invalid_state', 'Subscription already cancelled');
      const { valid: _valid, ...applied } = coupon;
      return saveAndReport({ ...stored, coupon: applied });
    },

    async removeCoupon(subscriptionId) {
      const stored = await subscription(subscriptionId);
      return saveAndReport({ ...stored, coupon: null });
    },

    createPortalSession(_customerId, returnUrl) {
      return Promise.resolve(
        `${publicUrl}/billing/test-portal?return=${encodeURIComponent(returnUrl)}`,
      );
    },

    async listInvoices(customerId, { limit, startingAfter }) {
      const after = startingAfter ? await read<StoredInvoice>(startingAfter, 'invoice') : null;
      const rows = await db
        .select({ data: localPaymentObjects.data })
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.customerId, customerId),
            eq(localPaymentObjects.kind, 'invoice'),
            after ? lt(sql`${localPaymentObjects.data}->>'created'`, after.created) : undefined,
          ),
        )
        .orderBy(desc(sql`${localPaymentObjects.data}->>'created'`))
        .limit(limit);
      return rows.map((row) => toInvoice(row.data as unknown as StoredInvoice));
    },

    async upcomingInvoice(_customerId, subscriptionId) {
      const stored = await read<StoredSubscription>(subscriptionId, 'subscription');
      if (!stored || stored.status === 'cancelled' || stored.cancelAtPeriodEnd) return null;
      return {
        id: `upcoming_${stored.id}`,
        amountCents: discounted(stored.amountCents, stored.coupon),
        currency: 'usd',
        date: stored.currentPeriodEnd ?? new Date().toISOString(),
        status: 'upcoming',
        url: null,
      };
    },

    async refund({ paymentIntentId, reason, idempotencyKey }) {
      if (idempotencyKey) {
        const [done] = await db
          .select({ id: localPaymentObjects.id })
          .from(localPaymentObjects)
          .where(
            and(
              eq(localPaymentObjects.kind, 'refund'),
              sql`${localPaymentObjects.data}->>'idempotencyKey' = ${idempotencyKey}`,
            ),
          );
        if (done) return { refundId: done.id };
      }
      const invoice = await invoicePaidThrough(paymentIntentId);
      if (!invoice) throw new ProviderRejectedError('not_found', 'No such payment');
      if (invoice.status === 'refunded')
        throw new ProviderRejectedError('invalid_state', 'This payment is already refunded');
      const id = newId('re');
      await write(id, 'refund', invoice.customerId, {
        id,
        paymentIntentId,
        reason,
        idempotencyKey: idempotencyKey ?? null,
      });
      await write(invoice.id, 'invoice', invoice.customerId, { ...invoice, status: 'refunded' });
      // Stripe reports a refund as charge.refunded; so does the local provider, to the same handler.
      await emit({
        id: newId('evt'),
        created: eventTime(),
        type: 'charge.refunded',
        charge: {
          chargeId: newId('ch'),
          customerId: invoice.customerId,
          paymentIntentId,
          amountCents: invoice.amountCents,
          amountRefundedCents: invoice.amountCents,
          metadata: invoice.metadata ?? {},
        },
      });
      return { refundId: id };
    },

    async listPaidInvoices(customerId) {
      const rows = await db
        .select({ data: localPaymentObjects.data })
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.customerId, customerId),
            eq(localPaymentObjects.kind, 'invoice'),
            // Stripe keeps a refunded invoice "paid" (the refund is on its charge): so does this list.
            sql`${localPaymentObjects.data}->>'status' in ('paid', 'refunded')`,
          ),
        )
        .orderBy(desc(sql`${localPaymentObjects.data}->>'created'`))
        .limit(100);
      return rows.map((row) => ({
        ...invoiceSnapshotOf(row.data as unknown as StoredInvoice),
        status: 'paid',
      }));
    },

    async paymentMetadata(paymentIntentId) {
      const invoice = await invoicePaidThrough(paymentIntentId);
      return invoice ? (invoice.metadata ?? {}) : null;
    },

    async advanceSubscription(subscriptionId) {
      let changed = false;
      for (let step = 0; step < MAX_PERIODS_PER_ADVANCE; step += 1) {
        const stored = await read<StoredSubscription>(subscriptionId, 'subscription');
        if (!stored || !stored.currentPeriodEnd) return changed;
        if (stored.status !== 'trialing' && stored.status !== 'active') return changed;
        const end = new Date(stored.currentPeriodEnd);
        if (end.getTime() > now().getTime()) return changed;
        let next: StoredSubscription;
        let invoice: StoredInvoice | null = null;
        if (stored.cancelAtPeriodEnd) {
          next = {
            ...stored,
            status: 'cancelled',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: null,
          };
        } else {
          next = {
            ...stored,
            status: 'active',
            currentPeriodEnd: addPeriod(end, stored.period).toISOString(),
          };
          const amountCents = discounted(stored.amountCents, stored.coupon);
          invoice = {
            id: newId('in'),
            customerId: stored.customerId,
            subscriptionId: stored.id,
            amountCents,
            status: 'paid',
            paymentIntentId: amountCents > 0 ? newId('pi') : null,
            created: end.toISOString(),
          };
        }
        // Only one caller moves a period on (a read and the sweep at once): the row must still
        // be in the state read.
        const moved = await db
          .update(localPaymentObjects)
          .set({ data: next as unknown as Record<string, unknown>, updatedAt: new Date() })
          .where(
            and(
              eq(localPaymentObjects.id, stored.id),
              sql`${localPaymentObjects.data}->>'status' = ${stored.status}`,
              sql`${localPaymentObjects.data}->>'currentPeriodEnd' = ${stored.currentPeriodEnd}`,
            ),
          )
          .returning({ id: localPaymentObjects.id });
        if (moved.length === 0) continue;
        changed = true;
        if (invoice) await write(invoice.id, 'invoice', invoice.customerId, invoice);
        await emit({
          id: newId('evt'),
          created: eventTime(),
          type:
            next.status === 'cancelled'
              ? 'customer.subscription.deleted'
              : 'customer.subscription.updated',
          subscription: snapshotOf(next),
        });
        if (invoice)
          await emit({
            id: newId('evt'),
            created: eventTime(),
            type: 'invoice.paid',
            invoice: invoiceSnapshotOf(invoice),
          });
      }
      return changed;
    },

    async endPeriodNow(subscriptionId) {
      const stored = await read<StoredSubscription>(subscriptionId, 'subscription');
      if (!stored || (stored.status !== 'trialing' && stored.status !== 'active')) return false;
      const at = now().toISOString();
      const ended = {
        ...stored,
        currentPeriodEnd: at,
        trialEnd: stored.status === 'trialing' ? at : stored.trialEnd,
      };
      await write(stored.id, 'subscription', stored.customerId, ended);
      return this.advanceSubscription(subscriptionId);
    },

    async dueSubscriptions(limit) {
      const rows = await db
        .select({ id: localPaymentObjects.id })
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.kind, 'subscription'),
            sql`${localPaymentObjects.data}->>'status' in ('trialing', 'active')`,
            sql`(${localPaymentObjects.data}->>'currentPeriodEnd')::timestamptz <= ${now().toISOString()}::timestamptz`,
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    parseWebhook() {
      // The local provider has no webhooks: its events never leave the process.
      throw new InvalidSignatureError('The local payment provider takes no webhooks');
    },
  };
}
