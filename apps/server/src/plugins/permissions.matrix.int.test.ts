import { toIsoDay } from '@simmer/domain/meal-plans';

import { nextWeekStart } from '@simmer/domain/planning';
import { defaultCookingProfile, defaultUserSettings } from '@simmer/domain/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

/** Plan my week refuses a day more than one away from the server's. */
const SERVER_TODAY = new Date().toISOString().slice(0, 10);

type Who = 'anonymous' | 'free' | 'pro' | 'chef' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Case {
  method: Method;
  url: (ids: Record<Who, string>) => string;
  body?: unknown;
  expected: Record<Who, number>;
}

const signedIn = (status: number) => ({
  anonymous: 401,
  free: status,
  pro: status,
  chef: status,
  admin: status,
});
const withRecipesAi = (status: number) => ({
  anonymous: 401,
  free: 403,
  pro: status,
  chef: status,
  admin: status,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  free: 403,
  pro: 403,
  chef: 403,
  admin: status,
});

/** Every protected API route, tried as each kind of caller (issue 3: the permission matrix). */
const CASES: Case[] = [
  { method: 'GET', url: () => '/api/me', expected: signedIn(200) },
  { method: 'PATCH', url: () => '/api/me', body: { persona: 'health' }, expected: signedIn(200) },
  {
    method: 'PUT',
    url: () => '/api/me/cooking-profile',
    body: defaultCookingProfile(),
    expected: signedIn(200),
  },
  { method: 'GET', url: () => '/api/me/settings', expected: signedIn(200) },
  {
    method: 'PUT',
    url: () => '/api/me/settings',
    body: defaultUserSettings(),
    expected: signedIn(200),
  },
  { method: 'POST', url: () => '/api/me/settings/reset', expected: signedIn(200) },
  { method: 'POST', url: () => '/api/me/acquisition', body: {}, expected: signedIn(204) },
  { method: 'POST', url: () => '/api/me/avatar', body: {}, expected: signedIn(406) },
  { method: 'GET', url: () => '/api/me/export', expected: signedIn(200) },
  {
    method: 'GET',
    url: () => '/api/chef/profile',
    expected: { anonymous: 401, free: 403, pro: 403, chef: 200, admin: 404 },
  },
  {
    method: 'PATCH',
    url: (ids) => `/api/admin/users/${ids.free}/role`,
    body: { role: 'free' },
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    url: (ids) => `/api/admin/users/${ids.chef}/set-chef`,
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    url: () =>
      `/api/admin/analytics/signups?from=2020-01-01T00:00:00.000Z&to=2030-01-01T00:00:00.000Z`,
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    url: () => '/api/admin/analytics/subscription-starts?tier=pro',
    expected: adminOnly(200),
  },
  { method: 'GET', url: () => '/api/recipes', expected: signedIn(200) },
  { method: 'GET', url: () => '/api/recipes/counts', expected: signedIn(200) },
  {
    method: 'POST',
    url: () => '/api/recipes',
    body: { name: 'Matrix toast', ingredients: [{ name: 'bread' }], instructions: ['Toast it.'] },
    expected: signedIn(201),
  },
  { method: 'GET', url: () => '/api/recipes/no-such-recipe', expected: signedIn(404) },
  {
    method: 'PUT',
    url: () => '/api/recipes/no-such-recipe',
    body: { name: 'x', ingredients: [{ name: 'y' }], instructions: ['z'], version: 1 },
    expected: signedIn(404),
  },
  { method: 'DELETE', url: () => '/api/recipes/no-such-recipe', expected: signedIn(404) },
  { method: 'PUT', url: () => '/api/recipes/no-such-recipe/save', expected: signedIn(404) },
  { method: 'POST', url: () => '/api/recipes/no-such-recipe/shares', expected: signedIn(404) },
  { method: 'GET', url: () => '/api/recipes/no-such-recipe/shares', expected: signedIn(404) },
  {
    method: 'DELETE',
    url: () => '/api/recipes/no-such-recipe/shares/no-share',
    expected: signedIn(404),
  },
  {
    method: 'GET',
    url: () => '/api/shared/no-share/no-recipe',
    expected: { anonymous: 404, free: 404, pro: 404, chef: 404, admin: 404 },
  },
  { method: 'POST', url: () => '/api/shared/no-share/no-recipe/save', expected: signedIn(404) },
  { method: 'POST', url: () => '/api/shared/no-share/no-recipe/signup', expected: signedIn(404) },
  { method: 'DELETE', url: () => '/api/recipes/no-such-recipe/save', expected: signedIn(404) },
  {
    method: 'POST',
    url: () => '/api/recipes/no-such-recipe/images',
    body: {},
    expected: signedIn(406),
  },
  {
    method: 'DELETE',
    url: () => '/api/recipes/no-such-recipe/images/no-image',
    expected: signedIn(404),
  },
  {
    method: 'GET',
    url: () => '/api/chefs/no-such-chef',
    expected: { anonymous: 404, free: 404, pro: 404, chef: 404, admin: 404 },
  },
  { method: 'PUT', url: () => '/api/chefs/no-such-chef/follow', expected: signedIn(404) },
  // The admin dashboard (issue 20): the user search, a user's recipes and the audit trail.
  { method: 'GET', url: () => '/api/admin/users?q=example&page=1', expected: adminOnly(200) },
  { method: 'GET', url: (ids) => `/api/admin/users/${ids.free}/recipes`, expected: adminOnly(200) },
  {
    method: 'GET',
    url: () => '/api/admin/audit?action=user.role_changed',
    expected: adminOnly(200),
  },
  // Revenue and growth, and the CSV exports (issue 20 item 4).
  {
    method: 'GET',
    url: () => '/api/admin/revenue?from=2026-01-01&to=2026-01-31',
    expected: adminOnly(200),
  },
  { method: 'GET', url: () => '/api/admin/revenue/export.csv', expected: adminOnly(200) },
  { method: 'GET', url: () => '/api/admin/users/export.csv?q=example', expected: adminOnly(200) },
  {
    method: 'GET',
    url: () => '/api/admin/audit/export.csv?action=user.role_changed',
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    url: (ids) => `/api/admin/users/${ids.free}/onboarding/reset`,
    expected: adminOnly(200),
  },
  // Recipe access (issue 20 item 2): search, grant, list, export, check and revoke.
  { method: 'GET', url: () => '/api/admin/grants/recipes?q=soup', expected: adminOnly(200) },
  {
    method: 'POST',
    url: () => '/api/admin/grants',
    body: { userIds: ['no-such-user'], recipeIds: ['no-such-recipe'] },
    expected: adminOnly(200),
  },
  { method: 'GET', url: (ids) => `/api/admin/grants?userId=${ids.free}`, expected: adminOnly(200) },
  { method: 'GET', url: () => '/api/admin/grants/export.csv', expected: adminOnly(200) },
  {
    method: 'GET',
    url: (ids) => `/api/admin/grants/check?userId=${ids.free}&recipeId=no-such-recipe`,
    expected: adminOnly(404),
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/admin/grants/${ids.free}/no-such-recipe`,
    expected: adminOnly(404),
  },
  // Chef sign-up (issue 17): any signed-in user applies; admins decide.
  { method: 'GET', url: () => '/api/chefs/application', expected: signedIn(200) },
  {
    method: 'GET',
    url: () => '/api/admin/chef-applications',
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    url: () => '/api/admin/chef-applications/00000000-0000-4000-8000-000000000000/approve',
    expected: adminOnly(404),
  },
  {
    method: 'POST',
    url: () => '/api/admin/chef-applications/00000000-0000-4000-8000-000000000000/reject',
    expected: adminOnly(404),
  },
  { method: 'DELETE', url: () => '/api/chefs/no-such-chef/follow', expected: signedIn(404) },
  {
    method: 'POST',
    url: () => '/api/ingredients/lookup',
    body: { text: 'eggs' },
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: () => '/api/ingredients/process',
    body: { name: '2 cups flour' },
    expected: signedIn(200),
  },
  { method: 'GET', url: () => '/api/ingredients/usda-173410', expected: signedIn(200) },
  { method: 'GET', url: () => '/api/ingredients/no-such-ingredient', expected: signedIn(404) },
  {
    method: 'POST',
    url: () => '/api/admin/recipes/no-such-recipe/reprocess-ingredients',
    expected: adminOnly(404),
  },
  { method: 'GET', url: () => '/api/admin/recipes?q=soup', expected: adminOnly(200) },
  { method: 'GET', url: () => '/api/admin/recipes/export.csv', expected: adminOnly(200) },
  // Meal plans and grocery lists (issue 6): every signed-in role plans and shops; the enhanced
  // shopping view's category order is for plans with grocerylist.enhanced.
  {
    method: 'GET',
    url: () => '/api/meals?start=2026-11-22&end=2026-11-28',
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: () => '/api/meals',
    body: { kind: 'placeholder', date: '2026-11-22', mealType: 'lunch', servings: 2 },
    expected: signedIn(201),
  },
  { method: 'GET', url: () => '/api/meals/no-such-meal', expected: signedIn(404) },
  {
    method: 'PATCH',
    url: () => '/api/meals/no-such-meal',
    body: { notes: 'x', version: 1 },
    expected: signedIn(404),
  },
  {
    method: 'PUT',
    url: () => '/api/meals/no-such-meal/content',
    body: { kind: 'placeholder', version: 1 },
    expected: signedIn(404),
  },
  {
    method: 'POST',
    url: () => '/api/meals/no-such-meal/copy',
    body: { date: '2026-11-22' },
    expected: signedIn(404),
  },
  { method: 'DELETE', url: () => '/api/meals/no-such-meal', expected: signedIn(404) },
  {
    method: 'POST',
    url: () => '/api/meals/refresh',
    body: { start: '2026-11-22', end: '2026-11-28' },
    expected: signedIn(204),
  },
  { method: 'GET', url: () => '/api/meals/status?today=2026-11-22', expected: signedIn(200) },
  // The questionnaire (issue 17): saving answers needs an account; the preview is public.
  {
    method: 'PUT',
    url: () => '/api/onboarding/questionnaire',
    body: {
      answers: {
        cookingFrequency: '2-3 times per week',
        cookingSkill: 'Beginner - Learning basics',
        dietaryRestrictions: [],
        budget: '$5-$10',
        timeAvailability: '30-45 minutes',
        shoppingFrequency: 'Weekly',
      },
    },
    expected: signedIn(200),
  },
  // Plan my week (issue 16): every signed-in role plans locally; the AI plan is for mealplan.ai.
  {
    method: 'POST',
    url: () => '/api/planning/week',
    body: { today: SERVER_TODAY },
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: () => '/api/planning/week/accept',
    body: {
      today: SERVER_TODAY,
      weekStart: nextWeekStart(SERVER_TODAY),
      meals: [
        {
          date: nextWeekStart(SERVER_TODAY),
          mealType: 'snack',
          servings: 1,
          kind: 'placeholder',
        },
      ],
    },
    expected: signedIn(201),
  },
  { method: 'GET', url: () => '/api/meals/calendar-feed', expected: signedIn(200) },
  { method: 'DELETE', url: () => '/api/meals/calendar-feed', expected: signedIn(200) },
  {
    method: 'GET',
    url: () => '/api/grocery?start=2026-11-22&end=2026-11-28',
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: () => '/api/grocery/items',
    body: { text: '2 lemons' },
    expected: signedIn(201),
  },
  {
    method: 'PATCH',
    url: () => '/api/grocery/items',
    body: { ids: ['no-such-item'], checked: true },
    expected: signedIn(404),
  },
  {
    method: 'POST',
    url: () => '/api/grocery/items/remove',
    body: { ids: ['no-such-item'] },
    expected: signedIn(404),
  },
  {
    method: 'PUT',
    url: () => '/api/grocery/category-order',
    body: { order: ['Produce'] },
    expected: { anonymous: 401, free: 403, pro: 200, chef: 200, admin: 200 },
  },
  // Smart Meal Planning (issue 16): mealplan.ai — a message nobody can read is the caller's 422.
  {
    method: 'POST',
    url: () => '/api/meal-commands',
    body: { text: 'hello there', today: toIsoDay(new Date()) },
    expected: withRecipesAi(422),
  },
  {
    method: 'POST',
    url: () => `/api/meal-commands/photo?today=${toIsoDay(new Date())}`,
    body: {},
    expected: withRecipesAi(406),
  },

  // The Recipe Wizard (issue 16): mealplan.wizard — pro, chef and admin; the stories feed: anyone signed in.
  {
    method: 'GET',
    url: () => '/api/meals/no-such-meal/suggestions',
    expected: { anonymous: 401, free: 403, pro: 404, chef: 404, admin: 404 },
  },
  { method: 'GET', url: () => '/api/stories', expected: signedIn(200) },
  // Recipe import (issue 7): recipes.ai — pro, chef and admin; free users get the upgrade dialog.
  { method: 'GET', url: () => '/api/imports', expected: withRecipesAi(200) },
  {
    method: 'POST',
    url: () => '/api/imports/text',
    body: { text: 'Not a recipe.' },
    expected: withRecipesAi(422),
  },
  {
    method: 'POST',
    url: () => '/api/imports/url',
    body: { url: 'http://127.0.0.1:9/recipe' },
    expected: withRecipesAi(400),
  },
  { method: 'POST', url: () => '/api/imports/image', body: {}, expected: withRecipesAi(406) },
  { method: 'POST', url: () => '/api/imports/no-such-import/retry', expected: withRecipesAi(404) },
  {
    method: 'POST',
    url: () => '/api/imports/no-such-import/save',
    body: { name: 'Soup', ingredients: [{ name: 'water' }], instructions: ['Boil.'] },
    expected: withRecipesAi(404),
  },
  { method: 'DELETE', url: () => '/api/imports/no-such-import', expected: withRecipesAi(404) },
  // Premium recipe purchases (issue 19 §4–6): any signed-in user buys; admins refund; creators
  // with chef.earnings read their earnings.
  {
    method: 'POST',
    url: () => '/api/purchases',
    body: { recipeId: 'no-such-recipe' },
    expected: signedIn(404),
  },
  { method: 'GET', url: () => '/api/purchases/no-such-purchase', expected: signedIn(404) },
  {
    method: 'POST',
    url: () => '/api/purchases/no-such-purchase/confirm',
    expected: signedIn(404),
  },
  {
    method: 'POST',
    url: () => '/api/admin/purchases/no-such-purchase/refund',
    body: { reason: 'test' },
    expected: adminOnly(404),
  },
  {
    method: 'GET',
    url: () => '/api/admin/recipes/no-such-recipe/purchases',
    expected: adminOnly(404),
  },
  // The 30-day money-back guarantee: the signed-in subscriber's own (none here: 404).
  {
    method: 'POST',
    url: () => '/api/billing/subscription/refund',
    expected: signedIn(404),
  },
  {
    method: 'GET',
    url: () => '/api/chef/earnings',
    expected: { anonymous: 401, free: 403, pro: 403, chef: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: () => '/api/analytics/events',
    body: { type: 'page_view', path: '/about' },
    expected: { anonymous: 202, free: 202, pro: 202, chef: 202, admin: 202 },
  },
];

const WHO: Who[] = ['anonymous', 'free', 'pro', 'chef', 'admin'];

describe('the permission matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<Exclude<Who, 'anonymous'>, TestUser>;
  const ids = {} as Record<Who, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['free', 'pro', 'chef', 'admin'] as const) {
      users[role] = await createTestUser(ctx, { role });
      ids[role] = users[role].id;
    }
    ids.anonymous = 'nobody';
  }, 60_000);
  afterAll(() => ctx.close());

  const rows = CASES.flatMap((testCase) => WHO.map((who) => [who, testCase] as const));

  it.each(
    rows.map(
      ([who, c]) =>
        [
          `${c.method} ${c.url({ anonymous: ':id', free: ':id', pro: ':id', chef: ':id', admin: ':id' })}`,
          who,
          c.expected[who],
          c,
        ] as const,
    ),
  )('%s as %s → %i', async (_label, who, status, testCase) => {
    const response = await ctx.app.inject({
      method: testCase.method,
      url: testCase.url(ids),
      headers: {
        origin: TEST_ORIGIN,
        ...(who === 'anonymous' ? {} : { cookie: users[who].cookie }),
      },
      ...(testCase.body === undefined ? {} : { payload: testCase.body as Record<string, unknown> }),
    });

    expect(response.statusCode, response.body).toBe(status);
    if (status === 401 || status === 403) {
      expect(response.json().error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it('says why a chef-only route is refused', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/chef/profile',
      headers: { cookie: users.pro.cookie },
    });

    expect(response.json().error.message).toBe('Unauthorized: Chef privileges required');
  });

  it('says why an admin-only route is refused', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/subscription-starts?tier=pro',
      headers: { cookie: users.chef.cookie },
    });

    expect(response.json().error.message).toBe('Access denied. Insufficient permissions.');
  });

  it('refuses DELETE /api/me to a visitor', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { origin: TEST_ORIGIN },
    });

    expect(response.statusCode).toBe(401);
  });
});
