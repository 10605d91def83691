// Benchmark (issue 17): the dashboard's task-status endpoint for a user with a year of history.
// On each engine (a fresh PGlite, then a throwaway PostgreSQL database on BENCH_DATABASE_URL /
// TEST_DATABASE_URL / 127.0.0.1:5432/test, dropped after) it seeds, by set-based SQL:
// - the measured user: 400 recipes of their own, 60 saved recipes of others, 1,500 meals from a
//   year ago to two weeks ahead (4 a day, every 4th a placeholder, the rest recipes), a grocery
//   item per meal ingredient line (3 a meal, ticked in the past, unticked from today), plus
//   25 hand-added items, and onboarding progress already recorded;
// - 40 neighbours with the same history, so every query must find the user among ~60,000 meals.
// Then times GET /api/dashboard?today&hour through the whole app (inject: session, validation,
// handler, serialisation; rotating over the 41 users) and the one SQL statement it runs alone, BENCH_RUNS (default 300)
// each after 20 warm-ups, interleaved. Writes bench/results/dashboard-status.json.
// Budget: PostgreSQL endpoint p95 ≤ 30 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, toIsoDay } from '@simmer/domain/meal-plans';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { onBothEngines, timeInterleaved, type EngineKind } from './lib/engines';
import { startBenchApp } from './lib/app';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const NEIGHBOURS = Number(process.env.BENCH_NEIGHBOURS ?? 40);
const ORIGIN = 'http://localhost:3000';
const BUDGET_MS = 30;
const MEALS_PER_USER = 1500;
const RECIPES_PER_USER = 400;

/** One user's year: recipes, saved recipes, meals and their grocery items, by set-based SQL. */
async function seedHistory(database: Database, userId: string, today: string) {
  const db = database.db;
  const start = addDays(today, -(Math.ceil(MEALS_PER_USER / 4) - 14));
  await db.execute(sql`
    insert into recipes (id, name, created_by, ingredients, instructions)
    select ${userId} || '-r' || n, 'Recipe ' || n, ${userId},
           '[{"name":"rice","quantity":1,"unit":"cup"}]'::jsonb, '["Cook."]'::jsonb
      from generate_series(1, ${RECIPES_PER_USER}) as n`);
  await db.execute(sql`
    insert into user_recipes (user_id, recipe_id, source)
    select ${userId}, ${userId} || '-r' || n, 'owner' from generate_series(1, ${RECIPES_PER_USER}) as n`);
  await db.execute(sql`
    insert into meals (id, user_id, date, meal_type, recipe_id, title, created_at)
    select ${userId} || '-m' || n, ${userId},
           ${start}::date + (n / 4),
           (array['breakfast','lunch','dinner','snack'])[n % 4 + 1],
           case when n % 4 = 3 then null else ${userId} || '-r' || (n % ${RECIPES_PER_USER} + 1) end,
           case when n % 4 = 3 then 'Snack' else null end,
           now() - make_interval(days => ${MEALS_PER_USER / 4} - n / 4)
      from generate_series(0, ${MEALS_PER_USER - 1}) as n`);
  await db.execute(sql`
    insert into grocery_items (id, user_id, list_date, meal_id, meal_type, name, quantity, unit, checked, checked_at)
    select m.id || '-g' || k, m.user_id, m.date, m.id, m.meal_type, 'item ' || k, 1, 'cup',
           m.date < ${today}::date, case when m.date < ${today}::date then now() end
      from meals m cross join generate_series(1, 3) as k
     where m.user_id = ${userId} and m.recipe_id is not null`);
  await db.execute(sql`
    insert into grocery_items (id, user_id, name, quantity, unit)
    select ${userId} || '-h' || n, ${userId}, 'hand item ' || n, 1, 'unit'
      from generate_series(1, 25) as n`);
}

