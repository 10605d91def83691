import { normaliseSubscriptionStatus, type Coupon, type Invoice } from '@simmer/domain/billing';
import Stripe from 'stripe';
import {
  InvalidSignatureError,
  ProviderRejectedError,
  ProviderUnavailableError,
  type BillingEvent,
  type CheckoutSessionInfo,
  type InvoiceSnapshot,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Another API address (a local fake in tests): host, port and protocol are taken from it. */
  apiBase?: string;
  maxNetworkRetries?: number;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const dateOf = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

function couponOf(subscription: Stripe.Subscription): Coupon | null {
  for (const discount of subscription.discounts ?? []) {
    if (typeof discount === 'string') continue;
    const coupon = discount.source?.coupon;
    const promotion = discount.promotion_code;
    const code =
      (promotion && typeof promotion !== 'string' ? promotion.code : null) ??
      (coupon && typeof coupon !== 'string' ? (coupon.name ?? coupon.id) : coupon);
    if (!code) continue;
    return {
      code,
      percentOff: coupon && typeof coupon !== 'string' ? (coupon.percent_off ?? null) : null,
      amountOffCents: coupon && typeof coupon !== 'string' ? (coupon.amount_off ?? null) : null,
    };
  }
  return null;
}

export function subscriptionFromStripe(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  const interval = item?.price?.recurring?.interval;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: normaliseSubscriptionStatus(subscription.status),
    period: interval === 'year' ? 'annually' : interval === 'month' ? 'monthly' : null,
    currentPeriodEnd: dateOf(item?.current_period_end),
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    coupon: couponOf(subscription),
    metadata: { ...subscription.metadata },
  };
}

function sessionFromStripe(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: session.id,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status:
      session.status === 'complete' ? 'complete' : session.status === 'open' ? 'open' : 'expired',
    paymentStatus:
      session.payment_status === 'paid'
        ? 'paid'
        : session.payment_status === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    amountTotalCents: session.amount_total,
    metadata: { ...session.metadata },
  };
}

function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  const parent = invoice.parent?.subscription_details?.subscription;
  const payment = invoice.payments?.data?.[0]?.payment?.payment_intent;
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(parent ?? null),
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    paymentIntentId: idOf(payment ?? null),
    created: new Date(invoice.created * 1000),
    url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
  };
}

const toInvoice = (snapshot: InvoiceSnapshot): Invoice => ({
  id: snapshot.id,
  amountCents: snapshot.amountCents,
  currency: snapshot.currency,
  date: snapshot.created.toISOString(),
  status: snapshot.status,
  url: snapshot.url,
});

