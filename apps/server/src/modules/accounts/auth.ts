import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '@simmer/domain/accounts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';

export function createAuth(config: AppConfig, db: Db) {
  const google =
    config.google.clientId && config.google.clientSecret
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {};
  return betterAuth({
    appName: 'Simmer',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    socialProviders: google,
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'free', input: false },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
