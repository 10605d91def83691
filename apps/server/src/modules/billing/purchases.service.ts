import { randomBytes } from 'node:crypto';
import {
  CREATOR_SHARE_PERCENT,
  CURRENCY,
  PURCHASE_MESSAGES,
  utcMonthOf,
  type EarningsFigures,
  type EarningsSummary,
  type Purchase,
  type StartPurchaseResult,
} from '@simmer/domain/billing';
import { MIN_RECIPE_PRICE } from '@simmer/domain/recipes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type CheckoutSessionInfo,
  type PaymentProvider,
} from './provider';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository';
import { recordAdminAction } from '../audit';

type PurchasesScope = ReturnType<typeof createPurchasesRepository>;

/** The reason kept on a refund that came from the provider (its dashboard, a dispute). */
export const PROVIDER_REFUND_REASON = 'refunded_at_payment_provider';

const MIN_PRICE_CENTS = Math.round(MIN_RECIPE_PRICE * 100);

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    recipeId: row.recipeId,
    priceCents: row.priceCents,
    currency: row.currency,
    status: row.status as Purchase['status'],
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundReason: row.status === 'refunded' ? row.refundReason : null,
    disputeStatus: (row.disputeStatus as Purchase['disputeStatus'] | null) ?? null,
  };
}

/**
 * Whether a provider's checkout session pays for this purchase: the purchase's own session, a
 * one-time payment, complete and paid, for the purchase (metadata) and its price.
 */
export function sessionPaysFor(session: CheckoutSessionInfo | null, purchase: PurchaseRow) {
  return (
    session !== null &&
    session.id === purchase.sessionId &&
    session.mode === 'payment' &&
    session.status === 'complete' &&
    session.paymentStatus === 'paid' &&
    session.metadata.purchaseId === purchase.id &&
    (session.amountTotalCents === null || session.amountTotalCents === purchase.priceCents)
  );
}

/**
 * pending → completed with everything it implies, in the caller's transaction: the buyer's access
 * link, the recipe's counters and the sale in the earnings ledger. False when the purchase was
 * no longer pending (the other confirmation won): nothing is written then.
 */
export async function completePurchaseIn(
  scoped: PurchasesScope,
  purchaseId: string,
  paymentIntentId: string | null,
  at: Date,
): Promise<boolean> {
  const completed = await scoped.completePending(purchaseId, { paymentIntentId, at });
  if (!completed) return false;
  await scoped.grantAccess(completed, at);
  // A chargeback opened before the payment was confirmed: the access waits for its outcome.
  if (completed.disputeStatus === 'open') await scoped.revokeAccess(completed, at);
  await scoped.countSale(completed, at);
  const recipe = await scoped.findRecipe(completed.recipeId);
  await scoped.book(completed, 'sale', recipe?.name ?? '', at);
  return true;
}

/**
 * completed → refunded in the caller's transaction: access revoked, counters taken back, the
 * refund counted and the reversal booked. False when it was not completed (refunded already).
 */
export async function refundPurchaseIn(
  scoped: PurchasesScope,
  purchaseId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const refunded = await scoped.refundCompleted(purchaseId, { reason, at });
  if (!refunded) return false;
  await scoped.revokeAccess(refunded, at);
  await scoped.countRefund(refunded);
  const recipe = await scoped.findRecipe(refunded.recipeId);
  await scoped.book(refunded, 'refund', recipe?.name ?? '', at);
  return true;
}

/**
 * A refund (or a lost dispute) of a purchase in whatever state it is: a completed one is refunded;
 * a pending one — the money came back before its payment was confirmed — is completed and
 * refunded at once, so its record ends exactly as if the confirmation had come first (refunded,
 * access revoked, the sale and its reversal in the ledger) and a later confirmation finds
 * nothing pending. False when it was refunded already.
 */
export async function refundAnyIn(
  scoped: PurchasesScope,
  purchaseId: string,
  reason: string,
  at: Date,
  paymentIntentId: string | null = null,
): Promise<boolean> {
  await completePurchaseIn(scoped, purchaseId, paymentIntentId, at);
  return refundPurchaseIn(scoped, purchaseId, reason, at);
}

