import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { origin } from './planner-helpers';

// Issue 18 item 3 (spec 2 §2, §4; spec 3 §9): cook mode's video. The short clip plays first, then
// the long video from the first bookmark; each step seeks to its bookmark and loops within it.

const MEDIA = path.resolve(import.meta.dirname, '../apps/server/src/seed/media');
/** Bookmarks of the 12 s demo video: step 1 2–5 s, step 2 6–9 s, step 3 9–12 s. */
const SEGMENTS = [
  [2, 5],
  [6, 9],
  [9, 12],
] as const;

const video = (page: Page) => page.getByTestId('cook-video').locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const stepLabel = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of 3`, { exact: true })).toBeVisible();

async function upload(page: Page, id: string, kind: 'longform' | 'shortform') {
  const response = await page.request.put(`/api/recipes/${id}/videos/${kind}`, {
    multipart: {
      file: {
        name: `demo-${kind}.mp4`,
        mimeType: 'video/mp4',
        buffer: await readFile(path.join(MEDIA, `demo-${kind}.mp4`)),
      },
    },
    headers: origin(),
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('cook mode plays the short clip, then follows the steps through the long video', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: process.env.E2E_BASE_URL,
  });
  // Without a share sheet (as on most desktops) the link is copied instead.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'chef@simmer.test');
  const created = await page.request.post('/api/recipes', {
    data: {
      name: `ckv${Math.random().toString(36).slice(2, 8)} Filmed Risotto`,
      visibility: 'public',
      ingredients: [{ name: 'rice', quantity: 300, unit: 'g' }],
      instructions: ['Toast the rice.', 'Add the stock a ladle at a time.', 'Stir in the butter.'],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await upload(page, id, 'longform');
  await upload(page, id, 'shortform');
  const saved = await page.request.put(`/api/recipes/${id}/videos/bookmarks`, {
    data: {
      bookmarks: SEGMENTS.map(([timestamp, endTimestamp], stepIndex) => ({
        stepIndex,
        timestamp,
        endTimestamp,
        duration: endTimestamp - timestamp,
      })),
    },
    headers: origin(),
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await page.goto(`/recipes/${id}/cook-mode`);

  // Debian's Chromium plays the H.264 demo videos; the clip first, muted so autoplay is allowed.
  await stepLabel(page, 1);
  expect(
    await page.evaluate(() =>
      document.createElement('video').canPlayType('video/mp4; codecs="avc1.640015"'),
    ),
  ).not.toBe('');
  await expect(video(page)).toHaveAttribute('data-phase', 'short');
  await expect(video(page)).toHaveAttribute('src', /shortform_/);
  await expect(page.getByRole('button', { name: 'Unmute video' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible({ timeout: 5_000 });
  await expectNoA11yViolations(page);

  // The clip ends (3 s): the long video plays from the first bookmark, on step 1.
  await expect(video(page)).toHaveAttribute('data-phase', 'long', { timeout: 10_000 });
  await expect(video(page)).toHaveAttribute('src', /longform_/);
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(SEGMENTS[0][0]);
  expect(await currentTime(page)).toBeLessThanOrEqual(SEGMENTS[0][1] + 1);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await stepLabel(page, 1);

  // Sound on and off again; the arrow keys still move steps with a video control focused.
  await page.getByRole('button', { name: 'Unmute video' }).click();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await page.getByRole('button', { name: 'Mute video' }).click();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Unmute video' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await stepLabel(page, 2);
  await expect
    .poll(async () => {
      const time = await currentTime(page);
      return time >= SEGMENTS[1][0] && time <= SEGMENTS[1][1] + 1;
    })
    .toBe(true);
  await expect(page.getByTestId('cook-video-time')).toHaveText(/^0:0[6-9] \/ 0:12$/);

  // Step 2's part (3 s) repeats: well past its length the video is still inside it, playing
  // (a second's slack: `timeupdate`, which triggers the loop, comes about every 250 ms).
  await page.waitForTimeout(4_500);
  const time = await currentTime(page);
  expect(time).toBeGreaterThanOrEqual(SEGMENTS[1][0]);
  expect(time).toBeLessThanOrEqual(SEGMENTS[1][1] + 1);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The overview's jump seeks too; pause and share.
  await page.getByRole('button', { name: 'Overview' }).click();
  const overview = page.getByRole('dialog', { name: 'Recipe Overview' });
  await overview.getByRole('tab', { name: 'Steps' }).click();
  await overview.getByRole('button', { name: /^Step 3\./ }).click();
  await stepLabel(page, 3);
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(SEGMENTS[2][0]);
  await page.getByRole('button', { name: 'Pause video' }).click();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Share recipe' }).click();
  await expect(page.getByText('Share link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/recipe/shared/[^/]+/${id}$`),
  );

  // Hidden, the video leaves the screen to the step's words.
  await page.getByRole('button', { name: 'Hide video' }).click();
  await expect(video(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show video' })).toBeVisible();
  await expectNoA11yViolations(page);
});
