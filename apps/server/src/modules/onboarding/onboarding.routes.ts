import {
  DashboardQuerySchema,
  DashboardSchema,
  OnboardingResetResultSchema,
  OnboardingTaskParamsSchema,
  OnboardingUserParamsSchema,
  OnboardingViewSchema,
  PreviewLeadInputSchema,
  PreviewLeadResultSchema,
  PreviewPlanInputSchema,
  PreviewPlanSchema,
  SaveQuestionnaireInputSchema,
} from '@simmer/domain/onboarding';
import { ProfileSchema } from '@simmer/domain/profiles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { OnboardingService } from './onboarding.service';

/** The public questionnaire endpoints are counted per address, signed in or not. */
export const PREVIEW_PLANS_PER_MINUTE = 20;
export const PREVIEW_LEADS_PER_MINUTE = 5;
/** A cooking profile is about 3 kB of JSON; nothing bigger is a questionnaire's. */
export const PREVIEW_BODY_LIMIT = 16 * 1024;
const perAddress = (request: FastifyRequest) => `preview:${request.ip}`;

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

    app.put(
      '/api/onboarding/questionnaire',
      {
        onRequest: guards.requireUser,
        bodyLimit: PREVIEW_BODY_LIMIT,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['onboarding'],
          summary:
            'Save a finished questionnaire: its answers become your cooking profile and persona (onboarding completed)',
          body: SaveQuestionnaireInputSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => service.saveQuestionnaire(currentUser(request).id, request.body.answers),
    );

    app.post(
      '/api/onboarding/preview-plan',
      {
        bodyLimit: PREVIEW_BODY_LIMIT,
        config: {
          rateLimit: {
            max: PREVIEW_PLANS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: perAddress,
          },
        },
        schema: {
          tags: ['onboarding'],
          summary:
            "A visitor's preview week from a cooking profile and persona: the local planner over public recipes, from the coming Sunday (nothing is saved)",
          body: PreviewPlanInputSchema,
          response: { 200: PreviewPlanSchema },
        },
      },
      (request) => service.previewPlan(request.body),
    );

    app.post(
      '/api/onboarding/preview-leads',
      {
        bodyLimit: PREVIEW_BODY_LIMIT,
        config: {
          rateLimit: {
            max: PREVIEW_LEADS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: perAddress,
          },
        },
        schema: {
          tags: ['onboarding'],
          summary:
            "Save Your Meal Plan: keep a visitor's email with their persona and cooking profile (one lead per email)",
          body: PreviewLeadInputSchema,
          response: { 201: PreviewLeadResultSchema },
        },
      },
      async (request, reply) => {
        const { email, persona, cookingProfile, utmParams } = request.body;
        reply.code(201);
        return service.savePreviewLead({ email, persona, cookingProfile, utmParams });
      },
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
      (request) => service.reset(request.params.userId, currentUser(request).id),
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
