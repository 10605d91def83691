// Benchmark (issue 14, availability 1): one user saving big recipes must not stall everyone else.
// On each engine (a fresh PGlite, then a throwaway PostgreSQL database), the app listening on
// 127.0.0.1 only:
// - GET /api/health over HTTP from a worker thread (its own event loop and socket), one request
//   after another 5 ms apart: p50/p95/p99/max first idle, then while recipes of 200 ingredient lines
//   are saved back to back for BENCH_SAVE_SECONDS (default 20) — alternately 200 lines at the
//   schema's 500-character limit and 200 unknown short names — with each kind's save time;
// - a 20-ingredient save (typical lines), p50/p95 over BENCH_RUNS (default 60) saves;
// - a free user at the 5-recipe limit posting 200 lines: time to the 403.
// Saves go through the whole app (validation, session, handler, JSON) by inject, one at a time,
// rotating over accounts with addresses of their own, so the write limit of 60 a minute per
// address or user never answers 429 instead. Every phase stops starting work after its time.
// Writes bench/results/recipe-save.json. Budget: health p99 ≤ 50 ms while saving; 20-ingredient
// save p95 ≤ 100 ms on PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Database } from '../apps/server/src/db/client';
import { onBothEngines } from './lib/engines';
import { startBenchApp } from './lib/app';

const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const ACCOUNTS = 30;
const ORIGIN = 'http://localhost:3000';
const HEALTH_BUDGET_MS = 50;
const SAVE_BUDGET_MS = 100;

const WORDS = [
  'finely chopped',
  'extra virgin olive oil',
  'red onions',
  'garlic cloves',
  'smoked paprika',
  'boneless skinless chicken thighs',
  'coconut milk',
  'tinned chopped tomatoes',
  'roughly torn basil leaves',
  'toasted cumin seeds',
  'freshly ground black pepper',
  'unsalted butter',
];

/** A pasted line at the 500-character limit: an amount, then a long run of ingredient words. */
function longLine(index: number): string {
  let line = `${1 + (index % 4)} 1/2 cups (${100 + index} g) `;
  for (let word = index; line.length < 470; word += 5) line += `${WORDS[word % WORDS.length]} `;
  return `${line.slice(0, 470)}, to taste (line ${index})`.slice(0, 500);
}

const recipeOf = (name: string, lines: string[]) => ({
  name,
  ingredients: lines.map((text) => ({ text })),
  instructions: ['Combine everything and cook until done.'],
  servings: 4,
});

const LONG = recipeOf(
  'Two hundred long lines',
  Array.from({ length: 200 }, (_, i) => longLine(i)),
);
const UNKNOWN = recipeOf(
  'Two hundred unknown names',
  Array.from({ length: 200 }, (_, i) => `${i + 1} zq${i.toString(36)}blorf wibbleseed`),
);
const TYPICAL = recipeOf('A weeknight curry', [
  '2 tbsp vegetable oil',
  '1 large onion, finely chopped',
  '3 garlic cloves, crushed',
  '1 tbsp grated fresh ginger',
  '2 tsp ground cumin',
  '1 tsp ground turmeric',
  '1 tsp smoked paprika',
  '600 g boneless skinless chicken thighs, diced',
  '400 g tin chopped tomatoes',
  '400 ml coconut milk',
  '1 cup red lentils',
  '2 cups chicken stock',
  '1 tsp sugar',
  '1 tsp salt',
  '½ tsp freshly ground black pepper',
  '2 handfuls baby spinach',
  '1 lime, juiced',
  'a small bunch of coriander, chopped',
  '4 tbsp plain yogurt',
  '1 cup basmati rice',
]);

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);

interface ProbeSample {
  sentAt: number;
  ms: number;
  status: number;
}

/** Probes `url` from a worker thread while `during` runs; returns every probe's sample. */
async function probeWhile(url: string, during: () => Promise<void>): Promise<ProbeSample[]> {
  const worker = new Worker(new URL('./lib/health-probe.mjs', import.meta.url), {
    workerData: { url, pauseMs: 5 },
  });
  const samples = new Promise<ProbeSample[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    await sleep(300);
    await during();
  } finally {
    worker.postMessage('stop');
  }
  const result = await samples;
  await worker.terminate();
  return result;
}

