import {
  Alert,
  Anchor,
  Card,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  PURCHASE_MESSAGES,
  formatCents,
  formatMonth,
  type EarningsSummary,
} from '@simmer/domain/billing';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useEarnings } from '../api/earnings';
import { EarningsChart } from './earnings-chart';

/** How many months the chart shows (the statements list them all). */
const CHART_MONTHS = 12;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={26}>
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

const salesText = (sales: number, refunds: number) =>
  `${sales} ${sales === 1 ? 'sale' : 'sales'}${refunds ? `, ${refunds} refunded` : ''}`;

function EarningsContent({ earnings }: { earnings: EarningsSummary }) {
  const { totals, currentMonth } = earnings;
  if (totals.sales === 0) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />}>
        No sales yet. When someone buys one of your premium recipes, the sale and your{' '}
        {earnings.creatorSharePercent}% show here.
      </Alert>
    );
  }
  const statements = [...earnings.months].reverse();
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat
          label="Total earnings"
          value={formatCents(totals.creatorCents)}
          hint={salesText(totals.sales, totals.refunds)}
        />
        <Stat
          label={`This month (${formatMonth(earnings.thisMonth)})`}
          value={formatCents(currentMonth.creatorCents)}
          hint={salesText(currentMonth.sales, currentMonth.refunds)}
        />
        <Stat
          label="Total sales"
          value={formatCents(totals.grossCents)}
          hint={`Simmer’s ${100 - earnings.creatorSharePercent}%: ${formatCents(totals.platformCents)}`}
        />
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Sales over time
        </Title>
        <EarningsChart bars={earnings.months.slice(-CHART_MONTHS)} />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          By recipe
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Recipe</Table.Th>
                <Table.Th scope="col">Sales</Table.Th>
                <Table.Th scope="col">Refunds</Table.Th>
                <Table.Th scope="col">Your earnings</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {earnings.recipes.map((recipe) => (
                <Table.Tr key={recipe.recipeId}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={paths.recipe(recipe.recipeId)} inherit>
                      {recipe.recipeName || 'Deleted recipe'}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{recipe.sales}</Table.Td>
                  <Table.Td>{recipe.refunds}</Table.Td>
                  <Table.Td>{formatCents(recipe.creatorCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Monthly statements
        </Title>
        <Text size="sm" c="dimmed">
          Each month’s statement is what Simmer owes you for that month: your share of its sales,
          less refunds.
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">Sales</Table.Th>
                <Table.Th scope="col">Refunds</Table.Th>
                <Table.Th scope="col">Gross</Table.Th>
                <Table.Th scope="col">Simmer’s share</Table.Th>
                <Table.Th scope="col">Your payout</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row" fw={500}>
                    {formatMonth(month.month)}
                  </Table.Th>
                  <Table.Td>{month.sales}</Table.Td>
                  <Table.Td>{month.refunds}</Table.Td>
                  <Table.Td>{formatCents(month.grossCents)}</Table.Td>
                  <Table.Td>{formatCents(month.platformCents)}</Table.Td>
                  <Table.Td fw={700}>{formatCents(month.creatorCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}

/** /chef/earnings: a creator's sales and their 70% from the earnings ledger. */
export function EarningsPage() {
  const earnings = useEarnings();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Earnings</Title>
          <Text c="dimmed">
            You receive {earnings.data?.creatorSharePercent ?? 70}% of each sale of your premium
            recipes; Simmer keeps the rest. A refunded sale is taken back out.
          </Text>
        </Stack>
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Payouts">
          Payouts are made by hand once a month from the statements below; automatic payouts are not
          available yet.
        </Alert>
        {earnings.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading earnings">
            <Skeleton height={90} />
            <Skeleton height={220} />
          </Stack>
        ) : earnings.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {PURCHASE_MESSAGES.earningsFailed}
          </Alert>
        ) : (
          <EarningsContent earnings={earnings.data} />
        )}
      </Stack>
    </Container>
  );
}
