import { ADMIN_PAGE_SIZE, type AdminRecipePage, type AuditPage } from '@simmer/domain/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { recipes } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let cook: TestUser;
let pro: TestUser;
let chef: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, cook, pro, chef] = await Promise.all([
    createTestUser(ctx, { role: 'admin' }),
    createTestUser(ctx),
    createTestUser(ctx, { role: 'pro' }),
    createTestUser(ctx, { role: 'chef' }),
  ]);
});
afterAll(() => ctx.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const create = async (who: TestUser, body: Record<string, unknown>) => {
  const response = await apiCall(ctx, who, 'POST', '/api/recipes', {
    ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
    instructions: ['Cook.'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; version: number }>();
};

const list = async (query: string) => {
  const response = await apiCall(ctx, admin, 'GET', `/api/admin/recipes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminRecipePage>();
};

/** Recipes straight into the table, `minutesApart` apart, oldest first (paging needs many). */
async function insertRecipes(tag: string, count: number, createdBy: string) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `r-${tag}-${index}`,
    name: `Bulk ${tag} ${index}`,
    createdBy,
    createdAt: new Date(now - (count - index) * 60_000),
  }));
  await ctx.database.db.insert(recipes).values(rows);
  return rows.map((row) => row.id);
}

describe('GET /api/admin/recipes', () => {
  it('lists every recipe, any owner and visibility, with owner, price and sales', async () => {
    const tag = unique();
    const mine = await create(cook, { name: `Private stew ${tag}` });
    const shared = await create(pro, { name: `Shared stew ${tag}`, visibility: 'public' });
    const premium = await create(chef, {
      name: `Premium stew ${tag}`,
      isPurchasable: true,
      price: 9.99,
    });
    await ctx.database.db
      .update(recipes)
      .set({ purchaseCount: 3, totalRevenueCents: 2997, refundCount: 1 })
      .where(eq(recipes.id, premium.id));

    const page = await list(`q=${encodeURIComponent(`STEW ${tag}`)}`);

    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(ADMIN_PAGE_SIZE);
    const byId = new Map(page.recipes.map((recipe) => [recipe.id, recipe]));
    expect(byId.get(mine.id)).toMatchObject({
      visibility: 'private',
      owner: { id: cook.id, email: cook.email },
      isPurchasable: false,
      price: 0,
      ingredientCount: 1,
      sales: { purchaseCount: 0, revenue: 0, refundCount: 0 },
    });
    expect(byId.get(shared.id)).toMatchObject({
      visibility: 'public',
      owner: { email: pro.email },
    });
    expect(byId.get(premium.id)).toMatchObject({
      visibility: 'chef',
      owner: { email: chef.email },
      isPurchasable: true,
      price: 9.99,
      sales: { purchaseCount: 3, revenue: 29.97, refundCount: 1 },
    });
    expect(page.recipes.map((recipe) => recipe.id)).toEqual([premium.id, shared.id, mine.id]);
    const raw = JSON.stringify(page);
    for (const secret of ['password', 'token', 'secret', 'hash']) expect(raw).not.toContain(secret);
  });

  it('finds a recipe by its exact id, filters by visibility and takes % and _ literally', async () => {
    const tag = unique();
    const privateOne = await create(cook, { name: `Filter pie ${tag}` });
    const publicOne = await create(pro, { name: `Filter pie ${tag} two`, visibility: 'public' });

    expect((await list(`q=${privateOne.id}`)).recipes.map((recipe) => recipe.id)).toEqual([
      privateOne.id,
    ]);
    const publicOnly = await list(`q=${encodeURIComponent(`pie ${tag}`)}&visibility=public`);
    expect(publicOnly.recipes.map((recipe) => recipe.id)).toEqual([publicOne.id]);
    expect(publicOnly.total).toBe(1);
    expect((await list(`q=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`filter_pie ${tag}`)}`)).total).toBe(0);
  });

  it('pages by 10, newest first, with the total', async () => {
    const tag = unique();
    const ids = await insertRecipes(tag, 12, pro.id);

    const first = await list(`q=${encodeURIComponent(`bulk ${tag}`)}&page=1`);
    const second = await list(`q=${encodeURIComponent(`bulk ${tag}`)}&page=2`);
    const beyond = await list(`q=${encodeURIComponent(`bulk ${tag}`)}&page=3`);

    const newestFirst = [...ids].reverse();
    expect(first.total).toBe(12);
    expect(first.recipes.map((recipe) => recipe.id)).toEqual(newestFirst.slice(0, 10));
    expect(second.recipes.map((recipe) => recipe.id)).toEqual(newestFirst.slice(10));
    expect(second.page).toBe(2);
    expect(beyond).toMatchObject({ recipes: [], total: 12 });
  });

  it('refuses an overlong search, an unknown visibility and a page out of range with 400', async () => {
    const long = await apiCall(ctx, admin, 'GET', `/api/admin/recipes?q=${'a'.repeat(101)}`);
    const visibility = await apiCall(ctx, admin, 'GET', '/api/admin/recipes?visibility=secret');
    const page = await apiCall(ctx, admin, 'GET', '/api/admin/recipes?page=0');

    expect([long.statusCode, visibility.statusCode, page.statusCode]).toEqual([400, 400, 400]);
  });

  it('answers 403 to every role but admin, 401 to a visitor', async () => {
    for (const url of ['/api/admin/recipes', '/api/admin/recipes/export.csv']) {
      const statuses = await Promise.all(
        [cook, pro, chef].map(async (who) => (await apiCall(ctx, who, 'GET', url)).statusCode),
      );
      expect(statuses).toEqual([403, 403, 403]);
      expect((await apiCall(ctx, null, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/recipes/export.csv', () => {
  it('downloads the filtered list as CSV, formulas defused', async () => {
    const tag = unique();
    await insertRecipes(tag, 12, pro.id);
    const formula = await create(cook, { name: `=HYPERLINK("x") bulk ${tag}, with comma` });
    await create(cook, { name: `Other ${tag}` });

    const response = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/recipes/export.csv?q=${encodeURIComponent(`bulk ${tag}`)}`,
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="simmer-recipes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,name,visibility,owner_email,owner_name,author,premium,price_usd,ingredients,purchases,revenue_usd,refunds,last_purchased_at,created_at,updated_at',
    );
    expect(lines).toHaveLength(1 + 13);
    const formulaLine = lines.find((line) => line.startsWith(`${formula.id},`));
    expect(formulaLine).toContain(
      `"'=HYPERLINK(""x"") bulk ${tag}, with comma",private,${cook.email}`,
    );
    expect(response.body).not.toContain(`Other ${tag}`);
    expect(lines.filter((line) => line.includes(`Bulk ${tag} `))).toHaveLength(12);
  });
});

