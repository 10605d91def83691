import { ChefIdParamsSchema, ChefPageSchema, FollowStateSchema } from '@simmer/domain/recipes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import type { ChefsService } from './chefs.service';

export function chefsRoutes(service: ChefsService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/chefs/:id',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['chefs'],
          summary:
            "A chef's page, viewable without an account: the chef and the recipes the viewer may see, newest first",
          params: ChefIdParamsSchema,
          response: { 200: ChefPageSchema },
          security: OPTIONAL_SESSION,
        },
      },
      async (request) => service.getChef(await guards.optionalUser(request), request.params.id),
    );

    for (const [method, follow] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/chefs/:id/follow',
        preHandler: guards.requireUser,
        schema: {
          tags: ['chefs'],
          summary: follow ? 'Follow a chef' : 'Stop following a chef',
          params: ChefIdParamsSchema,
          response: { 200: FollowStateSchema },
        },
        handler: (request) =>
          follow
            ? service.followChef(currentUser(request), request.params.id)
            : service.unfollowChef(currentUser(request), request.params.id),
      });
    }
    done();
  };
}
