import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startServer, type RunningServer } from './server';

// Server-drawn first views (ADR 0033): the Recipe Box, the planner, the shopping list and cook
// mode arrive drawn in the page, inert, and the app takes over with the same screen without
// asking for its data again. The rest of the browser suite runs with the views off
// (global-setup.ts), so each journey meets the app in one state; this file starts its own server
// with them on, and a budget long enough that a loaded machine never sends a page without one.

let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    SERVER_VIEW_BUDGET_MS: '20000',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInHere(page: Page) {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: 'pro@simmer.test', password: 'simmer-demo' },
    headers: { origin: server.url },
  });
  expect(response.ok()).toBeTruthy();
}

/** Holds the app's entry back until the returned function is called. */
async function holdAppEntry(page: Page, path: string) {
  const html = await (await page.request.get(`${server.url}${path}`)).text();
  const entry = / data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The API requests the page makes, by address. */
function apiRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) sent.push(url.pathname + url.search);
  });
  return sent;
}

const screens = [
  {
    name: 'Recipe Box',
    path: '/recipes',
    content: (page: Page) => page.getByTestId('recipe-card').first(),
    data: /^\/api\/(recipes\?|auth\/get-session)/,
  },
  {
    name: 'planner',
    path: '/meal-planner',
    content: (page: Page) => page.getByTestId('meal-card').first(),
    data: /^\/api\/(meals\?|me\/settings|auth\/get-session)/,
  },
  {
    name: 'shopping list',
    path: '/grocery-list',
    content: (page: Page) => page.getByText(/\d+ of \d+ items checked/),
    data: /^\/api\/(grocery\?|auth\/get-session)/,
  },
];

for (const screen of screens) {
  test(`the ${screen.name} arrives drawn, and the app takes it over without asking again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInHere(page);
    const releaseApp = await holdAppEntry(page, screen.path);
    const sent = apiRequests(page);

    await page.goto(`${server.url}${screen.path}`, { waitUntil: 'commit' });
    // Before any of the app's code has run: the screen is there, styled, and inert.
    await expect(screen.content(page)).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    expect(sent).toEqual([]);

    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(screen.content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The app started from the answers in the page: the screen's data was not asked for again.
    expect(sent.filter((url) => screen.data.test(url))).toEqual([]);
  });
}

test('the app works as usual once it has taken the drawn Recipe Box over', async ({ page }) => {
  await signInHere(page);
  await page.goto(`${server.url}/recipes`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Search recipes').fill('zzz-no-such-recipe');
  await expect(page.getByTestId('recipe-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Plan', exact: true }).first().click();
  await expect(page).toHaveURL(/\/meal-planner$/);
  await expect(page.getByTestId('meal-card').first()).toBeVisible();
});

test('a visitor gets the plain page and is sent to sign in', async ({ page }) => {
  const html = await (await page.request.get(`${server.url}/recipes`)).text();
  expect(html).toContain('class="boot"');
  expect(html).not.toContain(' inert>');
  await page.goto(`${server.url}/recipes`);
  await expect(page).toHaveURL(/\/login/);
});
