import { expect, type Page } from '@playwright/test';
import { liftWithKeyboard } from './fixtures';

// What the planner's browser tests share: the request header the API wants for writes, the days
// as the planner names them, and where a meal sits on the board.

/** The Origin header of the app's own pages, which the API requires on cookie-carrying writes. */
export const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** The local calendar day `offset` days from today (the browser's day), as YYYY-MM-DD. */
export function localDay(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as the planner's buttons name it: "Saturday, November 21". */
export const fullDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The planner's cell of a day and meal type (its drop target `date_mealType`). */
export const cell = (page: Page, day: string, mealType: string) =>
  page.locator(`[data-cell="${day}_${mealType}"]`);

/** One meal's card in a cell. */
export const mealCard = (page: Page, day: string, mealType: string, id: string) =>
  cell(page, day, mealType).locator(`[data-meal-id="${id}"]`);

/** The enhanced shopping view's categories, in the order shown. */
export const categoryNames = (page: Page) =>
  page
    .getByTestId('grocery-category')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-category')));

/**
 * Moves the first category of the enhanced view down one place with the keyboard (Space lifts,
 * ArrowDown moves, Space drops, each waited for on the board's own state), checks the new order
 * shows and survives a reload, and returns it.
 */
export async function moveFirstCategoryDown(page: Page): Promise<(string | null)[]> {
  const before = await categoryNames(page);
  expect(before.length).toBeGreaterThan(1);
  const handle = page.getByRole('button', { name: `Drag to reorder ${before[0]}` });
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${before[0]} is over position 2`)).toBeAttached();
  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/api/grocery/category-order'),
  );
  await page.keyboard.press('Space');
  expect((await saved).ok()).toBeTruthy();
  const moved = [before[1]!, before[0]!, ...before.slice(2)];
  await expect.poll(() => categoryNames(page)).toEqual(moved);
  await page.reload();
  await expect(page.getByTestId('grocery-category').first()).toBeVisible();
  expect(await categoryNames(page)).toEqual(moved);
  return moved;
}
