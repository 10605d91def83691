import {
  AcquisitionInputSchema,
  AuthOptionsSchema,
  ChefProfileSchema,
  CookingProfileSchema,
  DeleteAccountInputSchema,
  ProfileSchema,
  SetRoleInputSchema,
  UpdateProfileInputSchema,
  UserIdParamsSchema,
  UserSettingsSchema,
} from '@simmer/domain/profiles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedImage } from '../../lib/uploads';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { AccountsService } from './accounts.service';

export function accountsRoutes(
  service: AccountsService,
  guards: Guards,
  options: { googleEnabled: boolean },
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/accounts/auth-options',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Which sign-in methods this server offers',
          response: { 200: AuthOptionsSchema },
        },
      },
      () => ({ googleEnabled: options.googleEnabled }),
    );

    app.get(
      '/api/me',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: "The signed-in user's profile",
          response: { 200: ProfileSchema },
        },
      },
      (request) => service.getProfile(currentUser(request).id),
    );

    app.patch(
      '/api/me',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Change the display name or persona',
          body: UpdateProfileInputSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => service.updateProfile(currentUser(request).id, request.body),
    );

    app.put(
      '/api/me/cooking-profile',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Replace the cooking profile (dietary, cuisines, food, kitchen, cooking)',
          body: CookingProfileSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => service.updateCookingProfile(currentUser(request).id, request.body),
    );

    app.get(
      '/api/me/settings',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Notification, preference and privacy settings',
          response: { 200: UserSettingsSchema },
        },
      },
      (request) => service.getSettings(currentUser(request).id),
    );

    app.put(
      '/api/me/settings',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Save settings',
          body: UserSettingsSchema,
          response: { 200: UserSettingsSchema },
        },
      },
      (request) => service.updateSettings(currentUser(request).id, request.body),
    );

    app.post(
      '/api/me/settings/reset',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Reset settings to the defaults',
          response: { 200: UserSettingsSchema },
        },
      },
      (request) => service.resetSettings(currentUser(request).id),
    );

    app.post(
      '/api/me/avatar',
      {
        preHandler: guards.requireUser,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags: ['accounts'],
          summary:
            'Upload a profile picture (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ProfileSchema },
        },
      },
      async (request) => {
        const data = await readUploadedImage(request);
        return service.updateAvatar(currentUser(request).id, data);
      },
    );

    app.post(
      '/api/me/acquisition',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Record where a new user came from (UTM, referrer, platform); kept once',
          body: AcquisitionInputSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.recordAcquisition(
          currentUser(request).id,
          request.body,
          request.headers['user-agent'],
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/me/export',
      {
        preHandler: guards.requireUser,
        config: { rateLimit: { max: 5, timeWindow: 60_000 } },
        schema: {
          tags: ['accounts'],
          summary: 'Everything Simmer holds about the signed-in user, as JSON (GDPR)',
          hide: false,
        },
      },
      async (request, reply) => {
        const data = await service.exportData(currentUser(request).id);
        return reply
          .header('content-disposition', 'attachment; filename="simmer-data-export.json"')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );

    app.delete(
      '/api/me',
      {
        preHandler: guards.requireUser,
        // Few tries: the password is checked here.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags: ['accounts'],
          summary:
            'Delete the account and its data, files included; needs the password (or, without one, a sign-in within the last 10 minutes)',
          body: DeleteAccountInputSchema.nullish(),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteAccount(currentUser(request).id, {
          password: request.body?.password,
          headers: fromNodeHeaders(request.headers),
        });
        return reply
          .header('set-cookie', [
            'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
            '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
          ])
          .status(204)
          .send(null);
      },
    );

    app.get(
      '/api/chef/profile',
      {
        preHandler: guards.requireChefOrAdmin,
        schema: {
          tags: ['chefs'],
          summary: "The signed-in chef's selling profile",
          response: { 200: ChefProfileSchema },
        },
      },
      async (request) => {
        const chef = await service.getChefProfile(currentUser(request).id);
        return {
          ...chef,
          becameChefAt: chef.becameChefAt.toISOString(),
          totalEarnings: chef.totalEarningsCents / 100,
        };
      },
    );

    app.patch(
      '/api/admin/users/:userId/role',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Change a user's role (admin); chef also creates the chef profile",
          params: UserIdParamsSchema,
          body: SetRoleInputSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) =>
        service.setRole(request.params.userId, request.body.role, currentUser(request).id),
    );

    app.post(
      '/api/admin/users/:userId/set-chef',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Make a user a chef and create their chef profile (admin)',
          params: UserIdParamsSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => service.setChef(request.params.userId, currentUser(request).id),
    );
    done();
  };
}
