import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

const recipe = {
  name: 'Weeknight Dal',
  ingredients: [{ name: 'red lentils', quantity: 1, unit: 'cup' }],
  instructions: ['Simmer until soft.'],
  prepTime: 10,
  cookTime: 20,
  servings: 4,
};

/** A PNG whose header claims width × height pixels, with a tiny body: what a decompression bomb looks like. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('bad input gets a 4xx in our error shape, never a 500', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let recipeId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    const created = await apiCall(ctx, cook, 'POST', '/api/recipes', recipe);
    recipeId = created.json<{ id: string }>().id;
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8590c' } })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(() => ctx.close());

  const expectClientError = (
    response: { statusCode: number; json: () => unknown; body: string },
    status: number,
    message?: string | RegExp,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: { code: string; message: string } };
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toEqual(expect.any(String));
    if (message !== undefined) expect(body.error.message).toMatch(message);
  };

  const upload = (url: string, filename: string, type: string, data: Buffer) => {
    const { payload, contentType } = multipartFile(filename, type, data);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cook.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
  };

  describe('NUL bytes', () => {
    it('rejects a NUL byte in a recipe name', async () => {
      const response = await apiCall(ctx, cook, 'POST', '/api/recipes', {
        ...recipe,
        name: 'Dal\u0000',
      });

      expectClientError(response, 400, 'Recipe name must not contain a NUL character');
    });

    it('rejects a NUL byte in an ingredient, a step, a tag and a search', async () => {
      const bodies = [
        { ...recipe, ingredients: [{ name: 'lentils\u0000' }] },
        { ...recipe, instructions: ['Stir\u0000'] },
        { ...recipe, tags: ['x\u0000'] },
      ];

      for (const body of bodies) {
        expectClientError(await apiCall(ctx, cook, 'POST', '/api/recipes', body), 400);
      }
      expectClientError(await apiCall(ctx, cook, 'GET', '/api/recipes?q=dal%00'), 400);
    });

    it('rejects a NUL byte in an id in the path', async () => {
      const response = await apiCall(ctx, cook, 'GET', '/api/recipes/abc%00def');

      expectClientError(response, 400);
    });

    it('rejects a NUL byte in a grocery item, a meal and the cooking profile', async () => {
      expectClientError(
        await apiCall(ctx, cook, 'POST', '/api/grocery/items', { text: 'milk\u0000' }),
        400,
      );
      expectClientError(
        await apiCall(ctx, cook, 'POST', '/api/meals', {
          kind: 'placeholder',
          date: '2030-01-01',
          title: 'Brunch\u0000',
        }),
        400,
      );
      expectClientError(
        await apiCall(ctx, cook, 'PATCH', '/api/me', { displayName: 'Cook\u0000' }),
        400,
      );
    });

    it('rejects a NUL byte hidden in analytics metadata', async () => {
      const response = await apiCall(ctx, cook, 'POST', '/api/analytics/events', {
        type: 'feature_usage',
        feature: 'recipes',
        action: 'open',
        metadata: { note: 'a\u0000b' },
      });

      expectClientError(response, 400);
    });
  });

  describe('numbers beyond what a column holds', () => {
    it('rejects times and servings of 2^31 with a message naming the field', async () => {
      for (const field of ['prepTime', 'cookTime', 'servings'] as const) {
        const response = await apiCall(ctx, cook, 'POST', '/api/recipes', {
          ...recipe,
          [field]: 2 ** 31,
        });

        expectClientError(response, 400, /at most/);
      }
    });

    it('rejects a step duration and a price beyond their bounds', async () => {
      expectClientError(
        await apiCall(ctx, cook, 'POST', '/api/recipes', {
          ...recipe,
          instructions: [{ text: 'Stir', estimatedDuration: 2 ** 31 }],
        }),
        400,
      );
      expectClientError(
        await apiCall(ctx, cook, 'POST', '/api/recipes', { ...recipe, price: 1e300 }),
        400,
      );
    });

    it('rejects a list cursor of 2^31', async () => {
      const response = await apiCall(ctx, cook, 'GET', `/api/recipes?cursor=${2 ** 31}`);

      expectClientError(response, 400);
    });
  });

  describe('dates', () => {
    it('rejects the year 0000 and years far away', async () => {
      for (const date of ['0000-01-01', '0001-01-01', '9999-12-31']) {
        const response = await apiCall(ctx, cook, 'POST', '/api/meals', {
          kind: 'placeholder',
          date,
        });

        expectClientError(response, 400, /between 1900 and 2200/);
      }
      expectClientError(
        await apiCall(ctx, cook, 'GET', '/api/grocery?start=0000-01-01&end=0000-01-07'),
        400,
      );
    });
  });

  describe('lengths and counts say what is wrong', () => {
    it('says a 201-character recipe name is too long, not missing', async () => {
      const response = await apiCall(ctx, cook, 'POST', '/api/recipes', {
        ...recipe,
        name: 'a'.repeat(201),
      });

      expectClientError(response, 400, 'Recipe name must be at most 200 characters');
    });

    it('says 10,000 ingredients are too many, not too few', async () => {
      const response = await apiCall(ctx, cook, 'POST', '/api/recipes', {
        ...recipe,
        ingredients: Array.from({ length: 10_000 }, () => ({ name: 'salt' })),
      });

      expectClientError(response, 400, 'At most 200 ingredients');
    });

    it('says what is wrong inside a field that takes one of several forms', async () => {
      const quantity = await apiCall(ctx, cook, 'POST', '/api/recipes', {
        ...recipe,
        ingredients: [{ name: 'salt', quantity: 'a pinch' }],
      });
      const step = await apiCall(ctx, cook, 'POST', '/api/recipes', {
        ...recipe,
        instructions: [{ text: 'Stir', estimatedDuration: 'long' }],
      });

      expectClientError(quantity, 400, 'Quantity must be a number');
      expectClientError(step, 400, 'Step duration must be a number');
    });

    it('still says a missing name is required', async () => {
      const response = await apiCall(ctx, cook, 'POST', '/api/recipes', { ...recipe, name: '' });

      expectClientError(response, 400, 'Recipe name is required');
    });
  });

  describe('paths', () => {
    it('answers a badly %-encoded path in our shape', async () => {
      const response = await apiCall(ctx, cook, 'GET', '/api/recipes/%E0%A4%A');

      expectClientError(response, 400);
    });

    it('answers malformed JSON and a wrong content type in our shape', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: cook.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      const wrongType = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: cook.cookie, origin: TEST_ORIGIN, 'content-type': 'text/x-unknown' },
        payload: 'name=x',
      });

      expectClientError(malformed, 400);
      expectClientError(wrongType, 415);
    });
  });

  describe('uploads', () => {
    it('rejects a JPEG whose first bytes are right but whose body is corrupt', async () => {
      const corrupt = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x55)]);

      const response = await upload(
        `/api/recipes/${recipeId}/images`,
        'photo.jpg',
        'image/jpeg',
        corrupt,
      );

      expectClientError(response, 400, 'This image could not be read');
    });

    it('rejects a corrupt profile picture the same way', async () => {
      const corrupt = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x55)]);

      const response = await upload('/api/me/avatar', 'me.jpg', 'image/jpeg', corrupt);

      expectClientError(response, 400, 'This image could not be read');
    });

    it('rejects an upload that is not a well-formed multipart body', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: {
          cookie: cook.cookie,
          origin: TEST_ORIGIN,
          'content-type': 'multipart/form-data',
        },
        payload: 'no boundary',
      });

      expectClientError(response, 400, 'Choose an image to upload');
    });

    it('rejects an image over the pixel limit from its header, before decoding it', async () => {
      const response = await upload(
        `/api/recipes/${recipeId}/images`,
        'huge.png',
        'image/png',
        pngClaiming(16_000, 16_000),
      );

      expectClientError(response, 413, /too large/);
    });

    it('removes the previous profile picture when a new one replaces it', async () => {
      const first = await upload('/api/me/avatar', 'me.jpg', 'image/jpeg', jpeg);
      const previous = first.json<{ photoUrl: string }>().photoUrl;

      const second = await upload('/api/me/avatar', 'me.jpg', 'image/jpeg', jpeg);

      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<{ photoUrl: string }>().photoUrl).not.toBe(previous);
      const old = await ctx.app.inject({ method: 'GET', url: previous });
      expect(old.statusCode).toBe(404);
    });

    it('stores concurrent uploads to one recipe under distinct names', async () => {
      const own = await apiCall(ctx, cook, 'POST', '/api/recipes', recipe);
      const id = own.json<{ id: string }>().id;

      // The clock stands still, as it does for uploads that arrive in the same millisecond.
      vi.useFakeTimers({ toFake: ['Date'] });
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          upload(`/api/recipes/${id}/images`, 'photo.jpg', 'image/jpeg', jpeg),
        ),
      ).finally(() => vi.useRealTimers());

      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const { images } = (await apiCall(ctx, cook, 'GET', `/api/recipes/${id}`)).json<{
        images: { large: string }[];
      }>();
      expect(new Set(images.map((image) => image.large)).size).toBe(4);
      for (const image of images) {
        const file = await ctx.app.inject({
          method: 'GET',
          url: image.large,
          headers: { cookie: cook.cookie },
        });
        expect(file.statusCode).toBe(200);
      }
    });
  });
});
