import {
  AdminPurchaseListSchema,
  EarningsSummarySchema,
  PurchaseIdParamsSchema,
  PurchaseSchema,
  RefundPurchaseInputSchema,
  StartPurchaseInputSchema,
  StartPurchaseResultSchema,
} from '@simmer/domain/billing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { PurchasesService } from './purchases.service';

/** Starting a checkout and refunding reach the provider: a few per user per minute. */
const PROVIDER_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export function purchasesRoutes(
  service: PurchasesService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const signedIn = guards.requireUser;

    app.post(
      '/api/purchases',
      {
        onRequest: signedIn,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['purchases'],
          summary:
            'Buy a premium recipe: writes a pending purchase and opens a one-time checkout; go to the returned URL',
          body: StartPurchaseInputSchema,
          response: { 200: StartPurchaseResultSchema },
        },
      },
      (request) => service.startPurchase(currentUser(request), request.body.recipeId),
    );

    app.post(
      '/api/purchases/:id/confirm',
      {
        onRequest: signedIn,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['purchases'],
          summary:
            'The return from checkout: the session is read from the provider; a pending purchase becomes completed',
          params: PurchaseIdParamsSchema,
          response: { 200: PurchaseSchema },
        },
      },
      (request) => service.confirmPurchase(currentUser(request).id, request.params.id),
    );

    app.get(
      '/api/purchases/:id',
      {
        onRequest: signedIn,
        schema: {
          tags: ['purchases'],
          summary: 'One of the signed-in user’s purchases',
          params: PurchaseIdParamsSchema,
          response: { 200: PurchaseSchema },
        },
      },
      (request) => service.getPurchase(currentUser(request).id, request.params.id),
    );

    app.post(
      '/api/admin/purchases/:id/refund',
      {
        onRequest: guards.requireAdmin,
        config: { rateLimit: PROVIDER_RATE_LIMIT },
        schema: {
          tags: ['purchases', 'admin'],
          summary:
            'Refund a completed purchase in full (admins): access revoked, counters and earnings reversed',
          params: PurchaseIdParamsSchema,
          body: RefundPurchaseInputSchema,
          response: { 200: PurchaseSchema },
        },
      },
      (request) =>
        service.refundPurchase(request.params.id, request.body.reason, currentUser(request).id),
    );

    app.get(
      '/api/admin/recipes/:id/purchases',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['purchases', 'admin'],
          summary: 'A recipe’s purchases, newest first (admins)',
          params: z.object({ id: z.string().min(1).max(200) }),
          response: { 200: AdminPurchaseListSchema },
        },
      },
      (request) => service.purchasesOfRecipe(request.params.id),
    );

    app.get(
      '/api/chef/earnings',
      {
        onRequest: guards.requirePermission('chef.earnings'),
        schema: {
          tags: ['purchases'],
          summary:
            'The signed-in creator’s earnings (70% of each sale, refunds reversed): totals, this month, per recipe, per month',
          response: { 200: EarningsSummarySchema },
        },
      },
      (request) => service.earnings(currentUser(request).id),
    );

    done();
  };
}
