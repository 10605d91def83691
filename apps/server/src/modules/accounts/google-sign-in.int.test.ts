import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../../../test/fake-oidc';
import { cookieHeader, createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/helpers';

type FakeOidc = Awaited<ReturnType<typeof startFakeOidc>>;

/** Walks the browser's part of the redirect dance: our server → provider → our callback. */
async function signInWithGoogle(ctx: TestContext, urls: { newUserCallbackURL?: string } = {}) {
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN },
    payload: {
      provider: 'google',
      callbackURL: '/',
      errorCallbackURL: '/login?oauth=failed',
      ...urls,
    },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  const flowCookies = cookieHeader(start.headers['set-cookie']);

  const consent = await fetch(url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');

  const finish = await ctx.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: flowCookies },
  });
  return { finish, cookie: cookieHeader(finish.headers['set-cookie']) };
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  let fake: FakeOidc;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeOidc({
      clientId: 'simmer-test-client',
      clientSecret: 'simmer-test-secret',
    });
    ctx = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'simmer-test-client',
        GOOGLE_CLIENT_SECRET: 'simmer-test-secret',
        GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('offers Google when it is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/accounts/auth-options' });

    expect(response.json()).toEqual({ googleEnabled: true });
  });

  it('creates the account and its profile on the first Google sign-in', async () => {
    fake.state.nextUser = { sub: 'g-100', email: 'first.google@example.com', name: 'First Google' };

    const { finish, cookie } = await signInWithGoogle(ctx);

    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toBe('/');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'first.google@example.com',
      displayName: 'First Google',
      role: 'free',
      persona: 'busy',
    });
  });

  it('signs the same Google account in again without making a second profile', async () => {
    fake.state.nextUser = { sub: 'g-200', email: 'again.google@example.com', name: 'Again Google' };
    const first = await signInWithGoogle(ctx);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: first.cookie, origin: TEST_ORIGIN },
      payload: { persona: 'enthusiast' },
    });
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first.cookie } })
    ).json();

    const second = await signInWithGoogle(ctx);

    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second.cookie } })
    ).json();
    expect(after.id).toBe(before.id);
    expect(after.persona).toBe('enthusiast');
    expect(after.createdAt).toBe(before.createdAt);
  });

  // The web app asks for a separate return address for a new account, where it saves the answers
  // a visitor gave the questionnaire before signing up (as the email sign-up does).
  it('returns a new account to the new-user address and a known one to the usual one', async () => {
    fake.state.nextUser = { sub: 'g-300', email: 'new.google@example.com', name: 'New Google' };
    const urls = { newUserCallbackURL: '/login?oauth=new' };

    const first = await signInWithGoogle(ctx, urls);
    const second = await signInWithGoogle(ctx, urls);

    expect(first.finish.headers.location).toBe('/login?oauth=new');
    expect(second.finish.headers.location).toBe('/');
  });
});

describe('Google sign-in with a wrong client secret', () => {
  it('fails back to the error page without creating a session', async () => {
    const fake = await startFakeOidc({
      clientId: 'simmer-test-client',
      clientSecret: 'the-real-secret',
    });
    const ctx = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'simmer-test-client',
        GOOGLE_CLIENT_SECRET: 'a-wrong-secret',
        GOOGLE_DISCOVERY_URL: fake.discoveryUrl,
      },
    });

    const { finish, cookie } = await signInWithGoogle(ctx);

    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toMatch(/^\/login\?oauth=failed.*error=/);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json()).toBeNull();
    await ctx.close();
    await fake.close();
  });
});

describe('without Google configured', () => {
  it('says so, and the sign-in call is refused', async () => {
    const ctx = await createTestApp();

    const options = await ctx.app.inject({ method: 'GET', url: '/api/accounts/auth-options' });
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      payload: { provider: 'google', callbackURL: '/' },
    });

    expect(options.json()).toEqual({ googleEnabled: false });
    expect(start.statusCode).toBe(404);
    await ctx.close();
  });
});
