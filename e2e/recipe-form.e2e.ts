import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, liftWithKeyboard, signIn, test } from './fixtures';

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

function uniqueName(prefix: string) {
  return `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

async function imageFile(format: 'png' | 'jpeg', name: string, background: string) {
  const buffer = await sharp({
    create: { width: 96, height: 72, channels: 3, background },
  })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

interface ApiRecipe {
  id: string;
  name: string;
  images: { id: string }[];
  instructions: { text: string; estimatedDuration: number; complexity: string }[];
  [field: string]: unknown;
}

async function getRecipe(page: Page, id: string): Promise<ApiRecipe> {
  const response = await page.request.get(`/api/recipes/${id}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiRecipe;
}

/** After a save the form returns to the Recipe Box (spec 2 §2); opens the saved recipe from it. */
async function openFromRecipeBox(page: Page, name: string): Promise<string> {
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByTestId('recipe-card').filter({ hasText: name })).toBeVisible();
  const found = await page.request.get(`/api/recipes?q=${encodeURIComponent(name)}`);
  const id = ((await found.json()) as { recipes: ApiRecipe[] }).recipes.find(
    (r) => r.name === name,
  )!.id;
  await page.goto(`/recipes/${id}`);
  return id;
}

/** Creates a recipe through the API as the user signed in on the page. */
async function createRecipe(page: Page, extra: Record<string, unknown> = {}): Promise<ApiRecipe> {
  const response = await page.request.post('/api/recipes', {
    data: {
      name: uniqueName('E2E Form'),
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
      instructions: ['Toast it.'],
      ...extra,
    },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiRecipe;
}

const ingredient = (page: Page, position: number) =>
  page.getByRole('listitem', { name: `Ingredient ${position}`, exact: true });
const step = (page: Page, position: number) => page.getByLabel(`Step ${position}`, { exact: true });

test('a pro user creates a recipe with two images and every section filled', async ({ page }) => {
  test.slow();
  await signIn(page, 'pro@simmer.test');
  const name = uniqueName('E2E Shakshuka');
  const images = [
    await imageFile('png', 'pan.png', '#e8590c'),
    await imageFile('jpeg', 'plate.jpg', '#2b8a3e'),
  ];
  // Holds each upload briefly, so the progress a user would see on a slow line is visible.
  await page.route('**/api/recipes/*/images', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto('/recipes/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Recipe' })).toBeVisible();
  await page.getByLabel('Recipe Name').fill(name);
  await page.getByLabel('Description').fill('Eggs poached in a spiced tomato sauce.');
  await page.getByLabel('Choose images').setInputFiles(images);
  await expect(page.getByRole('list', { name: 'Recipe images' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByText('2 / 5')).toBeVisible();

  await ingredient(page, 1).getByLabel('Ingredient 1 name').fill('eggs');
  await ingredient(page, 1).getByLabel('Ingredient 1 quantity').fill('4');
  await ingredient(page, 1).getByLabel('Ingredient 1 unit').fill('large');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(page.getByLabel('Ingredient 2 name')).toBeFocused();
  await page.getByLabel('Ingredient 2 name').fill('tomatoes');
  await page.getByLabel('Ingredient 2 quantity').fill('400');
  await page.getByLabel('Ingredient 2 unit').fill('g');
  await page.getByLabel('Ingredient 2 preparation').fill('crushed');

  await step(page, 1).fill('Simmer the tomatoes with cumin.');
  await page.getByLabel('Step 1 minutes').fill('15');
  await page.getByLabel('Step 1 complexity').selectOption('simple');
  await page.getByRole('button', { name: 'Add Step' }).click();
  await step(page, 2).fill('Crack in the eggs and cover.');
  await page.getByLabel('Step 2 minutes').fill('8');

  await page.getByLabel('Prep Time (minutes)').fill('10');
  await page.getByLabel('Cook Time (minutes)').fill('25');
  await page.getByRole('textbox', { name: 'Servings' }).fill('2');
  await page.getByLabel('Cuisine').selectOption('Middle Eastern');
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel('Tags').fill('brunch, eggs, , spicy ');
  await page.getByText('Public', { exact: true }).click();
  await page.getByLabel('Calories').fill('320');
  await page.getByLabel('Protein (g)').fill('18');
  await page.getByLabel('Carbohydrates (g)').fill('20');
  await page.getByLabel('Fat (g)').fill('17');
  await page.getByLabel('Fiber (g)').fill('5');
  await expect(page.getByRole('heading', { name: 'Selling' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByText(/Uploading image [12] of 2\.\.\./)).toBeVisible();
  const id = await openFromRecipeBox(page, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}, image 1 of 2` })).toBeVisible();
  // The detail page reads amounts in the user's measurement system: US measures for this user.
  await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    /4 large\s*eggs/,
    /14 oz\s*tomatoes, crushed/,
  ]);
  await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveText([
    'Simmer the tomatoes with cumin.',
    'Crack in the eggs and cover.',
  ]);
  const saved = await getRecipe(page, id);
  expect(saved).toMatchObject({
    name,
    description: 'Eggs poached in a spiced tomato sauce.',
    prepTime: 10,
    cookTime: 25,
    servings: 2,
    cuisine: 'Middle Eastern',
    difficulty: 'easy',
    tags: ['brunch', 'eggs', 'spicy'],
    visibility: 'public',
    nutritionalInfo: { calories: 320, protein: 18, carbohydrates: 20, fat: 17, fiber: 5 },
    isPurchasable: false,
  });
  expect(saved.images).toHaveLength(2);
  expect(saved.instructions).toMatchObject([
    { estimatedDuration: 15, complexity: 'simple' },
    { estimatedDuration: 8, complexity: 'moderate' },
  ]);

  await page.goto('/recipes');
  await expect(page.getByTestId('recipe-card').filter({ hasText: name })).toBeVisible();
});

test('editing changes the name, reorders steps with the keyboard and swaps an image', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pro@simmer.test');
  const recipe = await createRecipe(page, {
    instructions: ['Boil the water.', 'Add the pasta.', 'Drain and serve.'],
  });
  const upload = await page.request.post(`/api/recipes/${recipe.id}/images`, {
    multipart: { file: await imageFile('png', 'old.png', '#1971c2') },
    headers: origin(),
  });
  expect(upload.ok()).toBeTruthy();
  const [oldImage] = ((await upload.json()) as ApiRecipe).images;
  const newName = uniqueName('E2E Renamed');

  await page.goto(`/recipes/${recipe.id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(recipe.name);
  // The recipe is private: its saved image still loads for its owner (ADR 0007).
  expect(recipe.visibility).toBe('private');
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Recipe image 1' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Edit Cook Mode' })).toHaveCount(0);
  await page.getByLabel('Recipe Name').fill(newName);

  const handle = page.getByRole('button', { name: 'Drag to reorder step 1' });
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Step 1 is over position 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Step 1 was moved to position 2.')).toBeAttached();

  await expect(step(page, 1)).toHaveValue('Add the pasta.');
  await expect(step(page, 2)).toHaveValue('Boil the water.');
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByText('1 image will be removed when you save.')).toBeVisible();
  await page
    .getByLabel('Choose images')
    .setInputFiles([await imageFile('jpeg', 'new.jpg', '#f08c00')]);
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await openFromRecipeBox(page, newName);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Instructions' }).getByRole('listitem')).toHaveText([
    'Add the pasta.',
    'Boil the water.',
    'Drain and serve.',
  ]);
  const saved = await getRecipe(page, recipe.id);
  expect(saved.images).toHaveLength(1);
  expect(saved.images[0]!.id).not.toBe(oldImage!.id);
});

