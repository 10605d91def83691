import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, signUpFresh, test } from './fixtures';
import { categoryNames, moveFirstCategoryDown, origin } from './planner-helpers';

/** An ISO day `days` from today (UTC: the list's range is set by hand, so any day will do). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A recipe of the user's own, with ingredients from more than one aisle. */
async function createRecipe(page: Page): Promise<{ id: string; name: string }> {
  const word = Math.random().toString(36).slice(2, 8);
  const response = await page.request.post('/api/recipes', {
    data: {
      name: `Shopped ${word} Risotto`,
      ingredients: [
        { name: 'arborio rice', quantity: 1, unit: 'cup' },
        { name: 'chicken thighs', quantity: 500, unit: 'g' },
        { name: 'parmesan', quantity: 50, unit: 'g' },
      ],
      instructions: ['Stir the rice.'],
      prepTime: 5,
      cookTime: 25,
    },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function planMeal(page: Page, recipeId: string, date: string, mealType: string) {
  const response = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId, date, mealType },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
}

test('a pro user shops a planned week: merged lines, an added item, ticks and category order kept', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'grocery' });
  const recipe = await createRecipe(page);
  const start = dayFromToday(2);
  const second = dayFromToday(3);
  await planMeal(page, recipe.id, start, 'dinner');
  await planMeal(page, recipe.id, second, 'lunch');

  await page.goto('/grocery-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
  await page.getByRole('button', { name: /change dates/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Date Range' });
  await dialog.getByLabel('Start Date').fill(start);
  await dialog.getByLabel('End Date').fill(second);
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${second}`));
  // The same recipe on two days is one line per ingredient, naming both meals.
  const merged = page
    .getByTestId('grocery-line')
    .filter({ hasText: `For: ${recipe.name} (dinner)` })
    .filter({ hasText: `For: ${recipe.name} (lunch)` });
  await expect(merged.first()).toBeVisible();

  await page.getByText('Enhanced', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Enhanced' })).toBeChecked();
  // Hold the server's answer back a moment to see the item first land under Other.
  let releaseAdd = () => {};
  const addHeld = new Promise<void>((resolve) => (releaseAdd = resolve));
  await page.route('**/api/grocery/items', async (route) => {
    if (route.request().method() === 'POST') await addHeld;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
  const group = (category: string) =>
    page.locator(`[data-testid="grocery-category"][data-category="${category}"]`);
  await expect(group('Other').getByRole('checkbox', { name: /^2 lemon/ })).toBeVisible();
  releaseAdd();
  await expect(group('Produce').getByRole('checkbox', { name: /^2 lemon/ })).toBeVisible();
  await expect(group('Other').getByRole('checkbox', { name: /lemon/ })).toHaveCount(0);
  await page.unroute('**/api/grocery/items');

  const firstLine = merged.first().getByRole('checkbox');
  const ticked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/grocery/items') && response.request().method() === 'PATCH',
  );
  await firstLine.click();
  expect((await ticked).ok()).toBeTruthy();
  await expect(firstLine).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByTestId('grocery-line')
      .filter({ hasText: `For: ${recipe.name} (dinner)` })
      .getByRole('checkbox', { checked: true })
      .first(),
  ).toBeVisible();

  await moveFirstCategoryDown(page);

  const removed = page.waitForResponse((response) =>
    response.url().endsWith('/api/grocery/items/remove'),
  );
  await group('Produce')
    .getByRole('button', { name: /^Remove lemon/ })
    .click();
  expect((await removed).ok()).toBeTruthy();
  await expect(page.getByRole('checkbox', { name: /lemon/ })).toHaveCount(0);
});

test('a free user sees the basic list and the way to Pro', async ({ page }) => {
  await signIn(page, 'free@simmer.test');

  await page.goto('/grocery-list');

  const banner = page.getByRole('link', { name: 'Unlock categories and more with Pro' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', '/pro');
  await expect(page.getByRole('radio', { name: 'Enhanced' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scan a receipt (coming soon)' })).toBeVisible();
});

async function addItems(page: Page, texts: string[]) {
  for (const text of texts) {
    const response = await page.request.post('/api/grocery/items', {
      data: { text },
      headers: origin(),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('a pro user’s first visit opens the categorised list in the spec’s order, one line per food', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'grocery-first' });
  await addItems(page, ['olive oil', '1 ⅓ tbsp salt', 'rice', '1 pinch salt', 'milk', 'onion']);

  await page.goto('/grocery-list');

  await expect(page.getByRole('radio', { name: 'Enhanced' })).toBeChecked();
  await expect(page.getByTestId('grocery-category').first()).toBeVisible();
  expect(await categoryNames(page)).toEqual([
    'Produce',
    'Dairy and Eggs',
    'Grains and Pasta',
    'Herbs and Spices',
    'Oils and Vinegars',
  ]);
  // Tablespoons and a pinch do not add up, so the salt is one line showing both amounts.
  const herbs = page.locator('[data-testid="grocery-category"][data-category="Herbs and Spices"]');
  await expect(herbs.getByTestId('grocery-line')).toHaveCount(1);
  const salt = herbs.getByRole('checkbox', { name: '1 ⅓ tbsp + 1 pinch salt' });
  const ticked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/grocery/items') && response.request().method() === 'PATCH',
  );
  await salt.click();
  expect(await (await ticked).json()).toEqual({ updated: 2 });
  await expect(salt).toBeChecked();
  await expect(herbs.getByRole('button', { name: 'Remove salt' })).toHaveCount(1);

  await page.reload();
  await expect(salt).toBeChecked();
  // The choice of view is remembered on this device.
  await page.getByText('Basic', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expect(page.getByTestId('grocery-category')).toHaveCount(0);
});

test('a category folds away and opens again, from the keyboard too, with its ticks kept', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'grocery-fold' });
  await addItems(page, ['2 onions', '1 lemon', 'milk']);

  await page.goto('/grocery-list');
  const produce = page.locator('[data-testid="grocery-category"][data-category="Produce"]');
  const toggle = produce.getByRole('button', { name: /^Produce/ });
  const lemon = produce.getByRole('checkbox', { name: /lemon/ });
  await lemon.click();
  await expect(lemon).toBeChecked();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(produce.getByTestId('grocery-line')).toHaveCount(2);
  await expect(produce.getByTestId('grocery-line').first()).toBeHidden();
  // Another group is untouched.
  await expect(
    page
      .locator('[data-testid="grocery-category"][data-category="Dairy and Eggs"]')
      .getByRole('checkbox', { name: /milk/ }),
  ).toBeVisible();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(lemon).toBeVisible();
  await expect(lemon).toBeChecked();
});

test('the list exports to the share sheet, the clipboard, a printed page and a text file', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const recorded = window as unknown as { shared: unknown[]; printed: number };
    recorded.shared = [];
    recorded.printed = 0;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        recorded.shared.push(data);
        return Promise.resolve();
      },
    });
    window.print = () => {
      recorded.printed += 1;
    };
  });
  await signUpFresh(page, { role: 'pro', prefix: 'grocery-export' });
  await addItems(page, ['2 lemons', '1 ⅓ tbsp salt', '1 pinch salt']);
  const expected = [
    'Shopping List',
    'Produce\n☐ 2 lemons',
    'Herbs and Spices\n☐ 1 ⅓ tbsp + 1 pinch salt',
  ].join('\n\n');

  await page.goto('/grocery-list');
  await expect(page.getByRole('checkbox', { name: '2 lemons' })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Export' });

  await exportButton.click();
  await page.getByRole('menuitem', { name: 'Share…' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([{ title: 'Shopping List', text: expected }]);

  await exportButton.click();
  await page.getByRole('menuitem', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Shopping list copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await exportButton.click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as text' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(
    /^shopping-list-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.txt$/,
  );
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);

  await exportButton.click();
  await page.getByRole('menuitem', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  const sheet = page.getByTestId('grocery-print-sheet');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Herbs and Spices' })).toBeVisible();
  await expect(sheet).toContainText('1 ⅓ tbsp + 1 pinch salt');
  await expect(page.locator('#root')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root')).toBeVisible();
});

test('without a share sheet the export menu offers the other three', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await signUpFresh(page, { role: 'pro', prefix: 'grocery-noshare' });
  await addItems(page, ['2 lemons']);

  await page.goto('/grocery-list');
  await page.getByRole('button', { name: 'Export' }).click();

  await expect(page.getByRole('menuitem')).toHaveText([
    'Copy to clipboard',
    'Print',
    'Download as text',
  ]);
});
