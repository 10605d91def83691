import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTempDir,
  createTestApp,
  createTestUser,
  removeTempDir,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { recipes, shareEvents, userRecipes } from '../../db/schema';

const recipe = {
  name: 'Saffron Rice <Pilaf>',
  description: 'Fragrant & golden.',
  cuisine: '',
  ingredients: [{ name: 'basmati rice', quantity: 2, unit: 'cup', preparation: 'rinsed' }],
  instructions: ['One', 'Two', 'Three', 'Four', 'Five'],
  tags: ['dinner'],
  visibility: 'public',
};

describe('sharing a recipe', () => {
  let ctx: TestContext;
  let webDist: string;
  let owner: TestUser;
  let friend: TestUser;
  let recipeId: string;
  let shareId: string;

  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestApp({ webDist });
    owner = await createTestUser(ctx);
    friend = await createTestUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: recipe,
    });
    recipeId = created.json().id;
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  it('records a share event, counts it on the recipe and returns the public link', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/shares`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { platform: 'native' },
    });

    expect(response.statusCode).toBe(201);
    shareId = response.json().shareId;
    expect(response.json().url).toBe(`${TEST_ORIGIN}/recipe/shared/${shareId}/${recipeId}`);
    const [row] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, recipeId));
    expect(row?.shareCount).toBe(1);
    expect(row?.lastShared).not.toBeNull();
  });

  it('shows the recipe without an account: all ingredients, the first 3 steps, cuisine Various', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${shareId}/${recipeId}`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Saffron Rice <Pilaf>',
      cuisine: 'Various',
      moreSteps: 2,
      isLocked: false,
      ingredients: [{ name: 'basmati rice' }],
    });
    expect(response.json().instructions.map((s: { text: string }) => s.text)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    const [event] = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(event?.views).toBe(1);
  });

  it('answers 404 for a share that does not belong to the recipe', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${shareId}/someone-else`,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Recipe not found');
  });

  it('saves the shared recipe for a signed-in friend and credits the share once', async () => {
    const save = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/shared/${shareId}/${recipeId}/save`,
        headers: { cookie: friend.cookie, origin: TEST_ORIGIN },
      });

    const first = await save();
    await save();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: `/api/shared/${shareId}/${recipeId}/signup`,
      headers: { cookie: friend.cookie, origin: TEST_ORIGIN },
    });

    expect(first.json()).toEqual({ isSaved: true, saveCount: 1 });
    expect(signup.statusCode).toBe(204);
    const [event] = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(event).toMatchObject({ saves: 1, signups: 0, convertedUsers: [friend.id] });
    const [link] = await ctx.database.db
      .select()
      .from(userRecipes)
      .where(eq(userRecipes.userId, friend.id));
    expect(link).toMatchObject({ favorite: true, source: 'share', shareId, grantedBy: owner.id });
  });

  it('lets a friend who saved a shared private recipe open it and find it in favorites', async () => {
    const privateRecipe = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { ...recipe, name: 'Family Secret Stew', visibility: 'private' },
    });
    const id = privateRecipe.json().id;
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/shares`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    const open = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/recipes/${id}`,
        headers: { cookie: friend.cookie },
      });
    const before = await open();

    await ctx.app.inject({
      method: 'POST',
      url: `/api/shared/${share.json().shareId}/${id}/save`,
      headers: { cookie: friend.cookie, origin: TEST_ORIGIN },
    });

    expect(before.statusCode).toBe(404);
    expect((await open()).statusCode).toBe(200);
    const favorites = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes?category=favorites',
      headers: { cookie: friend.cookie },
    });
    expect(favorites.json().recipes.map((r: { name: string }) => r.name)).toContain(
      'Family Secret Stew',
    );
    const stranger = await createTestUser(ctx);
    const strangerView = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(strangerView.statusCode).toBe(404);
  });

  it('does not credit a sign-up to an account that existed before the share, or to the sharer', async () => {
    const signup = (cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/shared/${shareId}/${recipeId}/signup`,
        headers: { cookie, origin: TEST_ORIGIN },
      });
    const before = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));

    const fromOwner = await signup(owner.cookie);
    const fromFriend = await signup(friend.cookie);

    expect(fromOwner.statusCode).toBe(204);
    expect(fromFriend.statusCode).toBe(204);
    const [after] = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(after?.signups).toBe(before[0]?.signups);
  });

  it('credits a sign-up that came from the share', async () => {
    const newcomer = await createTestUser(ctx);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/shared/${shareId}/${recipeId}/signup`,
      headers: { cookie: newcomer.cookie, origin: TEST_ORIGIN },
    });

    const [event] = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(event?.signups).toBe(1);
  });

  it('serves the shared page with Open Graph tags and schema.org Recipe JSON-LD, safely escaped', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/recipe/shared/${shareId}/${recipeId}`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta property="og:title" content="Saffron Rice &#60;Pilaf&#62;" />',
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'Recipe',
      name: 'Saffron Rice <Pilaf>',
      recipeIngredient: ['2 cups basmati rice, rinsed'],
      totalTime: 'PT0M',
    });
    expect(json).not.toContain('<Pilaf>');
  });

  it('keeps a premium recipe’s ingredients and steps off a shared link', async () => {
    const chef = await createTestUser(ctx, { role: 'chef' });
    const premium = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: chef.cookie, origin: TEST_ORIGIN },
      payload: { ...recipe, isPurchasable: true, price: 4.99 },
    });
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${premium.json().id}/shares`,
      headers: { cookie: chef.cookie, origin: TEST_ORIGIN },
    });

    expect(premium.statusCode, premium.body).toBe(201);
    expect(share.statusCode, share.body).toBe(201);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${share.json().shareId}/${premium.json().id}`,
    });

    expect(response.json()).toMatchObject({
      isLocked: true,
      ingredients: [],
      instructions: [],
      moreSteps: 5,
    });
  });
});

describe('revoking a shared link', () => {
  let ctx: TestContext;
  let webDist: string;
  let owner: TestUser;
  let friend: TestUser;
  let recipeId: string;

  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestApp({ webDist });
    owner = await createTestUser(ctx);
    friend = await createTestUser(ctx);
    const created = await apiCall(ctx, owner, 'POST', '/api/recipes', recipe);
    recipeId = created.json().id;
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  const share = async (who: TestUser) =>
    (await apiCall(ctx, who, 'POST', `/api/recipes/${recipeId}/shares`)).json().shareId as string;

  it('lists the user’s active links for a recipe, newest first', async () => {
    const first = await share(owner);
    const second = await share(owner);

    const response = await apiCall(ctx, owner, 'GET', `/api/recipes/${recipeId}/shares`);

    expect(response.statusCode).toBe(200);
    expect(response.json().shares.map((s: { shareId: string }) => s.shareId)).toEqual([
      second,
      first,
    ]);
    expect(response.json().shares[0]).toMatchObject({
      url: `${TEST_ORIGIN}/recipe/shared/${second}/${recipeId}`,
      views: 0,
      saves: 0,
    });
  });

  it('makes a revoked link answer 404 everywhere, the page head included, and hides it from the list', async () => {
    const shareId = await share(owner);

    const revoke = await apiCall(
      ctx,
      owner,
      'DELETE',
      `/api/recipes/${recipeId}/shares/${shareId}`,
    );

    expect(revoke.statusCode).toBe(204);
    const shared = await apiCall(ctx, null, 'GET', `/api/shared/${shareId}/${recipeId}`);
    expect(shared.statusCode).toBe(404);
    expect(shared.json().error.message).toBe('Recipe not found');
    const save = await apiCall(ctx, friend, 'POST', `/api/shared/${shareId}/${recipeId}/save`);
    expect(save.statusCode).toBe(404);
    const signup = await apiCall(ctx, friend, 'POST', `/api/shared/${shareId}/${recipeId}/signup`);
    expect(signup.statusCode).toBe(404);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/recipe/shared/${shareId}/${recipeId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('og:title');
    expect(page.body).not.toContain('application/ld+json');
    const list = await apiCall(ctx, owner, 'GET', `/api/recipes/${recipeId}/shares`);
    expect(list.json().shares.map((s: { shareId: string }) => s.shareId)).not.toContain(shareId);
    const [friendLink] = await ctx.database.db
      .select()
      .from(userRecipes)
      .where(eq(userRecipes.userId, friend.id));
    expect(friendLink).toBeUndefined();
  });

  it('is idempotent: revoking twice still answers 204', async () => {
    const shareId = await share(owner);
    const url = `/api/recipes/${recipeId}/shares/${shareId}`;

    const first = await apiCall(ctx, owner, 'DELETE', url);
    const second = await apiCall(ctx, owner, 'DELETE', url);

    expect(first.statusCode).toBe(204);
    expect(second.statusCode).toBe(204);
  });

  it('answers 404 to someone who neither shared the link nor owns the recipe', async () => {
    const shareId = await share(owner);
    const stranger = await createTestUser(ctx);

    const response = await apiCall(
      ctx,
      stranger,
      'DELETE',
      `/api/recipes/${recipeId}/shares/${shareId}`,
    );
    const unknown = await apiCall(ctx, owner, 'DELETE', `/api/recipes/${recipeId}/shares/nope`);

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Share not found');
    expect(unknown.statusCode).toBe(404);
    expect((await apiCall(ctx, null, 'GET', `/api/shared/${shareId}/${recipeId}`)).statusCode).toBe(
      200,
    );
  });

  it('lets the recipe’s owner revoke a link a friend made, and the friend revoke their own', async () => {
    const fromFriend = await share(friend);
    const friendsOther = await share(friend);

    const byOwner = await apiCall(
      ctx,
      owner,
      'DELETE',
      `/api/recipes/${recipeId}/shares/${fromFriend}`,
    );
    const byFriend = await apiCall(
      ctx,
      friend,
      'DELETE',
      `/api/recipes/${recipeId}/shares/${friendsOther}`,
    );
    const friendsList = await apiCall(ctx, friend, 'GET', `/api/recipes/${recipeId}/shares`);

    expect(byOwner.statusCode).toBe(204);
    expect(byFriend.statusCode).toBe(204);
    expect(friendsList.json().shares).toEqual([]);
  });
});
