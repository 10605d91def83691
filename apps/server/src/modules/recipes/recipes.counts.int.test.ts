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

describe('GET /api/recipes?counts=true', () => {
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

  async function list(query: string, who = cook) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes?${query}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipes: { name: string }[]; counts?: RecipeListCounts }>();
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
    const { counts } = await list('counts=true');

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
    const { counts: theirs } = await list('counts=true', other);
    expect(theirs?.categories).toMatchObject({ all: 6, breakfast: 3, favorites: 0 });
  });

  it('counts under the other filters, with the total of the chosen category', async () => {
    const { counts } = await list('counts=true&category=quickMeals&difficulty=easy');

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
    const found = await list('counts=true&q=pancakes%20porridge');
    const hidden = await list('counts=true&q=saffron');
    const chefSees = await list('counts=true&q=saffron', chef);

    expect(found.counts?.total).toBe(2);
    expect(found.recipes.map((r) => r.name).sort()).toEqual(['Pancakes', 'Porridge']);
    expect(hidden.counts?.total).toBe(0);
    expect(hidden.recipes).toEqual([]);
    expect(chefSees.counts?.total).toBe(1);
  });

  it('gives the same total as paging through the whole list', async () => {
    const { counts } = await list('counts=true&limit=2');
    const names: string[] = [];
    for (let cursor: number | null = 0; cursor !== null;) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/recipes?limit=2&cursor=${cursor}`,
        headers: { cookie: cook.cookie },
      });
      const page: { recipes: { name: string }[]; nextCursor: number | null } = response.json();
      names.push(...page.recipes.map((r) => r.name));
      cursor = page.nextCursor;
    }

    expect(names).toHaveLength(counts!.total);
  });

  it('leaves the counts out unless asked', async () => {
    expect(await list('')).not.toHaveProperty('counts');
    expect(await list('counts=false')).not.toHaveProperty('counts');
  });

  it('refuses a counts value that is not true or false with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes?counts=yes',
      headers: { cookie: cook.cookie },
    });

    expect(response.statusCode).toBe(400);
  });
});
