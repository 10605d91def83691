import {
  BILLING_PERIODS,
  FREE_PLAN,
  PRO_PLAN,
  annualSavingsPercent,
  formatUsd,
  proPrice,
  type BillingPeriod,
} from '@simmer/domain/billing/plans';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <List
      spacing="xs"
      size="sm"
      icon={
        <ThemeIcon size={20} radius="xl" variant="light">
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

interface PricingSectionProps {
  /** The landing page's section is an h2 'Simple pricing'; the pricing pages have their own h1. */
  headingOrder?: 1 | 2;
  title?: string;
  initialPeriod?: BillingPeriod;
  /** Start Free Trial; without it the button links to /pro with the tier and period. */
  onStartTrial?: (period: BillingPeriod) => void;
  trialPending?: boolean;
  /** Shown instead of Start Free Trial (a Pro subscriber's 'Manage subscription'). */
  proAction?: ReactNode;
  /** Where Get Started Free goes: /signup for visitors. */
  freeAction?: ReactNode;
}

/**
 * Free and Pro cards with the monthly/annually toggle (spec 1 §2, spec 3 §9): on the landing
 * page, /pricing and /pro.
 */
export function PricingSection({
  headingOrder = 2,
  title = 'Simple pricing',
  initialPeriod = 'monthly',
  onStartTrial,
  trialPending = false,
  proAction,
  freeAction,
}: PricingSectionProps) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const price = proPrice(period);
  const unit = period === 'monthly' ? '/month' : '/year';
  return (
    <Container size="md" py={64} id="pricing" component="section" aria-labelledby="pricing-title">
      <Stack align="center" gap="xs" mb="xl">
        <Title order={headingOrder} id="pricing-title" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          Start free. Upgrade when Simmer has earned a place in your kitchen.
        </Text>
        {/* Two toggle buttons rather than a SegmentedControl: it keeps the landing page's JavaScript small. */}
        <Button.Group mt="sm" aria-label="Billing period">
          {BILLING_PERIODS.map((value) => (
            <Button
              key={value}
              variant={value === period ? 'filled' : 'default'}
              aria-pressed={value === period}
              data-period={value}
              onClick={() => setPeriod(value)}
            >
              {value === 'monthly' ? 'Monthly' : 'Annually'}
            </Button>
          ))}
        </Button.Group>
        <Text size="sm" c="orange" fw={600} data-testid="annual-savings">
          Save {annualSavingsPercent()}% with annual billing
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="xl" data-testid="plan-free">
          <Stack gap="md" h="100%">
            <div>
              <Title order={3}>Free</Title>
              <Text c="dimmed" size="sm">
                Everything you need to get organised
              </Text>
            </div>
            <Group gap={4} align="baseline">
              <Text fz={40} fw={800} lh={1}>
                {formatUsd(FREE_PLAN.price)}
              </Text>
              <Text c="dimmed">{unit}</Text>
            </Group>
            <FeatureList items={FREE_PLAN.features} />
            {freeAction ?? (
              <Button
                component={Link}
                to={paths.signup}
                variant="default"
                mt="auto"
                fullWidth
                data-track-tier="free"
                onClick={() => track({ type: 'subscription_select', tier: 'free' })}
              >
                Get Started Free
              </Button>
            )}
          </Stack>
        </Card>
        <Card
          withBorder
          radius="lg"
          padding="xl"
          data-testid="plan-pro"
          style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
        >
          <Stack gap="md" h="100%">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={3}>Pro</Title>
                <Text c="dimmed" size="sm">
                  For cooks who plan every week
                </Text>
              </div>
              <Badge variant="filled">Most Popular</Badge>
            </Group>
            <Group gap={8} align="baseline">
              <Text fz={40} fw={800} lh={1} data-testid="pro-price">
                {formatUsd(price.amount)}
              </Text>
              <Text c="dimmed">{unit}</Text>
              <Text c="dimmed" td="line-through" size="sm" data-testid="pro-base-price">
                {formatUsd(price.base)}
              </Text>
            </Group>
            <Text size="sm" c="orange" fw={600}>
              {PRO_PLAN.discountPercent}% off — you save {formatUsd(price.savings)}
              {unit}
            </Text>
            <FeatureList items={PRO_PLAN.features} />
            <Stack gap={6} mt="auto">
              {proAction ??
                (onStartTrial ? (
                  <Button
                    fullWidth
                    loading={trialPending}
                    onClick={() => {
                      track({ type: 'subscription_select', tier: 'pro' });
                      onStartTrial(period);
                    }}
                  >
                    Start Free Trial
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={`${paths.pro}?period=${period}`}
                    state={{ selectedTier: 'pro', period }}
                    fullWidth
                    data-track-tier="pro"
                    onClick={() => track({ type: 'subscription_select', tier: 'pro' })}
                  >
                    Start Free Trial
                  </Button>
                ))}
              <Text size="xs" c="dimmed" ta="center">
                {PRO_PLAN.trialDays}-day free trial, cancel anytime
              </Text>
            </Stack>
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        {PRO_PLAN.moneyBackDays}-day money-back guarantee • No credit card required for trial
      </Text>
    </Container>
  );
}
