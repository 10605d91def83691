import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUISINES, DIFFICULTIES } from '@simmer/domain/recipes';
import type { GroceryList } from '@simmer/domain/grocery';
import type { Meal } from '@simmer/domain/meal-plans';
import { cookieHeader, createTestApp, TEST_ORIGIN, type TestContext } from '../../test/helpers';
import { recipeImages, recipes, recipeStats, userRecipes, users } from '../db/schema';
import { DEMO_PLAN_EMAIL, seedDemoPlan } from './demo-plan';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './index';

describe('seedDemoData', () => {
  let ctx: TestContext;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { auth, storage, ingredients } = ctx.app.services;
    firstRun = await seedDemoData({ db: ctx.database.db, auth, storage, ingredients });
  }, 120_000);
  afterAll(() => ctx.close());

  it('matches the demo ingredients to the catalogue, as a saved recipe’s are', async () => {
    const rows = await ctx.database.db.select().from(recipes);
    const all = rows.flatMap((recipe) => recipe.ingredients);
    const matched = all.filter((i) => i.ingredientId && !i.ingredientId.startsWith('temp-'));

    expect(matched.length / all.length).toBeGreaterThan(0.7);
    expect(all.every((i) => i.ingredientId)).toBe(true);
  });

  it('creates at least 60 complete recipes with images', async () => {
    const rows = await ctx.database.db.select().from(recipes);

    expect(firstRun).toEqual({ seeded: true, recipes: rows.length });
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const recipe of rows) {
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      expect(recipe.instructions.length).toBeGreaterThan(0);
      expect(recipe.ingredients.every((i) => i.name && i.unit !== undefined)).toBe(true);
      expect(recipe.instructions.every((s) => s.text && s.estimatedDuration > 0)).toBe(true);
      expect(CUISINES).toContain(recipe.cuisine);
      expect(DIFFICULTIES).toContain(recipe.difficulty);
      expect(recipe.totalTime).toBe(recipe.prepTime + recipe.cookTime);
    }
    const tags = new Set(rows.flatMap((r) => r.tags));
    expect([...tags]).toEqual(expect.arrayContaining(['breakfast', 'dinner', 'healthy']));
  });

  it('stores thumb, medium and large JPEG variants for every recipe image', async () => {
    const images = await ctx.database.db.select().from(recipeImages);
    const root = path.join(ctx.config.dataDir, 'uploads');

    expect(images.length).toBe(firstRun.recipes);
    for (const image of images) {
      for (const variant of ['thumb', 'medium', 'large']) {
        expect(existsSync(path.join(root, `${image.storageKey}_${variant}.jpg`))).toBe(true);
      }
    }
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/media/${images[0]!.storageKey}_thumb.jpg`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('writes stats and the owner link with every recipe', async () => {
    const [stats] = await ctx.database.db.select({ n: count() }).from(recipeStats);
    const [links] = await ctx.database.db.select({ n: count() }).from(userRecipes);

    expect(stats!.n).toBe(firstRun.recipes);
    expect(links!.n).toBe(firstRun.recipes);
  });

  it('creates one demo account per role that can sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
    }

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'chef@simmer.test', password: DEMO_PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('does nothing the second time', async () => {
    const { auth, storage } = ctx.app.services;

    const again = await seedDemoData({ db: ctx.database.db, auth, storage });

    const [total] = await ctx.database.db.select({ n: count() }).from(recipes);
    expect(again).toEqual({ seeded: false, recipes: 0 });
    expect(total!.n).toBe(firstRun.recipes);
  });
});

describe('an interrupted seed', () => {
  it('writes no recipes and completes on the next run', async () => {
    const ctx = await createTestApp();
    const { auth, storage } = ctx.app.services;
    const controller = new AbortController();
    controller.abort();

    await expect(
      seedDemoData({ db: ctx.database.db, auth, storage, signal: controller.signal }),
    ).rejects.toThrow('Seeding interrupted by shutdown');
    const [afterAbort] = await ctx.database.db.select({ n: count() }).from(recipes);
    const retry = await seedDemoData({ db: ctx.database.db, auth, storage });

    expect(afterAbort!.n).toBe(0);
    expect(retry.seeded).toBe(true);
    await ctx.close();
  }, 120_000);
});

describe('seedDemoPlan', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { auth, storage, ingredients } = ctx.app.services;
    await seedDemoData({ db: ctx.database.db, auth, storage, ingredients });
  }, 120_000);
  afterAll(() => ctx.close());

  it('plans the pro demo account’s next days, with a shopping list built from them', async () => {
    const planned = await seedDemoPlan(ctx.database.db, ctx.app.services, '2026-11-23');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: DEMO_PLAN_EMAIL, password: DEMO_PASSWORD },
    });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

    const { meals } = (await get('/api/meals?start=2026-11-23&end=2026-11-29')).json<{
      meals: Meal[];
    }>();
    expect(planned).toBe(8);
    expect(meals.map((meal) => meal.kind).sort()).toEqual([
      'item',
      'placeholder',
      'recipe',
      'recipe',
      'recipe',
      'recipe',
      'recipe',
      'recipe',
    ]);
    const list = (await get('/api/grocery?start=2026-11-23&end=2026-11-30')).json<GroceryList>();
    expect(list.lines.length).toBeGreaterThan(10);
    expect(list.lines.some((line) => line.sources.length > 1)).toBe(true);
  });
});
