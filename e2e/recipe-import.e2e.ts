import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { renderRecipeCard } from '../apps/server/test/recipe-cards';
import { expectNoA11yViolations } from './axe';
import { expect, liftWithKeyboard, signUpFresh, test } from './fixtures';

/**
 * A recipe site on this machine (the e2e server may fetch 127.0.0.1): path → HTML, or a PNG for
 * paths ending in .png.
 */
async function startRecipeSite(pages: Record<string, string | Buffer>) {
  const server: Server = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    const type = request.url?.endsWith('.png') ? 'image/png' : 'text/html; charset=utf-8';
    response.writeHead(body ? 200 : 404, { 'content-type': type });
    response.end(body ?? '<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function uniqueName(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

function recipePage(name: string, image?: string) {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    // The review drops the sales words a blog adds to a recipe's name.
    name: `${name} (Easy Weeknight Soup!)`,
    author: { '@type': 'Person', name: 'Ana Ruiz' },
    description: 'Sweet roasted tomatoes, blended smooth.',
    prepTime: 'PT15M',
    cookTime: 'PT40M',
    recipeYield: '4 bowls',
    // A plugin's cuisine field holding a food as well: only the cuisine is kept.
    recipeCuisine: 'Soup, Spanish',
    recipeIngredient: [
      '2 pounds ripe tomatoes, halved',
      '1 onion, chopped',
      '3 cups vegetable stock',
    ],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Roast the tomatoes for 30 minutes.' },
      { '@type': 'HowToStep', text: 'Simmer with the onion and stock for 10 minutes.' },
      { '@type': 'HowToStep', text: 'Blend until smooth.' },
    ],
  };
  return `<!doctype html><html><head><title>${name}</title>
${image ? `<meta property="og:image" content="${image}">` : ''}
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><h1>${name}</h1><p>A soup for cold days.</p></body></html>`;
}

const EXTRACTED = 'Recipe successfully extracted! Ready to cook!';
// A page import's first answer may wait for the server's page reader to start (a worker thread).
const PAGE_READ_TIMEOUT = 20_000;

async function openImport(page: Page) {
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Analysis' })).toBeVisible();
}