test('an image that fails to upload after the recipe is created can be retried in its edit form', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'pro@simmer.test');
  const name = uniqueName('E2E Retry');
  let refusals = 0;
  await page.route('**/api/recipes/*/images', async (route) => {
    if (refusals > 0) return route.continue();
    refusals += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
    });
  });

  await page.goto('/recipes/new');
  await page.getByLabel('Recipe Name').fill(name);
  await page.getByLabel('Ingredient 1 name').fill('flour');
  await step(page, 1).fill('Knead.');
  await page
    .getByLabel('Choose images')
    .setInputFiles([await imageFile('png', 'dough.png', '#fab005')]);
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(page).toHaveURL(/\/recipes\/edit\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
  await expect(page.getByTestId('recipe-form-error')).toContainText(
    '1 image could not be uploaded. Save again to retry, or remove it.',
  );
  await expect(page.getByText('dough.png: Failed to upload image')).toBeVisible();
  await expect(page.getByLabel('Recipe Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  const id = await openFromRecipeBox(page, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const saved = await getRecipe(page, id);
  expect(saved.images).toHaveLength(1);
});

test('steps can be dragged into a new order with the pointer', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/new');
  await step(page, 1).fill('First');
  await page.getByRole('button', { name: 'Add Step' }).click();
  await step(page, 2).fill('Second');
  const from = (await page.getByRole('button', { name: 'Drag to reorder step 2' }).boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Drag to reorder step 1' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(200);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 10 });
  await page.mouse.up();

  await expect(step(page, 1)).toHaveValue('Second');
  await expect(step(page, 2)).toHaveValue('First');
});

test('saving without a name or an ingredient shows why and keeps what was typed', async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/recipes')) posts += 1;
  });

  await page.goto('/recipes/new');
  await page.getByLabel('Description').fill('A note I do not want to lose.');
  await step(page, 1).fill('Whisk everything together.');
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(page.getByText('Recipe name is required')).toBeVisible();
  await expect(page.getByText('At least one ingredient is required')).toBeVisible();
  await expect(page.getByText('At least one instruction is required')).toHaveCount(0);
  await expect(page.getByLabel('Recipe Name')).toBeFocused();
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByLabel('Description')).toHaveValue('A note I do not want to lose.');
  await expect(step(page, 1)).toHaveValue('Whisk everything together.');
  expect(posts).toBe(0);

  await page.getByLabel('Recipe Name').fill('Pancakes');
  await expect(page.getByText('Recipe name is required')).toHaveCount(0);
  await page.getByLabel('Ingredient 1 quantity').fill('2');
  await expect(page.getByText('Each ingredient must have a name')).toBeVisible();
});

