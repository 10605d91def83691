import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { chefFollows, chefs, recipes } from '../../db/schema';

const recipe = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  author: 'Chef Integration Tester',
  ingredients: [{ name: 'flour', quantity: 2, unit: 'cup' }],
  instructions: ['Mix.', 'Bake.'],
  ...extra,
});

describe('chefs', () => {
  let ctx: TestContext;
  let chefUser: TestUser;
  let fan: TestUser;
  let chefId: string;
  const ids: Record<'older' | 'newer' | 'premium' | 'private', string> = {
    older: '',
    newer: '',
    premium: '',
    private: '',
  };

  async function createAsChef(name: string, extra: Record<string, unknown> = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: chefUser.cookie, origin: TEST_ORIGIN },
      payload: recipe(name, extra),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; chefId: string | null }>();
  }

  const follow = (method: 'PUT' | 'DELETE', user: TestUser | null, id = chefId) =>
    ctx.app.inject({
      method,
      url: `/api/chefs/${id}/follow`,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    });

  const getChef = (user: TestUser | null, id = chefId) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/chefs/${id}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    chefUser = await createTestUser(ctx, { role: 'chef' });
    fan = await createTestUser(ctx);
    const older = await createAsChef('Chef Test Older Loaf');
    chefId = older.chefId!;
    ids.older = older.id;
    ids.premium = (
      await createAsChef('Chef Test Premium Tart', { isPurchasable: true, price: 4.99 })
    ).id;
    ids.private = (await createAsChef('Chef Test Private Notes')).id;
    // A chef's recipe can only be private when written outside the form's rules (e.g. before they were a chef).
    await ctx.database.db
      .update(recipes)
      .set({ visibility: 'private' })
      .where(eq(recipes.id, ids.private));
    ids.newer = (await createAsChef('Chef Test Newer Loaf')).id;
    // Newest first is by creation time; make the order unambiguous.
    for (const [key, minutesAgo] of [
      ['older', 30],
      ['premium', 20],
      ['private', 10],
      ['newer', 0],
    ] as const) {
      await ctx.database.db
        .update(recipes)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(recipes.id, ids[key]));
    }
  }, 60_000);
  afterAll(() => ctx.close());

  describe('GET /api/chefs/:id', () => {
    it('shows a chef to a visitor with the public and chef recipes, newest first, premium locked', async () => {
      const response = await getChef(null);

      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({
        id: chefId,
        name: 'Chef Integration Tester',
        bio: '',
        followerCount: 0,
        recipeCount: 3,
        isFollowing: false,
      });
      expect(page.recipes.map((r: { id: string }) => r.id)).toEqual([
        ids.newer,
        ids.premium,
        ids.older,
      ]);
      const premium = page.recipes.find((r: { id: string }) => r.id === ids.premium);
      expect(premium).toMatchObject({ isLocked: true, price: expect.any(Number) });
      // A list carries no recipe's ingredients or steps, locked or not: the recipe itself does.
      expect(page.recipes.some((r: object) => 'ingredients' in r || 'instructions' in r)).toBe(
        false,
      );
      expect(page.recipes.every((r: { isSaved: boolean }) => r.isSaved === false)).toBe(true);
    });

    it("gives the chef's own user their private recipe and unlocked premium content", async () => {
      const response = await getChef(chefUser);

      const page = response.json();
      expect(page.recipeCount).toBe(4);
      expect(page.recipes.map((r: { id: string }) => r.id)).toEqual([
        ids.newer,
        ids.private,
        ids.premium,
        ids.older,
      ]);
      const premium = page.recipes.find((r: { id: string }) => r.id === ids.premium);
      expect(premium.isLocked).toBe(false);
    });

    it("hides the chef's private recipe from another signed-in user and shows what they saved", async () => {
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/recipes/${ids.older}/save`,
        headers: { cookie: fan.cookie, origin: TEST_ORIGIN },
      });

      const response = await getChef(fan);

      const page = response.json();
      expect(page.recipeCount).toBe(3);
      expect(page.recipes.map((r: { id: string }) => r.id)).not.toContain(ids.private);
      const saved = page.recipes.filter((r: { isSaved: boolean }) => r.isSaved);
      expect(saved.map((r: { id: string }) => r.id)).toEqual([ids.older]);
    });

    it('answers 404 Chef not found for an unknown id', async () => {
      const response = await getChef(fan, 'no-such-chef');

      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Chef not found',
      });
    });

    it('refuses a blank id with a 400', async () => {
      const response = await getChef(null, '%20');

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('PUT and DELETE /api/chefs/:id/follow', () => {
    it('follows once however often it is asked, moving the count and the follow row together', async () => {
      const first = await follow('PUT', fan);
      const second = await follow('PUT', fan);

      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ isFollowing: true, followerCount: 1 });
      expect(second.json()).toEqual({ isFollowing: true, followerCount: 1 });
      const rows = await ctx.database.db
        .select()
        .from(chefFollows)
        .where(eq(chefFollows.chefId, chefId));
      expect(rows.map((row) => row.userId)).toEqual([fan.id]);
      expect((await getChef(fan)).json()).toMatchObject({ isFollowing: true, followerCount: 1 });
      expect((await getChef(null)).json()).toMatchObject({ isFollowing: false, followerCount: 1 });
    });

    it('counts a second follower', async () => {
      const response = await follow('PUT', chefUser);

      expect(response.json()).toEqual({ isFollowing: true, followerCount: 2 });
    });

    it('unfollows once however often it is asked and never goes below zero', async () => {
      const first = await follow('DELETE', fan);
      const second = await follow('DELETE', fan);

      expect(first.json()).toEqual({ isFollowing: false, followerCount: 1 });
      expect(second.json()).toEqual({ isFollowing: false, followerCount: 1 });
      expect((await getChef(fan)).json().isFollowing).toBe(false);
      const [chef] = await ctx.database.db.select().from(chefs).where(eq(chefs.id, chefId));
      expect(chef?.followerCount).toBe(1);
    });

    it('refuses a visitor with 401', async () => {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await follow(method, null);

        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 404 Chef not found for an unknown chef and writes nothing', async () => {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await follow(method, fan, 'no-such-chef');

        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Chef not found');
      }
      const rows = await ctx.database.db
        .select()
        .from(chefFollows)
        .where(eq(chefFollows.userId, fan.id));
      expect(rows).toEqual([]);
    });
  });
});
