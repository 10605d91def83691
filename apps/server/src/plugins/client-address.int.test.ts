import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, TEST_ORIGIN, type TestContext } from '../../test/helpers';

let forged = 0;
/** A different X-Forwarded-For on every call, as a client trying to look like many would send. */
function forgedHeader() {
  forged += 1;
  return { 'x-forwarded-for': `203.0.${Math.floor(forged / 250)}.${forged % 250}` };
}

/** The app with a route that answers the address it sees; added before the app is ready. */
async function appShowingIp(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp({ env });
  ctx.app.get('/test/ip', (request) => ({ ip: request.ip }));
  return ctx;
}

describe('the client address with the default configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appShowingIp();
  });
  afterAll(() => ctx.close());

  it('is the socket address, whatever X-Forwarded-For says', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '10.30.0.1',
      headers: forgedHeader(),
    });

    expect(response.json()).toEqual({ ip: '10.30.0.1' });
  });

  it('keeps the sign-in limit per IP when every attempt forges a different X-Forwarded-For', async () => {
    const attempt = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.30.0.2',
        headers: { origin: TEST_ORIGIN, ...forgedHeader() },
        payload: { email: `forger-${n}@example.com`, password: 'wrong-password' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await attempt(i)).statusCode);

    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appShowingIp({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  it('is the address the proxy appended to X-Forwarded-For', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '10.31.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.44' },
    });

    expect(response.json()).toEqual({ ip: '192.0.2.44' });
  });

  it('counts sign-in attempts per forwarded address', async () => {
    const attempt = (n: number, client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.31.0.2',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': client },
        payload: { email: `behind-proxy-${n}@example.com`, password: 'wrong-password' },
      });

    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await attempt(i, '192.0.2.50')).statusCode);
    const blocked = await attempt(20, '192.0.2.50');
    const other = await attempt(21, '192.0.2.51');

    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(blocked.statusCode).toBe(429);
    expect(other.statusCode).toBe(401);
  });
});

describe('the client address behind listed proxies (TRUST_PROXY=10.33.0.0/16)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appShowingIp({ TRUST_PROXY: '10.33.0.0/16' });
  });
  afterAll(() => ctx.close());

  const ipSeenFrom = async (remoteAddress: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': '192.0.2.60' },
      })
    ).json<{ ip: string }>().ip;

  it('takes X-Forwarded-For from a listed proxy only', async () => {
    expect(await ipSeenFrom('10.33.0.9')).toBe('192.0.2.60');
    expect(await ipSeenFrom('10.34.0.9')).toBe('10.34.0.9');
  });
});

describe('limits on signed-in routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  const exportData = (cookie: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/me/export',
      remoteAddress: '10.32.0.1',
      headers: { cookie, ...headers },
    });

  it('count per user, so changing address does not reset them', async () => {
    const user = await createTestUser(ctx);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await exportData(user.cookie, forgedHeader())).statusCode);

    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('count per user, so people sharing one address do not use up each other’s', async () => {
    const first = await createTestUser(ctx);
    const second = await createTestUser(ctx);
    const sharedAddress = { 'x-forwarded-for': '192.0.2.80' };

    for (let i = 0; i < 6; i += 1) await exportData(first.cookie, sharedAddress);
    const response = await exportData(second.cookie, sharedAddress);

    expect(response.statusCode).toBe(200);
  });
});
