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

/** The console warnings and errors the page writes. */
function consoleWarnings(page: Page) {
  const written: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') written.push(message.text());
  });
  return written;
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
    context,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // A returning phone: the app told the server its width last time (lib/screen-hints.ts).
    await context.addCookies([{ name: 'simmer_wide', value: '0', url: server.url }]);
    await signInHere(page);
    const releaseApp = await holdAppEntry(page, screen.path);
    const sent = apiRequests(page);

    await page.goto(`${server.url}${screen.path}`, { waitUntil: 'commit' });
    // Before any of the app's code has run: the screen is there, styled, and inert.
    await expect(screen.content(page)).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    expect(sent).toEqual([]);

    // The app hydrates the view: the elements drawn by the server are the ones it keeps.
    const warnings = consoleWarnings(page);
    await page.evaluate(() => {
      (window as { drawnTitle?: Element | null }).drawnTitle = document.querySelector('#root h1');
    });
    const drawnIds = await page.evaluate(() =>
      [...document.querySelectorAll('#root [id]')].map((element) => element.id),
    );
    expect(drawnIds.length).toBeGreaterThan(0);
    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(screen.content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The app started from the answers in the page: the screen's data was not asked for again.
    expect(sent.filter((url) => screen.data.test(url))).toEqual([]);
    expect(
      await page.evaluate(
        () => (window as { drawnTitle?: Element | null }).drawnTitle?.isConnected ?? false,
      ),
    ).toBe(true);
    expect(warnings.filter((text) => text.includes('redrawn'))).toEqual([]);
    // The ids the server drew (a label's input, a group's panel, a menu's target) are kept: none
    // is renamed once the app has the screen, so nothing is redrawn for it.
    expect(
      await page.evaluate(
        (ids) => ids.filter((id) => document.getElementById(id) !== null),
        drawnIds,
      ),
    ).toEqual(drawnIds);
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

test('a theme chosen in this browser shows once the app has the drawn screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await signInHere(page);
  const warnings = consoleWarnings(page);
  await page.goto(`${server.url}/recipes`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute(
    'aria-label',
    'Theme: Dark. Switch to System',
  );
  expect(warnings.filter((text) => text.includes('redrawn'))).toEqual([]);
});

test('a screen drawn for the wrong width is redrawn for the real one', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInHere(page);
  // The browser said it was narrow last time; it is wide now.
  await context.addCookies([{ name: 'simmer_wide', value: '0', url: server.url }]);
  await page.goto(`${server.url}/meal-planner`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a visitor gets the plain page and is sent to sign in', async ({ page }) => {
  const html = await (await page.request.get(`${server.url}/recipes`)).text();
  expect(html).toContain('class="boot"');
  expect(html).not.toContain(' inert>');
  await page.goto(`${server.url}/recipes`);
  await expect(page).toHaveURL(/\/login/);
});
