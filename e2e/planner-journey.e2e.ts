import type { Page } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures';
import { cell, fullDay, localDay, moveFirstCategoryDown, origin } from './planner-helpers';

// Issue 6's browser journey, end to end for one new pro cook: three recipes into the week, one
// dragged to another day, a placeholder filled by quick add, then the shopping list — merged lines
// naming their meals, ticks that survive a reload, and the enhanced view's category order.

async function createRecipe(page: Page, recipe: Record<string, unknown>) {
  const response = await page.request.post('/api/recipes', {
    data: { instructions: ['Cook it.'], prepTime: 5, cookTime: 10, ...recipe },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function addFromPanel(page: Page, day: string, mealType: string, name: string, word: string) {
  await page.getByRole('button', { name: `Add ${mealType} on ${fullDay(day)}` }).click();
  const panel = page.getByTestId('meal-side-panel');
  await panel.getByLabel('Search recipes').fill(word);
  await panel.getByRole('button', { name: `Select ${name}` }).click();
  await expect(panel).toBeHidden();
  await expect(cell(page, day, mealType).getByRole('button', { name })).toBeVisible();
}

test('a new pro cook plans three recipes and a quick meal, then shops one merged list', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'journey' });
  const word = `jrn${Math.random().toString(36).slice(2, 8)}`;
  const names = {
    pancakes: `${word} Pancakes`,
    custard: `${word} Custard`,
    salad: `${word} Salad`,
  };
  await createRecipe(page, {
    name: names.pancakes,
    servings: 2,
    ingredients: [
      { name: 'milk', quantity: 1, unit: 'cup' },
      { name: 'flour', quantity: 1, unit: 'cup' },
      { name: 'eggs', quantity: 2, unit: '' },
    ],
  });
  await createRecipe(page, {
    name: names.custard,
    servings: 2,
    ingredients: [
      { name: 'milk', quantity: 250, unit: 'ml' },
      { name: 'eggs', quantity: 3, unit: '' },
      { name: 'sugar', quantity: 2, unit: 'tablespoon' },
    ],
  });
  await createRecipe(page, {
    name: names.salad,
    servings: 2,
    ingredients: [
      { name: 'lettuce', quantity: 1, unit: '' },
      { name: 'lemon', quantity: 1, unit: '' },
    ],
  });
  // The planner opens on the week holding today; the move goes to a neighbouring day in it.
  const today = localDay();
  const lastWeekday = 6; // a new account's week starts on Sunday
  const other = localDay(new Date().getDay() === lastWeekday ? -1 : 1);

  await page.goto('/meal-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await addFromPanel(page, today, 'breakfast', names.pancakes, word);
  await addFromPanel(page, today, 'lunch', names.custard, word);
  await addFromPanel(page, today, 'dinner', names.salad, word);

  // Drag the salad to the other day with the keyboard: Space lifts, an arrow moves, Space drops.
  // (After the reload the week is settled: no refetch replaces the card while it is held.)
  await page.reload();
  const salad = page.getByRole('button', { name: names.salad, exact: true });
  await salad.focus();
  await page.keyboard.press('Space');
  await expect(salad).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(other > today ? 'ArrowRight' : 'ArrowLeft');
  // Drop only once the board has taken the new cell: a drop before that stays where it was.
  await expect(
    page.getByText(`${names.salad} is over Dinner on ${fullDay(other)}.`),
  ).toBeAttached();
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/meals/'),
  );
  await page.keyboard.press('Space');
  expect((await moved).ok()).toBeTruthy();
  await expect(
    cell(page, other, 'dinner').getByRole('button', { name: names.salad }),
  ).toBeVisible();
  await expect(cell(page, today, 'dinner').getByRole('button', { name: names.salad })).toHaveCount(
    0,
  );

  // A placeholder for today's snack, then filled by quick add.
  const panel = page.getByTestId('meal-side-panel');
  await page.getByRole('button', { name: `Add snack on ${fullDay(today)}` }).click();
  await panel.getByRole('button', { name: 'Add placeholder' }).click();
  await expect(panel).toBeHidden();
  const placeholder = cell(page, today, 'snack').getByRole('button', {
    name: 'Snack (placeholder)',
  });
  await placeholder.click();
  await page
    .getByRole('dialog', { name: 'Snack' })
    .getByRole('button', { name: 'Choose a recipe' })
    .click();
  await panel.getByLabel('Ingredients, separated by commas').fill('eggs, spinach');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByTestId('quick-ingredient')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Save Meal' }).click();
  await expect(panel).toBeHidden();
  await expect(
    cell(page, today, 'snack').getByRole('button', { name: /\(quick meal\)$/ }),
  ).toBeVisible();

  // The shopping list of the planned days.
  const start = other < today ? other : today;
  await page.goto(`/grocery-list?start=${start}&end=${localDay(7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
  const lines = page.getByTestId('grocery-line');
  // A cup of milk and 250 ml of milk are one line, naming both meals.
  const milk = lines
    .filter({ hasText: `For: ${names.pancakes} (breakfast)` })
    .filter({ hasText: `For: ${names.custard} (lunch)` })
    .filter({ has: page.getByRole('checkbox', { name: /milk/ }) });
  await expect(milk).toHaveCount(1);
  // Eggs from two recipes and the quick meal are one line: 2 + 3 + 1.
  const eggs = lines.filter({ has: page.getByRole('checkbox', { name: /^6 eggs/ }) });
  await expect(eggs).toHaveCount(1);
  await expect(eggs).toContainText('(snack)');
  await expect(lines.filter({ hasText: `For: ${names.salad} (dinner)` })).toHaveCount(2);

  for (const line of [milk, eggs]) {
    const ticked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/grocery/items') && response.request().method() === 'PATCH',
    );
    await line.getByRole('checkbox').click();
    expect((await ticked).ok()).toBeTruthy();
    await expect(line.getByRole('checkbox')).toBeChecked();
  }
  await page.reload();
  await expect(milk.getByRole('checkbox')).toBeChecked();
  await expect(eggs.getByRole('checkbox')).toBeChecked();
  await expect(
    lines
      .filter({ hasText: `For: ${names.salad} (dinner)` })
      .first()
      .getByRole('checkbox'),
  ).not.toBeChecked();

  // The enhanced view, by category, reordered with the keyboard and remembered.
  await page.getByText('Enhanced', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Enhanced' })).toBeChecked();
  await moveFirstCategoryDown(page);
});
