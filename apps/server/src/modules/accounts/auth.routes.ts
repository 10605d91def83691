import type { ErrorCode } from '@simmer/domain/errors';
import { INPUT_MESSAGES } from '@simmer/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/errors';
import type { Auth } from './auth';
import type { AccountsRepository } from './accounts.repository';

export interface AuthRateLimits {
  /** Sign-in and sign-up attempts per client IP per minute. */
  perIpPerMinute: number;
  /** Sign-in attempts per email address per 15 minutes. */
  perAccountPer15Minutes: number;
}

type AuthReason =
  | 'invalid-email'
  | 'user-not-found'
  | 'wrong-password'
  | 'email-already-in-use'
  | 'weak-password'
  | 'user-disabled'
  | 'too-many-requests'
  | 'operation-not-allowed'
  | 'unknown';

/** Spec 1 §8's message for each auth failure. */
const AUTH_MESSAGES: Record<AuthReason, { status: number; code: ErrorCode; message: string }> = {
  'invalid-email': {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please enter a valid email address',
  },
  'user-not-found': {
    status: 401,
    code: 'UNAUTHENTICATED',
    message: 'No account found with this email',
  },
  'wrong-password': { status: 401, code: 'UNAUTHENTICATED', message: 'Incorrect password' },
  'email-already-in-use': {
    status: 409,
    code: 'CONFLICT',
    message: 'This email is already registered',
  },
  'weak-password': {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Password should be at least 6 characters',
  },
  'user-disabled': { status: 403, code: 'FORBIDDEN', message: 'This account has been disabled' },
  'too-many-requests': {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  'operation-not-allowed': {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Email/password accounts are not enabled. Please contact support.',
  },
  unknown: { status: 400, code: 'BAD_REQUEST', message: 'An unexpected error occurred' },
};

const REASON_BY_BETTER_AUTH_CODE: Record<string, AuthReason> = {
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  INVALID_PASSWORD: 'wrong-password',
  EMAIL_PASSWORD_DISABLED: 'operation-not-allowed',
  BANNED_USER: 'user-disabled',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

const CREDENTIAL_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

/** Text fields of sign-in and sign-up that better-auth stores or compares as they come. */
const CREDENTIAL_FIELDS = [
  { field: 'name', label: 'Display name', max: 80 },
  { field: 'email', label: 'Email', max: 254 },
  { field: 'password', label: 'Password', max: 128 },
] as const;

/** What is wrong with a credential body's text, in our words; better-auth would say 'Failed to create user'. */
function credentialProblem(body: unknown): { path: string; message: string } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const { field, label, max } of CREDENTIAL_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) return { path: field, message: INPUT_MESSAGES.noNul(label) };
    if (value.length > max) return { path: field, message: INPUT_MESSAGES.tooLong(label, max) };
  }
  return undefined;
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    ...(hasBody
      ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }
      : {}),
  });
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/**
 * Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API, rate limiting
 * the credential endpoints and turning better-auth's failures into the API's error shape with the
 * spec's messages.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  options: { auth: Auth; origin: string; repository: AccountsRepository; limits: AuthRateLimits },
) {
  const { auth, origin, repository, limits } = options;
  const isCredentialCall = (request: FastifyRequest) =>
    request.method === 'POST' && CREDENTIAL_PATHS.has(request.url.split('?')[0] ?? '');
  const tooMany = () => {
    const { status, code, message } = AUTH_MESSAGES['too-many-requests'];
    return Object.assign(new Error(message), {
      statusCode: status,
      code,
      reason: 'too-many-requests',
    });
  };
  const perIp = app.rateLimit({
    max: limits.perIpPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
    allowList: (request) => !isCredentialCall(request),
    errorResponseBuilder: tooMany,
  });
  // A second limit on the same route: createRateLimit checks without marking the request as limited.
  const accountLimit = app.createRateLimit({
    max: limits.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `auth-account:${emailOf(request) ?? request.ip}`,
  });
  const perAccount = async (request: FastifyRequest) => {
    if (!isCredentialCall(request) || !request.url.startsWith('/api/auth/sign-in')) return;
    const result = await accountLimit(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: [perIp, perAccount],
    async handler(request, reply) {
      const problem = isCredentialCall(request) ? credentialProblem(request.body) : undefined;
      if (problem) return sendError(reply, 400, 'VALIDATION_FAILED', problem.message, [problem]);
      const response = await auth.handler(toFetchRequest(request, origin));
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
        const body = (await response.json().catch(() => ({}))) as {
          code?: string;
          message?: string;
        };
        let reason: AuthReason | undefined = body.code
          ? REASON_BY_BETTER_AUTH_CODE[body.code]
          : undefined;
        if (body.code === 'VALIDATION_ERROR') {
          const text = body.message?.toLowerCase() ?? '';
          if (text.includes('email')) reason = 'invalid-email';
          else if (text.includes('password')) reason = 'weak-password';
        }
        if (body.code === 'FAILED_TO_CREATE_USER' && request.url.startsWith('/api/auth/sign-up')) {
          // Sign-ups of one address sent together pass better-auth's check and one insert wins:
          // the others are answered as a sign-up after it would be.
          const email = emailOf(request);
          if (email && (await repository.emailExists(email))) reason = 'email-already-in-use';
        }
        if (body.code === 'INVALID_EMAIL_OR_PASSWORD') {
          // Sign-up already tells whether an address is registered (spec 1 §8), so sign-in may too.
          const email = emailOf(request);
          reason =
            email && (await repository.emailExists(email)) ? 'wrong-password' : 'user-not-found';
        }
        if (reason) {
          const mapped = AUTH_MESSAGES[reason];
          return sendError(reply, mapped.status, mapped.code, mapped.message, { reason });
        }
        const status = response.status >= 500 ? 500 : response.status;
        return sendError(
          reply,
          status,
          CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
          status >= 500
            ? 'An error occurred during authentication'
            : (body.message ?? 'An unexpected error occurred'),
          { reason: body.code ?? 'unknown' },
        );
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
          reply.header(key, value);
      });
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
