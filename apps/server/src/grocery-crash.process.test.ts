import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GroceryList } from '@simmer/domain/grocery';
import { addDays, type Meal } from '@simmer/domain/meal-plans';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { api, signUp, type Session } from '../test/http-session';
import { startServer, type RunningServer } from '../test/spawn-server';

const MONDAY = '2026-11-23';
const SUNDAY = addDays(MONDAY, 6);
const WEEK = `start=${MONDAY}&end=${SUNDAY}`;
const HOOK_LINE = 'test hook: pausing before the shopping list rebuild';

const tempDirs: string[] = [];
afterEach(() => {
  tempDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** What the cook was told: the meals of acknowledged writes. */
interface Plan {
  meals: Map<string, string>;
  /** The version of each meal as last read: a move sends it back (optimistic concurrency). */
  versions: Map<string, number>;
  recipeIds: string[];
  writes: number;
}

/**
 * Adds, moves and deletes meals one at a time, each acknowledged, then moves one more and kills the
 * process while the next list read waits to rebuild the days that move left pending (the test hook).
 */
async function writeThenKill(running: RunningServer, session: Session, plan: Plan) {
  for (let step = 0; step < 6; step += 1) {
    plan.writes += 1;
    const day = addDays(MONDAY, plan.writes % 7);
    const ids = [...plan.meals.keys()];
    if (step % 3 === 0 || ids.length < 2) {
      const meal = await api<Meal>(session, 'POST', '/api/meals', {
        kind: 'recipe',
        recipeId: plan.recipeIds[plan.writes % plan.recipeIds.length],
        date: day,
        mealType: 'dinner',
      });
      plan.meals.set(meal.id, meal.date);
      plan.versions.set(meal.id, meal.version);
    } else if (step % 3 === 1) {
      const id = ids[plan.writes % ids.length]!;
      const meal = await api<Meal>(session, 'PATCH', `/api/meals/${id}`, {
        date: day,
        version: plan.versions.get(id),
      });
      plan.meals.set(id, meal.date);
      plan.versions.set(id, meal.version);
    } else {
      const id = ids[0]!;
      await api(session, 'DELETE', `/api/meals/${id}`);
      plan.meals.delete(id);
    }
  }
  const [mealId, from] = [...plan.meals.entries()][0]!;
  const to = addDays(from, 3) > SUNDAY ? MONDAY : addDays(from, 3);
  // The move is acknowledged once its meal and the days it leaves pending have committed; the list
  // read after it rebuilds those days, and the kill lands inside that rebuild (the test hook).
  const moved = await api<Meal>(session, 'PATCH', `/api/meals/${mealId}`, {
    date: to,
    version: plan.versions.get(mealId),
  });
  plan.writes += 1;
  plan.meals.set(mealId, moved.date);
  plan.versions.set(mealId, moved.version);
  const heard = running.server.output().length;
  const read = api(session, 'GET', `/api/grocery?${WEEK}`).then(
    () => 'answered',
    () => 'never answered',
  );
  await waitFor(() => running.server.output().slice(heard).includes(HOOK_LINE));
  running.server.process.kill('SIGKILL');
  await running.server.exited;
  expect(await read).toBe('never answered');
}

async function waitFor(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A line as the user sees it, without its ids (a rebuild may give rows new ones). */
const shown = (list: GroceryList) =>
  list.lines
    .map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      date: line.date,
      checked: line.checked,
      sources: line.sources.map(({ mealId, date, mealType }) => ({ mealId, date, mealType })),
    }))
    .sort((a, b) => `${a.name}${a.date}`.localeCompare(`${b.name}${b.date}`));

async function expectConsistent(session: Session, plan: Plan) {
  const { meals } = await api<{ meals: Meal[] }>(session, 'GET', `/api/meals?${WEEK}`);
  const stored = new Map(meals.map((meal) => [meal.id, meal]));

  for (const [id, date] of plan.meals) expect(stored.get(id)?.date, `meal ${id}`).toBe(date);
  expect(stored.size).toBe(plan.meals.size);
  for (const meal of meals) {
    expect(meal).toMatchObject({ kind: 'recipe', isPlaceholder: false });
    expect(plan.recipeIds).toContain(meal.recipeId);
    expect(meal.recipe?.id).toBe(meal.recipeId);
  }

  const list = await api<GroceryList>(session, 'GET', `/api/grocery?${WEEK}`);
  for (const line of list.lines)
    for (const source of line.sources)
      expect(source.date, `${line.name} for meal ${source.mealId}`).toBe(
        stored.get(source.mealId)?.date,
      );
  await api(session, 'POST', '/api/meals/refresh', { start: MONDAY, end: SUNDAY });
  const rebuilt = await api<GroceryList>(session, 'GET', `/api/grocery?${WEEK}`);
  expect(shown(list)).toEqual(shown(rebuilt));
  expect(rebuilt.lines.length).toBeGreaterThan(0);

  plan.versions = new Map(meals.map((meal) => [meal.id, meal.version]));
}

async function crashTwiceAndCheck(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-crash-'));
  tempDirs.push(dataDir);
  const serverEnv = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Long enough that the kill always lands inside the pause, even on a loaded machine.
    SIMMER_TEST_PAUSE_BEFORE_LIST_REBUILD_MS: '1500',
    ...env,
  };
  let running = await startServer(serverEnv);
  const session = { url: running.url, cookie: await signUp(running.url, 'crash') };
  const plan: Plan = {
    meals: new Map(),
    versions: new Map(),
    recipeIds: [],
    writes: 0,
  };
  for (const [name, ingredient] of [
    ['Crash Chili', 'kidney beans'],
    ['Crash Curry', 'chickpeas'],
  ] as const) {
    const recipe = await api<{ id: string }>(session, 'POST', '/api/recipes', {
      name,
      ingredients: [
        { name: ingredient, quantity: 1, unit: 'can' },
        { name: 'onion', quantity: 1, unit: 'unit' },
      ],
      instructions: ['Cook.'],
    });
    plan.recipeIds.push(recipe.id);
  }

  for (let round = 0; round < 2; round += 1) {
    await writeThenKill(running, session, plan);
    running = await startServer(serverEnv);
    session.url = running.url;
    await expectConsistent(session, plan);
  }
  expect(await running.stop()).toBe(0);
}

describe('a crash between a meal change and its shopping list rebuild', () => {
  it('loses no acknowledged write and leaves the list as a fresh rebuild would, on PGlite', async () => {
    await crashTwiceAndCheck({});
  }, 360_000);

  const postgresUrl = process.env.TEST_DATABASE_URL;

  // The PostgreSQL server is only available where TEST_DATABASE_URL is set (always in CI).
  it.runIf(postgresUrl)(
    'loses no acknowledged write and leaves the list as a fresh rebuild would, on PostgreSQL',
    async () => {
      const name = `simmer_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      try {
        await crashTwiceAndCheck({ DATABASE_URL: url.toString() });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    360_000,
  );
});
