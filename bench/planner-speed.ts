// Benchmark: time to plan a week (issue 16) on PostgreSQL with 100,000 recipes (BENCH_RECIPES),
// through the real app: POST /api/planning/week with the local planner and a new seed each time
// (session, profile, settings, the week's meals, the bounded candidate queries, scoring, JSON).
// Runs in a throwaway database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local
// server), dropped afterwards. Budget: p95 ≤ 150 ms. Writes bench/results/planner-speed.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WeekPlan } from '@simmer/domain/planning';
import { defaultCookingProfile } from '@simmer/domain/profiles';
import type { Database } from '../apps/server/src/db/client';
import { onPostgres, time } from './lib/engines';
import { startBenchApp } from './lib/app';
import { formatTable } from './lib/format-table.mjs';
import { seedRecipes } from './lib/recipe-seed';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 120);
const COOKS = 10;
const ORIGIN = 'http://localhost:3000';
const BUDGET_MS = 150;

async function measure(database: Database): Promise<Record<string, string>[]> {
  const { app, close } = await startBenchApp(database);
  try {
    const signUp = async (email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email, password: 'bench-password', name: 'Bench' },
      });
      return {
        id: response.json<{ user: { id: string } }>().user.id,
        cookie: [response.headers['set-cookie']]
          .flat()
          .map((c) => String(c).split(';')[0])
          .join('; '),
      };
    };
    const owner = await signUp('owner@example.com');
    const seedMs = await seedRecipes(database, owner.id, RECIPES);
    console.log(`bench: ${RECIPES} recipes seeded in ${(seedMs / 1000).toFixed(1)} s`);

    // Cooks of every meal type, favourite cuisines, and for half of them a diet.
    const cooks: { id: string; cookie: string }[] = [];
    for (let i = 0; i < COOKS; i += 1) {
      const cook = await signUp(`cook-${i}@example.com`);
      await app.services.accounts.setRole(cook.id, 'pro');
      const profile = {
        ...defaultCookingProfile(),
        weekdayCookingFrequency: 5,
        weekendCookingFrequency: 2,
        cuisinePreferences: [
          { cuisine: 'Italian' as const, rating: 1 as const },
          { cuisine: 'Thai' as const, rating: 1 as const },
        ],
        dietaryRestrictions: i % 2 === 0 ? (['vegetarian'] as const) : (['none'] as const),
      };
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/me/cooking-profile',
        headers: { cookie: cook.cookie, origin: ORIGIN },
        payload: { ...profile, dietaryRestrictions: [...profile.dietaryRestrictions] },
      });
      if (saved.statusCode !== 200) throw new Error(saved.body);
      cooks.push(cook);
    }

    let turn = 0;
    let meals = 0;
    const today = new Date().toISOString().slice(0, 10);
    const plan = async () => {
      const cook = cooks[turn % COOKS]!;
      turn += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/planning/week',
        headers: { cookie: cook.cookie, origin: ORIGIN },
        payload: { today, seed: turn * 7919, source: 'local' },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      meals = response.json<WeekPlan>().meals.length;
    };
    const figures = await time(plan, { runs: RUNS, warmUp: 5 });
    console.log(
      `bench: plan a week: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`,
    );
    return [
      {
        metric: `postgres: plan a week, ${RECIPES.toLocaleString('en-US')} recipes (${meals} meals; p50 / p95)`,
        value: `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms`,
        budget: `p95 <= ${BUDGET_MS} ms`,
        status: figures.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      },
    ];
  } finally {
    await close();
  }
}

const rows = await onPostgres('planner', measure);
if (!rows) process.exit(1);
console.log(formatTable(rows));
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'planner-speed.json'),
  JSON.stringify({ runs: RUNS, recipes: RECIPES, rows }, null, 2),
);
