import {
  CalendarFeedSchema,
  CopyMealInputSchema,
  CreateMealInputSchema,
  DateRangeQuerySchema,
  MEAL_MESSAGES,
  MealIdParamsSchema,
  MealListSchema,
  MealSchema,
  SetMealContentInputSchema,
  TaskStatusQuerySchema,
  TaskStatusSchema,
  UpdateMealInputSchema,
} from '@simmer/domain/meal-plans';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { renderCalendar, serverToday } from './calendar-feed';
import type { MealPlansService } from './meal-plans.service';

const FeedParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) });

export function mealPlansRoutes(
  service: MealPlansService,
  guards: Guards,
  options: { publicUrl: string },
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    /** Meal routes answer a missing permission with the spec's 'Unauthorized access to meal'. */
    const can = (permission: string) =>
      guards.requirePermission(permission, MEAL_MESSAGES.unauthorized);

    app.get(
      '/api/meals',
      {
        onRequest: can('mealplan.read'),
        schema: {
          tags: ['meal-plans'],
          summary: 'The user’s meals from start to end inclusive, by day then meal type',
          querystring: DateRangeQuerySchema,
          response: { 200: MealListSchema },
        },
      },
      async (request) => ({ meals: await service.listMeals(currentUser(request), request.query) }),
    );

    app.post(
      '/api/meals',
      {
        onRequest: can('mealplan.create'),
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['meal-plans'],
          summary: 'Add a recipe meal, a quick meal (typed ingredients) or a placeholder to a day',
          body: CreateMealInputSchema,
          response: { 201: MealSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.createMeal(currentUser(request), request.body);
      },
    );

    app.post(
      '/api/meals/refresh',
      {
        onRequest: can('mealplan.update'),
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['meal-plans'],
          summary: 'Rebuild the shopping lists of every day in a range from its meals',
          body: DateRangeQuerySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.refresh(currentUser(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/meals/status',
      {
        onRequest: can('mealplan.read'),
        schema: {
          tags: ['meal-plans'],
          summary: 'The dashboard’s task flags and counts for the user’s today',
          querystring: TaskStatusQuerySchema,
          response: { 200: TaskStatusSchema },
        },
      },
      (request) => service.taskStatus(currentUser(request), request.query.today),
    );

    app.get(
      '/api/meals/calendar-feed',
      {
        onRequest: can('mealplan.read'),
        schema: {
          tags: ['meal-plans'],
          summary: 'The secret iCalendar address of the plan, or null when it is off',
          response: { 200: CalendarFeedSchema },
        },
      },
      (request) => service.getCalendarFeed(currentUser(request)),
    );
    app.post(
      '/api/meals/calendar-feed',
      {
        onRequest: can('mealplan.read'),
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags: ['meal-plans'],
          summary:
            'Turn the calendar feed on, or give it a new address (the old one stops working)',
          response: { 200: CalendarFeedSchema },
        },
      },
      (request) => service.renewCalendarFeed(currentUser(request)),
    );
    app.delete(
      '/api/meals/calendar-feed',
      {
        onRequest: can('mealplan.read'),
        schema: {
          tags: ['meal-plans'],
          summary: 'Turn the calendar feed off',
          response: { 200: CalendarFeedSchema },
        },
      },
      (request) => service.deleteCalendarFeed(currentUser(request)),
    );

    app.get(
      '/api/calendar/:file',
      {
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['meal-plans'],
          summary:
            'The plan as an iCalendar feed at its secret address (no session: calendar apps fetch it)',
          params: FeedParamsSchema,
        },
      },
      async (request, reply) => {
        const token = request.params.file.slice(0, -'.ics'.length);
        const feed = await service.mealsForFeed(token, serverToday());
        if (!feed) throw notFound('Calendar feed not found');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(renderCalendar(feed.meals, options.publicUrl));
      },
    );

    app.get(
      '/api/meals/:id',
      {
        onRequest: can('mealplan.read'),
        schema: {
          tags: ['meal-plans'],
          summary: 'One of the user’s meals',
          params: MealIdParamsSchema,
          response: { 200: MealSchema },
        },
      },
      (request) => service.getMeal(currentUser(request), request.params.id),
    );

    app.patch(
      '/api/meals/:id',
      {
        onRequest: can('mealplan.update'),
        schema: {
          tags: ['meal-plans'],
          summary:
            'Move a meal to another day or type, or edit its notes and servings, naming the version read: 409 if it changed since',
          params: MealIdParamsSchema,
          body: UpdateMealInputSchema,
          response: { 200: MealSchema },
        },
      },
      (request) => service.updateMeal(currentUser(request), request.params.id, request.body),
    );

    app.put(
      '/api/meals/:id/content',
      {
        onRequest: can('mealplan.update'),
        schema: {
          tags: ['meal-plans'],
          summary:
            'Convert a placeholder to a recipe or quick meal, swap the recipe, or clear the meal back to a placeholder, naming the version read: 409 if it changed since',
          params: MealIdParamsSchema,
          body: SetMealContentInputSchema,
          response: { 200: MealSchema },
        },
      },
      (request) => service.setContent(currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/meals/:id/copy',
      {
        onRequest: can('mealplan.create'),
        schema: {
          tags: ['meal-plans'],
          summary: 'Copy a meal to a day, optionally as another meal type',
          params: MealIdParamsSchema,
          body: CopyMealInputSchema,
          response: { 201: MealSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.copyMeal(currentUser(request), request.params.id, request.body);
      },
    );

    app.delete(
      '/api/meals/:id',
      {
        onRequest: can('mealplan.delete'),
        schema: {
          tags: ['meal-plans'],
          summary: 'Delete a meal with its shopping items',
          params: MealIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteMeal(currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    done();
  };
}
