import { NUMBER_WORDS, parseIngredientLine } from '../ingredients';
import {
  DRAFT_GUESSED_FIELDS,
  IMPORT_DEFAULTS,
  type DraftAssistedField,
  type DraftGuessedField,
  type ImportDraft,
  type ImportDraftIngredient,
  type ImportDraftStep,
  type ImportImage,
} from './api';
import { importCuisine } from './cuisine';
import { tidyRecipeTitle } from './recipe-title';
import type { SchemaRecipe } from './schema-recipe';

/**
 * What every extraction path (JSON-LD, microdata, page heuristics, text, OCR, AI) produces: the
 * scorer's fields, plus which instruction lines are section headings when the source says so.
 */
export interface ExtractedRecipe extends SchemaRecipe {
  /** Indexes into `instructions` of lines that head a group of steps ("For the sauce"). */
  headingLines?: number[];
  /** Times the extraction worked out from the others rather than read (a total from prep + cook). */
  workedOut?: 'totalTime'[];
}

/** The fields of an extraction that can be stated or not. */
export type ExtractedField = Exclude<keyof SchemaRecipe, 'stepTimes' | 'headingLines' | 'pictures'>;

const EXTRACTED_FIELDS: ExtractedField[] = [
  'title',
  'description',
  'author',
  'image',
  'ingredients',
  'instructions',
  'yields',
  'prepTime',
  'cookTime',
  'totalTime',
  'cuisine',
  'category',
  'keywords',
];

/** The fields an extraction states: a text, a time or a list that is not empty. */
export function statedFields(recipe: ExtractedRecipe): ExtractedField[] {
  return EXTRACTED_FIELDS.filter((field) => {
    const value = recipe[field];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== '';
  });
}

/** The review's name for each extracted field the AI assistant can supply. */
const ASSISTED_DRAFT_FIELD: Partial<Record<ExtractedField, DraftAssistedField>> = {
  title: 'name',
  author: 'author',
  description: 'description',
  prepTime: 'prepTime',
  cookTime: 'cookTime',
  yields: 'servings',
  cuisine: 'cuisine',
  keywords: 'tags',
  image: 'images',
  ingredients: 'ingredients',
  instructions: 'instructions',
};

/** An empty extraction, for paths to fill in. */
export function emptyExtractedRecipe(): ExtractedRecipe {
  return {
    title: '',
    description: '',
    author: '',
    image: '',
    ingredients: [],
    instructions: [],
    yields: '',
    prepTime: null,
    cookTime: null,
    totalTime: null,
    cuisine: [],
    category: [],
    keywords: [],
  };
}

/** Whether an extraction is a recipe at all: a name, ingredients and steps (spec 2 §5). */
export function isCompleteRecipe(
  recipe: Pick<ExtractedRecipe, 'title' | 'ingredients' | 'instructions'>,
) {
  return (
    Boolean(recipe.title.trim()) && recipe.ingredients.length > 0 && recipe.instructions.length > 0
  );
}

/**
 * Whether an extraction can go to the review form: ingredients and steps. A missing name is
 * typed in the review (pasted text often has none); the save still requires one.
 */
export function isUsableExtraction(recipe: Pick<ExtractedRecipe, 'ingredients' | 'instructions'>) {
  return recipe.ingredients.length > 0 && recipe.instructions.length > 0;
}

/** `primary`'s fields where it has them, `secondary`'s elsewhere (structured data over the model). */
export function mergeExtractions(
  primary: ExtractedRecipe,
  secondary: ExtractedRecipe,
): ExtractedRecipe {
  const pick = <T>(a: T, b: T): T =>
    (Array.isArray(a) ? a.length > 0 : a !== null && a !== '') ? a : b;
  const useSecondarySteps = primary.instructions.length === 0;
  return {
    title: pick(primary.title, secondary.title),
    description: pick(primary.description, secondary.description),
    author: pick(primary.author, secondary.author),
    image: pick(primary.image, secondary.image),
    ingredients: pick(primary.ingredients, secondary.ingredients),
    instructions: useSecondarySteps ? secondary.instructions : primary.instructions,
    ...(useSecondarySteps
      ? secondary.headingLines && { headingLines: secondary.headingLines }
      : primary.headingLines && { headingLines: primary.headingLines }),
    ...(useSecondarySteps
      ? secondary.stepTimes && { stepTimes: secondary.stepTimes }
      : primary.stepTimes && { stepTimes: primary.stepTimes }),
    yields: pick(primary.yields, secondary.yields),
    prepTime: pick(primary.prepTime, secondary.prepTime),
    cookTime: pick(primary.cookTime, secondary.cookTime),
    totalTime: pick(primary.totalTime, secondary.totalTime),
    cuisine: pick(primary.cuisine, secondary.cuisine),
    category: pick(primary.category, secondary.category),
    keywords: pick(primary.keywords, secondary.keywords),
    // A time `primary` worked out stays marked when its value is the one kept.
    ...(primary.workedOut?.length && { workedOut: primary.workedOut }),
  };
}

/** The longest ingredient line a recipe keeps (RecipeIngredientInputSchema's `text`). */
const MAX_INGREDIENT_LINE = 500;

