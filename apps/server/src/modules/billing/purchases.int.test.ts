import { PURCHASE_MESSAGES } from '@simmer/domain/billing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEvents,
  creatorEarnings,
  recipePurchases,
  recipes,
  userRecipes,
} from '../../db/schema';
import {
  FAKE_STRIPE_PUBLISHABLE,
  FAKE_STRIPE_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/fake-stripe';
import {
  apiCall,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

interface Started {
  purchaseId: string;
  sessionId: string;
  url: string;
}

interface Harness {
  name: 'stripe' | 'local';
  ctx: TestContext;
  fake: FakeStripe | null;
  /**
   * The buyer pays on the provider's page. With Stripe no webhook is delivered (it may come
   * late or never); the local provider reports its events in-process as the page completes.
   */
  pay(buyer: TestUser, started: Started): Promise<void>;
}

async function stripeHarness(): Promise<Harness> {
  const fake = await startFakeStripe();
  const ctx = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  return {
    name: 'stripe',
    ctx,
    fake,
    pay(_buyer, started) {
      fake.completePayment(started.sessionId);
      return Promise.resolve();
    },
  };
}

async function localHarness(): Promise<Harness> {
  const ctx = await createTestApp();
  return {
    name: 'local',
    ctx,
    fake: null,
    async pay(buyer, started) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/billing/test-checkout/${started.sessionId}`,
        headers: { cookie: buyer.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Test payments');
      expect(page.body).toMatch(/<p class="price">\$\d+\.\d{2}<\/p>/);
      const done = await ctx.app.inject({
        method: 'POST',
        url: `/billing/test-checkout/${started.sessionId}/complete`,
        headers: {
          cookie: buyer.cookie,
          origin: TEST_ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(
        `${TEST_ORIGIN}/recipes/${purchaseRecipe(started)}?purchase=success&pid=${started.purchaseId}`,
      );
    },
  };
}

/** The recipe id inside a purchase id ({userId}_{recipeId}_{timestamp}). */
const purchaseRecipe = (started: Started) => started.purchaseId.split('_')[1];

function deliver(ctx: TestContext, fake: FakeStripe, event: Record<string, unknown>) {
  const { payload, signature } = fake.sign(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function createPremiumRecipe(ctx: TestContext, chef: TestUser, price = 9.99) {
  const response = await apiCall(ctx, chef, 'POST', '/api/recipes', {
    name: `Premium ragù ${Math.random().toString(36).slice(2, 8)}`,
    prepTime: 10,
    cookTime: 60,
    isPurchasable: true,
    price,
    ingredients: [{ name: 'saffron', quantity: 1 }],
    instructions: ['Simmer slowly.'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function startPurchase(ctx: TestContext, buyer: TestUser, recipeId: string) {
  const response = await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Started>();
}

const confirm = (ctx: TestContext, buyer: TestUser, purchaseId: string) =>
  apiCall(ctx, buyer, 'POST', `/api/purchases/${encodeURIComponent(purchaseId)}/confirm`);

const refund = (
  ctx: TestContext,
  admin: TestUser,
  purchaseId: string,
  reason = 'Not as described',
) =>
  apiCall(ctx, admin, 'POST', `/api/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, {
    reason,
  });

async function recipeAs(ctx: TestContext, user: TestUser, recipeId: string) {
  const response = await apiCall(ctx, user, 'GET', `/api/recipes/${recipeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ isLocked: boolean; ingredients: unknown[]; instructions: unknown[] }>();
}

/** What a sale changed: the purchase, the buyer's link, the recipe's counters, the ledger. */
async function saleState(ctx: TestContext, purchaseId: string) {
  const db = ctx.database.db;
  const [purchase] = await db
    .select()
    .from(recipePurchases)
    .where(eq(recipePurchases.id, purchaseId));
  const [recipe] = await db
    .select({
      purchaseCount: recipes.purchaseCount,
      totalRevenueCents: recipes.totalRevenueCents,
      lastPurchasedAt: recipes.lastPurchasedAt,
      refundCount: recipes.refundCount,
    })
    .from(recipes)
    .where(eq(recipes.id, purchase!.recipeId));
  const links = await db
    .select({ purchaseId: userRecipes.purchaseId, status: userRecipes.status })
    .from(userRecipes)
    .where(
      and(eq(userRecipes.userId, purchase!.userId), eq(userRecipes.recipeId, purchase!.recipeId)),
    );
  const ledger = await db
    .select({
      kind: creatorEarnings.kind,
      creatorId: creatorEarnings.creatorId,
      grossCents: creatorEarnings.grossCents,
      creatorCents: creatorEarnings.creatorCents,
      platformCents: creatorEarnings.platformCents,
    })
    .from(creatorEarnings)
    .where(eq(creatorEarnings.purchaseId, purchaseId))
    .orderBy(creatorEarnings.occurredAt);
  return { purchase: purchase!, recipe: recipe!, links, ledger };
}

const SALE = { grossCents: 999, creatorCents: 699, platformCents: 300 };
const REVERSAL = { grossCents: -999, creatorCents: -699, platformCents: -300 };

describe.each([
  ['stripe (real SDK against a local fake Stripe)', stripeHarness],
  ['local provider', localHarness],
])('premium recipe purchases through the %s', (_name, makeHarness) => {
  let harness: Harness;
  let ctx: TestContext;
  let chef: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    harness = await makeHarness();
    ctx = harness.ctx;
    chef = await createTestUser(ctx, { role: 'chef' });
    admin = await createTestUser(ctx, { role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await harness.fake?.close();
  });

  /** A buyer who has bought (and confirmed) a fresh premium recipe. */
  async function boughtRecipe() {
    const recipeId = await createPremiumRecipe(ctx, chef);
    const buyer = await createTestUser(ctx);
    const started = await startPurchase(ctx, buyer, recipeId);
    await harness.pay(buyer, started);
    const confirmed = await confirm(ctx, buyer, started.purchaseId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { recipeId, buyer, started };
  }

  it('sells a premium recipe: a pending record, a one-time checkout, then access, counters and the 70/30 ledger once confirmed', async () => {
    const recipeId = await createPremiumRecipe(ctx, chef);
    const buyer = await createTestUser(ctx);
    const locked = await recipeAs(ctx, buyer, recipeId);
    expect(locked).toMatchObject({ isLocked: true, ingredients: [], instructions: [] });

    const started = await startPurchase(ctx, buyer, recipeId);

    expect(started.purchaseId).toMatch(new RegExp(`^${buyer.id}_${recipeId}_\\d+`));
    const pending = await saleState(ctx, started.purchaseId);
    expect(pending.purchase).toMatchObject({
      status: 'pending',
      priceCents: 999,
      currency: 'usd',
      sessionId: started.sessionId,
      creatorId: chef.id,
      provider: harness.name,
      metadata: { userId: buyer.id, type: 'recipe_purchase' },
    });
    if (harness.fake) {
      const request = harness.fake.sessions.get(started.sessionId)!._request as Record<
        string,
        unknown
      >;
      expect(request).toMatchObject({
        mode: 'payment',
        success_url: `${TEST_ORIGIN}/recipes/${recipeId}?purchase=success&pid=${started.purchaseId}`,
        cancel_url: `${TEST_ORIGIN}/recipes/${recipeId}?purchase=cancelled`,
        metadata: { purchaseId: started.purchaseId, recipeId, type: 'recipe_purchase' },
        line_items: [{ price_data: { currency: 'usd', unit_amount: '999' } }],
      });
      expect(request).not.toHaveProperty('allow_promotion_codes');
    } else {
      expect(started.url).toMatch(/\/billing\/test-checkout\/cs_local_/);
    }

    await harness.pay(buyer, started);
    const confirmed = await confirm(ctx, buyer, started.purchaseId);

    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', priceCents: 999 });
    const sold = await saleState(ctx, started.purchaseId);
    expect(sold.purchase.completedAt).toBeInstanceOf(Date);
    expect(sold.purchase.paymentIntentId).toBeTruthy();
    expect(sold.recipe).toMatchObject({ purchaseCount: 1, totalRevenueCents: 999, refundCount: 0 });
    expect(sold.recipe.lastPurchasedAt).toBeInstanceOf(Date);
    expect(sold.links).toEqual([{ purchaseId: started.purchaseId, status: 'active' }]);
    expect(sold.ledger).toEqual([{ kind: 'sale', creatorId: chef.id, ...SALE }]);
    const open = await recipeAs(ctx, buyer, recipeId);
    expect(open.isLocked).toBe(false);
    expect(open.ingredients).toHaveLength(1);
    expect(open.instructions).toHaveLength(1);

    // A reload of the success page confirms again: nothing changes.
    const again = await confirm(ctx, buyer, started.purchaseId);
    expect(again.json()).toMatchObject({ status: 'completed' });
    expect(await saleState(ctx, started.purchaseId)).toEqual(sold);
    // Buying it twice is refused.
    const twice = await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PURCHASE_MESSAGES.alreadyOwned);
    const status = await apiCall(
      ctx,
      buyer,
      'GET',
      `/api/purchases/${encodeURIComponent(started.purchaseId)}`,
    );
    expect(status.json()).toMatchObject({ id: started.purchaseId, status: 'completed' });
  });

  it('refunds as an admin: status refunded with the reason, access revoked, counters and the ledger reversed, once', async () => {
    const { recipeId, buyer, started } = await boughtRecipe();

    const refunded = await refund(ctx, admin, started.purchaseId, 'Not as described');

    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundReason: 'Not as described' });
    const state = await saleState(ctx, started.purchaseId);
    expect(state.purchase.refundedAt).toBeInstanceOf(Date);
    expect(state.recipe).toMatchObject({ purchaseCount: 0, totalRevenueCents: 0, refundCount: 1 });
    expect(state.links).toEqual([{ purchaseId: started.purchaseId, status: 'revoked' }]);
    expect(state.ledger).toEqual([
      { kind: 'sale', creatorId: chef.id, ...SALE },
      { kind: 'refund', creatorId: chef.id, ...REVERSAL },
    ]);
    expect((await recipeAs(ctx, buyer, recipeId)).isLocked).toBe(true);
    const audit = await apiCall(ctx, admin, 'GET', '/api/admin/audit?action=purchase.refunded');
    expect(
      audit
        .json<{ entries: { subjectId: string }[] }>()
        .entries.find((entry) => entry.subjectId === started.purchaseId),
    ).toMatchObject({
      actorId: admin.id,
      targetUserId: buyer.id,
      targetRecipeId: recipeId,
      before: { status: 'completed', priceCents: 999 },
      after: { status: 'refunded', reason: 'Not as described' },
    });

    if (harness.fake) {
      // Stripe then reports the refund by webhook, twice: neither changes anything.
      const charge = [...harness.fake.charges.values()].find(
        (candidate) => candidate.payment_intent === state.purchase.paymentIntentId,
      )!;
      expect(charge.refunded).toBe(true);
      const event = harness.fake.event('charge.refunded', charge);
      expect((await deliver(ctx, harness.fake, event)).json().outcome).not.toBe(
        'purchase_refunded',
      );
      expect((await deliver(ctx, harness.fake, event)).json().outcome).toBe('duplicate');
    } else {
      // The local provider's refund reports charge.refunded to the same handler as Stripe's.
      const [event] = await ctx.database.db
        .select({ outcome: billingEvents.outcome })
        .from(billingEvents)
        .where(eq(billingEvents.type, 'charge.refunded'))
        .orderBy(billingEvents.processedAt)
        .limit(1);
      expect(event?.outcome).toBe('purchase_refunded');
    }
    expect(await saleState(ctx, started.purchaseId)).toEqual(state);
    const twice = await refund(ctx, admin, started.purchaseId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PURCHASE_MESSAGES.cannotRefund);
  });

  it('shows the creator 70% of each sale on the earnings page, net of refunds', async () => {
    const seller = await createTestUser(ctx, { role: 'chef' });
    const first = await createPremiumRecipe(ctx, seller, 9.99);
    const second = await createPremiumRecipe(ctx, seller, 4.99);
    for (const recipeId of [first, first, second]) {
      const buyer = await createTestUser(ctx);
      const started = await startPurchase(ctx, buyer, recipeId);
      await harness.pay(buyer, started);
      expect((await confirm(ctx, buyer, started.purchaseId)).statusCode).toBe(200);
      if (recipeId === second)
        expect((await refund(ctx, admin, started.purchaseId)).statusCode).toBe(200);
    }

    const response = await apiCall(ctx, seller, 'GET', '/api/chef/earnings');

    expect(response.statusCode, response.body).toBe(200);
    const earnings = response.json();
    const net = { sales: 3, refunds: 1, grossCents: 1998, creatorCents: 1398, platformCents: 600 };
    expect(earnings).toMatchObject({ creatorSharePercent: 70, totals: net, currentMonth: net });
    expect(earnings.months).toEqual([{ month: earnings.thisMonth, ...net }]);
    expect(earnings.recipes).toEqual([
      expect.objectContaining({ recipeId: first, sales: 2, refunds: 0, creatorCents: 1398 }),
      expect.objectContaining({ recipeId: second, sales: 1, refunds: 1, creatorCents: 0 }),
    ]);
    const buyerView = await apiCall(
      ctx,
      await createTestUser(ctx, { role: 'pro' }),
      'GET',
      '/api/chef/earnings',
    );
    expect(buyerView.statusCode).toBe(403);
  });

  it('lets an admin list a recipe’s purchases; others may not', async () => {
    const { recipeId, buyer, started } = await boughtRecipe();

    const list = await apiCall(ctx, admin, 'GET', `/api/admin/recipes/${recipeId}/purchases`);

    expect(list.statusCode).toBe(200);
    expect(list.json().purchases).toEqual([
      expect.objectContaining({
        id: started.purchaseId,
        userId: buyer.id,
        buyerEmail: buyer.email,
        status: 'completed',
      }),
    ]);
    expect(
      (await apiCall(ctx, chef, 'GET', `/api/admin/recipes/${recipeId}/purchases`)).statusCode,
    ).toBe(403);
    expect((await refund(ctx, buyer, started.purchaseId)).statusCode).toBe(403);
  });

  describe('refuses what the spec refuses, with its words', () => {
    type Setup = () => Promise<{ response: { statusCode: number; json(): unknown } }>;
    const cases: [string, number, string, Setup][] = [
      [
        'confirming a purchase that does not exist',
        404,
        PURCHASE_MESSAGES.recordNotFound,
        async () => ({ response: await confirm(ctx, await createTestUser(ctx), 'nope_nope_1') }),
      ],
      [
        'confirming another user’s purchase',
        404,
        PURCHASE_MESSAGES.recordNotFound,
        async () => {
          const recipeId = await createPremiumRecipe(ctx, chef);
          const started = await startPurchase(ctx, await createTestUser(ctx), recipeId);
          return { response: await confirm(ctx, await createTestUser(ctx), started.purchaseId) };
        },
      ],
      [
        'confirming a purchase whose checkout was not paid',
        400,
        PURCHASE_MESSAGES.invalidSession,
        async () => {
          const buyer = await createTestUser(ctx);
          const started = await startPurchase(ctx, buyer, await createPremiumRecipe(ctx, chef));
          return { response: await confirm(ctx, buyer, started.purchaseId) };
        },
      ],
      [
        'confirming a refunded purchase',
        409,
        PURCHASE_MESSAGES.notPending,
        async () => {
          const { buyer, started } = await boughtRecipe();
          expect((await refund(ctx, admin, started.purchaseId)).statusCode).toBe(200);
          return { response: await confirm(ctx, buyer, started.purchaseId) };
        },
      ],
      [
        'refunding a pending purchase',
        409,
        PURCHASE_MESSAGES.cannotRefund,
        async () => {
          const started = await startPurchase(
            ctx,
            await createTestUser(ctx),
            await createPremiumRecipe(ctx, chef),
          );
          return { response: await refund(ctx, admin, started.purchaseId) };
        },
      ],
      [
        'refunding a purchase that does not exist',
        404,
        PURCHASE_MESSAGES.recordNotFound,
        async () => ({ response: await refund(ctx, admin, 'nope_nope_2') }),
      ],
      [
        'refunding a completed purchase without a payment session',
        400,
        PURCHASE_MESSAGES.noPaymentInfo,
        async () => {
          const { started } = await boughtRecipe();
          await ctx.database.db
            .update(recipePurchases)
            .set({ sessionId: null })
            .where(eq(recipePurchases.id, started.purchaseId));
          return { response: await refund(ctx, admin, started.purchaseId) };
        },
      ],
      [
        'reading a purchase that does not exist',
        404,
        PURCHASE_MESSAGES.notFound,
        async () => ({
          response: await apiCall(ctx, await createTestUser(ctx), 'GET', '/api/purchases/nope'),
        }),
      ],
      [
        'the creator buying their own recipe',
        409,
        PURCHASE_MESSAGES.ownRecipe,
        async () => {
          const recipeId = await createPremiumRecipe(ctx, chef);
          return { response: await apiCall(ctx, chef, 'POST', '/api/purchases', { recipeId }) };
        },
      ],
      [
        'buying a recipe that is not for sale',
        400,
        PURCHASE_MESSAGES.notForSale,
        async () => {
          const created = await apiCall(ctx, chef, 'POST', '/api/recipes', {
            name: 'Free soup',
            ingredients: [{ name: 'water', quantity: 1 }],
            instructions: ['Boil.'],
          });
          const recipeId = created.json<{ id: string }>().id;
          const buyer = await createTestUser(ctx);
          return { response: await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId }) };
        },
      ],
      [
        'buying another user’s private recipe',
        404,
        PURCHASE_MESSAGES.recipeNotFound,
        async () => {
          const owner = await createTestUser(ctx, { role: 'pro' });
          const created = await apiCall(ctx, owner, 'POST', '/api/recipes', {
            name: 'Private soup',
            visibility: 'private',
            ingredients: [{ name: 'water', quantity: 1 }],
            instructions: ['Boil.'],
          });
          const recipeId = created.json<{ id: string }>().id;
          const buyer = await createTestUser(ctx);
          return { response: await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId }) };
        },
      ],
    ];

    it.each(cases)('%s: %i', async (_case, status, message, setup) => {
      const { response } = await setup();

      expect(response.statusCode).toBe(status);
      expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    });
  });
});

describe('the local provider: a refund reported before the test payment was confirmed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('records the refund so that completing the checkout grants no access', async () => {
    const chef = await createTestUser(ctx, { role: 'chef' });
    const buyer = await createTestUser(ctx);
    const recipeId = await createPremiumRecipe(ctx, chef);
    const started = await startPurchase(ctx, buyer, recipeId);

    // The local provider's refund event, as it would report one for this purchase's payment.
    const outcome = await ctx.app.services.billing.processEvent({
      id: 'evt_local_refund_first',
      created: new Date(),
      type: 'charge.refunded',
      charge: {
        chargeId: 'ch_local_first',
        customerId: null,
        paymentIntentId: 'pi_local_refund_first',
        amountCents: 999,
        amountRefundedCents: 999,
        metadata: { purchaseId: started.purchaseId },
      },
    });
    expect(outcome).toBe('purchase_refunded');
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/billing/test-checkout/${started.sessionId}/complete`,
      headers: {
        cookie: buyer.cookie,
        origin: TEST_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    const back = await confirm(ctx, buyer, started.purchaseId);

    expect(back.statusCode).toBe(409);
    const state = await saleState(ctx, started.purchaseId);
    expect(state.purchase.status).toBe('refunded');
    expect(state.links).toEqual([{ purchaseId: started.purchaseId, status: 'revoked' }]);
    expect(state.ledger.reduce((sum, row) => sum + row.grossCents, 0)).toBe(0);
    expect((await recipeAs(ctx, buyer, recipeId)).isLocked).toBe(true);
  });
});

describe('premium recipe purchases and Stripe webhooks', () => {
  let fake: FakeStripe;
  let ctx: TestContext;
  let chef: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    const harness = await stripeHarness();
    fake = harness.fake!;
    ctx = harness.ctx;
    chef = await createTestUser(ctx, { role: 'chef' });
    admin = await createTestUser(ctx, { role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  async function paid() {
    const recipeId = await createPremiumRecipe(ctx, chef);
    const buyer = await createTestUser(ctx);
    const started = await startPurchase(ctx, buyer, recipeId);
    const { session, charge } = fake.completePayment(started.sessionId);
    return { recipeId, buyer, started, session, charge };
  }

  it('completes the purchase from checkout.session.completed before the return from checkout, which is then a no-op', async () => {
    const { buyer, started, session } = await paid();
    const event = fake.event('checkout.session.completed', session);

    const first = await deliver(ctx, fake, event);
    const replay = await deliver(ctx, fake, event);

    expect(first.json()).toEqual({ received: true, outcome: 'purchase_completed' });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const afterWebhook = await saleState(ctx, started.purchaseId);
    expect(afterWebhook.purchase.status).toBe('completed');
    expect(afterWebhook.links).toEqual([{ purchaseId: started.purchaseId, status: 'active' }]);
    const redirect = await confirm(ctx, buyer, started.purchaseId);
    expect(redirect.json()).toMatchObject({ status: 'completed' });
    // The same session in a second event (Stripe retries with a new id): still once.
    const retried = await deliver(ctx, fake, fake.event('checkout.session.completed', session));
    expect(retried.json().outcome).toBe('purchase_unchanged');
    expect(await saleState(ctx, started.purchaseId)).toEqual(afterWebhook);
    expect(afterWebhook.recipe).toMatchObject({ purchaseCount: 1, totalRevenueCents: 999 });
    expect(afterWebhook.ledger).toHaveLength(1);
  });

  it('grants access once when two confirmations and the webhook arrive at the same time', async () => {
    const { buyer, started, session } = await paid();

    const results = await Promise.all([
      confirm(ctx, buyer, started.purchaseId),
      confirm(ctx, buyer, started.purchaseId),
      deliver(ctx, fake, fake.event('checkout.session.completed', session)),
      confirm(ctx, buyer, started.purchaseId),
    ]);

    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200, 200]);
    const state = await saleState(ctx, started.purchaseId);
    expect(state.purchase.status).toBe('completed');
    expect(state.links).toEqual([{ purchaseId: started.purchaseId, status: 'active' }]);
    expect(state.recipe).toMatchObject({ purchaseCount: 1, totalRevenueCents: 999 });
    expect(state.ledger).toEqual([{ kind: 'sale', creatorId: chef.id, ...SALE }]);
  });

  it('ignores a paid session that does not match its purchase (another amount)', async () => {
    const { started, session } = await paid();

    const forged = { ...session, amount_total: 1 };
    const response = await deliver(ctx, fake, fake.event('checkout.session.completed', forged));

    expect(response.json().outcome).toBe('payment_completed');
    expect((await saleState(ctx, started.purchaseId)).purchase.status).toBe('pending');
  });

  it('applies a refund made in Stripe’s dashboard (charge.refunded) exactly once, and a late completion changes nothing', async () => {
    const { recipeId, buyer, started, session, charge } = await paid();
    expect((await confirm(ctx, buyer, started.purchaseId)).statusCode).toBe(200);
    const refunded = fake.refundInDashboard(charge.id as string);
    const event = fake.event('charge.refunded', refunded);

    const first = await deliver(ctx, fake, event);
    const replay = await deliver(ctx, fake, event);
    const late = await deliver(ctx, fake, fake.event('checkout.session.completed', session, -60));

    expect(first.json().outcome).toBe('purchase_refunded');
    expect(replay.json().outcome).toBe('duplicate');
    expect(late.json().outcome).toBe('purchase_unchanged');
    const state = await saleState(ctx, started.purchaseId);
    expect(state.purchase).toMatchObject({
      status: 'refunded',
      refundReason: 'refunded_at_payment_provider',
    });
    expect(state.recipe).toMatchObject({ purchaseCount: 0, totalRevenueCents: 0, refundCount: 1 });
    expect(state.links).toEqual([{ purchaseId: started.purchaseId, status: 'revoked' }]);
    expect(state.ledger).toEqual([
      { kind: 'sale', creatorId: chef.id, ...SALE },
      { kind: 'refund', creatorId: chef.id, ...REVERSAL },
    ]);
    expect((await recipeAs(ctx, buyer, recipeId)).isLocked).toBe(true);
    const again = await refund(ctx, admin, started.purchaseId);
    expect(again.json().error.message).toBe(PURCHASE_MESSAGES.cannotRefund);
  });

  /** What both orders of a refund and a confirmation must end with: the same record. */
  async function endState(purchaseId: string) {
    const state = await saleState(ctx, purchaseId);
    return {
      status: state.purchase.status,
      refundReason: state.purchase.refundReason,
      recipe: { purchaseCount: state.recipe.purchaseCount, refundCount: state.recipe.refundCount },
      totalRevenueCents: state.recipe.totalRevenueCents,
      links: state.links,
      // A refund before the confirmation books the sale and its reversal at the same instant.
      ledger: [...state.ledger].sort((a, b) =>
        a.kind === 'sale' ? -1 : b.kind === 'sale' ? 1 : 0,
      ),
      net: state.ledger.reduce((sum, row) => sum + row.grossCents, 0),
    };
  }

  it('a refund that arrives before the purchase was confirmed wins over the later confirmation, in either order', async () => {
    // refund → confirm: the dashboard refunds a payment whose webhook and return have not come yet.
    const early = await paid();
    const refundedFirst = fake.refundInDashboard(early.charge.id as string);
    const refundEvent = await deliver(ctx, fake, fake.event('charge.refunded', refundedFirst));
    expect(refundEvent.json().outcome).toBe('purchase_refunded');
    const lateWebhook = await deliver(
      ctx,
      fake,
      fake.event('checkout.session.completed', early.session),
    );
    const lateReturn = await confirm(ctx, early.buyer, early.started.purchaseId);
    expect(lateWebhook.json().outcome).toBe('purchase_unchanged');
    expect(lateReturn.statusCode).toBe(409);
    expect(lateReturn.json().error.message).toBe(PURCHASE_MESSAGES.notPending);
    expect((await recipeAs(ctx, early.buyer, early.recipeId)).isLocked).toBe(true);

    // confirm → refund: the usual order.
    const usual = await paid();
    expect((await confirm(ctx, usual.buyer, usual.started.purchaseId)).statusCode).toBe(200);
    const refundedLater = fake.refundInDashboard(usual.charge.id as string);
    expect(
      (await deliver(ctx, fake, fake.event('charge.refunded', refundedLater))).json().outcome,
    ).toBe('purchase_refunded');

    const expected = {
      status: 'refunded',
      refundReason: 'refunded_at_payment_provider',
      recipe: { purchaseCount: 0, refundCount: 1 },
      totalRevenueCents: 0,
      links: [{ purchaseId: expect.any(String), status: 'revoked' }],
      ledger: [
        { kind: 'sale', creatorId: chef.id, ...SALE },
        { kind: 'refund', creatorId: chef.id, ...REVERSAL },
      ],
      net: 0,
    };
    expect(await endState(early.started.purchaseId)).toEqual(expected);
    expect(await endState(usual.started.purchaseId)).toEqual(expected);
  });

  it('suspends access while a dispute is open, gives it back when won, and takes the sale back once when lost', async () => {
    const won = await paid();
    expect((await confirm(ctx, won.buyer, won.started.purchaseId)).statusCode).toBe(200);
    const opened = fake.event(
      'charge.dispute.created',
      fake.dispute(won.charge.id as string, 'needs_response'),
    );

    expect((await deliver(ctx, fake, opened)).json().outcome).toBe('dispute_opened');
    expect((await deliver(ctx, fake, opened)).json().outcome).toBe('duplicate');
    const open = await saleState(ctx, won.started.purchaseId);
    expect(open.purchase).toMatchObject({ status: 'completed', disputeStatus: 'open' });
    expect(open.links).toEqual([{ purchaseId: won.started.purchaseId, status: 'revoked' }]);
    expect((await recipeAs(ctx, won.buyer, won.recipeId)).isLocked).toBe(true);

    const closedWon = fake.event(
      'charge.dispute.closed',
      fake.dispute(won.charge.id as string, 'won'),
    );
    expect((await deliver(ctx, fake, closedWon)).json().outcome).toBe('dispute_won');
    // The "created" again (Stripe retries it with a new id, late): the dispute stays closed.
    const lateOpen = fake.event(
      'charge.dispute.created',
      (opened.data as { object: Record<string, unknown> }).object,
    );
    expect((await deliver(ctx, fake, lateOpen)).json().outcome).toBe('dispute_unchanged');
    const afterWin = await saleState(ctx, won.started.purchaseId);
    expect(afterWin.purchase).toMatchObject({ status: 'completed', disputeStatus: 'won' });
    expect(afterWin.links).toEqual([{ purchaseId: won.started.purchaseId, status: 'active' }]);
    expect(afterWin.ledger).toEqual([{ kind: 'sale', creatorId: chef.id, ...SALE }]);
    expect((await recipeAs(ctx, won.buyer, won.recipeId)).isLocked).toBe(false);

    const lost = await paid();
    expect((await confirm(ctx, lost.buyer, lost.started.purchaseId)).statusCode).toBe(200);
    const disputeId = fake.dispute(lost.charge.id as string, 'needs_response');
    // Out of order: the closing arrives first, its opening after it.
    const closedLost = fake.event(
      'charge.dispute.closed',
      fake.dispute(lost.charge.id as string, 'lost'),
    );
    const openedLate = fake.event('charge.dispute.created', disputeId, -60);
    expect((await deliver(ctx, fake, closedLost)).json().outcome).toBe('dispute_lost');
    expect((await deliver(ctx, fake, openedLate)).json().outcome).toBe('dispute_unchanged');
    const again = fake.event(
      'charge.dispute.closed',
      fake.dispute(lost.charge.id as string, 'lost'),
    );
    expect((await deliver(ctx, fake, again)).json().outcome).toBe('dispute_unchanged');
    const afterLoss = await saleState(ctx, lost.started.purchaseId);
    expect(afterLoss.purchase).toMatchObject({
      status: 'refunded',
      disputeStatus: 'lost',
      refundReason: 'dispute_lost',
    });
    expect(afterLoss.links).toEqual([{ purchaseId: lost.started.purchaseId, status: 'revoked' }]);
    expect(afterLoss.recipe).toMatchObject({ purchaseCount: 0, refundCount: 1 });
    expect(afterLoss.ledger).toEqual([
      { kind: 'sale', creatorId: chef.id, ...SALE },
      { kind: 'refund', creatorId: chef.id, ...REVERSAL },
    ]);
    expect((await recipeAs(ctx, lost.buyer, lost.recipeId)).isLocked).toBe(true);
  });

  it('leaves nothing half-written when Stripe is down: "Failed to initiate purchase"', async () => {
    const buyer = await createTestUser(ctx);
    // A first purchase creates the buyer's Stripe customer; the outage hits the checkout itself.
    await startPurchase(ctx, buyer, await createPremiumRecipe(ctx, chef));
    const recipeId = await createPremiumRecipe(ctx, chef);
    fake.failing = true;

    const response = await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId });

    fake.failing = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(PURCHASE_MESSAGES.initiateFailed);
    const rows = await ctx.database.db
      .select()
      .from(recipePurchases)
      .where(and(eq(recipePurchases.userId, buyer.id), eq(recipePurchases.recipeId, recipeId)));
    expect(rows).toEqual([]);
    const retry = await apiCall(ctx, buyer, 'POST', '/api/purchases', { recipeId });
    expect(retry.statusCode).toBe(200);
  });

  it('keeps a purchase completed when Stripe is down during an admin refund', async () => {
    const { buyer, started } = await paid();
    expect((await confirm(ctx, buyer, started.purchaseId)).statusCode).toBe(200);
    fake.failing = true;

    const response = await refund(ctx, admin, started.purchaseId);

    fake.failing = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(PURCHASE_MESSAGES.refundFailed);
    const state = await saleState(ctx, started.purchaseId);
    expect(state.purchase).toMatchObject({ status: 'completed', refundReason: null });
    expect(state.links).toEqual([{ purchaseId: started.purchaseId, status: 'active' }]);
  });
});
