import {
  newlyCompleted,
  parseStoredTimers,
  timersReducer,
  type CookingTimer,
  type TimerAction,
} from '@simmer/domain/cooking';
import { COOK_TIMERS_EVENT, COOK_TIMERS_PREFIX } from './timer-keys';

/** One recipe's timers as kept in localStorage, with the name to label them by elsewhere. */
export interface RecipeTimers {
  recipeId: string;
  recipeName: string;
  timers: CookingTimer[];
}

export interface CompletedTimer {
  recipeId: string;
  recipeName: string;
  timer: CookingTimer;
}

const storageKey = (recipeId: string) => `${COOK_TIMERS_PREFIX}${recipeId}`;

function read(recipeId: string): RecipeTimers {
  try {
    const raw = window.localStorage.getItem(storageKey(recipeId));
    const value = raw ? (JSON.parse(raw) as Partial<RecipeTimers>) : {};
    return {
      recipeId,
      recipeName: typeof value.recipeName === 'string' ? value.recipeName : '',
      timers: parseStoredTimers(value.timers),
    };
  } catch {
    return { recipeId, recipeName: '', timers: [] };
  }
}

function write(entry: RecipeTimers) {
  try {
    if (entry.timers.length === 0) window.localStorage.removeItem(storageKey(entry.recipeId));
    else window.localStorage.setItem(storageKey(entry.recipeId), JSON.stringify(entry));
  } catch {
    // Storage unavailable (private mode, quota): the timers still run for this page's life.
  }
}

function storedRecipeIds(): string[] {
  try {
    const ids: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(COOK_TIMERS_PREFIX)) ids.push(key.slice(COOK_TIMERS_PREFIX.length));
    }
    return ids;
  } catch {
    return [];
  }
}

const cache = new Map<string, RecipeTimers>();
const listeners = new Set<() => void>();
let allSnapshot: RecipeTimers[] | null = null;

function notify() {
  allSnapshot = null;
  listeners.forEach((listener) => listener());
  window.dispatchEvent(new Event(COOK_TIMERS_EVENT));
}

function entryOf(recipeId: string): RecipeTimers {
  let entry = cache.get(recipeId);
  if (!entry) {
    entry = read(recipeId);
    cache.set(recipeId, entry);
  }
  return entry;
}

const EMPTY: CookingTimer[] = [];
const NO_RECIPE_TIMERS: RecipeTimers[] = [];

/** The time now, in epoch ms: timers count against the wall clock. */
export const clockNow = () => Date.now();

/**
 * Every cook's timers, per recipe, in localStorage: one source for cook mode and the indicator in
 * the layout, kept in step with other tabs through the storage event.
 */
export const timerStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  timersOf: (recipeId: string): CookingTimer[] => {
    const timers = entryOf(recipeId).timers;
    return timers.length > 0 ? timers : EMPTY;
  },

  /**
   * What a server drawing a first view sees (app/server-render): no timers, since they live in
   * the browser; the app's own first render reads them.
   */
  serverTimersOf: (): CookingTimer[] => EMPTY,
  serverAll: (): RecipeTimers[] => NO_RECIPE_TIMERS,

  /** Every recipe with timers, for the indicator. */
  all: (): RecipeTimers[] => {
    allSnapshot ??= [...new Set([...storedRecipeIds(), ...cache.keys()])]
      .map(entryOf)
      .filter((entry) => entry.timers.length > 0);
    return allSnapshot;
  },

  dispatch: (recipeId: string, recipeName: string | null, action: TimerAction) => {
    const entry = entryOf(recipeId);
    const timers = timersReducer(entry.timers, action);
    if (timers === entry.timers) return;
    const next = { recipeId, recipeName: recipeName ?? entry.recipeName, timers };
    cache.set(recipeId, next);
    write(next);
    notify();
  },

  /** Completes every due timer of every recipe; returns the ones that just finished. */
  tick: (now: number): CompletedTimer[] => {
    const finished: CompletedTimer[] = [];
    for (const entry of timerStore.all()) {
      const timers = timersReducer(entry.timers, { type: 'tick', now });
      if (timers === entry.timers) continue;
      const next = { ...entry, timers };
      cache.set(entry.recipeId, next);
      write(next);
      for (const timer of newlyCompleted(entry.timers, timers)) {
        finished.push({ recipeId: entry.recipeId, recipeName: entry.recipeName, timer });
      }
    }
    if (finished.length > 0) notify();
    return finished;
  },

  /** Reads storage again: another tab changed it. */
  reload: () => {
    cache.clear();
    notify();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(COOK_TIMERS_PREFIX)) timerStore.reload();
  });
}
