import type { Page } from '@playwright/test';

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
