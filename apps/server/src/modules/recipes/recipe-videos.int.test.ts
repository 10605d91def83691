import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_MESSAGES, type RecipeVideos } from '@simmer/domain/recipe-video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const DEMO = readFileSync(new URL('../../seed/media/demo-longform.mp4', import.meta.url));
const SHORT = readFileSync(new URL('../../seed/media/demo-shortform.mp4', import.meta.url));
/** Over the test app's limit (VIDEO_MAX_BYTES below) although the demo video is not. */
const LIMIT = 200_000;

describe('recipe videos and step bookmarks', () => {
  let ctx: TestContext;
  let chef: TestUser;
  let otherChef: TestUser;
  let admin: TestUser;
  let pro: TestUser;
  let recipeId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { VIDEO_MAX_BYTES: String(LIMIT) } });
    [chef, otherChef, admin, pro] = await Promise.all([
      createTestUser(ctx, { role: 'chef' }),
      createTestUser(ctx, { role: 'chef' }),
      createTestUser(ctx, { role: 'admin' }),
      createTestUser(ctx, { role: 'pro' }),
    ]);
    recipeId = await createRecipe(chef, {});
  }, 60_000);
  afterAll(() => ctx.close());

  async function createRecipe(owner: TestUser, extra: Record<string, unknown>) {
    const response = await apiCall(ctx, owner, 'POST', '/api/recipes', {
      name: 'Filmed stew',
      visibility: 'public',
      ingredients: [{ name: 'beef', quantity: 1, unit: 'kg' }],
      instructions: ['Brown the beef.', 'Add the stock.', 'Simmer for 2 hours.'],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const upload = (who: TestUser, id: string, kind: string, data: Buffer, name = 'clip.mp4') => {
    const { payload, contentType } = multipartFile(name, 'video/mp4', data);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${id}/videos/${kind}`,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
  };
  const videoFiles = (id: string) => {
    const dir = path.join(ctx.config.dataDir, 'uploads', 'recipes', id, 'videos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const media = (url: string, who: TestUser | null, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    });

  it('stores the chef’s long video with its length, served in ranges', async () => {
    const response = await upload(chef, recipeId, 'longform', DEMO);

    expect(response.statusCode, response.body).toBe(200);
    const videos = response.json<RecipeVideos>();
    expect(videos.longFormDuration).toBeCloseTo(12, 2);
    expect(videos.longFormUrl).toMatch(/^\/media\/recipes\/.+\/videos\/longform_\d{13}_.+\.mp4$/);
    const range = await media(videos.longFormUrl!, pro, { range: 'bytes=100-1099' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${DEMO.length}`);
    expect(range.rawPayload.equals(DEMO.subarray(100, 1100))).toBe(true);
    expect((await media(videos.longFormUrl!, null)).statusCode).toBe(404);
  });

  it('refuses a file that is not a video by its bytes, and keeps nothing', async () => {
    const before = videoFiles(recipeId);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

    const response = await upload(chef, recipeId, 'shortform', png, 'sneaky.mp4');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(VIDEO_MESSAGES.invalid);
    expect(videoFiles(recipeId)).toEqual(before);
  });

  it('stops an upload over the limit and keeps no part of it', async () => {
    const before = videoFiles(recipeId);
    const big = Buffer.concat([DEMO, Buffer.alloc(LIMIT)]);

    const response = await upload(chef, recipeId, 'shortform', big);

    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(VIDEO_MESSAGES.invalid);
    expect(videoFiles(recipeId)).toEqual(before);
  });

  it('lets only the creating chef or an admin change the video', async () => {
    const proRecipe = await createRecipe(pro, {});

    const byOtherChef = await upload(otherChef, recipeId, 'shortform', SHORT);
    const byPro = await upload(pro, proRecipe, 'shortform', SHORT);
    const byAdmin = await upload(admin, recipeId, 'shortform', SHORT);

    expect(byOtherChef.statusCode).toBe(403);
    expect(byOtherChef.json().error.message).toBe(VIDEO_MESSAGES.editorOnly);
    expect(byPro.statusCode).toBe(403);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<RecipeVideos>().shortFormUrl).toMatch(/shortform_/);
  });

  it('replaces a video and removes the old file', async () => {
    const first = (
      await apiCall(ctx, chef, 'GET', `/api/recipes/${recipeId}/videos`)
    ).json<RecipeVideos>();

    const second = await upload(chef, recipeId, 'shortform', SHORT);

    const now = second.json<RecipeVideos>().shortFormUrl!;
    expect(now).not.toBe(first.shortFormUrl);
    expect(videoFiles(recipeId)).toHaveLength(2); // one long, one short
    expect((await media(first.shortFormUrl!, chef)).statusCode).toBe(404);
    expect((await media(now, chef)).statusCode).toBe(200);
  });

  it('saves every step’s segment, and refuses segments outside the video or the steps', async () => {
    const url = `/api/recipes/${recipeId}/videos/bookmarks`;
    const segment = (stepIndex: number, timestamp: number, endTimestamp: number) => ({
      stepIndex,
      timestamp,
      endTimestamp,
      duration: Math.abs(endTimestamp - timestamp),
    });

    const saved = await apiCall(ctx, chef, 'PUT', url, {
      bookmarks: [segment(0, 0, 4), segment(1, 4, 8), segment(2, 8, 12)],
    });
    const pastTheEnd = await apiCall(ctx, chef, 'PUT', url, { bookmarks: [segment(0, 10, 13)] });
    const noSuchStep = await apiCall(ctx, chef, 'PUT', url, { bookmarks: [segment(3, 0, 2)] });
    const reversed = await apiCall(ctx, chef, 'PUT', url, { bookmarks: [segment(0, 5, 2)] });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RecipeVideos>().bookmarks.map((b) => b.stepIndex)).toEqual([0, 1, 2]);
    expect(pastTheEnd.json().error.message).toBe(VIDEO_MESSAGES.outOfRange);
    expect(noSuchStep.json().error.message).toBe(VIDEO_MESSAGES.noSuchStep);
    expect(reversed.json().error.message).toBe(VIDEO_MESSAGES.endBeforeStart);
    for (const refused of [pastTheEnd, noSuchStep, reversed]) expect(refused.statusCode).toBe(400);
  });

  it('saves a released marker at once, marked modified, and keeps both of two at once', async () => {
    const put = (step: number, timestamp: number, endTimestamp: number) =>
      apiCall(ctx, chef, 'PUT', `/api/recipes/${recipeId}/videos/bookmarks/${step}`, {
        timestamp,
        endTimestamp,
      });

    const [a, b] = await Promise.all([put(0, 0.5, 3.5), put(2, 7.5, 11.5)]);

    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const { bookmarks } = (
      await apiCall(ctx, chef, 'GET', `/api/recipes/${recipeId}/videos`)
    ).json<RecipeVideos>();
    expect(bookmarks).toEqual([
      expect.objectContaining({
        stepIndex: 0,
        timestamp: 0.5,
        endTimestamp: 3.5,
        userModified: true,
      }),
      expect.objectContaining({ stepIndex: 1, timestamp: 4, endTimestamp: 8, userModified: false }),
      expect.objectContaining({
        stepIndex: 2,
        timestamp: 7.5,
        endTimestamp: 11.5,
        userModified: true,
      }),
    ]);
  });

  it('removes the short video', async () => {
    const response = await apiCall(
      ctx,
      chef,
      'DELETE',
      `/api/recipes/${recipeId}/videos/shortform`,
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RecipeVideos>().shortFormUrl).toBeNull();
    expect(videoFiles(recipeId)).toHaveLength(1);
  });

  it('shows a premium recipe’s video to nobody who has not bought it', async () => {
    const premium = await createRecipe(chef, { isPurchasable: true, price: 4.99 });
    const uploaded = (await upload(chef, premium, 'longform', DEMO)).json<RecipeVideos>();

    const asBuyerToBe = await apiCall(ctx, pro, 'GET', `/api/recipes/${premium}/videos`);

    expect(asBuyerToBe.statusCode).toBe(200);
    expect(asBuyerToBe.json<RecipeVideos>()).toMatchObject({
      longFormUrl: null,
      shortFormUrl: null,
      bookmarks: [],
    });
    expect((await media(uploaded.longFormUrl!, pro)).statusCode).toBe(404);
    expect((await media(uploaded.longFormUrl!, chef)).statusCode).toBe(200);
  });
});
