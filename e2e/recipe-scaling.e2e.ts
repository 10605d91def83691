import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const ingredientItems = (page: Page) =>
  page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');

const servingsFact = (page: Page) => page.locator('dt:text-is("Servings") + dd');

test('a pro user scales a recipe from 4 to 6 servings and reads it in metric', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');
  const before = await (await page.request.get('/api/me/settings')).json();
  // The demo accounts keep the sign-up default: US measures.
  expect(before.preferences.measurementSystem).toBe('imperial');
  const response = await page.request.post('/api/recipes', {
    data: {
      name: `E2E Pancakes ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      servings: 4,
      ingredients: [
        { name: 'milk', quantity: 1, unit: 'cup' },
        { name: 'flour', quantity: 0.6666666667, unit: 'cup', preparation: 'sifted' },
        { name: 'eggs', quantity: 2, unit: 'large' },
      ],
      instructions: ['Whisk everything together.', 'Fry in a hot pan.'],
    },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(response.status()).toBe(201);
  const recipe = (await response.json()) as { id: string; name: string };

  await page.goto(`/recipes/${recipe.id}`);

  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(ingredientItems(page)).toHaveText([
    /^1 cup\s*milk$/,
    /^⅔ cup\s*flour, sifted$/,
    /^2 large\s*eggs$/,
  ]);
  await expect(servingsFact(page)).toHaveText('4');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  // No figures from the author: nutrition per serving is estimated from the ingredients.
  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition.getByText('Estimated', { exact: true })).toBeVisible();
  await expect(nutrition).toContainText('Estimated from 3 of 3 ingredients using USDA data.');
  const calories = Number(
    (await nutrition.locator('dt:text-is("Calories") + dd').textContent())!.replace(/\D/g, ''),
  );
  expect(calories).toBeGreaterThan(50);

  await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Increase servings' }).click();

  await expect(page.getByRole('textbox', { name: 'Servings' })).toHaveValue('6');
  await expect(servingsFact(page)).toHaveText('6');
  await expect(ingredientItems(page)).toHaveText([
    /^1 ½ cups\s*milk$/,
    /^1 cup\s*flour, sifted$/,
    /^3 large\s*eggs$/,
  ]);

  await page
    .getByRole('radiogroup', { name: 'Units' })
    .getByText('Metric', { exact: true })
    .click();

  await expect(
    page.getByRole('radiogroup', { name: 'Units' }).getByRole('radio', { name: 'Metric' }),
  ).toBeChecked();
  await expect(ingredientItems(page)).toHaveText([
    /^355 ml\s*milk$/,
    /^235 ml\s*flour, sifted$/,
    /^3 large\s*eggs$/,
  ]);

  await page.getByRole('textbox', { name: 'Servings' }).fill('12');

  await expect(servingsFact(page)).toHaveText('12');
  await expect(ingredientItems(page).first()).toHaveText(/^710 ml\s*milk$/);

  await page.getByRole('button', { name: 'Reset' }).click();

  await expect(page.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');
  await expect(servingsFact(page)).toHaveText('4');
  await expect(ingredientItems(page)).toHaveText([
    /^235 ml\s*milk$/,
    /^160 ml\s*flour, sifted$/,
    /^2 large\s*eggs$/,
  ]);
  // The toggle is for this view only: the setting is unchanged.
  const after = await (await page.request.get('/api/me/settings')).json();
  expect(after.preferences.measurementSystem).toBe('imperial');
});

test('a free user cannot scale a recipe and is offered Pro', async ({ page }) => {
  await signIn(page, 'free@simmer.test');
  // Oldest first: a seeded recipe, not one a parallel journey may be deleting.
  const list = await (await page.request.get('/api/recipes?limit=20&sort=oldest')).json();
  const recipe = (list.recipes as { id: string; name: string; isLocked: boolean }[]).find(
    (candidate) => !candidate.isLocked,
  );
  expect(recipe).toBeDefined();

  await page.goto(`/recipes/${recipe!.id}`);

  await expect(page.getByRole('heading', { level: 1, name: recipe!.name })).toBeVisible();
  await expect(ingredientItems(page).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Servings' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase servings' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Decrease servings' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  const upgrade = page.getByRole('link', { name: 'Upgrade to Pro to scale recipes' });
  await expect(upgrade).toHaveAttribute('href', '/pro');
  await expect(page.getByRole('button', { name: 'Increase servings' })).toHaveAccessibleDescription(
    'Upgrade to Pro to scale recipes',
  );
});
