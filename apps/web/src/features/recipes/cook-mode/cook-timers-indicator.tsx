import { formatTimerDuration, remainingSeconds } from '@simmer/domain/cooking';
import { Button } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { CompletedTimer } from './timer-store';
import { timerCompleteTitle, useNow, useTimerTicker } from './timer-ticker';

/** Where View Step goes: the recipe's cook mode at that step. */
export const cookModeStepUrl = (recipeId: string, stepIndex: number) =>
  `${paths.recipeCookMode(recipeId)}?step=${stepIndex + 1}`;

/**
 * A small pill above the navigation while timers run away from cook mode: the soonest one's time
 * left, and a link back to its recipe. It also rings the timers: a toast with View Step when one
 * ends here.
 */
export function CookTimersIndicator({ isHidden }: { isHidden: boolean }) {
  const navigate = useNavigate();
  const onDoneElsewhere = useCallback(
    (done: CompletedTimer) => {
      const id = `timer-${done.timer.id}`;
      void notify({
        id,
        title: timerCompleteTitle(done.timer.stepIndex),
        color: 'green',
        autoClose: false,
        message: (
          <Button
            size="xs"
            mt={6}
            onClick={() => {
              void import('@mantine/notifications').then(({ notifications }) =>
                notifications.hide(id),
              );
              void navigate(cookModeStepUrl(done.recipeId, done.timer.stepIndex));
            }}
          >
            View Step
          </Button>
        ),
      });
    },
    [navigate],
  );
  const all = useTimerTicker(onDoneElsewhere);
  const timers = all.flatMap((entry) => entry.timers.map((timer) => ({ entry, timer })));
  const now = useNow(!isHidden && timers.some(({ timer }) => timer.isRunning));
  if (isHidden || timers.length === 0) return null;
  const soonest = [...timers].sort(
    (a, b) => remainingSeconds(a.timer, now) - remainingSeconds(b.timer, now),
  )[0]!;
  const left = remainingSeconds(soonest.timer, now);
  const label =
    timers.length === 1 ? `Step ${soonest.timer.stepIndex + 1} timer` : `${timers.length} timers`;
  return (
    <Button
      component={Link}
      to={paths.recipeCookMode(soonest.entry.recipeId)}
      data-testid="running-timers"
      color={soonest.timer.isCompleted ? 'green' : undefined}
      radius="xl"
      size="md"
      leftSection={<IconAlarm size={20} aria-hidden />}
      aria-label={`${label}${soonest.entry.recipeName ? ` for ${soonest.entry.recipeName}` : ''}: ${
        soonest.timer.isCompleted ? 'done' : `${formatTimerDuration(left)} left`
      }. Open cook mode`}
      style={{
        position: 'fixed',
        right: 16,
        bottom: 'calc(88px + env(safe-area-inset-bottom))',
        zIndex: 120,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      {label} · {soonest.timer.isCompleted ? 'Done' : formatTimerDuration(left)}
    </Button>
  );
}
