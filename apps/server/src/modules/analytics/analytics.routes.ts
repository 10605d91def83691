import {
  AnalyticsEventSchema,
  ClientAnalyticsEventSchema,
  SignupQuerySchema,
  SubscriptionStartsQuerySchema,
} from '@simmer/domain/analytics';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../plugins/auth-guard';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes(
  service: AnalyticsService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/analytics/events',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['analytics'],
          summary: 'Record a page view, feature use, client error or subscription choice',
          body: ClientAnalyticsEventSchema,
          response: { 202: z.null() },
          security: OPTIONAL_SESSION,
        },
      },
      async (request, reply) => {
        const user = await guards.optionalUser(request);
        const { type, ...data } = request.body;
        await service.record(type, user?.id ?? null, data);
        return reply.status(202).send(null);
      },
    );

    app.get(
      '/api/admin/analytics/signups',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['analytics'],
          summary: 'Sign-up events between two instants (admin)',
          querystring: SignupQuerySchema,
          response: { 200: z.object({ events: z.array(AnalyticsEventSchema) }) },
        },
      },
      async (request) => ({
        events: await service.findSignups(new Date(request.query.from), new Date(request.query.to)),
      }),
    );

    app.get(
      '/api/admin/analytics/subscription-starts',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['analytics'],
          summary: 'Subscription start events for a tier (admin)',
          querystring: SubscriptionStartsQuerySchema,
          response: { 200: z.object({ events: z.array(AnalyticsEventSchema) }) },
        },
      },
      async (request) => ({ events: await service.findSubscriptionStarts(request.query.tier) }),
    );
    done();
  };
}
