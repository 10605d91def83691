import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, signUpFresh, test } from './fixtures';
import { fullDay, localDay } from './planner-helpers';

// Every screen of the app, signed out and as the demo users, on a desktop and a phone, in the
// light and the dark colour scheme, holds no serious or critical WCAG 2.1 A/AA violation.

type Visitor = 'pro@simmer.test' | 'free@simmer.test' | 'admin@simmer.test' | null;

interface Screen {
  name: string;
  as: Visitor;
  /** The path to open; may ask the API for ids first (the page is signed in as `as`). */
  path: (page: Page) => Promise<string>;
  /** What shows once the screen has loaded its data. */
  ready: (page: Page) => Promise<void>;
}

const origin = () => ({ origin: process.env.E2E_BASE_URL! });
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
const at = (path: string) => () => Promise.resolve(path);

async function firstRecipeId(page: Page, query = 'limit=1&sort=oldest'): Promise<string> {
  const response = await page.request.get(`/api/recipes?${query}`);
  expect(response.ok()).toBeTruthy();
  const [recipe] = ((await response.json()) as { recipes: { id: string }[] }).recipes;
  expect(recipe, `a recipe for ${query}`).toBeDefined();
  return recipe!.id;
}

/** A recipe of the signed-in user's own, which they may edit and delete. */
async function ownRecipeId(page: Page): Promise<string> {
  const response = await page.request.post('/api/recipes', {
    data: {
      name: 'Accessible Toast',
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slices' }],
      instructions: ['Toast it.'],
    },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function sharedRecipePath(page: Page): Promise<string> {
  const id = await firstRecipeId(page);
  const response = await page.request.post(`/api/recipes/${id}/shares`, {
    data: { platform: 'web' },
    headers: origin(),
  });
  expect(response.status()).toBe(201);
  const { shareId } = (await response.json()) as { shareId: string };
  return `/recipe/shared/${shareId}/${id}`;
}

async function chefPath(page: Page): Promise<string> {
  const list = await (await page.request.get('/api/recipes?category=chef&limit=1')).json();
  const [recipe] = list.recipes as { chefId: string | null }[];
  expect(recipe?.chefId).toBeTruthy();
  return `/chef/${recipe!.chefId}`;
}

const SCREENS: Screen[] = [
  {
    name: 'landing page',
    as: null,
    path: at('/'),
    ready: (page) => heading(page, /plan your meals/i),
  },
  {
    name: 'sign-in',
    as: null,
    path: at('/login'),
    ready: (page) => heading(page, 'Sign in to your account'),
  },
  {
    name: 'sign-up',
    as: null,
    path: at('/signup'),
    ready: (page) => heading(page, 'Create a new account'),
  },
  { name: 'pricing', as: null, path: at('/pricing'), ready: (page) => heading(page, /./) },
  { name: 'about', as: null, path: at('/about'), ready: (page) => heading(page, /./) },
  { name: 'legal page', as: null, path: at('/privacy'), ready: (page) => heading(page, /./) },
  {
    name: 'unknown path (back to the landing page)',
    as: null,
    path: at('/no-such-page'),
    ready: (page) => heading(page, /plan your meals/i),
  },
  {
    name: 'shared recipe',
    as: 'pro@simmer.test',
    path: sharedRecipePath,
    ready: (page) => heading(page, /./),
  },
  {
    name: 'chef page',
    as: 'pro@simmer.test',
    path: chefPath,
    ready: (page) => heading(page, /./),
  },
  {
    name: 'recipe wizard',
    as: 'pro@simmer.test',
    path: at('/meal-planner/wizard'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'dashboard',
    as: 'pro@simmer.test',
    path: at('/'),
    // The tiles and the onboarding progress, not only the greeting.
    ready: (page) =>
      expect(
        page.getByRole('heading', { level: 2, name: /Getting started|Onboarding complete/ }),
      ).toBeVisible({ timeout: 15_000 }),
  },
  {
    name: 'recipe box',
    as: 'pro@simmer.test',
    path: at('/recipes'),
    ready: async (page) => {
      await heading(page, 'Recipe Box');
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    },
  },
  {
    name: 'recipe detail',
    as: 'pro@simmer.test',
    path: async (page) => `/recipes/${await firstRecipeId(page)}`,
    ready: async (page) => {
      await heading(page, /./);
      await expect(page.getByRole('list', { name: 'Ingredients' })).toBeVisible();
    },
  },
  {
    name: 'recipe not found',
    as: 'pro@simmer.test',
    path: at('/recipes/no-such-recipe'),
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible({
        timeout: 15_000,
      }),
  },
  {
    name: 'new recipe form',
    as: 'pro@simmer.test',
    path: at('/recipes/new'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'edit recipe form',
    as: 'pro@simmer.test',
    path: async (page) => `/recipes/edit/${await ownRecipeId(page)}`,
    ready: async (page) => {
      await heading(page, /./);
      await expect(page.getByLabel('Recipe Name')).toHaveValue('Accessible Toast');
    },
  },
  {
    name: 'recipe import',
    as: 'pro@simmer.test',
    path: at('/recipes/add'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'meal planner',
    as: 'pro@simmer.test',
    path: at('/meal-planner'),
    ready: (page) => heading(page, 'Meal Planner'),
  },
  {
    name: 'grocery list (pro)',
    as: 'pro@simmer.test',
    path: at('/grocery-list'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'grocery list (free)',
    as: 'free@simmer.test',
    path: at('/grocery-list'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'profile',
    as: 'pro@simmer.test',
    path: at('/profile'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'settings',
    as: 'pro@simmer.test',
    path: at('/settings'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'story viewer',
    as: 'pro@simmer.test',
    path: at('/recipes/discover'),
    ready: (page) => heading(page, /./),
  },
  {
    name: 'admin dashboard',
    as: 'admin@simmer.test',
    path: at('/admin'),
    ready: (page) => heading(page, /./),
  },
];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

async function open(page: Page, screen: Screen) {
  if (screen.as) await signIn(page, screen.as);
  await page.goto(await screen.path(page));
  await screen.ready(page);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${device}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      for (const screen of SCREENS) {
        test(`${screen.name} has no serious accessibility violation`, async ({ page }) => {
          await open(page, screen);

          // The app follows the system's colour scheme until the user picks one.
          await expect(page.locator('html')).toHaveAttribute(
            'data-mantine-color-scheme',
            colorScheme,
          );
          await expectNoA11yViolations(page);
        });
      }

      test('the planner’s add-meal panel and the recipe delete dialog have no serious violation', async ({
        page,
      }) => {
        // Two screens and two full axe scans: over 30 s on a loaded two-core runner (CI, stop 37).
        test.slow();
        await signIn(page, 'pro@simmer.test');
        await page.goto('/meal-planner');
        await heading(page, 'Meal Planner');
        // A desktop adds to a meal type's cell, a phone to the day's card.
        await page
          .getByRole('button', {
            name: new RegExp(`^Add (dinner|Meal) on ${fullDay(localDay())}$`),
          })
          .click();
        await expect(page.getByTestId('meal-side-panel')).toBeVisible();
        await expectNoA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('meal-side-panel')).toBeHidden();

        await page.goto(`/recipes/${await ownRecipeId(page)}`);
        await heading(page, /./);
        await page.getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete Recipe' });
        await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
      });
    });
  }
}

test.describe('keyboard and names', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the Recipe Box’s first recipe is a few Tab presses away, past the filters', async ({
    page,
  }) => {
    await signIn(page, 'pro@simmer.test');
    await page.goto('/recipes');
    await heading(page, 'Recipe Box');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/recipe\(s\) found/)).toBeFocused();
    await page.keyboard.press('Tab');

    const firstCard = page.getByTestId('recipe-card').first();
    expect(await firstCard.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  });

  test('the Recipe Wizard link’s name holds the number its badge shows', async ({ page }) => {
    await signUpFresh(page, { role: 'pro', prefix: 'a11y-wizard' });
    for (const mealType of ['breakfast', 'lunch']) {
      const response = await page.request.post('/api/meals', {
        data: { kind: 'placeholder', date: localDay(), mealType },
        headers: origin(),
      });
      expect(response.ok()).toBeTruthy();
    }

    await page.goto('/meal-planner');

    const wizard = page.getByRole('link', { name: 'Recipe Wizard 2 placeholder meals' });
    await expect(wizard).toBeVisible();
    await expect(wizard).toContainText('2');
  });
});