const emptyFigures = (): EarningsFigures => ({
  sales: 0,
  refunds: 0,
  grossCents: 0,
  creatorCents: 0,
  platformCents: 0,
});

function addFigures(into: EarningsFigures, from: EarningsFigures) {
  into.sales += from.sales;
  into.refunds += from.refunds;
  into.grossCents += from.grossCents;
  into.creatorCents += from.creatorCents;
  into.platformCents += from.platformCents;
}

export function createPurchasesService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The user's provider customer, created on first use (the billing service's). */
  customerFor: (user: { id: string; email: string }, message: string) => Promise<string>;
}) {
  const { db, provider, publicUrl, log, customerFor } = deps;
  const repository = createPurchasesRepository(db);

  const unavailable = (message: string, error: unknown) => {
    log.warn({ err: error }, 'payment provider call failed');
    return new AppError('UNAVAILABLE', message);
  };

  async function readSession(sessionId: string) {
    try {
      return await provider.retrieveCheckoutSession(sessionId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw unavailable(PURCHASE_MESSAGES.invalidSession, error);
      throw error;
    }
  }

  /**
   * Applies an admin's refund with its audit entry, in one transaction. The provider's own refund
   * event may have applied the transition already (the local provider reports it before refund()
   * returns); the admin's action is recorded either way.
   */
  async function applyRefund(purchase: PurchaseRow, reason: string, actorId: string | undefined) {
    await db.transaction(async (tx) => {
      await refundPurchaseIn(createPurchasesRepository(tx), purchase.id, reason, new Date());
      if (actorId)
        await recordAdminAction(tx, {
          action: 'purchase.refunded',
          actorId,
          targetUserId: purchase.userId,
          targetRecipeId: purchase.recipeId,
          subjectId: purchase.id,
          before: { status: purchase.status, priceCents: purchase.priceCents },
          after: { status: 'refunded', priceCents: purchase.priceCents, reason },
        });
    });
  }

  return {
    /**
     * Writes a pending purchase, then opens a one-time checkout for it. If the provider fails the
     * pending record is removed again: nothing half-written stays ('Failed to initiate purchase').
     */
    async startPurchase(
      user: { id: string; email: string },
      recipeId: string,
    ): Promise<StartPurchaseResult> {
      const recipe = await repository.findVisibleRecipe(recipeId, user.id);
      if (!recipe) throw notFound(PURCHASE_MESSAGES.recipeNotFound);
      if (!recipe.isPurchasable || recipe.priceCents < MIN_PRICE_CENTS)
        throw badRequest(PURCHASE_MESSAGES.notForSale);
      if (recipe.createdBy === user.id) throw conflict(PURCHASE_MESSAGES.ownRecipe);
      if (await repository.hasCompletedPurchase(user.id, recipe.id))
        throw conflict(PURCHASE_MESSAGES.alreadyOwned);

      const customerId = await customerFor(user, PURCHASE_MESSAGES.initiateFailed);
      const purchaseId = `${user.id}_${recipe.id}_${Date.now()}${randomBytes(2).toString('hex')}`;
      await repository.insertPending({
        id: purchaseId,
        userId: user.id,
        recipeId: recipe.id,
        creatorId: recipe.createdBy,
        priceCents: recipe.priceCents,
        currency: CURRENCY,
        status: 'pending',
        provider: provider.kind,
        metadata: { userId: user.id, type: 'recipe_purchase' },
      });
      const recipePath = `${publicUrl}/recipes/${encodeURIComponent(recipe.id)}`;
      let checkout: { sessionId: string; url: string };
      try {
        checkout = await provider.createCheckoutSession({
          mode: 'payment',
          customerId,
          userId: user.id,
          lineItem: { name: recipe.name, amountCents: recipe.priceCents },
          successUrl: `${recipePath}?purchase=success&pid=${encodeURIComponent(purchaseId)}`,
          cancelUrl: `${recipePath}?purchase=cancelled`,
          metadata: { purchaseId, recipeId: recipe.id, type: 'recipe_purchase', userId: user.id },
        });
      } catch (error) {
        await repository.deletePending(purchaseId);
        if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)
          throw unavailable(PURCHASE_MESSAGES.initiateFailed, error);
        throw error;
      }
      await repository.setSession(purchaseId, checkout.sessionId);
      return { purchaseId, sessionId: checkout.sessionId, url: checkout.url };
    },

    /**
     * The return from checkout. The session is read from the provider, never trusted from the
     * browser. Only a pending purchase becomes completed; one the webhook completed first is
     * answered as it is (a no-op), a refunded one is refused.
     */
    async confirmPurchase(userId: string, purchaseId: string): Promise<Purchase> {
      const purchase = await repository.findOwned(purchaseId, { userId });
      if (!purchase) throw notFound(PURCHASE_MESSAGES.recordNotFound);
      if (purchase.status === 'completed') return toPurchase(purchase);
      if (purchase.status !== 'pending') throw conflict(PURCHASE_MESSAGES.notPending);
      const session = purchase.sessionId ? await readSession(purchase.sessionId) : null;
      if (!sessionPaysFor(session, purchase)) throw badRequest(PURCHASE_MESSAGES.invalidSession);
      await db.transaction((tx) =>
        completePurchaseIn(
          createPurchasesRepository(tx),
          purchase.id,
          session?.paymentIntentId ?? null,
          new Date(),
        ),
      );
      return toPurchase((await repository.findById(purchase.id))!);
    },

    async getPurchase(userId: string, purchaseId: string): Promise<Purchase> {
      const purchase = await repository.findOwned(purchaseId, { userId });
      if (!purchase) throw notFound(PURCHASE_MESSAGES.notFound);
      return toPurchase(purchase);
    },

    /**
     * A full refund of a completed purchase (admins, ADR 0023): the provider refunds first, then
     * the purchase is refunded here — unless the provider's own refund event got there first.
     */
    async refundPurchase(purchaseId: string, reason: string, actorId?: string): Promise<Purchase> {
      const purchase = await repository.findById(purchaseId);
      if (!purchase) throw notFound(PURCHASE_MESSAGES.recordNotFound);
      if (purchase.status !== 'completed') throw conflict(PURCHASE_MESSAGES.cannotRefund);
      if (!purchase.sessionId) throw badRequest(PURCHASE_MESSAGES.noPaymentInfo);
      const paymentIntentId =
        purchase.paymentIntentId ?? (await readSession(purchase.sessionId))?.paymentIntentId;
      if (!paymentIntentId) throw badRequest(PURCHASE_MESSAGES.noPaymentInfo);
      // The provider's refund event may be applied before refund() returns: it keeps this reason.
      await repository.noteRefundReason(purchase.id, reason);
      try {
        await provider.refund({ paymentIntentId, reason });
      } catch (error) {
        await repository.noteRefundReason(purchase.id, null);
        if (error instanceof ProviderRejectedError) {
          if (error.reason === 'not_found') throw badRequest(PURCHASE_MESSAGES.noPaymentInfo);
          throw conflict(PURCHASE_MESSAGES.cannotRefund);
        }
        if (error instanceof ProviderUnavailableError)
          throw unavailable(PURCHASE_MESSAGES.refundFailed, error);
        throw error;
      }
      await applyRefund(purchase, reason, actorId);
      return toPurchase((await repository.findById(purchase.id))!);
    },

    /** A recipe's purchases for an admin: 404 for an unknown recipe. */
    async purchasesOfRecipe(recipeId: string) {
      if (!(await repository.findRecipe(recipeId)))
        throw notFound(PURCHASE_MESSAGES.recipeNotFound);
      const rows = await repository.findForRecipe(recipeId);
      return {
        purchases: rows.map((row) => ({
          ...toPurchase(row.purchase),
          userId: row.purchase.userId,
          buyerEmail: row.buyerEmail,
        })),
      };
    },

    /** The creator's earnings from the ledger: totals, this UTC month, per recipe and per month. */
    async earnings(creatorId: string, now: Date = new Date()): Promise<EarningsSummary> {
      const { months, byRecipe } = await repository.earningsOf(creatorId);
      const thisMonth = utcMonthOf(now);
      const totals = emptyFigures();
      for (const month of months) addFigures(totals, month);
      return {
        creatorSharePercent: CREATOR_SHARE_PERCENT,
        currency: CURRENCY,
        thisMonth,
        totals,
        currentMonth: months.find((month) => month.month === thisMonth) ?? emptyFigures(),
        recipes: byRecipe,
        months,
      };
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
