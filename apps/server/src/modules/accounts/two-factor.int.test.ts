import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
} from '../../../test/helpers';

/** The current code an authenticator app would show for a totp:// URI. */
async function codeFor(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
}

describe('two-factor authentication with TOTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is enabled with a code from the app, then asked for at every sign-in', async () => {
    const user = await createTestUser(ctx);
    const headers = { cookie: user.cookie, origin: TEST_ORIGIN };

    const enable = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { password: user.password },
    });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Simmer/);
    expect(backupCodes.length).toBeGreaterThan(0);

    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers,
      payload: { code: await codeFor(totpURI) },
    });
    expect(verify.statusCode).toBe(200);
    const renewed = cookieHeader(verify.headers['set-cookie']) || user.cookie;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: renewed },
    });
    expect(me.json().twoFactorEnabled).toBe(true);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.70.0.1',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(signIn.headers['set-cookie']);
    const stillOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: pending },
    });
    expect(stillOut.statusCode).toBe(401);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending, origin: TEST_ORIGIN },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);

    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending, origin: TEST_ORIGIN },
      payload: { code: await codeFor(totpURI) },
    });
    expect(second.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(second.headers['set-cookie']) },
    });
    expect(signedIn.json().email).toBe(user.email);
  });

  it('changes the password for real', async () => {
    const user = await createTestUser(ctx);

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: {
        currentPassword: user.password,
        newPassword: 'a-new-password',
        revokeOtherSessions: true,
      },
    });
    const wrongCurrent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: cookieHeader(change.headers['set-cookie']), origin: TEST_ORIGIN },
      payload: { currentPassword: 'not-it', newPassword: 'another-one' },
    });
    const signInOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.70.0.2',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    const signInNew = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.70.0.3',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: 'a-new-password' },
    });

    expect(change.statusCode).toBe(200);
    expect(wrongCurrent.json()).toMatchObject({ error: { message: 'Incorrect password' } });
    expect(signInOld.json()).toMatchObject({ error: { message: 'Incorrect password' } });
    expect(signInNew.statusCode).toBe(200);
  });
});
