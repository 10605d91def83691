import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTempDir,
  createTestApp,
  createTestUser,
  removeTempDir,
  TEST_ORIGIN,
  type TestContext,
} from '../../test/helpers';
import { dayIn } from './server-render';

// The web build's page and a stand-in for its view renderer (apps/web/src/app/server-render,
// whose drawing the browser suite checks on the real build): it draws what the API told it, so
// these tests see what the server hands the renderer and what it does with the answer.
const INDEX =
  '<!doctype html><title>Simmer</title><div id="root"><div class="boot"></div></div>\n  </body>';
const RENDERER = `
export async function renderScreen(url, send, options) {
  const target = new URL(url);
  if (target.searchParams.has('crash')) throw new Error('the drawing broke');
  if (target.searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, 6000));
  if (target.searchParams.has('write')) await send('/api/recipes', { method: 'POST', body: '{}' });
  const session = await (await send('/api/auth/get-session')).json();
  if (!session?.user) return null;
  const recipes = await (await send('/api/recipes?cursor=0&limit=20')).json();
  const titles = recipes.recipes.map((recipe) => recipe.name).join(',');
  return {
    html: '<main data-user="' + session.user.email + '" data-wide="' + options.wide + '">' + titles + '</main>',
    state: { path: target.pathname, recipes: recipes.recipes },
  };
}
export function composeServerPage(page, html, state) {
  return page.replace('<div id="root">', '<div id="root" inert>' + html + '<script type="application/json">' + JSON.stringify(state) + '</script>');
}
`;

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('server-drawn first views of the signed-in screens', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = createTempDir('simmer-web-');
    const webDist = path.join(root, 'dist');
    mkdirSync(webDist);
    mkdirSync(path.join(root, 'dist-render'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(root, 'dist-render', 'render.js'), RENDERER);
    ctx = await createTestApp({ webDist, env: { SERVER_VIEW_BUDGET_MS: '2500' } });
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(root);
  });

  async function createRecipe(cookie: string, name: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { name, ingredients: [{ name: 'salt', quantity: 1 }], instructions: ['Season.'] },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it("draws the screen from the visitor's own data, with their cookie, compressed", async () => {
    const cook = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await createRecipe(cook.cookie, 'Leek soup');
    // A page worth compressing (over @fastify/compress's 1 kB threshold).
    for (const dish of ['Pea risotto', 'Bean chilli', 'Oat bread', 'Plum tart']) {
      await createRecipe(cook.cookie, dish);
    }
    await createRecipe(other.cookie, 'Someone else’s stew');

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/recipes',
      headers: { cookie: cook.cookie, 'user-agent': PHONE, 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/cookie/);
    const page = gunzipSync(response.rawPayload).toString();
    expect(page).toContain(`<main data-user="${cook.email}" data-wide="false">`);
    expect(page).toContain('Leek soup');
    expect(page).not.toContain('stew');
    expect(page).toContain('{"path":"/recipes","recipes":[');
  });

  it('lays the view out as the browser last said, else as its device suggests', async () => {
    const cook = await createTestUser(ctx);
    const wideOf = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/meal-planner',
        headers: { cookie: cook.cookie, ...headers },
      });
      return /data-wide="(true|false)"/.exec(response.body)?.[1];
    };

    expect(await wideOf({ 'user-agent': PHONE })).toBe('false');
    expect(await wideOf({ 'user-agent': DESKTOP })).toBe('true');
    expect(await wideOf({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })).toBe('false');
    expect(await wideOf({ 'user-agent': PHONE, cookie: `${cook.cookie}; simmer_wide=1` })).toBe(
      'true',
    );
  });

  it('sends the plain page to a visitor, and where the drawing fails, writes or is too slow', async () => {
    const cook = await createTestUser(ctx);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/grocery-list' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toBe(INDEX);

    for (const query of ['crash', 'write', 'slow']) {
      const started = Date.now();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/recipes?${query}=1`,
        headers: { cookie: cook.cookie },
      });
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).toBe(INDEX);
      expect(Date.now() - started, query).toBeLessThan(5500);
    }
  });

  it("sends the plain page where the browser's today is not the server's", async () => {
    const cook = await createTestUser(ctx);
    const now = new Date();
    // 25 hours apart: at any moment at least one of them has another date than the server.
    const otherDay = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (zone) => dayIn(now, zone) !== dayIn(now),
    )!;
    const sameDay = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const page = (zone: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/grocery-list',
        headers: { cookie: `${cook.cookie}; simmer_tz=${encodeURIComponent(zone)}` },
      });

    expect((await page(otherDay)).body).toBe(INDEX);
    expect((await page(sameDay)).body).toContain('<main data-user=');
    expect((await page('Not/AZone')).body).toContain('<main data-user=');
  });

  it('draws cook mode too, and leaves every other address to the app', async () => {
    const cook = await createTestUser(ctx);
    const cookMode = await ctx.app.inject({
      method: 'GET',
      url: '/recipes/no-such-recipe/cook-mode',
      headers: { cookie: cook.cookie },
    });
    expect(cookMode.body).toContain('<main data-user=');

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { cookie: cook.cookie },
    });
    expect(profile.body).toBe(INDEX);
  });
});
