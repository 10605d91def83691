import {
  ACCESS_DENIED_MESSAGE,
  CHEF_REQUIRED_MESSAGE,
  hasPermission,
  isChefOrAdmin,
  permissionsForRole,
  roleOf,
  type Role,
} from '@simmer/domain/accounts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import type { Auth } from '../modules/accounts/auth';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  permissions: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export interface Guards {
  /** Any signed-in user; sets request.user. */
  requireUser: preHandlerAsyncHookHandler;
  /** A signed-in user whose role grants `permission` ('*' grants all); `message` says why not. */
  requirePermission(permission: string, message?: string): preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
  requireChefOrAdmin: preHandlerAsyncHookHandler;
  /** The signed-in user, or undefined for a visitor; never throws. */
  optionalUser(request: FastifyRequest): Promise<AuthUser | undefined>;
}

/** The signed-in user from request.user; only call behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function createGuards(auth: Auth, onActive?: (userId: string) => void): Guards {
  async function resolve(request: FastifyRequest): Promise<AuthUser | undefined> {
    if (request.user) return request.user;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return undefined;
    const role = roleOf((session.user as { role?: string }).role);
    request.user = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role,
      permissions: permissionsForRole(role),
    };
    onActive?.(session.user.id);
    return request.user;
  }

  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await resolve(request))) throw unauthenticated();
  };

  return {
    requireUser,
    requirePermission(permission, message = ACCESS_DENIED_MESSAGE) {
      return async (request, reply) => {
        await requireUser(request, reply);
        if (!hasPermission(currentUser(request).permissions, permission)) throw forbidden(message);
      };
    },
    async requireAdmin(request, reply) {
      await requireUser(request, reply);
      if (currentUser(request).role !== 'admin') throw forbidden(ACCESS_DENIED_MESSAGE);
    },
    async requireChefOrAdmin(request, reply) {
      await requireUser(request, reply);
      if (!isChefOrAdmin(currentUser(request).role))
        throw new AppError('FORBIDDEN', CHEF_REQUIRED_MESSAGE);
    },
    async optionalUser(request) {
      try {
        return await resolve(request);
      } catch {
        return undefined;
      }
    },
  };
}
