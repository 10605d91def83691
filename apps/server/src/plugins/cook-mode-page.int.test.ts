import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTempDir,
  createTestApp,
  createTestUser,
  multipartFile,
  removeTempDir,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

const SHORT = readFileSync(new URL('../seed/media/demo-shortform.mp4', import.meta.url));
const INDEX =
  '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>';

describe('the cook mode page names its video poster up front', () => {
  let ctx: TestContext;
  let webDist: string;
  let owner: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let filmed: string;
  let unfilmed: string;
  let poster: string;

  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    ctx = await createTestApp({ webDist });
    [owner, admin, stranger] = await Promise.all([
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'admin' }),
      createTestUser(ctx, { role: 'pro' }),
    ]);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#e8590c' },
    })
      .png()
      .toBuffer();
    const create = async (visibility: 'private' | 'public') => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
        payload: {
          name: `Filmed ${visibility} stew`,
          visibility,
          ingredients: [{ name: 'beef', quantity: 1, unit: 'kg' }],
          instructions: ['Brown the beef.', 'Simmer it.'],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: string }>();
      const image = multipartFile('stew.png', 'image/png', png);
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/recipes/${id}/images`,
        headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': image.contentType },
        payload: image.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return { id, large: uploaded.json<{ images: { large: string }[] }>().images[0]!.large };
    };
    const privateRecipe = await create('private');
    filmed = privateRecipe.id;
    poster = privateRecipe.large;
    unfilmed = (await create('public')).id;
    const video = multipartFile('clip.mp4', 'video/mp4', SHORT);
    // Only a chef or an admin films a recipe; the admin does it for the owner here.
    const stored = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${filmed}/videos/shortform`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': video.contentType },
      payload: video.payload,
    });
    expect(stored.statusCode, stored.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  const page = (id: string, who: TestUser | null) =>
    ctx.app.inject({
      method: 'GET',
      url: `/recipes/${id}/cook-mode`,
      headers: who ? { cookie: who.cookie } : {},
    });

  it('preloads the poster of a recipe with a video for a viewer who may watch it', async () => {
    const response = await page(filmed, owner);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const link = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(
      head,
    );
    // A private recipe's picture is a signed address, written into the page as HTML.
    const href = link?.[1]?.replaceAll('&#38;', '&');
    expect(href?.split('?')[0]).toBe(poster.split('?')[0]);
    expect(href).toMatch(/\?expires=\d+&signature=/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: href!, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('names nothing for a visitor, for someone who may not see the recipe, or without a video', async () => {
    const cases = {
      visitor: await page(filmed, null),
      stranger: await page(filmed, stranger),
      unfilmed: await page(unfilmed, owner),
      missing: await page('no-such-recipe', owner),
    };
    for (const [name, response] of Object.entries(cases)) {
      expect(response.statusCode, name).toBe(200);
      expect(response.body, name).toBe(INDEX);
    }
  });
});
