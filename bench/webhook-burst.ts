// Benchmark (issue 19): a burst of Stripe webhooks applied to PostgreSQL.
// 200 subscribers, each with 4 events (subscription created → trial; updated → active; updated →
// cancel at period end; invoice.paid), 800 distinct events plus 200 duplicates (20 %), shuffled,
// = 1,000 deliveries. Each is signed with Stripe's scheme and POSTed to /api/billing/webhook
// through the whole app (inject: raw body, signature check by the real `stripe` SDK, the event's
// transaction), 8 at a time. Events older than what is stored make the app re-read the
// subscription from the provider: here a local fake Stripe HTTP server holding the final state.
// Checks the final state (every subscriber active, ending at period end, role pro), that every
// effect happened once (800 events stored, 200 duplicates answered, 200 invoices, 200
// subscription_start), that no rate-limit counter row was written for the webhook route (signed
// deliveries are not counted), and prints time per event p50/p95/max. Budget: p95 ≤ 20 ms on PostgreSQL.
//
//   node --import tsx bench/webhook-burst.ts
// The throwaway database is created on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local
// server) and dropped afterwards. Writes bench/results/webhook-burst.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  analyticsEvents,
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  rateLimitHits,
  userProfiles,
  users,
} from '../apps/server/src/db/schema';
import {
  FAKE_STRIPE_PUBLISHABLE,
  FAKE_STRIPE_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
} from '../apps/server/test/fake-stripe';
import { startBenchApp } from './lib/app';
import { onPostgres } from './lib/engines';
import { formatTable } from './lib/format-table.mjs';

