import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { test as base, expect, request, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, wasCheckedHere } from './axe';

/** The app's own screens: not a blank page, nor the API reference (Swagger UI's page, not ours). */
const isAppScreen = (url: string) =>
  url.startsWith('http') && !new URL(url).pathname.startsWith('/api/');

export const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern; baseURL has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set; run through the Playwright config');
    await use(url);
  },
  // Every journey also checks, with axe, the screen it ends on (WCAG 2.1 A/AA, serious or worse).
  page: async ({ page }, use, testInfo) => {
    await use(page);
    const passed = testInfo.status === testInfo.expectedStatus && testInfo.status === 'passed';
    if (!passed || page.isClosed() || !isAppScreen(page.url()) || wasCheckedHere(page)) return;
    await test.step('the final screen has no serious accessibility violation', () =>
      expectNoA11yViolations(page));
  },
});

export { expect };

/**
 * A browser whose IntersectionObserver never reports, so nothing loads on scrolling: for tests
 * of the buttons that must work without it (Load More).
 */
export async function withSilentIntersectionObserver(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

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

/**
 * Signs a brand-new user up through the real auth API (the session lands in the page's context),
 * so a journey owns its plan and list and cannot collide with tests running beside it. A role
 * other than free is given by the demo admin through the admin API, as an admin would.
 */
export async function signUpFresh(
  page: Page,
  options: { role?: 'free' | 'pro'; prefix?: string } = {},
): Promise<{ id: string; email: string }> {
  const origin = { origin: process.env.E2E_BASE_URL! };
  const email = `${options.prefix ?? 'e2e'}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'e2e-password', name: '' },
    headers: origin,
  });
  expect(response.ok()).toBeTruthy();
  const { user } = (await response.json()) as { user: { id: string } };
  if (options.role && options.role !== 'free') {
    const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const signedIn = await admin.post('/api/auth/sign-in/email', {
        data: { email: 'admin@simmer.test', password: 'simmer-demo' },
        headers: origin,
      });
      expect(signedIn.ok()).toBeTruthy();
      const promoted = await admin.patch(`/api/admin/users/${user.id}/role`, {
        data: { role: options.role },
        headers: origin,
      });
      expect(promoted.ok(), await promoted.text()).toBeTruthy();
    } finally {
      await admin.dispose();
    }
  }
  return { id: user.id, email };
}

/**
 * Lifts a drag handle with the keyboard (Space) and waits until the drag listens for the arrow
 * keys: dnd-kit's keyboard sensor adds its key listener in a zero-delay timer after the lift, so
 * an arrow pressed as soon as the handle shows it is pressed can arrive before it (a flake seen
 * once in CI). A zero-delay timer set in the page after the lift runs after dnd-kit's.
 */
export async function liftWithKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
