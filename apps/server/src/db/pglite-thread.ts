import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

type Message =
  | { type: 'ready' | 'close' }
  | {
      type: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textTypes: number[];
      transaction?: number;
    }
  | { type: 'exec'; sql: string; transaction?: number }
  | { type: 'begin' }
  | { type: 'commit' | 'rollback'; transaction: number };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes only "leave as text" parsers (dates, timestamps, intervals); their type ids are sent. */
  parsers?: Record<number, unknown>;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends Queryable {
  readonly closed: boolean;
  transaction<T>(callback: (tx: Queryable & { closed: boolean }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An error from the database thread, with PostgreSQL's fields (code, constraint, detail…). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * Opens the embedded database in a worker thread (pglite-worker.mjs): the queries' SQL and the
 * parsing of their results leave the HTTP event loop. The returned client has the part of PGlite's
 * interface Drizzle uses (query, exec, transaction), so `drizzle({ client })` works unchanged.
 */
export async function openPgliteThread(options: {
  dataDir: string;
  startParams: string[];
}): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: options,
    // Plain JavaScript: the TypeScript loader a development server runs with is not needed.
    execArgv: [],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on(
    'message',
    (reply: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.error) call.reject(rebuildError(reply.error));
      else call.resolve(reply.result);
    },
  );
  worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code})`)));

  function send<T>(message: Message): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, a socket…).
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  function queryable(transaction?: number): Queryable {
    return {
      query: <T>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) =>
        send<Results<T>>({
          type: 'query',
          sql,
          params,
          rowMode: queryOptions.rowMode ?? 'object',
          textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
          transaction,
        }),
      exec: (sql: string) => send<Results[]>({ type: 'exec', sql, transaction }),
    };
  }

  try {
    await send({ type: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...queryable(),
    get closed() {
      return closed;
    },
    async transaction(callback) {
      const transaction = await send<number>({ type: 'begin' });
      const tx = { ...queryable(transaction), closed: false };
      let result;
      try {
        result = await callback(tx);
      } catch (error) {
        tx.closed = true;
        // The caller's error is the one to report; a thread that stopped has no transaction left.
        await send({ type: 'rollback', transaction }).catch(() => undefined);
        throw error;
      }
      tx.closed = true;
      await send({ type: 'commit', transaction });
      return result;
    },
    async close() {
      if (closed) return;
      closed = true;
      await send({ type: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
