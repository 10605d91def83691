import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, signUpFresh, test } from './fixtures';

const origin = () => process.env.E2E_BASE_URL!;

/** The demo admin, through the API as the admin screens will call it (ADR 0023). */
async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: origin() });
  const signedIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: 'admin@simmer.test', password: 'simmer-demo' },
    headers: { origin: origin() },
  });
  expect(signedIn.ok()).toBeTruthy();
  return admin;
}

/** A brand-new chef in their own browser context, with one premium recipe at $9.99. */
async function chefWithPremiumRecipe(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  const page = await context.newPage();
  const chef = await signUpFresh(page, { prefix: 'purchase-chef' });
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
  const name = `Saffron risotto ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'A slow risotto with saffron.',
      prepTime: 10,
      cookTime: 35,
      servings: 2,
      isPurchasable: true,
      price: 9.99,
      ingredients: [{ name: 'arborio rice', quantity: 200, unit: 'g' }],
      instructions: ['Toast the rice in butter.', 'Add the saffron stock a ladle at a time.'],
    },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { page, context, id, name };
}

async function expectLocked(page: Page) {
  const card = page.getByTestId('premium-recipe');
  await expect(card.getByRole('heading', { name: 'Premium Recipe' })).toBeVisible();
  await expect(
    card.getByText('Purchase this recipe to view its ingredients and instructions.'),
  ).toBeVisible();
  await expect(card.getByText('$9.99')).toBeVisible();
  await expect(page.getByText('Toast the rice in butter.')).toHaveCount(0);
}

test('a cook buys a chef’s premium recipe with test payments, an admin refunds it and the lock returns; the chef sees the sale and 70%', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const chef = await chefWithPremiumRecipe(browser);
  const buyer = await signUpFresh(page, { prefix: 'purchase-buyer' });

  // Locked: the Premium Recipe card with the price instead of the ingredients and steps.
  await page.goto(`/recipes/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();
  await expectLocked(page);
  await expectNoA11yViolations(page);

  // The local provider's checkout page, clearly test payments.
  await page.getByRole('button', { name: 'Purchase Recipe' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_local_/);
  await expect(page.getByText('Test payments')).toBeVisible();
  await expect(page.getByRole('heading', { name: chef.name })).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  // Back on the recipe, confirmed by the server: the banner, the ingredients and the steps.
  await expect(page).toHaveURL(new RegExp(`/recipes/${chef.id}\\?purchase=success&pid=`));
  await expect(
    page.getByText('Purchase successful! You now have access to this recipe.'),
  ).toBeVisible();
  await expect(page.getByText('Toast the rice in butter.')).toBeVisible();
  await expect(page.getByTestId('premium-recipe')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The chef sees the sale and their 70% ($6.99 of $9.99).
  await chef.page.goto('/chef/earnings');
  await expect(chef.page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(chef.page.getByText(/Payouts are made by hand once a month/)).toBeVisible();
  const total = chef.page.getByText('Total earnings').locator('..');
  await expect(total.getByText('$6.99')).toBeVisible();
  await expect(total.getByText('1 sale')).toBeVisible();
  const byRecipe = chef.page.getByRole('row', { name: new RegExp(chef.name) });
  await expect(byRecipe.getByRole('cell', { name: '$6.99' })).toBeVisible();
  await expect(chef.page.getByRole('img', { name: /Your earnings per month/ })).toBeVisible();
  await expectNoA11yViolations(chef.page);

  // An admin refunds the purchase from the recipe's Purchases list.
  const adminContext = await browser.newContext({ baseURL: origin() });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin@simmer.test');
  await adminPage.goto(`/recipes/${chef.id}`);
  const purchases = adminPage.getByRole('region', { name: 'Purchases' });
  const row = purchases.getByRole('row', { name: new RegExp(buyer.email) });
  await expect(row.getByText('Completed')).toBeVisible();
  await expectNoA11yViolations(adminPage);
  await row.getByRole('button', { name: `Refund ${buyer.email}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Refund purchase' });
  await dialog.getByLabel('Reason').fill('E2E refund');
  await expectNoA11yViolations(adminPage);
  await dialog.getByRole('button', { name: 'Refund purchase' }).click();
  await expect(row.getByText('Refunded')).toBeVisible();
  await expect(row.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await adminContext.close();

  // The lock returns for the buyer.
  await page.goto(`/recipes/${chef.id}`);
  await expectLocked(page);

  // The chef's earnings show the refund taken back out.
  await chef.page.reload();
  await expect(total.getByText('$0.00')).toBeVisible();
  await expect(total.getByText('1 sale, 1 refunded')).toBeVisible();
  await chef.context.close();
});
