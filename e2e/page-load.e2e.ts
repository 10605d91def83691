import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// How the screens load (issue 15, "Fast on a phone"; ADR 0015): what a user and a browser see,
// never how long it takes (bench/lighthouse.mjs measures that).

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The script and stylesheet files the served page names in its <head>. */
async function linkedAssets(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (rel: string) =>
    [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!);
  const scripts = [...head.matchAll(/<script type="module"([^>]*)src="([^"]+)"/g)];
  // The app's entry; the async module is its early requests (vite.config.ts firstPaintHead).
  const entry = scripts.find((match) => !/\basync\b/.test(match[1]!))?.[2];
  const early = scripts.find((match) => /\basync\b/.test(match[1]!))?.[2];
  return {
    entry,
    early,
    modulepreloads: hrefs('modulepreload'),
    // Style preloads: the app applies them before it first renders (src/lib/stylesheets.ts).
    stylesheets: [...hrefs('stylesheet'), ...hrefs('preload" as="style')],
  };
}

/** The API requests the page makes, by address, while the test runs. */
function countApiRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

const screens = [
  {
    name: 'Recipe Box',
    path: '/recipes',
    ready: (page: Page) => expect(page.getByTestId('recipe-card').first()).toBeVisible(),
    routeChunk: /\/assets\/recipe-box-[\w-]+\.js$/,
  },
  {
    name: 'planner',
    path: '/meal-planner',
    ready: (page: Page) => expect(page.getByTestId('meal-card').first()).toBeVisible(),
    routeChunk: /\/assets\/meal-planner-[\w-]+\.js$/,
  },
  {
    name: 'shopping list',
    path: '/grocery-list',
    ready: (page: Page) => expect(page.getByText(/\d+ of \d+ items checked/)).toBeVisible(),
    routeChunk: /\/assets\/grocery-list-[\w-]+\.js$/,
  },
];

test.describe('page load', () => {
  test('the app names only files that exist, cached for good and sent compressed', async ({
    page,
    request,
  }) => {
    const assets = await linkedAssets(request, '/about');
    expect(assets.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(assets.modulepreloads.length).toBeGreaterThan(0);
    for (const file of [assets.entry!, ...assets.modulepreloads, ...assets.stylesheets]) {
      const brotli = await request.get(file, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.status(), file).toBe(200);
      expect(brotli.headers()['cache-control'], file).toBe(IMMUTABLE);
      expect(brotli.headers()['content-encoding'], file).toBe('br');
      expect(brotli.headers()['content-type'], file).toMatch(/javascript|css/);
    }
    const gzip = await request.get(assets.entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(assets.entry!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('import');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a visitor's landing page is plain HTML with its CSS inline and one small script, not the app", async ({
    page,
    request,
  }) => {
    const assets = await linkedAssets(request, '/');
    expect(assets.entry).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    expect(assets.modulepreloads).toEqual([]);
    expect(assets.stylesheets).toEqual([]);
    const script = await request.get(assets.entry!, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers()['cache-control']).toBe(IMMUTABLE);
    const document = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(document.headers()['content-encoding']).toBe('br');
    expect(document.headers()['vary']).toMatch(/cookie/);

    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plan your meals in 5 minutes a week',
    );
    await page.waitForLoadState('networkidle');
    // The colour-scheme script is written into the page (its hash is in the CSP).
    expect(scripts).toEqual([assets.entry]);
  });

  test('a signed-in user at / gets the app and their dashboard, not the landing page', async ({
    page,
  }) => {
    await signIn(page, 'pro@simmer.test');
    const assets = await linkedAssets(page.request, '/');
    expect(assets.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Your tasks' })).toBeVisible();
  });

  for (const screen of screens) {
    test(`the ${screen.name} names its route's files up front, and asks for each piece of its data once`, async ({
      page,
    }) => {
      await signIn(page, 'pro@simmer.test');
      const assets = await linkedAssets(page.request, screen.path);
      expect(assets.modulepreloads.some((href) => screen.routeChunk.test(href))).toBe(true);
      for (const file of [...assets.modulepreloads, ...assets.stylesheets]) {
        const response = await page.request.get(file);
        expect(response.status(), file).toBe(200);
      }

      const apiRequests = countApiRequests(page);
      await page.goto(screen.path);
      await screen.ready(page);
      // The early requests hand their answers to the screen: nothing is asked for twice.
      const repeated = [...apiRequests].filter(([, count]) => count > 1).map(([url]) => url);
      expect(repeated).toEqual([]);
      expect(apiRequests.get('/api/auth/get-session')).toBe(1);
    });
  }

  test('the boot logo shows while the stylesheets load, and the app is never drawn unstyled', async ({
    page,
  }) => {
    await signIn(page, 'pro@simmer.test');
    const assets = await linkedAssets(page.request, '/recipes');
    const mantineCss = assets.stylesheets.find((href) => /\/mantine-[\w-]+\.css$/.test(href));
    expect(mantineCss).toBeDefined();
    let releaseCss = () => {};
    const cssHeld = new Promise<void>((resolve) => (releaseCss = resolve));
    await page.route(`**${mantineCss}`, async (route) => {
      await cssHeld;
      await route.continue();
    });
    await page.goto('/recipes', { waitUntil: 'commit' });
    // The stylesheet is not render-blocking: the page paints its logo meanwhile...
    await expect(page.locator('#root .boot')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    // ...and the app waits for it before drawing anything.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { name: 'Recipe Box' })).toHaveCount(0);
    releaseCss();
    const addRecipe = page.getByRole('link', { name: 'Add Recipe' });
    await expect(addRecipe).toBeVisible();
    // Drawn with the styles applied: Mantine's button, not a plain underlined link.
    expect(await addRecipe.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe(
      'none',
    );
  });

  test("the screen's data and first picture are asked for before the app's code has arrived", async ({
    page,
  }) => {
    await signIn(page, 'pro@simmer.test');
    const assets = await linkedAssets(page.request, '/recipes');
    expect(assets.early).toMatch(/^\/assets\/early-[\w-]+\.js$/);
    // Hold back the app's entry: the list and its first card picture are requested all the same.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(`**${assets.entry}`, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const listRequested = page.waitForRequest((sent) =>
      new URL(sent.url()).pathname.endsWith('/api/recipes'),
    );
    const pictureRequested = page.waitForRequest(
      (sent) =>
        sent.resourceType() === 'image' &&
        new URL(sent.url()).pathname.startsWith('/media/recipes/'),
    );
    await page.goto('/recipes', { waitUntil: 'commit' });
    await listRequested;
    await pictureRequested;
    await expect(page.getByTestId('recipe-card')).toHaveCount(0);
    releaseEntry();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  });

  test('the first Recipe Box card picture loads at once; the cards below it wait for the scroll', async ({
    page,
  }) => {
    await signIn(page, 'pro@simmer.test');
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/recipes');
    const images = page.getByTestId('recipe-card').locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    // The phone's slot is the viewport less the page's padding, so the 400 px file is chosen.
    expect(await images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      await images
        .first()
        .evaluate((img: HTMLImageElement) => img.srcset.split(', ')[1]!.split(' ')[0]!),
    );
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  });
});
