import { expect, signIn, test } from './fixtures';

test('a visitor reads the landing page, compares prices, and finds the About and legal pages', async ({
  page,
}) => {
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: /plan your meals in 5 minutes a week/i }),
  ).toBeVisible();
  await expect(page.getByText('grocery savings')).toBeVisible();
  const proPrice = page.getByTestId('pro-price');
  await expect(proPrice).toHaveText('$10');
  const periods = page.getByRole('group', { name: 'Billing period' });
  await periods.getByRole('button', { name: 'Annually' }).click();
  await expect(periods.getByRole('button', { name: 'Annually' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(proPrice).toHaveText('$100');
  await expect(page.getByTestId('pro-base-price')).toHaveText('$200');
  await periods.getByRole('button', { name: 'Monthly' }).click();
  await expect(proPrice).toHaveText('$10');

  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  for (const highlight of ['Smart Planning', 'Effortless Shopping', 'Time-Saving']) {
    await expect(page.getByRole('heading', { name: highlight })).toBeVisible();
  }

  await page.goto('/gdpr');
  await expect(page.getByText('Last updated December 10, 2024')).toBeVisible();
  await expect(page.getByText(/within 30 days/).first()).toBeVisible();
  await expect(page.getByText(/within 72 hours/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /plan your meals/i })).toBeVisible();
});

test('every legal page shows its policy and the same last-updated date', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/gdpr', /GDPR/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated December 10, 2024')).toBeVisible();
  }
});

test('the landing email field keeps the address for sign-up', async ({ page }) => {
  await page.goto('/');

  await page.locator('#hero-email').fill('cook@example.com');
  await page.getByRole('button', { name: 'Get Started Free' }).first().click();

  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSignupEmail'))).toBe(
    'cook@example.com',
  );
});

test('a protected path sends a visitor to /login and remembers where they were going', async ({
  page,
}) => {
  await page.goto('/meal-planner');

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
    '/meal-planner',
  );
});

test('admin-only pages send a signed-in non-admin home', async ({ page }) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/admin');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'hey chef,' })).toBeVisible();
});

test('unknown paths go home, while any path under /recipe/shared/ stays public', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/recipe/shared/abc/def');
  await expect(page).toHaveURL(/\/recipe\/shared\/abc\/def$/);
  // A link that leads nowhere is still shown to a visitor, as the shared page's not-found state.
  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('navigation moves to a bottom bar', async ({ page }) => {
    await signIn(page, 'pro@simmer.test');

    await page.goto('/');

    const bottomBar = page.getByRole('navigation', { name: 'Main' });
    await expect(bottomBar).toBeVisible();
    const box = await bottomBar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800);
    for (const item of ['Cook', 'Shop', 'Plan', 'Recipes', 'Profile']) {
      await expect(bottomBar.getByRole('link', { name: item })).toBeVisible();
    }
    await bottomBar.getByRole('link', { name: 'Plan' }).click();
    await expect(page).toHaveURL(/\/meal-planner$/);
    await expect(page.getByRole('heading', { name: 'Meal Planner' })).toBeVisible();
  });
});

test('desktop shows the top bar, and it is hidden on the sign-in screen', async ({ page }) => {
  await page.goto('/about');
  const topNav = page.getByRole('navigation', { name: 'Main' });
  await expect(topNav).toBeVisible();
  const box = await topNav.boundingBox();
  expect(box!.y).toBeLessThan(80);

  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('the theme toggle switches from system to light to dark and remembers the choice', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAccessibleName(/Theme: System/);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: Light/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: Dark/);
  await page.reload();

  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName(/Theme: Dark/);
});

test('the landing page toggles the theme from the keyboard, and the app keeps the choice', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAccessibleName(/Theme: System/);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName(/Theme: Light/);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName(/Theme: Dark/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName(/Theme: Dark/);
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName(/Theme: Dark/);
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole('main')).toBeFocused();
});

test('the API documentation renders from the OpenAPI document', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/api/docs');

  // The documentation's viewer is a large script that builds the page from the whole document:
  // on a loaded two-core machine it took longer than the usual 5 s (stops 30 and 31).
  await expect(page.getByText('Simmer API').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/health')).toBeVisible();
  expect(errors).toEqual([]);
});
