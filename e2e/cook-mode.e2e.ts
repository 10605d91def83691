import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, signUpFresh, test } from './fixtures';
import { cell, localDay, origin } from './planner-helpers';

// Issue 18 items 1 and 2 (spec 2 §2, §4; spec 3 §9): cook mode opened from a planned meal,
// stepped through by taps and keys, the overview's scaled ingredients and step jump, and two
// timers that survive a reload, one of which rings.

const STEPS = [
  'Heat the oil in a wide pan.',
  'Add the onion and simmer for 1 hour, stirring now and then.',
  'Bake 25–30 minutes, then rest 10 min.',
  'Whisk the eggs for 30 seconds.',
  'Serve at once.',
];

/** Taps the cooking screen at a share of its width, as a finger would. */
async function tapStage(page: Page, share: number) {
  const stage = page.getByTestId('cook-stage');
  const box = (await stage.boundingBox())!;
  await page.mouse.click(box.x + box.width * share, box.y + box.height * 0.75);
}

const stepLabel = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of ${STEPS.length}`, { exact: true })).toBeVisible();

test('a cook follows a planned meal in cook mode with two timers that survive a reload', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpFresh(page, { role: 'pro', prefix: 'cook-mode' });
  const name = `ckm${Math.random().toString(36).slice(2, 8)} Frittata`;
  const created = await page.request.post('/api/recipes', {
    data: {
      name,
      servings: 2,
      prepTime: 10,
      cookTime: 40,
      instructions: STEPS.map((text) => ({ text, estimatedDuration: 5 })),
      ingredients: [
        { name: 'eggs', quantity: 3, unit: '' },
        { name: 'onion', quantity: 1, unit: '' },
      ],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: recipeId } = (await created.json()) as { id: string };
  const today = localDay();
  const planned = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId, date: today, mealType: 'dinner', servings: 4 },
    headers: origin(),
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();

  // From the planner's meal dialog, with the meal's servings.
  await page.goto('/meal-planner');
  await cell(page, today, 'dinner').getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Start Cook Mode' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${recipeId}/cook-mode\\?servings=4`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await stepLabel(page, 1);
  await expect(page.getByTestId('cook-step-text')).toHaveText(STEPS[0]!);
  await expect(page.getByRole('button', { name: 'Start Timer (5:00)' })).toBeVisible();
  await expect(page.getByTestId('cook-video')).toContainText('No video available');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Taps on the right and left thirds, then the arrow keys; both ends hold.
  await tapStage(page, 0.1);
  await stepLabel(page, 1);
  await tapStage(page, 0.9);
  await stepLabel(page, 2);
  await expect(page.getByRole('button', { name: 'Start Timer (1:00:00)' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await stepLabel(page, 3);
  await expect(page.getByRole('button', { name: 'Start Timer (25:00)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Timer (10:00)' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await stepLabel(page, 2);
  await tapStage(page, 0.1);
  await stepLabel(page, 1);

  // The overview: ingredients for the meal's 4 servings, and a jump to step 4.
  await page.getByRole('button', { name: 'Overview' }).click();
  const overview = page.getByRole('dialog', { name: 'Recipe Overview' });
  await expect(overview.getByText('6 eggs')).toBeVisible();
  await expect(overview.getByText('2 onion')).toBeVisible();
  await expectNoA11yViolations(page);
  await overview.getByRole('tab', { name: 'Steps' }).click();
  await overview.getByRole('button', { name: /^Step 4\./ }).click();
  await expect(overview).toBeHidden();
  await stepLabel(page, 4);

  // Two timers: 30 seconds on step 4 and 25 minutes on step 3.
  await page.getByRole('button', { name: 'Start Timer (0:30)' }).click();
  await page.getByRole('button', { name: 'Previous step' }).click();
  await stepLabel(page, 3);
  await page.getByRole('button', { name: 'Start Timer (25:00)' }).click();
  const timers = page.getByTestId('cook-timer');
  await expect(timers).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Step 4 timer, 0:[23]\d$/ })).toBeVisible();

  // The timer dialog: countdown, pause and resume.
  await page.getByRole('button', { name: /^Step 3 timer/ }).click();
  const timerDialog = page.getByRole('dialog', { name: 'Step 3 Timer' });
  await expect(timerDialog.getByRole('timer')).toHaveText(/^2[45]:\d\d$/);
  await timerDialog.getByRole('button', { name: 'Pause' }).click();
  await expect(timerDialog.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expectNoA11yViolations(page);
  await timerDialog.getByRole('button', { name: 'Resume' }).click();
  await timerDialog.getByRole('button', { name: 'Close' }).click();
  await expect(timerDialog).toBeHidden();

  // Both still count after a reload.
  await page.reload();
  await stepLabel(page, 3);
  await expect(timers).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Step 4 timer, 0:[0-3]\d$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 3 timer, 2[45]:\d\d$/ })).toBeVisible();

  // The short one rings: the toast names its step, and View Step goes there.
  await page.clock.fastForward(31_000);
  const toast = page.getByRole('alert').filter({ hasText: 'Timer Complete for Step 4' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 4 timer, Done$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 3 timer, 2[34]:\d\d$/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await toast.getByRole('button', { name: 'View Step' }).click();
  await stepLabel(page, 4);
  await page.getByRole('button', { name: 'Dismiss Step 4 timer' }).click();
  await expect(timers).toHaveCount(1);

  // Closing cook mode keeps the other timer, shown beside the navigation.
  await page.getByRole('button', { name: 'Close cook mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
  await expect(page.getByTestId('running-timers')).toContainText(/Step 3 timer · 2[34]:\d\d/);

  // Escape leaves cook mode too (opened by its address: to the recipe), after closing a dialog.
  await page.goto(`/recipes/${recipeId}/cook-mode`);
  await stepLabel(page, 1);
  await page.getByRole('button', { name: 'Overview' }).click();
  await expect(page.getByRole('dialog', { name: 'Recipe Overview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Recipe Overview' })).toBeHidden();
  await stepLabel(page, 1);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/recipes/${recipeId}$`));
});

test('cook mode of a premium recipe not bought says so instead of showing no steps', async ({
  page,
  browser,
}) => {
  const chef = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const chefPage = await chef.newPage();
  await signIn(chefPage, 'chef@simmer.test');
  const created = await chefPage.request.post('/api/recipes', {
    data: {
      name: `ckm${Math.random().toString(36).slice(2, 8)} Premium Soup`,
      ingredients: [{ name: 'leek', quantity: 2, unit: '' }],
      instructions: ['Simmer 20 minutes.'],
      isPurchasable: true,
      price: 4.99,
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await chef.close();
  await signUpFresh(page, { prefix: 'cook-locked' });

  await page.goto(`/recipes/${id}/cook-mode`);

  await expect(page.getByRole('heading', { level: 2, name: 'Premium Recipe' })).toBeVisible();
  await expect(page.getByText('Start Timer', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Recipe' })).toHaveAttribute(
    'href',
    `/recipes/${id}`,
  );
});

test('/cook-mode opens the next meal’s recipe, or the Recipe Box when none is planned', async ({
  page,
}) => {
  await signUpFresh(page, { prefix: 'cook-next' });

  await page.goto('/cook-mode');

  await expect(page).toHaveURL(/\/recipes$/, { timeout: 15_000 });
  const created = await page.request.post('/api/recipes', {
    data: {
      name: `ckm${Math.random().toString(36).slice(2, 8)} Toast`,
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
      instructions: ['Toast it for 2 minutes.'],
    },
    headers: origin(),
  });
  const { id } = (await created.json()) as { id: string };
  const planned = await page.request.post('/api/meals', {
    data: { kind: 'recipe', recipeId: id, date: localDay(), mealType: 'dinner' },
    headers: origin(),
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();
  await page.goto('/cook-mode');
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}/cook-mode$`), { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Timer (2:00)' })).toBeVisible();
});