/** Splits an ingredient line into the review form's fields with the recipe parser. */
export function draftIngredient(line: string): ImportDraftIngredient {
  const text = line.trim();
  // A line longer than a saved one may be (500 characters) is no ingredient line: it goes to the
  // review as it is, for the cook to shorten, and the parser is spared reading it.
  if (text.length > MAX_INGREDIENT_LINE) {
    return { text, name: text, quantity: null, unit: '', preparation: '' };
  }
  const parsed = parseIngredientLine(text);
  if (!parsed.name || parsed.isGroupHeader) {
    return { text, name: text, quantity: null, unit: '', preparation: '' };
  }
  return {
    text,
    name: parsed.name,
    quantity: parsed.quantity,
    unit: parsed.unit ?? '',
    // "2 large eggs": the size stays with the line rather than vanishing from the saved recipe.
    preparation: [parsed.sizeWords.join(' '), parsed.preparation, parsed.comment]
      .filter(Boolean)
      .join(', '),
  };
}

const YIELD_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'i');

/** Servings from a yield in any form: "4", "4 servings", "Serves 6-8", "Makes two loaves". */
export function servingsFromYields(yields: string): number | null {
  const digits = /(\d+(?:[.,]\d+)?)/.exec(yields);
  if (digits) {
    const value = Math.floor(Number(digits[1]!.replace(',', '.')));
    return value >= 1 && value <= 500 ? value : null;
  }
  const word = YIELD_WORD.exec(yields);
  return word ? NUMBER_WORDS[word[1]!.toLowerCase()]! : null;
}

const STEP_TIME =
  /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(hours?|hrs?|h\b|minutes?|mins?\b|m\b|seconds?|secs?\b)/gi;

/**
 * Minutes a step names ("Bake for 25-30 minutes", "simmer 1 hour"): the longest time it mentions,
 * range ends included; null when it names none.
 */
export function stepMinutes(text: string): number | null {
  let longest: number | null = null;
  for (const match of text.matchAll(STEP_TIME)) {
    const amount = Number((match[2] ?? match[1]!).replace(',', '.'));
    const unit = match[3]!.toLowerCase();
    const minutes = unit.startsWith('h')
      ? amount * 60
      : unit.startsWith('s')
        ? amount / 60
        : amount;
    if (Number.isFinite(minutes) && minutes > 0) longest = Math.max(longest ?? 0, minutes);
  }
  return longest === null ? null : Math.min(24 * 60, Math.max(1, Math.round(longest)));
}

function draftSteps(recipe: ExtractedRecipe): ImportDraftStep[] {
  const headings = new Set(recipe.headingLines ?? []);
  const steps: ImportDraftStep[] = [];
  let component: string | undefined;
  recipe.instructions.forEach((line, index) => {
    const text = line.trim();
    if (!text) return;
    if (headings.has(index)) {
      component = text.replace(/:$/, '');
      return;
    }
    steps.push({
      text,
      estimatedDuration:
        recipe.stepTimes?.[index] ?? stepMinutes(text) ?? IMPORT_DEFAULTS.stepDuration,
      complexity: IMPORT_DEFAULTS.complexity,
      ...(component ? { component } : {}),
    });
  });
  return steps;
}

const unique = (values: string[]) => [
  ...new Map(
    values
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => [value.toLowerCase(), value]),
  ).values(),
];

/**
 * The review form's starting point from any extraction, with spec 2 §5's defaults: servings 4,
 * category Other, step duration 5 (or the time the step names), complexity moderate, times 0;
 * `guessed` names the fields so filled, for the review to ask the cook to check.
 * The name loses the site's name and sales words (tidyRecipeTitle, with the page's `siteName`),
 * and the cuisine is kept only when it names one (importCuisine): the extraction itself stays
 * what the source says.
 */
export function toImportDraft(
  recipe: ExtractedRecipe,
  options: {
    sourceUrl?: string | null;
    images?: ImportImage[];
    siteName?: string;
    /** The fields the AI assistant supplied. */
    modelFields?: ExtractedField[];
  } = {},
): ImportDraft {
  const prepTime = recipe.prepTime ?? 0;
  const cookTime = recipe.cookTime ?? Math.max(0, (recipe.totalTime ?? 0) - prepTime);
  const images = [...(options.images ?? [])];
  const servings = servingsFromYields(recipe.yields);
  const stated: Record<DraftGuessedField, boolean> = {
    servings: servings !== null,
    prepTime: recipe.prepTime !== null,
    cookTime: recipe.cookTime !== null,
    totalTime: recipe.totalTime !== null && !recipe.workedOut?.includes('totalTime'),
    category: Boolean(recipe.category[0]?.trim()),
  };
  if (recipe.image && !images.some((image) => image.url === recipe.image)) {
    images.unshift({ url: recipe.image, type: 'main' });
  }
  return {
    name: tidyRecipeTitle(recipe.title, {
      siteName: options.siteName,
      pageUrl: options.sourceUrl,
    }).slice(0, 200),
    description: recipe.description.trim().slice(0, 5000),
    author: recipe.author.trim().slice(0, 120),
    prepTime,
    cookTime,
    totalTime: recipe.totalTime ?? prepTime + cookTime,
    servings: servings ?? IMPORT_DEFAULTS.servings,
    yields: recipe.yields,
    cuisine: importCuisine(recipe.cuisine).slice(0, 60),
    category: recipe.category[0]?.slice(0, 60) || IMPORT_DEFAULTS.category,
    tags: unique(recipe.keywords)
      .filter((tag) => tag.length <= 60)
      .slice(0, 10),
    ingredients: recipe.ingredients
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 200)
      .map(draftIngredient),
    instructions: draftSteps(recipe).slice(0, 200),
    sourceUrl: options.sourceUrl ?? null,
    images: images.slice(0, 20),
    guessed: DRAFT_GUESSED_FIELDS.filter((field) => !stated[field]),
    assisted: [
      ...new Set((options.modelFields ?? []).flatMap((field) => ASSISTED_DRAFT_FIELD[field] ?? [])),
    ],
  };
}
