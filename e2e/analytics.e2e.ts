import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

interface PageViewBody {
  type?: string;
  path?: string;
  title?: string;
}

const isPageView = (request: Request, path: string | RegExp) => {
  if (!request.url().endsWith('/api/analytics/events')) return false;
  const body = request.postDataJSON() as PageViewBody;
  return (
    body.type === 'page_view' &&
    (typeof path === 'string' ? body.path === path : path.test(body.path ?? ''))
  );
};

/** Every page view the page sends from now on. */
function collectPageViews(page: Page) {
  const views: PageViewBody[] = [];
  page.on('request', (request) => {
    if (isPageView(request, /.*/)) views.push(request.postDataJSON() as PageViewBody);
  });
  return views;
}

test('each page a visitor opens is recorded as a page view, with its own title', async ({
  page,
}) => {
  const recorded = page.waitForRequest((request) => isPageView(request, '/about'));

  await page.goto('/about');

  const request = await recorded;
  expect(request.postDataJSON()).toMatchObject({
    type: 'page_view',
    path: '/about',
    title: 'About · Simmer',
  });
  await expect(page).toHaveTitle('About · Simmer');
  const response = await request.response();
  expect(response?.status()).toBe(202);
});

test('moving between pages records each with the new page’s title, a recipe with its name', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  const views = collectPageViews(page);
  await page.goto('/recipes');
  await expect(page).toHaveTitle('Recipe Box · Simmer');
  const card = page.getByTestId('recipe-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;

  await card.getByRole('heading', { level: 3 }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Simmer`);
  await expect
    .poll(() => views.filter((view) => view.path?.startsWith('/recipes/')))
    .toEqual([expect.objectContaining({ title: `${name} · Simmer` })]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();

  await expect(page).toHaveTitle('Meal Planner · Simmer');
  await expect
    .poll(() => views.map((view) => [view.path, view.title]))
    .toEqual([
      ['/recipes', 'Recipe Box · Simmer'],
      [expect.stringMatching(/^\/recipes\/[^/]+$/), `${name} · Simmer`],
      ['/meal-planner', 'Meal Planner · Simmer'],
    ]);
});

test('a recipe that does not exist is titled so', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/no-such-recipe');

  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  await expect(page).toHaveTitle('Recipe not found · Simmer');
});
