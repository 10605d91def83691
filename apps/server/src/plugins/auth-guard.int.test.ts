import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import {
  cookieHeader,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_ROUTE = '/api/admin/analytics/subscription-starts?tier=pro';

/** The session token a cookie header carries, without its signature. */
function tokenOf(cookie: string): string {
  const signed = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!);
  return signed.slice(0, signed.lastIndexOf('.'));
}

describe('the session behind every guarded route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } });
  const sessionRow = async (token: string) =>
    (await ctx.database.db.select().from(sessions).where(eq(sessions.token, token)))[0];

  it('lets a signed-in user in as themselves', async () => {
    const user = await createTestUser(ctx);

    const response = await get('/api/me', user.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ email: string }>().email).toBe(user.email);
  });

  it('refuses a session cookie whose signature was altered', async () => {
    const user = await createTestUser(ctx);
    const signed = decodeURIComponent(/session_token=([^;]+)/.exec(user.cookie)![1]!);
    const forged = `${signed.slice(0, -5)}AAAA=`;

    const response = await get(
      '/api/me',
      `better-auth.session_token=${encodeURIComponent(forged)}`,
    );

    expect(response.statusCode).toBe(401);
  });

  it('refuses a correctly signed token that no session holds', async () => {
    const token = 'no-such-session-token-0123456789';
    const signature = createHmac('sha256', ctx.config.sessionSecret).update(token).digest('base64');

    const response = await get(
      '/api/me',
      `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
    );

    expect(response.statusCode).toBe(401);
  });

  it('refuses the cookie of a session that was signed out', async () => {
    const user = await createTestUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: {},
    });

    const response = await get('/api/me', user.cookie);

    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const user = await createTestUser(ctx);
    const token = tokenOf(user.cookie);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, token));

    const response = await get('/api/me', user.cookie);

    expect(response.statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('extends a session used after a day, as a sliding session', async () => {
    const user = await createTestUser(ctx);
    const token = tokenOf(user.cookie);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(sessions.token, token));

    const response = await get('/api/me', user.cookie);

    expect(response.statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it('applies a role change on the very next request', async () => {
    const user: TestUser = await createTestUser(ctx);
    expect((await get(ADMIN_ROUTE, user.cookie)).statusCode).toBe(403);

    await ctx.app.services.accounts.setRole(user.id, 'admin');

    expect((await get(ADMIN_ROUTE, user.cookie)).statusCode).toBe(200);
  });

  it('keeps a session signed in without "remember me"', async () => {
    const user = await createTestUser(ctx);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.8.0.1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password, rememberMe: false },
    });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    expect(cookie).toContain('dont_remember');

    const response = await get('/api/me', cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json<{ email: string }>().email).toBe(user.email);
  });
});
