import {
  DashboardQuerySchema,
  DashboardSchema,
  OnboardingResetResultSchema,
  OnboardingTaskParamsSchema,
  OnboardingUserParamsSchema,
  OnboardingViewSchema,
} from '@simmer/domain/onboarding';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { OnboardingService } from './onboarding.service';

export function onboardingRoutes(
  service: OnboardingService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/dashboard',
      {
        onRequest: guards.requireUser,
        // No rate limit: one indexed statement (bench/dashboard-status.ts) costs less than the
        // limiter's own durable write would on PostgreSQL.
        schema: {
          tags: ['onboarding'],
          summary:
            "The dashboard: task status, tiles in order, next-task link and onboarding progress, for the user's day and hour",
          querystring: DashboardQuerySchema,
          response: { 200: DashboardSchema },
        },
      },
      (request) => service.getDashboard(currentUser(request).id, request.query),
    );

    app.get(
      '/api/onboarding',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['onboarding'],
          summary: 'Your onboarding progress, points and badges',
          response: { 200: OnboardingViewSchema },
        },
      },
      (request) => service.getProgress(currentUser(request).id),
    );

    app.post(
      '/api/onboarding',
      {
        onRequest: guards.requireUser,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['onboarding'],
          summary: 'Start your onboarding (returns the progress already there)',
          response: { 200: OnboardingViewSchema },
        },
      },
      (request) => service.initialise(currentUser(request).id),
    );

    app.post(
      '/api/onboarding/skip',
      {
        onRequest: guards.requireUser,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['onboarding'],
          summary: 'Skip the onboarding: it is marked complete at step 5',
          response: { 200: OnboardingViewSchema },
        },
      },
      (request) => service.skip(currentUser(request).id),
    );

    app.post(
      '/api/admin/users/:userId/onboarding/reset',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['onboarding'],
          summary: "Reset a user's onboarding progress (admin)",
          params: OnboardingUserParamsSchema,
          response: { 200: OnboardingResetResultSchema },
        },
      },
      (request) => service.reset(request.params.userId),
    );

    app.post(
      '/api/admin/users/:userId/onboarding/tasks/:task/incomplete',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['onboarding'],
          summary: "Mark one of a user's onboarding tasks incomplete (admin)",
          params: OnboardingTaskParamsSchema,
          response: { 200: OnboardingViewSchema },
        },
      },
      (request) => service.markTaskIncomplete(request.params.userId, request.params.task),
    );
    done();
  };
}
