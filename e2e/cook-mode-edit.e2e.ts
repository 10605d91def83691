import path from 'node:path';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';

const DEMO_VIDEO = path.resolve(
  import.meta.dirname,
  '../apps/server/src/seed/media/demo-longform.mp4',
);

interface Videos {
  longFormUrl: string | null;
  bookmarks: {
    stepIndex: number;
    timestamp: number;
    endTimestamp: number;
    userModified: boolean;
  }[];
}

test('a chef uploads a video, sets two steps’ segments by dragging and keys, and saves', async ({
  page,
}) => {
  await signIn(page, 'chef@simmer.test');
  const created = await page.request.post('/api/recipes', {
    data: {
      name: `Filmed soup ${Date.now()}`,
      visibility: 'public',
      ingredients: [{ name: 'leeks', quantity: 2, unit: '' }],
      instructions: ['Sweat the leeks.', 'Add the stock and simmer.', 'Blend until smooth.'],
    },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: string };
  const videos = async () =>
    (await (await page.request.get(`/api/recipes/${id}/videos`)).json()) as Videos;

  await page.goto(`/recipes/${id}/cook-mode-edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Edit Cook Mode - Filmed soup/);
  await expect(page.getByText('No video available')).toBeVisible();
  await page.locator('input[type="file"]').first().setInputFiles(DEMO_VIDEO);
  await expect(page.getByLabel(/ video$/)).toBeVisible();
  await expect(page.getByText('Video uploaded')).toBeVisible();
  expect((await videos()).longFormUrl).toMatch(/longform_/);

  // Step 1: the end marker moved by keys; released, it is saved at once.
  const end = page.getByRole('slider', { name: 'Segment end' });
  await end.focus();
  for (let i = 0; i < 10; i++) await end.press('ArrowLeft');
  await expect(page.getByRole('button', { name: /^Step 1/ }).getByText('Modified')).toBeVisible();
  await expect.poll(async () => (await videos()).bookmarks[0]?.endTimestamp).toBe(3);

  // Step 2: the start marker dragged to the right with the mouse.
  await page.getByRole('button', { name: /^Step 2/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 timing' })).toBeVisible();
  const start = page.getByRole('slider', { name: 'Segment start' });
  const box = (await start.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await videos()).bookmarks.find((b) => b.stepIndex === 1)?.userModified)
    .toBe(true);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  const saved = await videos();
  expect(saved.bookmarks.map((b) => b.stepIndex)).toEqual([0, 1, 2]);
  expect(saved.bookmarks[0]).toMatchObject({ timestamp: 0, endTimestamp: 3, userModified: true });
  expect(saved.bookmarks[1]!.timestamp).toBeGreaterThan(4);
  expect(saved.bookmarks[2]).toMatchObject({ userModified: false });
});
