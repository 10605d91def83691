import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { addDays, toIsoDay } from '@simmer/domain/meal-plans';
import { PLANNING_MESSAGES } from '@simmer/domain/planning';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { clearPreviewPlan, readPreviewPlan } from '@/lib/onboarding-data';
import { useAcceptPreviewWeek } from '../api/questionnaire';

/**
 * After sign-up from the preview: the week the visitor previewed goes into the planner in one
 * click, through Plan my week's accept (one transaction, the shopping list rebuilt once).
 */
export function PreviewWeekCard() {
  const [plan, setPlan] = useState(readPreviewPlan);
  const accept = useAcceptPreviewWeek();
  if (!plan || addDays(plan.weekStart, 6) < toIsoDay(new Date())) return null;
  const mealCount = plan.days.reduce(
    (n, day) =>
      n + [day.breakfast, day.lunch, day.dinner].filter(Boolean).length + day.snacks.length,
    0,
  );
  if (mealCount === 0) return null;

  const dismiss = () => {
    clearPreviewPlan();
    setPlan(null);
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="preview-week-card">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Your previewed week is ready
          </Title>
          <Text size="sm" c="dimmed">
            {mealCount} meals from your questionnaire, starting {plan.weekStart}.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="subtle" onClick={dismiss}>
            Not now
          </Button>
          <Button
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(plan, {
                onSuccess: (result) => {
                  void notify({ message: PLANNING_MESSAGES.accepted(result.meals.length) });
                  dismiss();
                },
                onError: () => void notify({ color: 'red', message: PLANNING_MESSAGES.saveFailed }),
              })
            }
          >
            Add to my planner
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
