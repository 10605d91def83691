import {
  IMPORT_DEFAULTS,
  type ImportDraft,
  type ImportImage,
  type ImportSaveInput,
} from '@simmer/domain/import';
import {
  COMPLEXITIES,
  MAX_RECIPE_IMAGES,
  RECIPE_MESSAGES,
  type Complexity,
} from '@simmer/domain/recipes';

/** A number field as typed: a number, or the text of one ('' when empty). */
export type NumberField = number | string;

export interface ReviewIngredientRow {
  key: string;
  name: string;
  quantity: NumberField;
  unit: string;
  preparation: string;
}

export interface ReviewStepRow {
  key: string;
  text: string;
  estimatedDuration: NumberField;
  complexity: Complexity;
  /** One of the offered images, chosen for this step. */
  imageUrl?: string;
  /** The source's heading for this step ("For the sauce"), carried unchanged. */
  component?: string;
}

/** The review form: the draft as the user edits it. */
export interface ReviewValues {
  author: string;
  name: string;
  description: string;
  prepTime: NumberField;
  cookTime: NumberField;
  servings: NumberField;
  cuisine: string;
  /** Comma-separated, as typed. */
  tags: string;
  ingredients: ReviewIngredientRow[];
  instructions: ReviewStepRow[];
  sourceUrl: string | null;
  /** The offered images (the page's), in the page's order. */
  offeredImages: ImportImage[];
  /** The offered images the user keeps for the recipe, at most 5, in the page's order. */
  keptImageUrls: string[];
}

export type ReviewErrors = Record<string, string>;

export const MAX_STEP_MINUTES = 24 * 60;

export const REVIEW_MESSAGES = {
  servingsMinimum: 'Servings must be at least 1',
  timeMinimum: 'Time must be at least 0',
  quantityMinimum: 'Quantity must be at least 0',
  stepDuration: `Duration must be between 0 and ${MAX_STEP_MINUTES} minutes`,
} as const;

let lastKey = 0;
function rowKey(): string {
  lastKey += 1;
  return `import-row-${lastKey}`;
}

export function newReviewIngredient(): ReviewIngredientRow {
  return { key: rowKey(), name: '', quantity: '', unit: '', preparation: '' };
}

export function newReviewStep(): ReviewStepRow {
  return {
    key: rowKey(),
    text: '',
    estimatedDuration: IMPORT_DEFAULTS.stepDuration,
    complexity: IMPORT_DEFAULTS.complexity,
  };
}

/**
 * The draft as review form values. The draft already carries the spec's defaults (servings 4, a
 * step's 5 minutes, moderate); a line the parser could not split keeps its words as the name.
 * The main images are kept to start with, up to 5.
 */
export function draftToReviewValues(draft: ImportDraft): ReviewValues {
  const offeredImages = draft.images.filter(
    (image, index) => draft.images.findIndex((other) => other.url === image.url) === index,
  );
  return {
    author: draft.author,
    name: draft.name,
    description: draft.description,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    cuisine: draft.cuisine,
    tags: draft.tags.join(', '),
    ingredients: draft.ingredients.map((ingredient) => ({
      key: rowKey(),
      name: ingredient.name || ingredient.text,
      quantity: ingredient.quantity ?? '',
      unit: ingredient.unit,
      preparation: ingredient.preparation,
    })),
    instructions: draft.instructions.map((step) => ({
      key: rowKey(),
      text: step.text,
      estimatedDuration: step.estimatedDuration,
      complexity: step.complexity,
      ...(step.component ? { component: step.component } : {}),
    })),
    sourceUrl: draft.sourceUrl,
    offeredImages,
    keptImageUrls: offeredImages
      .filter((image) => image.type === 'main')
      .slice(0, MAX_RECIPE_IMAGES)
      .map((image) => image.url),
  };
}

/** Keeps or lets go of an offered image; a sixth is refused. The page's order is kept. */
export function toggleKeptImage(values: ReviewValues, url: string): string[] {
  const kept = new Set(values.keptImageUrls);
  if (kept.has(url)) kept.delete(url);
  else if (kept.size < MAX_RECIPE_IMAGES) kept.add(url);
  return values.offeredImages.map((image) => image.url).filter((offered) => kept.has(offered));
}

/** The number a field holds: null when empty, NaN when it is not a number. */
export function numberOf(value: NumberField): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

