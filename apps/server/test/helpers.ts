import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { openPglite, openPostgres, type Database } from '../src/db/client';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated database of the suite's kind: PGlite from the snapshot, or a PostgreSQL copy of the template. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openPglite({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `simmer_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres({
    kind: 'postgres',
    url: databaseUrl(baseUrl, name),
    max: 4,
  });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return database;
}

/** A new temporary directory; remove it with removeTempDir when the test is done. */
export function createTempDir(prefix = 'simmer-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export function createTestConfig(overrides: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-data-'));
  return loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SESSION_SECRET: 'test-secret-that-is-long-enough-1234567890',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real application on a fresh database; call close() in afterAll/afterEach. */
export async function createTestApp(
  options: { webDist?: string | null; env?: Record<string, string>; clock?: () => Date } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = createTestConfig(options.env);
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? null,
    logger: false,
    clock: options.clock,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header value that carries this user's session. */
  cookie: string;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let userCounter = 0;

/** Signs a new user up through the real auth API and gives them a role. */
export async function createTestUser(
  ctx: TestContext,
  overrides: { role?: 'free' | 'pro' | 'chef' | 'admin'; email?: string; password?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `user-${Date.now()}-${userCounter}@example.com`;
  const password = overrides.password ?? 'correct-horse';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    // Each new user signs up from its own address, so the per-IP sign-up limit never bites a suite.
    remoteAddress: `10.9.${userCounter % 250}.1`,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, name: '' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  if (overrides.role && overrides.role !== 'free') {
    await ctx.app.services.accounts.setRole(user.id, overrides.role);
  }
  return { id: user.id, email, password, cookie: cookieHeader(response.headers['set-cookie']) };
}

/** A multipart/form-data body with one file in the field "file", as a browser would send it. */
export function multipartFile(filename: string, contentType: string, data: Buffer) {
  const boundary = '----simmer-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One API request as a browser of `user` (or a visitor, null) sends it: cookie and Origin. */
export function apiCall(
  ctx: TestContext,
  user: TestUser | null,
  method: ApiMethod,
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
