import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { AdminRecipePageSchema, ListAdminRecipesQuerySchema } from '@simmer/domain/admin';
import { stringify } from 'csv-stringify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/auth-guard';
import { ADMIN_RECIPE_CSV_COLUMNS, type AdminRecipesService } from './admin-recipes.service';

/**
 * The admin's Recipes tab (spec 2 §7: list all recipes). Reprocessing a recipe's ingredients is
 * POST /api/admin/recipes/:id/reprocess-ingredients (ingredients module); opening and editing a
 * recipe are the recipe routes, which let an admin read and change any recipe.
 */
export function adminRecipesRoutes(
  service: AdminRecipesService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/recipes',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Every recipe, any owner or visibility, by name or id and visibility; owner and sales; 10 a page with the total (admin)',
          querystring: ListAdminRecipesQuerySchema,
          response: { 200: AdminRecipePageSchema },
        },
      },
      (request) => service.findRecipes(request.query),
    );

    app.get(
      '/api/admin/recipes/export.csv',
      {
        onRequest: guards.requireAdmin,
        // A whole table is read at once: a few a minute is plenty.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags: ['admin'],
          summary:
            'The Recipes tab as a CSV file, with the same search and visibility filters (admin)',
          querystring: ListAdminRecipesQuerySchema.omit({ page: true }),
        },
      },
      (request, reply) => {
        const csv = stringify({
          header: true,
          columns: ADMIN_RECIPE_CSV_COLUMNS.map(([header]) => header),
        });
        pipeline(Readable.from(service.exportRows(request.query)), csv).catch((error: unknown) =>
          request.log.error({ err: error }, 'admin recipes CSV export failed'),
        );
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="simmer-recipes-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
    done();
  };
}
