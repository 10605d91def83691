import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const T0 = Date.UTC(2026, 0, 1, 18, 0, 0);

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A fresh store module over `storage`, as after a page load. */
async function loadStore(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => undefined,
    dispatchEvent: () => true,
  });
  return (await import('./timer-store')).timerStore;
}

describe('timerStore', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps each recipe’s timers under its own key, and finds them after a reload', async () => {
    const store = await loadStore(storage);

    store.dispatch('r1', 'Risotto', { type: 'start', id: 'a', stepIndex: 1, seconds: 60, now: T0 });
    store.dispatch('r2', 'Soup', { type: 'start', id: 'b', stepIndex: 0, seconds: 90, now: T0 });

    expect(storage.getItem('simmer.cookTimers.r1')).toContain('"recipeName":"Risotto"');
    const reloaded = await loadStore(storage);
    expect(reloaded.timersOf('r1').map((timer) => [timer.id, timer.endsAt])).toEqual([
      ['a', T0 + 60_000],
    ]);
    expect(reloaded.all().map((entry) => entry.recipeName)).toEqual(['Risotto', 'Soup']);
  });

  it('reports a finished timer once, and forgets a recipe when its last timer is dismissed', async () => {
    const store = await loadStore(storage);
    store.dispatch('r1', 'Risotto', { type: 'start', id: 'a', stepIndex: 2, seconds: 60, now: T0 });

    expect(store.tick(T0 + 59_000)).toEqual([]);
    const done = store.tick(T0 + 60_000);
    expect(done.map((entry) => [entry.recipeName, entry.timer.stepIndex])).toEqual([
      ['Risotto', 2],
    ]);
    expect(store.tick(T0 + 61_000)).toEqual([]);

    store.dispatch('r1', null, { type: 'dismiss', id: 'a' });
    expect(storage.getItem('simmer.cookTimers.r1')).toBeNull();
    expect(store.all()).toEqual([]);
  });

  it('ignores what it cannot read back', async () => {
    storage.setItem('simmer.cookTimers.r1', '{not json');
    storage.setItem('simmer.cookTimers.r2', JSON.stringify({ recipeName: 'X', timers: [{}] }));

    const store = await loadStore(storage);

    expect(store.timersOf('r1')).toEqual([]);
    expect(store.all()).toEqual([]);
  });
});
