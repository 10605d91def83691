import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IMPORT_MESSAGES,
  type ImportHistory,
  type ImportResult,
  type ImportSaveResult,
} from '@simmer/domain/import';
import type { Recipe } from '@simmer/domain/recipes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeImports } from '../../db/schema';
import { startFakeAnthropic, type FakeAnthropic } from '../../../test/fake-anthropic';
import { renderRecipeCard } from '../../../test/recipe-cards';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

type Page = {
  status?: number;
  type?: string;
  body: string | Buffer;
  location?: string;
  /** The site answers only once this settles. */
  hold?: Promise<void>;
};

/** A local "recipe site": each path answers what the test put there, counting requests. */
async function startSite() {
  const pages = new Map<string, Page>();
  const hits = new Map<string, number>();
  const answer = (page: Page | undefined, response: ServerResponse) => {
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(page.status ?? 200, {
      'content-type': page.type ?? 'text/html; charset=utf-8',
      ...(page.location ? { location: page.location } : {}),
    });
    response.end(page.body);
  };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const page = pages.get(path);
    if (page?.hold) void page.hold.then(() => answer(page, response));
    else answer(page, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const jsonLdPage = (recipe: Record<string, unknown>, extraHead = '') => `<!doctype html>
<html><head><title>${String(recipe.name)} | A Food Blog</title>${extraHead}
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'A Food Blog' },
    { '@type': 'Recipe', ...recipe },
  ],
})}</script></head>
<body><nav>Home · Recipes · About</nav><h1>${String(recipe.name)}</h1><p>Our story…</p></body></html>`;

const LEMON_CAKE = {
  name: 'Lemon Drizzle Cake',
  description: 'A tender loaf with a sharp lemon glaze.',
  author: { '@type': 'Person', name: 'Ada Baker' },
  recipeYield: ['8', '8 slices'],
  prepTime: 'PT15M',
  cookTime: 'PT45M',
  recipeCuisine: 'British',
  recipeIngredient: ['1 1/2 cups flour', '2 lemons, zested', '3/4 cup sugar'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Heat the oven to 180C.' },
    { '@type': 'HowToStep', text: 'Mix everything and bake for 45 minutes.' },
  ],
};

const NO_STRUCTURED_DATA = `<!doctype html><html><head><title>Grandma's Soup</title></head>
<body><article><h1>Grandma's Soup</h1><p>Warming and simple, just like she made it.</p>
<p>We had this every winter.</p></article></body></html>`;

describe('recipe import', () => {
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof startSite>>;
  let other: TestUser;
  let free: TestUser;
  let photo: Buffer;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function importUrl(user: TestUser, url: string, force = false) {
    return call(user, 'POST', '/api/imports/url', { url, force });
  }

  async function saveDraft(
    user: TestUser,
    result: ImportResult,
    extra: Record<string, unknown> = {},
  ) {
    const draft = result.draft!;
    return call(user, 'POST', `/api/imports/${result.import!.id}/save`, {
      name: draft.name,
      description: draft.description,
      author: draft.author,
      prepTime: draft.prepTime,
      cookTime: draft.cookTime,
      servings: draft.servings,
      cuisine: draft.cuisine,
      tags: draft.tags,
      ingredients: draft.ingredients.map(({ name, quantity, unit, preparation }) => ({
        name,
        quantity,
        unit,
        preparation,
      })),
      instructions: draft.instructions.map(({ text, estimatedDuration, complexity }) => ({
        text,
        estimatedDuration,
        complexity,
      })),
      sourceUrl: draft.sourceUrl,
      imageUrls: [],
      ...extra,
    });
  }

  beforeAll(async () => {
    site = await startSite();
    ctx = await createTestApp({ env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
    [other, free] = await Promise.all([createTestUser(ctx, { role: 'pro' }), createTestUser(ctx)]);
    photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d4a373' },
    })
      .jpeg()
      .toBuffer();
    site.pages.set('/photo.jpg', { type: 'image/jpeg', body: photo });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await site?.close();
  });

  it('reads a page’s structured data into a draft, and saves it private with its image', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    site.pages.set('/lemon-cake', {
      body: jsonLdPage(
        { ...LEMON_CAKE, image: `${site.origin}/photo.jpg` },
        `<meta property="og:image" content="${site.origin}/photo.jpg">`,
      ),
    });
    const response = await importUrl(pro, `${site.origin}/lemon-cake`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.import).toMatchObject({ source: 'url', status: 'succeeded', method: 'json-ld' });
    expect(result.draft).toMatchObject({
      name: 'Lemon Drizzle Cake',
      author: 'Ada Baker',
      prepTime: 15,
      cookTime: 45,
      servings: 8,
      cuisine: 'British',
      sourceUrl: `${site.origin}/lemon-cake`,
    });
    expect(result.draft!.ingredients[0]).toMatchObject({
      name: 'flour',
      quantity: 1.5,
      unit: 'cup',
    });
    expect(result.draft!.instructions[1]).toMatchObject({ estimatedDuration: 45 });
    expect(result.draft!.images[0]).toEqual({ url: `${site.origin}/photo.jpg`, type: 'main' });

    const saved = await saveDraft(pro, result, {
      imageUrls: [`${site.origin}/photo.jpg`, `${site.origin}/missing.jpg`],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { recipeId, skippedImages } = saved.json<ImportSaveResult>();
    expect(skippedImages).toBe(1);
    const recipe = (await call(pro, 'GET', `/api/recipes/${recipeId}`)).json<Recipe>();
    expect(recipe).toMatchObject({
      name: 'Lemon Drizzle Cake',
      visibility: 'private',
      author: 'Ada Baker',
      sourceUrl: `${site.origin}/lemon-cake`,
      totalTime: 60,
    });
    expect(recipe.images).toHaveLength(1);
    expect(recipe.ingredients.map((ingredient) => ingredient.name)).toContain('flour');

    // Saved once: a second save (a double click) makes no second recipe.
    expect((await saveDraft(pro, result)).statusCode).toBe(409);
    const history = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    expect(history.imports[0]).toMatchObject({ status: 'saved', recipeId, canRetry: false });
  });

  it('names the recipe without the site’s suffix and sales words, and keeps no false cuisine', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    site.pages.set('/garlic-shrimp', {
      body: jsonLdPage(
        {
          ...LEMON_CAKE,
          name: 'Garlic Butter Shrimp (Fast &amp; Easy Dinner!) - A Food Blog',
          recipeCuisine: 'Shrimp',
          keywords: 'Garlic Butter Shrimp, Italian',
        },
        '<meta property="og:site_name" content="A Food Blog">',
      ),
    });
    const response = await importUrl(pro, `${site.origin}/garlic-shrimp`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>().draft).toMatchObject({
      name: 'Garlic Butter Shrimp',
      cuisine: '',
      tags: ['Garlic Butter Shrimp', 'Italian'],
    });
  });

  it('keeps what a page declaring a recipe without its lists says, for the review to complete', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const { recipeIngredient: _ingredients, recipeInstructions: _steps, ...facts } = LEMON_CAKE;
    site.pages.set('/cake-facts', { body: jsonLdPage(facts) });

    const response = await importUrl(pro, `${site.origin}/cake-facts`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>().draft).toMatchObject({
      name: 'Lemon Drizzle Cake',
      prepTime: 15,
      cookTime: 45,
      ingredients: [],
      instructions: [],
    });
  });

  it('offers the recipe already in the box for the same address, and imports again on request', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    site.pages.set('/pad-thai', { body: jsonLdPage({ ...LEMON_CAKE, name: 'Pad Thai' }) });
    const first = (await importUrl(pro, `${site.origin}/pad-thai`)).json<ImportResult>();
    const { recipeId } = (await saveDraft(pro, first)).json<ImportSaveResult>();

    const again = await importUrl(pro, `${site.origin}/pad-thai/?utm_source=newsletter#recipe`);
    expect(again.json<ImportResult>()).toEqual({
      import: null,
      draft: null,
      duplicate: { id: recipeId, name: 'Pad Thai' },
    });
    // Another user's box is theirs: no offer, a normal import.
    expect(
      (await importUrl(other, `${site.origin}/pad-thai`)).json<ImportResult>().duplicate,
    ).toBeNull();
    const forced = await importUrl(pro, `${site.origin}/pad-thai`, true);
    expect(forced.json<ImportResult>().draft?.name).toBe('Pad Thai');
  });

  it('reads pasted text, and says so when the text holds no recipe', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const ok = await call(pro, 'POST', '/api/imports/text', {
      text: 'Quick Salsa\nServes 4\nPrep: 10 min\n\nIngredients\n- 4 tomatoes, diced\n- 1 onion\n\nInstructions\n1. Chop everything.\n2. Mix and season.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ImportResult>()).toMatchObject({
      import: { source: 'text', method: 'text', excerpt: expect.stringContaining('Quick Salsa') },
      draft: { name: 'Quick Salsa', servings: 4, prepTime: 10 },
    });
    expect(ok.json<ImportResult>().draft!.ingredients).toHaveLength(2);

    const empty = await call(pro, 'POST', '/api/imports/text', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(IMPORT_MESSAGES.emptyText);

    const prose = await call(pro, 'POST', '/api/imports/text', {
      text: 'What a lovely day it was.',
    });
    expect(prose.statusCode).toBe(422);
    expect(prose.json().error.message).toBe(IMPORT_MESSAGES.noRecipeInText);
    expect(prose.json().error.details.importId).toEqual(expect.any(String));

    // A number too long to be an amount is kept as written, not a failure.
    const huge = '9'.repeat(400);
    const odd = await call(pro, 'POST', '/api/imports/text', {
      text: `Odd Salsa\n\nIngredients\n- ${huge} g tomatoes\n- 1 onion\n\nInstructions\n1. Chop.\n2. Mix.`,
    });
    expect(odd.statusCode, odd.body).toBe(200);
    expect(odd.json<ImportResult>().draft!.ingredients[0]).toMatchObject({
      text: `${huge} g tomatoes`,
      quantity: null,
    });
  });

  it('answers bad pages with their reason, records the failure and retries it', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const cases: [string, Page | null, number, string][] = [
      ['/menu.pdf', { type: 'application/pdf', body: '%PDF-1.4' }, 415, IMPORT_MESSAGES.notHtml],
      ['/gone', null, 422, IMPORT_MESSAGES.httpStatus(404)],
      ['/about', { body: NO_STRUCTURED_DATA }, 422, IMPORT_MESSAGES.noRecipe],
      [
        '/loop',
        { status: 302, body: '', location: '/loop' },
        422,
        IMPORT_MESSAGES.tooManyRedirects,
      ],
    ];
    for (const [path, page, status, message] of cases) {
      if (page) site.pages.set(path, page);
      const response = await importUrl(pro, `${site.origin}${path}`);
      expect(response.statusCode, path).toBe(status);
      expect(response.json().error.message, path).toBe(message);
    }
    const invalid = await importUrl(pro, 'recipes.example.com/soup');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(IMPORT_MESSAGES.invalidUrl);

    // The site comes back: the failed import is tried again in place.
    site.pages.set('/gone', { body: jsonLdPage({ ...LEMON_CAKE, name: 'Back Again Stew' }) });
    const history = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    const failed = history.imports.find((entry) => entry.url === `${site.origin}/gone`)!;
    expect(failed).toMatchObject({
      status: 'failed',
      reason: IMPORT_MESSAGES.httpStatus(404),
      canRetry: true,
    });
    expect((await call(other, 'POST', `/api/imports/${failed.id}/retry`)).statusCode).toBe(404);
    const retried = await call(pro, 'POST', `/api/imports/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<ImportResult>()).toMatchObject({
      import: { id: failed.id, status: 'succeeded' },
      draft: { name: 'Back Again Stew' },
    });
  });

  it('shows an import as running while it is read, refusing a retry, then how it ended', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    site.pages.set('/slow-soup', { body: jsonLdPage({ ...LEMON_CAKE, name: 'Slow Soup' }), hold });
    const url = `${site.origin}/slow-soup`;

    const pending = importUrl(pro, url);
    let running: ImportHistory['imports'][number] | undefined;
    try {
      for (let tries = 0; !running && tries < 100; tries += 1) {
        const history = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
        running = history.imports.find((entry) => entry.url === url);
        if (!running) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(running).toMatchObject({ status: 'running', reason: null, canRetry: false });
      const retried = await call(pro, 'POST', `/api/imports/${running!.id}/retry`);
      expect(retried.statusCode).toBe(409);
      expect(retried.json().error.message).toBe(IMPORT_MESSAGES.cannotRetry);
    } finally {
      // Answered even when an expectation failed, so the site can close after the suite.
      release();
    }
    const done = await pending;
    expect(done.statusCode, done.body).toBe(200);
    const after = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    expect(after.imports.find((entry) => entry.id === running!.id)).toMatchObject({
      status: 'succeeded',
      recipeName: 'Slow Soup',
    });
    expect(site.hits.get('/slow-soup')).toBe(1);
  });

  it('shows an attempt the server never finished as failed, and lets it be tried again', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    site.pages.set('/stuck-stew', { body: jsonLdPage({ ...LEMON_CAKE, name: 'Stuck Stew' }) });
    const url = `${site.origin}/stuck-stew`;
    const first = (await importUrl(pro, url)).json<ImportResult>();
    // As a server that stopped mid-read leaves it: running, last touched long ago.
    await ctx.database.db
      .update(recipeImports)
      .set({ status: 'running', updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(recipeImports.id, first.import!.id));

    const history = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    expect(history.imports.find((entry) => entry.id === first.import!.id)).toMatchObject({
      status: 'failed',
      reason: 'The import did not finish',
      canRetry: true,
    });
    const retried = await call(pro, 'POST', `/api/imports/${first.import!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<ImportResult>().import).toMatchObject({ status: 'succeeded' });
  });

  it('refuses private addresses unless the host is allowed by configuration', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const strict = await createTestApp();
    try {
      const user = await createTestUser(strict, { role: 'pro' });
      for (const url of [
        `${site.origin}/lemon-cake`,
        'http://localhost:9/recipe',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/recipe',
      ]) {
        const response = await apiCall(strict, user, 'POST', '/api/imports/url', { url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message, url).toBe(IMPORT_MESSAGES.privateAddress);
      }
    } finally {
      await strict.close();
    }
    // Allowed 127.0.0.1, but a redirect from it to the metadata address is still refused.
    site.pages.set('/hop', { status: 302, body: '', location: 'http://169.254.169.254/latest/' });
    const hop = await importUrl(pro, `${site.origin}/hop`);
    expect(hop.statusCode).toBe(400);
    expect(hop.json().error.message).toBe(IMPORT_MESSAGES.privateAddress);
  });

  it('keeps each user’s history to themselves', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    await call(pro, 'POST', '/api/imports/text', { text: 'Not a recipe at all.' });
    await call(other, 'POST', '/api/imports/text', { text: 'Nor is this one.' });
    const mine = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    const theirs = (await call(other, 'GET', '/api/imports')).json<ImportHistory>();
    expect(mine.imports.length).toBeGreaterThan(0);
    const myIds = new Set(mine.imports.map((entry) => entry.id));
    expect(theirs.imports.some((entry) => myIds.has(entry.id))).toBe(false);

    const target = mine.imports.find((entry) => entry.status !== 'saved')!;
    expect((await call(other, 'DELETE', `/api/imports/${target.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(other, 'POST', `/api/imports/${target.id}/save`, {
          name: 'Soup',
          ingredients: [{ name: 'water' }],
          instructions: ['Boil.'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(pro, 'DELETE', `/api/imports/${target.id}`)).statusCode).toBe(204);
    const after = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    expect(after.imports.some((entry) => entry.id === target.id)).toBe(false);
  });

  it('keeps a failed save from losing the import, and applies the recipe rules', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    site.pages.set('/rules', { body: jsonLdPage({ ...LEMON_CAKE, name: 'Rules Cake' }) });
    const result = (await importUrl(pro, `${site.origin}/rules`, true)).json<ImportResult>();
    const nameless = await saveDraft(pro, result, { name: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.message).toBe('Recipe name is required');
    expect((await saveDraft(pro, result)).statusCode).toBe(201);
  });

  it('needs a session and the recipes.ai permission', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/url',
      headers: { origin: TEST_ORIGIN },
      payload: { url: 'nonsense' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/imports/url'],
      ['POST', '/api/imports/text'],
      ['GET', '/api/imports'],
    ] as const) {
      expect((await call(free, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(
        403,
      );
    }
  });

  it('refuses an upload that is not an image', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const file = multipartFile('recipe.jpg', 'image/jpeg', Buffer.from('MZ this is an executable'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/image',
      headers: { origin: TEST_ORIGIN, cookie: pro.cookie, 'content-type': file.contentType },
      payload: file.payload,
    });
    expect(response.statusCode).toBe(415);
  });

  it('reads a photographed recipe card with OCR and saves it', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const card = await renderRecipeCard(0, 'clean');
    const file = multipartFile('pancakes.png', 'image/png', card.image);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/image',
      headers: { origin: TEST_ORIGIN, cookie: pro.cookie, 'content-type': file.contentType },
      payload: file.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.import).toMatchObject({
      source: 'image',
      method: 'ocr',
      excerpt: 'pancakes.png',
    });
    expect(result.draft).toMatchObject({ name: card.recipe.title, servings: 4, prepTime: 15 });
    expect(result.draft!.ingredients).toHaveLength(card.recipe.ingredients.length);
    expect(result.draft!.ingredients[0]).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect((await saveDraft(pro, result)).statusCode).toBe(201);
  }, 120_000);

  it('keeps a photo that could not be read, so it can be tried again', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const blank = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const file = multipartFile('blank.png', 'image/png', blank);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/image',
      headers: { origin: TEST_ORIGIN, cookie: pro.cookie, 'content-type': file.contentType },
      payload: file.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(IMPORT_MESSAGES.noTextInImage);
    const history = (await call(pro, 'GET', '/api/imports')).json<ImportHistory>();
    expect(history.imports[0]).toMatchObject({ source: 'image', status: 'failed', canRetry: true });
    const retried = await call(pro, 'POST', `/api/imports/${history.imports[0]!.id}/retry`);
    expect(retried.statusCode).toBe(422);
    expect(retried.json().error.message).toBe(IMPORT_MESSAGES.noTextInImage);
  }, 120_000);

  it('limits imports per user', async () => {
    const limited = await createTestUser(ctx, { role: 'pro' });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await call(limited, 'POST', '/api/imports/text', { text: 'hello' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Counted per user: someone else is not held up.
    expect((await call(other, 'POST', '/api/imports/text', { text: 'hello' })).statusCode).toBe(
      422,
    );
  });
});

describe('recipe import with the AI model configured', () => {
  const API_KEY = 'sk-ant-test-import';
  let fake: FakeAnthropic;
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof startSite>>;
  let cook: TestUser;

  const AI_RECIPE = {
    name: "Grandma's Soup",
    description: 'Warming and simple.',
    prepTime: 10,
    cookTime: 30,
    servings: 6,
    ingredients: ['2 carrots, sliced', '1 litre stock'],
    instructions: ['Simmer the carrots in the stock for 30 minutes.', 'Blend.'],
  };

  beforeAll(async () => {
    site = await startSite();
    fake = await startFakeAnthropic({ apiKey: API_KEY, respond: () => ({ text: '[]' }) });
    ctx = await createTestApp({
      env: {
        ANTHROPIC_API_KEY: API_KEY,
        ANTHROPIC_BASE_URL: fake.url,
        IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      },
    });
    cook = await createTestUser(ctx, { role: 'pro' });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
    await site?.close();
  });

  const recipeRequests = () =>
    fake.requests.filter((request) => JSON.stringify(request.body.messages).includes('Grandma'));

  it('reads a page without structured data with the model, on the server', async () => {
    site.pages.set('/soup', { body: NO_STRUCTURED_DATA });
    fake.setResponder(() => ({
      text: `Here it is:\n\`\`\`json\n${JSON.stringify(AI_RECIPE)}\n\`\`\``,
    }));
    const response = await apiCall(ctx, cook, 'POST', '/api/imports/url', {
      url: `${site.origin}/soup`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toMatchObject({
      import: { method: 'ai' },
      draft: { name: "Grandma's Soup", servings: 6, cookTime: 30 },
    });
    // Every field came from the model: the review says so.
    expect(response.json<ImportResult>().draft?.assisted).toEqual(
      expect.arrayContaining(['name', 'ingredients', 'instructions', 'servings', 'cookTime']),
    );
    const sent = recipeRequests().at(-1)!;
    expect(sent.body.max_tokens).toBe(8000);
  });

  it('keeps what the page’s recipe data states and names the fields the model filled in', async () => {
    site.pages.set('/soup-data', {
      body: jsonLdPage({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: "Grandma's Soup",
        author: { '@type': 'Person', name: 'Rosa' },
        recipeIngredient: ['3 carrots, sliced', '1 litre stock'],
      }),
    });
    fake.setResponder(() => ({ text: JSON.stringify(AI_RECIPE) }));
    const response = await apiCall(ctx, cook, 'POST', '/api/imports/url', {
      url: `${site.origin}/soup-data`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { import: record, draft } = response.json<ImportResult>();
    expect(record?.method).toBe('ai');
    // The page's own ingredients and chef stand; the model's steps and times fill the gaps.
    expect(draft).toMatchObject({
      author: 'Rosa',
      ingredients: [{ quantity: 3, name: 'carrots' }, { name: 'stock' }],
      cookTime: 30,
    });
    expect(draft?.assisted).toEqual(
      expect.arrayContaining(['instructions', 'description', 'prepTime', 'cookTime', 'servings']),
    );
    expect(draft?.assisted).not.toContain('name');
    expect(draft?.assisted).not.toContain('author');
    expect(draft?.assisted).not.toContain('ingredients');
  });

  it('never asks the model when the page has structured data', async () => {
    site.pages.set('/cake', { body: jsonLdPage(LEMON_CAKE) });
    const before = fake.requests.length;
    const response = await apiCall(ctx, cook, 'POST', '/api/imports/url', {
      url: `${site.origin}/cake`,
    });
    expect(response.json<ImportResult>().import?.method).toBe('json-ld');
    expect(fake.requests.length).toBe(before);
  });

  it('gives the spec’s message when the model answers without a recipe', async () => {
    site.pages.set('/soup-2', { body: NO_STRUCTURED_DATA });
    fake.setResponder(() => ({ text: 'Sorry, I cannot help with that.' }));
    const noJson = await apiCall(ctx, cook, 'POST', '/api/imports/url', {
      url: `${site.origin}/soup-2`,
    });
    expect(noJson.statusCode).toBe(422);
    expect(noJson.json().error.message).toBe(IMPORT_MESSAGES.noJson);

    fake.setResponder(() => ({ text: JSON.stringify({ name: 'Soup', ingredients: ['water'] }) }));
    const missing = await apiCall(ctx, cook, 'POST', '/api/imports/text', {
      text: 'soup, water, boil',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(IMPORT_MESSAGES.missingFields);
  });

  it('sends messy text to the model and keeps what it read', async () => {
    fake.setResponder(() => ({ text: JSON.stringify([AI_RECIPE]) }));
    const response = await apiCall(ctx, cook, 'POST', '/api/imports/text', {
      text: "grandma's soup - carrots, stock, simmer then blend. feeds 6",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toMatchObject({
      import: { method: 'ai', source: 'text' },
      draft: { name: "Grandma's Soup", ingredients: [{ name: 'carrots' }, { name: 'stock' }] },
    });
  });
});
