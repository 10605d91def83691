// Benchmark (issue 14, item 6): crash rounds against the real server, as `npm start` runs it.
// Several cooks plan meals at once, one tab each (adds, moves with the version read, deletes);
// each round the server is killed with SIGKILL at a random moment in the middle of those writes,
// started again on the same data, and checked: every acknowledged write is there, no meal is
// half-written, and the shopping list is what a fresh rebuild of the meals gives. No test hook:
// the kill lands wherever it lands, so this measures what users would meet.
//
//   node --import tsx bench/crash.ts [--rounds 10] [--tabs 4] [--database postgres://…]
// Runs on PGlite, then on a throwaway PostgreSQL database (--database, else BENCH_DATABASE_URL,
// else TEST_DATABASE_URL, else 127.0.0.1:5432/test; skipped when unreachable). Loopback only.
// Budget: 0 acknowledged writes lost, 0 wrong lists, 0 half-written meals. Reported, not enforced.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { GroceryList } from '@simmer/domain/grocery';
import { addDays, type Meal } from '@simmer/domain/meal-plans';
import pg from 'pg';
import { api, signUp, type Session } from '../apps/server/test/http-session';
import { startServer, type RunningServer } from '../apps/server/test/spawn-server';
import { ensureServerBuild } from '../scripts/lib/bootstrap.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    tabs: { type: 'string', default: '4' },
    database: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const TABS = Number(args.tabs);
const MONDAY = '2026-11-23';
const SUNDAY = addDays(MONDAY, 6);
const WEEK = `start=${MONDAY}&end=${SUNDAY}`;
const progress = (message: string) => console.log(`bench: ${message}`);

/**
 * What the cook was told about one meal: its day and version after the last acknowledged write,
 * or deleted; `uncertain` when a write to it was in flight at the kill (either outcome is right).
 */
interface Known {
  date: string | null;
  version: number;
  uncertain: Set<string | null>;
}

interface RoundResult {
  acknowledged: number;
  lost: string[];
  halfWritten: string[];
  wrongList: boolean;
}

/** One tab's writes, on meals only it touches, until the server stops answering. */
async function tab(session: Session, recipeIds: string[], known: Map<string, Known>, seed: number) {
  const mine: string[] = [];
  let acknowledged = 0;
  for (let step = seed; ; step += 1) {
    const day = addDays(MONDAY, step % 7);
    const action = mine.length < 2 ? 0 : step % 3;
    if (action === 0) {
      const pending = { date: null, version: 0, uncertain: new Set<string | null>([null, day]) };
      const placeholderId = `pending-${seed}-${step}`;
      known.set(placeholderId, pending);
      try {
        const meal = await api<Meal>(session, 'POST', '/api/meals', {
          kind: 'recipe',
          recipeId: recipeIds[step % recipeIds.length],
          date: day,
          mealType: 'dinner',
        });
        known.delete(placeholderId);
        known.set(meal.id, { date: meal.date, version: meal.version, uncertain: new Set() });
        mine.push(meal.id);
      } catch {
        return acknowledged;
      }
    } else if (action === 1) {
      const id = mine[step % mine.length]!;
      const meal = known.get(id)!;
      meal.uncertain = new Set([meal.date, day]);
      try {
        const moved = await api<Meal>(session, 'PATCH', `/api/meals/${id}`, {
          date: day,
          version: meal.version,
        });
        known.set(id, { date: moved.date, version: moved.version, uncertain: new Set() });
      } catch {
        return acknowledged;
      }
    } else {
      const id = mine.shift()!;
      const meal = known.get(id)!;
      meal.uncertain = new Set([meal.date, null]);
      try {
        await api(session, 'DELETE', `/api/meals/${id}`);
        known.set(id, { date: null, version: meal.version, uncertain: new Set() });
      } catch {
        return acknowledged;
      }
    }
    acknowledged += 1;
  }
}

async function check(session: Session, known: Map<string, Known>, recipeIds: string[]) {
  const { meals } = await api<{ meals: Meal[] }>(session, 'GET', `/api/meals?${WEEK}`);
  const stored = new Map(meals.map((meal) => [meal.id, meal]));
  const lost: string[] = [];
  for (const [id, meal] of known) {
    if (id.startsWith('pending-')) continue;
    const now = stored.get(id)?.date ?? null;
    const allowed = meal.uncertain.size > 0 ? meal.uncertain : new Set([meal.date]);
    if (!allowed.has(now)) lost.push(`${id}: told ${meal.date ?? 'deleted'}, found ${now}`);
  }
  const halfWritten = meals
    .filter(
      (meal) =>
        meal.kind !== 'recipe' ||
        !recipeIds.includes(meal.recipeId ?? '') ||
        meal.recipe?.id !== meal.recipeId,
    )
    .map((meal) => meal.id);

  const list = await api<GroceryList>(session, 'GET', `/api/grocery?${WEEK}`);
  const shown = (of: GroceryList) =>
    JSON.stringify(
      of.lines
        .map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unit: line.unit,
          date: line.date,
          sources: line.sources.map(({ mealId, date }) => ({ mealId, date })),
        }))
        .sort((a, b) => `${a.name}${a.date}`.localeCompare(`${b.name}${b.date}`)),
    );
  const onMealDays = list.lines.every((line) =>
    line.sources.every((source) => source.date === stored.get(source.mealId)?.date),
  );
  await api(session, 'POST', '/api/meals/refresh', { start: MONDAY, end: SUNDAY });
  const rebuilt = await api<GroceryList>(session, 'GET', `/api/grocery?${WEEK}`);

  // Forget what is settled; from now on the stored state is what the cook sees.
  known.clear();
  for (const meal of meals)
    known.set(meal.id, { date: meal.date, version: meal.version, uncertain: new Set() });
  return { lost, halfWritten, wrongList: !onMealDays || shown(list) !== shown(rebuilt) };
}

