import { z } from 'zod';

/** Purchase statuses (spec 1 §4 Recipe purchase): pending → completed → refunded. */
export const PURCHASE_STATUSES = ['pending', 'completed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The creator's share of each sale, in percent (spec 3: "creator receives 70% of each sale"). */
export const CREATOR_SHARE_PERCENT = 70;

/** Premium recipe purchase and refund messages: the spec's words, Simmer's where it gives none. */
export const PURCHASE_MESSAGES = {
  initiateFailed: 'Failed to initiate purchase',
  recordNotFound: 'Purchase record not found',
  notPending: 'Purchase is not in pending status',
  invalidSession: 'Invalid or expired checkout session',
  cannotRefund: 'Purchase cannot be refunded',
  noPaymentInfo: 'No payment information found',
  notFound: 'Purchase not found',
  recipeNotFound: 'Recipe not found',
  success: 'Purchase successful! You now have access to this recipe.',
  notForSale: 'This recipe is not for sale',
  ownRecipe: 'You created this recipe: it is already yours',
  alreadyOwned: 'You already own this recipe',
  refundFailed: 'Failed to process refund',
  earningsFailed: 'Failed to load earnings',
} as const;

export interface SaleSplit {
  creatorCents: number;
  platformCents: number;
}

/**
 * Splits a sale between the creator (70%) and Simmer (30%), in integer cents. The creator's share
 * is rounded to the nearest cent, a half cent going to the creator; Simmer keeps the rest, so the
 * two always add up to the price exactly. A negative amount (a refund) splits as the negation of
 * the sale it reverses.
 */
export function splitSale(amountCents: number): SaleSplit {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('Amount must be whole cents');
  if (amountCents < 0) {
    const sale = splitSale(-amountCents);
    return { creatorCents: -sale.creatorCents, platformCents: -sale.platformCents };
  }
  const creatorCents = Math.floor((amountCents * CREATOR_SHARE_PERCENT + 50) / 100);
  return { creatorCents, platformCents: amountCents - creatorCents };
}

/** The calendar month of an instant in UTC, as 'YYYY-MM' (earnings statements are by UTC month). */
export function utcMonthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as 'November 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const StartPurchaseInputSchema = z.object({
  recipeId: z.string({ error: PURCHASE_MESSAGES.recipeNotFound }).min(1).max(200),
});

export const PurchaseIdParamsSchema = z.object({ id: z.string().min(1).max(300) });

export const PurchaseSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** A chargeback on the payment: open (access suspended), won or lost; null without one. */
  disputeStatus: z.enum(['open', 'won', 'lost']).nullable().default(null),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const StartPurchaseResultSchema = z.object({
  purchaseId: z.string(),
  sessionId: z.string(),
  url: z.string(),
});
export type StartPurchaseResult = z.infer<typeof StartPurchaseResultSchema>;

export const RefundPurchaseInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, 'Reason can be at most 500 characters')
    .default('')
    .transform((value) => value || 'requested_by_admin'),
});

/** A recipe's purchases as an admin sees them (the refund screen). */
export const AdminPurchaseSchema = PurchaseSchema.extend({
  userId: z.string(),
  buyerEmail: z.string().nullable(),
});
export const AdminPurchaseListSchema = z.object({ purchases: z.array(AdminPurchaseSchema) });

const EarningsFiguresSchema = z.object({
  sales: z.number().int(),
  refunds: z.number().int(),
  grossCents: z.number().int(),
  creatorCents: z.number().int(),
  platformCents: z.number().int(),
});
export type EarningsFigures = z.infer<typeof EarningsFiguresSchema>;

/** A chef's earnings from the ledger: all time, this UTC month, per recipe and per month. */
export const EarningsSummarySchema = z.object({
  creatorSharePercent: z.number(),
  currency: z.string(),
  thisMonth: z.string(),
  totals: EarningsFiguresSchema,
  currentMonth: EarningsFiguresSchema,
  recipes: z.array(EarningsFiguresSchema.extend({ recipeId: z.string(), recipeName: z.string() })),
  /** Oldest first; the months with any sale or refund (payout statements and the chart). */
  months: z.array(EarningsFiguresSchema.extend({ month: z.string() })),
});
export type EarningsSummary = z.infer<typeof EarningsSummarySchema>;
