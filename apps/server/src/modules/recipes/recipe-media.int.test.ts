import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { recipes } from '../../db/schema';

interface ApiImage {
  thumb: string;
  medium: string;
  large: string;
  srcSet: string;
}

describe('GET /media of recipe images', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    [owner, other, admin] = await Promise.all([
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'admin' }),
    ]);
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => ctx.close());

  /** A recipe of the owner's with one photo; answers its id and its image as the API gives it. */
  async function recipeWithImage(visibility: 'private' | 'public') {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: {
        name: `Photographed ${visibility} pie`,
        visibility,
        ingredients: [{ name: 'flour', quantity: 1 }],
        instructions: ['Bake it.'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const { payload, contentType } = multipartFile('pie.png', 'image/png', png);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/images`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [image] = uploaded.json<{ images: ApiImage[] }>().images;
    return { id, image: image! };
  }

  const fetchMedia = (url: string, who?: TestUser) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
    });
  const bare = (url: string) => url.split('?')[0]!;

  it('serves a public recipe’s image to anyone, cacheable by anyone', async () => {
    const { image } = await recipeWithImage('public');

    const response = await fetchMedia(image.medium);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^public/);
  });

  it('answers 404 for a private recipe’s image to a visitor and to another user', async () => {
    const { image } = await recipeWithImage('private');

    const visitor = await fetchMedia(bare(image.medium));
    const stranger = await fetchMedia(bare(image.medium), other);

    expect(visitor.statusCode).toBe(404);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves a private recipe’s image to its owner and an admin, cached privately', async () => {
    const { image } = await recipeWithImage('private');

    const asGiven = await fetchMedia(image.medium, owner);
    const byPath = await fetchMedia(bare(image.large), owner);
    const byAdmin = await fetchMedia(bare(image.thumb), admin);

    for (const response of [asGiven, byPath, byAdmin]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toMatch(/^private/);
    }
  });

  it('gives private images signed URLs that work without a cookie, and only as signed', async () => {
    const { image } = await recipeWithImage('private');
    const tampered = image.medium.replace(/signature=./, (s) =>
      s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`,
    );
    const otherFile = `${bare(image.large)}?${image.medium.split('?')[1]}`;

    const signed = await fetchMedia(image.medium);

    expect(image.medium).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await fetchMedia(tampered)).statusCode).toBe(404);
    expect((await fetchMedia(otherFile)).statusCode).toBe(404);
  });

  it('answers 404 for a private image reached through another folder', async () => {
    const { image } = await recipeWithImage('private');
    const file = bare(image.medium).replace('/media/', '');

    for (const url of [
      `/media/users/../${file}`,
      `/media/users/%2e%2e/${file}`,
      `/media/users/..%2f${file}`,
      `/media/./${file}`,
      `/media//${file}`,
    ]) {
      const response = await fetchMedia(url, other);

      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 404 once the recipe is deleted, even for the owner with a signed URL', async () => {
    const { id, image } = await recipeWithImage('private');

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${id}`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });

    expect(deleted.statusCode).toBe(204);
    expect((await fetchMedia(image.medium, owner)).statusCode).toBe(404);
  });

  it('answers 404 for images whose recipe is gone although the files remain', async () => {
    const { id, image } = await recipeWithImage('private');
    const file = path.join(
      ctx.config.dataDir,
      'uploads',
      bare(image.medium).replace('/media/', ''),
    );

    await ctx.database.db.delete(recipes).where(eq(recipes.id, id));

    expect(existsSync(file)).toBe(true);
    expect((await fetchMedia(image.medium, owner)).statusCode).toBe(404);
    expect((await fetchMedia(bare(image.medium), owner)).statusCode).toBe(404);
  });

  it('shows a shared private recipe’s images to the signed-out visitor of the link', async () => {
    const { id } = await recipeWithImage('private');
    const shared = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/shares`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { platform: 'web' },
    });
    const shareId = shared.json<{ shareId: string }>().shareId;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/shared/${shareId}/${id}` });

    const [image] = page.json<{ images: ApiImage[] }>().images;
    const response = await fetchMedia(image!.thumb);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private/);
  });
});

describe('GET /media of other files', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a missing file, or one outside any recipe, with the API’s 404', async () => {
    for (const url of [
      '/media/recipes/nope/1_medium.jpg',
      '/media/recipes/nope/notes.txt',
      '/media/users/nope/1_medium.jpg',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
