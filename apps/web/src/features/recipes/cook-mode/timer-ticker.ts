import { useEffect, useState, useSyncExternalStore } from 'react';
import { beep, notifyIfHidden } from './timer-alerts';
import { timerStore, type CompletedTimer } from './timer-store';

/** Spec 2 §2: the toast's words when a step's timer ends. */
export const timerCompleteTitle = (stepIndex: number) => `Timer Complete for Step ${stepIndex + 1}`;

type CompletionHandler = (done: CompletedTimer) => boolean;
const handlers = new Set<CompletionHandler>();

/** Lets an open cook mode show its own banner for its recipe's timers (return true when shown). */
export function onTimerComplete(handler: CompletionHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

function tick(fallback: (done: CompletedTimer) => void) {
  const finished = timerStore.tick(Date.now());
  if (finished.length === 0) return;
  beep();
  for (const done of finished) {
    const title = timerCompleteTitle(done.timer.stepIndex);
    notifyIfHidden(title, done.recipeName, done.timer.id);
    if (![...handlers].some((handler) => handler(done))) fallback(done);
  }
}

const TICK_MS = 250;

/**
 * Completes timers as they fall due, from one place in the app (the layout's timer indicator),
 * whichever page is open. Also right away when the tab is shown again.
 */
export function useTimerTicker(fallback: (done: CompletedTimer) => void) {
  const all = useSyncExternalStore(timerStore.subscribe, timerStore.all, timerStore.serverAll);
  const isRunning = all.some((entry) => entry.timers.some((timer) => timer.isRunning));
  useEffect(() => {
    if (!isRunning) return;
    tick(fallback);
    const interval = window.setInterval(() => tick(fallback), TICK_MS);
    const onVisible = () => tick(fallback);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isRunning, fallback]);
  return all;
}

/** The time now, renewed every quarter second while `isActive`: for countdowns on screen. */
export function useNow(isActive: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    const interval = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(interval);
  }, [isActive]);
  return now;
}
