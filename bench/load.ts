// Benchmark (issue 14, item 2): simulated users against the real server, started as `npm start`
// runs it (the built bundle) on a fresh DATA_DIR with the demo seed, or on PostgreSQL.
// Each user signs up, then repeats a journey with a think time after every request: list recipes,
// search, open one, save it, create a recipe (deleting its oldest beyond four: the free plan's
// limit), edit it, plan a meal, move it, read the week, read the shopping list and tick a line.
// Prints req/s, errors and timeouts, p50/p95/p99 overall and for reads and writes, and the
// server's CPU and memory; writes bench/results/load.json. Loopback only; bounded in time.
//
//   node --import tsx bench/load.ts [--users 50] [--duration 60] [--think 300] [--timeout 10000]
//     [--database postgres://…] [--workers 1] [--log-level info] [--cpu-prof DIR] [--port N]
//     [--server-build FILE]
// With --database, a throwaway database is created on that server and dropped afterwards;
// --workers sets SERVER_WORKERS (PostgreSQL only), and the server's CPU and memory add them up.
// Budgets (issue 14): PGlite 50 users 0 errors p95 ≤ 500 ms; PostgreSQL 200 users 0 errors read
// p95 ≤ 250 ms. Reported, never enforced.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { ensureServerBuild, root, SERVER_BUILD, serverEnv } from '../scripts/lib/bootstrap.mjs';
import { formatTable } from './lib/format-table.mjs';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    think: { type: 'string', default: '300' },
    timeout: { type: 'string', default: '10000' },
    database: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'string' },
    workers: { type: 'string', default: '1' },
    // A fixed port (a shared machine's assigned range); a free one when absent.
    port: { type: 'string' },
    // Another built bundle (beside apps/server/dist/server.mjs), to compare two builds in turn.
    'server-build': { type: 'string' },
  },
});
const USERS = Number(args.users);
const DURATION_MS = Number(args.duration) * 1000;
const THINK_MS = Number(args.think);
const TIMEOUT_MS = Number(args.timeout);
const ENGINE = args.database ? 'postgres' : 'pglite';
const PASSWORD = 'load-test-password';
const SEARCH_WORDS = ['chicken', 'pasta', 'salad', 'soup', 'curry', 'cake', 'rice', 'lemon'];
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

type Kind = 'read' | 'write';
interface Sample {
  kind: Kind;
  ms: number;
  /** null when the request got no answer (timeout or connection error). */
  status: number | null;
  failure?: 'timeout' | 'connection';
}

const samples: Sample[] = [];
const failures = new Map<string, number>();
const cleanups: (() => Promise<void> | void)[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (message: string) => console.log(`bench: ${message}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A throwaway database on the given server; dropped at the end. */
async function throwawayDatabase(baseUrl: string): Promise<string> {
  const name = `simmer_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Server {
  origin: string;
  child: ChildProcess;
  startMs: number;
  logBytes: () => number;
}

async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const build = args['server-build'] ? path.resolve(args['server-build']) : SERVER_BUILD;
  if (!args['server-build']) await ensureServerBuild();
  const port = args.port ? Number(args.port) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simmer-load-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://localhost:${port}`;
  const env = serverEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: args['log-level'],
    SERVER_WORKERS: args.workers,
    SEED_DEMO: 'true',
    // Every simulated user signs up from the same machine.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    // Each user sends its own X-Forwarded-For, so per-IP limits count each user apart.
    TRUST_PROXY: '1',
  });
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const nodeArgs = args['cpu-prof']
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`]
    : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, build], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  });
  // The request log is read and dropped, as a terminal or log collector would read it.
  let logBytes = 0;
  let tail = '';
  child.stdout.on('data', (chunk: Buffer) => (logBytes += chunk.length));
  child.stderr.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${tail}`);
    if (performance.now() - started > 180_000) throw new Error(`server not healthy:\n${tail}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return { origin, child, startMs: performance.now() - started, logBytes: () => logBytes };
}

/** Resident memory (MB) and CPU time (s) of one process, from /proc. */
function ownUsage(pid: number): { rssMB: number; cpuSeconds: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { rssMB: Math.round(rssKB / 1024), cpuSeconds: ticks / 100 };
  } catch {
    return { rssMB: 0, cpuSeconds: 0 }; // the process has just exited
  }
}

/** The server's memory and CPU: its process and, with --workers above 1, its worker processes. */
function processUsage(pid: number): { rssMB: number; cpuSeconds: number } {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    } catch {
      return [];
    }
  })();
  return [pid, ...children.filter(Boolean).map(Number)].map(ownUsage).reduce(
    (total, usage) => ({
      rssMB: total.rssMB + usage.rssMB,
      cpuSeconds: total.cpuSeconds + usage.cpuSeconds,
    }),
    { rssMB: 0, cpuSeconds: 0 },
  );
}

/**
 * CPU time (s) of the PostgreSQL backends serving one database on this machine: its connections
 * carry the database's name in their process title. Null when the server is not local.
 */
function databaseCpuSeconds(databaseName: string): number | null {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${databaseName} `)) continue;
      found = true;
      total += ownUsage(Number(entry)).cpuSeconds;
    } catch {
      // the process has just exited
    }
  }
  return found ? total : null;
}

