// Benchmark (issue 20 item 4): the admin's revenue and growth figures and the users CSV export on
// PostgreSQL. On a throwaway PostgreSQL database (BENCH_DATABASE_URL / TEST_DATABASE_URL /
// 127.0.0.1:5432/test, dropped after) it seeds, by set-based SQL, BENCH_USERS (default 100,000)
// users, a sale in the creators' ledger for every user (every 20th refunded), a paid subscription
// invoice for every 5th, and a signup and (every 5th) a subscription_start analytics event, all
// spread over the last two years; then signs an admin in and times through the whole app (inject:
// session, validation, SQL, serialisation) GET /api/admin/revenue for the default 30 days, a year
// by day and two years by week, BENCH_RUNS (default 50) rounds after 5 warm-ups, interleaved; and
// the users CSV export of every user, 3 times. Writes bench/results/admin-revenue.json.
// Budget (ours; the issue sets none): revenue p95 ≤ 250 ms per range.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { signInBenchAdmin, startBenchApp } from './lib/app';
import { onPostgres, timeInterleaved } from './lib/engines';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = 250;
const DAY_MS = 86_400_000;

const result = await onPostgres('admin_revenue', async (database) => {
  const db = database.db;
  const seedStarted = performance.now();
  // Two years, spread evenly: user n happened (730 × n / USERS) days ago.
  const ago = sql`make_interval(secs => (n::float8 / ${USERS}) * 730 * 86400)`;
  await db.execute(sql`
    insert into users (id, name, email, role, created_at)
    select 'u' || n, 'Cook ' || n, 'cook' || n || '@example.com',
           (array['free','free','free','pro','chef'])[n % 5 + 1], now() - ${ago}
      from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into creator_earnings (id, purchase_id, kind, creator_id, recipe_id, recipe_name,
                                  gross_cents, creator_cents, platform_cents, occurred_at)
    select 'e' || n, 'p' || n, 'sale', 'u' || (n % 1000 + 1), 'r' || (n % 500), 'Recipe',
           999, 699, 300, now() - ${ago}
      from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into creator_earnings (id, purchase_id, kind, creator_id, recipe_id, recipe_name,
                                  gross_cents, creator_cents, platform_cents, occurred_at)
    select 'e' || n || 'r', 'p' || n, 'refund', 'u' || (n % 1000 + 1), 'r' || (n % 500), 'Recipe',
           -999, -699, -300, now() - ${ago} + interval '1 day'
      from generate_series(20, ${USERS}, 20) as n`);
  await db.execute(sql`
    insert into billing_invoices (id, provider, customer_id, subscription_id, amount_cents,
                                  status, payment_intent_id, source_at)
    select 'in' || n, 'local', 'cus' || n, 'sub' || n, 1000, 'paid', 'pi' || n, now() - ${ago}
      from generate_series(5, ${USERS}, 5) as n`);
  await db.execute(sql`
    insert into analytics_events (id, type, user_id, timestamp, tier, data)
    select 'a' || n, 'signup', 'u' || n, now() - ${ago}, null, '{}'::jsonb
      from generate_series(1, ${USERS}) as n
    union all
    select 's' || n, 'subscription_start', 'u' || n, now() - ${ago}, 'pro', '{}'::jsonb
      from generate_series(5, ${USERS}, 5) as n`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const { app, close } = await startBenchApp(database);
  try {
    const { cookie } = await signInBenchAdmin(app, database);
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const queries = {
      'last 30 days by day': '',
      'a year by day': `?from=${day(364)}&to=${day(0)}&interval=day`,
      'two years by week': `?from=${day(729)}&to=${day(0)}&interval=week`,
    };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200)
        throw new Error(`${url} ${response.statusCode}: ${response.body}`);
      return response;
    };
    const sales: Record<string, number> = {};
    for (const [key, query] of Object.entries(queries))
      sales[key] = (await get(`/api/admin/revenue${query}`)).json<{
        actual: { recipeSales: number };
      }>().actual.recipeSales;
    const timings = await timeInterleaved(
      Object.fromEntries(
        Object.entries(queries).map(([key, query]) => [
          key,
          () => get(`/api/admin/revenue${query}`),
        ]),
      ) as Record<keyof typeof queries, () => Promise<unknown>>,
      { rounds: RUNS, warmUp: 5 },
    );
    const exportMs: number[] = [];
    let exportLines = 0;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const response = await get('/api/admin/users/export.csv');
      exportMs.push(performance.now() - started);
      exportLines = response.body.trimEnd().split('\n').length - 1;
    }
    const rows = [
      ...Object.entries(timings).map(([key, timing]) => ({
        metric: `postgres: GET /api/admin/revenue (${key}, ${sales[key]} sales) p50 / p95 (ms)`,
        value: `${timing.p50.toFixed(1)} / ${timing.p95.toFixed(1)}`,
        budget: `p95 ≤ ${BUDGET_MS}`,
        status: timing.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      })),
      {
        metric: `postgres: GET /api/admin/users/export.csv (${exportLines} users) best / worst of 3 (s)`,
        value: `${(Math.min(...exportMs) / 1000).toFixed(1)} / ${(Math.max(...exportMs) / 1000).toFixed(1)}`,
        budget: '',
        status: '',
      },
    ];
    for (const row of rows) console.log(`bench: ${row.metric} ${row.value} ${row.status}`);
    console.log(`bench: seeded ${USERS} users and their ledger in ${seedSeconds.toFixed(0)} s`);
    return { users: USERS, runs: RUNS, seedSeconds, sales, timings, exportMs, rows };
  } finally {
    await close();
  }
});

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'admin-revenue.json'),
  JSON.stringify(
    result ?? {
      rows: [{ metric: 'postgres', value: 'not measured: no server', budget: '', status: '' }],
    },
    null,
    2,
  ),
);
console.log('bench: results written to bench/results/admin-revenue.json');
