import {
  formatTimerDuration,
  remainingSeconds,
  timerProgress,
  type CookingTimer,
} from '@simmer/domain/cooking';
import { ActionIcon, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlarm, IconPlayerPause, IconPlayerPlay, IconPlus, IconX } from '@tabler/icons-react';
import classes from './cook-mode.module.css';

/** +1 min: a range's upper end, or a pan that needs a little longer. */
export const ADD_TIME_SECONDS = 60;

export interface TimerControls {
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onDismiss: (id: string) => void;
  onAddTime: (id: string) => void;
}

function timeShown(timer: CookingTimer, now: number): string {
  return timer.isCompleted ? 'Done' : formatTimerDuration(remainingSeconds(timer, now));
}

/** The running timers along the bottom, each labelled with its step; tap one for its dialog. */
export function CookTimerList({
  timers,
  now,
  onOpen,
  controls,
}: {
  timers: readonly CookingTimer[];
  now: number;
  onOpen: (id: string) => void;
  controls: TimerControls;
}) {
  if (timers.length === 0) return null;
  return (
    <ul className={classes.timerList} aria-label="Timers">
      {timers.map((timer) => {
        const step = `Step ${timer.stepIndex + 1}`;
        const state = timer.isCompleted ? 'done' : timer.isRunning ? 'running' : 'paused';
        return (
          <li
            key={timer.id}
            className={classes.timerChip}
            data-completed={timer.isCompleted || undefined}
            data-testid="cook-timer"
          >
            <button
              type="button"
              className={classes.timerChipOpen}
              onClick={() => onOpen(timer.id)}
              aria-label={`${step} timer, ${timeShown(timer, now)}${state === 'paused' ? ', paused' : ''}`}
            >
              <IconAlarm size={20} aria-hidden />
              <span>{step}</span>
              <span className={classes.timerTime}>{timeShown(timer, now)}</span>
            </button>
            {!timer.isCompleted && (
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size={44}
                radius="xl"
                onClick={() =>
                  timer.isRunning ? controls.onPause(timer.id) : controls.onResume(timer.id)
                }
                aria-label={`${timer.isRunning ? 'Pause' : 'Resume'} ${step} timer`}
              >
                {timer.isRunning ? (
                  <IconPlayerPause size={20} aria-hidden />
                ) : (
                  <IconPlayerPlay size={20} aria-hidden />
                )}
              </ActionIcon>
            )}
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size={44}
              radius="xl"
              onClick={() => controls.onDismiss(timer.id)}
              aria-label={`Dismiss ${step} timer`}
            >
              <IconX size={20} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </ul>
  );
}

/** Spec 2 §2: 'Step N Timer' with countdown, progress, Pause/Resume and Dismiss (and +1 min). */
export function CookTimerDialog({
  timer,
  now,
  onClose,
  controls,
}: {
  timer: CookingTimer | null;
  now: number;
  onClose: () => void;
  controls: TimerControls;
}) {
  const title = timer ? `Step ${timer.stepIndex + 1} Timer` : '';
  const progress = timer ? Math.round(timerProgress(timer, now) * 100) : 0;
  return (
    <Modal opened={timer !== null} onClose={onClose} title={title} centered zIndex={300}>
      {timer && (
        <Stack gap="lg">
          <Text className={classes.countdown} role="timer" aria-live="off">
            {timeShown(timer, now)}
          </Text>
          <Progress
            value={progress}
            size="lg"
            color={timer.isCompleted ? 'green' : undefined}
            aria-label={`${title} progress`}
          />
          <Group grow gap="sm">
            {!timer.isCompleted && (
              <Button
                size="lg"
                variant="default"
                leftSection={
                  timer.isRunning ? (
                    <IconPlayerPause size={20} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={20} aria-hidden />
                  )
                }
                onClick={() =>
                  timer.isRunning ? controls.onPause(timer.id) : controls.onResume(timer.id)
                }
              >
                {timer.isRunning ? 'Pause' : 'Resume'}
              </Button>
            )}
            <Button
              size="lg"
              variant="default"
              leftSection={<IconPlus size={20} aria-hidden />}
              onClick={() => controls.onAddTime(timer.id)}
              aria-label="Add 1 minute"
            >
              1 min
            </Button>
          </Group>
          <Button
            size="lg"
            color="red"
            variant="light"
            onClick={() => {
              controls.onDismiss(timer.id);
              onClose();
            }}
          >
            Dismiss
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
