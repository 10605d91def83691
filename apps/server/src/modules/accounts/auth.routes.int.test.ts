import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

let ip = 0;
/** Each call looks like a new client, so per-IP limits only bite where a test wants them to. */
function freshIp() {
  ip += 1;
  return `10.1.${Math.floor(ip / 250)}.${ip % 250}`;
}

describe('sign-up and sign-in', () => {
  let ctx: TestContext;
  let existing: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    existing = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
    });

  it('signs a new user up with a session cookie that is HttpOnly and SameSite', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'new-cook@example.com',
      password: 'secret1',
      name: '',
    });

    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a NUL character or an overlong name in its own words, creating nothing', async () => {
    const withNul = await post('/api/auth/sign-up/email', {
      email: 'nul-name@example.com',
      password: 'secret1',
      name: 'Ann\u0000',
    });
    const tooLong = await post('/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      password: 'secret1',
      name: 'a'.repeat(81),
    });
    const retried = await post('/api/auth/sign-up/email', {
      email: 'nul-name@example.com',
      password: 'secret1',
      name: 'Ann',
    });

    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Display name must not contain a NUL character',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Display name must be at most 80 characters');
    expect(retried.statusCode).toBe(200);
  });

  it.each([
    [
      'a registered email',
      () => ({ email: existing.email, password: 'whatever1', name: '' }),
      409,
      'This email is already registered',
      'email-already-in-use',
    ],
    [
      'a short password',
      () => ({ email: 'short@example.com', password: '12345', name: '' }),
      400,
      'Password should be at least 6 characters',
      'weak-password',
    ],
    [
      'a malformed email',
      () => ({ email: 'not-an-email', password: 'secret12', name: '' }),
      400,
      'Please enter a valid email address',
      'invalid-email',
    ],
  ])('refuses sign-up with %s', async (_case, payload, status, message, reason) => {
    const response = await post('/api/auth/sign-up/email', payload());

    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { message, details: { reason } } });
  });

  it('tells a wrong password from an unknown email in the spec’s words', async () => {
    const wrong = await post('/api/auth/sign-in/email', {
      email: existing.email,
      password: 'nope-nope',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });

    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { message: 'Incorrect password' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      error: { message: 'No account found with this email' },
    });
  });

  it('signs in with the right password', async () => {
    const response = await post('/api/auth/sign-in/email', {
      email: existing.email,
      password: existing.password,
    });

    expect(response.statusCode).toBe(200);
    expect(cookieHeader(response.headers['set-cookie'])).toContain('session_token');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post('/api/auth/sign-in/email', {
      email: existing.email,
      password: 'x'.repeat(2 * 1024 * 1024),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a cookie-carrying write from a foreign origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: existing.cookie },
      payload: {},
    });

    expect(response.statusCode).toBe(403);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: existing.cookie },
    });
    expect(session.json()).toMatchObject({ user: { email: existing.email } });
  });

  it('signs out', async () => {
    const user = await createTestUser(ctx);

    const response = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });

    expect(response.statusCode).toBe(200);
    expect(session.json()).toBeNull();
  });
});

describe('rate limits on sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('limits attempts on one account, whatever the IP', async () => {
    const user = await createTestUser(ctx);
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: freshIp(),
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, password: 'wrong-password' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt()).statusCode);

    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits attempts from one IP, whatever the account', async () => {
    const attempt = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.200.0.1',
        headers: { origin: TEST_ORIGIN },
        payload: { email: `someone-${n}@example.com`, password: 'wrong-password' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await attempt(i)).statusCode);

    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses[20]).toBe(429);
    const last = await attempt(99);
    expect(last.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});

describe('sign-ups of one email sent together', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => ctx.close());

  it('make one account and answer the others as a later sign-up would be answered', async () => {
    const email = `together-${Date.now()}@example.com`;

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: freshIp(),
          payload: { email, password: 'correct-horse', name: '' },
        }),
      ),
    );

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'This email is already registered',
          details: { reason: 'email-already-in-use' },
        },
      });
  });
});