function isBelow(value: NumberField, minimum: number): boolean {
  const number = numberOf(value);
  return number !== null && (Number.isNaN(number) || number < minimum);
}

function filledIngredients(rows: ReviewIngredientRow[]) {
  return rows.filter(
    (row) =>
      row.name.trim() !== '' ||
      numberOf(row.quantity) !== null ||
      row.unit.trim() !== '' ||
      row.preparation.trim() !== '',
  );
}

function filledSteps(rows: ReviewStepRow[]) {
  return rows.filter((row) => row.text.trim() !== '');
}

/**
 * The creation rules (spec 1 §5, spec 2 §5) before anything is sent: a name, at least one
 * ingredient, each with a name, at least one step, servings of at least 1, times and amounts not
 * below 0. Empty rows are not counted. Empty when the recipe may be saved.
 */
export function validateReview(values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!values.name.trim()) errors.name = RECIPE_MESSAGES.nameRequired;
  const ingredients = filledIngredients(values.ingredients);
  if (ingredients.length === 0) errors.ingredients = RECIPE_MESSAGES.ingredientRequired;
  for (const row of ingredients) {
    if (!row.name.trim()) errors[`ingredients.${row.key}.name`] = RECIPE_MESSAGES.ingredientName;
    if (isBelow(row.quantity, 0)) {
      errors[`ingredients.${row.key}.quantity`] = REVIEW_MESSAGES.quantityMinimum;
    }
  }
  const steps = filledSteps(values.instructions);
  if (steps.length === 0) errors.instructions = RECIPE_MESSAGES.instructionRequired;
  for (const row of steps) {
    const minutes = numberOf(row.estimatedDuration);
    if (minutes !== null && !(minutes >= 0 && minutes <= MAX_STEP_MINUTES)) {
      errors[`instructions.${row.key}.estimatedDuration`] = REVIEW_MESSAGES.stepDuration;
    }
  }
  const servings = numberOf(values.servings);
  if (servings === null || Number.isNaN(servings) || servings < 1) {
    errors.servings = REVIEW_MESSAGES.servingsMinimum;
  }
  if (isBelow(values.prepTime, 0)) errors.prepTime = REVIEW_MESSAGES.timeMinimum;
  if (isBelow(values.cookTime, 0)) errors.cookTime = REVIEW_MESSAGES.timeMinimum;
  return errors;
}

/** Tags from comma-separated text: trimmed, empties and repeats dropped (spec 2 §2). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The reviewed recipe as the save request (call after validateReview): empty rows dropped, empty
 * numbers as 0 (servings 4, a step's minutes 5), and the kept images. It starts private on the
 * server, like every imported recipe.
 */
export function reviewToSaveInput(values: ReviewValues): ImportSaveInput {
  const offered = new Set(values.offeredImages.map((image) => image.url));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    author: values.author.trim(),
    prepTime: numberOf(values.prepTime) ?? 0,
    cookTime: numberOf(values.cookTime) ?? 0,
    servings: numberOf(values.servings) ?? IMPORT_DEFAULTS.servings,
    cuisine: values.cuisine.trim(),
    tags: parseTags(values.tags),
    ingredients: filledIngredients(values.ingredients).map((row) => ({
      name: row.name.trim(),
      quantity: numberOf(row.quantity),
      unit: row.unit.trim(),
      preparation: row.preparation.trim(),
    })),
    instructions: filledSteps(values.instructions).map((row) => ({
      text: row.text.trim(),
      estimatedDuration: numberOf(row.estimatedDuration) ?? IMPORT_DEFAULTS.stepDuration,
      complexity: (COMPLEXITIES as readonly string[]).includes(row.complexity)
        ? row.complexity
        : IMPORT_DEFAULTS.complexity,
      ...(row.imageUrl && offered.has(row.imageUrl) ? { imageUrl: row.imageUrl } : {}),
      ...(row.component ? { component: row.component } : {}),
    })),
    sourceUrl: values.sourceUrl,
    imageUrls: values.keptImageUrls.filter((url) => offered.has(url)).slice(0, MAX_RECIPE_IMAGES),
  };
}

/** A stable text of the values, to tell whether the user changed anything. */
export function reviewSnapshot(values: ReviewValues): string {
  return JSON.stringify(values);
}
