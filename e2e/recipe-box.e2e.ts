import type { Page } from '@playwright/test';
import { expect, signIn, signUpFresh, test, withSilentIntersectionObserver } from './fixtures';

interface CreatedRecipe {
  id: string;
  name: string;
}

/** A word no seeded recipe contains, so a search for it finds only this test's recipe. */
function uniqueWord(prefix: string) {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

async function createRecipe(
  page: Page,
  name: string,
  extra: { tags?: string[] } = {},
): Promise<CreatedRecipe> {
  const response = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'A recipe made by a browser test.',
      ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
      instructions: ['Cook the rice.'],
      prepTime: 5,
      cookTime: 15,
      cuisine: 'Korean',
      tags: extra.tags ?? ['e2e'],
    },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedRecipe;
}

const cards = (page: Page) => page.getByTestId('recipe-card');
/** Category chips are radios drawn as chips: a person clicks the chip's label. */
const categoryChip = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Category' }).getByText(label, { exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });

async function cardNames(page: Page) {
  return cards(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** The time badges of the cards shown, in minutes. */
async function cardMinutes(page: Page) {
  const texts = await cards(page)
    .getByText(/^\d+ mins$/)
    .allTextContents();
  return texts.map((text) => Number.parseInt(text, 10));
}

async function cardDifficulties(page: Page) {
  return cards(page)
    .getByText(/^(easy|medium|hard)$/)
    .allTextContents();
}

/** Waits until cards are shown and every one satisfies the check. */
async function expectEveryCard<T>(read: () => Promise<T[]>, check: (value: T) => boolean) {
  await expect
    .poll(async () => {
      const values = await read();
      return values.length > 0 && values.every(check);
    })
    .toBe(true);
}

test('a search finds a new recipe and the clear button brings the whole list back', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  const word = uniqueWord('Quokka');
  const recipe = await createRecipe(page, `${word} Rice Bowl`);
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20);

  await searchBox(page).fill(word.toLowerCase());

  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(recipe.name);
  await expect(page.getByText('1 recipe(s) found (from 1 loaded)')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`));
  await expect(
    page.getByRole('button', { name: `Remove filter Search: ${word.toLowerCase()}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();

  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\/recipes$/);
});

test('a search nothing matches shows the empty state, and Reset Filters recovers', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto(`/recipes?q=${uniqueWord('nothing')}`);

  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your filters or search term to find what you're looking for."),
  ).toBeVisible();
  await expect(page.getByText('0 recipe(s) found (from 0 loaded)')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(searchBox(page)).toHaveValue('');
});