async function measure(kind: EngineKind, database: Database) {
  const { app, close } = await startBenchApp(database);
  try {
    const today = toIsoDay(new Date());
    async function signUp(index: number) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: `10.17.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        headers: { origin: ORIGIN },
        payload: { email: `cook-${index}@example.com`, password: 'bench-password', name: 'C' },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      const { user } = response.json<{ user: { id: string } }>();
      const cookie = [response.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      return { id: user.id, cookie };
    }
    const seedStarted = performance.now();
    const cook = await signUp(0);
    await seedHistory(database, cook.id, today);
    const neighbours: { id: string; cookie: string }[] = [];
    for (let i = 1; i <= NEIGHBOURS; i += 1) {
      const neighbour = await signUp(i);
      await seedHistory(database, neighbour.id, today);
      neighbours.push(neighbour);
    }
    // Saved recipes of others (favourites), so the collection is a union of two sets.
    await database.db.execute(sql`
      insert into user_recipes (user_id, recipe_id, source, favorite)
      select ${cook.id}, r.id, 'save', true from recipes r
       where r.created_by <> ${cook.id} order by r.id limit 60`);
    await database.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const url = `/api/dashboard?today=${today}&hour=12`;
    const first = await app.inject({ method: 'GET', url, headers: { cookie: cook.cookie } });
    if (first.statusCode !== 200) throw new Error(`dashboard failed: ${first.body}`);
    const body = first.json<{ status: Record<string, unknown>; tiles: { type: string }[] }>();

    const { createOnboardingService } = await import('../apps/server/src/modules/onboarding');
    const service = createOnboardingService({
      db: database.db,
      countUnpurchasedAfterRepair: () => Promise.resolve(0),
      saveQuestionnaireResult: () => Promise.reject(new Error('not used here')),
      previewWeek: () => Promise.reject(new Error('not used here')),
      log: app.log,
    });
    // The timed reads rotate over the cook and the neighbours (the same year of history each), so
    // no one user's rows stay hot in cache; each is read once first to record its tasks.
    const readers = [cook, ...neighbours];
    for (const reader of neighbours) {
      await app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } });
    }
    let turn = 0;
    const timings = await timeInterleaved(
      {
        endpoint: async () => {
          const reader = readers[turn++ % readers.length]!;
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { cookie: reader.cookie },
          });
          if (response.statusCode !== 200) throw new Error(`dashboard ${response.statusCode}`);
        },
        service: () => service.getDashboard(cook.id, { today, hour: 12 }),
      },
      { rounds: RUNS, warmUp: 20 },
    );
    const counts = await database.db.execute(
      sql`select (select count(*)::int from meals) as meals, (select count(*)::int from grocery_items) as items, (select count(*)::int from recipes) as recipes`,
    );
    const totals = ((counts as { rows?: unknown[] }).rows ?? (counts as unknown[]))[0];
    const pass = kind !== 'postgres' || timings.endpoint.p95 <= BUDGET_MS;
    console.log(
      `bench: ${kind} dashboard endpoint p50 ${timings.endpoint.p50.toFixed(1)} ms p95 ${timings.endpoint.p95.toFixed(1)} ms; service alone p50 ${timings.service.p50.toFixed(1)} ms p95 ${timings.service.p95.toFixed(1)} ms (seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify(totals)})`,
    );
    console.log(`bench: ${kind} status ${JSON.stringify(body.status)}`);
    return {
      totals,
      status: body.status,
      tiles: body.tiles.map((t) => t.type),
      timings,
      rows: [
        {
          metric: `${kind}: GET /api/dashboard p50 / p95 (ms)`,
          value: `${timings.endpoint.p50.toFixed(1)} / ${timings.endpoint.p95.toFixed(1)}`,
          budget: kind === 'postgres' ? `p95 ≤ ${BUDGET_MS}` : '',
          status: kind === 'postgres' ? (pass ? 'PASS' : 'FAIL') : '',
        },
        {
          metric: `${kind}: dashboard service alone p50 / p95 (ms)`,
          value: `${timings.service.p50.toFixed(1)} / ${timings.service.p95.toFixed(1)}`,
          budget: '',
          status: '',
        },
      ],
    };
  } finally {
    await close();
  }
}

const results = await onBothEngines('dashboard_status', measure);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'dashboard-status.json'),
  JSON.stringify({ runs: RUNS, neighbours: NEIGHBOURS, ...results }, null, 2),
);
console.log('bench: results written to bench/results/dashboard-status.json');