/** Transactions committed or rolled back in one database (each statement outside one counts). */
async function databaseTransactions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: string }>(
      'select xact_commit + xact_rollback as total from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.total ?? 0);
  } finally {
    await client.end();
  }
}

class Client {
  cookie = '';
  constructor(
    private readonly pool: Pool,
    private readonly origin: string,
    /** A distinct client address per user (see TRUST_PROXY above). */
    private readonly address: string,
  ) {}

  /** One request, timed to the end of its body; undefined when it failed (counted). */
  async call<T = unknown>(
    kind: Kind,
    label: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<T | undefined> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = this.origin;
    }
    const started = performance.now();
    try {
      const response = await this.pool.request({
        method,
        path: url,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.body.text();
      const ms = performance.now() - started;
      samples.push({ kind, ms, status: response.statusCode });
      if (response.statusCode >= 400) {
        const key = `${label} ${response.statusCode}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        return undefined;
      }
      const setCookie = response.headers['set-cookie'];
      if (setCookie) {
        this.cookie = [setCookie]
          .flat()
          .map((cookie) => String(cookie).split(';')[0])
          .join('; ');
      }
      return (text ? JSON.parse(text) : null) as T;
    } catch (error) {
      const name = (error as Error).name;
      const timeout =
        /Timeout/.test(name) || (error as { code?: string }).code?.includes('TIMEOUT');
      samples.push({
        kind,
        ms: performance.now() - started,
        status: null,
        failure: timeout ? 'timeout' : 'connection',
      });
      const key = `${label} ${timeout ? 'timeout' : name}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return undefined;
    }
  }
}

interface Summary {
  id: string;
  name: string;
}
interface Meal {
  id: string;
  date: string;
  version?: number;
  updatedAt?: string;
}

function recipeBody(name: string) {
  return {
    name,
    description: 'A weeknight dinner written by the load test.',
    ingredients: [
      { text: '2 chicken thighs, diced' },
      { text: '1 onion, chopped' },
      { text: '2 cloves garlic' },
      { text: '400 g canned tomatoes' },
      { text: '1 tsp smoked paprika' },
    ],
    instructions: ['Brown the chicken.', 'Soften the onion and garlic.', 'Simmer with the rest.'],
    prepTime: 10,
    cookTime: 25,
    servings: 2,
    cuisine: 'Spanish',
    tags: ['dinner'],
    difficulty: 'easy',
  };
}

/** One simulated user: the journey in a loop until the deadline, thinking after every request. */
async function runUser(client: Client, index: number, deadline: number) {
  const think = () => sleep(THINK_MS * (0.5 + Math.random()));
  const own: { id: string; version?: number; updatedAt?: string }[] = [];
  const meals: Meal[] = [];
  const range = `start=${day(0)}&end=${day(6)}`;
  // Users start spread over one think time, not all in the same millisecond.
  await sleep(Math.random() * THINK_MS);
  let round = 0;
  while (performance.now() < deadline) {
    round += 1;
    const list = await client.call<{ recipes: Summary[] }>('read', 'list', 'GET', '/api/recipes');
    await think();
    const search = await client.call<{ recipes: Summary[] }>(
      'read',
      'search',
      'GET',
      `/api/recipes?q=${pick(SEARCH_WORDS)}`,
    );
    await think();
    // The demo seed's recipes: another user's may be deleted between listing and planning it.
    const candidates = [...(search?.recipes ?? []), ...(list?.recipes ?? [])].filter(
      (recipe) => !recipe.name.startsWith('Load test'),
    );
    const opened = candidates.length ? pick(candidates) : undefined;
    if (opened) {
      await client.call('read', 'open', 'GET', `/api/recipes/${opened.id}`);
      await think();
      await client.call('write', 'save', 'PUT', `/api/recipes/${opened.id}/save`);
      await think();
    }
    if (own.length >= 4) {
      const oldest = own.shift()!;
      await client.call('write', 'delete recipe', 'DELETE', `/api/recipes/${oldest.id}`);
      await think();
    }
    const created = await client.call<{ id: string; version?: number; updatedAt?: string }>(
      'write',
      'create recipe',
      'POST',
      '/api/recipes',
      recipeBody(`Load test stew ${index}-${round}`),
    );
    await think();
    if (created) {
      const edited = await client.call<{ id: string; version?: number; updatedAt?: string }>(
        'write',
        'edit recipe',
        'PUT',
        `/api/recipes/${created.id}`,
        {
          ...recipeBody(`Load test stew ${index}-${round}, edited`),
          version: created.version,
          updatedAt: created.updatedAt,
        },
      );
      own.push(edited ?? created);
      await think();
    }
    if (meals.length >= 6) {
      const oldest = meals.shift()!;
      await client.call('write', 'delete meal', 'DELETE', `/api/meals/${oldest.id}`);
      await think();
    }
    const planned = opened
      ? await client.call<Meal>('write', 'plan meal', 'POST', '/api/meals', {
          kind: 'recipe',
          recipeId: opened.id,
          date: day(Math.floor(Math.random() * 7)),
          mealType: pick(MEAL_TYPES),
        })
      : undefined;
    await think();
    if (planned) {
      const moved = await client.call<Meal>(
        'write',
        'move meal',
        'PATCH',
        `/api/meals/${planned.id}`,
        {
          date: day(Math.floor(Math.random() * 7)),
          version: planned.version,
          updatedAt: planned.updatedAt,
        },
      );
      meals.push(moved ?? planned);
      await think();
    }
    await client.call('read', 'week', 'GET', `/api/meals?${range}`);
    await think();
    const grocery = await client.call<{ lines: { id: string; checked: boolean }[] }>(
      'read',
      'shopping list',
      'GET',
      `/api/grocery?${range}`,
    );
    await think();
    const line = grocery?.lines.length ? pick(grocery.lines) : undefined;
    if (line) {
      await client.call('write', 'tick', 'PATCH', '/api/grocery/items', {
        ids: [line.id],
        checked: !line.checked,
      });
      await think();
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function stats(list: Sample[], seconds: number) {
  const ms = list.map((sample) => sample.ms).sort((a, b) => a - b);
  const answered = list.filter((sample) => sample.status !== null);
  return {
    requests: list.length,
    perSecond: list.length / seconds,
    errors: answered.filter((sample) => sample.status! >= 400).length,
    serverErrors: answered.filter((sample) => sample.status! >= 500).length,
    timeouts: list.filter((sample) => sample.failure === 'timeout').length,
    connectionErrors: list.filter((sample) => sample.failure === 'connection').length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
  };
}

async function main() {
  const loadBefore = os.loadavg();
  const databaseUrl = args.database ? await throwawayDatabase(args.database) : undefined;
  progress(`starting the server (${ENGINE}, demo seed, LOG_LEVEL=${args['log-level']})...`);
  const server = await startServer(databaseUrl);
  const pid = server.child.pid!;
  progress(`healthy after ${(server.startMs / 1000).toFixed(1)} s`);
  await sleep(2_000);
  const idle = processUsage(pid);
  progress(`idle server RSS ${idle.rssMB} MB`);

  const pool = new Pool(server.origin, {
    connections: USERS + 4,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    keepAliveTimeout: 60_000,
  });
  cleanups.push(() => pool.close());

  progress(`signing up ${USERS} users...`);
  const clients: Client[] = [];
  for (let i = 0; i < USERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, USERS - i) }, (_, j) => {
      const n = i + j;
      const client = new Client(
        pool,
        server.origin,
        `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      );
      clients.push(client);
      return client.call('write', 'sign-up', 'POST', '/api/auth/sign-up/email', {
        email: `load-${process.pid}-${n}@example.com`,
        password: PASSWORD,
        name: `Load ${n}`,
      });
    });
    await Promise.all(batch);
  }
  const signedUp = clients.filter((client) => client.cookie).length;
  if (signedUp < USERS) progress(`only ${signedUp} of ${USERS} users signed up`);
  samples.length = 0;
  failures.clear();

  progress(
    `running ${USERS} users for ${DURATION_MS / 1000} s, think time ${THINK_MS} ms (±50%)...`,
  );
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  const databaseCpuBefore = databaseName ? databaseCpuSeconds(databaseName) : null;
  const transactionsBefore = databaseUrl ? await databaseTransactions(databaseUrl) : 0;
  const before = processUsage(pid);
  const began = performance.now();
  const deadline = began + DURATION_MS;
  let peakRss = before.rssMB;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processUsage(pid).rssMB);
  }, 1_000);
  const selfCpuBefore = process.cpuUsage();
  await Promise.all(
    clients.filter((client) => client.cookie).map((client, i) => runUser(client, i, deadline)),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - began) / 1000;
  const after = processUsage(pid);
  const selfCpu = process.cpuUsage(selfCpuBefore);
  const loadAfter = os.loadavg();
  const databaseCpuAfter = databaseName ? databaseCpuSeconds(databaseName) : null;
  const transactions = databaseUrl
    ? (await databaseTransactions(databaseUrl)) - transactionsBefore
    : 0;

  const overall = stats(samples, seconds);
  const reads = stats(
    samples.filter((sample) => sample.kind === 'read'),
    seconds,
  );
  const writes = stats(
    samples.filter((sample) => sample.kind === 'write'),
    seconds,
  );
  const serverCpu = (after.cpuSeconds - before.cpuSeconds) / seconds;
  const generatorCpu = (selfCpu.user + selfCpu.system) / 1e6 / seconds;
  const zeroErrors = overall.errors + overall.timeouts + overall.connectionErrors === 0;
  const budget =
    ENGINE === 'pglite'
      ? { text: '0 errors, p95 <= 500 ms (50 users)', pass: zeroErrors && overall.p95 <= 500 }
      : { text: '0 errors, read p95 <= 250 ms (200 users)', pass: zeroErrors && reads.p95 <= 250 };
  const f = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');
  const line = (s: ReturnType<typeof stats>) =>
    `${s.requests} req, ${s.perSecond.toFixed(1)} req/s, p50/p95/p99 ${f(s.p50)}/${f(s.p95)}/${f(s.p99)} ms, max ${f(s.max)} ms`;
  const rows = [
    {
      metric: `${ENGINE}${args.workers === '1' ? '' : ` (${args.workers} processes)`}, ${USERS} users, ${Math.round(seconds)} s: all requests`,
      value: line(overall),
      budget: budget.text,
      status: budget.pass ? 'PASS' : 'FAIL',
    },
    {
      metric: '  errors (4xx/5xx) / 5xx / timeouts / connection errors',
      value: `${overall.errors} / ${overall.serverErrors} / ${overall.timeouts} / ${overall.connectionErrors}`,
    },
    { metric: '  reads', value: line(reads) },
    { metric: '  writes', value: line(writes) },
    {
      metric: '  server: CPU (cores), CPU per request, RSS idle / peak / after',
      value: `${serverCpu.toFixed(2)}, ${((serverCpu * 1000) / overall.perSecond).toFixed(2)} ms, ${idle.rssMB} / ${peakRss} / ${after.rssMB} MB`,
    },
    ...(databaseUrl
      ? [
          {
            metric: '  database: backend CPU (cores), CPU per request, transactions per request',
            value: `${
              databaseCpuBefore === null || databaseCpuAfter === null
                ? 'not local'
                : `${((databaseCpuAfter - databaseCpuBefore) / seconds).toFixed(2)}, ${(((databaseCpuAfter - databaseCpuBefore) * 1000) / overall.requests).toFixed(2)} ms`
            }, ${(transactions / overall.requests).toFixed(2)}`,
          },
        ]
      : []),
    {
      metric: '  load generator CPU (cores); load average before -> after',
      value: `${generatorCpu.toFixed(2)}; ${loadBefore.map((l) => l.toFixed(2)).join(' ')} -> ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
    },
  ];
  for (const [key, count] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    rows.push({ metric: `  failed: ${key}`, value: String(count) });
  }
  console.log(`\n${formatTable(rows)}`);
  const resultsDir = path.join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'load.json'),
    `${JSON.stringify(
      {
        benchmark: 'load',
        date: new Date().toISOString(),
        engine: ENGINE,
        users: USERS,
        serverWorkers: args.workers,
        durationSeconds: seconds,
        thinkMs: THINK_MS,
        timeoutMs: TIMEOUT_MS,
        logLevel: args['log-level'],
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { before: loadBefore, after: loadAfter },
        server: { startMs: server.startMs, idle, peakRssMB: peakRss, after, cpuCores: serverCpu },
        generatorCpuCores: generatorCpu,
        database:
          databaseCpuBefore === null || databaseCpuAfter === null
            ? null
            : {
                cpuCores: (databaseCpuAfter - databaseCpuBefore) / seconds,
                transactionsPerRequest: transactions / overall.requests,
              },
        logBytes: server.logBytes(),
        overall,
        reads,
        writes,
        failures: Object.fromEntries(failures),
        rows,
      },
      null,
      2,
    )}\n`,
  );
  progress('results written to bench/results/load.json');
}

let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal} received, cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}
async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: clean-up failed: ${(error as Error).message}`);
    }
  }
}
try {
  await main();
} catch (error) {
  console.error(`bench: load crashed: ${(error as Error).stack ?? String(error)}`);
  exitCode = 1;
} finally {
  await runCleanups();
}
process.exit(exitCode);
