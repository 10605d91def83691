import { expectNoA11yViolations } from './axe';
import { expect, signUpFresh, test } from './fixtures';

test('a free user starts the Pro trial through the local provider, cancels at period end and reactivates', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, { prefix: 'billing' });

  // Free: the Recipe Wizard offers the upgrade.
  await page.goto('/meal-planner');
  await page.getByRole('button', { name: /^Recipe Wizard/ }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await upgrade.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/pro$/);

  // The plans, annual billing, then the checkout.
  await expect(page.getByRole('heading', { level: 1, name: 'Simmer Pro' })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('14-day free trial, cancel anytime')).toBeVisible();
  await expect(
    page.getByText('30-day money-back guarantee • No credit card required for trial'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Annually' }).click();
  await expect(page.getByTestId('pro-price')).toHaveText('$100');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();

  // Simmer's own checkout page, clearly test payments.
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_local_/);
  await expect(page.getByText('Test payments')).toBeVisible();
  await expect(page.getByText('14-day free trial')).toBeVisible();
  await expect(page.getByText(/Then \$100\.00 per year/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  // Back on /settings, confirmed by the server.
  await expect(page).toHaveURL(/\/settings\?checkout=success&session_id=cs_local_/);
  await expect(
    page.getByText('Welcome to Simmer Pro! Your 14-day free trial has started.'),
  ).toBeVisible();

  // A Pro feature is unlocked: the Recipe Wizard is a link now, not the upgrade offer.
  await page.goto('/meal-planner');
  await expect(page.getByRole('link', { name: /^Recipe Wizard/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Recipe Wizard/ })).toHaveCount(0);

  // The Subscription tab is filled.
  await page.goto('/profile?tab=subscription');
  const panel = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(panel.getByText('Pro', { exact: true })).toBeVisible();
  await expect(panel.getByText('Trialing', { exact: true })).toBeVisible();
  await expect(panel.getByText('14 trial days left')).toBeVisible();
  await expect(panel.getByText('Next Renewal')).toBeVisible();

  await panel.getByRole('button', { name: 'View Billing History' }).click();
  const history = page.getByRole('dialog', { name: 'Billing History' });
  await expect(history.getByRole('cell', { name: '$0.00' })).toBeVisible();
  await expect(history.getByRole('cell', { name: '$100.00' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Paid' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Upcoming' })).toBeVisible();
  await expectNoA11yViolations(page);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // A coupon: a wrong one says so, a right one shows.
  await panel.getByLabel('Coupon code').fill('NOPE');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('That coupon code is not valid or has expired')).toBeVisible();
  await panel.getByLabel('Coupon code').fill('SIMMER10');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Coupon SIMMER10 (10% off)')).toBeVisible();

  // Cancel at period end, with a confirmation.
  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(confirm.getByLabel(/At the end of the billing period/)).toBeChecked();
  await confirm.getByLabel('Why are you cancelling? (optional)').fill('Just testing');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Cancels at period end')).toBeVisible();
  await expect(panel.getByText('Pro', { exact: true })).toBeVisible();

  // Reactivate.
  await panel.getByRole('button', { name: 'Reactivate subscription' }).click();
  await expect(panel.getByText('Cancels at period end')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(panel.getByText('Trialing', { exact: true })).toBeVisible();
});

test('a visitor’s Pro click on /pricing goes to sign-up with the tier, and a cancelled checkout returns to /pricing', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText(/^Save \d+% with annual billing$/)).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Sign up to start your Pro trial')).toBeVisible();

  await signUpFresh(page, { prefix: 'billing-cancel' });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=cancelled$/);
  await expect(page.getByText(/Checkout cancelled: nothing was charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your current plan' })).toBeVisible();
});

test('a subscriber asks for their money back within 30 days of the first payment', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, { prefix: 'billing-refund' });
  await page.goto('/pro');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(/\/settings\?checkout=success/);

  // Nothing paid during the trial: no refund offered.
  await page.goto('/profile?tab=subscription');
  const panel = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(panel.getByText('Trialing', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);

  // The local provider's test clock ends the trial: the first month is paid.
  await panel.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal/);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'End the current period now' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=subscription$/);
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel.getByText('30-day money-back guarantee')).toBeVisible();
  await expectNoA11yViolations(page);

  await panel.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund and cancel?' });
  await expect(dialog.getByText(/refund your latest payment in full/)).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refund and cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/Your payment has been refunded and your subscription cancelled\. \$10\.00/),
  ).toBeVisible();
  await expect(panel.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(panel.getByText('Free', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'View Billing History' }).click();
  const history = page.getByRole('dialog', { name: 'Billing History' });
  await expect(history.getByRole('cell', { name: 'Refunded' })).toBeVisible();
});
