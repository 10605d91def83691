import {
  ApplyCouponInputSchema,
  BillingConfigSchema,
  CancelSubscriptionInputSchema,
  CheckoutInputSchema,
  CheckoutSessionSchema,
  ConfirmCheckoutInputSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  MoneyBackRefundSchema,
  PortalInputSchema,
  SubscriptionSummarySchema,
  UrlResultSchema,
} from '@simmer/domain/billing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import type { BillingService } from './billing.service';
import type { BillingEvent } from './provider';
import { localCheckoutPage, localPortalPage, localReturnPath } from './local-pages';

const SessionIdParams = z.object({
  id: z.string().regex(/^cs_local_[0-9a-f]{32}$/, 'Invalid or expired checkout session'),
});

/** Unsigned or badly signed webhook deliveries an address may send a minute (signed ones are not counted). */
export const WEBHOOK_BAD_SIGNATURE_LIMIT = 60;

/** Checkout and portal calls reach the provider: a few per user per minute. */
const PROVIDER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export function billingRoutes(service: BillingService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const signedIn = guards.requireUser;

    app.get(
      '/api/billing/config',
      {
        schema: {
          tags: ['billing'],
          summary: 'Which payment provider runs, and Stripe’s publishable key (never a secret)',
          response: { 200: BillingConfigSchema },
          security: OPTIONAL_SESSION,
        },
      },
      () => service.config(),
    );

    app.get(
      '/api/billing/subscription',
      {
        onRequest: signedIn,
        schema: {
          tags: ['billing'],
          summary: 'The signed-in user’s plan, status, renewal, trial and coupon',
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.getSummary(currentUser(request).id),
    );

    app.post(
      '/api/billing/checkout',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary:
            'Start a Pro checkout with the 14-day free trial (no card for the trial); go to the returned URL',
          body: CheckoutInputSchema,
          response: { 200: CheckoutSessionSchema },
        },
      },
      (request) => service.startCheckout(currentUser(request), request.body),
    );

    app.post(
      '/api/billing/checkout/confirm',
      {
        onRequest: signedIn,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['billing'],
          summary:
            'The return from checkout: the session is read from the provider and its subscription applied',
          body: ConfirmCheckoutInputSchema,
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.confirmCheckout(currentUser(request).id, request.body.sessionId),
    );

    app.post(
      '/api/billing/subscription/cancel',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Cancel at the period end (default) or immediately',
          body: CancelSubscriptionInputSchema,
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.cancel(currentUser(request).id, request.body),
    );

    app.post(
      '/api/billing/subscription/refund',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary:
            'The 30-day money-back guarantee: the latest payment is refunded and the subscription cancelled now (once)',
          response: { 200: MoneyBackRefundSchema },
        },
      },
      (request) => service.refundWithinGuarantee(currentUser(request).id),
    );

    app.post(
      '/api/billing/subscription/reactivate',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Undo a cancel at period end',
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.reactivate(currentUser(request).id),
    );

    app.post(
      '/api/billing/subscription/coupon',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Apply a coupon or promotion code to the subscription',
          body: ApplyCouponInputSchema,
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.applyCoupon(currentUser(request).id, request.body.couponCode),
    );

    app.delete(
      '/api/billing/subscription/coupon',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Remove the subscription’s coupon',
          response: { 200: SubscriptionSummarySchema },
        },
      },
      (request) => service.removeCoupon(currentUser(request).id),
    );

    app.post(
      '/api/billing/portal',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['billing'],
          summary:
            'Where to update the payment method (Stripe’s Billing Portal, or the local page)',
          body: PortalInputSchema,
          response: { 200: UrlResultSchema },
        },
      },
      (request) => service.portal(currentUser(request), request.body.returnPath),
    );

    app.get(
      '/api/billing/invoices',
      {
        onRequest: signedIn,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['billing'],
          summary: 'Billing history (newest first) and the upcoming invoice',
          querystring: InvoiceListQuerySchema,
          response: { 200: InvoiceListSchema },
        },
      },
      (request) => service.invoices(currentUser(request).id, request.query),
    );

    // Webhooks are verified over the exact bytes Stripe signed: this scope keeps the raw body.
    app.register((scope, _scopeOptions, scopeDone) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        (_request, body, next) => next(null, body),
      );
      // A delivery whose signature verifies is Stripe's: it is not counted, so a burst of them
      // never queues on one shared counter row (they all come from Stripe's few addresses). Only
      // unsigned or badly signed deliveries count against the address's limit. The check runs
      // once the raw body is read; the event it parsed is kept for the handler.
      const verified = new WeakMap<object, BillingEvent>();
      const verify = (request: { body: unknown; headers: Record<string, unknown> }) => {
        const signature = request.headers['stripe-signature'];
        return service.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
          typeof signature === 'string' ? signature : undefined,
        );
      };
      scope.post(
        '/api/billing/webhook',
        {
          config: {
            rateLimit: {
              max: WEBHOOK_BAD_SIGNATURE_LIMIT,
              timeWindow: 60_000,
              hook: 'preHandler',
              allowList: (request) => {
                try {
                  verified.set(request, verify(request));
                  return true;
                } catch {
                  return false;
                }
              },
            },
          },
          schema: {
            tags: ['billing'],
            summary: 'Stripe webhook: signed events (Stripe-Signature), each applied once',
            response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
          },
        },
        async (request) => {
          const event = verified.get(request) ?? verify(request);
          const outcome = await service.processEvent(event);
          return { received: true as const, outcome };
        },
      );
      scopeDone();
    });

    // The local provider's pages: HTML forms, so a plain form post is accepted here.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, next) => next(null, body),
    );

    app.get(
      '/billing/test-checkout/:id',
      { schema: { hide: true, params: SessionIdParams } },
      async (request, reply) => {
        const user = await guards.optionalUser(request);
        if (!user) return reply.redirect('/login');
        const checkout = await service.localCheckout(user.id, request.params.id);
        return (
          reply
            .header('cache-control', 'no-store')
            // With helmet's no-referrer a form post says `Origin: null`, which the CSRF check
            // refuses; same-origin lets this page's own forms say where they come from.
            .header('referrer-policy', 'same-origin')
            .type('text/html; charset=utf-8')
            .send(localCheckoutPage(checkout))
        );
      },
    );

    for (const action of ['complete', 'cancel'] as const) {
      app.post(
        `/billing/test-checkout/:id/${action}`,
        {
          onRequest: signedIn,
          config: { rateLimit: PROVIDER_RATE_LIMIT },
          schema: { hide: true, params: SessionIdParams },
        },
        async (request, reply) => {
          const userId = currentUser(request).id;
          const url =
            action === 'complete'
              ? await service.completeLocalCheckout(userId, request.params.id)
              : await service.cancelLocalCheckout(userId, request.params.id);
          return reply.redirect(url, 303);
        },
      );
    }

    app.post(
      '/billing/test-portal/end-period',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: { hide: true },
      },
      async (request, reply) => {
        await service.endLocalPeriodNow(currentUser(request).id);
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        return reply.redirect(localReturnPath(form.get('return') ?? undefined), 303);
      },
    );

    app.get(
      '/billing/test-portal',
      {
        onRequest: signedIn,
        schema: { hide: true, querystring: z.object({ return: z.string().max(1000).optional() }) },
      },
      (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          // Its test-clock form posts here: same-origin lets it say where it comes from (CSRF).
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(localPortalPage(request.query.return)),
    );
    done();
  };
}
