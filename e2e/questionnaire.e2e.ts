import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './fixtures';

const question = (page: Page, n: number) =>
  expect(page.getByText(`Question ${n} of 9`, { exact: true })).toBeVisible();

test('a visitor answers the questionnaire, previews a week, leaves an email, picks Pro and signs up with the profile saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/questionnaire?utm_source=e2e');

  await question(page, 1);
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Almost every day' }).click();

  await question(page, 2);
  await page.getByRole('button', { name: 'Advanced - Can improvise' }).click();

  await question(page, 3);
  await page.getByRole('checkbox', { name: 'None' }).check();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await question(page, 4);
  // A reload resumes where the visitor was.
  await page.reload();
  await question(page, 4);
  await page
    .getByRole('radiogroup', { name: 'Vegetables' })
    .getByText('Like', { exact: true })
    .click();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await question(page, 5);
  await page.getByRole('button', { name: 'Skip' }).click();

  await question(page, 6);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.getByRole('button', { name: '$15+' }).click();

  await question(page, 7);
  await page.getByRole('button', { name: 'More than an hour' }).click();

  await question(page, 8);
  await page.getByRole('checkbox', { name: 'Snack' }).check();
  await page.getByText('Air Fryer', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Air Fryer' })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await question(page, 9);
  await page.getByRole('button', { name: 'Weekly', exact: true }).click();

  await expect(page).toHaveURL(/\/meal-preview$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Meal Plan' }),
  ).toBeVisible();
  const firstDay = await page.getByTestId('preview-day').textContent();
  expect(firstDay).toMatch(/^Sunday/);
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('preview-day')).toHaveText(/^Monday/);
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Questionnaire' })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Save Your Meal Plan' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save my meal plan' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  const email = `preview-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await dialog.getByLabel('Email').fill(email);
  const saved = page.waitForResponse('**/api/onboarding/preview-leads');
  await dialog.getByRole('button', { name: 'Save my meal plan' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expectNoA11yViolations(page);

  await page.getByTestId('plan-pro').getByRole('button', { name: 'Start Free Trial' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Sign up to start your Pro trial')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('e2e-password');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/pro$/);
  const me = await page.request.get('/api/me');
  const profile = (await me.json()) as {
    persona: string;
    onboardingCompleted: boolean;
    cookingProfile: Record<string, unknown>;
  };
  expect(profile.onboardingCompleted).toBe(true);
  expect(profile.persona).toBe('enthusiast');
  expect(profile.cookingProfile).toMatchObject({
    cookingSkillLevel: 'advanced',
    budgetPerMeal: 20,
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    shoppingFrequency: 'weekly',
    dietaryRestrictions: ['none'],
    foodPreferences: expect.arrayContaining([{ category: 'Vegetables', rating: 1 }]),
    kitchenEquipment: expect.arrayContaining(['Air Fryer']),
  });

  // The previewed week goes into the planner in one click.
  await page.goto('/');
  const card = page.getByTestId('preview-week-card');
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page);
  await card.getByRole('button', { name: 'Add to my planner' }).click();
  await expect(page.getByText(/^Added \d+ meals? to your plan$/)).toBeVisible();
  await expect(card).toBeHidden();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Update Cooking Questionnaire' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await question(page, 1);
  await expect(page.getByRole('button', { name: 'Almost every day', pressed: true })).toBeVisible();
});

test('the preview sends a visitor without answers to the questionnaire', async ({ page }) => {
  await page.goto('/meal-preview');

  await expect(page).toHaveURL(/\/questionnaire$/);
  await question(page, 1);
});

test('the questionnaire fits a 390 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/questionnaire');
  await question(page, 1);
  await page.getByRole('button', { name: 'Rarely - mostly takeout' }).click();
  await page.getByRole('button', { name: 'Beginner - Learning basics' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await question(page, 4);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('questionnaire-390.png'), fullPage: true });
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: '$5-$10' }).click();
  await page.getByRole('button', { name: '15-20 minutes' }).click();
  await question(page, 8);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('meal-planning-390.png'), fullPage: true });
});

test('the preview fits a 390 px phone and falls back to the busy persona on broken session data', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    window.sessionStorage.setItem('persona', 'gourmand');
    window.sessionStorage.setItem('cookingProfile', '{not json');
  });

  await page.goto('/meal-preview');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Personalized Meal Plan' }),
  ).toBeVisible();
  await expect(page.getByText(/as a Busy Professional/)).toBeVisible();
  await expect(page.getByTestId('preview-day')).toHaveText(/^Sunday/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('meal-preview-390.png'), fullPage: true });
});
