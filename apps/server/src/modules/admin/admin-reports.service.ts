import {
  ESTIMATE_CHEF_MONTHLY_CENTS,
  ESTIMATE_PRO_MONTHLY_CENTS,
  addDays,
  periodsOf,
  resolveRevenueRange,
  revenueEstimate,
  type AdminUser,
  type RevenuePeriod,
  type RevenueQuery,
  type RevenueReport,
} from '@simmer/domain/admin';
import type { Db } from '../../db/client';
import type { AnalyticsService } from '../analytics';
import type { RevenueReader } from '../billing';
import { createAdminRepository } from './admin.repository';
import { toAdminUser } from './admin.service';

/** How many users the CSV export reads at a time. */
const EXPORT_BATCH = 500;

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The admin's revenue and growth figures (issue 20 item 4) and the users CSV. Billing and
 * analytics are read through what their modules export (a revenue reader, growth counts).
 */
export function createAdminReportsService(deps: {
  db: Db;
  revenue: RevenueReader;
  analytics: Pick<AnalyticsService, 'countGrowth'>;
  today?: () => string;
}) {
  const repository = createAdminRepository(deps.db);
  const today = deps.today ?? todayUtc;

  return {
    /**
     * The spec's estimate from the subscriptions and chefs there are now, beside what the ledger
     * recorded in the range (UTC days, both included), and sign-ups and subscription starts per
     * day or week.
     */
    async revenue(query: RevenueQuery): Promise<RevenueReport> {
      const range = resolveRevenueRange(query, today());
      const ledgerRange = {
        start: startOfDay(range.from),
        end: startOfDay(addDays(range.to, 1)),
        interval: range.interval,
      };
      const [subscriptions, chefs, ledger, growth] = await Promise.all([
        deps.revenue.subscriptionCounts(),
        repository.countRole('chef'),
        deps.revenue.summary(ledgerRange),
        deps.analytics.countGrowth(ledgerRange.start, ledgerRange.end, range.interval),
      ]);
      const { totals } = ledger;

      const periods = new Map<string, RevenuePeriod>(
        periodsOf(range.from, range.to, range.interval).map((period) => [
          period,
          {
            period,
            signups: 0,
            subscriptionStarts: {},
            subscriptionRevenueCents: 0,
            recipeSalesCents: 0,
            refundsCents: 0,
            creatorCents: 0,
            platformCents: 0,
          },
        ]),
      );
      for (const row of ledger.periods) {
        const entry = periods.get(row.period);
        if (!entry) continue;
        entry.subscriptionRevenueCents = row.subscriptionRevenueCents;
        entry.recipeSalesCents = row.recipeSalesCents;
        entry.refundsCents = row.refundsCents;
        entry.creatorCents = row.creatorCents;
        entry.platformCents = row.platformCents;
      }
      let signups = 0;
      for (const row of growth.signups) {
        const entry = periods.get(row.period);
        if (entry) entry.signups += row.count;
        signups += row.count;
      }
      const subscriptionStarts: Record<string, number> = {};
      for (const row of growth.subscriptionStarts) {
        const entry = periods.get(row.period);
        if (entry)
          entry.subscriptionStarts[row.tier] =
            (entry.subscriptionStarts[row.tier] ?? 0) + row.count;
        subscriptionStarts[row.tier] = (subscriptionStarts[row.tier] ?? 0) + row.count;
      }

      const estimate = revenueEstimate(subscriptions.active, chefs);
      const refundsCents = totals.subscriptionRefundsCents + totals.recipeRefundsCents;
      return {
        range,
        estimate: {
          activeProSubscriptions: subscriptions.active,
          trialingProSubscriptions: subscriptions.trialing,
          chefs,
          proMonthlyCents: ESTIMATE_PRO_MONTHLY_CENTS,
          chefMonthlyCents: ESTIMATE_CHEF_MONTHLY_CENTS,
          ...estimate,
        },
        actual: {
          ...totals,
          refundsCents,
          netRevenueCents:
            totals.subscriptionRevenueCents -
            totals.subscriptionRefundsCents +
            totals.platformCents,
        },
        signups,
        subscriptionStarts,
        tiers: Object.keys(subscriptionStarts).sort(),
        periods: [...periods.values()],
      };
    },

    /** Every user the search matches, newest first, read in batches (the CSV export). */
    async *allUsers(search: string | undefined): AsyncGenerator<AdminUser> {
      let after: { cursor: string; id: string } | null = null;
      for (;;) {
        const rows = await repository.findUserBatch(search, after, EXPORT_BATCH);
        for (const row of rows) yield toAdminUser(row);
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        after = { cursor: last.cursor, id: last.id };
      }
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