describe('open and edit another user’s recipe as admin', () => {
  it('reads and saves a private recipe and a premium one through the recipe routes', async () => {
    const tag = unique();
    const secret = await create(cook, { name: `Secret soup ${tag}` });
    const premium = await create(chef, {
      name: `Paid soup ${tag}`,
      isPurchasable: true,
      price: 4.99,
    });

    const readSecret = await apiCall(ctx, admin, 'GET', `/api/recipes/${secret.id}`);
    const readPremium = await apiCall(ctx, admin, 'GET', `/api/recipes/${premium.id}`);
    const editSecret = await apiCall(ctx, admin, 'PUT', `/api/recipes/${secret.id}`, {
      version: secret.version,
      name: `Secret soup ${tag}, fixed`,
      ingredients: [{ name: 'leeks', quantity: 2, unit: '' }],
      instructions: ['Simmer.'],
    });
    const byOther = await apiCall(ctx, pro, 'GET', `/api/recipes/${secret.id}`);

    expect(readSecret.statusCode).toBe(200);
    expect(readSecret.json()).toMatchObject({ visibility: 'private', createdBy: cook.id });
    expect(readPremium.json()).toMatchObject({ isLocked: false, ingredients: [{ name: 'rice' }] });
    expect(editSecret.statusCode, editSecret.body).toBe(200);
    expect(editSecret.json()).toMatchObject({
      name: `Secret soup ${tag}, fixed`,
      createdBy: cook.id,
      visibility: 'private',
    });
    expect(byOther.statusCode).toBe(404);
  });
});

