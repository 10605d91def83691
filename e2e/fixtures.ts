import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern; baseURL has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set; run through the Playwright config');
    await use(url);
  },
});

export { expect };

/** Signs in through the real auth API in the page's browser context, as the web app would. */
export async function signIn(page: Page, email: string, password = 'simmer-demo') {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(response.ok()).toBeTruthy();
}

/** The code an authenticator app shows now, for a base32 secret or an otpauth:// URI. */
export function totpCode(secretOrUri: string): Promise<string> {
  const secret = secretOrUri.startsWith('otpauth://')
    ? (new URL(secretOrUri).searchParams.get('secret') ?? '')
    : secretOrUri;
  return createOTP(base32.decode(secret)).totp();
}
