import type { GroceryList } from '@simmer/domain/grocery';
import type { WeekPlan } from '@simmer/domain/planning';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, signIn, test } from './fixtures';
import { localDay } from './planner-helpers';

/** The first day of the week after next (Sunday start): a week the demo plan leaves empty. */
function weekAfterNext(): string {
  const today = localDay();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return localDay(14 - weekday);
}

const isProposal = (url: string) => new URL(url).pathname === '/api/planning/week';

/** The names of the proposed meals, in order. */
const proposedNames = (page: Page) =>
  page
    .getByTestId('plan-preview')
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent ?? ''),
    );

test('the pro demo cook plans a week in one tap: preview, Shuffle, accept, and the list has the week', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'pro@simmer.test');
  const start = weekAfterNext();
  const end = localDay(20 - new Date(`${localDay()}T00:00:00Z`).getUTCDay());

  // The address Smart Meal Planning's "plan my week" opens: the preview of the week shown.
  const firstProposal = page.waitForResponse((response) => isProposal(response.url()));
  await page.goto(`/meal-planner?week=${start}&plan=week`);
  const dialog = page.getByRole('dialog', { name: /^Plan my week/ });
  // The preview opens once the planner has loaded its week.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect((await firstProposal).ok()).toBeTruthy();
  // Replacing makes the journey repeatable: a retry finds the week planned already.
  const replaced = page.waitForResponse((response) => isProposal(response.url()));
  await dialog.getByRole('switch', { name: 'Replace the meals already planned' }).check();
  const plan = (await (await replaced).json()) as WeekPlan;
  expect(plan.weekStart).toBe(start);
  expect(plan.meals.length).toBeGreaterThan(0);
  await expect(dialog.getByTestId('plan-preview').getByRole('checkbox')).toHaveCount(
    plan.meals.length,
  );
  await expect(dialog.getByText(plan.meals[0]!.reason).first()).toBeVisible();
  const before = await proposedNames(page);
  await expectNoA11yViolations(page);

  const shuffled = page.waitForResponse((response) => isProposal(response.url()));
  await dialog.getByRole('button', { name: 'Shuffle' }).click();
  const reshuffled = (await (await shuffled).json()) as WeekPlan;
  expect(reshuffled.meals.map((m) => m.recipeId)).not.toEqual(plan.meals.map((m) => m.recipeId));
  await expect.poll(() => proposedNames(page)).not.toEqual(before);

  const accepted = page.waitForResponse((response) =>
    response.url().endsWith('/api/planning/week/accept'),
  );
  await dialog.getByRole('button', { name: 'Add all' }).click();
  expect((await accepted).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Added \d+ meals to your plan$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`week=${start}$`));
  const cooked = reshuffled.meals.find((meal) => meal.kind === 'recipe')!;
  await expect(
    page.locator(`[data-cell="${cooked.date}_${cooked.mealType}"]`).getByText(cooked.name),
  ).toBeVisible();

  const list = await page.request.get(`/api/grocery?start=${start}&end=${end}`);
  const merged = ((await list.json()) as GroceryList).lines.find((line) => line.sources.length > 1);
  expect(merged, 'a food two planned meals share is one line').toBeDefined();
  await page.goto(`/grocery-list?start=${start}&end=${end}`);
  const line = page
    .getByTestId('grocery-line')
    .filter({ hasText: `For: ${merged!.sources[0]!.recipeName}` })
    .filter({ hasText: `For: ${merged!.sources[1]!.recipeName}` })
    .filter({ hasText: merged!.name });
  await expect(line.first()).toBeVisible();
});
