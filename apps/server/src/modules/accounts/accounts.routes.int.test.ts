import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultCookingProfile, defaultUserSettings } from '@simmer/domain/profiles';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import {
  accounts,
  chefProfiles,
  groceryItems,
  mealItems,
  meals,
  recipeImports,
  recipes,
  sessions,
  shareEvents,
  userProfiles,
  users,
  verifications,
} from '../../db/schema';

describe('the signed-in user’s profile', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    who = user,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('is created at sign-up with role free, its permissions and the defaults', async () => {
    const response = await call('GET', '/api/me');

    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      email: user.email,
      displayName: '',
      role: 'free',
      persona: 'busy',
      cookingProfile: defaultCookingProfile(),
      stats: { recipesCreated: 0, mealsPlanned: 0, groceryListsGenerated: 0 },
      subscription: { status: 'active', tier: 'free', cancelAtPeriodEnd: false },
      twoFactorEnabled: false,
    });
    expect(profile.permissions).toContain('recipes.limit.5');
    expect(profile.permissions).not.toContain('recipe.scaling');
    expect(profile.lastLogin).not.toBeNull();
  });

  it('is kept on later sign-ins, which only move lastLogin', async () => {
    await call('PATCH', '/api/me', { persona: 'family' });
    const before = (await call('GET', '/api/me')).json();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.50.0.1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });

    expect(signIn.statusCode).toBe(200);
    const after = (await call('GET', '/api/me')).json();
    expect(after.persona).toBe('family');
    expect(after.createdAt).toBe(before.createdAt);
    expect(new Date(after.lastLogin).getTime()).toBeGreaterThan(
      new Date(before.lastLogin).getTime(),
    );
  });

  it('changes the display name and refuses an unknown persona', async () => {
    const renamed = await call('PATCH', '/api/me', { displayName: '  Sam Cook  ' });
    const bad = await call('PATCH', '/api/me', { persona: 'gourmand' });

    expect(renamed.json().displayName).toBe('Sam Cook');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('saves the cooking profile, dropping "none" when other restrictions are chosen', async () => {
    const profile = {
      ...defaultCookingProfile(),
      dietaryRestrictions: ['none', 'vegan'],
      cuisinePreferences: [{ cuisine: 'Thai', rating: 1 }],
    };

    const response = await call('PUT', '/api/me/cooking-profile', profile);

    expect(response.statusCode).toBe(200);
    expect(response.json().cookingProfile.dietaryRestrictions).toEqual(['vegan']);
    expect(response.json().cookingProfile.cuisinePreferences).toEqual([
      { cuisine: 'Thai', rating: 1 },
    ]);
  });

  it('refuses servings above 12 with the reason', async () => {
    const profile = defaultCookingProfile();
    profile.mealPreferences.dinner.servings = 13;

    const response = await call('PUT', '/api/me/cooking-profile', profile);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Servings can be at most 12');
  });

  it('creates settings with the defaults, saves them and resets them', async () => {
    const initial = await call('GET', '/api/me/settings');
    const changed = {
      ...defaultUserSettings(),
      preferences: { ...defaultUserSettings().preferences, theme: 'dark', startOfWeek: 'monday' },
    };

    const saved = await call('PUT', '/api/me/settings', changed);
    const reread = await call('GET', '/api/me/settings');
    const reset = await call('POST', '/api/me/settings/reset');

    expect(initial.json()).toEqual(defaultUserSettings());
    expect(saved.statusCode).toBe(200);
    expect(reread.json().preferences).toMatchObject({ theme: 'dark', startOfWeek: 'monday' });
    expect(reset.json()).toEqual(defaultUserSettings());
  });

  it('stores an uploaded avatar as JPEG variants and links it', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#e8590c' },
    })
      .png()
      .toBuffer();
    const { payload: body, contentType } = multipartFile('me.png', 'image/png', png);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });

    expect(response.statusCode).toBe(200);
    const photoUrl: string = response.json().photoUrl;
    expect(photoUrl).toMatch(/^\/media\/users\/.+_medium\.jpg$/);
    const file = path.join(ctx.config.dataDir, 'uploads', photoUrl.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).format).toBe('jpeg');
  });

  it('refuses an avatar that is not really an image, whatever its name says', async () => {
    const { payload: body, contentType } = multipartFile(
      'me.png',
      'image/png',
      Buffer.from('not an image at all'),
    );

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'Invalid file type: image/png. Only JPEG, PNG and WebP images are allowed.',
    );
  });

  it('refuses an avatar over 5 MB', async () => {
    const { payload: body, contentType } = multipartFile(
      'big.jpg',
      'image/jpeg',
      Buffer.alloc(5 * 1024 * 1024 + 10, 0xff),
    );

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Image size must be less than 5MB');
  });

  it('records where a new user came from once, with a signup event', async () => {
    const fresh = await createTestUser(ctx);
    const first = await call(
      'POST',
      '/api/me/acquisition',
      {
        utm: { source: 'newsletter', campaign: 'spring' },
        referrer: 'https://example.com/post',
        platform: { userAgent: 'Mozilla/5.0 Firefox/133.0', language: 'en-GB' },
      },
      fresh,
    );
    const second = await call('POST', '/api/me/acquisition', { utm: { source: 'other' } }, fresh);

    expect(first.statusCode).toBe(204);
    expect(second.statusCode).toBe(204);
    const [profile] = await ctx.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, fresh.id));
    expect(profile?.acquisition).toMatchObject({
      source: 'newsletter',
      campaign: 'spring',
      referrer: 'https://example.com/post',
    });
    const events = await ctx.app.services.analytics.findSignups(
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 60_000),
    );
    const mine = events.filter((e) => e.userId === fresh.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toMatchObject({
      email: fresh.email,
      browser: { name: 'firefox', version: '133' },
    });
  });

  it('records one signup event when the acquisition arrives several times at once', async () => {
    const fresh = await createTestUser(ctx);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/me/acquisition', { utm: { source: 'newsletter' } }, fresh),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    const events = await ctx.app.services.analytics.findSignups(
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 60_000),
    );
    expect(events.filter((e) => e.userId === fresh.id)).toHaveLength(1);
  });

  it('exports everything held about the user without secrets', async () => {
    const response = await call('GET', '/api/me/export');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.user.email).toBe(user.email);
    expect(data.profile.userId).toBe(user.id);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(response.body).not.toMatch(/\$argon2/);
    expect(response.body).not.toContain('session_token');
  });

  it('exports meal plans, shopping lists, imports, shares and uploaded files, without internal columns', async () => {
    const db = ctx.database.db;
    const created = await call('POST', '/api/recipes', {
      name: 'Export pie',
      ingredients: [{ name: 'apple', quantity: 3, unit: 'unit' }],
      instructions: ['Bake'],
    });
    const recipeId: string = created.json().id;
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#1971c2' },
    })
      .png()
      .toBuffer();
    const { payload: body, contentType } = multipartFile('pie.png', 'image/png', png);
    const withImage = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/images`,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });
    const share = await call('POST', `/api/recipes/${recipeId}/shares`, { platform: 'web' });
    await db.insert(mealItems).values({ id: `item-${user.id}`, userId: user.id, name: 'Toast' });
    await db.insert(meals).values([
      { id: `meal-${user.id}`, userId: user.id, date: '2026-12-01', mealType: 'dinner', recipeId },
      {
        id: `quick-${user.id}`,
        userId: user.id,
        date: '2026-12-02',
        mealType: 'breakfast',
        mealItemId: `item-${user.id}`,
      },
    ]);
    await db.insert(groceryItems).values({
      id: `grocery-${user.id}`,
      userId: user.id,
      listDate: null,
      name: 'Oat milk',
    });
    await db.insert(recipeImports).values({
      id: `import-${user.id}`,
      userId: user.id,
      source: 'image',
      imageKey: `imports/${user.id}/photo-1`,
      fileName: 'card.png',
      status: 'failed',
    });

    const response = await call('GET', '/api/me/export');

    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.mealPlans.meals.map((m: { id: string }) => m.id).sort()).toEqual([
      `meal-${user.id}`,
      `quick-${user.id}`,
    ]);
    expect(data.mealPlans.mealItems).toEqual([expect.objectContaining({ name: 'Toast' })]);
    expect(data.shoppingLists.items).toEqual([expect.objectContaining({ name: 'Oat milk' })]);
    expect(data.imports).toEqual([
      expect.objectContaining({ source: 'image', fileName: 'card.png', status: 'failed' }),
    ]);
    expect(data.shares).toEqual([
      expect.objectContaining({ id: share.json().shareId, recipeId, revokedAt: null }),
    ]);
    const large = (withImage.json().images[0].large as string).split('?')[0];
    expect(data.uploadedFiles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'recipe-image', recipeId, url: large }),
        expect.objectContaining({ kind: 'import-photo', fileName: 'card.png' }),
      ]),
    );
    expect(data.recipes).toEqual([expect.objectContaining({ id: recipeId, name: 'Export pie' })]);
    for (const internal of [
      'searchText',
      'searchName',
      'nameWords',
      'searchTags',
      'searchIngredients',
      'search_text',
      'name_words',
      'token',
      'password',
    ]) {
      expect(response.body).not.toContain(`"${internal}"`);
    }
  });
});

describe('DELETE /api/me', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const deleteMe = (who: TestUser, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload }),
    });

  const png = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();

  async function addRecipeWithImage(who: TestUser, name: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
      payload: {
        name,
        ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
        instructions: ['Cook it'],
      },
    });
    const id: string = created.json().id;
    const { payload: body, contentType } = multipartFile('dish.png', 'image/png', await png());
    const withImage = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/images`,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    });
    // Private recipes' image URLs carry a signature; the file is the path before it.
    const large = (withImage.json().images[0].large as string).split('?')[0]!;
    return { id, file: path.join(ctx.config.dataDir, 'uploads', large.replace('/media/', '')) };
  }

  async function addImportPhoto(who: TestUser) {
    const imageKey = `imports/${who.id}/photo-1`;
    const file = path.join(ctx.config.dataDir, 'private', imageKey);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await png());
    await ctx.database.db.insert(recipeImports).values({
      id: `import-${who.id}`,
      userId: who.id,
      source: 'image',
      imageKey,
      fileName: 'card.png',
      status: 'failed',
    });
    return file;
  }

  it('deletes the account and its own data, and keeps a sold recipe without its creator', async () => {
    const user = await createTestUser(ctx, { role: 'chef' });
    const db = ctx.database.db;
    const base = { ingredients: [], instructions: [], createdBy: user.id, author: 'Chef Deleted' };
    await db.insert(recipes).values([
      { id: `private-${user.id}`, name: 'Private stew', visibility: 'private', ...base },
      { id: `sold-${user.id}`, name: 'Sold tart', visibility: 'chef', purchaseCount: 3, ...base },
    ]);

    const response = await deleteMe(user, { password: user.password });

    expect(response.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(chefProfiles).where(eq(chefProfiles.userId, user.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(recipes)
        .where(eq(recipes.id, `private-${user.id}`)),
    ).toEqual([]);
    const [sold] = await db
      .select()
      .from(recipes)
      .where(eq(recipes.id, `sold-${user.id}`));
    expect(sold).toMatchObject({ createdBy: null, author: '' });

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.60.0.1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.json()).toMatchObject({ error: { message: 'No account found with this email' } });
  });

  it('removes the image files of deleted recipes and the import photos, and keeps a sold recipe’s images', async () => {
    const user = await createTestUser(ctx, { role: 'chef' });
    const own = await addRecipeWithImage(user, 'Green curry');
    const sold = await addRecipeWithImage(user, 'Sold curry');
    await ctx.database.db.update(recipes).set({ purchaseCount: 1 }).where(eq(recipes.id, sold.id));
    const photo = await addImportPhoto(user);
    expect([existsSync(own.file), existsSync(sold.file), existsSync(photo)]).toEqual([
      true,
      true,
      true,
    ]);

    const response = await deleteMe(user, { password: user.password });

    expect(response.statusCode).toBe(204);
    expect(existsSync(own.file)).toBe(false);
    expect(existsSync(own.file.replace('_large.jpg', '_thumb.jpg'))).toBe(false);
    expect(existsSync(photo)).toBe(false);
    expect(existsSync(sold.file)).toBe(true);
  });

  it('takes the email out of the sign-up event, which stays without its user', async () => {
    const user = await createTestUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/acquisition',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { utm: { source: 'newsletter' } },
    });

    const response = await deleteMe(user, { password: user.password });

    expect(response.statusCode).toBe(204);
    const events = await ctx.app.services.analytics.findSignups(
      new Date(Date.now() - 60_000),
      new Date(Date.now() + 60_000),
    );
    expect(JSON.stringify(events)).not.toContain(user.email);
    expect(events.some((event) => event.data.utm && event.userId === null)).toBe(true);
  });

  it('leaves no trace of the user in the share links they viewed or saved through', async () => {
    const owner = await createTestUser(ctx);
    const user = await createTestUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: {
        name: 'Shared soup',
        ingredients: [{ name: 'leek' }],
        instructions: ['Simmer'],
        visibility: 'public',
      },
    });
    const recipeId: string = created.json().id;
    const share = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/shares`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    const shareId: string = share.json().shareId;
    for (const action of ['', '/save']) {
      await ctx.app.inject({
        method: action ? 'POST' : 'GET',
        url: `/api/shared/${shareId}/${recipeId}${action}`,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      });
    }

    const response = await deleteMe(user, { password: user.password });

    expect(response.statusCode).toBe(204);
    const [event] = await ctx.database.db
      .select()
      .from(shareEvents)
      .where(eq(shareEvents.id, shareId));
    expect(event).toMatchObject({ views: 1, saves: 1, viewedBy: [], convertedUsers: [] });
  });

  it('removes the pending sign-in and password-reset tokens that name the user', async () => {
    const user = await createTestUser(ctx);
    await ctx.database.db.insert(verifications).values({
      id: `verification-${user.id}`,
      identifier: `reset-password:${user.id}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const response = await deleteMe(user, { password: user.password });

    expect(response.statusCode).toBe(204);
    expect(
      await ctx.database.db.select().from(verifications).where(eq(verifications.value, user.id)),
    ).toEqual([]);
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const user = await createTestUser(ctx);
    const own = await addRecipeWithImage(user, 'Kept stew');

    const wrong = await deleteMe(user, { password: 'not-my-password' });
    const missing = await deleteMe(user);

    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'Incorrect password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Enter your password to delete your account');
    expect(existsSync(own.file)).toBe(true);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('asks an account without a password (Google) to have signed in within the last 10 minutes', async () => {
    const user = await createTestUser(ctx);
    const db = ctx.database.db;
    await db.delete(accounts).where(eq(accounts.userId, user.id));
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));

    const stale = await deleteMe(user, {});
    await db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    const fresh = await deleteMe(user, {});

    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toBe(
      'For your security, please sign in again before deleting your account.',
    );
    expect(fresh.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe('roles', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let target: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
    target = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it('lets an admin make a user a chef, which creates the chef profile with its defaults', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/set-chef`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'chef' });
    const chef = await ctx.app.inject({
      method: 'GET',
      url: '/api/chef/profile',
      headers: { cookie: target.cookie },
    });
    expect(chef.json()).toMatchObject({
      isVerified: false,
      totalRecipesSold: 0,
      totalEarnings: 0,
      status: 'active',
      settings: {
        allowSubscriptions: false,
        defaultRecipePrice: 0,
        automaticPayouts: true,
        featuredProfile: false,
      },
    });
  });

  it('changes a role and refuses an unknown one', async () => {
    const pro = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/role`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { role: 'pro' },
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/role`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { role: 'owner' },
    });
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/no-such-user/role',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { role: 'pro' },
    });

    expect(pro.json()).toMatchObject({ role: 'pro' });
    expect(pro.json().permissions).toContain('recipe.scaling');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Role must be one of free, pro, chef, admin');
    expect(missing.statusCode).toBe(404);
  });
});
