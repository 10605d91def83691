import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { BADGE_NAMES, LAST_ONBOARDING_STEP, type OnboardingView } from '@simmer/domain/onboarding';
import { IconAward, IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { useSkipOnboarding } from '../api/dashboard';
import classes from './dashboard.module.css';

/** Onboarding progress: the five tasks, the points and the badges earned. */
export function OnboardingProgress({ onboarding }: { onboarding: OnboardingView }) {
  const skip = useSkipOnboarding();
  const done = onboarding.completedTasks.length;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="onboarding-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="onboarding-heading">
              {onboarding.isComplete ? 'Onboarding complete' : 'Getting started'}
            </Title>
            <Text c="dimmed" size="sm">
              {`${done} of ${LAST_ONBOARDING_STEP} tasks done · ${onboarding.points} points`}
            </Text>
          </div>
          {!onboarding.isComplete && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={skip.isPending}
              onClick={() =>
                skip.mutate(undefined, {
                  onError: (error) => void notify({ color: 'red', message: error.message }),
                })
              }
            >
              Skip onboarding
            </Button>
          )}
        </Group>
        <Progress.Root>
          <Progress.Section
            value={(done / LAST_ONBOARDING_STEP) * 100}
            aria-label="Onboarding progress"
          />
        </Progress.Root>
        <Stack component="ul" gap={6} className={classes.taskList}>
          {onboarding.tasks.map((task) => (
            <Group component="li" key={task.id} gap="xs" wrap="nowrap" data-task={task.id}>
              {task.isCompleted ? (
                <IconCircleCheck size={20} color="var(--mantine-color-green-filled)" aria-hidden />
              ) : (
                <IconCircle size={20} aria-hidden />
              )}
              <Text size="sm" td={task.isCompleted ? 'line-through' : undefined}>
                {task.title}
                {task.points > 0 ? ` (${task.points} points)` : ''}
                <VisuallyHidden>{task.isCompleted ? ', done' : ', to do'}</VisuallyHidden>
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="xs" aria-label="Badges earned" role="group">
          <IconAward size={20} aria-hidden />
          {onboarding.badges.length === 0 ? (
            <Text size="sm" c="dimmed">
              No badges yet
            </Text>
          ) : (
            onboarding.badges.map((badge) => (
              <Badge key={badge} variant="light" color="grape">
                {BADGE_NAMES[badge]}
              </Badge>
            ))
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
