import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@simmer/domain/errors';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, createTestApp, removeTempDir, type TestContext } from '../../test/helpers';

/** The web app's own files: its index.html and public/, as the build copies them into dist. */
const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Whether robots.txt lets a crawler fetch `pathname` (longest matching rule wins, as Google reads it). */
function robotsAllow(robots: string, pathname: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match): match is RegExpExecArray => Boolean(match?.[2]))
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', prefix: match[2]! }))
    .filter((rule) => pathname.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return rules[0]?.allow ?? true;
}

describe('the files browsers and crawlers ask for by name', () => {
  let ctx: TestContext;
  let webDist: string;
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    cpSync(path.join(WEB_ROOT, 'public'), webDist, { recursive: true });
    cpSync(path.join(WEB_ROOT, 'index.html'), path.join(webDist, 'index.html'));
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  it('serves the web app manifest as a manifest, with installable icons', async () => {
    const response = await get('/manifest.webmanifest');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json<Manifest>();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Simmer'),
      short_name: 'Simmer',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(image.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it('paints the maskable icon edge to edge, so a platform’s mask never shows a transparent corner', async () => {
    const image = await get('/icons/maskable-512.png');

    const { data, info } = await sharp(image.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect([alphaAt(0, 0), alphaAt(511, 0), alphaAt(0, 511), alphaAt(511, 511)]).toEqual([
      255, 255, 255, 255,
    ]);
  });

  it('serves favicon.ico as an icon', async () => {
    const response = await get('/favicon.ico');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(response.rawPayload.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
  });

  it('serves robots.txt as text that keeps crawlers out of the API and signed-in pages only', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const robots = response.body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const hidden of [
      '/api/recipes',
      '/recipes/abc',
      '/meal-planner',
      '/grocery-list',
      '/admin',
      '/profile',
      '/settings',
    ])
      expect(robotsAllow(robots, hidden), hidden).toBe(false);
    for (const open of [
      '/',
      '/about',
      '/privacy',
      '/chefs',
      '/chef/abc',
      '/recipe/shared/s/r',
      '/pricing',
      '/login',
      '/signup',
    ])
      expect(robotsAllow(robots, open), open).toBe(true);
    // It points only at what exists.
    for (const [, url] of robots.matchAll(/^Sitemap:\s*(\S+)/gim)) {
      expect((await get(new URL(url!).pathname)).statusCode, url).toBe(200);
    }
  });

  it('links the manifest, favicon and Apple touch icon from the page, each served as itself', async () => {
    const page = await get('/');
    const $ = cheerio.load(page.body);

    expect($('link[rel="manifest"]').attr('href')).toBe('/manifest.webmanifest');
    expect($('link[rel="apple-touch-icon"]').attr('href')).toBe('/icons/apple-touch-icon.png');
    const hrefs = $('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .toArray()
      .map((link) => $(link).attr('href')!);
    expect(hrefs).toContain('/favicon.ico');
    for (const href of hrefs) {
      const response = await get(href);
      expect(response.statusCode, href).toBe(200);
      expect(response.headers['content-type'], href).not.toContain('text/html');
    }
    const touch = await get('/icons/apple-touch-icon.png');
    expect((await sharp(touch.rawPayload).metadata()).width).toBe(180);
    expect(readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8')).toContain('rel="manifest"');
  });

  it('answers a missing file with 404 rather than the app’s HTML, and keeps client routes', async () => {
    const missing = await Promise.all(
      [
        '/sitemap.xml',
        '/assets/index-gone.js',
        '/icons/icon-1024.png',
        '/apple-touch-icon-precomposed.png',
      ].map((url) => get(url)),
    );
    const api = await get('/api/nope.json');
    const route = await get('/meal-planner');
    const shared = await get('/recipe/shared/odd.name/also.odd');

    expect(missing.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    for (const response of missing) expect(response.headers['content-type']).not.toContain('html');
    expect(api.statusCode).toBe(404);
    expect(api.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toContain('text/html');
  });

  it('keeps unknown /api paths JSON 404s, whatever their method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/robots.txt' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    }
  });
});
