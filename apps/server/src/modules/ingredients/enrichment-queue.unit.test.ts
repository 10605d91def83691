import { INGREDIENT_BATCH_SIZE, INGREDIENT_BATCH_WAIT_MS } from '@simmer/domain/ingredients';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue } from './enrichment-queue';

const silent = { info: () => undefined, warn: vi.fn(), error: () => undefined };

function queueRecording(process?: (items: string[]) => Promise<void>) {
  const batches: string[][] = [];
  const queue = createBatchQueue<string>({
    batchSize: INGREDIENT_BATCH_SIZE,
    waitMs: INGREDIENT_BATCH_WAIT_MS,
    keyOf: (item) => item,
    process: async (items) => {
      batches.push(items);
      await process?.(items);
    },
    log: silent,
  });
  return { queue, batches };
}

const names = (count: number, prefix = 'n') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('the ingredient batch queue (spec 3 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a partial batch 2,000 ms after its first item arrived', async () => {
    const { queue, batches } = queueRecording();
    queue.add(['a']);
    await vi.advanceTimersByTimeAsync(1_500);
    queue.add(['b']);
    await vi.advanceTimersByTimeAsync(499);
    expect(batches).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('sends a full batch of 10 at once and keeps the 11th for its own wait', async () => {
    const { queue, batches } = queueRecording();
    queue.add(names(11));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([names(10)]);
    expect(queue.pending).toBe(1);

    await vi.advanceTimersByTimeAsync(INGREDIENT_BATCH_WAIT_MS);
    expect(batches).toEqual([names(10), ['n10']]);
  });

  it('runs one batch at a time and never queues an item twice', async () => {
    let release!: () => void;
    const { queue, batches } = queueRecording((items) =>
      items[0] === 'n0' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    queue.add(names(10));
    await vi.advanceTimersByTimeAsync(0);
    queue.add(['n3', ...names(10, 'm')]); // n3 is in flight
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(queue.pending).toBe(10);

    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([names(10), names(10, 'm')]);
  });

  it('logs a failed batch, drops it and carries on', async () => {
    const { queue, batches } = queueRecording((items) =>
      items[0] === 'bad' ? Promise.reject(new Error('boom')) : Promise.resolve(),
    );
    queue.add(['bad']);
    await vi.advanceTimersByTimeAsync(INGREDIENT_BATCH_WAIT_MS);
    queue.add(['good']);
    await vi.advanceTimersByTimeAsync(INGREDIENT_BATCH_WAIT_MS);

    expect(batches).toEqual([['bad'], ['good']]);
    expect(silent.warn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on close drops what waits, aborts the batch in flight and takes nothing more', async () => {
    let signal!: AbortSignal;
    const queue = createBatchQueue<string>({
      batchSize: 2,
      waitMs: INGREDIENT_BATCH_WAIT_MS,
      keyOf: (item) => item,
      process: (_items, abort) => {
        signal = abort;
        return new Promise((_resolve, reject) =>
          abort.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
      log: silent,
    });
    queue.add(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(0);

    await queue.close();
    queue.add(['d']);

    expect(signal.aborted).toBe(true);
    expect(queue.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
