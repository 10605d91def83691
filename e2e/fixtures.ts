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
