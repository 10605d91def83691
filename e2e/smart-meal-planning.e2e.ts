import type { MealCommandResult } from '@simmer/domain/meal-commands';
import { expect, signIn, test } from './fixtures';
import { localDay, mealCard, origin } from './planner-helpers';

// Issue 16, item 6: Smart Meal Planning reads "add dinner tomorrow with lasagne" and places the
// demo's lasagna; a free account is offered Pro instead.
test('a pro cook plans tomorrow’s dinner by typing it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pro@simmer.test');
  const tomorrow = localDay(1);

  await page.goto('/meal-planner');
  // The first planner of a fresh server run can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible({
    timeout: 20_000,
  });
  const toggle = page.getByRole('button', { name: 'Smart Meal Planning' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByLabel('Tell Simmer what to plan');
  await expect(box).toHaveAttribute('placeholder', "Try: 'add dinner tomorrow'");
  await expect(page.getByRole('button', { name: 'Attach photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Camera' })).toBeVisible();

  await box.fill('add dinner tomorrow with lasagne');
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/meal-commands') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const result = (await response.json()) as MealCommandResult;
  const mealId = result.done[0]!.mealId!;

  const outcome = page.getByTestId('smart-planning-outcome');
  await expect(outcome).toContainText('Successfully added 1 meal(s) to your plan');
  await expect(outcome).toContainText('Classic Lasagna Bolognese');
  await expect(box).toHaveValue('');
  // Tomorrow is on the board, or on next week's when today ends the week.
  const card = mealCard(page, tomorrow, 'dinner', mealId);
  if (!(await card.isVisible())) await page.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('Classic Lasagna Bolognese');

  // The demo account is shared by other journeys: leave its plan as it was.
  const removed = await page.request.delete(`/api/meals/${mealId}`, { headers: origin() });
  expect(removed.status()).toBe(204);
});

test('a free cook is offered Pro for Smart Meal Planning', async ({ page }) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/meal-planner');
  await page.getByRole('button', { name: 'Smart Meal Planning' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(dialog).toContainText(
    'Get access to smart meal planning and recipe suggestions with a Pro subscription.',
  );
  await expect(dialog.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pro');
  await expect(page.getByLabel('Tell Simmer what to plan')).toBeHidden();
});

test('Smart Meal Planning opens and works by keyboard on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pro@simmer.test');

  await page.goto('/meal-planner');
  const toggle = page.getByRole('button', { name: 'Smart Meal Planning' });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  await toggle.focus();
  await page.keyboard.press('Enter');

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByLabel('Tell Simmer what to plan');
  await expect(box).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await box.fill('what should I cook?');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Simmer could not read');
});
