import type { Page } from '@playwright/test';
import { expect, signIn, signUpFresh as signUpWithRole, test, totpCode } from './fixtures';

const PASSWORD = 'secret-pass';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function newEmail() {
  return `profile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs up a fresh user through the API; the session cookie lands in the page's context. */
async function signUpFresh(page: Page): Promise<string> {
  const email = newEmail();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(response.ok()).toBeTruthy();
  return email;
}

function signInByApi(page: Page, email: string, password: string) {
  return page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
}

const html = (page: Page) => page.locator('html');

test('a theme chosen in settings applies at once, survives Save and reload, and resets', async ({
  page,
}) => {
  await signUpFresh(page);
  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();

  await theme.getByText('Dark', { exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page
    .getByRole('radiogroup', { name: 'Start of week' })
    .getByText('Monday', { exact: true })
    .click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBeTruthy();
  await page.reload();

  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(
    page.getByRole('radiogroup', { name: 'Start of week' }).getByRole('radio', { name: 'Monday' }),
  ).toBeChecked();

  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset to Defaults?' });
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  const settings = await (await page.request.get('/api/me/settings')).json();
  expect(settings.preferences).toMatchObject({ theme: 'system', startOfWeek: 'sunday' });
});

test('cooking preferences keep edits across sub-tabs and save', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Cooking Preferences' }).click();

  await page.getByText('Vegan', { exact: true }).click();
  await page.getByRole('tab', { name: 'Cuisines' }).click();
  await page
    .getByRole('radiogroup', { name: 'Italian' })
    .getByText('Like', { exact: true })
    .click();
  await page.getByRole('tab', { name: 'Dietary' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'None' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(page.getByText('Preferences saved successfully')).toBeVisible();
  await expect(page.getByText('Preferences saved successfully')).toBeHidden({ timeout: 5000 });
  const profile = await (await page.request.get('/api/me')).json();
  expect(profile.cookingProfile.dietaryRestrictions).toEqual(['vegan']);
  expect(profile.cookingProfile.cuisinePreferences).toContainEqual({
    cuisine: 'Italian',
    rating: 1,
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new user sets a photo, display name and persona, and they persist', async ({ page }) => {
    const email = await signUpFresh(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    const avatarInput = page.locator('input[type="file"]');
    await avatarInput.setInputFiles({
      name: 'cat.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid file type: image/gif. Only JPEG, PNG and WebP images are allowed.',
    );
    await avatarInput.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expect(page.getByText('Profile picture updated')).toBeVisible();
    await expect(page.getByRole('img', { name: email })).toHaveAttribute('src', /^\/media\//);

    await page.getByRole('textbox', { name: 'Display name' }).fill('Sam Cook');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.getByRole('tab', { name: 'Cooking Profile' }).click();
    const patched = page.waitForResponse(
      (r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH',
    );
    await page.getByRole('radio', { name: /Family Cook/ }).click();
    expect((await patched).ok()).toBeTruthy();
    await page.reload();

    await expect(page.getByRole('radio', { name: /Family Cook/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Busy Professional/ })).not.toBeChecked();
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Sam Cook');
  });
});

test('the role checker shows the demo admin as Admin and Pro but not Chef', async ({ page }) => {
  await signIn(page, 'admin@simmer.test');
  await page.goto('/role-checker');

  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro User', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Chef', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '* (all access)' })).toContainText('*');
});

test('the role checker shows a new user as a free user with grouped permissions', async ({
  page,
}) => {
  await page.goto('/role-checker');
  await expect(page.getByText('You are not signed in', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  await signUpFresh(page);
  await page.reload();

  await expect(page.getByText('Not Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Free User', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Chef', { exact: true })).toBeVisible();
  const recipes = page.getByRole('region', { name: 'recipes', exact: true });
  await expect(recipes.getByText('recipes.limit.5', { exact: true })).toBeVisible();
  await expect(recipes.getByText('recipes.create', { exact: true })).toBeVisible();
});

test('deleting the account asks first and for the password, goes home, and the email no longer signs in', async ({
  page,
}) => {
  const email = await signUpFresh(page);
  await page.goto('/profile?tab=account');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const password = dialog.getByRole('textbox', { name: 'Password' });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password');
  await expect(page).toHaveURL(/\/profile/);
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /plan your meals/i })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  const attempt = await signInByApi(page, email, PASSWORD);
  expect(attempt.status()).toBe(401);
  expect((await attempt.json()).error.message).toBe('No account found with this email');
});

test('a user changes their password, signs in with it, and turns two-factor on and off', async ({
  page,
}) => {
  const email = await signUpFresh(page);
  await page.goto('/profile?tab=account');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await passwordDialog.getByRole('textbox', { name: 'New password' }).fill('new-secret-pass');
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordDialog.getByRole('alert')).toHaveText('Incorrect password');
  await passwordDialog.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect((await signInByApi(page, email, 'new-secret-pass')).ok()).toBeTruthy();

  await page.reload();
  await page.getByRole('button', { name: 'Enable' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await twoFactor.getByRole('textbox', { name: 'Password' }).fill('new-secret-pass');
  await twoFactor.getByRole('button', { name: 'Continue' }).click();
  const uri = (await twoFactor.getByText(/^otpauth:\/\//).textContent())!;
  await expect(twoFactor.getByTestId('backup-codes').locator('code')).not.toHaveCount(0);
  const secret = new URL(uri).searchParams.get('secret')!;
  await twoFactor.getByLabel(/6-digit code/).fill(await totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(twoFactor).toBeHidden();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();

  await page.getByRole('button', { name: 'Disable' }).click();
  const disable = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await disable.getByRole('textbox', { name: 'Password' }).fill('new-secret-pass');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
});

test('signing out from the profile goes home and the next sign-in does not return to the profile', async ({
  page,
}) => {
  const email = await signUpFresh(page);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /plan your meals/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('times are shown on the clock chosen in settings: 12-hour by default, 24-hour once saved', async ({
  page,
}) => {
  await signUpWithRole(page, { role: 'pro', prefix: 'clock' });
  const imported = await page.request.post('/api/imports/text', {
    data: {
      text: 'Clock Soup\n\nIngredients\n- 1 onion\n- 1 l stock\n\nMethod\n1. Simmer for 20 minutes.',
    },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(imported.ok(), await imported.text()).toBeTruthy();
  const importedAt = page.getByRole('region', { name: 'Recent imports' }).locator('time');

  await page.goto('/recipes/add');

  await expect(importedAt).toHaveText(/^Today, \d{1,2}:\d{2}\s?[AP]M$/);

  await page.goto('/settings');
  await page
    .getByRole('radiogroup', { name: 'Time format' })
    .getByText('24-hour', { exact: true })
    .click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/settings') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBeTruthy();
  await page.goto('/recipes/add');

  await expect(importedAt).toHaveText(/^Today, \d{2}:\d{2}$/);
});

test.describe('in a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('the planner writes its week and days in the browser’s language, from the chosen first day', async ({
    page,
  }) => {
    await signUpWithRole(page, { prefix: 'locale' });
    const settings = await (await page.request.get('/api/me/settings')).json();
    const updated = await page.request.put('/api/me/settings', {
      data: { ...settings, preferences: { ...settings.preferences, startOfWeek: 'monday' } },
      headers: { origin: process.env.E2E_BASE_URL! },
    });
    expect(updated.ok()).toBeTruthy();

    await page.goto('/meal-planner?week=2026-03-04');

    await expect(page.getByText(/^2\.\s?–\s?8\. März 2026$/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Add dinner on Montag, 2. März' }),
    ).toBeAttached();
  });
});
