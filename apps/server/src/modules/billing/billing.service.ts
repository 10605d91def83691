import {
  BILLING_MESSAGES,
  PRO_PLAN,
  CURRENCY,
  grantsPro,
  normaliseSubscriptionStatus,
  proPriceCents,
  type CheckoutInput,
  type MoneyBackRefund,
  type SubscriptionSummary,
} from '@simmer/domain/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { AnalyticsService } from '../analytics';
import { createBillingRepository, type SubscriptionRow } from './billing.repository';
import type { LocalCheckoutView, LocalPaymentProvider } from './local-provider';
import { createPurchasesRepository } from './purchases.repository';
import {
  PROVIDER_REFUND_REASON,
  completePurchaseIn,
  refundAnyIn,
  sessionPaysFor,
} from './purchases.service';
import {
  InvalidSignatureError,
  ProviderRejectedError,
  ProviderUnavailableError,
  type BillingEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './provider';

export interface BillingUser {
  id: string;
  email: string;
}

/** What applying an event did; the event id is stored with it. */
export type EventOutcome =
  | 'duplicate'
  | 'applied'
  | 'stale'
  | 'unknown_customer'
  | 'ignored'
  | 'payment_completed'
  | 'refund_recorded'
  | 'purchase_completed'
  | 'purchase_unchanged'
  | 'purchase_refunded'
  | 'dispute_opened'
  | 'dispute_won'
  | 'dispute_lost'
  | 'dispute_unchanged'
  | 'dispute_recorded';

/** Why a dispute took a purchase back (the refund reason kept on it). */
export const DISPUTE_LOST_REASON = 'dispute_lost';

/** How long one money-back request may hold its claim before another may take it over. */
const MONEY_BACK_LEASE_MS = 60_000;

/** The end of the money-back guarantee for a first payment made at `firstPaidAt`. */
const moneyBackEndsAt = (firstPaidAt: Date) =>
  new Date(firstPaidAt.getTime() + PRO_PLAN.moneyBackDays * 86_400_000);

/** Local renewals applied per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 50;

const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

/** Events this close to the stored state's time may be newer in truth: the provider decides. */
const AMBIGUOUS_ORDER_MS = 5_000;

function summaryOf(
  row: SubscriptionRow | undefined,
  provider: PaymentProvider['kind'],
  moneyBackUntil: Date | null,
) {
  const status = normaliseSubscriptionStatus(row?.status);
  const live = row ? grantsPro(status) : false;
  const summary: SubscriptionSummary = {
    status: row ? status : 'active',
    tier: live ? 'pro' : 'free',
    period: live && (row?.period === 'monthly' || row?.period === 'annually') ? row.period : null,
    currentPeriodEnd: live ? (row?.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: live ? (row?.cancelAtPeriodEnd ?? false) : false,
    trialEnd: live && status === 'trialing' ? (row?.trialEnd?.toISOString() ?? null) : null,
    coupon: live ? (row?.coupon ?? null) : null,
    hasSubscription: live,
    provider,
    moneyBackUntil: moneyBackUntil?.toISOString() ?? null,
  };
  return summary;
}

export function createBillingService(deps: {
  db: Db;
  provider: PaymentProvider;
  analytics: AnalyticsService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock of the money-back window and the local provider's periods (tests move it). */
  now?: () => Date;
}) {
  const { db, provider, analytics, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createBillingRepository(db);
  const purchasesRepository = createPurchasesRepository(db);
  /** The second a provider's clock would give now: API answers are ordered like its events. */
  const providerNow = () => new Date(Math.floor(now().getTime() / 1000) * 1000);

  /** Runs a provider call; an outage becomes `message` (503), a refusal a 400 with its own. */
  async function viaProvider<T>(message: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderRejectedError) {
        if (error.reason === 'coupon_invalid') throw badRequest(BILLING_MESSAGES.couponInvalid);
        if (error.reason === 'invalid_state') throw conflict(BILLING_MESSAGES.notReactivatable);
        throw notFound(BILLING_MESSAGES.noSubscription);
      }
      if (error instanceof ProviderUnavailableError) {
        log.warn({ err: error }, 'payment provider call failed');
        throw unavailable(message);
      }
      throw error;
    }
  }

  async function userOf(
    scoped: typeof repository,
    customerId: string | null,
    metadata: Record<string, string>,
  ) {
    const known = customerId ? await scoped.userOfCustomer(customerId) : undefined;
    return known ?? metadata.userId;
  }

  /** Writes a subscription and the profile and role it decides, in one transaction. */
  async function writeSubscription(
    snapshot: SubscriptionSnapshot,
    userId: string,
    sourceAt: Date,
    mode: 'newer' | 'fresh',
  ): Promise<boolean> {
    const written = await db.transaction(async (tx) => {
      const scoped = createBillingRepository(tx);
      const applied = await scoped.upsertSubscription(snapshot, {
        userId,
        provider: provider.kind,
        sourceAt,
        mode,
      });
      if (applied) await scoped.syncProfile(userId);
      return applied;
    });
    return written;
  }

  /** A subscription's first appearance is reported once: subscription_start (tier, period, trialDays). */
  async function reportStart(snapshot: SubscriptionSnapshot, userId: string) {
    if (!grantsPro(snapshot.status)) return;
    if (!(await repository.claimStartRecorded(snapshot.id))) return;
    await analytics.record('subscription_start', userId, {
      tier: 'pro',
      period: snapshot.period,
      trialDays: snapshot.trialEnd ? PRO_PLAN.trialDays : 0,
    });
  }

  /** State read from the provider just now: written whatever the stored event time. */
  async function applyFresh(snapshot: SubscriptionSnapshot, userId: string) {
    await writeSubscription(snapshot, userId, providerNow(), 'fresh');
    await reportStart(snapshot, userId);
  }

  /**
   * Applies one verified event exactly once (its id is claimed in the same transaction as its
   * effect) and never lets an older event overwrite newer state. An event that is not newer than
   * the stored state is answered by reading the subscription from the provider, the source of truth.
   */
  async function processEvent(event: BillingEvent): Promise<EventOutcome> {
    // checkout.session.completed names its subscription: read it before the transaction.
    let subscription: SubscriptionSnapshot | null = null;
    if ('subscription' in event) subscription = event.subscription;
    if (event.type === 'checkout.session.completed' && event.session.subscriptionId) {
      if (await repository.eventSeen(event.id)) return 'duplicate';
      subscription = await provider.retrieveSubscription(event.session.subscriptionId);
    }
    // A refund or dispute names a payment: which purchase it paid for, if any, is found first.
    let paidPurchaseId: string | undefined;
    if (event.type === 'charge.refunded') {
      if (await repository.eventSeen(event.id)) return 'duplicate';
      paidPurchaseId = await purchaseOfPayment(event.charge.paymentIntentId, event.charge.metadata);
    }
    if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      if (await repository.eventSeen(event.id)) return 'duplicate';
      paidPurchaseId = await purchaseOfPayment(event.dispute.paymentIntentId, {});
    }
    const result = await db.transaction(async (tx) => {
      const scoped = createBillingRepository(tx);
      if (!(await scoped.claimEvent(event, provider.kind)))
        return { outcome: 'duplicate' as const };
      let outcome: EventOutcome = 'ignored';
      let userId: string | undefined;
      let storedAt: Date | undefined;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          if (event.type === 'checkout.session.completed' && event.session.mode === 'payment') {
            // A premium recipe bought: completed here or by the return from checkout, once.
            const purchases = createPurchasesRepository(tx);
            const { session } = event;
            const purchase = session.metadata.purchaseId
              ? await purchases.findById(session.metadata.purchaseId)
              : undefined;
            if (!purchase || !sessionPaysFor(session, purchase)) {
              outcome = 'payment_completed';
              break;
            }
            const completed = await completePurchaseIn(
              purchases,
              purchase.id,
              session.paymentIntentId,
              new Date(),
            );
            outcome = completed ? 'purchase_completed' : 'purchase_unchanged';
            break;
          }
          if (!subscription) break;
          userId = await userOf(scoped, subscription.customerId, subscription.metadata);
          if (!userId) {
            outcome = 'unknown_customer';
            break;
          }
          const applied = await scoped.upsertSubscription(subscription, {
            userId,
            provider: provider.kind,
            sourceAt: event.created,
            mode: 'newer',
          });
          if (applied) await scoped.syncProfile(userId);
          outcome = applied ? 'applied' : 'stale';
          if (!applied) storedAt = (await scoped.findSubscription(subscription.id))?.sourceAt;
          break;
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoiceUser = await userOf(scoped, event.invoice.customerId, {});
          const applied = await scoped.upsertInvoice(
            { ...event.invoice, status: event.type === 'invoice.paid' ? 'paid' : 'open' },
            { userId: invoiceUser ?? null, provider: provider.kind, sourceAt: event.created },
          );
          outcome = applied ? 'applied' : 'stale';
          break;
        }
        case 'charge.refunded': {
          const { paymentIntentId, amountRefundedCents, amountCents } = event.charge;
          // Invoices are marked; a purchase paid through this payment is refunded in full, once,
          // whether the refund was asked in Simmer, in the provider's dashboard or by a dispute —
          // and even before its payment was confirmed (then the confirmation finds it refunded).
          const marked = paymentIntentId
            ? await scoped.markInvoiceRefunded(paymentIntentId, amountRefundedCents)
            : false;
          outcome = marked ? 'refund_recorded' : 'ignored';
          const purchases = createPurchasesRepository(tx);
          const purchase = paidPurchaseId ? await purchases.findById(paidPurchaseId) : undefined;
          if (purchase && amountRefundedCents >= amountCents) {
            const refunded = await refundAnyIn(
              purchases,
              purchase.id,
              PROVIDER_REFUND_REASON,
              new Date(),
              paymentIntentId,
            );
            if (refunded) outcome = 'purchase_refunded';
          }
          break;
        }
        case 'charge.dispute.created':
        case 'charge.dispute.closed': {
          const { dispute } = event;
          const state =
            event.type === 'charge.dispute.created'
              ? ('open' as const)
              : dispute.status === 'lost'
                ? ('lost' as const)
                : ('won' as const);
          const purchases = createPurchasesRepository(tx);
          const purchase = paidPurchaseId ? await purchases.findById(paidPurchaseId) : undefined;
          if (!purchase) {
            // A subscription's payment: a lost dispute gave the money back, like a refund.
            const marked =
              state === 'lost' && dispute.paymentIntentId
                ? await scoped.markInvoiceRefunded(dispute.paymentIntentId, dispute.amountCents)
                : false;
            outcome = marked ? 'dispute_recorded' : 'ignored';
            break;
          }
          const at = new Date();
          const recorded = await purchases.recordDispute(purchase.id, {
            id: dispute.id,
            status: state,
            at,
          });
          if (!recorded) {
            outcome = 'dispute_unchanged';
            break;
          }
          if (state === 'open') {
            // The bank holds the money while it decides: no access meanwhile.
            if (recorded.status === 'completed') await purchases.revokeAccess(recorded, at);
            outcome = 'dispute_opened';
          } else if (state === 'won') {
            if (recorded.status === 'completed') await purchases.restoreAccess(recorded);
            outcome = 'dispute_won';
          } else {
            // Lost: the money went back to the buyer, as a refund does (reversal booked once).
            await refundAnyIn(
              purchases,
              purchase.id,
              DISPUTE_LOST_REASON,
              at,
              dispute.paymentIntentId,
            );
            outcome = 'dispute_lost';
          }
          break;
        }
        default:
          outcome = 'ignored';
      }
      await scoped.setEventOutcome(event.id, outcome);
      return { outcome, userId, storedAt };
    });

    if (subscription && result.userId) {
      if (result.outcome === 'applied') await reportStart(subscription, result.userId);
      // Clearly older than the stored state: obsolete. Within a few seconds of it (the same second
      // of Stripe's clock, or our clock a little ahead of Stripe's): ask the provider.
      const close =
        result.outcome === 'stale' &&
        'storedAt' in result &&
        result.storedAt !== undefined &&
        result.storedAt.getTime() - event.created.getTime() <= AMBIGUOUS_ORDER_MS;
      if (close) {
        const fresh = await provider.retrieveSubscription(subscription.id);
        if (fresh) await writeSubscription(fresh, result.userId, providerNow(), 'fresh');
      }
    }
    return result.outcome;
  }

  /**
   * The purchase a payment paid for: named by the payment's metadata, recorded on the purchase
   * once confirmed, or — for a payment not confirmed yet — read from the provider's payment. A
   * subscription's payment (a recorded invoice's) is none.
   */
  async function purchaseOfPayment(
    paymentIntentId: string | null,
    metadata: Record<string, string>,
  ): Promise<string | undefined> {
    if (metadata.purchaseId) return metadata.purchaseId;
    if (!paymentIntentId) return undefined;
    const known = await purchasesRepository.findByPaymentIntent(paymentIntentId);
    if (known) return known.id;
    if (await repository.invoiceOfPayment(paymentIntentId)) return undefined;
    return (await provider.paymentMetadata(paymentIntentId))?.purchaseId;
  }

  /** Until when the user may ask for their money back, from the invoices recorded; else null. */
  async function moneyBackUntil(userId: string): Promise<Date | null> {
    const [firstPaid, claimed] = await Promise.all([
      repository.firstPaymentAt(userId),
      repository.findMoneyBack(userId),
    ]);
    if (!firstPaid || claimed?.status === 'completed') return null;
    const until = moneyBackEndsAt(firstPaid);
    return until.getTime() > now().getTime() ? until : null;
  }

  function localRenewals(): LocalPaymentProvider | null {
    return provider.kind === 'local' ? (provider as LocalPaymentProvider) : null;
  }

  /**
   * The local provider has no clock of its own: a subscription whose trial or period has ended
   * is moved on when it is read (and by the periodic sweep), as Stripe would have done.
   */
  async function rollOverIfDue(row: SubscriptionRow | undefined) {
    const local = localRenewals();
    if (!local || !row || row.provider !== 'local' || !row.currentPeriodEnd) return false;
    if (!grantsPro(normaliseSubscriptionStatus(row.status))) return false;
    if (row.currentPeriodEnd.getTime() > now().getTime()) return false;
    return local.advanceSubscription(row.id);
  }

  function parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    try {
      return provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw badRequest(BILLING_MESSAGES.badSignature);
      throw error;
    }
  }

  async function requireCurrent(userId: string) {
    let current = await repository.currentSubscription(userId);
    if (await rollOverIfDue(current)) current = await repository.currentSubscription(userId);
    if (!current || !grantsPro(normaliseSubscriptionStatus(current.status)))
      throw notFound(BILLING_MESSAGES.noSubscription);
    return current;
  }

  async function customerFor(user: BillingUser, message: string): Promise<string> {
    const existing = await repository.findCustomer(user.id);
    if (existing && existing.provider === provider.kind) return existing.customerId;
    const customerId = await viaProvider(message, () =>
      provider.createCustomer({ userId: user.id, email: user.email }),
    );
    return (await repository.saveCustomer(user.id, provider.kind, customerId)).customerId;
  }

  /** A change made through the API: the provider's answer is the new state. */
  async function changeSubscription(
    userId: string,
    message: string,
    run: (subscriptionId: string) => Promise<SubscriptionSnapshot>,
  ): Promise<SubscriptionSummary> {
    const current = await requireCurrent(userId);
    const snapshot = await viaProvider(message, () => run(current.id));
    await applyFresh(snapshot, userId);
    return getSummary(userId);
  }

  async function getSummary(userId: string): Promise<SubscriptionSummary> {
    let current = await repository.currentSubscription(userId);
    if (await rollOverIfDue(current)) current = await repository.currentSubscription(userId);
    return summaryOf(current, provider.kind, await moneyBackUntil(userId));
  }

  /**
   * The buyer's own refund under the 30-day money-back guarantee (ADR 0019): the latest payment
   * is refunded and the subscription cancelled now, if the first payment was at most 30 days
   * ago. Claimed in the database first, so a repeat (or two requests at once) refunds once; each
   * step is safe to retry, and a failed attempt can simply be asked again.
   */
  async function refundWithinGuarantee(userId: string): Promise<MoneyBackRefund> {
    const customer = await repository.findCustomer(userId);
    const current = await repository.currentSubscription(userId);
    if (!customer || !current || customer.provider !== provider.kind)
      throw notFound(BILLING_MESSAGES.noSubscription);
    const answer = async (claim: { amountCents: number; completedAt: Date | null }) => ({
      refund: {
        amountCents: claim.amountCents,
        currency: CURRENCY,
        refundedAt: (claim.completedAt ?? now()).toISOString(),
      },
      subscription: await getSummary(userId),
    });
    const existing = await repository.findMoneyBack(userId);
    if (existing?.status === 'completed') {
      // The same request again (a double click, a retry): answered as it was, nothing refunded.
      if (existing.subscriptionId === current.id) return answer(existing);
      throw conflict(BILLING_MESSAGES.moneyBackUsed);
    }
    if (existing && existing.lockedUntil.getTime() > now().getTime())
      throw conflict(BILLING_MESSAGES.moneyBackInProgress);

    // The provider's invoices decide (a webhook may be late): the first payment, the latest one.
    const invoices = await viaProvider(BILLING_MESSAGES.moneyBackFailed, () =>
      provider.listPaidInvoices(customer.customerId),
    );
    const charged = invoices
      .filter((invoice) => invoice.amountCents > 0 && invoice.paymentIntentId)
      .sort((a, b) => b.created.getTime() - a.created.getTime());
    const latest = charged[0];
    const first = charged.at(-1);
    if (!latest?.paymentIntentId || !first) throw conflict(BILLING_MESSAGES.moneyBackNothingPaid);
    if (moneyBackEndsAt(first.created).getTime() < now().getTime())
      throw conflict(BILLING_MESSAGES.moneyBackExpired);

    const claim = await repository.claimMoneyBack(
      {
        userId,
        invoiceId: existing?.invoiceId ?? latest.id,
        subscriptionId: existing?.subscriptionId ?? current.id,
        provider: provider.kind,
        paymentIntentId: existing?.paymentIntentId ?? latest.paymentIntentId,
        amountCents: existing?.amountCents ?? latest.amountCents,
      },
      now(),
      MONEY_BACK_LEASE_MS,
    );
    if (!claim) {
      const other = await repository.findMoneyBack(userId);
      if (other?.status === 'completed' && other.subscriptionId === current.id)
        return answer(other);
      throw conflict(BILLING_MESSAGES.moneyBackInProgress);
    }
    try {
      if (!claim.refundId) {
        let refundId: string;
        try {
          ({ refundId } = await provider.refund({
            paymentIntentId: claim.paymentIntentId,
            reason: 'money_back_guarantee',
            idempotencyKey: `simmer-money-back-${claim.invoiceId}`,
          }));
        } catch (error) {
          // Refunded already (in the provider's dashboard): the money is back; go on to cancel.
          if (!(error instanceof ProviderRejectedError && error.reason === 'invalid_state'))
            throw error;
          refundId = 'already_refunded';
        }
        await repository.setMoneyBackRefund(userId, refundId);
      }
      const subscription = await repository.findSubscription(claim.subscriptionId);
      if (subscription && grantsPro(normaliseSubscriptionStatus(subscription.status))) {
        let snapshot: SubscriptionSnapshot | null;
        try {
          snapshot = await provider.cancelSubscription(subscription.id, { immediately: true });
        } catch (error) {
          if (!(error instanceof ProviderRejectedError)) throw error;
          snapshot = await provider.retrieveSubscription(subscription.id); // ended already
        }
        if (snapshot) await applyFresh(snapshot, userId);
      }
    } catch (error) {
      await repository.releaseMoneyBack(userId, now());
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
        log.warn({ err: error }, 'money-back refund failed');
        throw unavailable(BILLING_MESSAGES.moneyBackFailed);
      }
      throw error;
    }
    if (await repository.completeMoneyBack(userId, now())) {
      await analytics.record('subscription_cancel', userId, {
        tier: 'pro',
        reason: 'money_back_guarantee',
        immediately: true,
      });
      await analytics.record('subscription_refund', userId, {
        tier: 'pro',
        period: current.period,
        amountCents: claim.amountCents,
      });
    }
    return answer((await repository.findMoneyBack(userId))!);
  }

  function localProvider(): LocalPaymentProvider {
    if (provider.kind !== 'local') throw notFound('Test payments are off: Stripe is configured');
    return provider as LocalPaymentProvider;
  }

  async function ownCheckout(userId: string, sessionId: string): Promise<LocalCheckoutView> {
    const checkout = await localProvider().getCheckout(sessionId);
    if (!checkout || checkout.userId !== userId) throw notFound(BILLING_MESSAGES.invalidSession);
    return checkout;
  }

  return {
    processEvent,
    getSummary,
    customerFor,
    refundWithinGuarantee,

    /**
     * With the local provider: moves on every subscription whose trial or period has ended (a
     * bounded batch; the rest wait for the next sweep). The number moved on.
     */
    async sweepLocalRenewals(limit = SWEEP_BATCH): Promise<number> {
      const local = localRenewals();
      if (!local) return 0;
      let moved = 0;
      for (const id of await local.dueSubscriptions(limit)) {
        if (await local.advanceSubscription(id)) moved += 1;
      }
      return moved;
    },

    config() {
      return {
        provider: provider.kind,
        publishableKey: provider.publishableKey,
        trialDays: PRO_PLAN.trialDays,
      };
    },

    /** Verifies a webhook's signature over the raw body and normalises it; 400 when it fails. */
    parseWebhook,

    /** Parses a webhook (signature checked over the raw body) and applies it. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      return processEvent(parseWebhook(rawBody, signature));
    },

    /** Starts a Pro checkout with the 14-day trial; nothing is written unless the provider answers. */
    async startCheckout(user: BillingUser, input: CheckoutInput) {
      const current = await repository.currentSubscription(user.id);
      if (current && grantsPro(normaliseSubscriptionStatus(current.status)))
        throw conflict(BILLING_MESSAGES.alreadySubscribed);
      const customerId = await customerFor(user, BILLING_MESSAGES.checkoutFailed);
      return viaProvider(BILLING_MESSAGES.checkoutFailed, () =>
        provider.createCheckoutSession({
          mode: 'subscription',
          customerId,
          userId: user.id,
          lineItem: {
            name: 'Simmer Pro',
            amountCents: proPriceCents(input.period),
            interval: input.period === 'annually' ? 'year' : 'month',
          },
          trialDays: PRO_PLAN.trialDays,
          successUrl: `${publicUrl}/settings?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/pricing?checkout=cancelled`,
          metadata: {
            userId: user.id,
            tier: input.tier,
            period: input.period,
            type: 'subscription',
          },
        }),
      );
    },

    /**
     * The return from checkout: the session is read from the provider (never trusted from the
     * browser), must be the user's and complete; its subscription is then written as the
     * provider has it, whether or not its webhook came first.
     */
    async confirmCheckout(userId: string, sessionId: string): Promise<SubscriptionSummary> {
      const session = await viaProvider(BILLING_MESSAGES.providerUnavailable, () =>
        provider.retrieveCheckoutSession(sessionId),
      );
      const customer = await repository.findCustomer(userId);
      const owned =
        session &&
        (session.metadata.userId === userId ||
          (customer && session.customerId === customer.customerId));
      if (!session || !owned || session.status !== 'complete' || !session.subscriptionId)
        throw badRequest(BILLING_MESSAGES.invalidSession);
      const subscriptionId = session.subscriptionId;
      const subscription = await viaProvider(BILLING_MESSAGES.providerUnavailable, () =>
        provider.retrieveSubscription(subscriptionId),
      );
      if (!subscription) throw badRequest(BILLING_MESSAGES.invalidSession);
      await applyFresh(subscription, userId);
      return getSummary(userId);
    },

    async cancel(userId: string, input: { cancelImmediately: boolean; reason: string }) {
      const summary = await changeSubscription(userId, BILLING_MESSAGES.providerUnavailable, (id) =>
        provider.cancelSubscription(id, { immediately: input.cancelImmediately }),
      );
      await analytics.record('subscription_cancel', userId, {
        tier: 'pro',
        reason: input.reason,
        immediately: input.cancelImmediately,
      });
      return summary;
    },

    /**
     * Before an account is deleted: a subscription that still bills (active, trialing, or set to
     * end at period end) is cancelled now at the provider, so nobody is charged for an account
     * that no longer exists. The provider failing stops the deletion (503, the account stays).
     */
    async cancelForAccountDeletion(userId: string): Promise<void> {
      const current = await repository.currentSubscription(userId);
      if (!current || !grantsPro(normaliseSubscriptionStatus(current.status))) return;
      if (current.provider !== provider.kind) return; // another provider's (e.g. a past test one)
      await viaProvider(BILLING_MESSAGES.cancelBeforeDeleteFailed, () =>
        provider.cancelSubscription(current.id, { immediately: true }),
      );
      await analytics.record('subscription_cancel', userId, {
        tier: 'pro',
        reason: 'account_deleted',
        immediately: true,
      });
    },

    reactivate: (userId: string) =>
      changeSubscription(userId, BILLING_MESSAGES.providerUnavailable, (id) =>
        provider.reactivateSubscription(id),
      ),

    applyCoupon: (userId: string, code: string) =>
      changeSubscription(userId, BILLING_MESSAGES.providerUnavailable, (id) =>
        provider.applyCoupon(id, code),
      ),

    removeCoupon: (userId: string) =>
      changeSubscription(userId, BILLING_MESSAGES.providerUnavailable, (id) =>
        provider.removeCoupon(id),
      ),

    async portal(user: BillingUser, returnPath: string) {
      const customerId = await customerFor(user, BILLING_MESSAGES.portalFailed);
      const url = await viaProvider(BILLING_MESSAGES.portalFailed, () =>
        provider.createPortalSession(customerId, `${publicUrl}${returnPath}`),
      );
      return { url };
    },

    async invoices(userId: string, options: { limit: number; startingAfter?: string }) {
      const customer = await repository.findCustomer(userId);
      if (!customer || customer.provider !== provider.kind) return { invoices: [], upcoming: null };
      const current = await repository.currentSubscription(userId);
      return viaProvider(BILLING_MESSAGES.billingHistoryFailed, async () => {
        const [invoices, upcoming] = await Promise.all([
          provider.listInvoices(customer.customerId, options),
          current &&
          grantsPro(normaliseSubscriptionStatus(current.status)) &&
          !options.startingAfter
            ? provider.upcomingInvoice(customer.customerId, current.id)
            : Promise.resolve(null),
        ]);
        return { invoices, upcoming };
      });
    },

    /** The local test portal's "end the period now" (a test clock): the caller's own subscription. */
    async endLocalPeriodNow(userId: string) {
      const local = localProvider();
      const current = await repository.currentSubscription(userId);
      if (!current || current.provider !== 'local') throw notFound(BILLING_MESSAGES.noSubscription);
      await local.endPeriodNow(current.id);
      return getSummary(userId);
    },

    /** The test checkout page's data: only its owner sees it. */
    localCheckout: ownCheckout,

    async completeLocalCheckout(userId: string, sessionId: string) {
      await ownCheckout(userId, sessionId);
      return viaProvider(BILLING_MESSAGES.checkoutFailed, () =>
        localProvider().completeCheckout(sessionId),
      );
    },

    async cancelLocalCheckout(userId: string, sessionId: string) {
      await ownCheckout(userId, sessionId);
      return localProvider().cancelCheckout(sessionId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
