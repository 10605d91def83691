// Benchmark (issue 20): granting one recipe to 10,000 users (BENCH_GRANT_USERS) on PostgreSQL.
// On a throwaway PostgreSQL database (BENCH_DATABASE_URL / TEST_DATABASE_URL / 127.0.0.1:5432/test,
// dropped after) it seeds the users by set-based SQL and one premium recipe, signs an admin in,
// and times POST /api/admin/grants through the whole app (inject: session, validation, the
// existence checks, 20 transactions of 500 grants with their companion records and audit entries).
// BENCH_RUNS rounds (default 3), each on a fresh recipe; then the same grant again (every pair
// already granted: what a repeated click costs) and the CSV export of the 10,000 grants.
// Writes bench/results/admin-grants.json. Budget: the first grant ≤ 5 s.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { onPostgres } from './lib/engines';
import { BENCH_ORIGIN, signInBenchAdmin, startBenchApp } from './lib/app';

const USERS = Number(process.env.BENCH_GRANT_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const result = await onPostgres('admin_grants', async (database) => {
  const db = database.db;
  await db.execute(sql`
    insert into users (id, name, email, created_at)
    select 'g' || n, 'Cook ' || n, 'grant' || n || '@example.com', now() - make_interval(mins => n)
      from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`analyze`);

  const { app, close } = await startBenchApp(database);
  try {
    const { adminId, cookie } = await signInBenchAdmin(app, database);
    const userIds = Array.from({ length: USERS }, (_, i) => `g${i + 1}`);
    const grant = async (recipeId: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/grants',
        headers: { cookie, origin: BENCH_ORIGIN },
        payload: { userIds, recipeIds: [recipeId] },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`grant ${response.statusCode}: ${response.body}`);
      return { ms, body: response.json<{ created: number; batches: number }>() };
    };

    const firsts: number[] = [];
    let last = '';
    for (let run = 0; run < RUNS; run += 1) {
      last = `bench-premium-${run}`;
      await db.execute(sql`
        insert into recipes (id, name, created_by, ingredients, instructions, is_purchasable, price_cents, visibility)
        values (${last}, ${`Premium ${run}`}, ${adminId}, '[{"name":"saffron"}]'::jsonb, '["Simmer."]'::jsonb, true, 999, 'public')`);
      const { ms, body } = await grant(last);
      if (body.created !== USERS) throw new Error(`granted ${body.created}, not ${USERS}`);
      firsts.push(ms);
      console.log(
        `bench: run ${run + 1}: ${USERS} grants in ${body.batches} batches, ${ms.toFixed(0)} ms`,
      );
    }
    const again = await grant(last);
    const exportStarted = performance.now();
    const exported = await app.inject({
      method: 'GET',
      url: `/api/admin/grants/export.csv?recipeId=${last}`,
      headers: { cookie },
    });
    const exportMs = performance.now() - exportStarted;
    const counted = await db.execute<{ grants: number; audit: number }>(sql`
      select (select count(*)::int from recipe_access_grants) as grants,
             (select count(*)::int from admin_audit_log where action = 'recipe_access.granted') as audit`);
    const [counts] = (counted as { rows: { grants: number; audit: number }[] }).rows;

    const first = median(firsts);
    const rows = [
      {
        metric: `postgres: POST /api/admin/grants, 1 recipe to ${USERS.toLocaleString('en-US')} users (median of ${RUNS}, ms)`,
        value: first.toFixed(0),
        budget: `≤ ${BUDGET_MS}`,
        status: first <= BUDGET_MS ? 'PASS' : 'FAIL',
      },
      {
        metric: `postgres: the same grant again, every pair already granted (ms)`,
        value: again.ms.toFixed(0),
        budget: '',
        status: '',
      },
      {
        metric: `postgres: GET /api/admin/grants/export.csv, ${USERS.toLocaleString('en-US')} rows (ms, ${(exported.body.length / 1024).toFixed(0)} KiB)`,
        value: exportMs.toFixed(0),
        budget: '',
        status: '',
      },
    ];
    for (const row of rows) console.log(`bench: ${row.metric} ${row.value} ${row.status}`);
    console.log(`bench: ${counts?.grants} grant rows, ${counts?.audit} audit entries`);
    return { users: USERS, runs: RUNS, firsts, again: again.ms, exportMs, counts, rows };
  } finally {
    await close();
  }
});

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'admin-grants.json'),
  JSON.stringify(
    result ?? {
      rows: [{ metric: 'postgres', value: 'not measured: no server', budget: '', status: '' }],
    },
    null,
    2,
  ),
);
console.log('bench: results written to bench/results/admin-grants.json');
