import {
  AcceptPlanInputSchema,
  AcceptPlanResultSchema,
  PlanWeekInputSchema,
  WeekPlanSchema,
} from '@simmer/domain/planning';
import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { PlanningService } from './planning.service';

/** Plan my week: proposals per user per minute (each may ask the AI), and accepts. */
export const PLAN_PROPOSALS_PER_MINUTE = 20;
export const PLAN_ACCEPTS_PER_MINUTE = 20;

export function planningRoutes(service: PlanningService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const canPlan = guards.requirePermission('mealplan.create', MEAL_MESSAGES.unauthorized);
    const tags = ['planning'];

    app.post(
      '/api/planning/week',
      {
        onRequest: canPlan,
        config: { rateLimit: { max: PLAN_PROPOSALS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Propose a week of meals from the cooking profile (nothing is saved): the AI plan when configured and allowed (mealplan.ai), else the local planner',
          body: PlanWeekInputSchema,
          response: { 200: WeekPlanSchema },
        },
      },
      (request) => service.proposeWeek(currentUser(request), request.body),
    );

    app.post(
      '/api/planning/week/accept',
      {
        onRequest: canPlan,
        config: { rateLimit: { max: PLAN_ACCEPTS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Save the chosen meals of a proposed week in one transaction (new AI dishes become private recipes); the shopping list is rebuilt once',
          body: AcceptPlanInputSchema,
          response: { 201: AcceptPlanResultSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.acceptWeek(currentUser(request), request.body);
      },
    );

    done();
  };
}
