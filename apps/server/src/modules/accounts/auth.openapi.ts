import { MIN_PASSWORD_LENGTH, ROLES } from '@simmer/domain/accounts';
import { z } from 'zod';
import type { DocumentedOperation, OperationAccess } from '../../plugins/openapi';

/**
 * The better-auth routes under /api/auth that the web app calls, described for the OpenAPI
 * document (one wildcard Fastify route serves them all, so no route schema can). Failures come
 * in the API's error shape with spec 1 §8's messages and `details.reason` (auth.routes.ts).
 */

const SessionUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES).optional(),
  twoFactorEnabled: z.boolean().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const SessionSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const SignedInSchema = z.looseObject({
  token: z.string().nullable(),
  user: SessionUserSchema,
});

const email = z.string().describe('Email address');
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH)
  .describe(`At least ${MIN_PASSWORD_LENGTH} characters`);

const visitor: OperationAccess = {
  session: 'none',
  permission: false,
  rateLimited: false,
};
const credentials: OperationAccess = { ...visitor, rateLimited: true, errors: [401, 403] };
const signedIn: OperationAccess = { session: 'required', permission: false, rateLimited: false };
const tags = ['auth'];
const setsCookie = 'Sets the session cookie.';

export const AUTH_OPERATIONS: readonly DocumentedOperation[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tags,
    summary: 'Create an account with email and password, and sign in',
    description: `${setsCookie} 409 when the address is already registered.`,
    body: z.object({
      email,
      password,
      name: z.string().max(80).describe('Display name; may be empty'),
    }),
    responses: { 200: { description: 'Signed up and signed in', schema: SignedInSchema } },
    access: { ...credentials, errors: [403, 409] },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags,
    summary: 'Sign in with email and password',
    description: `${setsCookie} An account with two-factor authentication answers { twoFactorRedirect: true } instead, and the sign-in completes at /api/auth/two-factor/verify-totp.`,
    body: z.object({
      email,
      password: z.string(),
      rememberMe: z.boolean().optional(),
    }),
    responses: {
      200: {
        description: 'Signed in, or a code from the authenticator app is needed next',
        schema: z.union([
          SignedInSchema.extend({ redirect: z.boolean(), url: z.string().nullish() }),
          z.object({ twoFactorRedirect: z.literal(true) }),
        ]),
      },
    },
    access: credentials,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    tags,
    summary: 'Start Google sign-in: the address to send the browser to',
    body: z.object({
      provider: z.literal('google'),
      callbackURL: z.string().optional(),
      errorCallbackURL: z.string().optional(),
    }),
    responses: {
      200: {
        description: 'Where the browser goes next',
        schema: z.object({ url: z.string(), redirect: z.boolean() }),
      },
    },
    access: visitor,
  },
  {
    method: 'get',
    path: '/api/auth/callback/{id}',
    tags,
    summary: 'Where Google sends the browser back after sign-in',
    description: `${setsCookie} Redirects to the callbackURL, or the errorCallbackURL with ?error=.`,
    pathParams: { id: 'The provider: google' },
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    responses: { 302: { description: 'Redirect back into the app' } },
    access: visitor,
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    tags,
    summary: 'The signed-in user and session, or null for a visitor',
    responses: {
      200: {
        description: 'The session, or null',
        schema: z.object({ session: SessionSchema, user: SessionUserSchema }).nullable(),
      },
    },
    access: visitor,
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tags,
    summary: 'Sign out: ends the session and clears its cookie',
    description: 'Succeeds without a session too: there is nothing to end.',
    body: z.object({}),
    responses: {
      200: { description: 'Signed out', schema: z.object({ success: z.boolean() }) },
    },
    access: { ...visitor, session: 'optional' },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    tags,
    summary: 'Change the password, optionally signing out every other device',
    body: z.object({
      currentPassword: z.string(),
      newPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
    responses: { 200: { description: 'Password changed', schema: SignedInSchema } },
    access: signedIn,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/enable',
    tags,
    summary: 'Start two-factor set-up: the authenticator URI and backup codes',
    description: 'Two-factor turns on once /api/auth/two-factor/verify-totp accepts a code.',
    body: z.object({ password: z.string() }),
    responses: {
      200: {
        description: 'Set-up started',
        schema: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
      },
    },
    access: signedIn,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tags,
    summary: 'Check a code from the authenticator app',
    description:
      'Completes a sign-in that asked for a code (the pending sign-in cookie stands in for the session), or confirms two-factor set-up.',
    body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
    responses: { 200: { description: 'Code accepted', schema: SignedInSchema } },
    access: { ...visitor, errors: [401] },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/disable',
    tags,
    summary: 'Turn two-factor authentication off',
    body: z.object({ password: z.string() }),
    responses: {
      200: { description: 'Two-factor is off', schema: z.object({ status: z.boolean() }) },
    },
    access: signedIn,
  },
];
