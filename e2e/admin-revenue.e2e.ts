import { request, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, signUpFresh, test } from './fixtures';

const origin = () => process.env.E2E_BASE_URL!;

/** A brand-new chef (made chef by the demo admin) with one premium recipe at $9.99. */
async function chefWithPremiumRecipe(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  const page = await context.newPage();
  const chef = await signUpFresh(page, { prefix: 'revenue-chef' });
  const admin = await request.newContext({ baseURL: origin() });
  try {
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: 'admin@simmer.test', password: 'simmer-demo' },
      headers: { origin: origin() },
    });
    expect(signedIn.ok()).toBeTruthy();
    const promoted = await admin.post(`/api/admin/users/${chef.id}/set-chef`, {
      headers: { origin: origin() },
    });
    expect(promoted.ok(), await promoted.text()).toBeTruthy();
  } finally {
    await admin.dispose();
  }
  const name = `Revenue paella ${Date.now()}`;
  const created = await page.request.post('/api/recipes', {
    data: {
      name,
      prepTime: 10,
      cookTime: 40,
      servings: 2,
      isPurchasable: true,
      price: 9.99,
      ingredients: [{ name: 'bomba rice', quantity: 200, unit: 'g' }],
      instructions: ['Toast the rice.', 'Add the stock and leave it alone.'],
    },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await context.close();
  return { id, name };
}

/** A figure card's amount in cents and its hint, by the card's label. */
async function figure(region: Locator, label: string) {
  const card = region.getByText(label, { exact: true }).locator('..');
  const text = await card.innerText();
  const amount = /-?\$[\d,]+\.\d{2}/.exec(text)?.[0] ?? '';
  return {
    cents: Math.round(Number(amount.replace(/[$,]/g, '')) * 100),
    count: Number(/(\d[\d,]*) sales?\b/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN'),
  };
}

async function openRevenue(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Revenue' }).click();
  const recorded = page.getByRole('region', { name: /^Recorded from/ });
  await expect(recorded.getByText('Recipe sales', { exact: true })).toBeVisible();
  return recorded;
}

test('an admin sees the revenue figures move after a purchase through the local provider', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const recipe = await chefWithPremiumRecipe(browser);
  await signIn(page, 'admin@simmer.test');
  let recorded = await openRevenue(page);
  const before = await figure(recorded, 'Recipe sales');
  const estimate = page.getByRole('region', { name: 'Estimate (now)' });
  await expect(estimate.getByText('Estimated monthly revenue')).toBeVisible();
  await expect(
    estimate.getByText(/active Pro subscriptions? × \$20\.00 \+ \d+ chefs? × \$40\.00/),
  ).toBeVisible();
  await expect(page.getByText('Sign-ups per day', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // A cook buys the recipe with the local provider's test payment.
  const buyerContext = await browser.newContext({ baseURL: origin() });
  const buyer = await buyerContext.newPage();
  await signUpFresh(buyer, { prefix: 'revenue-buyer' });
  await buyer.goto(`/recipes/${recipe.id}`);
  await buyer.getByRole('button', { name: 'Purchase Recipe' }).click();
  await expect(buyer).toHaveURL(/\/billing\/test-checkout\/cs_local_/);
  await buyer.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(
    buyer.getByText('Purchase successful! You now have access to this recipe.'),
  ).toBeVisible();
  await buyerContext.close();

  // The admin's figures moved by at least this sale (other journeys may sell at the same time).
  recorded = await openRevenue(page);
  await expect
    .poll(async () => (await figure(recorded, 'Recipe sales')).cents - before.cents)
    .toBeGreaterThanOrEqual(999);
  const after = await figure(recorded, 'Recipe sales');
  expect(after.count).toBeGreaterThanOrEqual(before.count + 1);
  await expect(page.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();

  // The export is the same range's figures, as an attachment.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = await exportLink.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/revenue\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="simmer-revenue-/);
  const lines = (await csv.text()).trim().split('\n');
  expect(lines[0]).toContain('Recipe sales (cents)');
  const total = lines.at(-1)!.split(',');
  const salesColumn = lines[0]!.split(',').indexOf('Recipe sales (cents)');
  expect(Number(total[salesColumn])).toBeGreaterThanOrEqual(after.cents);
  await expectNoA11yViolations(page);
});

test('a cook sets an Instagram handle on the profile screen; an admin finds them by it and makes them a chef', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const handle = `e2e_rev_${Date.now().toString(36)}`;
  const cookContext = await browser.newContext({ baseURL: origin() });
  const cook = await cookContext.newPage();
  const account = await signUpFresh(cook, { prefix: 'handle' });

  await cook.goto('/profile');
  await expect(cook.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const instagram = cook.getByRole('textbox', { name: 'Instagram handle' });
  await instagram.fill('not a handle!');
  await cook.getByRole('button', { name: 'Save handles' }).click();
  await expect(
    cook.getByText('Instagram handle may hold only letters, digits, dots and underscores'),
  ).toBeVisible();
  await instagram.fill(`@${handle}`);
  await cook.getByRole('textbox', { name: 'TikTok handle' }).fill(`tt.${handle}`);
  await cook.getByRole('button', { name: 'Save handles' }).click();
  await expect(cook.getByText('Social handles saved')).toBeVisible();
  await expectNoA11yViolations(cook);
  await cook.reload();
  await expect(cook.getByRole('textbox', { name: 'Instagram handle' })).toHaveValue(handle);
  await expect(cook.getByRole('textbox', { name: 'TikTok handle' })).toHaveValue(`tt.${handle}`);

  await signIn(page, 'admin@simmer.test');
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Search users' }).fill(handle.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/admin/users/export.csv?q=${handle.toUpperCase()}`,
  );
  await row.getByRole('combobox', { name: `Role of ${account.email}` }).selectOption('chef');
  await expect(page.getByText('User role updated to chef successfully')).toBeVisible();

  const chefProfile = await cook.request.get('/api/chef/profile');
  expect(chefProfile.status()).toBe(200);
  expect(await chefProfile.json()).toMatchObject({ userId: account.id });
  await cookContext.close();
});
