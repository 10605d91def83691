import type { RecipeListCounts } from '@simmer/domain/recipes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { recipes } from '../../db/schema';

interface NewRecipe {
  name: string;
  tags?: string[];
  cookTime?: number;
  difficulty?: 'easy' | 'medium' | 'hard';
  visibility?: 'public' | 'private';
  ingredient?: string;
  isPurchasable?: boolean;
  price?: number;
}

describe('GET /api/recipes/counts', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let other: TestUser;
  let chef: TestUser;
  const ids: Record<string, string> = {};

  async function create(who: TestUser, recipe: NewRecipe) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
      payload: {
        name: recipe.name,
        tags: recipe.tags ?? [],
        prepTime: 5,
        cookTime: recipe.cookTime ?? 10,
        difficulty: recipe.difficulty ?? 'medium',
        visibility: recipe.visibility ?? 'public',
        isPurchasable: recipe.isPurchasable ?? false,
        price: recipe.price ?? 0,
        ingredients: [{ name: recipe.ingredient ?? 'water', quantity: 1 }],
        instructions: ['Cook it.'],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[recipe.name] = response.json<{ id: string }>().id;
  }

  async function count(query: string, who = cook): Promise<RecipeListCounts> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes/counts?${query}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecipeListCounts>();
  }

  async function names(query: string, who = cook): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes?limit=50&${query}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipes: { name: string }[] }>().recipes.map((r) => r.name);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    other = await createTestUser(ctx, { role: 'pro' });
    chef = await createTestUser(ctx, { role: 'chef' });
    await create(cook, { name: 'Porridge', tags: ['breakfast', 'healthy'], difficulty: 'easy' });
    await create(cook, { name: 'Pancakes', tags: ['breakfast'], cookTime: 20 });
    await create(cook, { name: 'Lasagne', tags: ['dinner'], cookTime: 90, difficulty: 'hard' });
    await create(cook, { name: 'My private soup', visibility: 'private', difficulty: 'easy' });
    await create(other, { name: 'Secret breakfast', tags: ['breakfast'], visibility: 'private' });
    await create(other, { name: 'Shared salad', tags: ['healthy'], difficulty: 'easy' });
    await create(chef, {
      name: 'Premium stew',
      tags: ['dinner'],
      cookTime: 60,
      ingredient: 'saffron',
      isPurchasable: true,
      price: 4.99,
    });
    await ctx.database.db.update(recipes).set({ rating: 4.5 }).where(eq(recipes.id, ids.Lasagne!));
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${ids['Shared salad']}/save`,
      headers: { cookie: cook.cookie, origin: TEST_ORIGIN },
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('counts every recipe the user may see, under each category, without another user’s private ones', async () => {
    const counts = await count('');

    expect(counts).toEqual({
      total: 6,
      categories: {
        all: 6,
        quickMeals: 4,
        favorites: 1,
        breakfast: 2,
        dinner: 2,
        healthy: 2,
        popular: 1,
        chef: 1,
      },
    });
    expect((await count('', other)).categories).toMatchObject({
      all: 6,
      breakfast: 3,
      favorites: 0,
    });
  });

  it('counts under the other filters, with the total of the chosen category', async () => {
    const counts = await count('category=quickMeals&difficulty=easy');

    expect(counts).toEqual({
      total: 3,
      categories: {
        all: 3,
        quickMeals: 3,
        favorites: 1,
        breakfast: 1,
        dinner: 0,
        healthy: 2,
        popular: 0,
        chef: 0,
      },
    });
  });

  it('counts every recipe a search finds, and no locked recipe by what it hides', async () => {
    expect((await count('q=pancakes%20porridge')).total).toBe(2);
    expect((await names('q=pancakes%20porridge')).sort()).toEqual(['Pancakes', 'Porridge']);
    expect((await count('q=saffron')).total).toBe(0);
    expect(await names('q=saffron')).toEqual([]);
    expect((await count('q=saffron', chef)).total).toBe(1);
  });

  it('gives, for each category, the number of recipes the list pages through', async () => {
    const counts = await count('difficulty=easy,medium');

    for (const [category, total] of Object.entries(counts.categories)) {
      expect(await names(`difficulty=easy,medium&category=${category}`), category).toHaveLength(
        total,
      );
    }
  });

  it('refuses a filter the list refuses, with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes/counts?category=snacks',
      headers: { cookie: cook.cookie },
    });

    expect(response.statusCode).toBe(400);
  });

  it('answers one user at most 120 counts a minute (each reads every match), others unaffected', async () => {
    const ask = (who: { cookie: string }) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/recipes/counts',
        headers: { cookie: who.cookie },
      });
    const fresh = await createTestUser(ctx, { role: 'pro' });
    const statuses: number[] = [];
    for (let n = 0; n < 121; n += 1) statuses.push((await ask(fresh)).statusCode);

    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await ask(chef)).statusCode).toBe(200);
  });
});
