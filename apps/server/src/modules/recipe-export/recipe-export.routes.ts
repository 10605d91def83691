import { RecipeIdParamsSchema } from '@simmer/domain/recipes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { RecipeExportService, RecipeFile } from './recipe-export.service';

/** A schema.org JSON-LD document: a Recipe, or an @graph of them. */
const JsonLdDocumentSchema = z.object({ '@context': z.string() }).catchall(z.unknown());

/** A download: the browser saves it under the file's name; nobody caches a user's recipes. */
function sendFile(reply: FastifyReply, file: RecipeFile) {
  return reply
    .type('application/ld+json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.document);
}

export function recipeExportRoutes(
  service: RecipeExportService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const tags = ['recipes'];

    app.get(
      '/api/recipes/export',
      {
        preHandler: guards.requirePermission('recipes.read'),
        // A whole box is read and written at once: a few a minute is plenty.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Download the recipe box as a file: schema.org Recipe JSON-LD, the recipes in an @graph — the recipes the user created and those they saved, except premium ones not bought',
          response: { 200: JsonLdDocumentSchema },
        },
      },
      async (request, reply) => sendFile(reply, await service.exportBox(currentUser(request))),
    );

    app.get(
      '/api/recipes/:id/export',
      {
        preHandler: guards.requirePermission('recipes.read'),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Download one recipe the user may see as a file: schema.org Recipe JSON-LD with absolute image URLs (403 for a premium recipe not bought)',
          params: RecipeIdParamsSchema,
          response: { 200: JsonLdDocumentSchema },
        },
      },
      async (request, reply) =>
        sendFile(reply, await service.exportRecipe(currentUser(request), request.params.id)),
    );

    done();
  };
}
