import { expect, signUpFresh, test } from './fixtures';
import { cell, fullDay, localDay, origin } from './planner-helpers';

// Spec 2 §4/§7: a meal copied to another day with a new type, both kept across a reload, and the
// week's shopping list rebuilt from the planner's header with lines for both meals.

interface GroceryLine {
  name: string;
  sources: { mealId: string; date: string; mealType: string }[];
}

test('a cook copies a dinner to another day as lunch and rebuilds the week’s shopping list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'copy' });
  const name = `cpy${Math.random().toString(36).slice(2, 8)} Risotto`;
  const created = await page.request.post('/api/recipes', {
    data: {
      name,
      servings: 2,
      prepTime: 5,
      cookTime: 20,
      instructions: ['Stir it.'],
      ingredients: [
        { name: 'arborio rice', quantity: 1, unit: 'cup' },
        { name: 'parmesan', quantity: 2, unit: 'ounce' },
      ],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: recipeId } = (await created.json()) as { id: string };

  // A neighbouring day in the week the planner opens on (a new account's week starts on Sunday).
  const today = localDay();
  const other = localDay(new Date().getDay() === 6 ? -1 : 1);
  const weekStart = localDay(-new Date().getDay());
  const weekEnd = localDay(6 - new Date().getDay());
  const planned = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId, date: today, mealType: 'dinner' },
    headers: origin(),
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();
  const { id: originalId } = (await planned.json()) as { id: string };

  await page.goto('/meal-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await cell(page, today, 'dinner').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Copy to another day' }).click();
  const date = dialog.getByLabel('Date');
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(localDay(1));
  await expect(dialog.getByLabel('Meal type')).toHaveValue('dinner');
  await date.fill(other);
  await dialog.getByLabel('Meal type').selectOption('lunch');
  await dialog.getByRole('button', { name: 'Copy Meal' }).click();

  await expect(page.getByText(`Copied to lunch on ${fullDay(other)}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cell(page, other, 'lunch').getByRole('button', { name })).toBeVisible();
  await expect(cell(page, today, 'dinner').getByRole('button', { name })).toBeVisible();

  await page.reload();
  await expect(cell(page, other, 'lunch').getByRole('button', { name })).toBeVisible();
  await expect(cell(page, today, 'dinner').getByRole('button', { name })).toBeVisible();

  const refreshed = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/meals/refresh'),
  );
  await page.getByRole('button', { name: 'Rebuild shopping list for this week' }).click();
  expect((await refreshed).postDataJSON()).toEqual({ start: weekStart, end: weekEnd });
  await expect(page.getByText('Shopping list rebuilt for this week')).toBeVisible();

  const [start, end] = today < other ? [today, other] : [other, today];
  const grocery = await page.request.get(`/api/grocery?start=${start}&end=${end}`);
  expect(grocery.ok()).toBeTruthy();
  const { lines } = (await grocery.json()) as { lines: GroceryLine[] };
  const rice = lines.filter((line) => line.name.includes('arborio rice'));
  const sources = rice.flatMap((line) => line.sources);
  expect(sources.map((source) => source.date).sort()).toEqual([start, end]);
  expect(sources.find((source) => source.date === today)).toMatchObject({
    mealId: originalId,
    mealType: 'dinner',
  });
  expect(sources.find((source) => source.date === other)).toMatchObject({ mealType: 'lunch' });
  expect(new Set(sources.map((source) => source.mealId)).size).toBe(2);
  expect(
    lines.filter((line) => line.name.includes('parmesan')).flatMap((l) => l.sources),
  ).toHaveLength(2);
});

test('a failed copy says why in the dialog, and a placeholder copies with its own type', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { role: 'pro', prefix: 'copy' });
  const today = localDay();
  const other = localDay(new Date().getDay() === 6 ? -1 : 1);
  const planned = await page.request.post('/api/meals', {
    data: { kind: 'placeholder', title: 'Leftovers', date: today, mealType: 'breakfast' },
    headers: origin(),
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();
  await page.route('**/api/meals/*/copy', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Original meal not found' } }),
    }),
  );

  await page.goto('/meal-planner');
  await cell(page, today, 'breakfast')
    .getByRole('button', { name: 'Leftovers (placeholder)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leftovers' });
  await dialog.getByRole('button', { name: 'Copy to another day' }).click();
  await dialog.getByLabel('Date').fill(other);
  await dialog.getByRole('button', { name: 'Copy Meal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Original meal not found');
  await expect(dialog).toBeVisible();

  await page.unroute('**/api/meals/*/copy');
  // Back to the edit form puts the keyboard back on the button that opened the copy form.
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copy to another day' })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Date').fill(other);
  await dialog.getByRole('button', { name: 'Copy Meal' }).click();
  await expect(page.getByText(`Copied to breakfast on ${fullDay(other)}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const copies = (day: string) =>
    cell(page, day, 'breakfast').getByRole('button', { name: 'Leftovers (placeholder)' });
  await expect(copies(other)).toBeVisible();
  await page.reload();
  await expect(copies(other)).toBeVisible();
  await expect(copies(today)).toBeVisible();
});
