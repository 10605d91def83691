import {
  INGREDIENT_MESSAGES,
  IngredientIdParamsSchema,
  IngredientLookupInputSchema,
  IngredientLookupResultSchema,
  IngredientSchema,
  ProcessedIngredientSchema,
  ProcessIngredientInputSchema,
  ReprocessIngredientsResultSchema,
  type ReprocessIngredientsResult,
} from '@simmer/domain/ingredients';
import { RecipeIdParamsSchema } from '@simmer/domain/recipes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { currentUser, requiresSession, type AuthUser, type Guards } from '../../plugins/auth-guard';
import type { IngredientsService } from './ingredients.service';

export interface IngredientsRouteDeps {
  service: IngredientsService;
  guards: Guards;
  /** Re-parses and re-matches a recipe's stored ingredients (the recipes module owns recipes). */
  reprocessRecipe(viewer: AuthUser, recipeId: string): Promise<ReprocessIngredientsResult>;
}

export function ingredientsRoutes(deps: IngredientsRouteDeps): FastifyPluginCallbackZod {
  const { service, guards } = deps;
  // Sessions are checked before the body, so a visitor hears the spec's message, not a schema error.
  const requireCook = requiresSession(async (request: FastifyRequest) => {
    if (!(await guards.optionalUser(request)))
      throw unauthenticated(INGREDIENT_MESSAGES.unauthenticated);
  });

  return (app, _options, done) => {
    app.post(
      '/api/ingredients/lookup',
      {
        preValidation: requireCook,
        config: { rateLimit: { max: 300, timeWindow: 60_000 } },
        schema: {
          tags: ['ingredients'],
          summary:
            'The grocery category (and catalogue entry, when one matches) of an ingredient text',
          body: IngredientLookupInputSchema,
          response: { 200: IngredientLookupResultSchema },
        },
      },
      (request) => service.lookupIngredient(request.body.text),
    );

    app.post(
      '/api/ingredients/process',
      {
        preValidation: requireCook,
        config: { rateLimit: { max: 300, timeWindow: 60_000 } },
        schema: {
          tags: ['ingredients'],
          summary:
            'Parse and match a recipe ingredient: catalogue id (or a temp- placeholder), lower-case name, unit, category',
          body: ProcessIngredientInputSchema,
          response: { 200: ProcessedIngredientSchema },
        },
      },
      (request) => service.processIngredient(request.body),
    );

    app.get(
      '/api/ingredients/:id',
      {
        preValidation: requireCook,
        schema: {
          tags: ['ingredients'],
          summary: 'A catalogue entry with nutrition per 100 g and portion weights',
          params: IngredientIdParamsSchema,
          response: { 200: IngredientSchema },
        },
      },
      (request) => service.getIngredient(request.params.id),
    );

    app.post(
      '/api/admin/recipes/:id/reprocess-ingredients',
      {
        preValidation: guards.requireAdmin,
        schema: {
          tags: ['ingredients', 'admin'],
          summary:
            "Parse each of a recipe's ingredients again and match it to the catalogue; audited (admin)",
          params: RecipeIdParamsSchema,
          response: { 200: ReprocessIngredientsResultSchema },
        },
      },
      (request) => deps.reprocessRecipe(currentUser(request), request.params.id),
    );
    done();
  };
}
