import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ErrorBody } from '@simmer/domain/errors';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTempDir,
  createTestApp,
  createTestUser,
  removeTempDir,
  TEST_ORIGIN,
  type TestContext,
} from '../../test/helpers';
import { AppError } from '../lib/app-error';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> }
    >
  >;
}

describe('the API shell', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.app.get('/api/test/not-found', () => {
      throw new AppError('NOT_FOUND', 'Recipe not found');
    });
    ctx.app.get('/api/test/crash', () => {
      throw new Error('secret internal detail');
    });
    ctx.app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1, 'Recipe name is required') }) } },
      (request) => request.body,
    );
  });
  afterAll(() => ctx.close());

  it('answers unknown /api paths with a JSON 404 in the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/nope not found' },
    });
  });

  it('turns an AppError into its status and message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/not-found' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recipe not found' } });
  });

  it('answers a schema violation with 400 and the schema message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Recipe name is required' },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('BAD_REQUEST');
  });

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });

    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('compresses text responses for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(json.statusCode).toBe(200);
    const document = json.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/health']?.get?.responses['200']?.content['application/json']?.schema
        .properties,
    ).toHaveProperty('database');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

const THEME_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";

describe('serving the web app', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>Simmer</title><script>${THEME_SCRIPT}</script><div id="root"></div>`,
    );
    writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  it('serves hashed assets with a long-lived immutable cache and compression', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('answers client-side routes with index.html that is never cached stale', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/meal-planner' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("lets the page's own inline script run, by its hash, and no other inline script", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/recipes' });

    const policy = response.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('keeps unknown API paths as JSON 404s even with the web app present', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/recipes-typo' });

    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
  });
});

describe('the landing page at /', () => {
  let ctx: TestContext;
  let webDist: string;
  const landing = `<!doctype html><title>Simmer</title><div id="root"><h1>Plan your meals</h1>${'<p>Keep every recipe.</p>'.repeat(100)}</div>`;
  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Simmer</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'landing.html'), landing);
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  it('sends a visitor the prerendered landing page, compressed and never cached stale', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/?utm_source=newsletter',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/cookie/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(landing);
  });

  it('sends the app to a signed-in user, and the landing page once the session is gone', async () => {
    const user = await createTestUser(ctx);

    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: user.cookie },
    });
    expect(signedIn.body).toContain('<div id="root"></div>');

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: user.cookie },
    });
    expect(signedOut.body).toBe(landing);
  });

  it('leaves every other address to the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about' });

    expect(response.body).toContain('<div id="root"></div>');
  });
});
