import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';

const origin = () => process.env.E2E_BASE_URL!;
const STEP = 'Fold the saffron into the warm stock.';

/** A brand-new user signed in in their own browser context. */
async function newUser(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: origin() });
  const page = await context.newPage();
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'e2e-password', name: '' },
    headers: { origin: origin() },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { user } = (await response.json()) as { user: { id: string } };
  return { context, page, email, id: user.id };
}

async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: origin() });
  const signedIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: 'admin@simmer.test', password: 'simmer-demo' },
    headers: { origin: origin() },
  });
  expect(signedIn.ok()).toBeTruthy();
  return admin;
}

/** A new chef with one premium recipe ($9.99), made through the API. */
async function premiumRecipe(browser: Browser) {
  const chef = await newUser(browser, 'access-chef');
  const admin = await adminApi();
  try {
    const promoted = await admin.patch(`/api/admin/users/${chef.id}/role`, {
      data: { role: 'chef' },
      headers: { origin: origin() },
    });
    expect(promoted.ok(), await promoted.text()).toBeTruthy();
  } finally {
    await admin.dispose();
  }
  const name = `Granted saffron stew ${Date.now().toString(36)}`;
  const created = await chef.page.request.post('/api/recipes', {
    data: {
      name,
      prepTime: 10,
      cookTime: 40,
      isPurchasable: true,
      price: 9.99,
      ingredients: [{ name: 'saffron', quantity: 1, unit: 'pinch' }],
      instructions: [STEP, 'Simmer for forty minutes.'],
    },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await chef.context.close();
  return { id, name };
}

async function expectLocked(page: Page, recipeId: string, name: string) {
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('premium-recipe')).toBeVisible();
  await expect(page.getByText(STEP)).toHaveCount(0);
}

async function expectOpen(page: Page, recipeId: string, name: string) {
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(STEP)).toBeVisible();
  await expect(page.getByTestId('premium-recipe')).toHaveCount(0);
}

/** Types into a picker and chooses the match. */
async function choose(page: Page, box: string, query: string, match: string) {
  await page.getByRole('textbox', { name: box }).fill(query);
  await page
    .getByRole('list', { name: `${box}: matches` })
    .getByRole('button', { name: `Choose ${match}` })
    .click();
}

test('an admin grants a premium recipe to two users, one opens it, a revoke brings the lock back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const recipe = await premiumRecipe(browser);
  const first = await newUser(browser, 'access-one');
  const second = await newUser(browser, 'access-two');
  try {
    await expectLocked(first.page, recipe.id, recipe.name);

    await signIn(page, 'admin@simmer.test');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Recipe Access' }).click();
    await expect(page.getByRole('heading', { name: 'Grant access' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Granting with nothing chosen says what is missing.
    await page.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByText('A grant requires at least one user and one recipe')).toBeVisible();

    await choose(page, 'Search recipes', recipe.name.toUpperCase(), recipe.name);
    await choose(page, 'Search users to grant', first.email, first.email);
    await choose(page, 'Search users to grant', second.email, second.email);
    const chosen = page.getByText('Users chosen (2)');
    await expect(chosen).toBeVisible();
    await expect(page.getByText('Recipes chosen (1)')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByText('Access granted to 2 users')).toBeVisible();

    // The first user now sees the steps.
    await expectOpen(first.page, recipe.id, recipe.name);
    await expectNoA11yViolations(first.page);

    // The grants of the recipe, then revoke the first user's (asked first).
    await page.getByText('By recipe', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'By recipe' })).toBeChecked();
    await choose(page, 'Grants of recipe', recipe.id, recipe.name);
    await expect(page.getByText('2 grants')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/grants/export.csv?recipeId=${recipe.id}`,
    );
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: `Revoke ${recipe.name} from ${first.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access?' });
    await expect(dialog).toContainText(first.email);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Revoke access' }).click();
    await expect(page.getByText('Access revoked')).toBeVisible();
    await expect(page.getByText('1 grant', { exact: true })).toBeVisible();

    // Check access says why, for each.
    await choose(page, 'User to check', first.email, first.email);
    await choose(page, 'Recipe to check', recipe.id, recipe.name);
    await expect(
      page.getByText(`${first.email} cannot open ${recipe.name}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('It is a premium recipe they have not bought and were not granted'),
    ).toBeVisible();
    await page.getByRole('button', { name: `Check another user than ${first.email}` }).click();
    await choose(page, 'User to check', second.email, second.email);
    await expect(page.getByText(`${second.email} can open ${recipe.name}`)).toBeVisible();
    await expect(page.getByText('An admin granted them access')).toBeVisible();
    await expectNoA11yViolations(page);

    // The lock is back for the first user; the second still opens it.
    await expectLocked(first.page, recipe.id, recipe.name);
    await expectOpen(second.page, recipe.id, recipe.name);

    // The audit trail records the grant and the revoke.
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('recipe_access.revoked');
    await expect(page.getByRole('row').filter({ hasText: first.email }).first()).toContainText(
      'Recipe access revoked',
    );
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
