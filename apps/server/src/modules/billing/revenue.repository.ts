import { CURRENCY } from '@simmer/domain/billing';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billingInvoices, billingSubscriptions, creatorEarnings } from '../../db/schema';

/** A half-open instant range [start, end) and how its figures are grouped. */
export interface LedgerRange {
  start: Date;
  end: Date;
  interval: 'day' | 'week';
}

export interface LedgerTotals {
  subscriptionRevenueCents: number;
  subscriptionInvoices: number;
  subscriptionRefundsCents: number;
  recipeSalesCents: number;
  recipeSales: number;
  recipeRefundsCents: number;
  recipeRefunds: number;
  creatorCents: number;
  platformCents: number;
}

export interface LedgerPeriod {
  /** The period's first day, YYYY-MM-DD (UTC). */
  period: string;
  subscriptionRevenueCents: number;
  recipeSalesCents: number;
  refundsCents: number;
  /** The creators' and Simmer's shares of the period's sales, less its refunds. */
  creatorCents: number;
  platformCents: number;
}

const int = (value: unknown) => Number(value ?? 0);

/** An instant as a parameter both drivers read the same way. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The period a timestamp falls in, as text: its UTC day, or its week's Monday. */
const periodOf = (column: AnyPgColumn | SQL, interval: 'day' | 'week') =>
  interval === 'day'
    ? sql`to_char(date_trunc('day', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`
    : sql`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/**
 * What the admin's revenue view reads from the billing ledger (issue 20): subscription invoices as
 * the provider reported them paid (dated by the event that reported them), their refunds (dated by
 * the refund), and the creators' earnings ledger (sales and refunds, ADR 0023). Integer cents, USD.
 * Read-only.
 */
export function createRevenueReader(db: Db) {
  const invoices = billingInvoices;
  const earnings = creatorEarnings;
  const refundedAt = sql`coalesce(${invoices.refundedAt}, ${invoices.sourceAt})`;
  /** Paid subscription invoices (a refunded one was paid first: its refund is counted apart). */
  const paidSubscriptionInvoice = sql`${invoices.subscriptionId} is not null
    and ${invoices.currency} = ${CURRENCY} and ${invoices.status} in ('paid', 'refunded')`;

  return {
    /**
     * The range's totals and the same figures per period (periods without any are left out), in
     * one statement: each source grouped by period, the totals summed from those groups.
     */
    async summary({
      start,
      end,
      interval,
    }: LedgerRange): Promise<{ totals: LedgerTotals; periods: LedgerPeriod[] }> {
      // Both drivers (node-postgres, PGlite) answer a raw statement with its rows in `rows`.
      const result: unknown = await db.execute(sql`
        select ${periodOf(invoices.sourceAt, interval)} as period, 'subscription' as kind,
               sum(${invoices.amountCents})::bigint as cents,
               count(*) filter (where ${invoices.amountCents} > 0) as count,
               0::bigint as creator, 0::bigint as platform
          from ${invoices}
         where ${paidSubscriptionInvoice} and ${invoices.sourceAt} >= ${at(start)} and ${invoices.sourceAt} < ${at(end)}
         group by 1
        union all
        select ${periodOf(refundedAt, interval)}, 'subscription_refund',
               sum(${invoices.refundedCents})::bigint, count(*), 0, 0
          from ${invoices}
         where ${paidSubscriptionInvoice} and ${invoices.refundedCents} > 0
           and ${refundedAt} >= ${at(start)} and ${refundedAt} < ${at(end)}
         group by 1
        union all
        select ${periodOf(earnings.occurredAt, interval)},
               case when ${earnings.kind} = 'sale' then 'sale' else 'refund' end,
               abs(sum(${earnings.grossCents}))::bigint, count(*),
               sum(${earnings.creatorCents})::bigint, sum(${earnings.platformCents})::bigint
          from ${earnings}
         where ${earnings.currency} = ${CURRENCY} and ${earnings.occurredAt} >= ${at(start)} and ${earnings.occurredAt} < ${at(end)}
         group by 1, 2`);
      const { rows } = result as {
        rows: {
          period: string;
          kind: string;
          cents: unknown;
          count: unknown;
          creator: unknown;
          platform: unknown;
        }[];
      };
      const totals: LedgerTotals = {
        subscriptionRevenueCents: 0,
        subscriptionInvoices: 0,
        subscriptionRefundsCents: 0,
        recipeSalesCents: 0,
        recipeSales: 0,
        recipeRefundsCents: 0,
        recipeRefunds: 0,
        creatorCents: 0,
        platformCents: 0,
      };
      const byPeriod = new Map<string, LedgerPeriod>();
      for (const row of rows) {
        const entry = byPeriod.get(row.period) ?? {
          period: row.period,
          subscriptionRevenueCents: 0,
          recipeSalesCents: 0,
          refundsCents: 0,
          creatorCents: 0,
          platformCents: 0,
        };
        const cents = int(row.cents);
        const count = int(row.count);
        entry.creatorCents += int(row.creator);
        entry.platformCents += int(row.platform);
        totals.creatorCents += int(row.creator);
        totals.platformCents += int(row.platform);
        if (row.kind === 'subscription') {
          entry.subscriptionRevenueCents += cents;
          totals.subscriptionRevenueCents += cents;
          totals.subscriptionInvoices += count;
        } else if (row.kind === 'sale') {
          entry.recipeSalesCents += cents;
          totals.recipeSalesCents += cents;
          totals.recipeSales += count;
        } else {
          entry.refundsCents += cents;
          if (row.kind === 'refund') {
            totals.recipeRefundsCents += cents;
            totals.recipeRefunds += count;
          } else totals.subscriptionRefundsCents += cents;
        }
        byPeriod.set(row.period, entry);
      }
      return { totals, periods: [...byPeriod.values()] };
    },

    /** Pro subscriptions active now (paying) and in their trial, one per user. */
    async subscriptionCounts(): Promise<{ active: number; trialing: number }> {
      const s = billingSubscriptions;
      const [row] = await db
        .select({
          active: sql<number>`count(distinct ${s.userId}) filter (where ${s.status} = 'active')::int`,
          trialing: sql<number>`count(distinct ${s.userId}) filter (where ${s.status} = 'trialing')::int`,
        })
        .from(s)
        .where(sql`${s.tier} = 'pro'`);
      return { active: int(row?.active), trialing: int(row?.trialing) };
    },
  };
}

export type RevenueReader = ReturnType<typeof createRevenueReader>;
