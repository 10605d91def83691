import { expectNoA11yViolations } from './axe';
import { request } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures';

test('the chef calculator shows the earnings only once an email is saved as a lead', async ({
  page,
}) => {
  await page.goto('/chefs?utm_source=e2e&utm_medium=test&utm_campaign=chefs');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Paid to Share Your Recipes' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CookShare revenue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium revenue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Earning Now' }).first()).toHaveAttribute(
    'href',
    '/chefs/signup',
  );
  await expect(page.getByRole('link', { name: 'Schedule a Demo' }).first()).toHaveAttribute(
    'href',
    'https://cal.com/simmer/chef-demo',
  );
  await expect(page.getByText('Payments are monthly.')).toBeVisible();
  // The top navigation is hidden on /chefs (spec 1 §2).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const followers = page.getByLabel('Followers');
  await expect(followers).toHaveValue('10,000');
  await expect(page.getByLabel('Current monthly earnings')).toHaveValue('1,000');
  await expect(page.getByRole('slider', { name: 'Engagement rate' })).toHaveValue('3.5');
  await expect(page.getByRole('slider', { name: 'CookShare percentage' })).toHaveValue('25');
  await expect(page.getByTestId('chef-earnings-results')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await followers.fill('20x000');
  await expect(followers).toHaveValue('20,000');
  const engagement = page.getByRole('slider', { name: 'Engagement rate' });
  await engagement.focus();
  await page.keyboard.press('ArrowRight');
  await expect(engagement).toHaveValue('4');
  const lead = page.waitForResponse(
    (response) => response.url().endsWith('/api/chefs/leads') && response.status() === 201,
  );
  await page.getByLabel('Email').fill(`chef-lead-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Calculate My Earnings' }).click();
  const saved = await (await lead).json();

  // 20,000 × 4% = 800 engaged; 800 × $10 × 70% × 25% = $1,400; 90% of $1,000 = $900.
  expect(saved.calculations).toEqual({
    engagedUsers: 800,
    cookShareRevenue: 1400,
    premiumRevenue: 900,
    totalMonthly: 2300,
  });
  const results = page.getByTestId('chef-earnings-results');
  await expect(results).toBeVisible();
  await expect(results).toContainText('800');
  await expect(results).toContainText('$1,400');
  await expect(results).toContainText('$2,300');
  await expectNoA11yViolations(page);
});

test('the calculator says so when the lead cannot be saved', async ({ page }) => {
  await page.route('**/api/chefs/leads', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  await page.goto('/chefs');

  await page.getByLabel('Email').fill('cook@example.com');
  await page.getByRole('button', { name: 'Calculate My Earnings' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Failed to save your information. Please try again.',
  );
  await expect(page.getByTestId('chef-earnings-results')).toHaveCount(0);
});

test('a visitor is asked to sign in; a signed-in user applies, sees the application pending, then approved', async ({
  page,
}) => {
  await page.goto('/chefs/signup');
  await expect(page.getByText('User must be logged in to become a chef')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expectNoA11yViolations(page);

  await signUpFresh(page, { prefix: 'chef-applicant' });
  await page.goto('/chefs');
  await page.getByRole('link', { name: 'Start Earning Now' }).first().click();
  await expect(page).toHaveURL(/\/chefs\/signup$/);
  await page.getByLabel('Display name').fill('Chef Playwright');
  await page.getByLabel('Bio').fill('Weeknight pasta and quick bakes.');
  await page.getByLabel('Specialties').fill('Pasta, Baking');
  await page.getByLabel('Instagram').fill('@playwright.cooks');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const status = page.getByTestId('chef-application-status');
  await expect(status).toContainText('Your application is pending');
  await expect(status.getByText('pending', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page.getByTestId('chef-application-status')).toContainText('pending');
  await expect(page.getByLabel('Specialties')).toHaveValue('Pasta, Baking');
  await expect(page.getByRole('button', { name: 'Update Application' })).toBeVisible();

  // The admin screen arrives later: an admin approves through the API meanwhile.
  const origin = { origin: process.env.E2E_BASE_URL! };
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await admin.post('/api/auth/sign-in/email', {
      data: { email: 'admin@simmer.test', password: 'simmer-demo' },
      headers: origin,
    });
    const { application } = await (await page.request.get('/api/chefs/application')).json();
    const approved = await admin.post(`/api/admin/chef-applications/${application.id}/approve`, {
      headers: origin,
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();
  } finally {
    await admin.dispose();
  }
  await page.reload();
  await expect(page.getByTestId('chef-application-status')).toContainText(
    'Your application was approved',
  );
  await expect(page.getByRole('button', { name: 'Update Application' })).toHaveCount(0);
});
