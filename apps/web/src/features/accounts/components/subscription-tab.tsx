import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@simmer/domain/profiles';
import { IconCreditCard, IconReceipt, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDateFormat, type DateFormat } from '@/lib/format-date';
import { capitalise } from './format';

const KNOWN_STATUSES = new Set(['active', 'trialing', 'cancelled']);

/** Active, trialing or cancelled as they are; anything else is inactive (spec 1 §3). */
export function subscriptionStatusLabel(status: string): string {
  return capitalise(KNOWN_STATUSES.has(status) ? status : 'inactive');
}

function formatRenewal(iso: string | null, dates: DateFormat): string {
  return (iso && dates.date(iso, 'full')) || '—';
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function SubscriptionTab({ subscription }: { subscription: Profile['subscription'] }) {
  const isFree = subscription.tier !== 'pro';
  const dates = useDateFormat();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Subscription
      </Title>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label="Current Plan" value={isFree ? 'Free' : 'Pro'} />
            <Fact label="Status" value={subscriptionStatusLabel(subscription.status)} />
            <Fact
              label="Next Renewal"
              value={formatRenewal(subscription.currentPeriodEnd, dates)}
            />
          </SimpleGrid>
          {subscription.cancelAtPeriodEnd && (
            <Group>
              <Badge color="yellow" variant="light">
                Cancels at period end
              </Badge>
            </Group>
          )}
        </Stack>
      </Card>
      <Stack gap="xs" align="flex-start">
        <Group gap="sm">
          <Button variant="default" disabled leftSection={<IconCreditCard size={16} aria-hidden />}>
            Update Payment Method
          </Button>
          <Button variant="default" disabled leftSection={<IconReceipt size={16} aria-hidden />}>
            View Billing History
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Payment methods and billing history arrive soon with online billing.
        </Text>
      </Stack>
      {isFree && (
        <div>
          <Button
            component={Link}
            to={paths.pro}
            leftSection={<IconSparkles size={16} aria-hidden />}
          >
            Upgrade to Pro
          </Button>
        </div>
      )}
    </Stack>
  );
}
