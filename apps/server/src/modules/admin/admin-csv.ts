import { Readable, pipeline } from 'node:stream';
import {
  AUDIT_ACTION_LABELS,
  type AdminUser,
  type AuditEntry,
  type RevenueReport,
} from '@simmer/domain/admin';
import { stringify, type Stringifier } from 'csv-stringify';

/** One CSV column: its header and how a record gives its cell. */
interface Column<T> {
  header: string;
  value: (record: T) => string | number | boolean | null;
}

/**
 * Records as a CSV stream: a header row, RFC 4180 quoting (a comma, a quote or a line break puts
 * the cell in quotes, a quote doubles) and cells that a spreadsheet would run as a formula (text
 * starting with =, +, -, @, a tab or a carriage return) prefixed with ' — numbers excepted, so a
 * refund stays -500. Booleans are true/false; a missing value is an empty cell.
 */
export function csvStream<T>(
  records: AsyncIterable<T> | Iterable<T>,
  columns: Column<T>[],
): Stringifier {
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const record of records) yield columns.map((column) => column.value(record));
    })(),
  );
  // A failure halfway (the database went away) ends the download with an error, not a short file.
  pipeline(rows, csv, () => undefined);
  return csv;
}

/** A download's Content-Disposition: a plain ASCII file name, so no header injection. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The users export: the admin view of spec 1 §3, never a password, token or payment secret. */
export const USER_COLUMNS: Column<AdminUser>[] = [
  { header: 'User id', value: (user) => user.id },
  { header: 'Email', value: (user) => user.email },
  { header: 'Display name', value: (user) => user.displayName },
  { header: 'Role', value: (user) => user.role },
  { header: 'Created at', value: (user) => user.createdAt },
  { header: 'Last active', value: (user) => user.lastActive },
  { header: 'Instagram', value: (user) => user.socialProfiles.instagram },
  { header: 'TikTok', value: (user) => user.socialProfiles.tiktok },
  { header: 'Subscription tier', value: (user) => user.subscription.tier },
  { header: 'Subscription status', value: (user) => user.subscription.status },
  { header: 'Customer id', value: (user) => user.subscription.customerId },
  { header: 'Trial end', value: (user) => user.subscription.trialEnd },
  { header: 'Current period end', value: (user) => user.subscription.currentPeriodEnd },
  { header: 'Cancel at period end', value: (user) => user.subscription.cancelAtPeriodEnd },
  { header: 'Persona', value: (user) => user.preferences.persona },
  { header: 'Onboarding completed', value: (user) => user.preferences.onboardingCompleted },
  { header: 'UTM source', value: (user) => user.acquisition?.source ?? null },
  { header: 'UTM medium', value: (user) => user.acquisition?.medium ?? null },
  { header: 'UTM campaign', value: (user) => user.acquisition?.campaign ?? null },
  { header: 'UTM content', value: (user) => user.acquisition?.content ?? null },
  { header: 'UTM term', value: (user) => user.acquisition?.term ?? null },
  { header: 'Referrer', value: (user) => user.acquisition?.referrer ?? null },
  { header: 'Acquired at', value: (user) => user.acquisition?.timestamp ?? null },
  { header: 'Planned meals', value: (user) => user.metrics.plannedMeals },
  { header: 'Recipes', value: (user) => user.metrics.recipeCount },
  { header: 'Last recipe created', value: (user) => user.metrics.lastRecipeCreated },
  { header: 'Last meal planned', value: (user) => user.metrics.lastMealPlanned },
  { header: 'Total cook time (minutes)', value: (user) => user.metrics.totalCookTime },
  {
    header: 'Pending chef application',
    value: (user) => user.pendingChefApplicationId !== null,
  },
];

export const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', value: (entry) => entry.at },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Description', value: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  { header: 'Actor id', value: (entry) => entry.actorId },
  { header: 'Actor email', value: (entry) => entry.actorEmail },
  { header: 'Target user id', value: (entry) => entry.targetUserId },
  { header: 'Target user email', value: (entry) => entry.targetUserEmail },
  { header: 'Target recipe id', value: (entry) => entry.targetRecipeId },
  { header: 'Subject id', value: (entry) => entry.subjectId },
  { header: 'Before', value: (entry) => json(entry.before) },
  { header: 'After', value: (entry) => json(entry.after) },
  { header: 'Entry id', value: (entry) => entry.id },
];

type RevenueRow = RevenueReport['periods'][number] & { label: string };

/** The revenue export: one row per day or week of the range, then the range's total. */
export function revenueCsv(report: RevenueReport): Stringifier {
  const columns: Column<RevenueRow>[] = [
    { header: 'Period', value: (row) => row.label },
    { header: 'Sign-ups', value: (row) => row.signups },
    ...report.tiers.map((tier): Column<RevenueRow> => ({
      header: `Subscription starts (${tier})`,
      value: (row) => row.subscriptionStarts[tier] ?? 0,
    })),
    { header: 'Subscription revenue (cents)', value: (row) => row.subscriptionRevenueCents },
    { header: 'Recipe sales (cents)', value: (row) => row.recipeSalesCents },
    { header: 'Refunds (cents)', value: (row) => row.refundsCents },
    { header: "Creators' share (cents)", value: (row) => row.creatorCents },
    { header: "Simmer's share of sales (cents)", value: (row) => row.platformCents },
  ];
  const { actual } = report;
  const rows: RevenueRow[] = [
    ...report.periods.map((period) => ({ ...period, label: period.period })),
    {
      label: `Total ${report.range.from} to ${report.range.to}`,
      period: report.range.from,
      signups: report.signups,
      subscriptionStarts: report.subscriptionStarts,
      subscriptionRevenueCents: actual.subscriptionRevenueCents,
      recipeSalesCents: actual.recipeSalesCents,
      refundsCents: actual.refundsCents,
      creatorCents: actual.creatorCents,
      platformCents: actual.platformCents,
    },
  ];
  return csvStream(rows, columns);
}
