import { request, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** A brand-new cook signed in in its own API context (not the page's browser). */
async function newCook(
  prefix: string,
): Promise<{ api: APIRequestContext; id: string; email: string }> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await api.post('/api/auth/sign-up/email', {
    data: { email, password: 'e2e-password', name: '' },
    headers: origin(),
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { user } = (await response.json()) as { user: { id: string } };
  return { api, id: user.id, email };
}

/** Types into the admin's search and waits for the user's row. */
async function findUser(page: Page, query: string, email: string) {
  const search = page.getByRole('textbox', { name: 'Search users' });
  await search.fill(query);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  return row;
}

test('an admin finds a user by Instagram handle and makes them a chef', async ({ page }) => {
  const cook = await newCook('insta');
  const handle = `e2e_${Date.now().toString(36)}`;
  try {
    const saved = await cook.api.patch('/api/me', {
      data: { socialProfiles: { instagram: `@${handle}` } },
      headers: origin(),
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    await signIn(page, 'admin@simmer.test');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const row = await findUser(page, handle.toUpperCase(), cook.email);
    await expect(row).toContainText(handle);
    await expectNoA11yViolations(page);
    await row.getByRole('combobox', { name: `Role of ${cook.email}` }).selectOption('chef');

    await expect(page.getByText('User role updated to chef successfully')).toBeVisible();
    await expect(row.getByText('chef', { exact: true }).first()).toBeVisible();
    const chefProfile = await cook.api.get('/api/chef/profile');
    expect(chefProfile.status()).toBe(200);
    expect(await chefProfile.json()).toMatchObject({ userId: cook.id });

    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('user.role_changed');
    await expect(page.getByRole('row').filter({ hasText: cook.email }).first()).toContainText(
      'Role changed',
    );
    await expectNoA11yViolations(page);
  } finally {
    await cook.api.dispose();
  }
});

test('an admin approves a chef application and resets onboarding', async ({ page }) => {
  const cook = await newCook('applicant');
  try {
    const applied = await cook.api.put('/api/chefs/application', {
      data: {
        displayName: 'Applicant Chef',
        bio: 'Soups.',
        specialties: ['Soups'],
        socialLinks: {},
      },
      headers: origin(),
    });
    expect(applied.ok(), await applied.text()).toBeTruthy();
    await signIn(page, 'admin@simmer.test');
    await page.goto('/admin');

    const row = await findUser(page, cook.email, cook.email);
    await expect(row.getByText('Chef application')).toBeVisible();
    await row.getByRole('button', { name: 'Approve chef' }).click();

    await expect(page.getByText('User role updated to chef successfully')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve chef' })).toHaveCount(0);
    expect((await cook.api.get('/api/chef/profile')).status()).toBe(200);

    await row.getByRole('button', { name: 'Reset onboarding' }).click();
    await expect(page.getByText('Onboarding progress reset successfully')).toBeVisible();

    await row.getByRole('link', { name: `Recipes of ${cook.email}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/recipes/${cook.id}$`));
    await expect(page.getByText('This user has not created any recipe.')).toBeVisible();
  } finally {
    await cook.api.dispose();
  }
});

test('a free user opening /admin is sent home', async ({ page }) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/admin');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});
