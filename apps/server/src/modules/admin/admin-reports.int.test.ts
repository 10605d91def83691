import { type AuditPage, type RevenueReport } from '@simmer/domain/admin';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import {
  accounts,
  analyticsEvents,
  billingSubscriptions,
  creatorEarnings,
  users,
} from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let free: TestUser;
let chef: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createTestUser(ctx, { role: 'admin' });
  free = await createTestUser(ctx);
  chef = await createTestUser(ctx, { role: 'chef' });
});
afterAll(() => ctx.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function revenue(query = '') {
  const response = await apiCall(ctx, admin, 'GET', `/api/admin/revenue${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RevenueReport>();
}

/** A premium recipe of the chef's, bought by `buyer` through the local provider's checkout page. */
async function buyThroughLocalProvider(buyer: TestUser, price: number) {
  const created = await apiCall(ctx, chef, 'POST', '/api/recipes', {
    name: `Premium stew ${unique()}`,
    prepTime: 10,
    cookTime: 30,
    isPurchasable: true,
    price,
    ingredients: [{ name: 'saffron', quantity: 1 }],
    instructions: ['Simmer.'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const recipeId = created.json<{ id: string }>().id;
  const started = await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId });
  expect(started.statusCode, started.body).toBe(200);
  const { purchaseId, sessionId } = started.json<{ purchaseId: string; sessionId: string }>();
  const done = await ctx.app.inject({
    method: 'POST',
    url: `/billing/test-checkout/${sessionId}/complete`,
    headers: {
      cookie: buyer.cookie,
      origin: TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
  expect(done.statusCode, done.body).toBe(303);
  return purchaseId;
}

/** A paid subscription invoice reported by the provider, as a webhook would. */
async function paidSubscriptionInvoice(amountCents: number, paymentIntentId: string) {
  await ctx.app.services.billing.processEvent({
    id: `evt_${unique()}`,
    created: new Date(),
    type: 'invoice.paid',
    invoice: {
      id: `in_${unique()}`,
      customerId: `cus_${unique()}`,
      subscriptionId: `sub_${unique()}`,
      amountCents,
      currency: 'usd',
      status: 'paid',
      paymentIntentId,
      created: new Date(),
      url: null,
    },
  });
}

describe('GET /api/admin/revenue', () => {
  it('moves with a purchase through the local provider and its refund', async () => {
    const before = await revenue();
    const buyer = await createTestUser(ctx);

    const purchaseId = await buyThroughLocalProvider(buyer, 9.99);
    const afterSale = await revenue();

    expect(afterSale.actual.recipeSalesCents - before.actual.recipeSalesCents).toBe(999);
    expect(afterSale.actual.recipeSales - before.actual.recipeSales).toBe(1);
    // 70% of 999 rounded to the nearest cent goes to the creator, the rest to Simmer.
    expect(afterSale.actual.creatorCents - before.actual.creatorCents).toBe(699);
    expect(afterSale.actual.platformCents - before.actual.platformCents).toBe(300);
    expect(afterSale.actual.netRevenueCents - before.actual.netRevenueCents).toBe(300);
    const todayPeriod = afterSale.periods.find((period) => period.period === today());
    expect(todayPeriod?.recipeSalesCents).toBeGreaterThanOrEqual(999);
    // The local provider's purchase invoice has no subscription: it is not subscription revenue.
    expect(afterSale.actual.subscriptionRevenueCents).toBe(before.actual.subscriptionRevenueCents);

    const refunded = await apiCall(
      ctx,
      admin,
      'POST',
      `/api/admin/purchases/${encodeURIComponent(purchaseId)}/refund`,
      { reason: 'Duplicate purchase' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const afterRefund = await revenue();

    expect(afterRefund.actual.recipeSalesCents).toBe(afterSale.actual.recipeSalesCents);
    expect(afterRefund.actual.recipeRefundsCents - afterSale.actual.recipeRefundsCents).toBe(999);
    expect(afterRefund.actual.recipeRefunds - afterSale.actual.recipeRefunds).toBe(1);
    expect(afterRefund.actual.refundsCents - afterSale.actual.refundsCents).toBe(999);
    expect(afterRefund.actual.creatorCents).toBe(before.actual.creatorCents);
    expect(afterRefund.actual.platformCents).toBe(before.actual.platformCents);
  });

  it('counts paid subscription invoices and their refunds, dated by the refund', async () => {
    const before = await revenue();
    const paymentIntentId = `pi_${unique()}`;

    await paidSubscriptionInvoice(1_000, paymentIntentId);
    const paid = await revenue();
    await ctx.app.services.billing.processEvent({
      id: `evt_${unique()}`,
      created: new Date(),
      type: 'charge.refunded',
      charge: {
        chargeId: `ch_${unique()}`,
        customerId: null,
        paymentIntentId,
        amountCents: 1_000,
        amountRefundedCents: 1_000,
        metadata: {},
      },
    });
    const refunded = await revenue();

    expect(paid.actual.subscriptionRevenueCents - before.actual.subscriptionRevenueCents).toBe(
      1_000,
    );
    expect(paid.actual.subscriptionInvoices - before.actual.subscriptionInvoices).toBe(1);
    expect(paid.actual.netRevenueCents - before.actual.netRevenueCents).toBe(1_000);
    // The refund leaves the revenue as it was earned and is counted as a refund.
    expect(refunded.actual.subscriptionRevenueCents).toBe(paid.actual.subscriptionRevenueCents);
    expect(refunded.actual.subscriptionRefundsCents - paid.actual.subscriptionRefundsCents).toBe(
      1_000,
    );
    expect(refunded.actual.netRevenueCents).toBe(before.actual.netRevenueCents);
    const period = refunded.periods.find((entry) => entry.period === today());
    expect(period?.subscriptionRevenueCents).toBeGreaterThanOrEqual(1_000);
    expect(period?.refundsCents).toBeGreaterThanOrEqual(1_000);
  });

  it("gives the spec's estimate: active pro subscriptions × $20 and chefs × $40 a month, × 12 a year", async () => {
    const before = await revenue();
    const subscribers = await Promise.all([createTestUser(ctx), createTestUser(ctx)]);
    const trialing = await createTestUser(ctx);
    const subscription = (userId: string, status: string) => ({
      id: `sub_${unique()}`,
      provider: 'local',
      userId,
      customerId: `cus_${unique()}`,
      status,
      sourceAt: new Date(),
    });
    await ctx.database.db
      .insert(billingSubscriptions)
      .values([
        ...subscribers.map((user) => subscription(user.id, 'active')),
        subscription(trialing.id, 'trialing'),
        subscription(subscribers[0].id, 'cancelled'),
      ]);
    await createTestUser(ctx, { role: 'chef' });

    const after = await revenue();

    expect(after.estimate.activeProSubscriptions - before.estimate.activeProSubscriptions).toBe(2);
    expect(after.estimate.trialingProSubscriptions - before.estimate.trialingProSubscriptions).toBe(
      1,
    );
    expect(after.estimate.chefs - before.estimate.chefs).toBe(1);
    const chefCount = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'chef'));
    expect(after.estimate.chefs).toBe(chefCount.length);
    expect(after.estimate.monthlyCents).toBe(
      after.estimate.activeProSubscriptions * 2_000 + after.estimate.chefs * 4_000,
    );
    expect(after.estimate.annualCents).toBe(after.estimate.monthlyCents * 12);
    expect(after.estimate.monthlyCents - before.estimate.monthlyCents).toBe(2 * 2_000 + 4_000);
  });

  it('keeps to the range, by day or by week, with sign-ups and subscription starts by tier', async () => {
    const old = daysAgo(45);
    await ctx.database.db.insert(creatorEarnings).values({
      id: `earn_${unique()}`,
      purchaseId: `old_${unique()}`,
      kind: 'sale',
      creatorId: chef.id,
      recipeId: 'gone',
      recipeName: 'An old sale',
      grossCents: 1_499,
      creatorCents: 1_049,
      platformCents: 450,
      occurredAt: old,
    });
    await ctx.database.db.insert(analyticsEvents).values([
      { id: `a_${unique()}`, type: 'subscription_start', tier: 'pro', timestamp: old, data: {} },
      { id: `a_${unique()}`, type: 'subscription_start', tier: 'pro', timestamp: old, data: {} },
      { id: `a_${unique()}`, type: 'signup', timestamp: old, data: {} },
    ]);
    const day = dayOf(old);
    const before = await revenue();
    const newcomer = await createTestUser(ctx);
    // The web app reports the new account's acquisition, which records the signup event.
    await apiCall(ctx, newcomer, 'POST', '/api/me/acquisition', { utm: { source: 'test' } });

    const thatDay = await revenue(`?from=${day}&to=${day}`);
    const lastThirty = await revenue();
    const byWeek = await revenue(`?from=${dayOf(daysAgo(60))}&to=${today()}&interval=week`);

    expect(thatDay.range).toEqual({ from: day, to: day, interval: 'day' });
    expect(thatDay.actual).toMatchObject({ recipeSalesCents: 1_499, recipeSales: 1 });
    expect(thatDay.signups).toBe(1);
    expect(thatDay.subscriptionStarts).toEqual({ pro: 2 });
    expect(thatDay.tiers).toEqual(['pro']);
    expect(thatDay.periods).toEqual([
      {
        period: day,
        signups: 1,
        subscriptionStarts: { pro: 2 },
        subscriptionRevenueCents: 0,
        recipeSalesCents: 1_499,
        refundsCents: 0,
        creatorCents: 1_049,
        platformCents: 450,
      },
    ]);
    // The default range is the last 30 days by day: the old sale is not in it.
    expect(lastThirty.range).toEqual({
      from: dayOf(daysAgo(29)),
      to: today(),
      interval: 'day',
    });
    expect(lastThirty.periods).toHaveLength(30);
    expect(lastThirty.periods.some((period) => period.recipeSalesCents === 1_499)).toBe(false);
    expect(lastThirty.signups - before.signups).toBe(1);
    expect(lastThirty.periods.at(-1)!.signups - before.periods.at(-1)!.signups).toBe(1);
    expect(byWeek.periods.every((period) => new Date(period.period).getUTCDay() === 1)).toBe(true);
    const week = byWeek.periods.find((period) => period.recipeSalesCents >= 1_499);
    expect(week?.subscriptionStarts.pro).toBe(2);
  });

  it('refuses a range that ends before it starts, or too long by day, in words', async () => {
    const backwards = await apiCall(
      ctx,
      admin,
      'GET',
      '/api/admin/revenue?from=2026-02-01&to=2026-01-01',
    );
    const tooLong = await apiCall(
      ctx,
      admin,
      'GET',
      '/api/admin/revenue?from=2024-01-01&to=2025-12-31&interval=day',
    );
    const badDay = await apiCall(ctx, admin, 'GET', '/api/admin/revenue?from=2026-02-30');

    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The start of the range must not be after its end');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A range by day may span at most 366 days');
    expect(badDay.statusCode).toBe(400);
  });
});

describe('admin reports are for admins only', () => {
  const urls = [
    '/api/admin/revenue',
    '/api/admin/revenue/export.csv',
    '/api/admin/users/export.csv',
    '/api/admin/audit/export.csv',
  ];
  it('answers 403 to a signed-in non-admin and 401 to a visitor', async () => {
    for (const url of urls) {
      expect((await apiCall(ctx, free, 'GET', url)).statusCode, url).toBe(403);
      expect((await apiCall(ctx, chef, 'GET', url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

const csvOf = (body: string) => parse<Record<string, string>>(body, { columns: true });

describe('CSV exports', () => {
  it('exports the users the search matches, quoting commas and quotes and guarding formulas', async () => {
    const tag = unique();
    const quoted = await createTestUser(ctx, { email: `quoted-${tag}@example.com` });
    const formula = await createTestUser(ctx, { email: `formula-${tag}@example.com` });
    await apiCall(ctx, quoted, 'PATCH', '/api/me', {
      displayName: `Smith, "Jo" ${tag}`,
      socialProfiles: { instagram: `jo_${tag}` },
    });
    await apiCall(ctx, formula, 'PATCH', '/api/me', { displayName: `=HYPERLINK("x") ${tag}` });
    const minus = await createTestUser(ctx, { email: `minus-${tag}@example.com` });
    await apiCall(ctx, minus, 'PATCH', '/api/me', { displayName: `-2+3 ${tag}` });
    const at = await createTestUser(ctx, { email: `at-${tag}@example.com` });
    await apiCall(ctx, at, 'PATCH', '/api/me', { displayName: `@SUM(1) ${tag}` });
    const plus = await createTestUser(ctx, { email: `plus-${tag}@example.com` });
    await apiCall(ctx, plus, 'PATCH', '/api/me', { displayName: `+1 ${tag}` });

    const response = await apiCall(ctx, admin, 'GET', `/api/admin/users/export.csv?q=${tag}`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="simmer-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain(`"Smith, ""Jo"" ${tag}"`);
    const rows = csvOf(response.body);
    expect(rows.map((row) => row.Email)).toEqual([
      `plus-${tag}@example.com`,
      `at-${tag}@example.com`,
      `minus-${tag}@example.com`,
      `formula-${tag}@example.com`,
      `quoted-${tag}@example.com`,
    ]);
    const byEmail = (email: string) => rows.find((row) => row.Email === email)!;
    expect(byEmail(`quoted-${tag}@example.com`)).toMatchObject({
      'User id': quoted.id,
      'Display name': `Smith, "Jo" ${tag}`,
      Role: 'free',
      Instagram: `jo_${tag}`,
      TikTok: '',
      'Planned meals': '0',
      'Cancel at period end': 'false',
    });
    expect(byEmail(`formula-${tag}@example.com`)['Display name']).toBe(`'=HYPERLINK("x") ${tag}`);
    expect(byEmail(`minus-${tag}@example.com`)['Display name']).toBe(`'-2+3 ${tag}`);
    expect(byEmail(`at-${tag}@example.com`)['Display name']).toBe(`'@SUM(1) ${tag}`);
    expect(byEmail(`plus-${tag}@example.com`)['Display name']).toBe(`'+1 ${tag}`);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining([
        'Email',
        'Subscription status',
        'Trial end',
        'Total cook time (minutes)',
      ]),
    );
  });

  it('exports every match across its batches, in order, without repeats, ties included', async () => {
    const tag = unique();
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    await ctx.database.db.insert(users).values(
      Array.from({ length: 1_203 }, (_, i) => ({
        id: `bulk-${tag}-${String(i).padStart(4, '0')}`,
        name: `Bulk ${tag}`,
        email: `bulk-${tag}-${i}@example.com`,
        // Runs of users created in the same instant: the id breaks the tie.
        createdAt: new Date(createdAt.getTime() - Math.floor(i / 7)),
      })),
    );

    const response = await apiCall(ctx, admin, 'GET', `/api/admin/users/export.csv?q=${tag}`);

    const ids = csvOf(response.body).map((row) => row['User id']);
    expect(ids).toHaveLength(1_203);
    expect(new Set(ids).size).toBe(1_203);
    const expected = Array.from(
      { length: 1_203 },
      (_, i) => `bulk-${tag}-${String(i).padStart(4, '0')}`,
    ).sort((a, b) => {
      const ai = Number(a.slice(-4));
      const bi = Number(b.slice(-4));
      return Math.floor(ai / 7) - Math.floor(bi / 7) || (a < b ? 1 : -1);
    });
    expect(ids).toEqual(expected);
  });

  it('never exports a password hash, a session token or a payment secret', async () => {
    const response = await apiCall(ctx, admin, 'GET', '/api/admin/users/export.csv');
    const [account] = await ctx.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, free.id));
    const sessionToken = decodeURIComponent(free.cookie.split('=')[1]!.split('.')[0]!);

    expect(response.statusCode).toBe(200);
    expect(csvOf(response.body).some((row) => row['User id'] === free.id)).toBe(true);
    expect(account?.password).toBeTruthy();
    expect(response.body).not.toContain(account!.password!);
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(sessionToken);
    expect(response.body.toLowerCase()).not.toMatch(/password|token|secret|whsec_|sk_/);
  });

  it('exports the audit trail with the same filter as its list', async () => {
    const target = await createTestUser(ctx);
    await apiCall(ctx, admin, 'PATCH', `/api/admin/users/${target.id}/role`, { role: 'pro' });
    await apiCall(ctx, admin, 'POST', `/api/admin/users/${target.id}/onboarding/reset`);
    const listed = (
      await apiCall(ctx, admin, 'GET', '/api/admin/audit?action=user.role_changed')
    ).json<AuditPage>();

    const response = await apiCall(
      ctx,
      admin,
      'GET',
      '/api/admin/audit/export.csv?action=user.role_changed',
    );
    const bad = await apiCall(ctx, admin, 'GET', '/api/admin/audit/export.csv?action=nope');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="simmer-audit-/);
    const rows = csvOf(response.body);
    expect(rows.length).toBe(listed.total);
    expect(rows.every((row) => row.Action === 'user.role_changed')).toBe(true);
    expect(rows[0]).toMatchObject({
      Description: 'Role changed',
      'Actor email': admin.email,
      'Target user id': target.id,
      'Entry id': listed.entries[0]!.id,
    });
    expect(JSON.parse(rows[0]!.After!)).toMatchObject({ role: 'pro' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the revenue per period with the total last', async () => {
    const day = dayOf(daysAgo(45));
    const response = await apiCall(
      ctx,
      admin,
      'GET',
      `/api/admin/revenue/export.csv?from=${day}&to=${day}`,
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="simmer-revenue-${day}-to-${day}.csv"`,
    );
    const rows = csvOf(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Period: day,
      'Sign-ups': '1',
      'Subscription starts (pro)': '2',
      'Recipe sales (cents)': '1499',
      "Creators' share (cents)": '1049',
      "Simmer's share of sales (cents)": '450',
    });
    expect(rows[1]).toMatchObject({
      Period: `Total ${day} to ${day}`,
      'Recipe sales (cents)': '1499',
    });
  });
});
