import {
  ACCESS_MESSAGES,
  GRANT_BATCH_SIZE,
  type AccessCheck,
  type GrantPage,
  type GrantRecipe,
  type GrantResult,
} from '@simmer/domain/admin';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { adminAuditLog, recipeAccessGrants, userRecipes, users } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let chef: TestUser;
let alice: TestUser;
let bob: TestUser;
let free: TestUser;
let pro: TestUser;
let premiumId: string;
let premiumName: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, chef, alice, bob, free, pro] = await Promise.all([
    createTestUser(ctx, { role: 'admin' }),
    createTestUser(ctx, { role: 'chef' }),
    createTestUser(ctx),
    createTestUser(ctx),
    createTestUser(ctx),
    createTestUser(ctx, { role: 'pro' }),
  ]);
  ({ id: premiumId, name: premiumName } = await createRecipe(chef, { isPurchasable: true }));
}, 60_000);
afterAll(() => ctx.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function createRecipe(
  owner: TestUser,
  options: { isPurchasable?: boolean; name?: string; visibility?: string } = {},
) {
  const name = options.name ?? `Premium ragù ${unique()}`;
  const response = await apiCall(ctx, owner, 'POST', '/api/recipes', {
    name,
    prepTime: 10,
    cookTime: 60,
    isPurchasable: options.isPurchasable ?? false,
    price: options.isPurchasable ? 9.99 : 0,
    ...(options.visibility ? { visibility: options.visibility } : {}),
    ingredients: [{ name: 'saffron', quantity: 1 }],
    instructions: ['Simmer slowly.'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, name };
}

const grant = (userIds: string[], recipeIds: string[], as: TestUser = admin) =>
  apiCall(ctx, as, 'POST', '/api/admin/grants', { userIds, recipeIds });

async function openAs(user: TestUser, recipeId: string) {
  const response = await apiCall(ctx, user, 'GET', `/api/recipes/${recipeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ isLocked: boolean; instructions: unknown[] }>();
}

const check = async (user: TestUser, recipeId: string) => {
  const response = await apiCall(
    ctx,
    admin,
    'GET',
    `/api/admin/grants/check?userId=${user.id}&recipeId=${recipeId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccessCheck>();
};

/** Users made straight in the table: a grant only needs them to exist. */
async function insertUsers(n: number): Promise<string[]> {
  const tag = unique();
  const ids = Array.from({ length: n }, (_, i) => `bulk-${tag}-${i}`);
  for (let start = 0; start < n; start += 500) {
    await ctx.database.db
      .insert(users)
      .values(
        ids.slice(start, start + 500).map((id) => ({ id, name: '', email: `${id}@example.com` })),
      );
  }
  return ids;
}

describe('recipe search for grants', () => {
  it('finds recipes by part of the name, any case, and by exact id', async () => {
    const byName = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/grants/recipes?q=${encodeURIComponent(premiumName.slice(8).toUpperCase())}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    const found = byName.json<{ recipes: GrantRecipe[] }>().recipes;
    expect(found.map((recipe) => recipe.id)).toEqual([premiumId]);
    expect(found[0]).toMatchObject({ isPurchasable: true, ownerEmail: chef.email });

    const byId = await apiCall(ctx, admin, 'GET', `/api/admin/grants/recipes?q=${premiumId}`);
    expect(byId.json<{ recipes: GrantRecipe[] }>().recipes[0]?.id).toBe(premiumId);
  });

  it('takes % and _ literally and refuses a search over 100 characters', async () => {
    const wildcard = await apiCall(ctx, admin, 'GET', '/api/admin/grants/recipes?q=%25%25');
    expect(wildcard.json<{ recipes: GrantRecipe[] }>().recipes).toEqual([]);
    const long = await apiCall(ctx, admin, 'GET', `/api/admin/grants/recipes?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('granting access', () => {
  it('refuses a grant without a user or a recipe, in the spec words', async () => {
    for (const body of [
      { userIds: [], recipeIds: [premiumId] },
      { userIds: [alice.id], recipeIds: [] },
      {},
    ]) {
      const response = await apiCall(ctx, admin, 'POST', '/api/admin/grants', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ACCESS_MESSAGES.needUserAndRecipe);
    }
  });

  it('opens a premium recipe to the users granted, with companion records and audit entries', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    expect((await openAs(alice, recipeId)).isLocked).toBe(true);
    expect((await check(alice, recipeId)).reason).toBe('locked');

    const response = await grant([alice.id, bob.id], [recipeId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GrantResult>()).toMatchObject({
      users: 2,
      recipes: 1,
      created: 2,
      alreadyGranted: 0,
      batches: 1,
      unknownUserIds: [],
      unknownRecipeIds: [],
    });

    const opened = await openAs(alice, recipeId);
    expect(opened.isLocked).toBe(false);
    expect(opened.instructions.length).toBeGreaterThan(0);
    expect((await openAs(bob, recipeId)).isLocked).toBe(false);
    expect((await openAs(free, recipeId)).isLocked).toBe(true);
    expect(await check(alice, recipeId)).toMatchObject({ canOpen: true, reason: 'grant' });

    const links = await ctx.database.db
      .select()
      .from(userRecipes)
      .where(
        and(eq(userRecipes.recipeId, recipeId), inArray(userRecipes.userId, [alice.id, bob.id])),
      );
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link).toMatchObject({ source: 'admin_grant', grantedBy: admin.id, status: 'active' });

    const entries = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'recipe_access.granted'),
          eq(adminAuditLog.targetRecipeId, recipeId),
        ),
      );
    expect(entries.map((entry) => entry.targetUserId).sort()).toEqual([alice.id, bob.id].sort());
    expect(entries[0]).toMatchObject({ actorId: admin.id, before: null });
    expect(entries[0]?.after).toMatchObject({ source: 'admin_grant' });
  });

  it('is harmless twice, even when two identical grants race', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    const [first, second] = await Promise.all([
      grant([alice.id, bob.id], [recipeId]),
      grant([alice.id, bob.id], [recipeId]),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const created = first.json<GrantResult>().created + second.json<GrantResult>().created;
    expect(created).toBe(2);

    const again = await grant([alice.id], [recipeId]);
    expect(again.json<GrantResult>()).toMatchObject({ users: 1, created: 0, alreadyGranted: 1 });

    const grants = await ctx.database.db
      .select()
      .from(recipeAccessGrants)
      .where(eq(recipeAccessGrants.recipeId, recipeId));
    expect(grants).toHaveLength(2);
    const entries = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetRecipeId, recipeId));
    expect(entries).toHaveLength(2);
  });

  it('lists unknown users and recipes and grants the rest', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    const response = await grant([alice.id, 'no-such-user'], [recipeId, 'no-such-recipe']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GrantResult>()).toMatchObject({
      users: 1,
      recipes: 1,
      created: 1,
      unknownUserIds: ['no-such-user'],
      unknownRecipeIds: ['no-such-recipe'],
    });
    expect((await openAs(alice, recipeId)).isLocked).toBe(false);
  });

  it('keeps a link the user already had (a saved recipe) and does not duplicate it', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    const saved = await apiCall(ctx, bob, 'PUT', `/api/recipes/${recipeId}/save`);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await grant([bob.id], [recipeId]);
    const links = await ctx.database.db
      .select()
      .from(userRecipes)
      .where(and(eq(userRecipes.userId, bob.id), eq(userRecipes.recipeId, recipeId)));
    expect(links).toHaveLength(1);
    expect(links[0]?.favorite).toBe(true);
    expect((await openAs(bob, recipeId)).isLocked).toBe(false);
    // Revoking keeps the saved link (it is more than the grant's record) but locks the recipe.
    const revoked = await apiCall(ctx, admin, 'DELETE', `/api/admin/grants/${bob.id}/${recipeId}`);
    expect(revoked.json()).toMatchObject({ companionRemoved: false });
    expect((await openAs(bob, recipeId)).isLocked).toBe(true);
  });

  it(`writes more than ${GRANT_BATCH_SIZE} users in batches of ${GRANT_BATCH_SIZE}`, async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    const ids = await insertUsers(GRANT_BATCH_SIZE * 2 + 100);
    const response = await grant(ids, [recipeId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GrantResult>()).toMatchObject({
      users: ids.length,
      created: ids.length,
      batches: 3,
    });
    const grants = await ctx.database.db
      .select({ userId: recipeAccessGrants.userId })
      .from(recipeAccessGrants)
      .where(eq(recipeAccessGrants.recipeId, recipeId));
    expect(grants).toHaveLength(ids.length);
    const links = await ctx.database.db
      .select({ userId: userRecipes.userId })
      .from(userRecipes)
      .where(and(eq(userRecipes.recipeId, recipeId), eq(userRecipes.source, 'admin_grant')));
    expect(links).toHaveLength(ids.length);
  }, 60_000);

  it('refuses more user-recipe pairs than one request may write', async () => {
    const userIds = Array.from({ length: 10_000 }, (_, i) => `u${i}`);
    const recipeIds = ['r1', 'r2', 'r3'];
    const response = await grant(userIds, recipeIds);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(ACCESS_MESSAGES.tooManyPairs);
  });
});

describe('grants by user and by recipe', () => {
  it('pages the grants of a user and of a recipe, newest first, with names and emails', async () => {
    const first = await createRecipe(chef, { isPurchasable: true });
    const second = await createRecipe(chef, { isPurchasable: true });
    const carol = await createTestUser(ctx);
    await grant([carol.id], [first.id]);
    await grant([carol.id], [second.id]);

    const byUser = await apiCall(ctx, admin, 'GET', `/api/admin/grants?userId=${carol.id}`);
    expect(byUser.statusCode, byUser.body).toBe(200);
    const page = byUser.json<GrantPage>();
    expect(page.total).toBe(2);
    expect(page.grants.map((row) => row.recipeId)).toEqual([second.id, first.id]);
    expect(page.grants[0]).toMatchObject({
      userEmail: carol.email,
      recipeName: second.name,
      source: 'admin_grant',
      grantedByEmail: admin.email,
    });

    const byRecipe = await apiCall(ctx, admin, 'GET', `/api/admin/grants?recipeId=${first.id}`);
    expect(byRecipe.json<GrantPage>().grants.map((row) => row.userId)).toEqual([carol.id]);
    const empty = await apiCall(ctx, admin, 'GET', `/api/admin/grants?userId=${carol.id}&page=2`);
    expect(empty.json<GrantPage>()).toMatchObject({ grants: [], total: 2, page: 2 });
  });

  it('exports the same filter as CSV, as a file', async () => {
    const { id: recipeId, name } = await createRecipe(chef, {
      isPurchasable: true,
      name: `Stew, "smoked" ${unique()}`,
    });
    await grant([alice.id, bob.id], [recipeId]);
    const response = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/grants/export.csv?recipeId=${recipeId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="recipe-grants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Granted at,User id,User email,User name,Recipe id,Recipe,Premium,Source,Granted by',
    );
    expect(lines).toHaveLength(3);
    // The comma and quotes in the name are quoted as CSV asks.
    expect(lines[1]).toContain(`"${name.replace(/"/g, '""')}"`);
    expect(response.body).toContain(alice.email);
  });
});

describe('revoking a grant', () => {
  it('takes the grant and its companion record away together, and the lock returns', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    await grant([alice.id, bob.id], [recipeId]);
    const response = await apiCall(
      ctx,
      admin,
      'DELETE',
      `/api/admin/grants/${alice.id}/${recipeId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ userId: alice.id, recipeId, companionRemoved: true });

    const opened = await openAs(alice, recipeId);
    expect(opened.isLocked).toBe(true);
    expect(opened.instructions).toEqual([]);
    expect((await openAs(bob, recipeId)).isLocked).toBe(false);
    expect(await check(alice, recipeId)).toMatchObject({ canOpen: false, reason: 'locked' });
    const links = await ctx.database.db
      .select()
      .from(userRecipes)
      .where(and(eq(userRecipes.userId, alice.id), eq(userRecipes.recipeId, recipeId)));
    expect(links).toEqual([]);

    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'recipe_access.revoked'),
          eq(adminAuditLog.targetRecipeId, recipeId),
        ),
      );
    expect(entry).toMatchObject({ actorId: admin.id, targetUserId: alice.id });
    expect(entry?.before).toMatchObject({ source: 'admin_grant', grantedBy: admin.id });
    expect(entry?.after).toEqual({ companionRemoved: true });

    const twice = await apiCall(ctx, admin, 'DELETE', `/api/admin/grants/${alice.id}/${recipeId}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(ACCESS_MESSAGES.grantNotFound);
  });

  it('hides a private recipe again once its grant is revoked', async () => {
    const { id: recipeId } = await createRecipe(pro, { visibility: 'private' });
    expect((await apiCall(ctx, alice, 'GET', `/api/recipes/${recipeId}`)).statusCode).toBe(404);
    expect((await check(alice, recipeId)).reason).toBe('private');
    await grant([alice.id], [recipeId]);
    expect((await openAs(alice, recipeId)).isLocked).toBe(false);
    await apiCall(ctx, admin, 'DELETE', `/api/admin/grants/${alice.id}/${recipeId}`);
    expect((await apiCall(ctx, alice, 'GET', `/api/recipes/${recipeId}`)).statusCode).toBe(404);
  });
});

describe('checking access', () => {
  it('says why: creator, not for sale, admin, locked', async () => {
    const { id: freeRecipe } = await createRecipe(chef, { visibility: 'public' });
    expect(await check(chef, premiumId)).toMatchObject({
      canOpen: true,
      reason: 'creator',
      recipeName: premiumName,
      userEmail: chef.email,
    });
    expect(await check(free, freeRecipe)).toMatchObject({
      canOpen: true,
      reason: 'not_purchasable',
    });
    expect(await check(admin, premiumId)).toMatchObject({ canOpen: true, reason: 'admin' });
    expect(await check(free, premiumId)).toMatchObject({ canOpen: false, reason: 'locked' });
  });

  it('answers 404 for an unknown user or recipe and 400 without them', async () => {
    const noRecipe = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/grants/check?userId=${free.id}&recipeId=nope`,
    );
    expect(noRecipe.statusCode).toBe(404);
    expect(noRecipe.json().error.message).toBe('Recipe not found');
    const noUser = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/grants/check?userId=nope&recipeId=${premiumId}`,
    );
    expect(noUser.statusCode).toBe(404);
    const missing = await apiCall(ctx, admin, 'GET', '/api/admin/grants/check');
    expect(missing.statusCode).toBe(400);
  });
});

describe('non-admins', () => {
  it('are refused every recipe access route, and nothing is granted', async () => {
    const { id: recipeId } = await createRecipe(chef, { isPurchasable: true });
    for (const who of [free, chef]) {
      const calls = [
        apiCall(ctx, who, 'GET', '/api/admin/grants/recipes?q=a'),
        grant([who.id], [recipeId], who),
        apiCall(ctx, who, 'POST', '/api/admin/grants', {}),
        apiCall(ctx, who, 'GET', '/api/admin/grants'),
        apiCall(ctx, who, 'GET', '/api/admin/grants/export.csv'),
        apiCall(ctx, who, 'GET', `/api/admin/grants/check?userId=${who.id}&recipeId=${recipeId}`),
        apiCall(ctx, who, 'DELETE', `/api/admin/grants/${who.id}/${recipeId}`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    expect((await openAs(free, recipeId)).isLocked).toBe(true);
  });
});
