import { existsSync } from 'node:fs';
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
import { chefProfiles, recipes, sessions, userProfiles, users } from '../../db/schema';

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
});

describe('DELETE /api/me', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('deletes the account and its own data, and keeps a sold recipe without its creator', async () => {
    const user = await createTestUser(ctx, { role: 'chef' });
    const db = ctx.database.db;
    const base = { ingredients: [], instructions: [], createdBy: user.id, author: 'Chef Deleted' };
    await db.insert(recipes).values([
      { id: `private-${user.id}`, name: 'Private stew', visibility: 'private', ...base },
      { id: `sold-${user.id}`, name: 'Sold tart', visibility: 'chef', purchaseCount: 3, ...base },
    ]);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });

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