async function runEngine(env: Record<string, string>, engine: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-crash-bench-'));
  const serverEnv = { DATA_DIR: dataDir, SEED_DEMO: 'false', ...env };
  let running: RunningServer = await startServer(serverEnv, { built: true });
  // One cook a tab: each has its own meals, recipes and per-user limits.
  const cooks: { session: Session; recipeIds: string[]; known: Map<string, Known> }[] = [];
  for (let index = 0; index < TABS; index += 1) {
    const session = { url: running.url, cookie: await signUp(running.url, 'crash') };
    const recipeIds: string[] = [];
    for (const [name, ingredient] of [
      ['Crash Chili', 'kidney beans'],
      ['Crash Curry', 'chickpeas'],
      ['Crash Soup', 'lentils'],
    ] as const) {
      const recipe = await api<{ id: string }>(session, 'POST', '/api/recipes', {
        name,
        ingredients: [
          { name: ingredient, quantity: 1, unit: 'can' },
          { name: 'onion', quantity: 1, unit: 'unit' },
        ],
        instructions: ['Cook.'],
      });
      recipeIds.push(recipe.id);
    }
    cooks.push({ session, recipeIds, known: new Map() });
  }

  const results: RoundResult[] = [];
  const restartMs: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const tabs = cooks.map((cook, index) =>
        tab(cook.session, cook.recipeIds, cook.known, round * 1000 + index * 7),
      );
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      running.server.process.kill('SIGKILL');
      await running.server.exited;
      const acknowledged = (await Promise.all(tabs)).reduce((sum, count) => sum + count, 0);
      const began = performance.now();
      running = await startServer(serverEnv, { built: true });
      restartMs.push(performance.now() - began);
      const outcome: RoundResult = { acknowledged, lost: [], halfWritten: [], wrongList: false };
      for (const cook of cooks) {
        cook.session.url = running.url;
        const checked = await check(cook.session, cook.known, cook.recipeIds);
        outcome.lost.push(...checked.lost);
        outcome.halfWritten.push(...checked.halfWritten);
        outcome.wrongList ||= checked.wrongList;
      }
      results.push(outcome);
      progress(
        `${engine} round ${round + 1}: ${acknowledged} acknowledged, ${outcome.lost.length} lost, ` +
          `${outcome.halfWritten.length} half-written, lists ${outcome.wrongList ? 'WRONG' : 'right'}`,
      );
    }
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const lost = results.reduce((sum, round) => sum + round.lost.length, 0);
  const halfWritten = results.reduce((sum, round) => sum + round.halfWritten.length, 0);
  const wrongLists = results.filter((round) => round.wrongList).length;
  const sorted = [...restartMs].sort((a, b) => a - b);
  const clean = lost === 0 && halfWritten === 0 && wrongLists === 0;
  return {
    rows: [
      {
        metric: `${engine}: ${ROUNDS} SIGKILL rounds, ${TABS} tabs`,
        value:
          `${results.reduce((sum, round) => sum + round.acknowledged, 0)} acknowledged writes, ` +
          `${lost} lost, ${halfWritten} half-written meals, ${wrongLists} wrong lists`,
        budget: '0 lost, 0 half-written, 0 wrong',
        status: clean ? 'PASS' : 'FAIL',
      },
      {
        metric: `${engine}: restart to healthy, median`,
        value: `${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)} s`,
        budget: '',
        status: '',
      },
    ],
    details: results.flatMap((round) => round.lost),
  };
}

await ensureServerBuild();
const rows: Record<string, string>[] = [];
const details: string[] = [];
const pglite = await runEngine({}, 'pglite');
rows.push(...pglite.rows);
details.push(...pglite.details);

const baseUrl =
  args.database ??
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: baseUrl });
try {
  await admin.connect();
  const name = `simmer_bench_crash_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    const postgres = await runEngine({ DATABASE_URL: url.toString() }, 'postgres');
    rows.push(...postgres.rows);
    details.push(...postgres.details);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
} catch (error) {
  progress(`PostgreSQL skipped: ${(error as Error).message}`);
  rows.push({ metric: 'postgres', value: 'not measured', budget: '', status: '' });
} finally {
  await admin.end().catch(() => undefined);
}

for (const row of rows) console.log(`${row.metric}: ${row.value} ${row.status}`);
for (const line of details) console.log(`  lost: ${line}`);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'crash.json'),
  JSON.stringify({ rounds: ROUNDS, tabs: TABS, rows, details }, null, 2),
);
console.log('bench: results written to bench/results/crash.json');
