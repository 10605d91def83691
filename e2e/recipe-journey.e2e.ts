import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';

/** A word no other recipe holds, so searching for it finds only this journey's recipe. */
function uniqueWord(prefix: string) {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

async function imageFile(format: 'png' | 'jpeg', name: string, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

// Issue 4's journey, as one cook walks it: create with two images, find it, edit it, like it,
// share it with someone signed out, delete it.
test('a recipe from creation to deletion', async ({ browser }) => {
  test.slow();
  const origin = process.env.E2E_BASE_URL!;
  const context = await browser.newContext({ baseURL: origin });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // Without a share sheet (as on most desktops) Share copies the link.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pro@simmer.test');
  const word = uniqueWord('Journey');
  const name = `${word} Bibimbap`;
  const cards = page.getByTestId('recipe-card');
  const card = cards.filter({ hasText: word });
  const search = page.getByRole('searchbox', { name: 'Search recipes' });

  // Create, with two images.
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await page.getByRole('link', { name: 'Manual Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Recipe' })).toBeVisible();
  await page.getByLabel('Recipe Name').fill(name);
  await page.getByLabel('Description').fill('Rice, vegetables and a fried egg.');
  await page
    .getByLabel('Choose images')
    .setInputFiles([
      await imageFile('png', 'bowl.png', '#e8590c'),
      await imageFile('jpeg', 'egg.jpg', '#fab005'),
    ]);
  await page.getByLabel('Ingredient 1 name').fill('cooked rice');
  await page.getByLabel('Ingredient 1 quantity').fill('2');
  await page.getByLabel('Ingredient 1 unit').fill('cup');
  await page.getByLabel('Step 1', { exact: true }).fill('Warm the rice and top it.');
  await page.getByLabel('Prep Time (minutes)').fill('10');
  await page.getByLabel('Cook Time (minutes)').fill('15');
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByText('Public', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(card).toBeVisible();
  // The card's photo is decorative (the name says what it is), so it has no accessible name.
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\/.+_medium\.jpg$/);

  // Filters and search find it.
  await search.fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await expect(cards).toHaveCount(1);
  await page
    .getByRole('radiogroup', { name: 'Category' })
    .getByText('Quick Meals', { exact: true })
    .click();
  // The filters live in the address, so a box shows its new state once the address changes.
  await page.getByRole('checkbox', { name: 'Easy' }).click();
  await expect(page).toHaveURL(/difficulty=easy/);
  await expect(card).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Easy' }).click();
  await page.getByRole('checkbox', { name: 'Hard' }).click();
  await expect(page).toHaveURL(/difficulty=hard/);
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  // Edit it.
  await search.fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}, image 1 of 2` })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
  const newName = `${word} Dolsot Bibimbap`;
  await page.getByLabel('Recipe Name').fill(newName);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(card).toContainText(newName);

  // Like it from the card; it shows under Favorites.
  await search.fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await expect(cards).toHaveCount(1);
  await card.getByRole('button', { name: 'Save recipe' }).click();
  await expect(card.getByRole('button', { name: 'Save recipe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await page
    .getByRole('radiogroup', { name: 'Category' })
    .getByText('Favorites', { exact: true })
    .click();
  await expect(card).toHaveCount(1);

  // Share it; someone signed out opens the link.
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Share link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const visitorContext = await browser.newContext({ baseURL: origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(visitor.getByText('Warm the rice and top it.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign Up & Save' })).toBeVisible();
  await visitorContext.close();

  // Delete it after the confirmation.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Recipe' });
  await expect(dialog).toContainText('Are you sure you want to delete this recipe?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await search.fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await context.close();
});
