import { toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import {
  PLANNING_MESSAGES,
  type AcceptedMeal,
  type ProposedMealDto,
  type WeekPlan,
} from '@simmer/domain/planning';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowsShuffle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMeals } from '../api/meals';
import { useRetryKey } from '@/hooks/use-retry-key';
import { useAcceptWeek, useProposeWeek } from '../api/plan-week';
import { mealLabel, mealTypeLabel } from '../meal-board';
import { dayLabels, formatWeekRange, type Week } from '../week';
import { useMountedOnceOpened } from './use-mounted-once-opened';

export interface PlanWeekDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The week to plan. */
  week: Week;
  /** Called with the planned week's first day once meals were added; it closes the dialog. */
  onAccepted: (weekStart: string) => void;
}

const keyOf = (meal: ProposedMealDto) => `${meal.date}_${meal.mealType}`;
const newSeed = () => Math.floor(Math.random() * 4_294_967_295);

/**
 * Plan my week: the proposed week over the one already planned (kept meals stay unless the user
 * replaces them), each meal with why it was chosen; add all, add the ticked ones, or Shuffle.
 */
export function PlanWeekDialog({ opened, ...props }: PlanWeekDialogProps) {
  const { isMounted, isOpened } = useMountedOnceOpened(opened);
  return isMounted ? <PlanWeekDialogContent opened={isOpened} {...props} /> : null;
}

function PlanWeekDialogContent({ opened, onClose, week, onAccepted }: PlanWeekDialogProps) {
  const dates = useDateFormat();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const existing = useMeals({ start: week.start, end: week.end });
  const propose = useProposeWeek();
  const accept = useAcceptWeek();
  const retryKey = useRetryKey();
  const [replaceExisting, setReplaceExisting] = useState(false);
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const [source, setSource] = useState<'auto' | 'local'>('auto');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const plan: WeekPlan | undefined = propose.data;
  const { mutate } = propose;

  useEffect(() => {
    if (!opened) return;
    mutate(
      { today: toIsoDay(new Date()), weekStart: week.start, seed, replaceExisting, source },
      { onSuccess: (data) => setChosen(new Set(data.meals.map(keyOf))) },
    );
  }, [opened, week.start, seed, replaceExisting, source, mutate]);

  const save = (meals: ProposedMealDto[]) => {
    if (!plan || meals.length === 0) return;
    const input = {
      today: toIsoDay(new Date()),
      weekStart: plan.weekStart,
      meals: meals.map((meal) => ({
        date: meal.date,
        mealType: meal.mealType,
        servings: meal.servings,
        kind: meal.kind,
        recipeId: meal.recipeId,
        title: meal.kind === 'placeholder' ? meal.name : undefined,
        notes: meal.kind === 'leftover' ? meal.reason : undefined,
        newRecipe: (meal.newRecipe ?? null) as AcceptedMeal['newRecipe'],
        replacesMealIds: meal.replacesMealIds,
      })),
    };
    // Adding the same meals again after a failed answer must not plan them twice.
    accept.mutate(
      { ...input, idempotencyKey: retryKey.keyFor(JSON.stringify(input)) },
      {
        onSuccess: (result) => {
          retryKey.done();
          void notify({
            color: 'green',
            title: 'Success',
            message: PLANNING_MESSAGES.accepted(result.meals.length),
          });
          onAccepted(plan.weekStart);
        },
        onError: (error) =>
          void notify({
            color: 'red',
            title: 'Error',
            message: error instanceof ApiError ? error.message : PLANNING_MESSAGES.saveFailed,
          }),
      },
    );
  };

  const selected = plan ? plan.meals.filter((meal) => chosen.has(keyOf(meal))) : [];
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const isAiFailure = propose.error instanceof ApiError && propose.error.status === 503;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${PLANNING_MESSAGES.button}: ${formatWeekRange(week.start, week.end, dates)}`}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack gap="md">
        <Switch
          label="Replace the meals already planned"
          checked={replaceExisting}
          onChange={(event) => setReplaceExisting(event.currentTarget.checked)}
        />
        {propose.isPending && (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">Planning your week…</Text>
          </Group>
        )}
        {propose.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
            <Text size="sm">
              {propose.error instanceof ApiError
                ? propose.error.message
                : PLANNING_MESSAGES.generateFailed}
            </Text>
            {isAiFailure && (
              <Button mt="sm" variant="light" color="red" onClick={() => setSource('local')}>
                Plan without AI
              </Button>
            )}
          </Alert>
        )}
        {plan && !propose.isPending && (
          <>
            {plan.message && (
              <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
                <Text size="sm">{plan.message}</Text>
              </Alert>
            )}
            <Stack gap="sm" data-testid="plan-preview">
              {plan.days.map((day) => {
                const proposed = plan.meals.filter((meal) => meal.date === day);
                const kept = (existing.data ?? []).filter(
                  (meal: Meal) =>
                    meal.date === day && !proposed.some((p) => p.replacesMealIds.includes(meal.id)),
                );
                const label = dayLabels(day, dates);
                return (
                  <section key={day} aria-label={label.full}>
                    <Title order={3} size="h5">
                      {label.full}
                    </Title>
                    {kept.map((meal) => (
                      <Text key={meal.id} size="sm" c="dimmed">
                        Already planned: {mealTypeLabel(meal.mealType)} · {mealLabel(meal)}
                      </Text>
                    ))}
                    {proposed.map((meal) => (
                      <Checkbox
                        key={keyOf(meal)}
                        mt={6}
                        checked={chosen.has(keyOf(meal))}
                        onChange={() => toggle(keyOf(meal))}
                        label={
                          <Group gap={6} wrap="wrap">
                            <Text span size="sm" fw={600}>
                              {mealTypeLabel(meal.mealType)}: {meal.name}
                            </Text>
                            {meal.kind === 'leftover' && (
                              <Badge size="sm" variant="light">
                                Leftovers
                              </Badge>
                            )}
                            {meal.newRecipe !== null && (
                              <Badge size="sm" variant="light" color="grape">
                                New recipe
                              </Badge>
                            )}
                          </Group>
                        }
                        description={meal.reason}
                      />
                    ))}
                    {proposed.length === 0 && kept.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {day < toIsoDay(new Date()) ? 'Past day' : 'No cooking planned'}
                      </Text>
                    )}
                  </section>
                );
              })}
            </Stack>
          </>
        )}
        {/* The actions stay in view while the week scrolls under them. */}
        <Group
          justify="space-between"
          gap="xs"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button
            variant="default"
            leftSection={<IconArrowsShuffle size={16} aria-hidden />}
            onClick={() => setSeed(newSeed())}
            disabled={propose.isPending || accept.isPending}
          >
            Shuffle
          </Button>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => save(selected)}
              disabled={!plan || selected.length === 0 || propose.isPending}
              loading={accept.isPending}
            >
              {`Add selected (${selected.length})`}
            </Button>
            <Button
              onClick={() => save(plan?.meals ?? [])}
              disabled={!plan || plan.meals.length === 0 || propose.isPending}
              loading={accept.isPending}
            >
              Add all
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
