import {
  CHEF_SIGN_IN_REQUIRED,
  ChefApplicationIdParamsSchema,
  ChefApplicationInputSchema,
  ChefApplicationListSchema,
  ChefApplicationSchema,
  ChefLeadResultSchema,
  ChefsConfigSchema,
  CreateChefLeadInputSchema,
  ListChefApplicationsQuerySchema,
  MyChefApplicationSchema,
} from '@simmer/domain/chefs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { currentUser, requiresSession, type Guards } from '../../plugins/auth-guard';
import { OPTIONAL_SESSION } from '../../plugins/openapi';
import type { ChefSignupService } from './chefs.service';

/** A visitor may leave their email a few times a minute; a bot filling the table may not. */
export const CHEF_LEADS_PER_MINUTE = 10;
/** A lead is an email, four numbers and three UTM values: a few hundred bytes. */
const LEAD_BODY_LIMIT = 4 * 1024;
const APPLICATION_BODY_LIMIT = 16 * 1024;

export function chefSignupRoutes(
  service: ChefSignupService,
  guards: Guards,
  options: { demoUrl: string },
): FastifyPluginCallbackZod {
  // Spec 1 §8: the signed-out caller is told they must sign in to become a chef.
  const requireApplicant = requiresSession(async (request: FastifyRequest) => {
    if (!(await guards.optionalUser(request))) throw unauthenticated(CHEF_SIGN_IN_REQUIRED);
  });

  return (app, _options, done) => {
    app.get(
      '/api/chefs/config',
      {
        schema: {
          tags: ['chefs'],
          summary: 'What the chef landing page needs from the server: the demo calendar address',
          response: { 200: ChefsConfigSchema },
          security: OPTIONAL_SESSION,
        },
      },
      () => ({ demoUrl: options.demoUrl }),
    );

    app.post(
      '/api/chefs/leads',
      {
        bodyLimit: LEAD_BODY_LIMIT,
        config: {
          rateLimit: {
            max: CHEF_LEADS_PER_MINUTE,
            timeWindow: 60_000,
            // Per address, signed in or not: the calculator is a visitor's page.
            keyGenerator: (request: FastifyRequest) => request.ip,
          },
        },
        schema: {
          tags: ['chefs'],
          summary:
            'Save a chef calculator lead (email, inputs, UTM) and answer the earnings the server computed from the inputs',
          body: CreateChefLeadInputSchema,
          response: { 201: ChefLeadResultSchema },
          security: OPTIONAL_SESSION,
        },
      },
      async (request, reply) => reply.status(201).send(await service.saveLead(request.body)),
    );

    app.get(
      '/api/chefs/application',
      {
        preHandler: requireApplicant,
        schema: {
          tags: ['chefs'],
          summary: "The signed-in user's latest application to become a chef, or null",
          response: { 200: MyChefApplicationSchema },
        },
      },
      async (request) => ({
        application: await service.getMyApplication(currentUser(request).id),
      }),
    );

    app.put(
      '/api/chefs/application',
      {
        preHandler: requireApplicant,
        bodyLimit: APPLICATION_BODY_LIMIT,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags: ['chefs'],
          summary:
            'Apply to become a chef; while an application is pending, applying again updates it',
          body: ChefApplicationInputSchema,
          response: { 200: ChefApplicationSchema },
        },
      },
      (request) => service.apply(currentUser(request), request.body),
    );

    app.get(
      '/api/admin/chef-applications',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Chef applications by status (pending by default), oldest first (admin)',
          querystring: ListChefApplicationsQuerySchema,
          response: { 200: ChefApplicationListSchema },
        },
      },
      async (request) => ({
        applications: await service.listApplications(request.query.status),
      }),
    );

    app.post(
      '/api/admin/chef-applications/:id/approve',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Approve a pending chef application: role chef and the chef profile from it, in one transaction (admin)',
          params: ChefApplicationIdParamsSchema,
          response: { 200: ChefApplicationSchema },
        },
      },
      (request) => service.approve(request.params.id, currentUser(request).id),
    );

    app.post(
      '/api/admin/chef-applications/:id/reject',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Reject a pending chef application (admin)',
          params: ChefApplicationIdParamsSchema,
          response: { 200: ChefApplicationSchema },
        },
      },
      (request) => service.reject(request.params.id, currentUser(request).id),
    );
    done();
  };
}
