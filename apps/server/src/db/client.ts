import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every Simmer process.
const STARTUP_LOCK_ID = 7_261_512;

// PGlite's shared buffers are touched (so resident) from the start: PostgreSQL's default of
// 128 MB made up a third of an idle server. The files behind them stay in the OS page cache.
const PGLITE_SHARED_BUFFERS = '16MB';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Round-trip time of `select 1` in milliseconds; throws when unreachable. */
  ping(): Promise<number>;
  /** Applies the migrations. Reference data comes after, from `prepareDatabase` (src/bootstrap.ts). */
  migrate(): Promise<void>;
  /** Runs `task` while holding a lock shared by every process on this database (start-up work such as seeding). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for fast test databases. */
  snapshot?(): Promise<Blob>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Run the database in a worker thread, off the HTTP event loop (the server does). */
      thread?: boolean;
    }
  | { kind: 'postgres'; url: string; max?: number };

/** A database problem worth one clear line to the operator. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

function describePostgresTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

export async function openPglite(
  options: Extract<DatabaseOptions, { kind: 'pglite' }>,
): Promise<Database> {
  if (options.thread) return openPgliteInThread(options);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
  } catch (error) {
    const where = options.dataDir ?? 'memory';
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${where}: ${(error as Error).message}`,
    );
  }
  return pgliteDatabase(client, {
    close: async () => {
      if (!client.closed) await client.close();
    },
    snapshot: () => client.dumpDataDir('gzip'),
  });
}

async function openPgliteInThread(
  options: Extract<DatabaseOptions, { kind: 'pglite' }>,
): Promise<Database> {
  if (options.loadDataDir) throw new Error('a threaded PGlite opens a data directory only');
  let thread: PgliteThread;
  try {
    thread = await openPgliteThread({
      dataDir: options.dataDir ?? 'memory://',
      startParams: PGLITE_START_PARAMS,
    });
  } catch (error) {
    const where = options.dataDir ?? 'memory';
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${where}: ${(error as Error).message}`,
    );
  }
  // Drizzle's PGlite driver calls only query, exec and transaction, which the thread provides.
  return pgliteDatabase(thread as unknown as PGlite, { close: () => thread.close() });
}

function pgliteDatabase(
  client: PGlite,
  own: { close: () => Promise<void>; snapshot?: () => Promise<Blob> },
): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => timed(() => client.query('select 1')),
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    close: own.close,
    ...(own.snapshot ? { snapshot: own.snapshot } : {}),
    // One process per DATA_DIR (see lockDataDir), so there is no one to exclude.
    exclusive: (task) => task(),
  };
}

export async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    // At least two: start-up work holds one connection for its lock while running on another.
    max: Math.max(2, options.max ?? 10),
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => {
    // An idle client's connection dropped; the pool replaces it on the next query.
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at ${describePostgresTarget(options.url)} (DATABASE_URL): ${reason}`,
    );
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  async function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
      return await task();
    } finally {
      await connection
        .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID])
        .catch(() => undefined);
      connection.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    ping: () => timed(() => pool.query('select 1')),
    async migrate() {
      // Several Simmer processes may start together against one server.
      await exclusive(() =>
        migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    },
    exclusive,
    async close() {
      await pool.end();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}
