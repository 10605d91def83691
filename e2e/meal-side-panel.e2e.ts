import type { Page, Response } from '@playwright/test';
import { expect, signIn, signUpFresh, test } from './fixtures';
import { fullDay, localDay, mealCard } from './planner-helpers';

interface Meal {
  id: string;
  date: string;
  mealType: string;
  kind: string;
  servings: number;
  recipeId: string | null;
  ingredients: { name: string; quantity: number }[];
}

// A demo chef's recipe, which every account finds, a new one included.
const RECIPE = 'Kung Pao Chicken';

function mealWrite(page: Page, method: string, suffix: string) {
  return page.waitForResponse(
    (response: Response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname.startsWith('/api/meals') &&
      new URL(response.url()).pathname.endsWith(suffix),
  );
}

// Issue 6, the side panel: a recipe found by search (with its details), a placeholder, and the
// placeholder filled by Quick Add with a quantity from the stepper.
test('a cook adds a recipe from the side panel, then fills a placeholder with a quick meal', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'side-panel' });
  const found = await page.request.get('/api/recipes?q=kung%20pao');
  const { recipes } = (await found.json()) as { recipes: { name: string }[] };
  expect(recipes.map((recipe) => recipe.name)).toContain(RECIPE);
  const today = localDay();
  const panel = page.getByTestId('meal-side-panel');

  await page.goto('/meal-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();

  // Tonight's dinner: the panel opens on the cell's day and type.
  await page.getByRole('button', { name: `Add dinner on ${fullDay(today)}` }).click();
  await expect(panel.getByRole('heading', { name: /Add Dinner/ })).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Dinner' })).toBeChecked();
  await expect(panel.getByRole('link', { name: 'Add New Recipe' })).toHaveAttribute(
    'href',
    '/recipes/add',
  );

  await panel.getByLabel('Search recipes').fill('kung pao');
  const option = panel.getByTestId('recipe-option').filter({ hasText: RECIPE });
  await expect(option).toHaveCount(1);
  await expect(option.getByText('spicy', { exact: true })).toBeVisible();
  await expect(
    option.getByRole('link', { name: `Launch cook mode for ${RECIPE}` }),
  ).toHaveAttribute('href', /^\/recipes\/[^/]+\/cook-mode$/);

  // Its details: ingredients first, then steps.
  await option.getByRole('button', { name: `View details of ${RECIPE}` }).click();
  const details = page.getByRole('dialog', { name: RECIPE });
  await expect(details.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(details.getByRole('tabpanel')).toContainText('boneless skinless chicken thighs');
  await details.getByRole('tab', { name: 'Steps' }).click();
  await expect(details.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  const recipeAdded = mealWrite(page, 'POST', '/api/meals');
  await option.getByRole('button', { name: `Select ${RECIPE}` }).click();
  const recipeMeal = (await (await recipeAdded).json()) as Meal;
  expect(recipeMeal).toMatchObject({
    kind: 'recipe',
    date: today,
    mealType: 'dinner',
    servings: 2,
  });
  await expect(panel).toBeHidden();
  await expect(mealCard(page, today, 'dinner', recipeMeal.id)).toHaveAccessibleName(RECIPE);

  // A placeholder for today's snack.
  await page.getByRole('button', { name: `Add snack on ${fullDay(today)}` }).click();
  await expect(panel.getByRole('radio', { name: 'Snack' })).toBeChecked();
  const placeholderAdded = mealWrite(page, 'POST', '/api/meals');
  await panel.getByRole('button', { name: 'Add placeholder' }).click();
  const placeholder = (await (await placeholderAdded).json()) as Meal;
  expect(placeholder).toMatchObject({ kind: 'placeholder', date: today, mealType: 'snack' });
  await expect(panel).toBeHidden();
  const placeholderCard = mealCard(page, today, 'snack', placeholder.id);
  await expect(placeholderCard).toHaveAccessibleName('Snack (placeholder)');

  // Filled by Quick Add: the recipe search steps aside while the ingredients are edited.
  await placeholderCard.click();
  await page
    .getByRole('dialog', { name: 'Snack' })
    .getByRole('button', { name: 'Choose a recipe' })
    .click();
  await expect(panel.getByTestId('current-meal')).toContainText('Snack placeholder');
  await panel.getByLabel('Ingredients, separated by commas').fill('eggs, spinach,, ');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByTestId('quick-ingredient')).toHaveCount(2);
  await expect(panel.getByLabel('Search recipes')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Increase eggs' }).click();
  await panel.getByRole('button', { name: 'Increase eggs' }).click();
  await expect(panel.getByRole('textbox', { name: 'Quantity of eggs' })).toHaveValue('3');
  await expect(panel.getByRole('button', { name: 'Decrease spinach' })).toBeDisabled();
  const newIngredient = panel.getByPlaceholder('Press Enter to add a new ingredient...');
  await newIngredient.fill('feta');
  await newIngredient.press('Enter');
  await expect(panel.getByTestId('quick-ingredient')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Remove feta' }).click();
  await expect(panel.getByTestId('quick-ingredient')).toHaveCount(2);

  const converted = mealWrite(page, 'PUT', '/content');
  await panel.getByRole('button', { name: 'Save Meal' }).click();
  const quickMeal = (await (await converted).json()) as Meal;
  expect(quickMeal).toMatchObject({ kind: 'item', date: today, mealType: 'snack' });
  expect(quickMeal.ingredients.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
    { name: 'eggs', quantity: 3 },
    { name: 'spinach', quantity: 1 },
  ]);
  await expect(panel).toBeHidden();
  const quickCard = mealCard(page, today, 'snack', quickMeal.id);
  await expect(quickCard).toHaveAccessibleName(/\(quick meal\)$/);
  await expect(quickCard).toContainText('eggs');

  // Removed from the panel, after confirming.
  await quickCard.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change meal' }).click();
  await panel.getByRole('button', { name: 'Remove Meal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Meal' });
  const removed = mealWrite(page, 'DELETE', quickMeal.id);
  await confirm.getByRole('button', { name: 'Remove Meal' }).click();
  expect((await removed).status()).toBe(204);
  await expect(panel).toBeHidden();
  await expect(quickCard).toHaveCount(0);
});

test('on a phone the panel fills the screen and says when recipes fail to load or to add', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'free@simmer.test');
  const panel = page.getByTestId('meal-side-panel');
  let failRecipes = true;
  await page.route('**/api/recipes?*', (route) =>
    failRecipes ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.route('**/api/meals', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Recipe not found' } }),
        })
      : route.fallback(),
  );

  await page.goto('/meal-planner');
  await page.getByRole('button', { name: `Add Meal on ${fullDay(localDay())}` }).click();
  await expect(panel.getByRole('alert')).toContainText('Failed to load recipes');
  failRecipes = false;
  await panel.getByRole('button', { name: 'Try Again' }).click();
  const option = panel.getByTestId('recipe-option').first();
  await expect(option).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.width).toBe(375);
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await option.getByRole('button', { name: /^Select / }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Failed to add recipe. The recipe may have been deleted or is no longer available.',
  );
  await expect(panel).toBeVisible();

  await panel.getByLabel('Search recipes').fill('zzzz-no-such-recipe');
  await expect(panel.getByText('No recipes match "zzzz-no-such-recipe"')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-panel.png') });
});
