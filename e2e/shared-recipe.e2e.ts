import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

interface ListedRecipe {
  id: string;
  name: string;
  isLocked: boolean;
  visibility: string;
  instructions: { text: string }[];
  ingredients: { name: string }[];
}

const origin = () => process.env.E2E_BASE_URL!;

/** Shares a seeded recipe with more than 3 steps as pro@simmer.test; returns its shared path. */
async function shareSeededRecipe(page: Page) {
  await signIn(page, 'pro@simmer.test');
  const list = await (await page.request.get('/api/recipes?limit=50&sort=oldest')).json();
  // The list carries no steps: each open candidate is read whole until one has more than 3.
  let recipe: ListedRecipe | undefined;
  for (const listed of list.recipes as ListedRecipe[]) {
    if (listed.isLocked || listed.visibility === 'private') continue;
    const whole = (await (
      await page.request.get(`/api/recipes/${listed.id}`)
    ).json()) as ListedRecipe;
    if (whole.instructions.length > 3) {
      recipe = whole;
      break;
    }
  }
  expect(recipe, 'a seeded recipe with more than 3 steps').toBeDefined();
  const response = await page.request.post(`/api/recipes/${recipe!.id}/shares`, {
    data: { platform: 'web' },
    headers: { origin: origin() },
  });
  expect(response.status()).toBe(201);
  const { shareId } = (await response.json()) as { shareId: string };
  return { recipe: recipe!, path: `/recipe/shared/${shareId}/${recipe!.id}` };
}

/** A page in a new browser context: no cookies, no storage. */
async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  return { context, page: await context.newPage() };
}

async function favoriteIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/recipes?category=favorites&limit=50');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()).recipes as { id: string }[]).map((r) => r.id);
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test('a visitor sees the first 3 steps, signs up and comes back to the recipe saved', async ({
  page,
  browser,
}) => {
  const { recipe, path } = await shareSeededRecipe(page);
  const { context, page: visitor } = await signedOutPage(browser);

  await visitor.goto(path);

  await expect(visitor.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: 'Ingredients' }).getByRole('listitem'),
  ).toHaveCount(recipe.ingredients.length);
  const steps = visitor.getByRole('list', { name: 'Instructions' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toHaveText(recipe.instructions[0]!.text);
  await expect(
    visitor.getByText(`+${recipe.instructions.length - 3} more steps available after saving`),
  ).toBeVisible();
  await expect(visitor.getByText('Cuisine', { exact: true })).toBeVisible();
  await expect(
    visitor.getByRole('main').getByRole('link', { name: 'Log in', exact: true }),
  ).toHaveAttribute('href', '/login');
  await expect(visitor.getByRole('button', { name: 'Save Recipe' })).toHaveCount(0);

  await visitor.getByRole('button', { name: 'Sign Up & Save' }).click();

  await expect(visitor).toHaveURL(/\/signup$/);
  expect(
    await visitor.evaluate(() => [
      localStorage.getItem('pendingSharedRecipe'),
      localStorage.getItem('pendingShareId'),
    ]),
  ).toEqual([recipe.id, path.split('/')[3]]);
  await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('shared'));
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
  const shareCredit = visitor.waitForResponse(
    (response) =>
      response.url().endsWith(`/api${path.replace('/recipe', '')}/signup`) &&
      response.request().method() === 'POST',
  );
  await visitor.getByRole('button', { name: 'Sign up' }).click();

  await expect(visitor).toHaveURL(new RegExp(`${path}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(visitor.getByText('Saved to your recipes.', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await favoriteIds(visitor)).toContain(recipe.id);
  expect((await shareCredit).status()).toBe(204);
  expect(
    await visitor.evaluate(() => [
      localStorage.getItem('pendingSharedRecipe'),
      localStorage.getItem('pendingShareId'),
    ]),
  ).toEqual([null, null]);

  // Opening the link again does not save again or ask to.
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Save Recipe' })).toBeVisible();
  await context.close();
});

test('a signed-in user saves a shared recipe and can open it', async ({ page, browser }) => {
  const { recipe, path } = await shareSeededRecipe(page);
  const { context, page: friend } = await signedOutPage(browser);
  const signUp = await friend.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('friend'), password: 'a-good-password', name: '' },
    headers: { origin: origin() },
  });
  expect(signUp.ok()).toBeTruthy();
  await friend.goto(path);
  await expect(friend.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Sign Up & Save' })).toHaveCount(0);
  expect(await favoriteIds(friend)).not.toContain(recipe.id);

  await friend.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(friend.getByText('Recipe saved', { exact: true })).toBeVisible();
  expect(await favoriteIds(friend)).toContain(recipe.id);
  await friend.getByRole('link', { name: 'Open the full recipe' }).click();
  await expect(friend).toHaveURL(new RegExp(`/recipes/${recipe.id}$`));
  await expect(friend.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await context.close();
});

test('a broken or unknown shared link says the recipe was not found', async ({ browser }) => {
  const { context, page } = await signedOutPage(browser);

  for (const path of ['/recipe/shared/only-one-part', '/recipe/shared/no-share/no-recipe']) {
    await page.goto(path);

    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    await expect(page.getByText("This recipe doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  }
  await context.close();
});

test('the sharer revokes a link, which then shows the not-found page', async ({
  page,
  browser,
}) => {
  const { recipe, path } = await shareSeededRecipe(page);
  await page.goto(`/recipes/${recipe.id}`);

  await page.getByRole('button', { name: /^Manage links/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Shared links' });
  const link = dialog.getByRole('listitem', { name: path });
  await link.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(link).toContainText('Revoke this link?');
  await link.getByRole('button', { name: 'Revoke Link' }).click();

  await expect(page.getByText('Link revoked', { exact: true })).toBeVisible();
  await expect(link).toHaveCount(0);
  const { context, page: visitor } = await signedOutPage(browser);
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await expect(visitor.getByText("This recipe doesn't exist or has been removed.")).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await context.close();
});
