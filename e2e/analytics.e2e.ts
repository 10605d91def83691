import { expect, test } from './fixtures';

test('each page a visitor opens is recorded as a page view', async ({ page }) => {
  const recorded = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/events') &&
      (request.postDataJSON() as { path?: string }).path === '/about',
  );

  await page.goto('/about');

  const request = await recorded;
  expect(request.postDataJSON()).toMatchObject({ type: 'page_view', path: '/about' });
  const response = await request.response();
  expect(response?.status()).toBe(202);
});
