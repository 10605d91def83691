import {
  IMPORT_DEFAULTS,
  type DraftAssistedField,
  type DraftGuessedField,
  type ImportDraft,
  type ImportMethod,
  type ImportSource,
  type ImportImage,
  type ImportSaveInput,
} from '@simmer/domain/import';
import { COMPLEXITIES, MAX_RECIPE_IMAGES, type Complexity } from '@simmer/domain/recipes';
import {
  filledIngredients,
  filledInstructions,
  numberOf,
  parseTags,
  RECIPE_RULE_MESSAGES,
  validateRecipeRules,
  type NumberField,
  type RecipeRuleErrors,
} from '../../lib/recipe-rules';

export { MAX_STEP_MINUTES, numberOf, parseTags, type NumberField } from '../../lib/recipe-rules';

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

export type ReviewErrors = RecipeRuleErrors;

export const REVIEW_MESSAGES = {
  ...RECIPE_RULE_MESSAGES,
  timeMinimum: 'Time must be at least 0',
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

/**
 * The creation rules (spec 1 §5, spec 2 §5) before anything is sent: a name, at least one
 * ingredient, each with a name, at least one step, servings of at least 1, times and amounts not
 * below 0. Empty rows are not counted. Empty when the recipe may be saved.
 */
export function validateReview(values: ReviewValues): ReviewErrors {
  return validateRecipeRules(values, {
    prepTime: REVIEW_MESSAGES.timeMinimum,
    cookTime: REVIEW_MESSAGES.timeMinimum,
  });
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
    instructions: filledInstructions(values.instructions).map((row) => ({
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

const checkThem = (labels: string[]) =>
  labels.length === 1 ? 'Check it before saving.' : 'Check them before saving.';

const GUESSED_LABELS: Record<DraftGuessedField, string> = {
  servings: 'servings',
  prepTime: 'prep time',
  cookTime: 'cook time',
  totalTime: 'total time',
  category: 'category',
};

/**
 * What the review says of the draft's fields the source did not state ("Not stated by the source,
 * so filled in for you: servings, cook time. Check them."); null when the source stated them all.
 */
export function guessedFieldsNote(draft: Pick<ImportDraft, 'guessed'>): string | null {
  // Only what the form shows: the total is saved as prep + cook, and the category is not asked.
  const shown = draft.guessed.filter((field) => field !== 'totalTime' && field !== 'category');
  if (!shown.length) return null;
  const labels = shown.map((field) => GUESSED_LABELS[field]);
  return `Not stated by the source, so filled in for you: ${labels.join(', ')}. ${checkThem(labels)}`;
}

const ASSISTED_LABELS: Record<DraftAssistedField, string> = {
  name: 'recipe name',
  author: 'chef name',
  description: 'description',
  prepTime: 'prep time',
  cookTime: 'cook time',
  servings: 'servings',
  cuisine: 'cuisine',
  tags: 'tags',
  images: 'picture',
  ingredients: 'ingredients',
  instructions: 'steps',
};

const READ_FROM: Record<Exclude<ImportMethod, 'ai'>, string> = {
  'json-ld': 'Read from the recipe data the page publishes.',
  microdata: 'Read from the recipe data the page publishes.',
  page: "Read from the page's headings and lists, as it publishes no recipe data: check the ingredients and steps.",
  text: 'Read from the text you pasted.',
  ocr: 'Read from the text in your photo: check the amounts and spelling.',
};

const SOURCE_NAMES: Record<ImportSource, string> = {
  url: 'the page',
  text: 'your text',
  image: 'your photo',
  file: 'your file',
};

/**
 * How the recipe under review was read, so the cook knows what to check: from the page's recipe
 * data, its headings and lists, pasted text, a photo's text, a recipe file, or by the AI
 * assistant (naming the fields it filled in when the page's data gave the rest).
 */
export function readFromNote(
  source: ImportSource,
  method: ImportMethod | null,
  draft: Pick<ImportDraft, 'assisted'>,
): string | null {
  if (source === 'file') return 'Read from your recipe file.';
  if (method === null) return null;
  if (method !== 'ai') return READ_FROM[method];
  const assisted = draft.assisted;
  if (source !== 'url' || (assisted.includes('ingredients') && assisted.includes('instructions'))) {
    return `Read by the AI assistant from ${SOURCE_NAMES[source]}: check every field before saving.`;
  }
  if (!assisted.length) return READ_FROM['json-ld'];
  const labels = assisted.map((field) => ASSISTED_LABELS[field]);
  return `Read from the recipe data the page publishes; the AI assistant filled in: ${labels.join(', ')}. ${checkThem(labels)}`;
}

/** The review's fields that can carry a word on where their value came from. */
const HINTED_FIELDS = [
  'name',
  'author',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'cuisine',
] as const;
type HintedField = (typeof HINTED_FIELDS)[number];

/**
 * A word under each field whose value the source did not state: filled in with a default or
 * worked out, or supplied by the AI assistant. Fields read from the source carry none.
 */
export function fieldHints(
  draft: Pick<ImportDraft, 'guessed' | 'assisted'>,
): Partial<Record<HintedField, string>> {
  const guessed = new Set<string>(draft.guessed);
  const assisted = new Set<string>(draft.assisted);
  const hints: Partial<Record<HintedField, string>> = {};
  for (const field of HINTED_FIELDS) {
    if (guessed.has(field)) hints[field] = 'Not stated: filled in for you';
    else if (assisted.has(field)) hints[field] = 'From the AI assistant: check it';
  }
  return hints;
}
