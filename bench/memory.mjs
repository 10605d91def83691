// Benchmark (issue 14, item 3): the idle server's resident memory (RSS) and start-up time, run as
// `npm start` runs it (the built bundle, scripts/lib/bootstrap.mjs), on the embedded database and
// on PostgreSQL; and, for reference, the sources through tsx (as `npm start` ran them before).
// For each: a first start on an empty DATA_DIR / database with the demo seed, then a restart on the
// same data; RSS is read from /proc after the server has been idle for IDLE_MS.
// Writes bench/results/memory.json. Budgets (issue 14): idle RSS ≤ 400 MB on PGlite, ≤ 250 MB on
// PostgreSQL. Reported, never enforced.
//   node bench/memory.mjs   (PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else 127.0.0.1:5432/test)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ensureServerBuild, root, SERVER_BUILD, serverEnv } from '../scripts/lib/bootstrap.mjs';
import { formatTable } from './lib/format-table.mjs';
import { freePort } from './lib/free-port.mjs';

const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const BUDGET_MB = { pglite: 400, postgres: 250 };
const RESULTS_FILE = path.join(root, 'bench', 'results', 'memory.json');
const progress = (message) => console.log(`bench: ${message}`);

const cleanups = [];
async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: clean-up failed: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void runCleanups().finally(() => process.exit(130)));
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kB('VmRSS') / 1024), peakMB: Math.round(kB('VmHWM') / 1024) };
}

/** Starts the server, waits for /api/health, idles, reads its memory, stops it. */
async function measure(label, { args, dataDir, databaseUrl }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = serverEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  });
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: server exited early:\n${output}`);
      if (performance.now() - started > 180_000)
        throw new Error(`${label}: not healthy:\n${output}`);
      try {
        const response = await fetch(`${origin}/api/health`);
        await response.arrayBuffer();
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    const startMs = Math.round(performance.now() - started);
    await sleep(IDLE_MS);
    const memory = memoryOf(child.pid);
    const load = os.loadavg()[0].toFixed(2);
    progress(
      `${label}: healthy after ${startMs} ms, idle RSS ${memory.rssMB} MB (peak ${memory.peakMB} MB), load ${load}`,
    );
    return { label, startMs, ...memory, loadAverage: Number(load) };
  } finally {
    await stop();
    cleanups.splice(cleanups.indexOf(stop), 1);
  }
}

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simmer-memory-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function throwawayDatabase() {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `simmer_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    progress(`PostgreSQL not reachable at ${baseUrl} (${error.message}); skipped`);
    return undefined;
  }
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  await ensureServerBuild();
  const built = [SERVER_BUILD];
  const sources = ['--import', 'tsx', 'apps/server/src/server.ts'];
  const runs = [];

  const pgliteDir = tempDir();
  runs.push({
    engine: 'pglite',
    ...(await measure('PGlite, built, first start with demo seed', {
      args: built,
      dataDir: pgliteDir,
    })),
  });
  runs.push({
    engine: 'pglite',
    ...(await measure('PGlite, built, restart', { args: built, dataDir: pgliteDir })),
  });
  runs.push({
    engine: 'pglite',
    reference: true,
    ...(await measure('PGlite, restart, sources through tsx (reference)', {
      args: sources,
      dataDir: pgliteDir,
    })),
  });

  const databaseUrl = await throwawayDatabase();
  if (databaseUrl) {
    const dataDir = tempDir();
    runs.push({
      engine: 'postgres',
      ...(await measure('PostgreSQL, built, first start with demo seed', {
        args: built,
        dataDir,
        databaseUrl,
      })),
    });
    runs.push({
      engine: 'postgres',
      ...(await measure('PostgreSQL, built, restart', { args: built, dataDir, databaseUrl })),
    });
    runs.push({
      engine: 'postgres',
      reference: true,
      ...(await measure('PostgreSQL, restart, sources through tsx (reference)', {
        args: sources,
        dataDir,
        databaseUrl,
      })),
    });
  }

  const rows = runs.map((run) => {
    const budget = BUDGET_MB[run.engine];
    return {
      metric: run.label,
      value: `idle RSS ${run.rssMB} MB (peak ${run.peakMB} MB), healthy after ${(run.startMs / 1000).toFixed(1)} s, load ${run.loadAverage}`,
      budget: run.reference ? '' : `<= ${budget} MB`,
      status: run.reference ? '' : run.rssMB <= budget ? 'PASS' : 'FAIL',
    };
  });
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        benchmark: 'memory',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        idleMs: IDLE_MS,
        runs,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  progress(`results written to ${path.relative(root, RESULTS_FILE)}`);
  if (!process.env.SIMMER_BENCH_RUNNER) console.log(`\n${formatTable(rows)}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: memory crashed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
