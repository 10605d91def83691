import {
  AdminUserPageSchema,
  AdminUserRecipesSchema,
  AuditPageSchema,
  ListAdminUsersQuerySchema,
  ListAuditQuerySchema,
} from '@simmer/domain/admin';
import { UserIdParamsSchema } from '@simmer/domain/profiles';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/auth-guard';
import type { AuditService } from '../audit';
import type { AdminService } from './admin.service';

export function adminRoutes(
  service: AdminService,
  audit: AuditService,
  guards: Guards,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/users',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Search users by email, display name, Instagram or TikTok handle; 10 a page with the total (admin)',
          querystring: ListAdminUsersQuerySchema,
          response: { 200: AdminUserPageSchema },
        },
      },
      (request) => service.findUsers(request.query),
    );

    app.get(
      '/api/admin/users/:userId/recipes',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The recipes a user created, newest first (admin)',
          params: UserIdParamsSchema,
          response: { 200: AdminUserRecipesSchema },
        },
      },
      (request) => service.findUserRecipes(request.params.userId),
    );

    app.get(
      '/api/admin/audit',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The admin audit trail, newest first, by action and actor; 10 a page (admin)',
          querystring: ListAuditQuerySchema,
          response: { 200: AuditPageSchema },
        },
      },
      (request) => audit.findEntries(request.query),
    );
    done();
  };
}
