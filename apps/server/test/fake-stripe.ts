import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local Stripe API for the tests: only the endpoints Simmer calls, with Stripe's form-encoded
 * requests, its JSON objects and error shapes, driven by the real `stripe` SDK (pointed here with
 * its host, port and protocol options). Webhooks are signed with Stripe's scheme by the SDK's
 * generateTestHeaderString and verified by Simmer with constructEvent.
 */
export const FAKE_STRIPE_SECRET = 'sk_test_simmer_fake';
export const FAKE_STRIPE_PUBLISHABLE = 'pk_test_simmer_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_simmer_fake_secret';

type Json = Record<string, unknown>;
/** A form value as text ('' when absent or nested). */
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's bracket notation (a[b][0][c]=1) as nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((part) => part.replace(/\]$/, ''));
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

interface FakeCoupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  valid: boolean;
}

export interface FakeStripe {
  url: string;
  /** Every request: method, path and parsed body or query. */
  requests: { method: string; path: string; params: Json }[];
  /** While true every call answers 500 (an outage), telling the SDK not to retry. */
  failing: boolean;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  coupons: Map<string, FakeCoupon>;
  promotionCodes: Map<string, Json>;
  /** One-time payments' charges, by id (amount, amount_refunded, refunded, payment_intent). */
  charges: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Payment intents by id, with the metadata Simmer gave them (payment_intent_data.metadata). */
  paymentIntents: Map<string, Json>;
  /** Disputes by id. */
  disputes: Map<string, Json>;
  /**
   * Stripe's clock charges a subscription: its trial (or period) ends, it becomes active and a
   * paid invoice with a charge is made, `createdOffset` seconds from now.
   */
  payInvoice(
    subscriptionId: string,
    createdOffset?: number,
  ): { subscription: Json; invoice: Json; charge: Json };
  /** The buyer's bank disputes a charge (created), or the dispute ends (won or lost). */
  dispute(chargeId: string, status: 'needs_response' | 'won' | 'lost' | 'warning_closed'): Json;
  /** Pays a one-time (payment mode) checkout: the session is paid and a charge is made. */
  completePayment(sessionId: string): { session: Json; charge: Json };
  /** Refunds a charge in full as Stripe's dashboard would (no API call from Simmer). */
  refundInDashboard(chargeId: string): Json;
  /** Completes a checkout as a customer would: a trialing subscription and a $0 invoice. */
  completeCheckout(sessionId: string): { subscription: Json; invoice: Json; session: Json };
  /** A Stripe event object wrapping `object`, created `createdOffset` seconds from now. */
  event(type: string, object: Json, createdOffset?: number): Json;
  /** The event as delivered: the raw JSON body and its Stripe-Signature header. */
  sign(event: Json, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const stripe = new Stripe(FAKE_STRIPE_SECRET);
  const state = {
    requests: [] as FakeStripe['requests'],
    failing: false,
    customers: new Map<string, Json>(),
    sessions: new Map<string, Json>(),
    subscriptions: new Map<string, Json>(),
    invoices: new Map<string, Json>(),
    coupons: new Map<string, FakeCoupon>(),
    promotionCodes: new Map<string, Json>(),
    charges: new Map<string, Json>(),
    refunds: new Map<string, Json>(),
    paymentIntents: new Map<string, Json>(),
    disputes: new Map<string, Json>(),
    /** POST answers by Idempotency-Key, as Stripe replays them. */
    idempotent: new Map<string, { status: number; body: Json }>(),
  };
  state.coupons.set('HALFOFF', {
    id: 'HALFOFF',
    object: 'coupon',
    name: 'HALFOFF',
    percent_off: 50,
    amount_off: null,
    currency: null,
    valid: true,
  });
  state.coupons.set('OLDDEAL', {
    id: 'OLDDEAL',
    object: 'coupon',
    name: 'OLDDEAL',
    percent_off: 20,
    amount_off: null,
    currency: null,
    valid: false,
  });
  state.promotionCodes.set('promo_welcome', {
    id: 'promo_welcome',
    object: 'promotion_code',
    code: 'WELCOME',
    active: true,
    promotion: { type: 'coupon', coupon: 'HALFOFF' },
  });

  const send = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
    });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, what: string, value: string) =>
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${value}'`,
        param: 'id',
      },
    });
  const invalid = (response: ServerResponse, message: string, param?: string) =>
    send(response, 400, { error: { type: 'invalid_request_error', message, param } });

  /** A subscription as the API returns it, its discounts expanded when asked. */
  function subscriptionView(subscription: Json, expand: unknown): Json {
    const wantsDiscounts =
      Array.isArray(expand) && expand.some((e) => String(e).startsWith('discounts'));
    const discounts = (subscription.discounts as Json[]).map((discount) =>
      wantsDiscounts ? discount : discount.id,
    );
    return { ...subscription, discounts };
  }

  function discountFor(subscriptionId: string, params: Json): Json | string {
    const promotionId = typeof params.promotion_code === 'string' ? params.promotion_code : null;
    const promotion = promotionId ? state.promotionCodes.get(promotionId) : undefined;
    const couponId = promotion
      ? String((promotion.promotion as Json).coupon)
      : typeof params.coupon === 'string'
        ? params.coupon
        : '';
    const coupon = state.coupons.get(couponId);
    if (!coupon || !coupon.valid) return `No such coupon: '${couponId}'`;
    return {
      id: id('di'),
      object: 'discount',
      source: { type: 'coupon', coupon },
      promotion_code: promotion ?? null,
      subscription: subscriptionId,
      start: nowSeconds(),
      end: null,
    };
  }

  function refundCharge(charge: Json, params: Json): Json {
    Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: nowSeconds(),
    };
    state.refunds.set(refund.id, refund);
    return refund;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params =
      method === 'GET' || method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(await readBody(request));
    state.requests.push({ method, path: url.pathname, params });
    // Stripe answers a repeated Idempotency-Key with the first answer, doing nothing again.
    const idempotencyKey = request.headers['idempotency-key'];
    if (method === 'POST' && typeof idempotencyKey === 'string') {
      const replay = state.idempotent.get(idempotencyKey);
      if (replay) return send(response, replay.status, replay.body);
      const original = response.end.bind(response);
      const statusOf = () => response.statusCode;
      response.end = ((chunk: unknown) => {
        if (typeof chunk === 'string' && statusOf() < 500)
          state.idempotent.set(idempotencyKey, {
            status: statusOf(),
            body: JSON.parse(chunk) as Json,
          });
        return original(chunk as string);
      }) as typeof response.end;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (state.failing) {
      return send(response, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred' },
      });
    }
    const path = url.pathname;
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        created: nowSeconds(),
      };
      state.customers.set(customer.id, customer);
      return send(response, 200, customer);
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!params.success_url) return invalid(response, 'Missing required param: success_url.');
      const customer = str(params.customer);
      if (!state.customers.has(customer)) return missing(response, 'customer', customer);
      const item = (params.line_items as Json[])[0]!;
      const priceData = item.price_data as Json;
      const sessionId = id('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: params.client_reference_id ?? null,
        subscription: null,
        payment_intent: null,
        amount_total: Number(priceData.unit_amount),
        currency: 'usd',
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        created: nowSeconds(),
        // What the test inspects: how the session was asked for.
        _request: params,
      };
      state.sessions.set(sessionId, session);
      const { _request, ...view } = session;
      return send(response, 200, view);
    }

    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = state.sessions.get(match[1]!);
      if (!session) return missing(response, 'checkout.session', match[1]!);
      const { _request, ...view } = session;
      return send(response, 200, view);
    }

    if ((match = /^\/v1\/subscriptions\/([^/]+)(\/discount)?$/.exec(path))) {
      const subscription = state.subscriptions.get(match[1]!);
      if (!subscription) return missing(response, 'subscription', match[1]!);
      const canceled = subscription.status === 'canceled';
      if (method === 'GET')
        return send(response, 200, subscriptionView(subscription, params.expand));
      if (method === 'DELETE' && match[2]) {
        subscription.discounts = [];
        return send(response, 200, { object: 'discount', deleted: true, id: id('di') });
      }
      if (canceled)
        return invalid(
          response,
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      if (method === 'DELETE') {
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: nowSeconds(),
          ended_at: nowSeconds(),
          cancel_at_period_end: false,
        });
        return send(response, 200, subscriptionView(subscription, params.expand));
      }
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (Array.isArray(params.discounts)) {
          const discounts: Json[] = [];
          for (const entry of params.discounts as Json[]) {
            const discount = discountFor(subscription.id as string, entry);
            if (typeof discount === 'string') return invalid(response, discount, 'discounts');
            discounts.push(discount);
          }
          subscription.discounts = discounts;
        }
        return send(response, 200, subscriptionView(subscription, params.expand));
      }
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = str(params.customer);
      if (!state.customers.has(customer)) return missing(response, 'customer', customer);
      return send(response, 200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${id('test')}`,
      });
    }

    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = state.paymentIntents.get(match[1]!);
      if (!intent) return missing(response, 'payment_intent', match[1]!);
      return send(response, 200, intent);
    }

    if (method === 'GET' && path === '/v1/invoices') {
      // `payments` is includable: only in the answer when expanded (data.payments on a list).
      const expand = Array.isArray(params.expand) ? params.expand.map(String) : [];
      const all = [...state.invoices.values()]
        .filter((invoice) => invoice.customer === params.customer)
        .filter((invoice) => !params.status || invoice.status === params.status)
        .map((invoice) => {
          if (expand.includes('data.payments')) return invoice;
          const { payments: _payments, ...rest } = invoice;
          return rest;
        })
        .sort((a, b) => Number(b.created) - Number(a.created));
      const start = params.starting_after
        ? all.findIndex((invoice) => invoice.id === params.starting_after) + 1
        : 0;
      const limit = Number(params.limit ?? 10);
      const data = all.slice(start, start + limit);
      return send(response, 200, {
        object: 'list',
        url: '/v1/invoices',
        has_more: start + limit < all.length,
        data,
      });
    }

    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = state.subscriptions.get(str(params.subscription));
      if (!subscription || subscription.status === 'canceled' || subscription.cancel_at_period_end)
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'invoice_upcoming_none',
            message: 'No upcoming invoices for customer',
          },
        });
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const price = item.price as Json;
      let amount = Number(price.unit_amount);
      const discount = (subscription.discounts as Json[])[0];
      const coupon = discount ? ((discount.source as Json).coupon as FakeCoupon) : null;
      if (coupon?.percent_off) amount = Math.round(amount * (1 - coupon.percent_off / 100));
      return send(response, 200, {
        id: `upcoming_${subscription.id as string}`,
        object: 'invoice',
        customer: subscription.customer,
        amount_due: amount,
        amount_paid: 0,
        currency: 'usd',
        status: 'draft',
        created: nowSeconds(),
        next_payment_attempt: item.current_period_end,
        period_end: item.current_period_end,
        hosted_invoice_url: null,
        invoice_pdf: null,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id },
        },
      });
    }

    if (method === 'GET' && path === '/v1/promotion_codes') {
      const data = [...state.promotionCodes.values()].filter(
        (promotion) =>
          promotion.code === params.code && (params.active !== 'true' || promotion.active),
      );
      return send(response, 200, {
        object: 'list',
        url: '/v1/promotion_codes',
        has_more: false,
        data,
      });
    }

    if (method === 'GET' && (match = /^\/v1\/coupons\/([^/]+)$/.exec(path))) {
      const coupon = state.coupons.get(decodeURIComponent(match[1]!));
      if (!coupon) return missing(response, 'coupon', match[1]!);
      return send(response, 200, coupon as unknown as Json);
    }

    if (method === 'POST' && path === '/v1/refunds') {
      if (!params.payment_intent) return invalid(response, 'Missing payment_intent');
      const charge = [...state.charges.values()].find(
        (candidate) => candidate.payment_intent === params.payment_intent,
      );
      if (!charge) return missing(response, 'payment_intent', str(params.payment_intent));
      if (charge.refunded)
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${charge.id as string} has already been refunded.`,
          },
        });
      return send(response, 200, refundCharge(charge, params));
    }

    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    });
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    get requests() {
      return state.requests;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },

    completeCheckout(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const request = session._request as Json;
      const priceData = ((request.line_items as Json[])[0]!.price_data as Json) ?? {};
      const subscriptionData = (request.subscription_data as Json | undefined) ?? {};
      const trialDays = Number(subscriptionData.trial_period_days ?? 0);
      const start = nowSeconds();
      const trialEnd = trialDays ? start + trialDays * 86_400 : null;
      const interval = str((priceData.recurring as Json | undefined)?.interval) || 'month';
      const periodEnd = trialEnd ?? start + (interval === 'year' ? 365 : 30) * 86_400;
      const subscription: Json = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialEnd ? 'trialing' : 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: trialEnd,
        trial_start: trialEnd ? start : null,
        created: start,
        metadata: subscriptionData.metadata ?? {},
        discounts: [],
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: periodEnd,
              price: {
                id: id('price'),
                object: 'price',
                currency: 'usd',
                unit_amount: Number(priceData.unit_amount),
                recurring: { interval, interval_count: 1 },
              },
            },
          ],
        },
      };
      state.subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'no_payment_required',
        subscription: subscription.id,
      });
      const invoice: Json = {
        id: id('in'),
        object: 'invoice',
        customer: session.customer,
        amount_due: 0,
        amount_paid: 0,
        total: 0,
        currency: 'usd',
        status: 'paid',
        created: start,
        hosted_invoice_url: `https://invoice.stripe.test/i/${id('inv')}`,
        invoice_pdf: null,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id },
        },
      };
      state.invoices.set(invoice.id as string, invoice);
      const { _request, ...view } = session;
      return { subscription, invoice, session: view };
    },

    completePayment(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.mode !== 'payment') throw new Error(`session ${sessionId} is not a payment`);
      const paymentIntent = id('pi');
      const charge: Json = {
        id: id('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: 'usd',
        customer: session.customer,
        payment_intent: paymentIntent,
        paid: true,
        status: 'succeeded',
        created: nowSeconds(),
        metadata: {},
      };
      state.charges.set(charge.id as string, charge);
      const request = session._request as Json;
      state.paymentIntents.set(paymentIntent, {
        id: paymentIntent,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: 'usd',
        customer: session.customer,
        status: 'succeeded',
        latest_charge: charge.id,
        metadata: (request.payment_intent_data as Json | undefined)?.metadata ?? {},
        created: nowSeconds(),
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      });
      const { _request, ...view } = session;
      return { session: view, charge };
    },

    payInvoice(subscriptionId, createdOffset = 0) {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const price = item.price as Json;
      const created = nowSeconds() + createdOffset;
      const amount = Number(price.unit_amount);
      const paymentIntent = id('pi');
      const charge: Json = {
        id: id('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
        currency: 'usd',
        customer: subscription.customer,
        payment_intent: paymentIntent,
        paid: true,
        status: 'succeeded',
        created,
        metadata: {},
      };
      state.charges.set(charge.id as string, charge);
      state.paymentIntents.set(paymentIntent, {
        id: paymentIntent,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        customer: subscription.customer,
        status: 'succeeded',
        latest_charge: charge.id,
        metadata: {},
        created,
      });
      const periodEnd =
        created + ((price.recurring as Json).interval === 'year' ? 365 : 30) * 86_400;
      Object.assign(subscription, { status: 'active' });
      Object.assign(item, { current_period_start: created, current_period_end: periodEnd });
      const invoice: Json = {
        id: id('in'),
        object: 'invoice',
        customer: subscription.customer,
        amount_due: amount,
        amount_paid: amount,
        total: amount,
        currency: 'usd',
        status: 'paid',
        created,
        hosted_invoice_url: `https://invoice.stripe.test/i/${id('inv')}`,
        invoice_pdf: null,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id },
        },
        payments: {
          object: 'list',
          data: [
            {
              id: id('inpay'),
              object: 'invoice_payment',
              amount_paid: amount,
              is_default: true,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ],
          has_more: false,
        },
      };
      state.invoices.set(invoice.id as string, invoice);
      return { subscription, invoice, charge };
    },

    dispute(chargeId, status) {
      const charge = state.charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      let dispute = [...state.disputes.values()].find((candidate) => candidate.charge === chargeId);
      if (!dispute) {
        dispute = {
          id: id('dp'),
          object: 'dispute',
          amount: charge.amount,
          balance_transactions: [],
          charge: chargeId,
          created: nowSeconds(),
          currency: 'usd',
          evidence: {},
          evidence_details: { due_by: nowSeconds() + 7 * 86_400, has_evidence: false },
          is_charge_refundable: false,
          livemode: false,
          metadata: {},
          payment_intent: charge.payment_intent,
          reason: 'fraudulent',
          status,
        };
        state.disputes.set(dispute.id as string, dispute);
        charge.disputed = true;
      }
      dispute.status = status;
      return structuredClone(dispute);
    },

    refundInDashboard(chargeId) {
      const charge = state.charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      refundCharge(charge, { reason: 'requested_by_customer' });
      return charge;
    },

    event(type, object, createdOffset = 0) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: nowSeconds() + createdOffset,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },

    sign(event, secret = FAKE_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
