import {
  ACCESS_DENIED_MESSAGE,
  CHEF_REQUIRED_MESSAGE,
  hasPermission,
  isChefOrAdmin,
  permissionsForRole,
  roleOf,
  type Role,
} from '@simmer/domain/accounts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import type { Auth } from '../modules/accounts';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  permissions: readonly string[];
}

/** Who a user row is to the permission checks: its role read once, and that role's permissions. */
export function authUserOf(user: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}): AuthUser {
  const role = roleOf(user.role ?? undefined);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role,
    permissions: permissionsForRole(role),
  };
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

/**
 * What a route hook asks of the caller, so the OpenAPI document can say it: a session (401
 * without one), or a session whose role allows the operation (403 otherwise).
 */
export type SessionRequirement = 'session' | 'permission';
const SESSION_REQUIREMENT = Symbol('simmer.sessionRequirement');

/** Marks a hook as refusing callers without a session (and, for 'permission', without the right). */
export function requiresSession<Hook extends object>(
  hook: Hook,
  requirement: SessionRequirement = 'session',
): Hook {
  Object.defineProperty(hook, SESSION_REQUIREMENT, { value: requirement });
  return hook;
}

/** What a hook marked by requiresSession asks; undefined for any other value. */
export function sessionRequirementOf(hook: unknown): SessionRequirement | undefined {
  return typeof hook === 'function'
    ? (hook as { [SESSION_REQUIREMENT]?: SessionRequirement })[SESSION_REQUIREMENT]
    : undefined;
}

/** The signed-in user from request.user; only call behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

type SessionUser = { id: string; email: string; name: string; role?: string | null };

/** The value of the one cookie called `name`; undefined when absent, sent twice or quoted. */
function singleCookie(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(eq + 1).trim();
  }
  return found?.startsWith('"') ? undefined : found;
}

/**
 * A session by its token with the fields of its user the guard needs, in one statement (one
 * round trip instead of better-auth's session, then user). Prepared once: PostgreSQL plans it
 * once per connection.
 */
export function createSessionLookup(db: Db) {
  const query = db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('simmer_session_user');
  return async (token: string) => (await query.execute({ token }))[0];
}

/**
 * The user of a request's session when it is certainly valid and needs no write, else undefined.
 *
 * It accepts exactly what better-auth's getSession accepts in that case — the same signed
 * cookie check (HMAC-SHA-256 of the token with the auth secret), the same session and user rows
 * (read in one statement), the same expiry — without building getSession's endpoint context,
 * which costs more than the lookup itself on every request. It never refuses: an absent, odd or
 * tampered cookie, an unknown or expired session, one due for its sliding refresh, and any other
 * auth cookie (remember-me, cached session data) all go to getSession, which decides.
 */
function createSessionFastPath(auth: Auth, db: Db) {
  const findSession = createSessionLookup(db);
  const context = auth.$context.then((ctx) => {
    const options: BetterAuthOptions = ctx.options;
    // Only where getSession's answer depends on nothing but the database row.
    const plain =
      !options.session?.cookieCache?.enabled &&
      !options.secondaryStorage &&
      !options.session?.deferSessionRefresh &&
      !options.hooks?.before &&
      !options.hooks?.after;
    return plain ? ctx : undefined;
  });
  return async (request: FastifyRequest): Promise<SessionUser | undefined> => {
    const header = request.headers.cookie;
    const ctx = await context;
    if (!ctx || !header) return undefined;
    const { sessionToken, dontRememberToken, sessionData } = ctx.authCookies;
    if (header.includes(dontRememberToken.name) || header.includes(sessionData.name))
      return undefined;
    const raw = singleCookie(header, sessionToken.name);
    if (!raw) return undefined;
    let signed: string;
    try {
      signed = raw.includes('%') ? decodeURIComponent(raw) : raw;
    } catch {
      return undefined;
    }
    const dot = signed.lastIndexOf('.');
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    if (dot < 1 || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return undefined;
    const expected = createHmac('sha256', ctx.secret).update(token).digest('base64');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return undefined;
    const session = await findSession(token);
    if (!session) return undefined;
    const { expiresAt, ...user } = session;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const now = Date.now();
    const expires = expiresAt.getTime();
    if (expires < now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    return user;
  };
}

export function createGuards(auth: Auth, db: Db, onActive?: (userId: string) => void): Guards {
  const fastSession = createSessionFastPath(auth, db);

  async function sessionUser(request: FastifyRequest): Promise<SessionUser | undefined> {
    const user = await fastSession(request);
    if (user) return user;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return session?.user;
  }

  async function resolve(request: FastifyRequest): Promise<AuthUser | undefined> {
    if (request.user) return request.user;
    const user = await sessionUser(request);
    if (!user) return undefined;
    request.user = authUserOf(user);
    onActive?.(user.id);
    return request.user;
  }

  const requireUser = requiresSession(async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await resolve(request))) throw unauthenticated();
  });

  return {
    requireUser,
    requirePermission(permission, message = ACCESS_DENIED_MESSAGE) {
      return requiresSession(async (request, reply) => {
        await requireUser(request, reply);
        if (!hasPermission(currentUser(request).permissions, permission)) throw forbidden(message);
      }, 'permission');
    },
    requireAdmin: requiresSession(async (request, reply) => {
      await requireUser(request, reply);
      if (currentUser(request).role !== 'admin') throw forbidden(ACCESS_DENIED_MESSAGE);
    }, 'permission'),
    requireChefOrAdmin: requiresSession(async (request, reply) => {
      await requireUser(request, reply);
      if (!isChefOrAdmin(currentUser(request).role))
        throw new AppError('FORBIDDEN', CHEF_REQUIRED_MESSAGE);
    }, 'permission'),
    async optionalUser(request) {
      try {
        return await resolve(request);
      } catch {
        return undefined;
      }
    },
  };
}
