import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const DEMO_PASSWORD = 'simmer-demo';

function newEmail() {
  return `cook-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
}

test('a visitor signs up from the landing page email field and lands on the dashboard', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/');

  await page.locator('#hero-email').fill(email);
  await page.getByRole('button', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-good-password');
  const acquisition = page.waitForResponse('**/api/me/acquisition');
  await page.getByRole('button', { name: 'Sign up' }).click();

  expect((await acquisition).status()).toBe(204);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSignupEmail'))).toBeNull();
});

test('a demo user signs in with email and password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await fillCredentials(page, 'free@simmer.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('a wrong password shows a red alert, which clears on switching to sign-up', async ({
  page,
}) => {
  await page.goto('/login');

  await fillCredentials(page, 'admin@simmer.test', 'not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('Incorrect password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a registered email cannot sign up again, and an unknown one cannot sign in', async ({
  page,
}) => {
  await page.goto('/signup');

  await fillCredentials(page, 'chef@simmer.test', 'another-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already registered');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await fillCredentials(page, newEmail(), 'whatever-it-is');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('No account found with this email');
});

test('a protected deep link returns there after sign-in', async ({ page }) => {
  await page.goto('/meal-planner');
  await expect(page).toHaveURL(/\/login$/);

  await fillCredentials(page, 'pro@simmer.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/meal-planner$/);
  await expect(page.getByRole('heading', { name: 'Meal Planner' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
});

test('Start Free Trial asks for an account on the way to Pro checkout, through sign-in or sign-up', async ({
  page,
}) => {
  await page.goto('/');

  await page.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to continue to Pro checkout')).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Sign up to start your Pro trial')).toBeVisible();
  await fillCredentials(page, newEmail(), 'a-good-password');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByRole('heading', { name: 'Simmer Pro' })).toBeVisible();
});

test('a visitor who opened a shared recipe goes back to it after signing in', async ({ page }) => {
  await page.goto('/?recipeId=recipe-7&shareId=share-3');
  await expect(page.getByRole('heading', { level: 1, name: /plan your meals/i })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingShareId')))
    .toBe('share-3');

  await page.getByRole('link', { name: 'Log In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, 'chef@simmer.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/recipe\/shared\/share-3\/recipe-7$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('pendingSharedRecipe'),
      localStorage.getItem('pendingShareId'),
    ]),
  ).toEqual([null, null]);
});

test('the submit button shows Loading... and both buttons wait while busy', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await fillCredentials(page, 'pro@simmer.test', DEMO_PASSWORD);

  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('a network failure says to check the connection, and a new attempt clears it', async ({
  page,
}) => {
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await fillCredentials(page, 'free@simmer.test', DEMO_PASSWORD);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection');
  await page.unroute('**/api/auth/sign-in/email');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('Continue with Google explains when Google sign-in is not configured', async ({ page }) => {
  await page.goto('/signup');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in is not configured on this server.',
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test('a Google sign-in that comes back with an error says so', async ({ page }) => {
  await page.goto('/login?oauth=error&error=access_denied');
  await expect(page.getByRole('alert')).toHaveText('Sign-in cancelled. Please try again');

  await page.goto('/login?oauth=error&error=invalid_code');
  await expect(page.getByRole('alert')).toHaveText('An error occurred during Google sign-in');
});

test('a signed-in user who opens the sign-in screen goes home', async ({ page }) => {
  await signIn(page, 'admin@simmer.test');

  await page.goto('/login');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('Back returns one step, or home when the screen was opened directly', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Back' }).click();

  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form fits the screen and works from the keyboard', async ({ page }) => {
    await page.goto('/login');

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
    await page.keyboard.type('chef@simmer.test');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
  });
});
