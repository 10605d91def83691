// Benchmark: what keeping premium ingredients out of search costs (ADR 0008, issue 14).
// On PostgreSQL, 100,000 recipes of another user with one in ten premium (chef visibility):
// the recipe list's page query for a search, as an admin (who may read every recipe, so no lock
// condition) and as a free user (ingredients of premium recipes they have not bought must not
// match), timed in turn within each round. Writes bench/results/search-lock.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { prepareDatabase } from '../apps/server/src/bootstrap';
import { openPostgres } from '../apps/server/src/db/client';
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository';
import { timeInterleaved, type BenchRow } from './lib/engines';
import { seedRecipes } from './lib/recipe-seed';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const SEARCHES = [['chicken', 'curry'], ['chicken'], ['rice'], ['gar']];

const rows: BenchRow[] = [];
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `simmer_bench_search_lock_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `bench: PostgreSQL not reachable at ${baseUrl} (${(error as Error).message}); skipped`,
  );
  rows.push({ metric: 'postgres', value: 'not measured: no server', budget: '', status: '' });
}
if (rows.length === 0) {
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres({ kind: 'postgres', url: url.toString() });
    try {
      await prepareDatabase(database);
      await database.db
        .execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
        values ('bench-owner', 'Owner', 'owner@example.com', false, now(), now()),
               ('bench-viewer', 'Viewer', 'viewer@example.com', false, now(), now())`);
      console.log(`bench: postgres: seeding ${RECIPES.toLocaleString()} recipes...`);
      await seedRecipes(database, 'bench-owner', RECIPES);
      await database.db.execute(sql`update recipes set is_purchasable = true, price_cents = 499,
        visibility = 'chef' where substr(id, 7)::int % 10 = 5`);
      await database.db.execute(sql`vacuum analyze recipes`);
      const repository = createRecipesRepository(database.db);
      const query = {
        userId: 'bench-viewer',
        offset: 0,
        limit: 21,
        category: 'all',
        difficulty: [],
        cuisine: [],
        dietary: [],
        minRating: 0,
        savedOnly: false,
        sort: 'newest' as const,
      };
      for (const words of SEARCHES) {
        const { asAdmin, asFreeUser } = await timeInterleaved(
          {
            asAdmin: () => repository.findPage({ ...query, isAdmin: true, words }),
            asFreeUser: () => repository.findPage({ ...query, words }),
          },
          { rounds: RUNS },
        );
        const label = words.join(' ');
        console.log(
          `bench: postgres: '${label}': as admin p50 ${asAdmin.p50.toFixed(1)} / p95 ${asAdmin.p95.toFixed(1)} ms; as a free user p50 ${asFreeUser.p50.toFixed(1)} / p95 ${asFreeUser.p95.toFixed(1)} ms`,
        );
        rows.push({
          metric: `postgres: search '${label}' page query, admin / free user (p50)`,
          value: `${asAdmin.p50.toFixed(1)} / ${asFreeUser.p50.toFixed(1)} ms`,
          budget: '',
          status: '',
        });
      }
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'search-lock.json'),
  JSON.stringify({ recipes: RECIPES, runs: RUNS, rows }, null, 2),
);
console.log('bench: results written to bench/results/search-lock.json');