test('a category chip and a sidebar filter narrow the list, show removable chips and clear', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20);

  await categoryChip(page, 'Quick Meals').click();

  await expect(page).toHaveURL(/category=quickMeals/);
  await expect(page.getByRole('button', { name: 'Remove filter Quick Meals' })).toBeVisible();
  await expectEveryCard(
    () => cardMinutes(page),
    (minutes) => minutes <= 30,
  );

  // The sidebar's boxes show the address's filters, which follow the click a moment later.
  await page.getByRole('checkbox', { name: 'Vegan' }).click();

  await expect(page).toHaveURL(/dietary=vegan/);
  await expect(page.getByRole('button', { name: 'Remove filter Vegan' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  const expected = (await (
    await page.request.get('/api/recipes?category=quickMeals&dietary=vegan&limit=50')
  ).json()) as { recipes: { name: string }[] };
  expect(expected.recipes.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(expected.recipes.map((r) => r.name));

  await page.getByRole('button', { name: 'Remove filter Vegan' }).click();

  await expect(page.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove filter Vegan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove filter Quick Meals' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Easy' }).click();
  await expect(page.getByRole('checkbox', { name: 'Easy' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove filter Easy' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Easy' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(20);

  await page.goBack();

  await expect(page).toHaveURL(/category=quickMeals&difficulty=easy/);
  await expect(page.getByRole('button', { name: 'Remove filter Easy' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Easy' })).toBeChecked();
  await expectEveryCard(
    () => cardDifficulties(page),
    (level) => level === 'easy',
  );
});

test('choosing the same minimum rating again resets it', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');
  await page.goto('/recipes');
  const fourStars = page.getByRole('button', { name: '4+ stars', exact: true });

  await fourStars.click();

  await expect(page).toHaveURL(/minRating=4/);
  await expect(fourStars).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Remove filter 4+ stars' })).toBeVisible();

  await fourStars.click();

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(fourStars).toHaveAttribute('aria-pressed', 'false');
});

test('the time range slider moves by 5 minutes from the keyboard and narrows the list', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20);
  const longest = page.getByRole('slider', { name: 'Longest total time' });

  await longest.focus();
  for (let press = 0; press < 18; press += 1) await page.keyboard.press('ArrowLeft');

  await expect(page).toHaveURL(/maxTime=30/);
  await expect(page.getByRole('button', { name: 'Remove filter Up to 30 mins' })).toBeVisible();
  await expectEveryCard(
    () => cardMinutes(page),
    (minutes) => minutes <= 30,
  );

  // The key presses made one history entry, not eighteen.
  await page.goBack();

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(longest).toHaveAttribute('aria-valuenow', '120');
});

test('a recipe liked from its card shows under Favorites, after a reload too', async ({ page }) => {
  await signIn(page, 'chef@simmer.test');
  const word = uniqueWord('Wombat');
  const recipe = await createRecipe(page, `${word} Porridge`);
  await page.goto(`/recipes?q=${word.toLowerCase()}`);
  const card = cards(page).filter({ hasText: recipe.name });
  const heart = card.getByRole('button', { name: 'Save recipe' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.hover();
  await expect(page.getByRole('tooltip', { name: 'Save recipe' })).toBeVisible();

  await heart.click();

  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.hover();
  await expect(page.getByRole('tooltip', { name: 'Remove from saved' })).toBeVisible();
  await categoryChip(page, 'Favorites').click();
  await expect(page).toHaveURL(/category=favorites/);
  await expect(card).toHaveCount(1);
  await page.reload();
  await expect(card).toHaveCount(1);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await heart.click();

  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
});

test('a save the server refuses is undone with a toast; so is a failed share', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');
  const recipe = await createRecipe(page, `${uniqueWord('Refused')} Soup`);
  await page.route('**/api/recipes/*/save', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'An unexpected error occurred' } },
    }),
  );
  await page.route('**/api/recipes/*/shares', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'An unexpected error occurred' } },
    }),
  );
  await page.goto(`/recipes/${recipe.id}`);
  const heart = page.getByRole('button', { name: 'Save recipe' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();

  await expect(page.getByText('Failed to save recipe')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Share' }).click();

  await expect(page.getByText('Failed to share recipe')).toBeVisible();
});

test('the detail page saves, shares a copied link, and offers cook mode and the planner', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: process.env.E2E_BASE_URL,
  });
  // Without a share sheet (as on most desktops) the link is copied instead.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const page = await context.newPage();
  await signIn(page, 'pro@simmer.test');
  const recipe = await createRecipe(page, `${uniqueWord('Share')} Noodles`);
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();

  await expect(page.getByText('Share link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/recipe/shared/[^/]+/${recipe.id}$`));

  const heart = page.getByRole('button', { name: 'Save recipe' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByRole('link', { name: 'Cook Mode' })).toHaveAttribute(
    'href',
    `/recipes/${recipe.id}/cook-mode`,
  );
  await page.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
  await expect(dialog.getByLabel('Date')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Meal type' })).toHaveValue('Dinner');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();
});

test('on a phone the filter drawer applies its filters only on Apply Filters', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pro@simmer.test');
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole('checkbox', { name: 'Hard' })).toBeHidden();

  await page.getByRole('button', { name: 'Filters' }).click();

  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByText('Refine your recipe search')).toBeVisible();
  await drawer.getByRole('checkbox', { name: 'Medium' }).check();
  await drawer.getByRole('checkbox', { name: 'Hard' }).check();
  await drawer.getByRole('button', { name: 'Reset All' }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Medium' })).not.toBeChecked();
  await drawer.getByRole('checkbox', { name: 'Hard' }).check();
  await expect(page).toHaveURL(/\/recipes$/);
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/difficulty=hard/);
  await expect(page.getByRole('button', { name: 'Remove filter Hard' })).toBeVisible();
  await expectEveryCard(
    () => cardDifficulties(page),
    (level) => level === 'hard',
  );

  await page.getByRole('button', { name: /^Sort/ }).click();
  // Choosing closes the popover at once.
  await page.getByRole('radio', { name: 'Quickest first' }).click();

  await expect(page).toHaveURL(/sort=time-asc/);
  const expected = (await (
    await page.request.get('/api/recipes?difficulty=hard&sort=time-asc&limit=20')
  ).json()) as { recipes: { name: string; totalTime: number }[] };
  await expect.poll(() => cardNames(page)).toEqual(expected.recipes.map((r) => r.name));
  const minutes = await cardMinutes(page);
  expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Recipe Box counts every match, per category too, and loads more when scrolled to the end', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'box-counts' });
  const word = uniqueWord('Numbat');
  for (let index = 0; index < 25; index += 1) {
    await createRecipe(page, `${word} Bowl ${index + 1}`, {
      tags: index < 3 ? ['breakfast'] : ['e2e'],
    });
  }
  const nextPages: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/recipes\?.*cursor=20/.test(request.url())) nextPages.push(request.url());
  });

  await page.goto(`/recipes?q=${word.toLowerCase()}`);

  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText('25 recipe(s) found (from 20 loaded)')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All 25 recipes' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Breakfast 3 recipes' })).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Dinner 0 recipes' })).toBeAttached();
  expect(nextPages).toEqual([]);

  // Half the Load More row in view is enough: no click.
  await page.getByTestId('recipe-list-sentinel').scrollIntoViewIfNeeded();

  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByText('25 recipe(s) found (from 25 loaded)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Recipes' })).toHaveCount(0);
  expect(nextPages).toHaveLength(1);

  await categoryChip(page, 'Breakfast').click();

  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('3 recipe(s) found (from 3 loaded)')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All 25 recipes' })).not.toBeChecked();
});

test('Load More still loads the next page with a click', async ({ page }) => {
  // A browser whose IntersectionObserver never reports: the button is the only way on.
  await withSilentIntersectionObserver(page);
  await signIn(page, 'pro@simmer.test');
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20);

  await page.getByRole('button', { name: 'Load More Recipes' }).click();

  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
});

test('on the Recipe Box only Recipes is marked as the current page, even when Cook links there', async ({
  page,
}) => {
  // A new user has no meal planned, so Cook leads to the Recipe Box too.
  await signUpFresh(page, { prefix: 'box-nav' });

  await page.goto('/recipes');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/recipes');
  await expect(nav.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Cook' })).not.toHaveAttribute('aria-current');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await nav.getByRole('link', { name: 'Plan' }).click();
  await expect(nav.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('when the counts cannot be had, the Recipe Box counts what it loaded instead of waiting', async ({
  page,
}) => {
  await page.route('**/api/recipes/counts**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    }),
  );
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes');

  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText('20 recipe(s) found (from 20 loaded)')).toBeVisible();
  await expect(page.getByText('Counting recipes…')).toHaveCount(0);
});
