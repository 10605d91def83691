// Runs a benchmark on both engines: a fresh migrated PGlite, then a throwaway PostgreSQL database
// created on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local server) and dropped after.
import pg from 'pg';
import { prepareDatabase } from '../../apps/server/src/bootstrap';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';

export type EngineKind = 'pglite' | 'postgres';
export type BenchRow = Record<string, string>;

export interface EngineResults {
  rows: BenchRow[];
  engines: Record<string, unknown>;
}

/** Calls `measure` on each engine in turn; each returns its rows and whatever else to record. */
export async function onBothEngines(
  name: string,
  measure: (kind: EngineKind, database: Database) => Promise<{ rows: BenchRow[] } & object>,
): Promise<EngineResults> {
  const results: EngineResults = { rows: [], engines: {} };
  const record = async (kind: EngineKind, database: Database) => {
    const { rows, ...engine } = await measure(kind, database);
    results.rows.push(...rows);
    results.engines[kind] = engine;
  };

  const pglite = await openPglite({ kind: 'pglite' });
  try {
    await prepareDatabase(pglite);
    await record('pglite', pglite);
  } finally {
    await pglite.close();
  }

  const measured = await onPostgres(name, (postgres) => record('postgres', postgres));
  if (measured === null) {
    results.rows.push({
      metric: 'postgres',
      value: 'not measured: no server',
      budget: '',
      status: '',
    });
  }
  return results;
}

/**
 * Calls `measure` on a throwaway, migrated PostgreSQL database created on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL (default the local server) and dropped after; null when no server answers.
 */
export async function onPostgres<T>(
  name: string,
  measure: (database: Database) => Promise<T>,
): Promise<T | null> {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const database = `simmer_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `bench: PostgreSQL not reachable at ${baseUrl} (${(error as Error).message}); skipped`,
    );
    return null;
  }
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    const postgres = await openPostgres({ kind: 'postgres', url: url.toString() });
    try {
      await prepareDatabase(postgres);
      return await measure(postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 of `runs` timed calls after `warmUp` untimed ones; `before` runs untimed each time. */
export async function time(
  run: () => Promise<unknown>,
  options: { runs: number; warmUp?: number; before?: () => Promise<unknown> },
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < (options.warmUp ?? 5); i += 1) {
    await options.before?.();
    await run();
  }
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    await options.before?.();
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * p50 and p95 of each of several calls timed in turn within every round (a, b, c, a, b, c, …),
 * so a background pause or a warming cache weighs on all of them alike; `warmUp` untimed rounds.
 */
export async function timeInterleaved<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
  options: { rounds: number; warmUp?: number },
): Promise<Record<K, { p50: number; p95: number }>> {
  const entries = Object.entries(runs) as [K, () => Promise<unknown>][];
  for (let i = 0; i < (options.warmUp ?? 5); i += 1) {
    for (const [, run] of entries) await run();
  }
  const samples = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let i = 0; i < options.rounds; i += 1) {
    for (const [key, run] of entries) {
      const started = performance.now();
      await run();
      samples.get(key)!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    entries.map(([key]) => {
      const values = samples.get(key)!;
      return [key, { p50: percentile(values, 50), p95: percentile(values, 95) }];
    }),
  ) as Record<K, { p50: number; p95: number }>;
}
