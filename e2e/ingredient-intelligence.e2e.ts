import { expect, signIn, test } from './fixtures';

function uniqueName(prefix: string) {
  return `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

// Issue 5's "done when": a recipe typed with free-text ingredient lines shows its aisles and an
// estimated nutrition per serving, scales, and converts between US and metric units.
test('free-text ingredient lines become matched, estimated, scalable ingredients', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pro@simmer.test');
  const name = uniqueName('E2E Garlic Noodles');

  await page.goto('/recipes/new');
  await page.getByLabel('Recipe Name').fill(name);
  await page.getByLabel('Ingredient 1 name').fill('4 cloves garlic, minced');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await page.getByLabel('Ingredient 2 name').fill('1 cup whole milk');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await page.getByLabel('Ingredient 3 name').fill('8 oz spaghetti');
  await page.getByLabel('Step 1', { exact: true }).fill('Cook the spaghetti; toss with the rest.');
  await page.getByRole('textbox', { name: 'Servings' }).fill('2');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  const found = await page.request.get(`/api/recipes?q=${encodeURIComponent(name)}`);
  const { id } = ((await found.json()) as { recipes: { id: string; name: string }[] }).recipes.find(
    (recipe) => recipe.name === name,
  )!;

  await page.goto(`/recipes/${id}`);

  const items = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');
  await expect(items).toHaveText([
    /^4 cloves\s*garlic, minced$/,
    /^1 cup\s*whole milk$/,
    /^8 oz\s*spaghetti$/,
  ]);
  const aisles = page.getByTestId('ingredient-aisles');
  await expect(aisles).toContainText('Produce: garlic');
  await expect(aisles).toContainText('Dairy and Eggs: whole milk');
  await expect(aisles).toContainText('Grains and Pasta: spaghetti');
  const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
  await expect(nutrition.getByText('Estimated', { exact: true })).toBeVisible();
  await expect(nutrition).toContainText('Estimated from 3 of 3 ingredients using USDA data.');

  await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Increase servings' }).click();

  await expect(items).toHaveText([
    /^8 cloves\s*garlic, minced$/,
    /^2 cups\s*whole milk$/,
    /^1 lb\s*spaghetti$/,
  ]);
  const caloriesBefore = await nutrition.locator('dt:text-is("Calories") + dd').textContent();

  // The segmented control's radios are drawn as labels; a person clicks the label.
  await page
    .getByRole('radiogroup', { name: 'Units' })
    .getByText('Metric', { exact: true })
    .click();

  await expect(items.nth(1)).toHaveText(/^475 ml\s*whole milk$/);
  await expect(items.nth(2)).toHaveText(/^455 g\s*spaghetti$/);
  // Per serving, so neither scaling nor units move it.
  await expect(nutrition.locator('dt:text-is("Calories") + dd')).toHaveText(caloriesBefore!);
});
