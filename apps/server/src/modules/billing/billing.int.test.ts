import { BILLING_MESSAGES } from '@simmer/domain/billing';
import { WEBHOOK_BAD_SIGNATURE_LIMIT } from './billing.routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  userProfiles,
  users,
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

interface Harness {
  name: 'stripe' | 'local';
  ctx: TestContext;
  fake: FakeStripe | null;
  /** The customer pays on the provider's checkout page; true: the provider's events are delivered. */
  completeCheckout(user: TestUser, sessionId: string, deliverEvents: boolean): Promise<void>;
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
    async completeCheckout(_user, sessionId, deliverEvents) {
      const { session, subscription, invoice } = fake.completeCheckout(sessionId);
      if (!deliverEvents) return;
      for (const event of [
        fake.event('checkout.session.completed', session),
        fake.event('customer.subscription.created', subscription),
        fake.event('invoice.paid', invoice),
      ]) {
        const response = await deliver(ctx, fake, event);
        expect(response.statusCode).toBe(200);
      }
    },
  };
}

async function localHarness(): Promise<Harness> {
  const ctx = await createTestApp();
  return {
    name: 'local',
    ctx,
    fake: null,
    async completeCheckout(user, sessionId, deliverEvents) {
      // The local provider always reports its events in-process; "not delivered" cannot happen.
      void deliverEvents;
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/billing/test-checkout/${sessionId}`,
        headers: { cookie: user.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Test payments');
      const done = await ctx.app.inject({
        method: 'POST',
        url: `/billing/test-checkout/${sessionId}/complete`,
        headers: {
          cookie: user.cookie,
          origin: TEST_ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(
        `${TEST_ORIGIN}/settings?checkout=success&session_id=${sessionId}`,
      );
    },
  };
}

function deliver(
  ctx: TestContext,
  fake: FakeStripe,
  event: Record<string, unknown>,
  secret?: string,
) {
  const { payload, signature } = fake.sign(event, secret);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function stateOf(ctx: TestContext, userId: string) {
  const [profile] = await ctx.database.db
    .select({
      status: userProfiles.subscriptionStatus,
      tier: userProfiles.subscriptionTier,
      cancelAtPeriodEnd: userProfiles.cancelAtPeriodEnd,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const [user] = await ctx.database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return { ...profile, role: user?.role };
}

async function startTrial(harness: Harness, user: TestUser, deliverEvents = true) {
  const start = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
    tier: 'pro',
    period: 'monthly',
  });
  expect(start.statusCode).toBe(200);
  const { sessionId, url } = start.json<{ sessionId: string; url: string }>();
  expect(url).toMatch(harness.name === 'local' ? /\/billing\/test-checkout\/cs_local_/ : /stripe/);
  await harness.completeCheckout(user, sessionId, deliverEvents);
  const confirm = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout/confirm', {
    sessionId,
  });
  expect(confirm.statusCode).toBe(200);
  return { sessionId, summary: confirm.json() };
}

describe.each([
  ['stripe (real SDK against a local fake Stripe)', stripeHarness],
  ['local provider', localHarness],
])('subscriptions through the %s', (_name, makeHarness) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await makeHarness();
  });
  afterAll(async () => {
    await harness.ctx.close();
    await harness.fake?.close();
  });

  it('starts a 14-day trial: the user is Pro (role and profile), and subscription_start is recorded once', async () => {
    const user = await createTestUser(harness.ctx);
    const { summary, sessionId } = await startTrial(harness, user);

    expect(summary).toMatchObject({
      status: 'trialing',
      tier: 'pro',
      period: 'monthly',
      cancelAtPeriodEnd: false,
      hasSubscription: true,
      provider: harness.name,
    });
    const days = (new Date(summary.trialEnd).getTime() - Date.now()) / 86_400_000;
    expect(Math.ceil(days)).toBe(14);
    expect(await stateOf(harness.ctx, user.id)).toEqual({
      status: 'trialing',
      tier: 'pro',
      cancelAtPeriodEnd: false,
      role: 'pro',
    });
    // A second confirmation (a reload of /settings) changes nothing and reports nothing again.
    const again = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout/confirm', {
      sessionId,
    });
    expect(again.json()).toEqual(summary);
    const starts = await harness.ctx.database.db
      .select({ data: analyticsEvents.data })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'subscription_start'));
    expect(starts.filter((row) => row.data.period === 'monthly')).toHaveLength(
      (await harness.ctx.database.db.select().from(billingSubscriptions)).length,
    );
    expect(starts.at(-1)?.data).toEqual({ tier: 'pro', period: 'monthly', trialDays: 14 });
    if (harness.fake) {
      const request = [...harness.fake.sessions.values()].at(-1)!._request as Record<
        string,
        unknown
      >;
      expect(request).toMatchObject({
        mode: 'subscription',
        payment_method_collection: 'if_required',
        subscription_data: { trial_period_days: '14' },
        line_items: [{ price_data: { currency: 'usd', unit_amount: '1000' } }],
      });
    }
  });

  it('cancels at period end, reactivates, cancels immediately: each state on the profile and the role', async () => {
    const user = await createTestUser(harness.ctx);
    await startTrial(harness, user);

    const steps: [string, 'POST', string, object | undefined, object][] = [
      [
        'cancel at period end',
        'POST',
        '/api/billing/subscription/cancel',
        {},
        { status: 'trialing', tier: 'pro', cancelAtPeriodEnd: true, role: 'pro' },
      ],
      [
        'reactivate',
        'POST',
        '/api/billing/subscription/reactivate',
        undefined,
        { status: 'trialing', tier: 'pro', cancelAtPeriodEnd: false, role: 'pro' },
      ],
      [
        'cancel immediately',
        'POST',
        '/api/billing/subscription/cancel',
        { cancelImmediately: true, reason: 'too expensive' },
        { status: 'cancelled', tier: 'free', cancelAtPeriodEnd: false, role: 'free' },
      ],
    ];
    for (const [, method, url, body, expected] of steps) {
      const response = await apiCall(harness.ctx, user, method, url, body);
      expect(response.statusCode).toBe(200);
      expect(await stateOf(harness.ctx, user.id)).toEqual(expected);
    }

    const reactivate = await apiCall(
      harness.ctx,
      user,
      'POST',
      '/api/billing/subscription/reactivate',
    );
    expect(reactivate.statusCode).toBe(404);
    expect(reactivate.json().error.message).toBe(BILLING_MESSAGES.noSubscription);
    const cancels = await harness.ctx.database.db
      .select({ data: analyticsEvents.data, userId: analyticsEvents.userId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'subscription_cancel'));
    expect(cancels.filter((row) => row.userId === user.id).map((row) => row.data.reason)).toEqual([
      'not_specified',
      'too expensive',
    ]);
  });

  it('applies and removes a coupon, and refuses an unknown or expired one with a clear message', async () => {
    const user = await createTestUser(harness.ctx);
    await startTrial(harness, user);
    const valid = harness.name === 'stripe' ? 'WELCOME' : 'SIMMER10';
    const expired = harness.name === 'stripe' ? 'OLDDEAL' : 'EXPIRED';

    const cases: [string, number, string | null][] = [
      ['', 400, BILLING_MESSAGES.couponRequired],
      ['NO-SUCH-CODE', 400, BILLING_MESSAGES.couponInvalid],
      [expired, 400, BILLING_MESSAGES.couponInvalid],
      [valid, 200, null],
    ];
    for (const [couponCode, status, message] of cases) {
      const response = await apiCall(
        harness.ctx,
        user,
        'POST',
        '/api/billing/subscription/coupon',
        {
          couponCode,
        },
      );
      expect(response.statusCode, couponCode).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    const summary = await apiCall(harness.ctx, user, 'GET', '/api/billing/subscription');
    expect(summary.json().coupon).toMatchObject({ code: valid });

    const removed = await apiCall(harness.ctx, user, 'DELETE', '/api/billing/subscription/coupon');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().coupon).toBeNull();
  });

  it('lists billing history with the upcoming invoice, and opens the payment-method page', async () => {
    const user = await createTestUser(harness.ctx);
    await startTrial(harness, user);

    const history = await apiCall(harness.ctx, user, 'GET', '/api/billing/invoices');
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body.invoices).toEqual([
      expect.objectContaining({ amountCents: 0, currency: 'usd', status: 'paid' }),
    ]);
    expect(body.upcoming).toMatchObject({ amountCents: 1000, status: 'upcoming' });

    const portal = await apiCall(harness.ctx, user, 'POST', '/api/billing/portal', {
      returnPath: '/profile',
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(
      harness.name === 'stripe'
        ? /^https:\/\/billing\.stripe\.test\//
        : /\/billing\/test-portal\?return=/,
    );
  });

  it('refuses a second checkout to a Pro subscriber, and a checkout session that is not the user’s', async () => {
    const user = await createTestUser(harness.ctx);
    const other = await createTestUser(harness.ctx);
    const { sessionId } = await startTrial(harness, user);

    const second = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      period: 'annually',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(BILLING_MESSAGES.alreadySubscribed);

    for (const [who, id] of [
      [other, sessionId],
      [user, 'cs_nonexistent'],
    ] as const) {
      const confirm = await apiCall(harness.ctx, who, 'POST', '/api/billing/checkout/confirm', {
        sessionId: id,
      });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().error.message).toBe(BILLING_MESSAGES.invalidSession);
    }
    expect(await stateOf(harness.ctx, other.id)).toMatchObject({ tier: 'free', role: 'free' });
  });

  it('cancels the subscription at the provider when the account is deleted', async () => {
    const user = await createTestUser(harness.ctx);
    await startTrial(harness, user);
    const [subscription] = await harness.ctx.database.db
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));

    const deleted = await apiCall(harness.ctx, user, 'DELETE', '/api/me', {
      password: user.password,
    });

    expect(deleted.statusCode, deleted.body).toBe(204);
    const [gone] = await harness.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, user.id));
    expect(gone).toBeUndefined();
    if (harness.fake) {
      expect(harness.fake.subscriptions.get(subscription!.id)).toMatchObject({
        status: 'canceled',
      });
    }
  });

  if (makeHarness === stripeHarness) {
    it('keeps the account when the subscription cannot be cancelled', async () => {
      const user = await createTestUser(harness.ctx);
      await startTrial(harness, user);
      harness.fake!.failing = true;
      let response;
      try {
        response = await apiCall(harness.ctx, user, 'DELETE', '/api/me', {
          password: user.password,
        });
      } finally {
        harness.fake!.failing = false;
      }

      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(BILLING_MESSAGES.cancelBeforeDeleteFailed);
      expect(await stateOf(harness.ctx, user.id)).toMatchObject({ tier: 'pro', role: 'pro' });
    });
  }

  it('never demotes a chef or an admin when their subscription ends', async () => {
    for (const role of ['chef', 'admin'] as const) {
      const user = await createTestUser(harness.ctx, { role });
      await startTrial(harness, user);
      await apiCall(harness.ctx, user, 'POST', '/api/billing/subscription/cancel', {
        cancelImmediately: true,
      });
      expect(await stateOf(harness.ctx, user.id)).toMatchObject({ status: 'cancelled', role });
    }
  });

  it('needs a session for every billing call, and serves no secret', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/billing/invoices'],
    ] as const) {
      const response = await apiCall(
        harness.ctx,
        null,
        method,
        url,
        method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, url).toBe(401);
    }
    const config = await apiCall(harness.ctx, null, 'GET', '/api/billing/config');
    expect(config.json()).toEqual({
      provider: harness.name,
      publishableKey: harness.name === 'stripe' ? FAKE_STRIPE_PUBLISHABLE : null,
      trialDays: 14,
    });
    expect(config.body).not.toContain(FAKE_STRIPE_SECRET);
    expect(config.body).not.toContain(FAKE_WEBHOOK_SECRET);
  });

  it('rate limits checkout per user', async () => {
    const user = await createTestUser(harness.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
        tier: 'pro',
        period: 'monthly',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('Stripe webhooks', () => {
  let harness: Harness;
  let fake: FakeStripe;
  beforeAll(async () => {
    harness = await stripeHarness();
    fake = harness.fake!;
  });
  afterAll(async () => {
    await harness.ctx.close();
    await fake.close();
  });

  async function checkoutWithoutEvents(user: TestUser) {
    const start = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      period: 'annually',
    });
    return fake.completeCheckout(start.json().sessionId);
  }

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const user = await createTestUser(harness.ctx);
    const { subscription } = await checkoutWithoutEvents(user);
    const event = fake.event('customer.subscription.created', subscription);

    const wrongSecret = await deliver(harness.ctx, fake, event, 'whsec_someone_else');
    const { payload, signature } = fake.sign(event);
    const tampered = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"trialing"', '"active"'),
    });
    const unsigned = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });

    for (const response of [wrongSecret, tampered, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(BILLING_MESSAGES.badSignature);
    }
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({ tier: 'free', role: 'free' });
    const seen = await harness.ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id as string));
    expect(seen).toEqual([]);
  });

  it('limits a flood of unsigned or badly signed deliveries per address, but never a signed one', async () => {
    const event = fake.event('customer.created', { id: 'cus_flood' });
    const { payload } = fake.sign(event);
    const from = { remoteAddress: '198.51.100.7' };
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_BAD_SIGNATURE_LIMIT + 1; i += 1) {
      const response = await harness.ctx.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        ...from,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, WEBHOOK_BAD_SIGNATURE_LIMIT).every((status) => status === 400)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);

    // Stripe's own deliveries from that address are not counted: more than the limit all pass.
    const signed: number[] = [];
    for (let i = 0; i < WEBHOOK_BAD_SIGNATURE_LIMIT + 1; i += 1) {
      const delivery = fake.sign(fake.event('customer.created', { id: `cus_${i}` }));
      const response = await harness.ctx.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        ...from,
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        payload: delivery.payload,
      });
      signed.push(response.statusCode);
    }
    expect(signed.every((status) => status === 200)).toBe(true);
  });

  it('applies a webhook before the success redirect, and the redirect still ends right', async () => {
    const user = await createTestUser(harness.ctx);
    const start = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      period: 'annually',
    });
    const { sessionId } = start.json();
    await harness.completeCheckout(user, sessionId, true);
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({ status: 'trialing', role: 'pro' });

    const confirm = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout/confirm', {
      sessionId,
    });
    expect(confirm.json()).toMatchObject({ status: 'trialing', tier: 'pro', period: 'annually' });
  });

  it('applies a replayed event once, and never lets an older event overwrite newer state', async () => {
    const user = await createTestUser(harness.ctx);
    const { subscription } = await checkoutWithoutEvents(user);
    const created = fake.event('customer.subscription.created', subscription, -30);
    const active = { ...subscription, status: 'active', trial_end: null };
    const paid = fake.event('customer.subscription.updated', active, -20);
    const ending = { ...active, cancel_at_period_end: true };
    const cancelling = fake.event('customer.subscription.updated', ending, -10);
    const deleted = fake.event(
      'customer.subscription.deleted',
      {
        ...ending,
        status: 'canceled',
        cancel_at_period_end: false,
      },
      2,
    );

    type Row = [string, Record<string, unknown>, string, object];
    const table: Row[] = [
      ['created', created, 'applied', { status: 'trialing', tier: 'pro', role: 'pro' }],
      ['created replayed', created, 'duplicate', { status: 'trialing', role: 'pro' }],
      [
        'cancel at period end (newer)',
        cancelling,
        'applied',
        { status: 'active', cancelAtPeriodEnd: true, role: 'pro' },
      ],
      // Arrives late: older than what is stored. Stripe still has the subscription active and
      // ending: the re-read keeps that.
      ['paid (older) arrives late', paid, 'stale', { status: 'active', cancelAtPeriodEnd: true }],
      ['deleted', deleted, 'applied', { status: 'cancelled', tier: 'free', role: 'free' }],
      ['deleted replayed', deleted, 'duplicate', { status: 'cancelled', role: 'free' }],
      ['created replayed after the end', created, 'duplicate', { status: 'cancelled' }],
    ];
    // What Stripe answers a re-read with: the newest state at each point.
    const stored = fake.subscriptions.get(subscription.id as string)!;
    for (const [step, event, outcome, expected] of table) {
      if (outcome === 'applied') Object.assign(stored, (event.data as { object: object }).object);
      const response = await deliver(harness.ctx, fake, event);
      expect(response.statusCode, step).toBe(200);
      expect(response.json(), step).toEqual({ received: true, outcome });
      expect(await stateOf(harness.ctx, user.id), step).toMatchObject(expected);
    }
    // A fresh event of the ended subscription (same id) cannot bring it back.
    const revived = fake.event('customer.subscription.updated', active, 5);
    expect((await deliver(harness.ctx, fake, revived)).json().outcome).toBe('stale');
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({
      status: 'cancelled',
      role: 'free',
    });
  });

  it('settles two events of the same second by reading the subscription from Stripe', async () => {
    const user = await createTestUser(harness.ctx);
    const { subscription } = await checkoutWithoutEvents(user);
    const stored = fake.subscriptions.get(subscription.id as string)!;
    const ending = fake.event('customer.subscription.updated', {
      ...subscription,
      cancel_at_period_end: true,
    });
    const kept = fake.event('customer.subscription.updated', subscription);
    kept.created = ending.created;

    expect((await deliver(harness.ctx, fake, ending)).json().outcome).toBe('applied');
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({ cancelAtPeriodEnd: true });
    // Stripe's own state is the later one (reactivated): a tie is settled by asking.
    Object.assign(stored, { cancel_at_period_end: false });
    const reads = fake.requests.length;
    expect((await deliver(harness.ctx, fake, kept)).json().outcome).toBe('stale');
    expect(fake.requests.slice(reads).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${subscription.id as string}`,
    ]);
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('records invoice.paid, invoice.payment_failed and charge.refunded, each once', async () => {
    const user = await createTestUser(harness.ctx);
    const { invoice } = await checkoutWithoutEvents(user);
    const charged = { ...invoice, amount_paid: 1000, amount_due: 1000 };
    const failed = fake.event('invoice.payment_failed', { ...charged, status: 'open' }, -5);
    const paidWithIntent = {
      ...charged,
      payments: {
        object: 'list',
        data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_123' } }],
      },
    };
    const paid = fake.event('invoice.paid', paidWithIntent);
    const refund = fake.event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      customer: invoice.customer,
      payment_intent: 'pi_123',
      amount: 1000,
      amount_refunded: 1000,
    });
    const outcomes = [];
    for (const event of [failed, paid, failed, refund, refund]) {
      outcomes.push((await deliver(harness.ctx, fake, event)).json().outcome);
    }
    expect(outcomes).toEqual(['applied', 'applied', 'duplicate', 'refund_recorded', 'duplicate']);
    const unknown = await deliver(
      harness.ctx,
      fake,
      fake.event('customer.created', { id: 'cus_x' }),
    );
    expect(unknown.json().outcome).toBe('ignored');
  });

  it('gives ‘Unable to start checkout process’ in an outage and writes nothing', async () => {
    const user = await createTestUser(harness.ctx);
    fake.failing = true;
    try {
      const response = await apiCall(harness.ctx, user, 'POST', '/api/billing/checkout', {
        tier: 'pro',
        period: 'monthly',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(BILLING_MESSAGES.checkoutFailed);
      const portal = await apiCall(harness.ctx, user, 'POST', '/api/billing/portal', {});
      expect(portal.json().error.message).toBe(BILLING_MESSAGES.portalFailed);
    } finally {
      fake.failing = false;
    }
    const customers = await harness.ctx.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id));
    expect(customers).toEqual([]);
    expect(await stateOf(harness.ctx, user.id)).toMatchObject({ tier: 'free', role: 'free' });
  });
});

describe('the local provider’s test checkout page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is its owner’s only, is marked as test payments, and cancelling returns to /pricing', async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const start = await apiCall(ctx, owner, 'POST', '/api/billing/checkout', {
      tier: 'pro',
      period: 'annually',
    });
    const { sessionId } = start.json();

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/billing/test-checkout/${sessionId}`,
      headers: { cookie: owner.cookie },
    });
    expect(page.body).toContain('Test payments');
    expect(page.body).toContain('$100.00 per year');
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/billing/test-checkout/${sessionId}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: `/billing/test-checkout/${sessionId}`,
    });
    expect(visitor.statusCode).toBe(302);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/billing/test-checkout/${sessionId}/cancel`,
      headers: {
        cookie: owner.cookie,
        origin: TEST_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${TEST_ORIGIN}/pricing?checkout=cancelled`);
    const confirm = await apiCall(ctx, owner, 'POST', '/api/billing/checkout/confirm', {
      sessionId,
    });
    expect(confirm.statusCode).toBe(400);
    expect(await stateOf(ctx, owner.id)).toMatchObject({ tier: 'free', role: 'free' });
  });

  it('refuses a webhook: the local provider has none', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(400);
  });
});
