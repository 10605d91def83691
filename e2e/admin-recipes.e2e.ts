import { request, type APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** A brand-new cook signed in in its own API context, with one private recipe. */
async function cookWithRecipe(
  name: string,
): Promise<{ api: APIRequestContext; email: string; recipeId: string }> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = `recipes-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { email, password: 'e2e-password', name: '' },
    headers: origin(),
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const created = await api.post('/api/recipes', {
    data: {
      name,
      ingredients: [{ name: '2 cups flour' }, { name: 'cucumber' }, { name: 'zorblax' }],
      instructions: ['Mix.'],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { api, email, recipeId: id };
}

test('an admin finds a private recipe, reprocesses its ingredients and sees the count', async ({
  page,
}) => {
  const name = `Admin stew ${Date.now().toString(36)}`;
  const cook = await cookWithRecipe(name);
  try {
    await signIn(page, 'admin@simmer.test');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Recipes' }).click();

    await page.getByRole('textbox', { name: 'Search recipes' }).fill(name.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByText('1 recipe', { exact: true })).toBeVisible();
    await expect(row).toContainText(cook.email);
    await expect(row).toContainText('private');
    await expect(row).toContainText('3 ingredients');
    await expectNoA11yViolations(page);

    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Reprocess ingredients (1)' }).click();

    await expect(page.getByText('Processed 3 of 3 ingredients (2 matched)')).toBeVisible();
    await expect(page.getByText('Recipe ingredients reprocessed successfully')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Reprocess ingredients', exact: true }),
    ).toBeDisabled();

    // The CSV link carries the search.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/recipes/export.csv?q=${encodeURIComponent(name.toUpperCase()).replaceAll('%20', '+')}`,
    );

    await page.getByRole('tab', { name: 'Audit' }).click();
    await page
      .getByRole('combobox', { name: 'Action' })
      .selectOption('recipe.ingredients_reprocessed');
    await expect(page.getByRole('row').filter({ hasText: cook.recipeId }).first()).toContainText(
      'Recipe ingredients reprocessed',
    );

    // Open and edit another cook's private recipe.
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await page.getByRole('textbox', { name: 'Search recipes' }).fill(cook.recipeId);
    await page.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes/${cook.recipeId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto(`/recipes/edit/${cook.recipeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipes/edit/${cook.recipeId}$`));
  } finally {
    await cook.api.dispose();
  }
});

test('on a phone the recipes are cards, and one reprocesses from its card', async ({ page }) => {
  const name = `Phone soup ${Date.now().toString(36)}`;
  const cook = await cookWithRecipe(name);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@simmer.test');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await page.getByRole('textbox', { name: 'Search recipes' }).fill(cook.recipeId);

    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recipes' })).toBeHidden();
    await expect(card).toContainText(cook.email);
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: `Reprocess ingredients of ${name}` }).click();

    await expect(page.getByText('Processed 3 of 3 ingredients (2 matched)')).toBeVisible();
    await expect(page.getByText('Recipe ingredients reprocessed successfully')).toBeVisible();
  } finally {
    await cook.api.dispose();
  }
});
