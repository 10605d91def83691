import { BILLING_MESSAGES } from '@simmer/domain/billing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  billingSubscriptions,
  localPaymentObjects,
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

const DAY = 86_400_000;

/** A clock the tests move: the billing clock is this much ahead of the real one. */
function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

interface Harness {
  name: 'stripe' | 'local';
  ctx: TestContext;
  fake: FakeStripe | null;
  clock: ReturnType<typeof movableClock>;
  /** The first payment after the trial: Stripe charges and reports it; locally the trial ends. */
  payFirstInvoice(user: TestUser): Promise<void>;
  /** Refunds made at the provider for this user. */
  refundsOf(user: TestUser): Promise<number>;
}

function deliver(ctx: TestContext, fake: FakeStripe, event: Record<string, unknown>) {
  const { payload, signature } = fake.sign(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function subscriptionIdOf(ctx: TestContext, user: TestUser) {
  const [row] = await ctx.database.db
    .select({ id: billingSubscriptions.id, customerId: billingSubscriptions.customerId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, user.id));
  return row!;
}

async function stripeHarness(): Promise<Harness> {
  const fake = await startFakeStripe();
  const clock = movableClock();
  const ctx = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
    clock: clock.now,
  });
  return {
    name: 'stripe',
    ctx,
    fake,
    clock,
    async payFirstInvoice(user) {
      const { id } = await subscriptionIdOf(ctx, user);
      const { invoice, subscription } = fake.payInvoice(id);
      for (const event of [
        fake.event('customer.subscription.updated', subscription),
        fake.event('invoice.paid', invoice),
      ]) {
        expect((await deliver(ctx, fake, event)).statusCode).toBe(200);
      }
    },
    async refundsOf(user) {
      const { customerId } = await subscriptionIdOf(ctx, user);
      const charges = [...fake.charges.values()].filter((c) => c.customer === customerId);
      return [...fake.refunds.values()].filter((r) => charges.some((c) => c.id === r.charge))
        .length;
    },
  };
}

async function localHarness(): Promise<Harness> {
  const clock = movableClock();
  const ctx = await createTestApp({ clock: clock.now });
  return {
    name: 'local',
    ctx,
    fake: null,
    clock,
    async payFirstInvoice(user) {
      // The local trial ends 14 days in: reading the subscription moves it on (a paid invoice).
      clock.advance(15 * DAY);
      const summary = await apiCall(ctx, user, 'GET', '/api/billing/subscription');
      expect(summary.json()).toMatchObject({ status: 'active', tier: 'pro' });
    },
    async refundsOf(user) {
      const { customerId } = await subscriptionIdOf(ctx, user);
      const rows = await ctx.database.db
        .select({ id: localPaymentObjects.id })
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.kind, 'refund'),
            eq(localPaymentObjects.customerId, customerId),
          ),
        );
      return rows.length;
    },
  };
}

