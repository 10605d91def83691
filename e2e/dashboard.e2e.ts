import type { Browser, Page } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures';
import { localDay, origin } from './planner-helpers';

const tileTitles = (page: Page) =>
  page.getByRole('list', { name: 'Your tasks' }).getByRole('heading', { level: 3 });
const tile = (page: Page, type: string) => page.locator(`[data-tile="${type}"]`);

async function createRecipe(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/recipes', {
    data: {
      name,
      ingredients: [
        { name: 'basmati rice', quantity: 1, unit: 'cup' },
        { name: 'onion', quantity: 1, unit: '' },
      ],
      instructions: ['Cook it.'],
    },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function planMeal(page: Page, recipeId: string, date: string, mealType: string) {
  const response = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId, date, mealType },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the dashboard orders its tiles for a new account, then after recipes, meals and a list', async ({
  page,
}) => {
  await signUpFresh(page, { prefix: 'dashboard' });

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'hey chef,' })).toBeVisible();
  await expect(tileTitles(page)).toHaveText([
    'Meal Planning',
    'Recipe Discovery',
    'Cook Mode',
    'User Profile',
  ]);
  await expect(tile(page, 'meal-planning')).toContainText('Plan your first week!');
  await expect(tile(page, 'recipe-discovery')).toContainText(
    'Build your collection (0/20 recipes)',
  );
  await expect(page.getByTestId('next-task-link')).toHaveAttribute('href', '/profile');
  await expect(page.getByText('0 of 5 tasks done · 0 points')).toBeVisible();
  await expect(page.getByText('No badges yet')).toBeVisible();

  const ids: string[] = [];
  for (const name of ['Dal', 'Pilaf', 'Biryani', 'Kheer', 'Khichdi']) {
    ids.push(await createRecipe(page, `${name} ${Math.random().toString(36).slice(2, 6)}`));
  }
  // Two meals of one recipe, away from today so the hour of the run cannot ready Cook Mode.
  await planMeal(page, ids[0]!, localDay(2), 'dinner');
  await planMeal(page, ids[0]!, localDay(3), 'lunch');

  await page.reload();

  await expect(tileTitles(page)).toHaveText([
    'Grocery Shopping',
    'Meal Planning',
    'Recipe Selection',
    'Recipe Discovery',
    'Cook Mode',
    'User Profile',
  ]);
  await expect(tile(page, 'grocery-shopping')).toContainText(/\d+ items to purchase/);
  await expect(tile(page, 'recipe-discovery')).toContainText('Find new recipes to try');
  await expect(tile(page, 'recipe-selection').getByRole('link')).toHaveAttribute(
    'href',
    '/meal-planner/wizard',
  );
  await expect(page.getByText('4 of 5 tasks done · 250 points')).toBeVisible();
  const badges = page.getByRole('group', { name: 'Badges earned' });
  await expect(badges).toContainText('Recipe Collector');
  await expect(badges).toContainText('Organized Chef');
  await expect(badges).not.toContainText('Profile Pioneer');

  // The profile tile keeps the preferences for the questionnaire, then opens the profile.
  await tile(page, 'user-profile').getByRole('link').click();
  await expect(page).toHaveURL(/\/profile$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('cookingProfile'));
  expect(JSON.parse(stored ?? 'null')).toHaveProperty('dietaryRestrictions');
});

async function sharedLink(page: Page) {
  const recipeId = await createRecipe(page, `Shared ${Math.random().toString(36).slice(2, 6)}`);
  const response = await page.request.post(`/api/recipes/${recipeId}/shares`, {
    data: { platform: 'web' },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
  const { shareId } = (await response.json()) as { shareId: string };
  return { recipeId, shareId };
}

async function viewsOf(page: Page, recipeId: string, shareId: string): Promise<number> {
  const response = await page.request.get(`/api/recipes/${recipeId}/shares`);
  const { shares } = (await response.json()) as { shares: { shareId: string; views: number }[] };
  return shares.find((share) => share.shareId === shareId)?.views ?? -1;
}

test('share parameters on /: a signed-in user counts a view, a visitor signs in to the recipe', async ({
  page,
  browser,
}: {
  page: Page;
  browser: Browser;
}) => {
  await signUpFresh(page, { prefix: 'share-owner' });
  const { recipeId, shareId } = await sharedLink(page);
  const before = await viewsOf(page, recipeId, shareId);

  await page.goto(`/?recipeId=${recipeId}&shareId=${shareId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'hey chef,' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await viewsOf(page, recipeId, shareId)).toBe(before + 1);

  const context = await browser.newContext({ baseURL: origin().origin });
  const visitor = await context.newPage();
  const email = `share-visitor-${Date.now()}@example.com`;
  const signUp = await visitor.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'e2e-password', name: '' },
    headers: origin(),
  });
  expect(signUp.ok()).toBeTruthy();
  await visitor.context().clearCookies();
  await visitor.goto(`/?recipeId=${recipeId}&shareId=${shareId}`);
  await expect(visitor.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await visitor.goto('/login');
  await visitor.locator('input[name="email"]').fill(email);
  await visitor.locator('input[name="password"]').fill('e2e-password');
  await visitor.getByRole('button', { name: 'Sign in' }).click();

  await expect(visitor).toHaveURL(new RegExp(`/recipe/shared/${shareId}/${recipeId}$`));
  expect(
    await visitor.evaluate(() => [
      localStorage.getItem('pendingSharedRecipe'),
      localStorage.getItem('pendingShareId'),
    ]),
  ).toEqual([null, null]);
  await context.close();
});