/** Opens the import screen as a new pro cook and pastes `lines` as the recipe's text. */
async function pasteRecipe(page: Page, prefix: string, lines: string[]) {
  await signUpFresh(page, { role: 'pro', prefix });
  await openImport(page);
  await page.getByText('Text', { exact: true }).click();
  await page.getByLabel('Recipe text').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

async function saveAndOpen(page: Page) {
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe analyzed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
}

test('a recipe page imported from its address, reviewed, changed and saved', async ({ page }) => {
  test.slow();
  const name = uniqueName('Roasted Tomato Soup');
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#c2410c' },
  })
    .png()
    .toBuffer();
  const site = await startRecipeSite({
    '/soup': recipePage(name, '/soup.png'),
    '/soup.png': photo,
  });
  try {
    await signUpFresh(page, { role: 'pro', prefix: 'import-url' });
    await openImport(page);

    await page.getByLabel('Recipe URL').fill('tomato soup');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Valid URL is required for URL mode')).toBeVisible();

    await page.getByLabel('Recipe URL').fill(site.url('/soup'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    // The server's page reader starts its worker thread with the first page it reads.
    await expect(page.getByText(EXTRACTED)).toBeVisible({ timeout: PAGE_READ_TIMEOUT });
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // Where the recipe was read from; every field shown was stated, so none is marked.
    await expect(page.getByTestId('import-read-from')).toHaveText(
      'Read from the recipe data the page publishes.',
    );
    await expect(page.getByTestId('import-guessed-fields')).toHaveCount(0);
    await expect(page.getByLabel('Servings')).toHaveAccessibleDescription('');
    await expect(page.getByLabel('Chef Name')).toHaveValue('Ana Ruiz');
    await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
    await expect(page.getByLabel('Cuisine')).toHaveValue('Spanish');
    await expect(page.getByLabel('Prep Time (minutes)')).toHaveValue('15');
    await expect(page.getByLabel('Cook Time (minutes)')).toHaveValue('40');
    await expect(page.getByLabel('Servings')).toHaveValue('4');
    await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('ripe tomatoes');
    await expect(page.getByLabel('Step 1 minutes')).toHaveValue('30');

    // Change a step, then move the last one up with the keyboard.
    await page
      .getByLabel('Step 1', { exact: true })
      .fill('Roast the tomatoes at 220°C for 30 minutes.');
    const handle = page.getByRole('button', { name: 'Drag to reorder step 3' });
    await liftWithKeyboard(page, handle);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Step 3 is over position 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Step 3 was moved to position 2.')).toBeAttached();
    await page.getByLabel('Step 3 complexity').selectOption('simple');

    // The page's picture is offered and kept; it is also shown with the first step.
    await expect(page.getByRole('button', { name: 'Keep image 1 (main image)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Assign image for step 1' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image for step 1' })
      .getByRole('radio', { name: 'Image 1' })
      .click();
    await expect(page.getByRole('img', { name: 'Image for step 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change image for step 1' })).toBeVisible();

    await saveAndOpen(page);

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The kept picture was fetched by the server and stored with the recipe.
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByText('Ana Ruiz')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
      /^2 lb\s*ripe tomatoes, halved$/,
      /^1\s*onion, chopped$/,
      /^3 cups\s*vegetable stock$/,
    ]);
    await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveText(
      [
        'Roast the tomatoes at 220°C for 30 minutes.',
        'Blend until smooth.',
        'Simmer with the onion and stock for 10 minutes.',
      ],
    );
    const recipeUrl = new URL(page.url()).pathname;

    // The same address again: the recipe already in the box is offered.
    await openImport(page);
    await page.getByLabel('Recipe URL').fill(site.url('/soup'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const duplicate = page.getByTestId('import-duplicate');
    await expect(duplicate).toContainText(`You already have this recipe: ${name}`);
    await expect(duplicate.getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      recipeUrl,
    );

    const history = page.getByRole('region', { name: 'Recent imports' });
    const saved = history.getByRole('listitem', { name });
    await expect(saved).toContainText('Saved');
    await expect(saved.getByRole('link', { name: 'Open recipe' })).toHaveAttribute(
      'href',
      recipeUrl,
    );
  } finally {
    await site.close();
  }
});

test('a page without a recipe says why, with the tips, and Try Again records the retry', async ({
  page,
}) => {
  const site = await startRecipeSite({
    '/blog': '<!doctype html><title>Our holiday</title><p>We went to the sea.</p>',
  });
  try {
    await signUpFresh(page, { role: 'pro', prefix: 'import-fail' });
    await openImport(page);

    await page.getByLabel('Recipe URL').fill(site.url('/blog'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    const error = page.getByTestId('import-error');
    await expect(error).toContainText('Recipe extraction error: No recipe was found on this page', {
      timeout: PAGE_READ_TIMEOUT,
    });
    await expect(error).toContainText(
      'Some sites block extraction: copy the recipe and paste it as text instead',
    );
    const history = page.getByRole('region', { name: 'Recent imports' });
    const failed = history.getByRole('listitem', { name: site.url('/blog') });
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('No recipe was found on this page');

    const retried = page.waitForResponse((response) => response.url().endsWith('/retry'));
    await error.getByRole('button', { name: 'Try Again' }).click();
    expect((await retried).status()).toBe(422);
    await expect(page.getByTestId('import-error')).toContainText(
      'No recipe was found on this page',
    );
    // The retry is the same attempt again, not a second line in the history.
    await expect(history.getByRole('listitem')).toHaveCount(1);

    await failed
      .getByRole('button', { name: `Remove ${site.url('/blog')} from the history` })
      .click();
    await expect(history).toContainText('No imports yet');
  } finally {
    await site.close();
  }
});

test('pasted recipe text is read, reviewed and saved', async ({ page }) => {
  const name = uniqueName('Weeknight Pancakes');
  await pasteRecipe(page, 'import-text', [
    name,
    '',
    'Serves 4',
    'Prep 10 min, cook 15 min',
    '',
    'Ingredients',
    '- 2 cups plain flour',
    '- 2 eggs',
    '- 1 1/2 cups milk',
    '',
    'Method',
    '1. Whisk the flour, eggs and milk into a smooth batter.',
    '2. Cook in a hot buttered pan for 2 minutes a side.',
  ]);

  await expect(page.getByText(EXTRACTED)).toBeVisible();
  await expect(page.getByTestId('import-read-from')).toHaveText('Read from the text you pasted.');
  await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
  await expect(page.getByLabel('Servings')).toHaveValue('4');
  // Each labelled time of the one line, read on its own.
  await expect(page.getByLabel('Prep Time (minutes)')).toHaveValue('10');
  await expect(page.getByLabel('Cook Time (minutes)')).toHaveValue('15');
  await page.getByLabel('Chef Name').fill('Sam');

  await saveAndOpen(page);

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    /^2 cups\s*plain flour$/,
    /^2\s*eggs$/,
    /^1 ½ cups\s*milk$/,
  ]);
  await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(
    2,
  );
});

test('fields the source does not state are marked as filled in, at the field and above the form', async ({
  page,
}) => {
  const name = uniqueName('Plain Rice');
  await pasteRecipe(page, 'import-guessed', [
    name,
    '',
    'Cook time: 20 minutes',
    '',
    'Ingredients',
    '- 1 cup rice',
    '- 2 cups water',
    '',
    'Method',
    '1. Rinse the rice.',
    '2. Simmer it in the water, covered, for 20 minutes.',
  ]);

  await expect(page.getByText(EXTRACTED)).toBeVisible();
  await expect(page.getByTestId('import-guessed-fields')).toHaveText(
    'Not stated by the source, so filled in for you: servings, prep time. Check them before saving.',
  );
  const filledIn = 'Not stated: filled in for you';
  await expect(page.getByLabel('Servings')).toHaveValue('4');
  await expect(page.getByLabel('Servings')).toHaveAccessibleDescription(filledIn);
  await expect(page.getByLabel('Prep Time (minutes)')).toHaveAccessibleDescription(filledIn);
  // The cook time was stated, so it carries no mark.
  await expect(page.getByLabel('Cook Time (minutes)')).toHaveValue('20');
  await expect(page.getByLabel('Cook Time (minutes)')).toHaveAccessibleDescription('');
  await expectNoA11yViolations(page);
});

test('a photo of a recipe card is read and saved', async ({ page }) => {
  test.slow();
  const card = await renderRecipeCard(0, 'clean');
  await signUpFresh(page, { role: 'pro', prefix: 'import-photo' });
  await openImport(page);

  await page.getByLabel('Recipe URL').fill('https://example.com/ignored');
  // The input box's photo picker (the recipe file picker below it has its own).
  await page
    .locator('form input[type="file"]')
    .setInputFiles({ name: 'pancakes.png', mimeType: 'image/png', buffer: card.image });

  // The image is what gets read: the text is cleared and locked.
  await expect(page.getByText('pancakes.png')).toBeVisible();
  await expect(page.getByLabel('Recipe URL')).toBeDisabled();
  await expect(page.getByLabel('Recipe URL')).toHaveValue('');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();

  await expect(page.getByText(EXTRACTED)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-read-from')).toHaveText(
    'Read from the text in your photo: check the amounts and spelling.',
  );
  await expect(page.getByLabel('Recipe Name')).toHaveValue(card.recipe.title);

  await saveAndOpen(page);

  await expect(page.getByRole('heading', { level: 1, name: card.recipe.title })).toBeVisible();
  const ingredients = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
  await expect(ingredients).toHaveCount(card.recipe.ingredients.length);
  await expect(ingredients.first()).toHaveText(/^1 ½ cups\s*plain flour$/);
});

test('without recipe analysis a free cook is offered manual entry or an upgrade', async ({
  page,
}) => {
  await signUpFresh(page, { prefix: 'import-free' });
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'Add Recipe' }).click();

  const dialog = page.getByRole('dialog', { name: 'Recipe analysis is a Pro feature' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pro');
  await expect(page.getByLabel('Recipe URL')).toHaveCount(0);

  await dialog.getByRole('link', { name: 'Manual Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Recipe' })).toBeVisible();
});

test('a changed review asks before it is thrown away, by Cancel or by leaving', async ({
  page,
}) => {
  await signUpFresh(page, { role: 'pro', prefix: 'import-discard' });
  await openImport(page);
  await page.getByText('Text', { exact: true }).click();
  await page
    .getByLabel('Recipe text')
    .fill(
      [
        'Buttered Toast',
        '',
        'Ingredients',
        '- 2 slices bread',
        '- 1 tbsp butter',
        '',
        'Method',
        '1. Toast the bread and butter it.',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(EXTRACTED)).toBeVisible();
  await page.getByLabel('Recipe Name').fill('Better Toast');
  const dialog = page.getByRole('dialog', { name: 'Discard this recipe?' });

  await page.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/recipes\/add$/);
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Better Toast');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();

  await expect(page.getByLabel('Recipe Name')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Analysis' })).toBeVisible();
});
