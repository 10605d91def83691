import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures';

const EXTRACTED = 'Recipe successfully extracted! Ready to cook!';

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

async function createRecipe(page: Page, name: string) {
  const response = await page.request.post('/api/recipes', {
    data: {
      name,
      description: 'Charred corn, lime and chilli.',
      prepTime: 10,
      cookTime: 12,
      servings: 3,
      cuisine: 'Mexican',
      tags: ['street food'],
      ingredients: [
        { name: 'corn cobs', quantity: 4, unit: '' },
        { name: 'mayonnaise', quantity: 2, unit: 'tbsp', preparation: '' },
        { name: 'lime', quantity: 1, unit: '', preparation: 'juiced' },
      ],
      instructions: [
        { text: 'Grill the corn until charred.', estimatedDuration: 12 },
        { text: 'Brush with mayonnaise and lime.', estimatedDuration: 2 },
      ],
    },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function downloaded(download: Download): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
}

/** Picks a file in the import screen's recipe file picker: a download under its own name. */
async function chooseRecipeFile(page: Page, file: Download | { name: string; buffer: Buffer }) {
  const picked =
    'buffer' in file
      ? file
      : { name: file.suggestedFilename(), buffer: await readFile(await file.path()) };
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a recipe file' }).click();
  await (await chooser).setFiles({ ...picked, mimeType: 'application/json' });
}

test('a recipe exported as a file, printed, and imported back through the review', async ({
  page,
}) => {
  test.slow();
  const name = `Elote ${Math.random().toString(36).slice(2, 8)}`;
  await signUpFresh(page, { role: 'pro', prefix: 'recipe-files' });
  const { id } = await createRecipe(page, name);

  // Export from the recipe's page: a schema.org Recipe file named after it.
  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const exporting = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  const download = await exporting;
  expect(download.suggestedFilename()).toBe(`${name.toLowerCase().replace(' ', '-')}.json`);
  const file = await downloaded(download);
  expect(file).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name });

  // The printable page: the recipe alone, and nothing but the recipe on paper.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}/print$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    /^4\s*corn cobs$/,
    /^2 tbsp\s*mayonnaise$/,
    /^1\s*lime, juiced$/,
  ]);
  await expect(page.getByRole('link', { name: 'Recipes', exact: true })).toHaveCount(0);
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A file that is not a recipe file is refused with the reason.
  await page.goto('/recipes/add');
  await chooseRecipeFile(page, { name: 'notes.json', buffer: Buffer.from('my shopping notes') });
  await expect(
    page.getByText('This file is not a recipe file: it could not be read as JSON'),
  ).toBeVisible();

  // The exported file comes back into the review form, filled in.
  await chooseRecipeFile(page, download);
  await expect(page.getByText(EXTRACTED)).toBeVisible();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
  await expect(page.getByLabel('Prep Time (minutes)')).toHaveValue('10');
  await expect(page.getByLabel('Cook Time (minutes)')).toHaveValue('12');
  await expect(page.getByLabel('Servings')).toHaveValue('3');
  await expect(page.getByLabel('Cuisine')).toHaveValue('Mexican');
  await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('corn cobs');
  await expect(page.getByLabel('Step 2 minutes')).toHaveValue('2');
  await page.getByLabel('Recipe Name').fill(`${name} again`);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe analyzed successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} again` })).toBeVisible();

  // The whole box as one file; a file of several recipes lets the user choose which to review.
  await page.goto('/recipes/add');
  const exportingBox = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export all recipes' }).click();
  const box = await exportingBox;
  expect(box.suggestedFilename()).toMatch(/^simmer-recipes-\d{4}-\d{2}-\d{2}\.json$/);
  const graph = (await downloaded(box))['@graph'] as { name: string }[];
  expect(graph.map((recipe) => recipe.name)).toEqual([`${name} again`, name]);

  await chooseRecipeFile(page, box);
  await expect(page.getByText(EXTRACTED)).toBeVisible();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(`${name} again`);
  await page.getByRole('combobox', { name: 'Recipe from this file' }).click();
  await page.getByRole('option', { name: `2. ${name}` }).click();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Recipe from this file' })).toHaveValue(
    `2. ${name}`,
  );

  // The history tells the file imports apart, and shows which one was saved.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const history = page.getByRole('region', { name: 'Recent imports' });
  const saved = history
    .getByRole('listitem', { name: `${name} again` })
    .filter({ has: page.getByText('Saved', { exact: true }) });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`${name.toLowerCase().replace(' ', '-')}.json`);
});
