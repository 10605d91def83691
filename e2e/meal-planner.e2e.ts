import type { Page } from '@playwright/test';
import { expect, signIn, signUpFresh, test } from './fixtures';
import { cell, fullDay, localDay, origin } from './planner-helpers';

function uniqueWord(prefix: string) {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

async function createRecipe(page: Page, name: string) {
  const response = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'A recipe planned by a browser test.',
      ingredients: [{ name: 'arborio rice', quantity: 1, unit: 'cup' }],
      instructions: ['Stir the rice.'],
      prepTime: 5,
      cookTime: 25,
    },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A day in today's planner week next to today: tomorrow, or yesterday on the week's last day
 * (a new account's week starts on Sunday, so Saturday is its last day).
 */
function neighbourInWeek(): string {
  const isLastDay = new Date().getDay() === 6;
  return localDay(isLastDay ? -1 : 1);
}

// Issue 6's planner journey: add a recipe to tonight, drag it to another day, change its servings,
// delete it.
test('a cook plans a recipe, moves it, changes its servings and deletes it', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'planner' });
  const word = uniqueWord('Planner');
  const name = `${word} Risotto`;
  await createRecipe(page, name);
  const today = localDay();
  const other = neighbourInWeek();
  const card = page.getByRole('button', { name, exact: true });

  await page.goto('/meal-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Today/ })).toHaveAttribute(
    'aria-current',
    'date',
  );

  // Add it to tonight's dinner through the side panel.
  await page.getByRole('button', { name: `Add dinner on ${fullDay(today)}` }).click();
  const panel = page.getByTestId('meal-side-panel');
  await panel.getByLabel('Search recipes').fill(word.toLowerCase());
  await panel.getByRole('button', { name: `Select ${name}` }).click();
  await expect(panel).toBeHidden();
  await expect(cell(page, today, 'dinner').getByRole('button', { name })).toBeVisible();

  // Same day, by mouse: only the type changes.
  const from = (await card.boundingBox())!;
  const lunch = (await cell(page, today, 'lunch').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(lunch.x + lunch.width / 2, lunch.y + lunch.height / 2, { steps: 10 });
  // Let go only once the board has taken the cell under the pointer (its live region says so).
  await expect(page.getByText(`${name} is over Lunch on ${fullDay(today)}.`)).toBeAttached();
  const typeChange = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/meals/'),
  );
  await page.mouse.up();
  expect((await typeChange).ok()).toBeTruthy();
  await expect(cell(page, today, 'lunch').getByRole('button', { name })).toBeVisible();

  // Another day, by keyboard: Space picks it up, an arrow moves it a day, Space drops it.
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(other > today ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByText(`${name} is over Lunch on ${fullDay(other)}.`)).toBeAttached();
  const move = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/meals/'),
  );
  await page.keyboard.press('Space');
  expect((await move).ok()).toBeTruthy();
  await expect(cell(page, other, 'lunch').getByRole('button', { name })).toBeVisible();

  await page.reload();
  await expect(cell(page, other, 'lunch').getByRole('button', { name })).toBeVisible();
  await expect(cell(page, today, 'lunch').getByRole('button', { name })).toHaveCount(0);

  // The edit dialog: servings.
  await card.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('link', { name: 'Start Cook Mode' })).toHaveAttribute(
    'href',
    /\/recipes\/.+\/cook-mode(\?servings=\d+)?$/,
  );
  await dialog.getByRole('textbox', { name: 'Servings' }).fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await card.click();
  await expect(dialog.getByRole('textbox', { name: 'Servings' })).toHaveValue('4');

  // Delete, after confirming.
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText(`Delete ${name} from`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Meal' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("the planner's shopping list button opens the list beside it, from the left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'planner-list' });
  const name = `${uniqueWord('Planner')} Risotto`;
  const recipeId = await createRecipe(page, name);
  const planned = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId, date: localDay(), mealType: 'dinner' },
    headers: origin(),
  });
  expect(planned.status()).toBe(201);

  await page.goto('/meal-planner');
  await expect(cell(page, localDay(), 'dinner').getByRole('button', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Shopping List', exact: true }).click();

  const panel = page.getByRole('dialog', { name: 'Shopping List' });
  await expect(
    panel.getByTestId('grocery-line').filter({ hasText: `For: ${name} (dinner)` }),
  ).toBeVisible();
  // Once it has slid in, its left edge is the window's.
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  expect((await panel.boundingBox())!.width).toBeLessThan(1280 / 2);
  await expect(page).toHaveURL(/\/meal-planner$/);

  await panel.getByRole('button', { name: 'Close shopping list' }).click();
  await expect(panel).toBeHidden();
});

