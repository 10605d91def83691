import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  REVENUE_DEFAULT_DAYS,
  REVENUE_MAX_DAILY_RANGE_DAYS,
  REVENUE_MAX_RANGE_DAYS,
  REVENUE_MESSAGES,
  addDays,
  daysInRange,
  type RevenueInterval,
  type RevenueReport,
} from '@simmer/domain/admin';
import { CREATOR_SHARE_PERCENT, formatCents } from '@simmer/domain/billing';
import { isIsoDay } from '@simmer/domain/meal-plans';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { exportUrls, useRevenue, type RevenueRange } from '../api/revenue';
import classes from './admin.module.css';
import { RevenueChart, type ChartBar } from './revenue-chart';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What is wrong with the range the admin typed, in the server's words; null when it is fine. */
function rangeError(from: string, to: string, interval: RevenueInterval | null): string | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'Enter both days of the range';
  if (from > to) return REVENUE_MESSAGES.rangeOrder;
  const days = daysInRange(from, to);
  if (days > REVENUE_MAX_RANGE_DAYS) return REVENUE_MESSAGES.rangeTooLong;
  if (interval === 'day' && days > REVENUE_MAX_DAILY_RANGE_DAYS)
    return REVENUE_MESSAGES.dailyTooLong;
  return null;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={24}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function EstimateFigures({ estimate }: { estimate: RevenueReport['estimate'] }) {
  const basis = `${plural(estimate.activeProSubscriptions, 'active Pro subscription')} × ${formatCents(
    estimate.proMonthlyCents,
  )} + ${plural(estimate.chefs, 'chef')} × ${formatCents(estimate.chefMonthlyCents)}`;
  return (
    <section aria-labelledby="revenue-estimate">
      <Title order={2} size="h4" id="revenue-estimate" mb="xs">
        Estimate (now)
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure
          label="Estimated monthly revenue"
          value={formatCents(estimate.monthlyCents)}
          hint={basis}
        />
        <Figure
          label="Estimated annual revenue"
          value={formatCents(estimate.annualCents)}
          hint={`12 × the monthly estimate; ${plural(
            estimate.trialingProSubscriptions,
            'Pro trial',
          )} not counted`}
        />
      </SimpleGrid>
    </section>
  );
}

function ActualFigures({ report }: { report: RevenueReport }) {
  const format = useDateFormat();
  const { actual } = report;
  const platformPercent = 100 - CREATOR_SHARE_PERCENT;
  return (
    <section aria-labelledby="revenue-actual">
      <Title order={2} size="h4" id="revenue-actual" mb="xs">
        Recorded from {format.day(report.range.from)} to {format.day(report.range.to)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Figure
          label="Subscription revenue"
          value={formatCents(actual.subscriptionRevenueCents)}
          hint={plural(actual.subscriptionInvoices, 'paid invoice')}
        />
        <Figure
          label="Recipe sales"
          value={formatCents(actual.recipeSalesCents)}
          hint={plural(actual.recipeSales, 'sale')}
        />
        <Figure
          label={`Creators' ${CREATOR_SHARE_PERCENT}%`}
          value={formatCents(actual.creatorCents)}
          hint="Of the sales, less refunds"
        />
        <Figure
          label={`Simmer's ${platformPercent}%`}
          value={formatCents(actual.platformCents)}
          hint="Of the sales, less refunds"
        />
        <Figure
          label="Refunds"
          value={formatCents(actual.refundsCents)}
          hint={`${plural(actual.recipeRefunds, 'recipe refund')}, ${formatCents(
            actual.subscriptionRefundsCents,
          )} of subscriptions`}
        />
        <Figure
          label="Net revenue"
          value={formatCents(actual.netRevenueCents)}
          hint={`Subscriptions less their refunds, plus Simmer's ${platformPercent}%`}
        />
      </SimpleGrid>
    </section>
  );
}

const TIER_COLORS = ['grape', 'teal', 'orange', 'blue'];

function GrowthCharts({ report }: { report: RevenueReport }) {
  const format = useDateFormat();
  const per = report.range.interval === 'day' ? 'day' : 'week';
  const span = `${format.day(report.range.from)} to ${format.day(report.range.to)}`;
  const bars = (values: (period: RevenueReport['periods'][number]) => Record<string, number>) =>
    report.periods.map((period): ChartBar => ({
      period: period.period,
      label: format.day(period.period, 'short'),
      values: values(period),
    }));
  const tiers = report.tiers.length > 0 ? report.tiers : ['pro'];
  const revenueTotal = report.actual.subscriptionRevenueCents + report.actual.recipeSalesCents;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <RevenueChart
        title={`Sign-ups per ${per}`}
        summary={`Sign-ups per ${per} from ${span}: ${plural(report.signups, 'sign-up')} in all`}
        series={[{ key: 'signups', label: 'Sign-ups', color: 'blue' }]}
        bars={bars((period) => ({ signups: period.signups }))}
      />
      <RevenueChart
        title={`Subscription starts per ${per}, by tier`}
        summary={`Subscription starts per ${per} from ${span}: ${
          tiers
            .map((tier) => `${tier} ${(report.subscriptionStarts[tier] ?? 0).toLocaleString()}`)
            .join(', ') || 'none'
        }`}
        series={tiers.map((tier, index) => ({
          key: tier,
          label: tier,
          color: TIER_COLORS[index % TIER_COLORS.length]!,
        }))}
        bars={bars((period) => period.subscriptionStarts)}
      />
      <RevenueChart
        title={`Revenue per ${per}`}
        summary={`Revenue per ${per} from ${span}: ${formatCents(
          report.actual.subscriptionRevenueCents,
        )} of subscriptions and ${formatCents(report.actual.recipeSalesCents)} of recipe sales, ${formatCents(revenueTotal)} in all`}
        series={[
          { key: 'subscriptions', label: 'Subscriptions', color: 'teal' },
          { key: 'sales', label: 'Recipe sales', color: 'orange' },
        ]}
        bars={bars((period) => ({
          subscriptions: period.subscriptionRevenueCents,
          sales: period.recipeSalesCents,
        }))}
        format={formatCents}
      />
    </SimpleGrid>
  );
}

