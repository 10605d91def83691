import { z } from 'zod';
import { IsoDateSchema } from '../validation';

/** Spec 3 §9: the admin's revenue estimate per active subscription, in cents a month. */
export const ESTIMATE_PRO_MONTHLY_CENTS = 2_000;
export const ESTIMATE_CHEF_MONTHLY_CENTS = 4_000;
/** Spec 3 §9: the annual estimate is 12 times the monthly one. */
export const ESTIMATE_MONTHS_A_YEAR = 12;

/** The spec's estimate: active pro subscriptions × $20 + chefs × $40 a month, × 12 a year. */
export function revenueEstimate(activeProSubscriptions: number, chefs: number) {
  const monthlyCents =
    activeProSubscriptions * ESTIMATE_PRO_MONTHLY_CENTS + chefs * ESTIMATE_CHEF_MONTHLY_CENTS;
  return { monthlyCents, annualCents: monthlyCents * ESTIMATE_MONTHS_A_YEAR };
}

export const REVENUE_INTERVALS = ['day', 'week'] as const;
export type RevenueInterval = (typeof REVENUE_INTERVALS)[number];

/** The default range: the last 30 days, today included. */
export const REVENUE_DEFAULT_DAYS = 30;
/** Ranges up to this many days are shown by day unless asked otherwise, longer ones by week. */
export const REVENUE_DAILY_MAX_DAYS = 92;
/** The longest range by day (one point a day) and in all (by week). */
export const REVENUE_MAX_DAILY_RANGE_DAYS = 366;
export const REVENUE_MAX_RANGE_DAYS = 3_660;

export const REVENUE_MESSAGES = {
  rangeOrder: 'The start of the range must not be after its end',
  rangeTooLong: `A range may span at most ${REVENUE_MAX_RANGE_DAYS.toLocaleString('en-US')} days`,
  dailyTooLong: `A range by day may span at most ${REVENUE_MAX_DAILY_RANGE_DAYS} days: choose weeks`,
  loadFailed: 'Failed to load revenue figures',
} as const;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (ISO days). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The ISO day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before an ISO day (weeks start on Monday, as PostgreSQL's date_trunc). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period's first day from `from` to `to`: each day, or each week's Monday. */
export function periodsOf(from: string, to: string, interval: RevenueInterval): string[] {
  const periods: string[] = [];
  const step = interval === 'day' ? 1 : 7;
  for (let day = interval === 'day' ? from : weekStartOf(from); day <= to; day = addDays(day, step))
    periods.push(day);
  return periods;
}

/**
 * `GET /api/admin/revenue?from=&to=&interval=`: UTC days, both included. Without them the last
 * 30 days by day; longer ranges default to weeks.
 */
export const RevenueQuerySchema = z
  .object({
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    interval: z.enum(REVENUE_INTERVALS, { error: 'Interval is day or week' }).optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: REVENUE_MESSAGES.rangeOrder });
      return;
    }
    const days = daysInRange(query.from, query.to);
    if (days > REVENUE_MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: REVENUE_MESSAGES.rangeTooLong });
    else if (query.interval === 'day' && days > REVENUE_MAX_DAILY_RANGE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['interval'],
        message: REVENUE_MESSAGES.dailyTooLong,
      });
  });
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

/** A range filled in: `today` (UTC) closes a range without an end. */
export function resolveRevenueRange(
  query: RevenueQuery,
  today: string,
): { from: string; to: string; interval: RevenueInterval } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(REVENUE_DEFAULT_DAYS - 1));
  const interval =
    query.interval ?? (daysInRange(from, to) <= REVENUE_DAILY_MAX_DAYS ? 'day' : 'week');
  return { from, to, interval };
}

const cents = z.number().int();
const count = z.number().int().nonnegative();

export const RevenuePeriodSchema = z.object({
  /** The period's first day (a day, or a week's Monday). */
  period: z.string(),
  signups: count,
  /** Subscription starts by tier (analytics subscription_start). */
  subscriptionStarts: z.record(z.string(), count),
  subscriptionRevenueCents: cents,
  recipeSalesCents: cents,
  /** Subscription and recipe refunds together, as a positive amount. */
  refundsCents: cents,
  /** The creators' 70% and Simmer's 30% of the period's sales, less its refunds. */
  creatorCents: cents,
  platformCents: cents,
});
export type RevenuePeriod = z.infer<typeof RevenuePeriodSchema>;

export const RevenueReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), interval: z.enum(REVENUE_INTERVALS) }),
  /** The spec's estimate, from the subscriptions and chefs there are now. */
  estimate: z.object({
    activeProSubscriptions: count,
    trialingProSubscriptions: count,
    chefs: count,
    proMonthlyCents: cents,
    chefMonthlyCents: cents,
    monthlyCents: cents,
    annualCents: cents,
  }),
  /** What the billing ledger recorded in the range (integer cents, USD). */
  actual: z.object({
    subscriptionRevenueCents: cents,
    subscriptionInvoices: count,
    subscriptionRefundsCents: cents,
    recipeSalesCents: cents,
    recipeSales: count,
    recipeRefundsCents: cents,
    recipeRefunds: count,
    /** Creators' 70% of the sales, less refunds. */
    creatorCents: cents,
    /** Simmer's 30% of the sales, less refunds. */
    platformCents: cents,
    /** Both kinds of refund together. */
    refundsCents: cents,
    /** What Simmer keeps: subscriptions less their refunds, plus its share of the sales. */
    netRevenueCents: cents,
  }),
  signups: count,
  subscriptionStarts: z.record(z.string(), count),
  /** The tiers that started subscriptions in the range, for the chart's legend and the CSV. */
  tiers: z.array(z.string()),
  periods: z.array(RevenuePeriodSchema),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
