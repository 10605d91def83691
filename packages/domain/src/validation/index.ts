import { z } from 'zod';
import { isInputYear, isRealDay, MAX_INPUT_YEAR, MIN_INPUT_YEAR } from './days';

export { MAX_INPUT_YEAR, MIN_INPUT_YEAR } from './days';

/**
 * Builders every input schema uses for its text, ids, numbers and dates, so that what a request
 * may carry is bounded in one place: text has a length limit and no NUL character (PostgreSQL
 * text and jsonb cannot hold one), whole numbers fit an integer column, dates fall in years a
 * database and a cook can use. Each message names the field and what is wrong with it.
 */

/** The largest value of a PostgreSQL integer column. */
export const MAX_INT4 = 2_147_483_647;
/** The longest prep or cook time a recipe may give, in minutes (about a week; the form's limit). */
export const MAX_RECIPE_MINUTES = 10_000;

export const INPUT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  noNul: (label: string) => `${label} must not contain a NUL character`,
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  tooMany: (max: number, items: string) => `At most ${max.toLocaleString('en-US')} ${items}`,
  notNumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) =>
    `${label} must be at least ${min.toLocaleString('en-US')}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')}`,
  dateFormat: 'Dates are ISO days (YYYY-MM-DD)',
  dateTimeFormat: (label: string) => `${label} must be an ISO date-time`,
  yearRange: `Dates must be between ${MIN_INPUT_YEAR} and ${MAX_INPUT_YEAR}`,
} as const;

const hasNoNul = (value: string) => !value.includes('\u0000');

interface TextOptions {
  /** Longest allowed length, after trimming. */
  max: number;
  /** Shortest allowed length; 1 makes the field required. */
  min?: number;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
  /** The message for a missing or too-short value, when the spec has its own words. */
  required?: string;
}

/** A bounded text field without NUL characters, whose messages name it: text('Recipe name', { max: 200 }). */
export function text(label: string, { max, min = 0, trim = true, required }: TextOptions) {
  const requiredMessage = required ?? INPUT_MESSAGES.required(label);
  let schema = z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? requiredMessage
        : INPUT_MESSAGES.notText(label),
  });
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(min, requiredMessage);
  return schema
    .max(max, INPUT_MESSAGES.tooLong(label, max))
    .refine(hasNoNul, INPUT_MESSAGES.noNul(label));
}

/** An id in a path or a body: 1–100 characters, no NUL. */
export function id(label = 'Id') {
  return text(label, { min: 1, max: 100, trim: false });
}

interface NumberOptions {
  min?: number;
  max: number;
  /** Read numbers written as text too (query strings, hand-written JSON). */
  coerce?: boolean;
  /** Only whole numbers. */
  int?: boolean;
}

/** A finite number within bounds, whose messages name the field: number('Servings', { min: 1, max: 1000 }). */
export function number(label: string, { min, max, coerce = false, int = false }: NumberOptions) {
  const error = INPUT_MESSAGES.notNumber(label);
  let schema = coerce ? z.coerce.number({ error }) : z.number({ error });
  if (int) schema = schema.int(INPUT_MESSAGES.notWhole(label));
  if (min !== undefined) schema = schema.min(min, INPUT_MESSAGES.atLeast(label, min));
  return schema.max(max, INPUT_MESSAGES.atMost(label, max));
}

/** A whole number within bounds that always fits an integer column. */
export function int(label: string, options: Omit<NumberOptions, 'int'>) {
  return number(label, { ...options, int: true, max: Math.min(options.max, MAX_INT4) });
}

/** A list of at most `max` items, whose count message names them: list(item, 200, 'ingredients'). */
export function list<T extends z.ZodType>(item: T, max: number, items: string) {
  return z.array(item).max(max, INPUT_MESSAGES.tooMany(max, items));
}

/** An ISO calendar day, YYYY-MM-DD, that exists (no 2026-02-30) in the years 1900–2200. */
export const IsoDateSchema = z
  .string({ error: INPUT_MESSAGES.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_MESSAGES.dateFormat)
  .refine(isRealDay, { message: INPUT_MESSAGES.dateFormat, abort: true })
  .refine(isInputYear, INPUT_MESSAGES.yearRange);

/** An ISO date-time with an offset or Z, in the years 1900–2200. */
export function isoDateTime(label: string) {
  return z.iso
    .datetime({ error: INPUT_MESSAGES.dateTimeFormat(label) })
    .refine(isInputYear, INPUT_MESSAGES.yearRange);
}

/** Free-form JSON (analytics metadata): at most `maxChars` once written out, and no NUL anywhere. */
export function jsonRecord(label: string, maxChars: number) {
  return z.record(z.string(), z.unknown()).superRefine((value, context) => {
    const written = JSON.stringify(value);
    if (written.length > maxChars)
      context.addIssue({ code: 'custom', message: INPUT_MESSAGES.tooLong(label, maxChars) });
    else if (written.includes('\\u0000'))
      context.addIssue({ code: 'custom', message: INPUT_MESSAGES.noNul(label) });
  });
}