test('a free user past the limit sees the server’s message with a way to Pro, and keeps the form', async ({
  page,
}) => {
  const email = `form-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-pass', name: '' },
    headers: origin(),
  });
  expect(signUp.ok()).toBeTruthy();
  for (let count = 0; count < 5; count += 1) await createRecipe(page);

  await page.goto('/recipes/new');
  await page.getByLabel('Recipe Name').fill('My sixth recipe');
  await page.getByLabel('Ingredient 1 name').fill('rice');
  await step(page, 1).fill('Cook the rice.');
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  const banner = page.getByTestId('recipe-form-error');
  await expect(banner).toContainText(
    'You have reached the free plan’s limit of 5 recipes. Upgrade to Pro for unlimited recipes.',
  );
  await expect(banner.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/pro',
  );
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByLabel('Recipe Name')).toHaveValue('My sixth recipe');
  await expect(step(page, 1)).toHaveValue('Cook the rice.');
  await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeEnabled();
});

test('a chef sells a recipe at a price tier; a custom price under $0.99 is refused', async ({
  page,
}) => {
  await signIn(page, 'chef@simmer.test');
  const name = uniqueName('E2E Premium');

  await page.goto('/recipes/new');
  await expect(page.getByRole('heading', { name: 'Selling' })).toBeVisible();
  await expect(page.getByText('Visibility')).toHaveCount(0);
  await page.getByLabel('Recipe Name').fill(name);
  await page.getByLabel('Ingredient 1 name').fill('saffron');
  await step(page, 1).fill('Bloom the saffron.');
  await page.getByRole('switch', { name: 'Sell this recipe' }).check();
  const prices = page.getByRole('radiogroup', { name: 'Price' }).getByRole('radio');
  await expect(prices).toHaveCount(4);
  for (const label of ['$4.99', '$9.99', '$14.99', 'Custom']) {
    await expect(page.getByRole('radio', { name: label })).toBeAttached();
  }
  await page.getByText('Custom', { exact: true }).click();
  await page.getByLabel('Custom price').fill('0.5');
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  await expect(
    page.getByText('Purchasable recipes must have a price of at least $0.99'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/recipes\/new$/);

  await page.getByText('$9.99', { exact: true }).click();
  await expect(
    page.getByText('Purchasable recipes must have a price of at least $0.99'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Recipe' }).click();

  const id = await openFromRecipeBox(page, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await getRecipe(page, id)).toMatchObject({ isPurchasable: true, price: 9.99 });
  await page.goto(`/recipes/edit/${id}`);
  await expect(page.getByRole('radio', { name: '$9.99' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Edit Cook Mode' })).toHaveAttribute(
    'href',
    `/recipes/${id}/cook-mode-edit`,
  );
});

test('the price error waits until a price is set or the recipe is saved for sale', async ({
  page,
}) => {
  await signIn(page, 'chef@simmer.test');
  const priceError = page.getByText('Purchasable recipes must have a price of at least $0.99');
  await page.goto('/recipes/new');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe name is required')).toBeVisible();

  await page.getByRole('switch', { name: 'Sell this recipe' }).check();
  await page.getByText('Custom', { exact: true }).click();

  await expect(page.getByLabel('Custom price')).toBeVisible();
  await expect(priceError).toHaveCount(0);

  await page.getByLabel('Custom price').fill('0.5');
  await page.getByLabel('Custom price').blur();

  await expect(priceError).toBeVisible();
});

test('a pro user has no selling section', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/new');

  await expect(page.getByRole('heading', { level: 1, name: 'Create New Recipe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nutritional Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Selling' })).toHaveCount(0);
  await expect(page.getByText('Sell this recipe')).toHaveCount(0);
});

test('images are checked in the browser: type, size and at most five', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');
  const png = await imageFile('png', 'one.png', '#ae3ec9');

  await page.goto('/recipes/new');
  await page.getByLabel('Choose images').setInputFiles([
    { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);

  await expect(
    page.getByText('Invalid file type: image/gif. Only JPEG, PNG and WebP images are allowed.'),
  ).toBeVisible();
  await expect(page.getByText('Image size must be less than 5MB')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recipe images' })).toHaveCount(0);

  await page
    .getByLabel('Choose images')
    .setInputFiles(
      Array.from({ length: 6 }, (_, index) => ({ ...png, name: `photo-${index}.png` })),
    );

  await expect(page.getByText('Maximum 5 images allowed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recipe images' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(page.getByRole('button', { name: 'Add Images' })).toBeDisabled();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/new');
  await page.getByLabel('Recipe Name').fill('Half-written stew');
  await page.getByRole('link', { name: 'Cancel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Half-written stew');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test("someone else's recipe cannot be edited: the form sends them to the Recipe Box", async ({
  page,
}) => {
  await signIn(page, 'pro@simmer.test');
  const me = (await (await page.request.get('/api/auth/get-session')).json()).user.id as string;
  const listing = (await (await page.request.get('/api/recipes?limit=50&sort=oldest')).json()) as {
    recipes: { id: string; createdBy: string | null }[];
  };
  const others = listing.recipes.find((recipe) => recipe.createdBy !== me);
  expect(others).toBeDefined();

  await page.goto(`/recipes/edit/${others!.id}`);

  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Box' })).toBeVisible();
});

test('an unknown recipe shows Recipe not found in the form', async ({ page }) => {
  await signIn(page, 'pro@simmer.test');

  await page.goto('/recipes/edit/no-such-recipe');

  await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test('the form fits a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'chef@simmer.test');

  await page.goto('/recipes/new');

  await expect(page.getByRole('heading', { level: 1, name: 'Create New Recipe' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const save = await page.getByRole('button', { name: 'Save Recipe' }).boundingBox();
  expect(save!.height).toBeGreaterThanOrEqual(40);
  await page.getByRole('switch', { name: 'Sell this recipe' }).check();
  const custom = (await page.getByText('Custom', { exact: true }).boundingBox())!;
  expect(custom.x + custom.width).toBeLessThanOrEqual(390);
});