async function measure(kind: 'pglite' | 'postgres', database: Database) {
  const { app, close } = await startBenchApp(database);
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const healthUrl = `${address}/api/health`;

    async function signUp(index: number, role: 'free' | 'pro') {
      const remoteAddress = `10.14.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress,
        headers: { origin: ORIGIN },
        payload: { email: `saver-${index}@example.com`, password: 'bench-password', name: 'S' },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      const { user } = response.json<{ user: { id: string } }>();
      if (role !== 'free') await app.services.accounts.setRole(user.id, role);
      const cookie = [response.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      return { cookie, remoteAddress };
    }
    const accounts: { cookie: string; remoteAddress: string }[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) accounts.push(await signUp(i, 'pro'));
    let turn = 0;
    /** One save through the app; returns its time in ms and status. */
    async function save(body: object, account = accounts[turn++ % accounts.length]!) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipes',
        remoteAddress: account.remoteAddress,
        headers: { origin: ORIGIN, cookie: account.cookie },
        payload: body,
      });
      return { ms: performance.now() - started, status: response.statusCode, body: response.body };
    }
    const expectStatus = (result: { status: number; body: string }, status: number) => {
      if (result.status !== status) {
        throw new Error(`save answered ${result.status}: ${result.body.slice(0, 300)}`);
      }
    };

    // Warm-up: the catalogue's lookup structures, the code paths, the connection pool.
    for (const body of [LONG, UNKNOWN, TYPICAL]) expectStatus(await save(body), 201);

    console.log(`bench: ${kind}: health alone...`);
    const idle = await probeWhile(healthUrl, () => sleep(3_000));

    console.log(`bench: ${kind}: health while saving 200-line recipes for ${SAVE_SECONDS} s...`);
    const saveTimes: Record<'long' | 'unknown', number[]> = { long: [], unknown: [] };
    let loopStart = 0;
    let loopEnd = 0;
    const busy = await probeWhile(healthUrl, async () => {
      loopStart = performance.timeOrigin + performance.now();
      const until = performance.now() + SAVE_SECONDS * 1000;
      for (let i = 0; performance.now() < until; i += 1) {
        const shape = i % 2 === 0 ? 'long' : 'unknown';
        const result = await save(shape === 'long' ? LONG : UNKNOWN);
        expectStatus(result, 201);
        saveTimes[shape].push(result.ms);
      }
      loopEnd = performance.timeOrigin + performance.now();
    });
    const duringSaves = busy.filter((s) => s.sentAt >= loopStart && s.sentAt <= loopEnd);
    const failedProbes = [...idle, ...busy].filter((s) => s.status !== 200).length;

    console.log(`bench: ${kind}: 20-ingredient saves...`);
    const typical: number[] = [];
    const typicalUntil = performance.now() + 90_000;
    for (let i = 0; i < 5; i += 1) expectStatus(await save(TYPICAL), 201);
    for (let i = 0; i < RUNS && performance.now() < typicalUntil; i += 1) {
      const result = await save(TYPICAL);
      expectStatus(result, 201);
      typical.push(result.ms);
    }

    console.log(`bench: ${kind}: a free user at the limit posting 200 lines...`);
    const free = await signUp(ACCOUNTS, 'free');
    for (let i = 0; i < 5; i += 1) expectStatus(await save(TYPICAL, free), 201);
    const refused: number[] = [];
    const refusedUntil = performance.now() + 60_000;
    for (let i = 0; i < 10 && performance.now() < refusedUntil; i += 1) {
      const result = await save(LONG, free);
      expectStatus(result, 403);
      refused.push(result.ms);
    }

    const health = {
      idle: percentiles(idle.map((s) => s.ms)),
      whileSaving: percentiles(duringSaves.map((s) => s.ms)),
      failedProbes,
    };
    const saves = {
      long: percentiles(saveTimes.long),
      unknown: percentiles(saveTimes.unknown),
      typical: percentiles(typical),
      refusedAtLimit: percentiles(refused),
    };
    const h = health.whileSaving;
    console.log(
      `bench: ${kind}: health idle p50 ${ms(health.idle.p50)} p99 ${ms(health.idle.p99)}; while saving (${h.n} probes) p50 ${ms(h.p50)} p95 ${ms(h.p95)} p99 ${ms(h.p99)} max ${ms(h.max)}; ${failedProbes} failed`,
    );
    console.log(
      `bench: ${kind}: save of 200 long lines p50 ${ms(saves.long.p50)} p95 ${ms(saves.long.p95)} (${saves.long.n}); 200 unknown names p50 ${ms(saves.unknown.p50)} p95 ${ms(saves.unknown.p95)} (${saves.unknown.n}); 20 ingredients p50 ${ms(saves.typical.p50)} p95 ${ms(saves.typical.p95)} (${saves.typical.n}); 403 at the limit p50 ${ms(saves.refusedAtLimit.p50)}`,
    );
    const healthOk = h.p99 <= HEALTH_BUDGET_MS && failedProbes === 0;
    const saveOk = saves.typical.p95 <= SAVE_BUDGET_MS;
    const rows = [
      {
        metric: `${kind}: /api/health idle (p50 / p99)`,
        value: `${ms(health.idle.p50)} / ${ms(health.idle.p99)}`,
        budget: '',
        status: '',
      },
      {
        metric: `${kind}: /api/health while saving 200-line recipes (p50 / p95 / p99)`,
        value: `${ms(h.p50)} / ${ms(h.p95)} / ${ms(h.p99)} (max ${ms(h.max)}, ${h.n} probes)`,
        budget: `p99 <= ${HEALTH_BUDGET_MS} ms`,
        status: healthOk ? 'PASS' : 'FAIL',
      },
      {
        metric: `${kind}: save 200 long lines / 200 unknown names (p50)`,
        value: `${ms(saves.long.p50)} / ${ms(saves.unknown.p50)}`,
        budget: '',
        status: '',
      },
      {
        metric: `${kind}: save 20 ingredients (p50 / p95)`,
        value: `${ms(saves.typical.p50)} / ${ms(saves.typical.p95)}`,
        budget: kind === 'postgres' ? `p95 <= ${SAVE_BUDGET_MS} ms` : '',
        status: kind === 'postgres' ? (saveOk ? 'PASS' : 'FAIL') : '',
      },
      {
        metric: `${kind}: free user at the limit, 200 lines: 403 after (p50)`,
        value: ms(saves.refusedAtLimit.p50),
        budget: '',
        status: '',
      },
    ];
    return { rows, health, saves };
  } finally {
    await close();
  }
}

const results = await onBothEngines('recipe_save', measure);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'recipe-save.json'),
  JSON.stringify({ saveSeconds: SAVE_SECONDS, runs: RUNS, ...results }, null, 2),
);
console.log('bench: results written to bench/results/recipe-save.json');
