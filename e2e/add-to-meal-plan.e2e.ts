import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures';
import { localDay, origin } from './planner-helpers';

interface Meal {
  id: string;
  date: string;
  mealType: string;
  kind: string;
  isPlaceholder: boolean;
  recipeId: string | null;
}

async function createRecipe(page: Page): Promise<{ id: string; name: string }> {
  const word = Math.random().toString(36).slice(2, 8);
  const response = await page.request.post('/api/recipes', {
    data: {
      name: `Planned ${word} Frittata`,
      ingredients: [{ name: 'eggs', quantity: 6, unit: '' }],
      instructions: ['Whisk the eggs.', 'Bake until set.'],
      prepTime: 5,
      cookTime: 20,
    },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function mealsOn(request: APIRequestContext, day: string): Promise<Meal[]> {
  const response = await request.get(`/api/meals?start=${day}&end=${day}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { meals: Meal[] }).meals;
}

/** An iCalendar body with its folded lines joined back (RFC 5545 folds at 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

test('a pro user adds a recipe to the plan from its page, fills a placeholder and shares the plan as a calendar', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'add-to-plan' });
  const recipe = await createRecipe(page);
  const today = localDay();
  const tomorrow = localDay(1);

  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await expect(dialog.getByLabel('Date')).toHaveValue(today);
  await expect(dialog.getByLabel('Date')).toHaveAttribute('min', today);
  await expect(dialog.getByRole('combobox', { name: 'Meal type' })).toHaveValue('Dinner');
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: 'Lunch' }).click();
  await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();

  await expect(page.getByText(/^Added to lunch on /)).toBeVisible();
  await expect(dialog).toBeHidden();
  const planned = (await mealsOn(page.request, tomorrow)).find(
    (meal) => meal.mealType === 'lunch' && meal.recipeId === recipe.id,
  );
  expect(planned).toMatchObject({ kind: 'recipe', isPlaceholder: false, date: tomorrow });

  const placeholderResponse = await page.request.post('/api/meals', {
    data: { kind: 'placeholder', date: today, mealType: 'breakfast' },
    headers: origin(),
  });
  expect(placeholderResponse.ok()).toBeTruthy();
  const placeholder = (await placeholderResponse.json()) as Meal;
  await page.reload();
  await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await dialog.getByRole('button', { name: 'Replace Placeholder Meal' }).click();

  await expect(page.getByText(/^Added to breakfast on /)).toBeVisible();
  const filled = (await mealsOn(page.request, today)).find((meal) => meal.id === placeholder.id);
  expect(filled).toMatchObject({ kind: 'recipe', isPlaceholder: false, recipeId: recipe.id });
  await expect(page.getByRole('link', { name: 'Cook' }).first()).toHaveAttribute(
    'href',
    /^\/recipes\/[^/]+\/cook-mode$/,
  );

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section.getByRole('button', { name: 'Create calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const feedPath = new URL(await link.inputValue()).pathname;
  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(unfolded(await feed.text())).toContain(`Lunch: ${recipe.name}`);

  await section.getByRole('button', { name: 'New link' }).click();
  await page
    .getByRole('dialog', { name: 'Make a new calendar link?' })
    .getByRole('button', { name: 'Make new link' })
    .click();
  await expect(link).not.toHaveValue(new RegExp(`${feedPath}$`));
  expect((await page.request.get(feedPath)).status()).toBe(404);
  const newPath = new URL(await link.inputValue()).pathname;
  expect((await page.request.get(newPath)).status()).toBe(200);

  await section.getByRole('button', { name: 'Turn off' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turn off the calendar feed?' });
  await confirm.getByRole('button', { name: 'Turn off' }).click();

  await expect(section.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await page.request.get(newPath)).status()).toBe(404);
});
