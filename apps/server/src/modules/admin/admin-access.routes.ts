import {
  AccessCheckSchema,
  CheckAccessQuerySchema,
  GrantAccessInputSchema,
  GrantFilterSchema,
  GrantPageSchema,
  GrantParamsSchema,
  GrantRecipeListSchema,
  GrantResultSchema,
  ListGrantsQuerySchema,
  RevokeResultSchema,
  SearchGrantRecipesQuerySchema,
} from '@simmer/domain/admin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { AdminAccessService } from './admin-access.service';

/** The Recipe Access tab's routes (spec 2 §7 admin operations), every one admin only. */
export function adminAccessRoutes(
  service: AdminAccessService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/grants/recipes',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Recipes to grant, by name (case-insensitive) or id; at most 20 (admin)',
          querystring: SearchGrantRecipesQuerySchema,
          response: { 200: GrantRecipeListSchema },
        },
      },
      (request) => service.searchRecipes(request.query.q),
    );

    app.post(
      '/api/admin/grants',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Grant recipes to users, 500 users a transaction, source admin_grant; unknown ids are listed (admin)',
          body: GrantAccessInputSchema,
          response: { 200: GrantResultSchema },
        },
      },
      (request) => service.grant(currentUser(request).id, request.body),
    );

    app.get(
      '/api/admin/grants',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Grants by user or by recipe, newest first; 10 a page with the total (admin)',
          querystring: ListGrantsQuerySchema,
          response: { 200: GrantPageSchema },
        },
      },
      (request) => service.findGrants(request.query),
    );

    app.get(
      '/api/admin/grants/export.csv',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The grants matching the same filters as the list, as a CSV file (admin)',
          querystring: GrantFilterSchema,
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const csv = await service.exportGrants(request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="recipe-grants-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/admin/grants/check',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Whether a user can open a recipe, and why (admin)',
          querystring: CheckAccessQuerySchema,
          response: { 200: AccessCheckSchema },
        },
      },
      (request) => service.checkAccess(request.query),
    );

    app.delete(
      '/api/admin/grants/:userId/:recipeId',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Revoke a grant with its companion user-recipe record (admin)',
          params: GrantParamsSchema,
          response: { 200: RevokeResultSchema },
        },
      },
      (request) =>
        service.revoke(currentUser(request).id, request.params.userId, request.params.recipeId),
    );
    done();
  };
}
