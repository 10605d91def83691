// Benchmark: the questionnaire's preview week (issue 17) for an anonymous visitor on PostgreSQL
// with 100,000 recipes (BENCH_RECIPES), through the real app: POST /api/onboarding/preview-plan
// (the per-address rate limit's count, the public-only candidate queries, the local planner, the
// chosen recipes' times and nutrition, JSON). Each request comes from its own address, as
// visitors do, and sends one of 10 profiles (favourite cuisines; half vegetarian; every persona).
// Runs in a throwaway database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local
// server), dropped afterwards. Budget: p95 ≤ 200 ms. Writes bench/results/meal-preview.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewPlan } from '@simmer/domain/onboarding';
import { PERSONAS, defaultCookingProfile, type CookingProfile } from '@simmer/domain/profiles';
import type { Database } from '../apps/server/src/db/client';
import { onPostgres, time } from './lib/engines';
import { startBenchApp } from './lib/app';
import { formatTable } from './lib/format-table.mjs';
import { seedRecipes } from './lib/recipe-seed';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 120);
const PROFILES = 10;
const ORIGIN = 'http://localhost:3000';
const BUDGET_MS = 200;

function profileOf(i: number): CookingProfile {
  return {
    ...defaultCookingProfile(),
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    mealPreferences: {
      breakfast: { enabled: true, servings: 2 },
      lunch: { enabled: true, servings: 2 },
      dinner: { enabled: true, servings: 2 },
      snack: { enabled: i % 3 === 0, servings: 1 },
    },
    cuisinePreferences: [
      { cuisine: i % 2 === 0 ? 'Italian' : 'Mexican', rating: 1 },
      { cuisine: 'Thai', rating: 1 },
      { cuisine: 'French', rating: -1 },
    ],
    dietaryRestrictions: i % 2 === 0 ? ['vegetarian'] : ['none'],
  };
}

async function measure(database: Database): Promise<Record<string, string>[]> {
  const { app, close } = await startBenchApp(database);
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: 'owner@example.com', password: 'bench-password', name: 'Bench' },
    });
    const ownerId = signUp.json<{ user: { id: string } }>().user.id;
    const seedMs = await seedRecipes(database, ownerId, RECIPES);
    console.log(`bench: ${RECIPES} recipes seeded in ${(seedMs / 1000).toFixed(1)} s`);

    let turn = 0;
    let meals = 0;
    const today = new Date().toISOString().slice(0, 10);
    const preview = async () => {
      const i = turn % PROFILES;
      turn += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/onboarding/preview-plan',
        // A new visitor each time: the per-address limit never bites, and its count is measured.
        remoteAddress: `10.${Math.floor(turn / 65_000) % 250}.${Math.floor(turn / 250) % 250}.${turn % 250}`,
        headers: { origin: ORIGIN },
        payload: { today, persona: PERSONAS[i % PERSONAS.length], cookingProfile: profileOf(i) },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      meals = response
        .json<PreviewPlan>()
        .days.reduce(
          (n, day) =>
            n + [day.breakfast, day.lunch, day.dinner].filter(Boolean).length + day.snacks.length,
          0,
        );
    };
    const figures = await time(preview, { runs: RUNS, warmUp: 5 });
    console.log(
      `bench: preview a week: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`,
    );
    return [
      {
        metric: `postgres: visitor's preview week, ${RECIPES.toLocaleString('en-US')} recipes (${meals} meals; p50 / p95)`,
        value: `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms`,
        budget: `p95 <= ${BUDGET_MS} ms`,
        status: figures.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      },
    ];
  } finally {
    await close();
  }
}

const rows = await onPostgres('meal_preview', measure);
if (!rows) process.exit(1);
console.log(formatTable(rows));
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'meal-preview.json'),
  JSON.stringify({ runs: RUNS, recipes: RECIPES, rows }, null, 2),
);
