/**
 * A cooking timer (spec 2 §3): its step, its `duration` and the `remaining` seconds when it was
 * last started or paused. A running timer keeps the instant it ends (`endsAt`, epoch ms) rather
 * than a count, so the time left is always now against that instant: right after a reload, a
 * locked phone or a throttled tab.
 */
export interface CookingTimer {
  id: string;
  stepIndex: number;
  duration: number;
  remaining: number;
  endsAt: number | null;
  isRunning: boolean;
  isCompleted: boolean;
}

export type TimerAction =
  | { type: 'start'; id: string; stepIndex: number; seconds: number; now: number }
  | { type: 'pause'; id: string; now: number }
  | { type: 'resume'; id: string; now: number }
  | { type: 'dismiss'; id: string }
  | { type: 'addTime'; id: string; seconds: number; now: number }
  | { type: 'tick'; now: number };

/** Seconds left on a timer at `now` (fractional; 0 once it is due). */
export function remainingSeconds(timer: CookingTimer, now: number): number {
  if (timer.isCompleted) return 0;
  // Never more than its duration: a clock read a moment before the start must not show 5:01.
  if (timer.isRunning && timer.endsAt !== null)
    return Math.min(timer.duration, Math.max(0, (timer.endsAt - now) / 1000));
  return timer.remaining;
}

/** How far a timer has gone, 0 to 1. */
export function timerProgress(timer: CookingTimer, now: number): number {
  if (timer.duration <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - remainingSeconds(timer, now) / timer.duration));
}

function update(
  timers: readonly CookingTimer[],
  id: string,
  change: (timer: CookingTimer) => CookingTimer,
): CookingTimer[] {
  return timers.map((timer) => (timer.id === id ? change(timer) : timer));
}

/**
 * The cook's timers after an action: start adds a running timer; pause keeps the time left;
 * resume counts it down again from now; dismiss removes it; addTime lengthens it (and restarts
 * a finished one with the added time); tick completes every running timer that is due.
 */
export function timersReducer(
  timers: readonly CookingTimer[],
  action: TimerAction,
): CookingTimer[] {
  switch (action.type) {
    case 'start': {
      const seconds = Math.max(1, Math.round(action.seconds));
      return [
        ...timers.filter((timer) => timer.id !== action.id),
        {
          id: action.id,
          stepIndex: action.stepIndex,
          duration: seconds,
          remaining: seconds,
          endsAt: action.now + seconds * 1000,
          isRunning: true,
          isCompleted: false,
        },
      ];
    }
    case 'pause':
      return update(timers, action.id, (timer) =>
        timer.isRunning
          ? {
              ...timer,
              remaining: remainingSeconds(timer, action.now),
              endsAt: null,
              isRunning: false,
            }
          : timer,
      );
    case 'resume':
      return update(timers, action.id, (timer) =>
        !timer.isRunning && !timer.isCompleted
          ? {
              ...timer,
              endsAt: action.now + timer.remaining * 1000,
              isRunning: true,
            }
          : timer,
      );
    case 'dismiss':
      return timers.filter((timer) => timer.id !== action.id);
    case 'addTime': {
      const seconds = Math.max(0, action.seconds);
      return update(timers, action.id, (timer) => {
        if (timer.isCompleted) {
          return {
            ...timer,
            duration: seconds,
            remaining: seconds,
            endsAt: action.now + seconds * 1000,
            isRunning: true,
            isCompleted: false,
          };
        }
        return timer.isRunning && timer.endsAt !== null
          ? { ...timer, duration: timer.duration + seconds, endsAt: timer.endsAt + seconds * 1000 }
          : { ...timer, duration: timer.duration + seconds, remaining: timer.remaining + seconds };
      });
    }
    case 'tick':
      return timers.some((timer) => isDue(timer, action.now))
        ? timers.map((timer) =>
            isDue(timer, action.now)
              ? { ...timer, remaining: 0, endsAt: null, isRunning: false, isCompleted: true }
              : timer,
          )
        : (timers as CookingTimer[]);
  }
}

function isDue(timer: CookingTimer, now: number): boolean {
  return timer.isRunning && timer.endsAt !== null && timer.endsAt <= now;
}

/** The timers that `after` shows completed and `before` did not: the ones to ring for. */
export function newlyCompleted(
  before: readonly CookingTimer[],
  after: readonly CookingTimer[],
): CookingTimer[] {
  const done = new Set(before.filter((timer) => timer.isCompleted).map((timer) => timer.id));
  return after.filter((timer) => timer.isCompleted && !done.has(timer.id));
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

/** One stored timer with exactly the fields a timer has, or null when any is missing or wrong. */
function storedTimer(item: unknown): CookingTimer | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, stepIndex, duration, remaining, endsAt, isRunning, isCompleted } = item as Record<
    string,
    unknown
  >;
  if (typeof id !== 'string' || id === '') return null;
  if (!isCount(stepIndex) || !Number.isInteger(stepIndex)) return null;
  if (!isCount(duration) || !isCount(remaining)) return null;
  if (endsAt !== null && !isFiniteNumber(endsAt)) return null;
  if (typeof isRunning !== 'boolean' || typeof isCompleted !== 'boolean') return null;
  return { id, stepIndex, duration, remaining, endsAt, isRunning, isCompleted };
}

/**
 * Timers read back from storage: the valid ones, anything else dropped. Checked by hand rather
 * than with a schema, so cook mode's code does not load the validation library (ADR 0015).
 */
export function parseStoredTimers(value: unknown): CookingTimer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const timer = storedTimer(item);
    return timer ? [timer] : [];
  });
}

/** Spec 3 §9: a time as h:mm:ss from an hour up, else m:ss; partial seconds count up. */
export function formatTimerDuration(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds - 1e-9));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
