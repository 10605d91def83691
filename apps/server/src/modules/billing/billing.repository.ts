import { grantsPro, normaliseSubscriptionStatus } from '@simmer/domain/billing';
import { defaultCookingProfile, defaultUserSettings } from '@simmer/domain/profiles';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  subscriptionRefunds,
  userProfiles,
  users,
} from '../../db/schema';
import type { InvoiceSnapshot, ProviderKind, SubscriptionSnapshot } from './provider';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export function createBillingRepository(db: Db) {
  return {
    async findCustomer(userId: string) {
      const [row] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row;
    },

    async userOfCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId));
      return row?.userId;
    },

    /** Keeps the first customer of a user; returns the one stored. */
    async saveCustomer(userId: string, provider: ProviderKind, customerId: string) {
      await db
        .insert(billingCustomers)
        .values({ userId, provider, customerId })
        .onConflictDoNothing({ target: billingCustomers.userId });
      const [row] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row!;
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, id));
      return Boolean(row);
    },

    /** Claims an event id; false when it was applied (or is being applied) already. */
    async claimEvent(event: { id: string; type: string; created: Date }, provider: ProviderKind) {
      const rows = await db
        .insert(billingEvents)
        .values({
          id: event.id,
          provider,
          type: event.type,
          createdAt: event.created,
          outcome: 'pending',
        })
        .onConflictDoNothing({ target: billingEvents.id })
        .returning({ id: billingEvents.id });
      return rows.length === 1;
    },

    async setEventOutcome(id: string, outcome: string) {
      await db.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, id));
    },

    /**
     * Writes a subscription from an event created at `sourceAt`. Order-safe in one statement: an
     * existing row is overwritten only by a strictly newer source (`mode: 'newer'`), or, for state
     * read fresh from the provider (`mode: 'fresh'`), whatever its time. A cancelled subscription
     * is final: nothing brings it back (providers never do). True when the row was written.
     */
    async upsertSubscription(
      snapshot: SubscriptionSnapshot,
      context: { userId: string; provider: ProviderKind; sourceAt: Date; mode: 'newer' | 'fresh' },
    ): Promise<boolean> {
      const values = {
        id: snapshot.id,
        provider: context.provider,
        userId: context.userId,
        customerId: snapshot.customerId,
        status: snapshot.status,
        tier: 'pro',
        period: snapshot.period,
        currentPeriodEnd: snapshot.currentPeriodEnd,
        trialEnd: snapshot.trialEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        coupon: snapshot.coupon,
        sourceAt: context.sourceAt,
      };
      const t = billingSubscriptions;
      const notRevived = sql`(${t.status} <> 'cancelled' or excluded.status = 'cancelled')`;
      const rows = await db
        .insert(t)
        .values(values)
        .onConflictDoUpdate({
          target: t.id,
          set: {
            status: sql`excluded.status`,
            period: sql`excluded.period`,
            currentPeriodEnd: sql`excluded.current_period_end`,
            trialEnd: sql`excluded.trial_end`,
            cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
            coupon: sql`excluded.coupon`,
            sourceAt: sql`greatest(${t.sourceAt}, excluded.source_at)`,
            updatedAt: new Date(),
          },
          setWhere:
            context.mode === 'newer'
              ? sql`excluded.source_at > ${t.sourceAt} and ${notRevived}`
              : notRevived,
        })
        .returning({ id: t.id });
      return rows.length === 1;
    },

    async findSubscription(id: string) {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.id, id));
      return row;
    },

    /** The subscription that decides a user's plan: a live one first, then the latest. */
    async currentSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId))
        .orderBy(
          desc(sql`${billingSubscriptions.status} in ('active', 'trialing')`),
          desc(billingSubscriptions.updatedAt),
        )
        .limit(1);
      return row;
    },

    /** Marks the subscription's start as reported; true only the first time. */
    async claimStartRecorded(id: string): Promise<boolean> {
      const rows = await db
        .update(billingSubscriptions)
        .set({ startRecorded: true })
        .where(and(eq(billingSubscriptions.id, id), eq(billingSubscriptions.startRecorded, false)))
        .returning({ id: billingSubscriptions.id });
      return rows.length === 1;
    },

    /**
     * Copies the deciding subscription onto the profile and sets the role to follow it: pro while
     * it is active or trialing, free otherwise; a chef or an admin keeps their role.
     */
    async syncProfile(userId: string) {
      const current = await this.currentSubscription(userId);
      const status = normaliseSubscriptionStatus(current?.status);
      const pro = current ? grantsPro(status) : false;
      const profile = {
        subscriptionStatus: current ? status : 'inactive',
        subscriptionTier: pro ? 'pro' : 'free',
        subscriptionPeriod: pro ? (current?.period ?? null) : null,
        currentPeriodEnd: pro ? (current?.currentPeriodEnd ?? null) : null,
        cancelAtPeriodEnd: pro ? (current?.cancelAtPeriodEnd ?? false) : false,
        updatedAt: new Date(),
      };
      await db
        .insert(userProfiles)
        .values({
          userId,
          cookingProfile: defaultCookingProfile(),
          settings: defaultUserSettings(),
          ...profile,
        })
        .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
      await db
        .update(users)
        .set({ role: pro ? 'pro' : 'free', updatedAt: new Date() })
        .where(
          and(
            eq(users.id, userId),
            sql`coalesce(${users.role}, 'free') not in ('chef', 'admin')`,
            sql`coalesce(${users.role}, 'free') <> ${pro ? 'pro' : 'free'}`,
          ),
        );
    },

    /** Records an invoice from an event; an older event never overwrites a newer one. */
    async upsertInvoice(
      invoice: InvoiceSnapshot,
      context: { userId: string | null; provider: ProviderKind; sourceAt: Date },
    ): Promise<boolean> {
      const t = billingInvoices;
      const rows = await db
        .insert(t)
        .values({
          id: invoice.id,
          provider: context.provider,
          userId: context.userId,
          customerId: invoice.customerId,
          subscriptionId: invoice.subscriptionId,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          status: invoice.status,
          paymentIntentId: invoice.paymentIntentId,
          sourceAt: context.sourceAt,
        })
        .onConflictDoUpdate({
          target: t.id,
          set: {
            status: sql`excluded.status`,
            amountCents: sql`excluded.amount_cents`,
            paymentIntentId: sql`coalesce(excluded.payment_intent_id, ${t.paymentIntentId})`,
            sourceAt: sql`excluded.source_at`,
          },
          setWhere: sql`excluded.source_at > ${t.sourceAt} and ${t.status} <> 'refunded'`,
        })
        .returning({ id: t.id });
      return rows.length === 1;
    },

    /** Whether a payment paid one of the recorded invoices (a subscription's, not a purchase's). */
    async invoiceOfPayment(paymentIntentId: string) {
      const [row] = await db
        .select({ id: billingInvoices.id })
        .from(billingInvoices)
        .where(eq(billingInvoices.paymentIntentId, paymentIntentId))
        .limit(1);
      return row;
    },

    /** When the user first paid for Pro, from the invoices the provider reported; undefined if never. */
    async firstPaymentAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: billingInvoices.sourceAt })
        .from(billingInvoices)
        .where(
          and(
            eq(billingInvoices.userId, userId),
            gt(billingInvoices.amountCents, 0),
            isNotNull(billingInvoices.paymentIntentId),
          ),
        )
        .orderBy(asc(billingInvoices.sourceAt))
        .limit(1);
      return row?.at;
    },

    async findMoneyBack(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptionRefunds)
        .where(eq(subscriptionRefunds.userId, userId));
      return row;
    },

    /**
     * Claims the user's money-back refund for this request: a new claim, or one whose last
     * attempt failed or was left (its lease ended). Undefined when another request holds it or it
     * is completed.
     */
    async claimMoneyBack(
      values: Omit<typeof subscriptionRefunds.$inferInsert, 'lockedUntil' | 'status'>,
      now: Date,
      leaseMs: number,
    ) {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      const t = subscriptionRefunds;
      const [row] = await db
        .insert(t)
        .values({ ...values, status: 'requested', lockedUntil })
        .onConflictDoUpdate({
          target: t.userId,
          set: { lockedUntil },
          setWhere: sql`${t.status} = 'requested' and ${t.lockedUntil} <= ${now.toISOString()}::timestamptz`,
        })
        .returning();
      return row;
    },

    async setMoneyBackRefund(userId: string, refundId: string) {
      await db
        .update(subscriptionRefunds)
        .set({ refundId })
        .where(eq(subscriptionRefunds.userId, userId));
    },

    async releaseMoneyBack(userId: string, now: Date) {
      await db
        .update(subscriptionRefunds)
        .set({ lockedUntil: now })
        .where(
          and(eq(subscriptionRefunds.userId, userId), eq(subscriptionRefunds.status, 'requested')),
        );
    },

    /** requested → completed, once: true only for the request that completed it. */
    async completeMoneyBack(userId: string, now: Date) {
      const rows = await db
        .update(subscriptionRefunds)
        .set({ status: 'completed', completedAt: now })
        .where(
          and(eq(subscriptionRefunds.userId, userId), eq(subscriptionRefunds.status, 'requested')),
        )
        .returning({ userId: subscriptionRefunds.userId });
      return rows.length === 1;
    },

    /** A refund reported by the provider: the invoice paid through that payment is refunded. */
    async markInvoiceRefunded(paymentIntentId: string, refundedCents: number) {
      const rows = await db
        .update(billingInvoices)
        .set({
          refundedCents: sql`greatest(${billingInvoices.refundedCents}, ${refundedCents})`,
          refundedAt: sql`case when ${refundedCents} > ${billingInvoices.refundedCents} then now() else ${billingInvoices.refundedAt} end`,
          status: sql`case when greatest(${billingInvoices.refundedCents}, ${refundedCents}) >= ${billingInvoices.amountCents} then 'refunded' else ${billingInvoices.status} end`,
        })
        .where(eq(billingInvoices.paymentIntentId, paymentIntentId))
        .returning({ id: billingInvoices.id });
      return rows.length > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
