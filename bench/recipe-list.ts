// Benchmark: the recipe list endpoint at 100,000 recipes, on PGlite and on PostgreSQL.
// For each engine: p50/p95 of GET /api/recipes through the real app (session lookup, JSON) and of
// every statement the endpoint runs issued directly (session with its user, page, images, saved
// state) and the page query alone, for (a) no filter, (b) three filters + sort, (c) a two-word
// search; then, unbudgeted, GET /api/recipes/counts and its count query for the same filters (the
// Recipe Box asks for them once its first page is shown).
// Writes bench/results/recipe-list.json. Budget (issue 4): p95 ≤ 50 ms on PostgreSQL, API ≤ 2× its SQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ListRecipesQuerySchema,
  RecipeCountsQuerySchema,
  searchWords,
} from '@simmer/domain/recipes';
import type { Database } from '../apps/server/src/db/client';
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository';
import { createSessionLookup } from '../apps/server/src/plugins/auth-guard';
import { onBothEngines, timeInterleaved } from './lib/engines';
import { seedRecipes } from './lib/recipe-seed';
import { startBenchApp } from './lib/app';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 120);
const ORIGIN = 'http://localhost:3000';
const QUERIES = {
  'no filter': '',
  'three filters + sort': 'category=dinner&difficulty=easy,medium&maxTime=45&sort=rating',
  'two-word search': 'q=chicken%20curry',
  // Not in the budget: one common word scores every recipe holding it (ADR 0008).
  'one-word search': 'q=chicken',
} as const;
const BUDGETED = new Set(['no filter', 'three filters + sort', 'two-word search']);

async function measure(kind: 'pglite' | 'postgres', database: Database) {
  const { app, close } = await startBenchApp(database);
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: 'bench@example.com', password: 'bench-password', name: 'Bench' },
    });
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    // The cookie holds "<token>.<signature>"; the sessions table holds the token.
    const sessionToken = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(
      '.',
    )[0]!;
    console.log(`bench: ${kind}: seeding ${RECIPES.toLocaleString()} recipes...`);
    const seedMs = await seedRecipes(database, userId, RECIPES);
    console.log(`bench: ${kind}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const repository = createRecipesRepository(database.db);
    const findSession = createSessionLookup(database.db);
    const rows: Record<string, string>[] = [];
    for (const [label, query] of Object.entries(QUERIES)) {
      const parsed = ListRecipesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const { cursor, limit, q, ...filters } = parsed;
      const pageQuery = () =>
        repository.findPage({
          ...filters,
          userId,
          words: searchWords(q),
          offset: cursor,
          limit: limit + 1,
        });
      // The three are timed in turn within each round, so background work (autovacuum, the
      // page cache) weighs on each alike.
      const { api, endpointSql, raw } = await timeInterleaved(
        {
          api: async () => {
            const response = await app.inject({
              method: 'GET',
              url: `/api/recipes?${query}`,
              headers: { cookie },
            });
            if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
          },
          // Every statement the endpoint runs, issued directly and in the same order: the
          // session with its user (the guard's one prepared statement), the page, then the
          // page's images and the viewer's saved state in one statement.
          endpointSql: async () => {
            await findSession(sessionToken);
            const ids = (await pageQuery()).map((row) => row.id);
            await repository.viewerStateFor(userId, ids);
          },
          raw: pageQuery,
        },
        { rounds: RUNS },
      );
      const budgeted = BUDGETED.has(label);
      const budgetOk = kind !== 'postgres' || api.p95 <= 50;
      const ratio = api.p50 / endpointSql.p50;
      console.log(
        `bench: ${kind}: ${label}: API p50 ${api.p50.toFixed(1)} ms p95 ${api.p95.toFixed(1)} ms; endpoint SQL p50 ${endpointSql.p50.toFixed(1)} ms p95 ${endpointSql.p95.toFixed(1)} ms; page query p50 ${raw.p50.toFixed(1)} ms p95 ${raw.p95.toFixed(1)} ms`,
      );
      rows.push({
        metric: `${kind}: ${label} (API p50 / p95)`,
        value: `${api.p50.toFixed(1)} / ${api.p95.toFixed(1)} ms`,
        budget: kind === 'postgres' && budgeted ? 'p95 <= 50 ms' : '',
        status: kind === 'postgres' && budgeted ? (budgetOk ? 'PASS' : 'FAIL') : '',
      });
      rows.push({
        metric: `${kind}: ${label} (endpoint SQL p50 / p95)`,
        value: `${endpointSql.p50.toFixed(1)} / ${endpointSql.p95.toFixed(1)} ms (API ${ratio.toFixed(1)}x)`,
        budget: budgeted ? 'API <= 2x' : '',
        status: budgeted ? (ratio <= 2 ? 'PASS' : 'FAIL') : '',
      });
      rows.push({
        metric: `${kind}: ${label} (page query alone p50 / p95)`,
        value: `${raw.p50.toFixed(1)} / ${raw.p95.toFixed(1)} ms`,
        budget: '',
        status: '',
      });
    }
    for (const label of BUDGETED) {
      const query = new URLSearchParams(QUERIES[label as keyof typeof QUERIES]);
      query.delete('sort');
      const {
        q,
        category: _category,
        ...filters
      } = RecipeCountsQuerySchema.parse(Object.fromEntries(query));
      const { api, raw } = await timeInterleaved(
        {
          api: async () => {
            const response = await app.inject({
              method: 'GET',
              url: `/api/recipes/counts?${query.toString()}`,
              headers: { cookie },
            });
            if (response.statusCode !== 200) throw new Error(`counts failed: ${response.body}`);
          },
          raw: () => repository.countPage({ ...filters, userId, words: searchWords(q) }),
        },
        { rounds: RUNS },
      );
      console.log(
        `bench: ${kind}: counts, ${label}: API p50 ${api.p50.toFixed(1)} ms p95 ${api.p95.toFixed(1)} ms; count query p50 ${raw.p50.toFixed(1)} ms p95 ${raw.p95.toFixed(1)} ms`,
      );
      rows.push({
        metric: `${kind}: counts, ${label} (API p50 / p95; count query p50 / p95)`,
        value: `${api.p50.toFixed(1)} / ${api.p95.toFixed(1)} ms; ${raw.p50.toFixed(1)} / ${raw.p95.toFixed(1)} ms`,
        budget: '',
        status: '',
      });
    }
    return { rows, seedMs };
  } finally {
    await close();
  }
}

const results = await onBothEngines('recipes', measure);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'recipe-list.json'),
  JSON.stringify({ recipes: RECIPES, runs: RUNS, ...results }, null, 2),
);
console.log('bench: results written to bench/results/recipe-list.json');
