import { MealIdParamsSchema } from '@simmer/domain/meal-plans';
import {
  StoriesSchema,
  WizardSuggestionsQuerySchema,
  WizardSuggestionsSchema,
  WIZARD_MESSAGES,
} from '@simmer/domain/suggestions';
import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { SuggestionsService } from './suggestions.service';

export function suggestionsRoutes(
  service: SuggestionsService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/meals/:id/suggestions',
      {
        // The wizard is a Pro feature (spec 2 §6): without it, the words of its upgrade dialog.
        onRequest: guards.requirePermission('mealplan.wizard', MEAL_MESSAGES.wizardUpgrade),
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['suggestions'],
          summary: `The Recipe Wizard's suggestions for one of the user's placeholder meals, most relevant first (409 '${WIZARD_MESSAGES.notPlaceholder}' once it has one); exclude lists recipe ids already shown`,
          params: MealIdParamsSchema,
          querystring: WizardSuggestionsQuerySchema,
          response: { 200: WizardSuggestionsSchema },
        },
      },
      async (request) => ({
        suggestions: await service.wizardSuggestions(currentUser(request), {
          mealId: request.params.id,
          exclude: request.query.exclude,
        }),
      }),
    );

    app.get(
      '/api/stories',
      {
        preHandler: guards.requireUser,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['suggestions'],
          summary:
            'The stories feed: at most 20 public and chef recipes plus the user’s favourites, short-video recipes first, then more images, then at random',
          response: { 200: StoriesSchema },
        },
      },
      async (request) => ({ recipes: await service.stories(currentUser(request)) }),
    );
    done();
  };
}