test('the week moves by seven days and shows day cards on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'free@simmer.test');

  await page.goto('/meal-planner');
  const range = page.getByTestId('week-range');
  const thisWeek = await range.textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(range).not.toHaveText(thisWeek!);
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(range).toHaveText(thisWeek!);

  // Today's card is open, with 'Add Meal' defaulting to lunch.
  await expect(page.getByRole('button', { name: /Today/, expanded: true })).toBeVisible();
  await page.getByRole('button', { name: `Add Meal on ${fullDay(localDay())}` }).click();
  const panel = page.getByTestId('meal-side-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Lunch' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the Recipe Wizard offers a free user Pro, and takes a pro user to the wizard', async ({
  page,
}) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/meal-planner');
  await page.getByRole('button', { name: /^Recipe Wizard/ }).click();

  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(
    upgrade.getByText(
      'Get access to our smart recipe wizard and AI-powered meal suggestions with a Pro subscription.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/meal-planner$/);
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await expect(upgrade).toBeHidden();
  await page.getByRole('button', { name: /^Recipe Wizard/ }).click();
  await upgrade.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/pro$/);

  await signIn(page, 'pro@simmer.test');
  await page.goto('/meal-planner');
  await page.getByRole('link', { name: /^Recipe Wizard/ }).click();
  await expect(page).toHaveURL(/\/meal-planner\/wizard$/);
  await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toHaveCount(0);
});

test('Quick Add Meal reads "2 eggs, 250 ml milk, toast" into amounts, and the list shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'quick-add' });
  const today = localDay();

  await page.goto('/meal-planner');
  await page.getByRole('button', { name: `Add breakfast on ${fullDay(today)}` }).click();
  const panel = page.getByTestId('meal-side-panel');
  await panel.getByLabel('Ingredients, separated by commas').fill('2 eggs, 250 ml milk, toast');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(panel.getByTestId('quick-ingredient')).toHaveCount(3);
  await expect(panel.getByRole('textbox', { name: 'Quantity of eggs' })).toHaveValue('2');
  await expect(panel.getByRole('textbox', { name: 'Quantity of milk' })).toHaveValue('250 ml');
  await expect(panel.getByRole('textbox', { name: 'Quantity of toast' })).toHaveValue('1');
  await panel.getByRole('button', { name: 'Increase eggs' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/meals',
  );
  await panel.getByRole('button', { name: 'Save Meal' }).click();
  const meal = (await (await saved).json()) as {
    id: string;
    name: string;
    ingredients: { name: string; quantity: number; unit: string }[];
  };

  expect(meal.name).toBe('eggs, milk, toast');
  expect(meal.ingredients.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([
    ['eggs', 3, 'unit'],
    ['milk', 250, 'milliliter'],
    ['toast', 1, 'unit'],
  ]);
  await expect(
    cell(page, today, 'breakfast').locator(`[data-meal-id="${meal.id}"]`),
  ).toHaveAccessibleName('eggs, milk, toast (quick meal)');
  await page.getByRole('button', { name: 'Shopping List', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Shopping List' });
  await expect(list.getByRole('checkbox', { name: '3 eggs' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: /^1 cup milk$/ })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: '1 toast' })).toBeVisible();
});
