import {
  CreateShareInputSchema,
  RecipeShareListSchema,
  ShareParamsSchema,
  ListRecipesQuerySchema,
  RecipeCountsQuerySchema,
  RecipeListCountsSchema,
  ShareResultSchema,
  SharedRecipeParamsSchema,
  SharedRecipeSchema,
  RecipeIdParamsSchema,
  RecipeImageParamsSchema,
  RecipeInputSchema,
  RecipePageSchema,
  RecipeSchema,
  UpdateRecipeInputSchema,
} from '@simmer/domain/recipes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedImage } from '../../lib/uploads';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import type { RecipesService } from './recipes.service';

export function recipesRoutes(service: RecipesService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/recipes',
      {
        preHandler: guards.requirePermission('recipes.read'),
        schema: {
          tags: ['recipes'],
          summary: 'Recipes the user may see (public, chef and their own), newest first',
          querystring: ListRecipesQuerySchema,
          response: { 200: RecipePageSchema },
        },
      },
      (request) => service.findRecipes(currentUser(request), request.query),
    );

    app.get(
      '/api/recipes/counts',
      {
        preHandler: guards.requirePermission('recipes.read'),
        // Counting reads every match (about 50 ms at 100,000 recipes): bounded per user.
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['recipes'],
          summary:
            'How many recipes the user may see match the filters and search, in all and per category',
          querystring: RecipeCountsQuerySchema,
          response: { 200: RecipeListCountsSchema },
        },
      },
      (request) => service.countRecipes(currentUser(request), request.query),
    );

    app.post(
      '/api/recipes',
      {
        preHandler: guards.requirePermission('recipes.create'),
        // Each save parses and matches every ingredient and may queue AI enrichment.
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['recipes'],
          summary: 'Create a recipe (free plan: up to 5 of your own)',
          body: RecipeInputSchema,
          response: { 201: RecipeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createRecipe(currentUser(request), request.body)),
    );

    app.get(
      '/api/recipes/:id',
      {
        preHandler: guards.requirePermission('recipes.read'),
        schema: {
          tags: ['recipes'],
          summary:
            'One recipe; a premium recipe the viewer has not bought comes without ingredients and steps',
          params: RecipeIdParamsSchema,
          response: { 200: RecipeSchema },
        },
      },
      (request) => service.getRecipe(currentUser(request), request.params.id),
    );

    app.put(
      '/api/recipes/:id',
      {
        preHandler: guards.requirePermission('recipes.update'),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['recipes'],
          summary:
            'Replace a recipe (its creator, or an admin), naming the version read: 409 if it changed since',
          params: RecipeIdParamsSchema,
          body: UpdateRecipeInputSchema,
          response: { 200: RecipeSchema },
        },
      },
      (request) => service.updateRecipe(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/recipes/:id',
      {
        preHandler: guards.requirePermission('recipes.delete'),
        schema: {
          tags: ['recipes'],
          summary: 'Delete a recipe and its images (its creator, or an admin)',
          params: RecipeIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteRecipe(currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    const SaveStateSchema = z.object({ isSaved: z.boolean(), saveCount: z.number().int() });
    for (const [method, saved] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/recipes/:id/save',
        preHandler: guards.requireUser,
        schema: {
          tags: ['recipes'],
          summary: saved ? 'Save (like) a recipe' : 'Remove a recipe from saved',
          params: RecipeIdParamsSchema,
          response: { 200: SaveStateSchema },
        },
        handler: (request) => service.setSaved(currentUser(request), request.params.id, saved),
      });
    }

    app.post(
      '/api/recipes/:id/shares',
      {
        preHandler: guards.requireUser,
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['sharing'],
          summary: 'Share a recipe: records a share event and returns the public link',
          params: RecipeIdParamsSchema,
          body: CreateShareInputSchema.nullish(),
          response: { 201: ShareResultSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.shareRecipe(
              currentUser(request),
              request.params.id,
              request.body?.platform ?? 'web',
            ),
          ),
    );

    app.get(
      '/api/recipes/:id/shares',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['sharing'],
          summary:
            "A recipe's working shared links: all of them for its owner, else the user's own, newest first",
          params: RecipeIdParamsSchema,
          response: { 200: RecipeShareListSchema },
        },
      },
      async (request) => ({
        shares: await service.findShares(currentUser(request), request.params.id),
      }),
    );

    app.delete(
      '/api/recipes/:id/shares/:shareId',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['sharing'],
          summary:
            'Revoke a shared link (its sharer or the recipe owner): it then shows the not-found page',
          params: ShareParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.revokeShare(currentUser(request), request.params.id, request.params.shareId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/shared/:shareId/:recipeId',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['sharing'],
          summary: 'A shared recipe, viewable without an account (the first 3 steps)',
          params: SharedRecipeParamsSchema,
          response: { 200: SharedRecipeSchema },
          security: OPTIONAL_SESSION,
        },
      },
      async (request) => {
        const viewer = await guards.optionalUser(request);
        return service.getSharedRecipe(request.params.shareId, request.params.recipeId, viewer?.id);
      },
    );

    app.post(
      '/api/shared/:shareId/:recipeId/save',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['sharing'],
          summary: 'Save a shared recipe to your collection',
          params: SharedRecipeParamsSchema,
          response: { 200: z.object({ isSaved: z.boolean(), saveCount: z.number().int() }) },
        },
      },
      (request) =>
        service.saveFromShare(
          currentUser(request),
          request.params.shareId,
          request.params.recipeId,
        ),
    );

    app.post(
      '/api/shared/:shareId/:recipeId/signup',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['sharing'],
          summary: 'Credit a share with the sign-up it led to (once per user)',
          params: SharedRecipeParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.recordShareSignup(
          currentUser(request),
          request.params.shareId,
          request.params.recipeId,
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/recipes/:id/images',
      {
        preHandler: guards.requirePermission('recipes.update'),
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['recipes'],
          summary:
            'Add an image (multipart field "file": JPEG, PNG or WebP up to 5 MB; at most 5 per recipe)',
          consumes: ['multipart/form-data'],
          params: RecipeIdParamsSchema,
          response: { 200: RecipeSchema },
        },
      },
      async (request) => {
        const viewer = currentUser(request);
        const data = await readUploadedImage(request);
        return service.addImage(viewer, request.params.id, data);
      },
    );

    app.delete(
      '/api/recipes/:id/images/:imageId',
      {
        preHandler: guards.requirePermission('recipes.update'),
        schema: {
          tags: ['recipes'],
          summary: 'Remove an image and all its sizes',
          params: RecipeImageParamsSchema,
          response: { 200: RecipeSchema },
        },
      },
      (request) =>
        service.deleteImage(currentUser(request), request.params.id, request.params.imageId),
    );
    done();
  };
}
