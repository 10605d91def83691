// Benchmark: the Recipe Wizard's suggestions for one placeholder meal, and the stories feed, on
// PostgreSQL with 100,000 recipes (a throwaway database on BENCH_DATABASE_URL / TEST_DATABASE_URL,
// default the local server, dropped after).
// For each case: p50/p95 of the service (every statement the endpoint runs: the meal, the
// candidates, the own-recipe count, the stories when the cook has fewer than 10 own recipes, the
// presented recipes with images) over BENCH_RUNS runs, and of the API through the app (session,
// rate limit, JSON) over 50 runs, below the endpoint's per-user limit.
// Writes bench/results/wizard-suggestions.json. Budget (issue 16): suggestions p95 ≤ 50 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { addDays, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import { sql } from 'drizzle-orm';
import { type Database } from '../apps/server/src/db/client';
import { userRecipes } from '../apps/server/src/db/schema';
import { createSuggestionsService } from '../apps/server/src/modules/suggestions';
import { onPostgres, time } from './lib/engines';
import { startBenchApp } from './lib/app';
import { formatTable } from './lib/format-table.mjs';
import { seedRecipes } from './lib/recipe-seed';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const API_RUNS = 50;
const ORIGIN = 'http://localhost:3000';
const BUDGET_MS = 50;

async function measure(database: Database) {
  const { app, close } = await startBenchApp(database);
  try {
    const signUp = async (email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email, password: 'bench-password', name: 'Bench' },
      });
      const id = response.json<{ user: { id: string } }>().user.id;
      const cookie = [response.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      return { id, cookie };
    };
    const owner = await signUp('owner@example.com');
    // One cook per case: the endpoint's per-user rate limit stays out of the timings.
    const newcomer = await signUp('newcomer@example.com');
    const regular = await signUp('regular@example.com');
    const regularToo = await signUp('regular-too@example.com');
    for (const user of [newcomer, regular, regularToo]) {
      await app.services.accounts.setRole(user.id, 'pro');
    }
    console.log(`bench: seeding ${RECIPES.toLocaleString()} recipes...`);
    const seedMs = await seedRecipes(database, owner.id, RECIPES);
    console.log(`bench: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    // The regular cooks have 12 favourites (no stories in the wizard); the newcomer none.
    const favourites = Array.from({ length: 12 }, (_, i) => `bench-${(i + 1) * 7}`);
    for (const user of [regular, regularToo]) {
      await database.db
        .insert(userRecipes)
        .values(favourites.map((recipeId) => ({ userId: user.id, recipeId, favorite: true })));
    }
    await database.db.execute(sql`vacuum analyze user_recipes`);

    const day = addDays(toIsoDay(new Date()), 1);
    const placeholder = async (user: { cookie: string }, body: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/meals',
        headers: { cookie: user.cookie, origin: ORIGIN },
        payload: { kind: 'placeholder', date: day, ...body },
      });
      return response.json<Meal>();
    };
    const service = createSuggestionsService({
      db: database.db,
      recipes: app.services.recipes,
      mealPlans: app.services.mealPlans,
    });
    const viewerOf = async (id: string) => {
      const profile = await app.services.accounts.getProfile(id);
      return {
        id,
        email: profile.email,
        name: profile.displayName,
        role: profile.role,
        permissions: profile.permissions,
      };
    };

    const cases = [
      {
        label: 'suggestions, titled placeholder, 12 own recipes',
        user: regular,
        meal: { mealType: 'lunch', title: 'Italian comfort-food' },
      },
      {
        label: 'suggestions, untitled placeholder, 12 own recipes',
        user: regularToo,
        meal: { mealType: 'dinner' },
      },
      {
        label: 'suggestions + stories, titled placeholder, no own recipes',
        user: newcomer,
        meal: { mealType: 'breakfast', title: 'Greek quick' },
      },
    ];
    const rows: Record<string, string>[] = [];
    for (const { label, user, meal: mealBody } of cases) {
      const meal = await placeholder(user, mealBody);
      const viewer = await viewerOf(user.id);
      let shown = 0;
      const serviceTimes = await time(
        async () => {
          shown = (await service.wizardSuggestions(viewer, { mealId: meal.id, exclude: [] }))
            .length;
        },
        { runs: RUNS },
      );
      const apiTimes = await time(
        async () => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/meals/${meal.id}/suggestions`,
            headers: { cookie: user.cookie },
          });
          if (response.statusCode !== 200) throw new Error(`suggestions: ${response.body}`);
        },
        { runs: API_RUNS, warmUp: 2 },
      );
      console.log(
        `bench: ${label}: service p50 ${serviceTimes.p50.toFixed(1)} ms p95 ${serviceTimes.p95.toFixed(1)} ms; API p50 ${apiTimes.p50.toFixed(1)} ms p95 ${apiTimes.p95.toFixed(1)} ms (${shown} suggestions)`,
      );
      rows.push({
        metric: `postgres: ${label} (service p50 / p95)`,
        value: `${serviceTimes.p50.toFixed(1)} / ${serviceTimes.p95.toFixed(1)} ms`,
        budget: `p95 <= ${BUDGET_MS} ms`,
        status: serviceTimes.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      });
      rows.push({
        metric: `postgres: ${label} (API p50 / p95)`,
        value: `${apiTimes.p50.toFixed(1)} / ${apiTimes.p95.toFixed(1)} ms`,
        budget: `p95 <= ${BUDGET_MS} ms`,
        status: apiTimes.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      });
    }
    const viewer = await viewerOf(regular.id);
    const stories = await time(() => service.stories(viewer), { runs: RUNS });
    console.log(
      `bench: stories feed: service p50 ${stories.p50.toFixed(1)} ms p95 ${stories.p95.toFixed(1)} ms`,
    );
    rows.push({
      metric: 'postgres: stories feed (service p50 / p95)',
      value: `${stories.p50.toFixed(1)} / ${stories.p95.toFixed(1)} ms`,
      budget: '',
      status: '',
    });
    return { rows, seedMs };
  } finally {
    await close();
  }
}

const result = await onPostgres('wizard', measure);
if (!result) process.exit(1);
// The machine's load during the timings: on a shared box the figures mean little without it.
const load = loadavg().map((value) => value.toFixed(1));
result.rows.push({
  metric: 'load average (1, 5, 15 min) at the end',
  value: load.join(', '),
  budget: '',
  status: '',
});
console.log(formatTable(result.rows));
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'wizard-suggestions.json'),
  JSON.stringify(
    { recipes: RECIPES, runs: RUNS, apiRuns: API_RUNS, loadAverage: load, ...result },
    null,
    2,
  ),
);
console.log('bench: results written to bench/results/wizard-suggestions.json');
