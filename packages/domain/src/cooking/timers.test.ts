import { describe, expect, it } from 'vitest';
import {
  formatTimerDuration,
  newlyCompleted,
  parseStoredTimers,
  remainingSeconds,
  timerProgress,
  timersReducer,
  type CookingTimer,
} from './timers';

const T0 = Date.UTC(2026, 0, 1, 18, 0, 0);
const started = (seconds = 300, id = 'a', stepIndex = 2): CookingTimer[] =>
  timersReducer([], { type: 'start', id, stepIndex, seconds, now: T0 });

describe('timersReducer', () => {
  it('starts a running timer that ends after its duration', () => {
    const [timer] = started(300);

    expect(timer).toEqual({
      id: 'a',
      stepIndex: 2,
      duration: 300,
      remaining: 300,
      endsAt: T0 + 300_000,
      isRunning: true,
      isCompleted: false,
    });
  });

  it('runs several timers at once', () => {
    const two = timersReducer(started(300, 'a', 0), {
      type: 'start',
      id: 'b',
      stepIndex: 3,
      seconds: 60,
      now: T0 + 10_000,
    });

    expect(two.map((timer) => [timer.id, remainingSeconds(timer, T0 + 40_000)])).toEqual([
      ['a', 260],
      ['b', 30],
    ]);
  });

  it('counts the time left from the end time, whatever happened in between', () => {
    const [timer] = started(300);

    expect(remainingSeconds(timer!, T0 + 120_500)).toBe(179.5);
    expect(remainingSeconds(timer!, T0 + 999_000)).toBe(0);
    expect(remainingSeconds(timer!, T0 - 2_000)).toBe(300);
  });

  it('pauses keeping the time left, and resumes from it', () => {
    const paused = timersReducer(started(300), { type: 'pause', id: 'a', now: T0 + 100_000 });
    const later = T0 + 500_000;

    expect(paused[0]).toMatchObject({ isRunning: false, remaining: 200, endsAt: null });
    expect(remainingSeconds(paused[0]!, later)).toBe(200);
    const resumed = timersReducer(paused, { type: 'resume', id: 'a', now: later });
    expect(resumed[0]).toMatchObject({ isRunning: true, endsAt: later + 200_000 });
    expect(remainingSeconds(resumed[0]!, later + 50_000)).toBe(150);
  });

  it('leaves a paused timer alone on pause, and a running one on resume', () => {
    const paused = timersReducer(started(), { type: 'pause', id: 'a', now: T0 + 1000 });

    expect(timersReducer(paused, { type: 'pause', id: 'a', now: T0 + 9000 })).toEqual(paused);
    const running = started();
    expect(timersReducer(running, { type: 'resume', id: 'a', now: T0 + 9000 })).toEqual(running);
  });

  it('dismisses a timer by removing it', () => {
    const two = timersReducer(started(300, 'a'), {
      type: 'start',
      id: 'b',
      stepIndex: 1,
      seconds: 60,
      now: T0,
    });

    expect(timersReducer(two, { type: 'dismiss', id: 'a' }).map((timer) => timer.id)).toEqual([
      'b',
    ]);
  });

  it('adds time to a running timer by moving its end', () => {
    const longer = timersReducer(started(300), {
      type: 'addTime',
      id: 'a',
      seconds: 60,
      now: T0 + 1000,
    });

    expect(longer[0]).toMatchObject({ duration: 360, endsAt: T0 + 360_000, isRunning: true });
  });

  it('adds time to a paused timer', () => {
    const paused = timersReducer(started(300), { type: 'pause', id: 'a', now: T0 + 100_000 });

    const longer = timersReducer(paused, { type: 'addTime', id: 'a', seconds: 60, now: T0 });

    expect(longer[0]).toMatchObject({ duration: 360, remaining: 260, isRunning: false });
  });

  it('restarts a finished timer with the time added', () => {
    const done = timersReducer(started(300), { type: 'tick', now: T0 + 300_000 });

    const more = timersReducer(done, { type: 'addTime', id: 'a', seconds: 60, now: T0 + 400_000 });

    expect(more[0]).toMatchObject({
      duration: 60,
      endsAt: T0 + 460_000,
      isRunning: true,
      isCompleted: false,
    });
  });

  it('completes running timers when they are due, and only those', () => {
    const two = timersReducer(started(60, 'a'), {
      type: 'start',
      id: 'b',
      stepIndex: 4,
      seconds: 600,
      now: T0,
    });

    const before = timersReducer(two, { type: 'tick', now: T0 + 59_999 });
    const after = timersReducer(before, { type: 'tick', now: T0 + 60_000 });

    expect(before).toBe(two);
    expect(after[0]).toMatchObject({ isCompleted: true, isRunning: false, remaining: 0 });
    expect(after[1]).toMatchObject({ isCompleted: false, isRunning: true });
    expect(newlyCompleted(before, after).map((timer) => timer.id)).toEqual(['a']);
    expect(newlyCompleted(after, timersReducer(after, { type: 'tick', now: T0 + 61_000 }))).toEqual(
      [],
    );
  });

  it('never completes a paused timer', () => {
    const paused = timersReducer(started(60), { type: 'pause', id: 'a', now: T0 + 1000 });

    expect(timersReducer(paused, { type: 'tick', now: T0 + 9_999_999 })[0]!.isCompleted).toBe(
      false,
    );
  });

  it('starts a timer of at least one second', () => {
    expect(started(0)[0]!.duration).toBe(1);
  });
});

describe('timerProgress', () => {
  it('goes from 0 to 1 over the duration', () => {
    const [timer] = started(200);

    expect(timerProgress(timer!, T0)).toBe(0);
    expect(timerProgress(timer!, T0 + 50_000)).toBe(0.25);
    expect(timerProgress(timer!, T0 + 900_000)).toBe(1);
  });
});

describe('parseStoredTimers', () => {
  it('keeps valid timers and drops anything else', () => {
    const [timer] = started();

    expect(parseStoredTimers([timer, { id: 'x' }, 'junk', null])).toEqual([timer]);
    expect(parseStoredTimers('not a list')).toEqual([]);
    expect(parseStoredTimers(null)).toEqual([]);
  });

  it('drops a timer with any field of the wrong kind, and keeps only the timer fields', () => {
    const [timer] = started();
    const broken = [
      { ...timer, id: '' },
      { ...timer, stepIndex: 1.5 },
      { ...timer, stepIndex: -1 },
      { ...timer, duration: -5 },
      { ...timer, remaining: Number.NaN },
      { ...timer, endsAt: 'soon' },
      { ...timer, endsAt: Number.POSITIVE_INFINITY },
      { ...timer, isRunning: 'yes' },
      { ...timer, isCompleted: undefined },
    ];

    expect(parseStoredTimers(broken)).toEqual([]);
    expect(parseStoredTimers([{ ...timer, extra: 'field' }])).toEqual([timer]);
    expect(parseStoredTimers([{ ...timer!, endsAt: null }])).toEqual([{ ...timer, endsAt: null }]);
  });
});

describe('formatTimerDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.2, '1:00'],
    [300, '5:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [4500, '1:15:00'],
    [36_005, '10:00:05'],
    [-3, '0:00'],
  ])('shows %d seconds as %s (spec 3 §9)', (seconds, shown) => {
    expect(formatTimerDuration(seconds)).toBe(shown);
  });
});
