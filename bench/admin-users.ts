// Benchmark (issue 20): the admin Users tab search on PostgreSQL at 100,000 users (BENCH_USERS).
// On a throwaway PostgreSQL database (BENCH_DATABASE_URL / TEST_DATABASE_URL / 127.0.0.1:5432/test,
// dropped after) it seeds, by set-based SQL, BENCH_USERS users with profiles (every 5th with an
// Instagram handle, every 7th with a TikTok one), a billing customer and trial for every 10th,
// 3 recipes and 6 meals for every 20th; then signs an admin in and times
// GET /api/admin/users through the whole app (inject: session, validation, SQL, serialisation),
// BENCH_RUNS (default 200) rounds after 10 warm-ups, interleaved over what an admin types:
// an Instagram handle, part of an email, a display-name word, a TikTok handle fragment, no search
// (page 1 and page 500). Writes bench/results/admin-users.json.
// Budget: PostgreSQL p95 ≤ 50 ms for each search.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { onPostgres, timeInterleaved } from './lib/engines';
import { signInBenchAdmin, startBenchApp } from './lib/app';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_MS = 50;

const result = await onPostgres('admin_users', async (database) => {
  const db = database.db;
  const seedStarted = performance.now();
  await db.execute(sql`
    insert into users (id, name, email, role, created_at)
    select 'u' || n, (array['Ada','Grace','Linus','Marisol','Jordan','Kenji'])[n % 6 + 1] || ' Cook ' || n,
           'cook' || n || '@example.com', (array['free','free','free','pro','chef'])[n % 5 + 1],
           now() - make_interval(mins => n)
      from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into user_profiles (user_id, cooking_profile, settings, social_profiles, acquisition)
    select 'u' || n, '{}'::jsonb, '{}'::jsonb,
           jsonb_strip_nulls(jsonb_build_object(
             'instagram', case when n % 5 = 0 then 'insta_cook_' || n end,
             'tiktok', case when n % 7 = 0 then 'tok.' || n end)),
           case when n % 3 = 0 then jsonb_build_object('source', 'newsletter', 'medium', 'email') end
      from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into billing_customers (user_id, provider, customer_id)
    select 'u' || n, 'local', 'cus_' || n from generate_series(10, ${USERS}, 10) as n`);
  await db.execute(sql`
    insert into billing_subscriptions (id, provider, user_id, customer_id, status, trial_end, source_at)
    select 'sub_' || n, 'local', 'u' || n, 'cus_' || n, 'trialing', now() + interval '2 days', now()
      from generate_series(10, ${USERS}, 10) as n`);
  await db.execute(sql`
    insert into recipes (id, name, created_by, ingredients, instructions, total_time)
    select 'r' || n || '-' || k, 'Recipe ' || k, 'u' || n,
           '[{"name":"rice"}]'::jsonb, '["Cook."]'::jsonb, 30
      from generate_series(20, ${USERS}, 20) as n cross join generate_series(1, 3) as k`);
  await db.execute(sql`
    insert into meals (id, user_id, date, meal_type, recipe_id)
    select 'm' || n || '-' || k, 'u' || n, current_date + k, 'dinner', 'r' || n || '-' || (k % 3 + 1)
      from generate_series(20, ${USERS}, 20) as n cross join generate_series(1, 6) as k`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const { app, close } = await startBenchApp(database);
  try {
    const { cookie } = await signInBenchAdmin(app, database);
    const middle = Math.floor(USERS / 2 / 5) * 5;
    const queries = {
      instagram: `q=${encodeURIComponent(`INSTA_COOK_${middle}`)}&page=1`,
      email: `q=${encodeURIComponent(`cook${Math.floor(USERS / 3)}@`)}&page=1`,
      name: `q=marisol&page=3`,
      tiktok: `q=${encodeURIComponent(`tok.${Math.floor(USERS / 7 / 2) * 7}`)}&page=1`,
      none: 'page=1',
      deep: `page=${Math.max(1, Math.floor(USERS / 10 / 2))}`,
    };
    const get = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: { cookie },
      });
      if (response.statusCode !== 200)
        throw new Error(`users ${response.statusCode}: ${response.body}`);
      return response.json<{ total: number; users: unknown[] }>();
    };
    const totals: Record<string, number> = {};
    for (const [key, query] of Object.entries(queries)) totals[key] = (await get(query)).total;
    const timings = await timeInterleaved(
      Object.fromEntries(
        Object.entries(queries).map(([key, query]) => [key, () => get(query)]),
      ) as Record<keyof typeof queries, () => Promise<unknown>>,
      { rounds: RUNS, warmUp: 10 },
    );
    const rows = Object.entries(timings).map(([key, timing]) => ({
      metric: `postgres: GET /api/admin/users (${key}, ${totals[key]} matches) p50 / p95 (ms)`,
      value: `${timing.p50.toFixed(1)} / ${timing.p95.toFixed(1)}`,
      budget: `p95 ≤ ${BUDGET_MS}`,
      status: timing.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
    }));
    for (const row of rows) console.log(`bench: ${row.metric} ${row.value} ${row.status}`);
    console.log(`bench: seeded ${USERS} users in ${seedSeconds.toFixed(0)} s`);
    return { users: USERS, runs: RUNS, seedSeconds, totals, timings, rows };
  } finally {
    await close();
  }
});

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'admin-users.json'),
  JSON.stringify(
    result ?? {
      rows: [{ metric: 'postgres', value: 'not measured: no server', budget: '', status: '' }],
    },
    null,
    2,
  ),
);
console.log('bench: results written to bench/results/admin-users.json');
