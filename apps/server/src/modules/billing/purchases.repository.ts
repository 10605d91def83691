import { randomUUID } from 'node:crypto';
import { splitSale } from '@simmer/domain/billing';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorEarnings, recipePurchases, recipes, userRecipes, users } from '../../db/schema';

export type PurchaseRow = typeof recipePurchases.$inferSelect;

/** What a sale needs of its recipe. */
export interface SaleRecipe {
  id: string;
  name: string;
  createdBy: string | null;
  isPurchasable: boolean;
  priceCents: number;
}

const RECIPE_SALE_COLUMNS = {
  id: recipes.id,
  name: recipes.name,
  createdBy: recipes.createdBy,
  isPurchasable: recipes.isPurchasable,
  priceCents: recipes.priceCents,
};

/**
 * Purchases, their access links, the recipe's sales counters and the earnings ledger. A purchase
 * changes all four in one transaction (the service's), so this repository writes to the recipe
 * and user_recipes tables too (ADR 0023).
 */
export function createPurchasesRepository(db: Db) {
  return {
    /** The recipe if the user may see it (public, chef, or their own: ADR 0007); else undefined. */
    async findVisibleRecipe(recipeId: string, userId: string): Promise<SaleRecipe | undefined> {
      const [row] = await db
        .select(RECIPE_SALE_COLUMNS)
        .from(recipes)
        .where(
          and(
            eq(recipes.id, recipeId),
            or(inArray(recipes.visibility, ['public', 'chef']), eq(recipes.createdBy, userId)),
          ),
        );
      return row;
    },

    async findRecipe(recipeId: string): Promise<SaleRecipe | undefined> {
      const [row] = await db
        .select(RECIPE_SALE_COLUMNS)
        .from(recipes)
        .where(eq(recipes.id, recipeId));
      return row;
    },

    async hasCompletedPurchase(userId: string, recipeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: recipePurchases.id })
        .from(recipePurchases)
        .where(
          and(
            eq(recipePurchases.userId, userId),
            eq(recipePurchases.recipeId, recipeId),
            eq(recipePurchases.status, 'completed'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insertPending(values: typeof recipePurchases.$inferInsert): Promise<PurchaseRow> {
      const [row] = await db.insert(recipePurchases).values(values).returning();
      return row!;
    },

    async setSession(purchaseId: string, sessionId: string) {
      await db.update(recipePurchases).set({ sessionId }).where(eq(recipePurchases.id, purchaseId));
    },

    /** Removes a pending purchase whose checkout could not be created. */
    async deletePending(purchaseId: string) {
      await db
        .delete(recipePurchases)
        .where(and(eq(recipePurchases.id, purchaseId), eq(recipePurchases.status, 'pending')));
    },

    async findById(purchaseId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(recipePurchases)
        .where(eq(recipePurchases.id, purchaseId));
      return row;
    },

    async findOwned(purchaseId: string, { userId }: { userId: string }) {
      const [row] = await db
        .select()
        .from(recipePurchases)
        .where(and(eq(recipePurchases.id, purchaseId), eq(recipePurchases.userId, userId)));
      return row;
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(recipePurchases)
        .where(eq(recipePurchases.paymentIntentId, paymentIntentId));
      return row;
    },

    /** A recipe's purchases, newest first, with the buyer's email (admins only). */
    async findForRecipe(recipeId: string) {
      return db
        .select({ purchase: recipePurchases, buyerEmail: users.email })
        .from(recipePurchases)
        .leftJoin(users, eq(users.id, recipePurchases.userId))
        .where(eq(recipePurchases.recipeId, recipeId))
        .orderBy(desc(recipePurchases.createdAt))
        .limit(200);
    },

    /**
     * pending → completed, only from pending: of two confirmations at once (the return from
     * checkout and the webhook), the second finds the row no longer pending and gets undefined.
     */
    async completePending(
      purchaseId: string,
      payment: { paymentIntentId: string | null; at: Date },
    ): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .update(recipePurchases)
        .set({
          status: 'completed',
          completedAt: payment.at,
          paymentIntentId: sql`coalesce(${payment.paymentIntentId}::text, ${recipePurchases.paymentIntentId})`,
        })
        .where(and(eq(recipePurchases.id, purchaseId), eq(recipePurchases.status, 'pending')))
        .returning();
      return row;
    },

    /** completed → refunded, only from completed: a refund is applied once, however it arrives. */
    async refundCompleted(
      purchaseId: string,
      refund: { reason: string; at: Date },
    ): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .update(recipePurchases)
        .set({
          status: 'refunded',
          refundedAt: refund.at,
          refundReason: sql`coalesce(${recipePurchases.refundReason}, ${refund.reason}::text)`,
        })
        .where(and(eq(recipePurchases.id, purchaseId), eq(recipePurchases.status, 'completed')))
        .returning();
      return row;
    },

    /** Notes why a refund was asked for before the provider is called (its event may come first). */
    async noteRefundReason(purchaseId: string, reason: string | null) {
      await db
        .update(recipePurchases)
        .set({ refundReason: reason })
        .where(and(eq(recipePurchases.id, purchaseId), eq(recipePurchases.status, 'completed')));
    },

    /** The buyer's access: an active link naming the purchase (an existing saved link keeps its state). */
    async grantAccess(purchase: PurchaseRow, at: Date) {
      const access = {
        purchaseId: purchase.id,
        grantedAt: at,
        status: 'active',
        revokedAt: null,
      };
      await db
        .insert(userRecipes)
        .values({
          userId: purchase.userId,
          recipeId: purchase.recipeId,
          source: 'purchase',
          savedAt: at,
          ...access,
        })
        .onConflictDoUpdate({ target: [userRecipes.userId, userRecipes.recipeId], set: access });
    },

    async revokeAccess(purchase: PurchaseRow, at: Date) {
      await db
        .update(userRecipes)
        .set({ status: 'revoked', revokedAt: at })
        .where(
          and(
            eq(userRecipes.userId, purchase.userId),
            eq(userRecipes.recipeId, purchase.recipeId),
            eq(userRecipes.purchaseId, purchase.id),
          ),
        );
    },

    /** Gives back access a dispute suspended (the dispute was won): only a completed purchase's link. */
    async restoreAccess(purchase: PurchaseRow) {
      await db
        .update(userRecipes)
        .set({ status: 'active', revokedAt: null })
        .where(
          and(
            eq(userRecipes.userId, purchase.userId),
            eq(userRecipes.recipeId, purchase.recipeId),
            eq(userRecipes.purchaseId, purchase.id),
          ),
        );
    },

    /**
     * Records a dispute's state on its purchase, order-safe: a dispute opens only a purchase with
     * none (or after another dispute was won); closing (won or lost) is final for that dispute, so
     * a late or replayed "created" after it changes nothing. Undefined when nothing changed.
     */
    async recordDispute(
      purchaseId: string,
      dispute: { id: string; status: 'open' | 'won' | 'lost'; at: Date },
    ): Promise<PurchaseRow | undefined> {
      const t = recipePurchases;
      const applies =
        dispute.status === 'open'
          ? sql`(${t.disputeStatus} is null or (${t.disputeStatus} = 'won' and ${t.disputeId} is distinct from ${dispute.id}))`
          : sql`(${t.disputeStatus} is null or ${t.disputeStatus} = 'open' or ${t.disputeId} is distinct from ${dispute.id})`;
      const [row] = await db
        .update(t)
        .set({ disputeStatus: dispute.status, disputeId: dispute.id, disputedAt: dispute.at })
        .where(and(eq(t.id, purchaseId), applies))
        .returning();
      return row;
    },

    /** The recipe's sales figures (spec: purchaseCount, totalRevenue, lastPurchasedAt). */
    async countSale(purchase: PurchaseRow, at: Date) {
      await db
        .update(recipes)
        .set({
          purchaseCount: sql`${recipes.purchaseCount} + 1`,
          totalRevenueCents: sql`${recipes.totalRevenueCents} + ${purchase.priceCents}`,
          lastPurchasedAt: sql`greatest(${recipes.lastPurchasedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(recipes.id, purchase.recipeId));
    },

    /** A refund takes the sale back out and counts the refund (spec: refundCount). */
    async countRefund(purchase: PurchaseRow) {
      await db
        .update(recipes)
        .set({
          purchaseCount: sql`greatest(${recipes.purchaseCount} - 1, 0)`,
          totalRevenueCents: sql`greatest(${recipes.totalRevenueCents} - ${purchase.priceCents}, 0)`,
          refundCount: sql`${recipes.refundCount} + 1`,
        })
        .where(eq(recipes.id, purchase.recipeId));
    },

    /**
     * Appends a sale (or its reversal) to the earnings ledger, once per purchase and kind. The
     * split is the domain's: creator + platform = gross exactly.
     */
    async book(purchase: PurchaseRow, kind: 'sale' | 'refund', recipeName: string, at: Date) {
      const gross = kind === 'sale' ? purchase.priceCents : -purchase.priceCents;
      const split = splitSale(gross);
      const rows = await db
        .insert(creatorEarnings)
        .values({
          id: randomUUID(),
          purchaseId: purchase.id,
          kind,
          creatorId: purchase.creatorId,
          recipeId: purchase.recipeId,
          recipeName,
          grossCents: gross,
          creatorCents: split.creatorCents,
          platformCents: split.platformCents,
          currency: purchase.currency,
          occurredAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: creatorEarnings.id });
      return rows.length === 1;
    },

    /**
     * A creator's ledger summed in SQL: by UTC month (oldest first) and by recipe (highest
     * earnings first). Refund rows carry negative amounts, so the sums are net.
     */
    async earningsOf(creatorId: string) {
      const e = creatorEarnings;
      const figures = {
        sales: sql<number>`(count(*) filter (where ${e.kind} = 'sale'))::int`,
        refunds: sql<number>`(count(*) filter (where ${e.kind} = 'refund'))::int`,
        grossCents: sql<number>`coalesce(sum(${e.grossCents}), 0)::int`,
        creatorCents: sql<number>`coalesce(sum(${e.creatorCents}), 0)::int`,
        platformCents: sql<number>`coalesce(sum(${e.platformCents}), 0)::int`,
      };
      const month = sql<string>`to_char(${e.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
      const [months, byRecipe] = await Promise.all([
        db
          .select({ month, ...figures })
          .from(e)
          .where(eq(e.creatorId, creatorId))
          .groupBy(month)
          .orderBy(month),
        db
          .select({
            recipeId: e.recipeId,
            // The name at the latest sale: a renamed recipe shows its current name.
            recipeName: sql<string>`(array_agg(${e.recipeName} order by ${e.occurredAt} desc))[1]`,
            ...figures,
          })
          .from(e)
          .where(eq(e.creatorId, creatorId))
          .groupBy(e.recipeId)
          .orderBy(desc(figures.creatorCents), e.recipeId),
      ]);
      return { months, byRecipe };
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
