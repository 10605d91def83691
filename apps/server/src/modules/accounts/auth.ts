import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '@simmer/domain/accounts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { createAccountsRepository } from './accounts.repository';

export function createAuth(config: AppConfig, db: Db) {
  const repository = createAccountsRepository(db);
  // Google through its OpenID Connect discovery document: the same code runs against a local
  // provider in tests (GOOGLE_DISCOVERY_URL), with PKCE, nonce and ID-token signature checks.
  const google =
    config.google.clientId && config.google.clientSecret
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [];
  return betterAuth({
    appName: 'Simmer',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Its failures reach the caller in the API's error shape; LOG_LEVEL=silent quiets it too.
    logger: { disabled: config.logLevel === 'silent' },
    // Sign-in and sign-up are rate limited per IP and per account by our route (auth.routes.ts).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    plugins: [twoFactor({ issuer: 'Simmer' }), ...google],
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'free', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // One profile per user, made on the first sign-up or first Google sign-in.
          after: async (user) => {
            await repository.ensureProfile(user.id);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await repository.ensureProfile(session.userId);
            await repository.touchLastLogin(session.userId, new Date());
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
