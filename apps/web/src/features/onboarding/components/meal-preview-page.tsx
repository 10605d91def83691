import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  clampPreviewDay,
  PREVIEW_LEAD_DELAY_MS,
  PREVIEW_MESSAGES,
  type PreviewDay,
  type PreviewMeal,
} from '@simmer/domain/onboarding';
import { PERSONA_DETAILS } from '@simmer/domain/profiles';
import type { BillingPeriod } from '@simmer/domain/billing';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PricingSection } from '@/components/pricing-plans';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { useDateFormat } from '@/lib/format-date';
import { writePreviewPlan, writeSelectedTier, type OnboardingData } from '@/lib/onboarding-data';
import { usePreviewPlan } from '../api/questionnaire';
import { PreviewLeadDialog } from './preview-lead-dialog';

const SLOTS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

function MealCard({ label, meal }: { label: string; meal: PreviewMeal }) {
  const nutrition = meal.nutritionalInfo;
  return (
    <Card withBorder radius="md" padding="md" data-testid="preview-meal">
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {label}
          {meal.leftoverOf ? ' · leftovers' : ''}
        </Text>
        <Title order={3} size="h5">
          {meal.name}
        </Title>
        <Text size="sm" c="dimmed">
          Prep {meal.prepTime} min · Cook {meal.cookTime} min · Serves {meal.servings}
        </Text>
        {nutrition && (
          <Text size="sm">
            {nutrition.calories} kcal · {nutrition.protein} g protein · {nutrition.carbs} g carbs ·{' '}
            {nutrition.fat} g fat
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function DayMeals({ day }: { day: PreviewDay }) {
  const meals = [
    ...SLOTS.flatMap(([slot, label]) => {
      const meal = day[slot];
      return meal ? [{ label, meal }] : [];
    }),
    ...day.snacks.map((meal) => ({ label: 'Snack', meal })),
  ];
  if (meals.length === 0) {
    return <Text c="dimmed">A day off from cooking: nothing planned.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {meals.map(({ label, meal }) => (
        <MealCard key={`${label}-${meal.recipeId}`} label={label} meal={meal} />
      ))}
    </SimpleGrid>
  );
}

/**
 * /meal-preview (spec 2 §2): the week the questionnaire's answers give, a day at a time within
 * the 7 days from the coming Sunday, the Free and Pro cards, and the 'Save Your Meal Plan' dialog
 * 3 s after the plan loads. Choosing a tier keeps it for the sign-up that follows.
 */
export function MealPreviewPage({ data }: { data: OnboardingData }) {
  const navigate = useNavigate();
  const format = useDateFormat();
  const plan = usePreviewPlan(data);
  const [dayIndex, setDayIndex] = useState(0);
  const [isLeadOpen, setIsLeadOpen] = useState(false);
  const [wasLeadShown, setWasLeadShown] = useState(false);

  useEffect(() => {
    if (!plan.data || wasLeadShown) return;
    writePreviewPlan(plan.data);
    const timer = window.setTimeout(() => {
      setIsLeadOpen(true);
      setWasLeadShown(true);
    }, PREVIEW_LEAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [plan.data, wasLeadShown]);

  function choose(tier: 'free' | 'pro', period: BillingPeriod) {
    writeSelectedTier(tier);
    void navigate(paths.signup, { state: { selectedTier: tier, period, fromPreview: true } });
  }

  const persona = PERSONA_DETAILS[data.persona];
  const days = plan.data?.days ?? [];
  const day = days[clampPreviewDay(dayIndex)];

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{PREVIEW_MESSAGES.title}</Title>
            <Text c="dimmed">
              Made for you as a {persona.title}: {persona.description}
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.questionnaire}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {PREVIEW_MESSAGES.returnToQuestionnaire}
          </Button>
        </Group>

        {plan.isPending && (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading your meal plan" />
          </Group>
        )}
        {plan.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {PREVIEW_MESSAGES.generateFailed}
          </Alert>
        )}
        {day && (
          <Stack gap="md" component="section" aria-label="Your week">
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Previous day"
                disabled={dayIndex <= 0}
                onClick={() => setDayIndex((i) => clampPreviewDay(i - 1))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Title order={2} size="h3" ta="center" aria-live="polite" data-testid="preview-day">
                {format.day(day.date, 'long')}
              </Title>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Next day"
                disabled={dayIndex >= days.length - 1}
                onClick={() => setDayIndex((i) => clampPreviewDay(i + 1))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <DayMeals day={day} />
            {plan.data?.message && (
              <Text size="sm" c="dimmed">
                {plan.data.message}
              </Text>
            )}
          </Stack>
        )}

        <PricingSection
          title="Keep planning with Simmer"
          // The section records the Pro selection (subscription_select) itself.
          onStartTrial={(period) => choose('pro', period)}
          freeAction={
            <Button
              variant="default"
              mt="auto"
              fullWidth
              onClick={() => {
                track({ type: 'subscription_select', tier: 'free' });
                choose('free', 'monthly');
              }}
            >
              Get Started Free
            </Button>
          }
        />
      </Stack>
      <PreviewLeadDialog opened={isLeadOpen} onClose={() => setIsLeadOpen(false)} data={data} />
    </Container>
  );
}
