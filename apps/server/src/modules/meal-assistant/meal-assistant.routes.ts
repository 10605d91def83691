import {
  MEAL_COMMAND_MESSAGES,
  MealCommandInputSchema,
  MealCommandPhotoQuerySchema,
  MealCommandResultSchema,
} from '@simmer/domain/meal-commands';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { readUploadedImageFile, sniffImageType } from '../../lib/uploads';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { rateLimitHook } from '../../plugins/openapi';
import type { MealAssistantService } from './meal-assistant.service';

/** Each message may search recipes, change a week of meals and call the AI model. */
const MESSAGES_PER_MINUTE = 20;

export function mealAssistantRoutes(
  service: MealAssistantService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Spec 2 §6: Smart Meal Planning needs mealplan.ai; checked here, whatever the web app shows.
    const canUse = guards.requirePermission('mealplan.ai', MEAL_COMMAND_MESSAGES.upgrade);
    const limit = rateLimitHook(
      app.rateLimit({
        max: MESSAGES_PER_MINUTE,
        timeWindow: 60_000,
        groupId: 'meal-commands',
        keyGenerator: (request) => `meal-commands:${currentUser(request).id}`,
      }),
    );
    const tags = ['meal-plans'];

    app.post(
      '/api/meal-commands',
      {
        onRequest: canUse,
        preHandler: limit,
        schema: {
          tags,
          summary:
            'Smart Meal Planning: carry out a written message ("add dinner tomorrow with lasagne", "clear saturday", "move dinner to friday", "plan my week") in one transaction; with the AI configured, what the local reader cannot read goes to the model',
          body: MealCommandInputSchema,
          response: { 200: MealCommandResultSchema },
        },
      },
      (request) => service.run(currentUser(request), { ...request.body, image: null }),
    );

    app.post(
      '/api/meal-commands/photo',
      {
        onRequest: canUse,
        preHandler: limit,
        schema: {
          tags,
          summary:
            'Smart Meal Planning from a photo (multipart field "file": JPEG, PNG or WebP up to 5 MB) — a written plan or a fridge — read by the AI model, with optional text',
          consumes: ['multipart/form-data'],
          querystring: MealCommandPhotoQuerySchema,
          response: { 200: MealCommandResultSchema },
        },
      },
      async (request) => {
        const { data } = await readUploadedImageFile(request);
        return service.run(currentUser(request), {
          text: request.query.text,
          today: request.query.today,
          image: { mediaType: sniffImageType(data)!, data },
        });
      },
    );

    done();
  };
}
