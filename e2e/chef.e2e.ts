import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const origin = () => process.env.E2E_BASE_URL!;

/** The id and name of the demo chef whose recipes are seeded. */
async function seededChef(page: Page): Promise<{ id: string; author: string }> {
  await signIn(page, 'pro@simmer.test');
  const list = await (await page.request.get('/api/recipes?category=chef&limit=1')).json();
  const [recipe] = list.recipes as { chefId: string | null; author: string }[];
  expect(recipe?.chefId).toBeTruthy();
  return { id: recipe!.chefId!, author: recipe!.author };
}

async function newContextPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  return { context, page: await context.newPage() };
}

async function followerCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('follower-count').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

test("a visitor sees a chef's page with their recipes and is asked to sign in to follow", async ({
  page,
  browser,
}) => {
  const chef = await seededChef(page);
  const apiPage = await (await page.request.get(`/api/chefs/${chef.id}`)).json();
  const { context, page: visitor } = await newContextPage(browser);

  await visitor.goto(`/chef/${chef.id}`);

  // The page holds every recipe of the chef (dozens, with images, once other tests have added
  // theirs); on the 2-core CI machine beside OCR and another browser it can take longer than 5 s.
  await expect(visitor.getByRole('heading', { level: 1, name: chef.author })).toBeVisible({
    timeout: 15_000,
  });
  // Other tests may add recipes meanwhile, so check some rather than all of them.
  const cards = visitor.getByTestId('recipe-card');
  await expect(cards.filter({ hasText: apiPage.recipes.at(-1).name }).first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(Math.min(apiPage.recipes.length, 2));
  // The newest chef recipe may be another test's new chef, with a single recipe.
  await expect(visitor.getByText(/^\d+ recipes?$/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
    'href',
    '/login',
  );

  await cards.first().getByRole('button', { name: 'Save recipe' }).click();

  await expect(visitor).toHaveURL(/\/login$/);
  await context.close();
});

test('following a chef changes the count at once and persists across reloads', async ({
  page,
  browser,
}) => {
  const chef = await seededChef(page);
  const { context, page: fan } = await newContextPage(browser);
  const signUp = await fan.request.post('/api/auth/sign-up/email', {
    data: {
      email: `fan-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: 'a-good-password',
      name: '',
    },
    headers: { origin: origin() },
  });
  expect(signUp.ok()).toBeTruthy();
  await fan.goto(`/chef/${chef.id}`);
  await expect(fan.getByRole('heading', { level: 1, name: chef.author })).toBeVisible();
  const before = await followerCount(fan);

  await fan.getByRole('button', { name: 'Follow', exact: true }).click();

  await expect(fan.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(fan.getByTestId('follower-count')).toHaveText(
    `${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`,
  );
  await fan.reload();
  await expect(fan.getByRole('button', { name: 'Following' })).toBeVisible();
  expect(await followerCount(fan)).toBe(before + 1);

  await fan.getByRole('button', { name: 'Following' }).click();

  await expect(fan.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(fan.getByTestId('follower-count')).toHaveText(
    `${before} ${before === 1 ? 'follower' : 'followers'}`,
  );
  await fan.reload();
  await expect(fan.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect(await followerCount(fan)).toBe(before);
  await context.close();
});

test('an unknown chef says Chef not found', async ({ page }) => {
  await page.goto('/chef/no-such-chef');

  await expect(page.getByRole('heading', { name: 'Chef not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
