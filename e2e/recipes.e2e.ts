import type { Page } from '@playwright/test';
import { expect, signIn, test, withSilentIntersectionObserver } from './fixtures';

interface CreatedRecipe {
  id: string;
  name: string;
}

function uniqueName(prefix: string) {
  return `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Creates a recipe through the API as the user signed in on the page. */
async function createRecipe(
  page: Page,
  extra: Record<string, unknown> = {},
): Promise<CreatedRecipe> {
  const name = uniqueName('E2E Toast');
  const response = await page.request.post('/api/recipes', {
    data: {
      name,
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
      instructions: ['Toast it.'],
      ...extra,
    },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedRecipe;
}

const cards = (page: Page) => page.getByTestId('recipe-card');

test('the Recipe Box lists 20 recipes and loads more', async ({ page }) => {
  // Only the button loads more here (scrolling loads it too: recipe-box.e2e.ts).
  await withSilentIntersectionObserver(page);
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes');

  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Box' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
    'href',
    '/recipes/add',
  );
  await expect(cards(page)).toHaveCount(20);
  // The count is every recipe the pro user may see, not the page.
  await expect(page.getByText(/^\d+ recipe\(s\) found \(from 20 loaded\)$/)).toBeVisible();
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/recipes\/[^/]+$/);

  await page.getByRole('button', { name: 'Load More Recipes' }).click();

  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByText(/^\d+ recipe\(s\) found \(from 40 loaded\)$/)).toBeVisible();
});

test('opening a card shows the recipe with its ingredients and numbered steps', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  const me = (await (await page.request.get('/api/auth/get-session')).json()).user.id as string;
  const firstPage = await (await page.request.get('/api/recipes?limit=50&sort=oldest')).json();
  // Someone else's recipe: other journeys add this user's own recipes to the top of the list.
  const seeded = (
    firstPage.recipes as {
      name: string;
      isLocked: boolean;
      images: unknown[];
      createdBy: string | null;
    }[]
  ).find((recipe) => !recipe.isLocked && recipe.images.length > 0 && recipe.createdBy !== me);
  expect(seeded).toBeDefined();
  await page.goto(`/recipes?q=${encodeURIComponent(seeded!.name)}`);

  await cards(page).filter({ hasText: seeded!.name }).first().click();

  await expect(page).toHaveURL(/\/recipes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: seeded!.name })).toBeVisible();
  await expect(page.getByText(/^Recipe by/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute(
    'href',
    '/recipes',
  );
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  expect(await ingredients.getByRole('listitem').count()).toBeGreaterThan(0);
  const steps = page.getByRole('list', { name: 'Instructions' });
  expect(await steps.evaluate((list) => list.tagName)).toBe('OL');
  expect(await steps.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('the creator can edit or delete their recipe, after confirming', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');
  const recipe = await createRecipe(page);

  await page.goto(`/recipes/${recipe.id}`);

  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toContainText(
    ['2 slices bread'],
  );
  await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveText([
    'Toast it.',
  ]);
  await expect(page.getByTestId('recipe-image-placeholder')).toContainText(recipe.name);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/recipes/edit/${recipe.id}`,
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Recipe' });
  await expect(dialog).toContainText('Are you sure you want to delete this recipe?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Box' })).toBeVisible();
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
});

test("another user sees a chef's premium recipe as a Premium Recipe card", async ({
  page,
  browser,
}) => {
  await signIn(page, 'chef@simmer.test');
  const recipe = await createRecipe(page, { isPurchasable: true, price: 9.99 });
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const proPage = await context.newPage();
  await signIn(proPage, 'pro@simmer.test');

  await proPage.goto(`/recipes/${recipe.id}?purchase=success`);

  await expect(proPage.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  const premium = proPage.getByTestId('premium-recipe');
  await expect(premium.getByRole('heading', { name: 'Premium Recipe' })).toBeVisible();
  await expect(premium).toContainText(
    'Purchase this recipe to view its ingredients and instructions.',
  );
  await expect(premium).toContainText('$9.99');
  await expect(premium.getByRole('button', { name: 'Purchase Recipe' })).toBeEnabled();
  await expect(proPage.getByRole('list', { name: 'Ingredients' })).toHaveCount(0);
  await expect(proPage.getByRole('list', { name: 'Instructions' })).toHaveCount(0);
  await expect(
    proPage.getByText('Purchase successful! You now have access to this recipe.'),
  ).toBeVisible();
  await expect(proPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await context.close();

  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('list', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByTestId('premium-recipe')).toHaveCount(0);
});

test('an unknown recipe id shows Recipe not found', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/no-such-recipe');

  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  await expect(
    page.getByText("The recipe you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test('the Recipe Box and a recipe fit a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pro@simmer.test');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  await page.goto('/recipes');

  await expect(cards(page)).toHaveCount(20);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const [first, second] = await cards(page).evaluateAll((nodes) =>
    nodes.slice(0, 2).map((node) => node.getBoundingClientRect().top),
  );
  expect(second!).toBeGreaterThan(first!);

  await cards(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