function FiguresTable({ report }: { report: RevenueReport }) {
  const format = useDateFormat();
  const per = report.range.interval === 'day' ? 'Day' : 'Week of';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs">
        <Table.Caption>Figures by {report.range.interval}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky}>{per}</Table.Th>
            <Table.Th>Sign-ups</Table.Th>
            {report.tiers.map((tier) => (
              <Table.Th key={tier}>Starts ({tier})</Table.Th>
            ))}
            <Table.Th>Subscriptions</Table.Th>
            <Table.Th>Recipe sales</Table.Th>
            <Table.Th>Refunds</Table.Th>
            <Table.Th>Creators</Table.Th>
            <Table.Th>Simmer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...report.periods].reverse().map((period) => (
            <Table.Tr key={period.period}>
              <Table.Th scope="row" className={classes.sticky} fw={400}>
                {format.day(period.period)}
              </Table.Th>
              <Table.Td>{period.signups.toLocaleString()}</Table.Td>
              {report.tiers.map((tier) => (
                <Table.Td key={tier}>
                  {(period.subscriptionStarts[tier] ?? 0).toLocaleString()}
                </Table.Td>
              ))}
              <Table.Td>{formatCents(period.subscriptionRevenueCents)}</Table.Td>
              <Table.Td>{formatCents(period.recipeSalesCents)}</Table.Td>
              <Table.Td>{formatCents(period.refundsCents)}</Table.Td>
              <Table.Td>{formatCents(period.creatorCents)}</Table.Td>
              <Table.Td>{formatCents(period.platformCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Revenue and growth (issue 20 item 4): the spec's estimate beside what the billing ledger
 * recorded for a range of UTC days, sign-ups and subscription starts by tier, and CSV exports.
 */
export function RevenueTab() {
  const [to, setTo] = useState(todayUtc);
  const [from, setFrom] = useState(() => addDays(todayUtc(), -(REVENUE_DEFAULT_DAYS - 1)));
  const [interval, setGrouping] = useState<RevenueInterval | null>(null);
  const problem = rangeError(from, to, interval);
  const range: RevenueRange | null = problem ? null : { from, to, interval };
  const revenue = useRevenue(range);
  const report = revenue.data;

  return (
    <Stack gap="xl">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={problem === REVENUE_MESSAGES.rangeOrder ? true : undefined}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <NativeSelect
          label="Group by"
          data={[
            { value: '', label: 'Automatic' },
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
          value={interval ?? ''}
          onChange={(event) =>
            setGrouping((event.currentTarget.value || null) as RevenueInterval | null)
          }
        />
        {range && (
          <Button
            component="a"
            href={exportUrls.revenue(range)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {revenue.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {revenue.error instanceof ApiError && revenue.error.status === 400
            ? revenue.error.message
            : REVENUE_MESSAGES.loadFailed}
        </Alert>
      )}
      {!report && revenue.isPending && range && (
        <Stack gap="md" aria-busy="true" aria-label="Loading revenue figures">
          <Skeleton height={96} />
          <Skeleton height={180} />
          <Skeleton height={220} />
        </Stack>
      )}
      {report && (
        <Stack gap="xl">
          <EstimateFigures estimate={report.estimate} />
          <ActualFigures report={report} />
          <GrowthCharts report={report} />
          <FiguresTable report={report} />
        </Stack>
      )}
    </Stack>
  );
}
