import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserPage,
  type AuditPage,
} from '@simmer/domain/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import {
  adminAuditLog,
  billingCustomers,
  billingSubscriptions,
  chefProfiles,
} from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let free: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createTestUser(ctx, { role: 'admin' });
  free = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const search = async (q: string, page = 1) => {
  const response = await apiCall(
    ctx,
    admin,
    'GET',
    `/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUserPage>();
};

const auditOf = async (query: string) =>
  (await apiCall(ctx, admin, 'GET', `/api/admin/audit?${query}`)).json<AuditPage>();

describe('GET /api/admin/users', () => {
  it('finds a user by Instagram handle, case-insensitive, and by TikTok handle', async () => {
    const handle = `Cook_${unique()}`;
    const cook = await createTestUser(ctx);
    const saved = await apiCall(ctx, cook, 'PATCH', '/api/me', {
      socialProfiles: { instagram: `@${handle}`, tiktok: `tt_${handle}` },
    });
    expect(saved.json()).toMatchObject({ socialProfiles: { instagram: handle } });

    const byInstagram = await search(handle.toUpperCase());
    const byTiktok = await search(`TT_${handle}`);

    expect(byInstagram.users.map((user) => user.id)).toEqual([cook.id]);
    expect(byInstagram.total).toBe(1);
    expect(byInstagram.users[0]!.socialProfiles).toEqual({
      instagram: handle,
      tiktok: `tt_${handle}`,
    });
    expect(byTiktok.users.map((user) => user.id)).toEqual([cook.id]);
  });

  it('finds users by email and display name, taking % and _ literally', async () => {
    const tag = unique();
    const cook = await createTestUser(ctx, { email: `ada-${tag}@example.com` });
    await apiCall(ctx, cook, 'PATCH', '/api/me', { displayName: `Ada Lovelace ${tag}` });

    expect((await search(`ADA-${tag}`)).users.map((user) => user.id)).toEqual([cook.id]);
    expect((await search(`lovelace ${tag}`)).users.map((user) => user.id)).toEqual([cook.id]);
    expect((await search(`%${tag}`)).total).toBe(0);
    expect((await search(`ada_${tag}`)).total).toBe(0);
  });

  it('pages 10 at a time, newest first, with the total', async () => {
    const tag = unique();
    const created: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      created.push((await createTestUser(ctx, { email: `page-${tag}-${i}@example.com` })).id);
    }

    const first = await search(`page-${tag}`);
    const second = await search(`page-${tag}`, 2);

    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.users).toHaveLength(10);
    expect(second.users).toHaveLength(2);
    expect([...first.users, ...second.users].map((user) => user.id)).toEqual(
      [...created].reverse(),
    );
  });

  it('shows the admin view: role, subscription, acquisition and metrics', async () => {
    const cook = await createTestUser(ctx, { role: 'pro' });
    const trialEnd = new Date(Date.now() + 2 * 86_400_000);
    await ctx.database.db.insert(billingCustomers).values({
      userId: cook.id,
      provider: 'local',
      customerId: `cus_${unique()}`,
    });
    await ctx.database.db.insert(billingSubscriptions).values({
      id: `sub_${unique()}`,
      provider: 'local',
      userId: cook.id,
      customerId: 'cus_x',
      status: 'trialing',
      trialEnd,
      sourceAt: new Date(),
    });
    await apiCall(ctx, cook, 'POST', '/api/me/acquisition', {
      utm: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
      referrer: 'https://example.com/',
    });
    const recipe = await apiCall(ctx, cook, 'POST', '/api/recipes', {
      name: 'Admin view soup',
      ingredients: [{ name: 'water', quantity: 1, unit: 'cup' }],
      instructions: ['Boil.'],
      prepTime: 5,
      cookTime: 20,
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const { id: recipeId } = recipe.json<{ id: string }>();
    const meal = await apiCall(ctx, cook, 'POST', '/api/meals', {
      kind: 'recipe',
      date: '2026-12-01',
      mealType: 'dinner',
      recipeId,
    });
    expect(meal.statusCode, meal.body).toBeLessThan(300);

    const [user] = (await search(cook.email)).users as [AdminUser];

    expect(user).toMatchObject({
      id: cook.id,
      email: cook.email,
      role: 'pro',
      subscription: {
        trialEnd: trialEnd.toISOString(),
        cancelAtPeriodEnd: false,
      },
      acquisition: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
      metrics: { plannedMeals: 1, recipeCount: 1, totalCookTime: 25 },
      pendingChefApplicationId: null,
    });
    expect(user.subscription.customerId).toMatch(/^cus_/);
    expect(user.metrics.lastRecipeCreated).not.toBeNull();
    expect(user.metrics.lastMealPlanned).not.toBeNull();
  });

  it('never returns a password hash, a session token or a payment secret', async () => {
    const response = await apiCall(ctx, admin, 'GET', `/api/admin/users?q=${free.email}`);

    const body = response.body;
    expect(body).toContain(free.id);
    for (const secret of ['password', 'token', 'secret', '$argon2', 'backupCodes']) {
      expect(body).not.toContain(secret);
    }
  });

  it('refuses an overlong search and a page past the bounds', async () => {
    expect(
      (await apiCall(ctx, admin, 'GET', `/api/admin/users?q=${'a'.repeat(101)}`)).statusCode,
    ).toBe(400);
    expect((await apiCall(ctx, admin, 'GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });

  it('is 401 for visitors and 403 for non-admins', async () => {
    expect((await apiCall(ctx, null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await apiCall(ctx, free, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await apiCall(ctx, free, 'GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});

describe('role changes and the audit trail', () => {
  it('makes a user a chef with a chef profile, and records who did it, before and after', async () => {
    const cook = await createTestUser(ctx);

    const changed = await apiCall(ctx, admin, 'PATCH', `/api/admin/users/${cook.id}/role`, {
      role: 'chef',
    });

    expect(changed.json()).toMatchObject({ role: 'chef' });
    const profiles = await ctx.database.db
      .select()
      .from(chefProfiles)
      .where(eq(chefProfiles.userId, cook.id));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ status: 'active' });
    const { entries } = await auditOf('action=user.role_changed');
    expect(entries.find((entry) => entry.targetUserId === cook.id)).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetUserEmail: cook.email,
      before: { role: 'free' },
      after: { role: 'chef' },
    });
  });

  it('refuses to remove the last admin, and writes no audit entry for it', async () => {
    const ctx2 = await createTestApp();
    try {
      const only = await createTestUser(ctx2, { role: 'admin' });

      const refused = await apiCall(ctx2, only, 'PATCH', `/api/admin/users/${only.id}/role`, {
        role: 'free',
      });

      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.lastAdmin } });
      expect(await ctx2.database.db.select().from(adminAuditLog)).toEqual([]);
      const second = await createTestUser(ctx2, { role: 'admin' });
      const allowed = await apiCall(ctx2, second, 'PATCH', `/api/admin/users/${only.id}/role`, {
        role: 'free',
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await ctx2.close();
    }
  });

  it('records a chef application decision and an onboarding reset', async () => {
    const cook = await createTestUser(ctx);
    const applied = await apiCall(ctx, cook, 'PUT', '/api/chefs/application', {
      displayName: 'Chef Audit',
      bio: 'I cook.',
      specialties: ['Soups'],
      socialLinks: {},
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const applicationId = applied.json<{ id: string }>().id;
    const listed = (await search(cook.email)).users[0]!;
    expect(listed.pendingChefApplicationId).toBe(applicationId);

    await apiCall(ctx, admin, 'POST', `/api/admin/chef-applications/${applicationId}/approve`);
    const reset = await apiCall(ctx, admin, 'POST', `/api/admin/users/${cook.id}/onboarding/reset`);

    expect(reset.json()).toMatchObject({ message: ADMIN_MESSAGES.resetSucceeded });
    const approved = await auditOf('action=chef_application.approved');
    expect(approved.entries.find((entry) => entry.subjectId === applicationId)).toMatchObject({
      actorId: admin.id,
      targetUserId: cook.id,
      before: { status: 'pending', role: 'free' },
      after: { status: 'approved', role: 'chef' },
    });
    const resets = await auditOf(`action=onboarding.reset&actor=${admin.id}`);
    expect(resets.entries[0]).toMatchObject({
      action: 'onboarding.reset',
      targetUserId: cook.id,
      after: { currentStep: 1 },
    });
    expect(resets.entries.every((entry) => entry.action === 'onboarding.reset')).toBe(true);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(
      ctx.database.db.execute(sql`update admin_audit_log set action = 'x'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
  });
});

describe('GET /api/admin/users/:userId/recipes', () => {
  it("lists a user's recipes for an admin, 404 for an unknown user", async () => {
    const cook = await createTestUser(ctx, { role: 'pro' });
    await apiCall(ctx, cook, 'POST', '/api/recipes', {
      name: 'Listed stew',
      ingredients: [{ name: 'beans' }],
      instructions: ['Stew.'],
    });

    const listed = await apiCall(ctx, admin, 'GET', `/api/admin/users/${cook.id}/recipes`);
    const missing = await apiCall(ctx, admin, 'GET', '/api/admin/users/nobody/recipes');

    expect(listed.json()).toMatchObject({ recipes: [{ name: 'Listed stew' }] });
    expect(missing.statusCode).toBe(404);
  });
});