const SUBSCRIBERS = 200;
const DUPLICATES = 200;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BUDGET_MS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function measure(database: Database) {
  const fake = await startFakeStripe();
  try {
    const { app, close } = await startBenchApp(database, {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    const { db } = database;

    // Subscribers with a Stripe customer each, as a checkout leaves them.
    const now = Math.floor(Date.now() / 1000);
    const deliveries: { payload: string; signature: string; id: string }[] = [];
    const unique: typeof deliveries = [];
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      const userId = `bench-user-${i}`;
      const customerId = `cus_bench_${i}`;
      await db.insert(users).values({ id: userId, name: '', email: `bench-${i}@example.com` });
      await db.insert(billingCustomers).values({ userId, provider: 'stripe', customerId });
      const item = {
        id: `si_${i}`,
        object: 'subscription_item',
        current_period_start: now,
        current_period_end: now + 30 * 86_400,
        price: {
          id: 'price_pro',
          object: 'price',
          unit_amount: 1000,
          recurring: { interval: 'month' },
        },
      };
      const trialing = {
        id: `sub_bench_${i}`,
        object: 'subscription',
        customer: customerId,
        status: 'trialing',
        cancel_at_period_end: false,
        trial_end: now + 14 * 86_400,
        metadata: { userId },
        discounts: [],
        items: { object: 'list', data: [item] },
      };
      const active = { ...trialing, status: 'active', trial_end: null };
      const ending = { ...active, cancel_at_period_end: true };
      fake.subscriptions.set(trialing.id, ending); // what a re-read finds: the newest state
      const invoice = {
        id: `in_bench_${i}`,
        object: 'invoice',
        customer: customerId,
        amount_paid: 1000,
        amount_due: 1000,
        currency: 'usd',
        status: 'paid',
        created: now,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: trialing.id },
        },
      };
      for (const [type, object, offset] of [
        ['customer.subscription.created', trialing, -30],
        ['customer.subscription.updated', active, -20],
        ['invoice.paid', invoice, -19],
        ['customer.subscription.updated', ending, -10],
      ] as const) {
        const event = fake.event(type, object, offset);
        unique.push({ ...fake.sign(event), id: event.id as string });
      }
    }
    deliveries.push(...unique);
    for (let i = 0; i < DUPLICATES; i += 1) {
      deliveries.push(unique[Math.floor(Math.random() * unique.length)]!);
    }
    shuffle(deliveries);

    const timings: number[] = [];
    const outcomes = new Map<string, number>();
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < deliveries.length) {
          const delivery = deliveries[next++]!;
          const t0 = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/api/billing/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
            payload: delivery.payload,
          });
          timings.push(performance.now() - t0);
          if (response.statusCode !== 200) {
            failures += 1;
            continue;
          }
          const outcome = response.json<{ outcome: string }>().outcome;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const wallMs = performance.now() - started;

    const [stored] = await db.select({ n: count() }).from(billingEvents);
    const [invoices] = await db.select({ n: count() }).from(billingInvoices);
    const [starts] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'subscription_start'));
    const [right] = await db
      .select({ n: count() })
      .from(billingSubscriptions)
      .innerJoin(userProfiles, eq(userProfiles.userId, billingSubscriptions.userId))
      .innerJoin(users, eq(users.id, billingSubscriptions.userId))
      .where(
        sql`${billingSubscriptions.status} = 'active' and ${billingSubscriptions.cancelAtPeriodEnd}
          and ${userProfiles.subscriptionTier} = 'pro' and ${userProfiles.cancelAtPeriodEnd}
          and ${users.role} = 'pro'`,
      );
    // Signed deliveries are not counted by the rate limiter: no shared counter row to queue on.
    const [counters] = await db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} like '%/api/billing/webhook%'`);
    const duplicates = outcomes.get('duplicate') ?? 0;
    const p95 = percentile(timings, 95);
    const checks = {
      finalStateRight: right!.n === SUBSCRIBERS,
      eventsStoredOnce: stored!.n === unique.length,
      duplicatesAnswered: duplicates === DUPLICATES,
      invoicesOnce: invoices!.n === SUBSCRIBERS,
      startsOnce: starts!.n === SUBSCRIBERS,
      noFailures: failures === 0,
      noWebhookCounter: counters!.n === 0,
    };
    const rows = [
      {
        metric: 'deliveries (distinct + duplicates)',
        value: `${deliveries.length} (${unique.length} + ${DUPLICATES})`,
        budget: '',
        status: '',
      },
      {
        metric: 'outcomes',
        value: [...outcomes].map(([k, v]) => `${k} ${v}`).join(', '),
        budget: '',
        status: '',
      },
      {
        metric: 'subscribers in the right final state',
        value: `${right!.n}/${SUBSCRIBERS}`,
        budget: `${SUBSCRIBERS}`,
        status: checks.finalStateRight ? 'ok' : 'FAIL',
      },
      {
        metric: 'events stored / invoices / subscription_start',
        value: `${stored!.n} / ${invoices!.n} / ${starts!.n}`,
        budget: `${unique.length} / ${SUBSCRIBERS} / ${SUBSCRIBERS}`,
        status: checks.eventsStoredOnce && checks.invoicesOnce && checks.startsOnce ? 'ok' : 'FAIL',
      },
      {
        metric: 'failed deliveries',
        value: String(failures),
        budget: '0',
        status: checks.noFailures ? 'ok' : 'FAIL',
      },
      {
        metric: 'webhook rate-limit counter rows',
        value: String(counters!.n),
        budget: '0',
        status: checks.noWebhookCounter ? 'ok' : 'FAIL',
      },
      {
        metric: 'time per event p50',
        value: `${percentile(timings, 50).toFixed(1)} ms`,
        budget: '',
        status: '',
      },
      {
        metric: 'time per event p95',
        value: `${p95.toFixed(1)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        status: p95 <= BUDGET_MS ? 'ok' : 'over',
      },
      {
        metric: 'time per event max',
        value: `${Math.max(...timings).toFixed(1)} ms`,
        budget: '',
        status: '',
      },
      {
        metric: 'whole burst',
        value: `${(wallMs / 1000).toFixed(2)} s (${Math.round(deliveries.length / (wallMs / 1000))} events/s, ${CONCURRENCY} at a time)`,
        budget: '',
        status: '',
      },
      {
        metric: 'provider re-reads (stale events)',
        value: String(fake.requests.filter((r) => r.method === 'GET').length),
        budget: '',
        status: '',
      },
    ];
    console.log(formatTable(rows));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/webhook-burst.json',
      JSON.stringify(
        { date: new Date().toISOString(), rows, checks, outcomes: Object.fromEntries(outcomes) },
        null,
        2,
      ),
    );
    await close();
    if (Object.values(checks).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await fake.close();
  }
}

if ((await onPostgres('webhooks', measure)) === null) process.exitCode = 1;