async function startTrial(ctx: TestContext, fake: FakeStripe | null, user: TestUser) {
  const start = await apiCall(ctx, user, 'POST', '/api/billing/checkout', {
    tier: 'pro',
    period: 'monthly',
  });
  expect(start.statusCode, start.body).toBe(200);
  const { sessionId } = start.json<{ sessionId: string }>();
  if (fake) {
    fake.completeCheckout(sessionId);
  } else {
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
  }
  const confirm = await apiCall(ctx, user, 'POST', '/api/billing/checkout/confirm', { sessionId });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

async function planOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db
    .select({
      status: userProfiles.subscriptionStatus,
      tier: userProfiles.subscriptionTier,
      role: users.role,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  return row;
}

const askRefund = (ctx: TestContext, user: TestUser) =>
  apiCall(ctx, user, 'POST', '/api/billing/subscription/refund');

describe.each([
  ['stripe (real SDK against a local fake Stripe)', stripeHarness],
  ['local provider', localHarness],
])('the 30-day money-back guarantee through the %s', (_name, makeHarness) => {
  let harness: Harness;
  let ctx: TestContext;
  beforeAll(async () => {
    harness = await makeHarness();
    ctx = harness.ctx;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await harness.fake?.close();
  });

  it('refunds the latest payment and cancels now, once: a repeat refunds nothing again', async () => {
    harness.clock.reset();
    const user = await createTestUser(ctx);
    await startTrial(ctx, harness.fake, user);
    await harness.payFirstInvoice(user);
    const before = await apiCall(ctx, user, 'GET', '/api/billing/subscription');
    expect(before.json().moneyBackUntil).toEqual(expect.any(String));

    const refunded = await askRefund(ctx, user);

    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      refund: { amountCents: 1000, currency: 'usd' },
      subscription: { status: 'cancelled', tier: 'free', moneyBackUntil: null },
    });
    expect(await planOf(ctx, user.id)).toEqual({
      status: 'cancelled',
      tier: 'free',
      role: 'free',
    });
    expect(await harness.refundsOf(user)).toBe(1);
    if (harness.fake) {
      const { id } = await subscriptionIdOf(ctx, user);
      expect(harness.fake.subscriptions.get(id)).toMatchObject({ status: 'canceled' });
    }

    const again = await askRefund(ctx, user);
    expect(again.statusCode).toBe(200);
    expect(again.json().refund).toEqual(refunded.json().refund);
    expect(await harness.refundsOf(user)).toBe(1);
    const events = await ctx.database.db
      .select({ type: analyticsEvents.type, data: analyticsEvents.data })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.userId, user.id),
          sql`${analyticsEvents.type} in ('subscription_refund', 'subscription_cancel')`,
        ),
      );
    expect(events).toEqual(
      expect.arrayContaining([
        {
          type: 'subscription_refund',
          data: { tier: 'pro', period: 'monthly', amountCents: 1000 },
        },
        {
          type: 'subscription_cancel',
          data: { tier: 'pro', reason: 'money_back_guarantee', immediately: true },
        },
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('refunds once when two requests arrive at the same time', async () => {
    harness.clock.reset();
    const user = await createTestUser(ctx);
    await startTrial(ctx, harness.fake, user);
    await harness.payFirstInvoice(user);

    const answers = await Promise.all([askRefund(ctx, user), askRefund(ctx, user)]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await harness.refundsOf(user)).toBe(1);
    expect(await planOf(ctx, user.id)).toMatchObject({ tier: 'free', role: 'free' });
  });

  it('refuses with a clear message when nothing was paid, or the 30 days have passed', async () => {
    harness.clock.reset();
    const never = await createTestUser(ctx);
    const none = await askRefund(ctx, never);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(BILLING_MESSAGES.noSubscription);

    const trialing = await createTestUser(ctx);
    await startTrial(ctx, harness.fake, trialing);
    const unpaid = await askRefund(ctx, trialing);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(BILLING_MESSAGES.moneyBackNothingPaid);

    const late = await createTestUser(ctx);
    await startTrial(ctx, harness.fake, late);
    await harness.payFirstInvoice(late);
    harness.clock.advance(31 * DAY);
    const summary = await apiCall(ctx, late, 'GET', '/api/billing/subscription');
    expect(summary.json().moneyBackUntil).toBeNull();
    const expired = await askRefund(ctx, late);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(BILLING_MESSAGES.moneyBackExpired);
    expect(await harness.refundsOf(late)).toBe(0);
    expect(await planOf(ctx, late.id)).toMatchObject({ tier: 'pro', role: 'pro' });
    expect((await apiCall(ctx, null, 'POST', '/api/billing/subscription/refund')).statusCode).toBe(
      401,
    );
  });

  if (makeHarness === stripeHarness) {
    it('keeps everything as it was when Stripe is down, and a retry then refunds once', async () => {
      harness.clock.reset();
      const fake = harness.fake!;
      const user = await createTestUser(ctx);
      await startTrial(ctx, fake, user);
      await harness.payFirstInvoice(user);
      fake.failing = true;
      let down;
      try {
        down = await askRefund(ctx, user);
      } finally {
        fake.failing = false;
      }
      expect(down.statusCode).toBe(503);
      expect(down.json().error.message).toBe(BILLING_MESSAGES.moneyBackFailed);
      expect(await planOf(ctx, user.id)).toMatchObject({ tier: 'pro', role: 'pro' });

      const retry = await askRefund(ctx, user);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(await harness.refundsOf(user)).toBe(1);
      const refund = [...fake.requests].filter((r) => r.path === '/v1/refunds');
      expect(refund.at(-1)?.params).toMatchObject({ reason: 'requested_by_customer' });
    });
  }
});

describe('the local provider’s trials and periods end on time', () => {
  let ctx: TestContext;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    clock = movableClock();
    ctx = await createTestApp({ clock: clock.now });
  });
  afterAll(() => ctx.close());

  async function invoicesOf(user: TestUser) {
    const { customerId } = await subscriptionIdOf(ctx, user);
    const rows = await ctx.database.db
      .select({ data: localPaymentObjects.data })
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.kind, 'invoice'),
          eq(localPaymentObjects.customerId, customerId),
        ),
      );
    return rows.map((row) => row.data.amountCents).sort();
  }

  it('a trial that reaches its end becomes active with a paid invoice when read', async () => {
    clock.reset();
    const user = await createTestUser(ctx);
    await startTrial(ctx, null, user);
    clock.advance(13 * DAY);
    const stillTrial = await apiCall(ctx, user, 'GET', '/api/billing/subscription');
    expect(stillTrial.json()).toMatchObject({ status: 'trialing' });

    clock.advance(2 * DAY);
    const after = await apiCall(ctx, user, 'GET', '/api/billing/subscription');

    expect(after.json()).toMatchObject({ status: 'active', tier: 'pro', trialEnd: null });
    const periodEnd = new Date(after.json().currentPeriodEnd).getTime();
    expect(periodEnd - clock.now().getTime()).toBeGreaterThan(25 * DAY);
    expect(await invoicesOf(user)).toEqual([0, 1000]);
    expect(await planOf(ctx, user.id)).toEqual({ status: 'active', tier: 'pro', role: 'pro' });
    const history = await apiCall(ctx, user, 'GET', '/api/billing/invoices');
    expect(history.json().invoices[0]).toMatchObject({ amountCents: 1000, status: 'paid' });
  });

  it('a trial cancelled at period end is cancelled at its end', async () => {
    clock.reset();
    const user = await createTestUser(ctx);
    await startTrial(ctx, null, user);
    await apiCall(ctx, user, 'POST', '/api/billing/subscription/cancel', {});
    clock.advance(15 * DAY);

    const after = await apiCall(ctx, user, 'GET', '/api/billing/subscription');

    expect(after.json()).toMatchObject({ status: 'cancelled', tier: 'free' });
    expect(await planOf(ctx, user.id)).toEqual({
      status: 'cancelled',
      tier: 'free',
      role: 'free',
    });
    expect(await invoicesOf(user)).toEqual([0]);
  });

  it('the test portal’s test clock ends the trial now: the next period is paid', async () => {
    clock.reset();
    const user = await createTestUser(ctx);
    const stranger = await createTestUser(ctx);
    await startTrial(ctx, null, user);
    const form = {
      method: 'POST' as const,
      url: '/billing/test-portal/end-period',
      payload: 'return=%2Fprofile%3Ftab%3Dsubscription',
    };
    const headers = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };

    const ended = await ctx.app.inject({ ...form, headers: { ...headers, cookie: user.cookie } });

    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/profile?tab=subscription');
    expect(await planOf(ctx, user.id)).toEqual({ status: 'active', tier: 'pro', role: 'pro' });
    expect(await invoicesOf(user)).toEqual([0, 1000]);
    const summary = await apiCall(ctx, user, 'GET', '/api/billing/subscription');
    expect(summary.json().moneyBackUntil).toEqual(expect.any(String));
    const none = await ctx.app.inject({
      ...form,
      headers: { ...headers, cookie: stranger.cookie },
    });
    expect(none.statusCode).toBe(404);
    expect((await ctx.app.inject({ ...form, headers })).statusCode).toBe(401);
  });

  it('the sweep moves every ended trial on without a read, once even beside a read', async () => {
    clock.reset();
    const first = await createTestUser(ctx);
    const second = await createTestUser(ctx);
    await startTrial(ctx, null, first);
    await startTrial(ctx, null, second);
    clock.advance(15 * DAY);

    const [moved] = await Promise.all([
      ctx.app.services.billing.sweepLocalRenewals(),
      apiCall(ctx, first, 'GET', '/api/billing/subscription'),
    ]);

    expect(moved).toBeGreaterThanOrEqual(1);
    for (const user of [first, second]) {
      expect(await planOf(ctx, user.id)).toEqual({ status: 'active', tier: 'pro', role: 'pro' });
      expect(await invoicesOf(user)).toEqual([0, 1000]);
    }
    expect(await ctx.app.services.billing.sweepLocalRenewals()).toBe(0);
  });
});
