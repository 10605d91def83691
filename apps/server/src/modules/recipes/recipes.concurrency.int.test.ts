import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import {
  chefFollows,
  chefs,
  recipes,
  recipeStats,
  shareEvents,
  userRecipes,
} from '../../db/schema';

const PARALLEL = 40;

const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  ingredients: [{ name: 'flour', quantity: 2, unit: 'cup' }],
  instructions: ['Mix.', 'Bake.'],
  visibility: 'public',
  ...extra,
});

const times = <T>(n: number, run: () => Promise<T>) => Promise.all(Array.from({ length: n }, run));

describe('the same write sent many times at once', () => {
  let ctx: TestContext;
  let author: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    author = await createTestUser(ctx, { role: 'pro' });
  });
  afterAll(() => ctx.close());

  async function createRecipe(name: string, extra: Record<string, unknown> = {}) {
    const response = await apiCall(ctx, author, 'POST', '/api/recipes', recipe(name, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; chefId: string | null }>();
  }

  async function saveCounts(recipeId: string) {
    const [row] = await ctx.database.db
      .select({ onRecipe: recipes.saveCount, inStats: recipeStats.saveCount })
      .from(recipes)
      .innerJoin(recipeStats, eq(recipeStats.recipeId, recipes.id))
      .where(eq(recipes.id, recipeId));
    return row;
  }

  async function links(userId: string, recipeId: string) {
    return ctx.database.db
      .select()
      .from(userRecipes)
      .where(and(eq(userRecipes.userId, userId), eq(userRecipes.recipeId, recipeId)));
  }

  it('saves a recipe once when 40 saves arrive together', async () => {
    const { id } = await createRecipe('Forty Saves Bread');
    const cook = await createTestUser(ctx);

    const responses = await times(PARALLEL, () =>
      apiCall(ctx, cook, 'PUT', `/api/recipes/${id}/save`),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(responses.map((r) => r.json())).toEqual(
      Array(PARALLEL).fill({ isSaved: true, saveCount: 1 }),
    );
    expect(await links(cook.id, id)).toEqual([expect.objectContaining({ favorite: true })]);
    expect(await saveCounts(id)).toEqual({ onRecipe: 1, inStats: 1 });
  });

  it('unsaves a recipe once when 40 unsaves arrive together', async () => {
    const { id } = await createRecipe('Forty Unsaves Bread');
    const cook = await createTestUser(ctx);
    await apiCall(ctx, cook, 'PUT', `/api/recipes/${id}/save`);

    const responses = await times(PARALLEL, () =>
      apiCall(ctx, cook, 'DELETE', `/api/recipes/${id}/save`),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(responses.map((r) => r.json())).toEqual(
      Array(PARALLEL).fill({ isSaved: false, saveCount: 0 }),
    );
    expect(await saveCounts(id)).toEqual({ onRecipe: 0, inStats: 0 });
  });

  it('saves a shared recipe once, and counts one save on the share, when 40 arrive together', async () => {
    const { id } = await createRecipe('Forty Shared Saves Stew');
    const share = await apiCall(ctx, author, 'POST', `/api/recipes/${id}/shares`, {});
    const { url } = share.json<{ url: string }>();
    const shareId = url.split('/').at(-2)!;
    const friend = await createTestUser(ctx);

    const responses = await times(PARALLEL, () =>
      apiCall(ctx, friend, 'POST', `/api/shared/${shareId}/${id}/save`),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(responses.map((r) => r.json())).toEqual(
      Array(PARALLEL).fill({ isSaved: true, saveCount: 1 }),
    );
    expect(await links(friend.id, id)).toEqual([
      expect.objectContaining({ favorite: true, source: 'share', shareId }),
    ]);
    expect(await saveCounts(id)).toEqual({ onRecipe: 1, inStats: 1 });
    const [event] = await ctx.database.db
      .select({ saves: shareEvents.saves, convertedUsers: shareEvents.convertedUsers })
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(event).toEqual({ saves: 1, convertedUsers: [friend.id] });
  });

  it('follows a chef once when 40 follows arrive together, and unfollows once', async () => {
    const chefUser = await createTestUser(ctx, { role: 'chef' });
    const published = await apiCall(ctx, chefUser, 'POST', '/api/recipes', {
      ...recipe('Chef Race Tart'),
      visibility: undefined,
      author: 'Chef Race Tester',
    });
    const chefId = published.json<{ chefId: string | null }>().chefId ?? '';
    expect(chefId).not.toBe('');
    const fan = await createTestUser(ctx);

    const follows = await times(PARALLEL, () =>
      apiCall(ctx, fan, 'PUT', `/api/chefs/${chefId}/follow`),
    );
    const [afterFollows] = await ctx.database.db
      .select({ followerCount: chefs.followerCount })
      .from(chefs)
      .where(eq(chefs.id, chefId));
    const [followRows] = await ctx.database.db
      .select({ n: count() })
      .from(chefFollows)
      .where(and(eq(chefFollows.userId, fan.id), eq(chefFollows.chefId, chefId)));
    const unfollows = await times(PARALLEL, () =>
      apiCall(ctx, fan, 'DELETE', `/api/chefs/${chefId}/follow`),
    );

    expect(follows.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(follows.map((r) => r.json())).toEqual(
      Array(PARALLEL).fill({ isFollowing: true, followerCount: 1 }),
    );
    expect(afterFollows).toEqual({ followerCount: 1 });
    expect(followRows).toEqual({ n: 1 });
    expect(unfollows.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(unfollows.map((r) => r.json())).toEqual(
      Array(PARALLEL).fill({ isFollowing: false, followerCount: 0 }),
    );
  });

  it('lets a free cook at 4 recipes create only one more when several creates arrive together', async () => {
    const free = await createTestUser(ctx);
    for (const n of [1, 2, 3, 4]) {
      const created = await apiCall(ctx, free, 'POST', '/api/recipes', recipe(`Own dish ${n}`));
      expect(created.statusCode, created.body).toBe(201);
    }

    const responses = await times(8, () =>
      apiCall(ctx, free, 'POST', '/api/recipes', recipe('One too many')),
    );

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(403)]);
    const refused = responses.find((r) => r.statusCode === 403)!;
    expect(refused.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: RECIPE_MESSAGES.limitReached },
    });
    const [owned] = await ctx.database.db
      .select({ n: count() })
      .from(recipes)
      .where(eq(recipes.createdBy, free.id));
    expect(owned).toEqual({ n: 5 });
  });
});
