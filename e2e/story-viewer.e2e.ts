import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signUpFresh, test } from './fixtures';
import { fullDay, localDay, origin } from './planner-helpers';

/** "Recipe 3 of 20": where the viewer is. */
const counter = (page: Page) => page.getByText(/^Recipe \d+ of \d+/);
const storyTitle = (page: Page) => page.getByRole('heading', { level: 1 }).getByRole('link');

async function recipeIdShown(page: Page): Promise<string> {
  const href = (await storyTitle(page).getAttribute('href'))!;
  return href.split('/').pop()!;
}

// Issue 18 item 5: flick through the stories, like a recipe, add it to a placeholder.
test('a cook flicks through the story viewer, likes a recipe and plans it', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await signUpFresh(page, { prefix: 'stories' });
  const placeholder = await page.request.post('/api/meals', {
    data: { kind: 'placeholder', date: localDay(1), mealType: 'lunch', title: 'Story lunch' },
    headers: origin(),
  });
  expect(placeholder.ok()).toBeTruthy();
  const { id: placeholderId } = (await placeholder.json()) as { id: string };

  await page.goto('/recipes/discover');

  await expect(counter(page)).toHaveText(/^Recipe 1 of (\d+)/);
  const total = Number((await counter(page).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  // The demo recipes with a short video come first in the feed.
  await expect(page.locator('video[aria-label^="Video of"]')).toHaveCount(1);
  await expectNoA11yViolations(page);

  // The image slides' time is the test's from here.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  // Tapping the left half at the start wraps to the last recipe's last item, an image slide...
  await page.mouse.click(60, 422);
  await expect(counter(page)).toHaveText(new RegExp(`^Recipe ${total} of ${total}`));
  // ...which moves on by itself after 5 seconds, wrapping to the first recipe.
  await page.clock.runFor(4000);
  await expect(counter(page)).toHaveText(new RegExp(`^Recipe ${total} of ${total}`));
  await page.clock.runFor(1100);
  await expect(counter(page)).toHaveText(/^Recipe 1 of /);
  await page.clock.resume();

  // The right half goes on, the keyboard back; past the first recipe's items is the second.
  const first = await storyTitle(page).textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(new RegExp(`^Recipe ${total} of `));
  await page.mouse.click(330, 422);
  await expect(counter(page)).toHaveText(/^Recipe 1 of /);
  await expect(storyTitle(page)).toHaveText(first!);

  // Like the recipe: the heart fills and the server has it saved.
  const recipeId = await recipeIdShown(page);
  await page.getByRole('button', { name: `Like ${first}` }).click();
  await expect(page.getByRole('button', { name: `Unlike ${first}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/recipes/${recipeId}`);
      return ((await response.json()) as { isSaved: boolean }).isSaved;
    })
    .toBe(true);

  // The overview shows the recipe's ingredients and steps.
  await page.getByRole('button', { name: 'Recipe overview' }).click();
  const overview = page.getByRole('dialog', { name: first! });
  await expect(overview.getByRole('tab', { name: 'Ingredients' })).toBeVisible();
  await expectNoA11yViolations(page);
  await overview.getByRole('button', { name: 'Cancel' }).click();

  // Add it to the placeholder of tomorrow.
  await page.getByRole('button', { name: 'Add to meal plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await expect(dialog.getByText('Lunch: Story lunch')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add as New Meal Instead' })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog
    .getByRole('button', { name: `Replace Placeholder Meal: Lunch on ${fullDay(localDay(1))}` })
    .click();

  await expect(page.getByText(`Added ${first} to lunch for placeholder replacement`)).toBeVisible();
  const meals = await page.request.get(`/api/meals?start=${localDay(1)}&end=${localDay(1)}`);
  const planned = ((await meals.json()) as { meals: { id: string; recipeId: string | null }[] })
    .meals;
  expect(planned.find((meal) => meal.id === placeholderId)?.recipeId).toBe(recipeId);

  // With no placeholder left, a day is chosen on the month calendar.
  await page.getByRole('button', { name: 'Add to meal plan' }).click();
  const noPlaceholder = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await noPlaceholder.getByRole('button', { name: 'Choose Date' }).click();
  const chooser = page.getByRole('dialog', { name: 'Select Date for Meal' });
  await expect(chooser.getByLabel('Meal type')).toHaveValue('Dinner');
  await expectNoA11yViolations(page);
  // The calendar opens on this month; a day in the next one is a page further on.
  if (localDay(2).slice(0, 7) !== localDay(0).slice(0, 7)) {
    await chooser.getByRole('button', { name: 'Next month' }).click();
  }
  await chooser.getByRole('button', { name: fullDay(localDay(2)), exact: true }).click();
  await chooser.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await expect(page.getByText(`Added ${first} to dinner on ${fullDay(localDay(2))}`)).toBeVisible();

  // Close goes back to the Recipe Box.
  await page.getByRole('button', { name: 'Close stories' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test('the Recipe Box sends the recipes it shows to the story viewer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpFresh(page, { prefix: 'stories-box' });
  await page.goto('/recipes?q=pasta');
  await expect(page.getByText(/recipe\(s\) found/)).toBeVisible();
  const found = Number((await page.getByText(/recipe\(s\) found/).textContent())!.match(/\d+/)![0]);

  await page.getByRole('button', { name: 'Discover Recipes' }).click();

  await expect(page).toHaveURL(/\/recipes\/discover$/);
  await expect(counter(page)).toHaveText(new RegExp(`^Recipe 1 of ${Math.min(found, 20)}`));
  await expectNoA11yViolations(page);
});

test('with none of its recipes left the viewer says so, and a failing video gives way to pictures', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpFresh(page, { prefix: 'stories-empty' });
  await page.goto('/recipes');
  await page.evaluate(() => sessionStorage.setItem('storyRecipeIds', '["no-such-recipe"]'));

  await page.goto('/recipes/discover');

  await expect(page.getByRole('heading', { name: 'No recipes available' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Add Some Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  await page.evaluate(() => sessionStorage.removeItem('storyRecipeIds'));
  await page.route('**/api/stories', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { recipes: { shortVideoUrl: string | null }[] };
    body.recipes[0]!.shortVideoUrl = '/no-such-video.mp4';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/recipes/discover');

  await expect(page.getByRole('img', { name: /, picture 1 of \d+$/ })).toBeVisible();
  await expect(page.locator('video[aria-label^="Video of"]')).toHaveCount(0);
});

// Under reduced motion a story's video waits for the cook's Play (WCAG 2.2.2, 2.3.3).
test('with reduced motion the story video does not play by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpFresh(page, { prefix: 'stories-still' });
  await page.goto('/recipes/discover');
  const video = page.locator('video[aria-label^="Video of"]');
  await expect(video).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expectNoA11yViolations(page);
});