/** Stripe errors in the provider's terms: the input was refused, or Stripe is unreachable. */
function translate(error: unknown, rejectAs?: ProviderRejectedError['reason']): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && rejectAs) {
    throw new ProviderRejectedError(rejectAs, error.message);
  }
  throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: 'Simmer' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const expandSubscription = ['discounts', 'discounts.source.coupon', 'discounts.promotion_code'];

  async function call<T>(run: () => Promise<T>, rejectAs?: ProviderRejectedError['reason']) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderRejectedError) throw error;
      return translate(error, rejectAs);
    }
  }

  const updateSubscription = (id: string, params: Stripe.SubscriptionUpdateParams) =>
    call(
      async () =>
        subscriptionFromStripe(
          await stripe.subscriptions.update(id, { ...params, expand: expandSubscription }),
        ),
      'invalid_state',
    );

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    createCustomer: ({ userId, email }) =>
      call(async () => (await stripe.customers.create({ email, metadata: { userId } })).id),

    createCheckoutSession: (input) =>
      call(async () => {
        const priceData: Stripe.Checkout.SessionCreateParams.LineItem.PriceData = {
          currency: 'usd',
          unit_amount: input.lineItem.amountCents,
          product_data: { name: input.lineItem.name },
          ...(input.lineItem.interval ? { recurring: { interval: input.lineItem.interval } } : {}),
        };
        const session = await stripe.checkout.sessions.create({
          mode: input.mode,
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price_data: priceData, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          ...(input.mode === 'subscription'
            ? {
                allow_promotion_codes: true,
                // The trial needs no card: Checkout asks for one only if the total is due now.
                payment_method_collection: 'if_required',
                subscription_data: {
                  metadata: input.metadata,
                  ...(input.trialDays
                    ? {
                        trial_period_days: input.trialDays,
                        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                      }
                    : {}),
                },
              }
            : // A one-time purchase is sold at its price: no promotion codes.
              { payment_intent_data: { metadata: input.metadata } }),
        });
        if (!session.url) throw new ProviderUnavailableError('Checkout session has no URL');
        return { sessionId: session.id, url: session.url };
      }),

    retrieveCheckoutSession: async (sessionId) => {
      try {
        return sessionFromStripe(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        return translate(error);
      }
    },

    retrieveSubscription: async (subscriptionId) => {
      try {
        return subscriptionFromStripe(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: expandSubscription }),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        return translate(error);
      }
    },

    cancelSubscription: (subscriptionId, { immediately }) =>
      immediately
        ? call(
            async () =>
              subscriptionFromStripe(
                await stripe.subscriptions.cancel(subscriptionId, { expand: expandSubscription }),
              ),
            'invalid_state',
          )
        : updateSubscription(subscriptionId, { cancel_at_period_end: true }),

    reactivateSubscription: (subscriptionId) =>
      updateSubscription(subscriptionId, { cancel_at_period_end: false }),

    applyCoupon: (subscriptionId, code) =>
      call(async () => {
        const promotions = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
        const promotion = promotions.data[0];
        let discount: Stripe.SubscriptionUpdateParams.Discount;
        if (promotion) {
          discount = { promotion_code: promotion.id };
        } else {
          try {
            const coupon = await stripe.coupons.retrieve(code);
            if (!coupon.valid) throw new ProviderRejectedError('coupon_invalid', 'Coupon expired');
            discount = { coupon: coupon.id };
          } catch (error) {
            if (error instanceof Stripe.errors.StripeInvalidRequestError)
              throw new ProviderRejectedError('coupon_invalid', error.message);
            throw error;
          }
        }
        return subscriptionFromStripe(
          await stripe.subscriptions.update(subscriptionId, {
            discounts: [discount],
            expand: expandSubscription,
          }),
        );
      }, 'coupon_invalid'),

    removeCoupon: (subscriptionId) =>
      call(async () => {
        await stripe.subscriptions.deleteDiscount(subscriptionId);
        return subscriptionFromStripe(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: expandSubscription }),
        );
      }, 'invalid_state'),

    createPortalSession: (customerId, returnUrl) =>
      call(
        async () =>
          (
            await stripe.billingPortal.sessions.create({
              customer: customerId,
              return_url: returnUrl,
            })
          ).url,
      ),

    listInvoices: (customerId, { limit, startingAfter }) =>
      call(async () => {
        const page = await stripe.invoices.list({
          customer: customerId,
          limit,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        return page.data.map((invoice) => toInvoice(invoiceSnapshot(invoice)));
      }),

    upcomingInvoice: async (customerId, subscriptionId) => {
      try {
        const preview = await stripe.invoices.createPreview({
          customer: customerId,
          subscription: subscriptionId,
        });
        return toInvoice({
          ...invoiceSnapshot(preview),
          id: preview.id ?? 'upcoming',
          status: 'upcoming',
          amountCents: preview.amount_due,
          created: dateOf(preview.next_payment_attempt ?? preview.period_end) ?? new Date(),
        });
      } catch (error) {
        // A cancelled or trial-only subscription has no upcoming invoice.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        return translate(error);
      }
    },

    refund: ({ paymentIntentId, reason, idempotencyKey }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            reason: 'requested_by_customer',
            metadata: { reason },
          },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        return { refundId: refund.id };
      }, 'invalid_state'),

    listPaidInvoices: (customerId) =>
      call(async () => {
        // `payments` is not in an invoice by default: expanded, it names the payment intent.
        const page = await stripe.invoices.list({
          customer: customerId,
          status: 'paid',
          limit: 100,
          expand: ['data.payments'],
        });
        return page.data
          .map(invoiceSnapshot)
          .sort((a, b) => b.created.getTime() - a.created.getTime());
      }),

    paymentMetadata: async (paymentIntentId) => {
      try {
        return { ...(await stripe.paymentIntents.retrieve(paymentIntentId)).metadata };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        return translate(error);
      }
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) {
        throw new InvalidSignatureError('No signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      return normaliseStripeEvent(event);
    },
  };
}

/** A verified Stripe event in the provider's terms. */
export function normaliseStripeEvent(event: Stripe.Event): BillingEvent {
  const head = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...head, type: event.type, session: sessionFromStripe(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...head,
        type: event.type,
        subscription: subscriptionFromStripe(event.data.object),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { ...head, type: event.type, invoice: invoiceSnapshot(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...head,
        type: event.type,
        charge: {
          chargeId: charge.id,
          customerId: idOf(charge.customer),
          paymentIntentId: idOf(charge.payment_intent),
          amountCents: charge.amount,
          amountRefundedCents: charge.amount_refunded,
          metadata: { ...charge.metadata },
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...head,
        type: event.type,
        dispute: {
          id: dispute.id,
          chargeId: idOf(dispute.charge),
          paymentIntentId: idOf(dispute.payment_intent),
          amountCents: dispute.amount,
          status: dispute.status,
        },
      };
    }
    default:
      return { ...head, type: 'ignored', providerType: event.type };
  }
}