describe('POST /api/admin/recipes/:id/reprocess-ingredients', () => {
  // A cook of their own: the free plan allows 5 recipes.
  let baker: TestUser;
  beforeAll(async () => {
    baker = await createTestUser(ctx);
  });
  const messy = [
    // An old import: the whole line in the name, no amount.
    {
      name: '2 cups flour',
      quantity: null,
      unit: '',
      preparation: '',
      category: 'Other',
      ingredientId: null,
    },
    // A preparation left in the name beside a real amount.
    {
      name: 'onion, chopped',
      quantity: 1,
      unit: '',
      preparation: '',
      category: 'Other',
      ingredientId: null,
    },
    // The 1 'unit' fallback of a failed AI reply, the amount still in the name.
    {
      name: '3 tablespoons olive oil',
      quantity: 1,
      unit: 'unit',
      preparation: '',
      category: 'Other',
      ingredientId: 'temp-3-tablespoons-olive-oil',
    },
    {
      name: 'zorblax',
      quantity: 5,
      unit: 'gram',
      preparation: '',
      category: 'Other',
      ingredientId: 'temp-zorblax',
    },
  ];

  it('parses each ingredient again, matches it, reports the counts and audits before and after', async () => {
    const tag = unique();
    const recipe = await create(baker, { name: `Messy bread ${tag}` });
    await ctx.database.db
      .update(recipes)
      .set({ ingredients: messy })
      .where(eq(recipes.id, recipe.id));

    const response = await apiCall(
      ctx,
      admin,
      'POST',
      `/api/admin/recipes/${recipe.id}/reprocess-ingredients`,
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      processed: 4,
      total: 4,
      matched: 3,
      message: 'Processed 4 of 4 ingredients (3 matched)',
    });
    const [row] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    const [flour, onion, oil, zorblax] = row!.ingredients;
    expect(flour).toMatchObject({ name: 'flour', quantity: 2, unit: 'cup' });
    expect(onion).toMatchObject({ name: 'onion', quantity: 1, unit: '', preparation: 'chopped' });
    expect(oil).toMatchObject({ name: 'olive oil', quantity: 3, unit: 'tablespoon' });
    expect(zorblax).toMatchObject({ name: 'zorblax', quantity: 5, unit: 'gram' });
    for (const matched of [flour, onion, oil]) expect(matched!.ingredientId).not.toMatch(/^temp-/);
    expect(zorblax!.ingredientId).toBe('temp-zorblax');
    expect(row!.searchIngredients).toBe('flour|onion|olive oil|zorblax');
    // A correction an editor's save would make again: an editor holding version 1 can still save.
    expect(row!.version).toBe(recipe.version);

    const audit = await apiCall(
      ctx,
      admin,
      'GET',
      '/api/admin/audit?action=recipe.ingredients_reprocessed',
    );
    const entry = audit
      .json<AuditPage>()
      .entries.find((candidate) => candidate.targetRecipeId === recipe.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetUserId: baker.id,
      before: { total: 4, matched: 0 },
      after: { total: 4, processed: 4, matched: 3 },
    });
  });

  it('changes nothing more the second time', async () => {
    const recipe = await create(baker, { name: `Twice ${unique()}` });
    await ctx.database.db
      .update(recipes)
      .set({ ingredients: messy })
      .where(eq(recipes.id, recipe.id));
    const url = `/api/admin/recipes/${recipe.id}/reprocess-ingredients`;

    await apiCall(ctx, admin, 'POST', url);
    const [once] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    const again = await apiCall(ctx, admin, 'POST', url);
    const [twice] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));

    expect(again.json()).toMatchObject({ processed: 4, total: 4, matched: 3 });
    expect(twice!.ingredients).toEqual(once!.ingredients);
  });

  it('is refused to non-admins with 403 and writes no audit entry', async () => {
    const recipe = await create(baker, { name: `Not yours ${unique()}` });
    const statuses = await Promise.all(
      [cook, pro, chef].map(
        async (who) =>
          (await apiCall(ctx, who, 'POST', `/api/admin/recipes/${recipe.id}/reprocess-ingredients`))
            .statusCode,
      ),
    );

    expect(statuses).toEqual([403, 403, 403]);
    const audit = await apiCall(
      ctx,
      admin,
      'GET',
      '/api/admin/audit?action=recipe.ingredients_reprocessed',
    );
    expect(
      audit.json<AuditPage>().entries.some((entry) => entry.targetRecipeId === recipe.id),
    ).toBe(false);
  });
});
