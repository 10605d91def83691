import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { localDay, origin } from './planner-helpers';

interface PlannedMeal {
  id: string;
  date: string;
  mealType: string;
  isPlaceholder: boolean;
  recipeId: string | null;
}

/** The wizard's window: today to 7 days ahead (spec 3 §9). */
async function mealsInWindow(page: Page): Promise<PlannedMeal[]> {
  const response = await page.request.get(`/api/meals?start=${localDay()}&end=${localDay(7)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { meals: PlannedMeal[] }).meals;
}

/**
 * Exactly two placeholders in the window: the demo plan's own, topped up with today's breakfast
 * and lunch when an earlier attempt already filled it.
 */
async function twoPlaceholders(page: Page): Promise<PlannedMeal[]> {
  let placeholders = (await mealsInWindow(page)).filter((meal) => meal.isPlaceholder);
  for (const mealType of ['breakfast', 'lunch'].slice(0, Math.max(0, 2 - placeholders.length))) {
    const response = await page.request.post('/api/meals', {
      data: { kind: 'placeholder', date: localDay(), mealType, title: 'Something Italian' },
      headers: origin(),
    });
    expect(response.ok()).toBeTruthy();
  }
  placeholders = (await mealsInWindow(page)).filter((meal) => meal.isPlaceholder);
  expect(placeholders).toHaveLength(2);
  return placeholders;
}

// Issue 16: the Recipe Wizard fills the week's placeholders one by one.
test('a pro cook fills two placeholders with the Recipe Wizard and returns to the planner', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pro@simmer.test');
  const placeholders = await twoPlaceholders(page);

  await page.goto('/meal-planner');
  await page.getByRole('link', { name: 'Recipe Wizard 2 placeholder meals' }).click();

  await expect(page).toHaveURL(/\/meal-planner\/wizard$/);
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Finding recipes for / }),
  ).toBeVisible();
  await expect(page.getByTestId('wizard-progress')).toHaveText('1 of 2 meals');
  await expect(page.getByTestId('wizard-count')).toHaveText(/^\d+ suggestions?$/);
  const first = (await page.getByTestId('wizard-recipe').textContent())!;

  // The overview shows the recipe's ingredients and steps, and adds it.
  await page.getByRole('button', { name: 'Overview' }).click();
  const overview = page.getByRole('dialog', { name: first });
  await expect(overview.getByRole('tab', { name: 'Ingredients' })).toBeVisible();
  await overview.getByRole('tab', { name: 'Steps' }).click();
  await expect(overview.getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await overview.getByRole('button', { name: 'Add to Meal Plan' }).click();

  await expect(page.getByText(`Added ${first} to your meal plan`)).toBeVisible();
  await expect(page.getByTestId('wizard-progress')).toHaveText('2 of 2 meals');

  // Reject the first suggestion of the second meal, then accept the next one.
  const rejected = (await page.getByTestId('wizard-recipe').textContent())!;
  const count = await page.getByTestId('wizard-count').textContent();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('wizard-recipe')).not.toHaveText(rejected);
  await expect(page.getByTestId('wizard-count')).not.toHaveText(count!);
  const second = (await page.getByTestId('wizard-recipe').textContent())!;
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Accept' }).click();

  await expect(page).toHaveURL(/\/meal-planner$/);
  await expect(page.getByText(`Added ${second} to your meal plan`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recipe Wizard', exact: true })).toBeVisible();
  const after = await mealsInWindow(page);
  for (const placeholder of placeholders) {
    const meal = after.find((m) => m.id === placeholder.id);
    expect(meal).toMatchObject({ isPlaceholder: false });
    expect(meal?.recipeId).toBeTruthy();
  }
});

test('the wizard offers a free cook Pro, on the page as from the planner, and its API refuses', async ({
  page,
}) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/meal-planner/wizard');

  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(
    upgrade.getByText(
      'Get access to our smart recipe wizard and AI-powered meal suggestions with a Pro subscription.',
    ),
  ).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pro');
  const refused = await page.request.get('/api/meals/any-meal/suggestions');
  expect(refused.status()).toBe(403);
  await expectNoA11yViolations(page);

  await upgrade.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/meal-planner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
});
