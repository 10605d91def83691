// ISO day checks without zod, for the screens: IsoDateSchema (index.ts) is built from them.

export const MIN_INPUT_YEAR = 1900;
export const MAX_INPUT_YEAR = 2200;

/** Whether YYYY-MM-DD names a day that exists (no 2026-02-30). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const yearOf = (value: string) => Number(value.slice(0, 4));
export const isInputYear = (value: string) =>
  yearOf(value) >= MIN_INPUT_YEAR && yearOf(value) <= MAX_INPUT_YEAR;

/** Exactly what IsoDateSchema accepts: a real YYYY-MM-DD day in the years 1900–2200. */
export function isIsoDay(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    isRealDay(value) &&
    isInputYear(value)
  );
}
