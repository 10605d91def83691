import { z } from 'zod';
import { id, INPUT_MESSAGES, text } from '../validation';
import { COMPLEXITIES, RecipeInputSchema } from '../recipes';

/** Where an import came from. */
/** `file`: a recipe file (schema.org Recipe JSON-LD) from Simmer's export or another app. */
export const IMPORT_SOURCES = ['url', 'text', 'image', 'file'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * How the recipe was read: the page's schema.org JSON-LD, its microdata, headings and lists on the
 * page, the text path (pasted text or OCR output), or the AI model.
 */
export const IMPORT_METHODS = ['json-ld', 'microdata', 'page', 'text', 'ocr', 'ai'] as const;
export type ImportMethod = (typeof IMPORT_METHODS)[number];

/** `running` while an attempt is being read; one that never ended reads as failed (see the server). */
export const IMPORT_STATUSES = ['running', 'succeeded', 'failed', 'saved'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Spec 2 §5 and §8 wording where the spec has it; our own lines for what the spec never did. */
export const IMPORT_MESSAGES = {
  loginRequired: 'You must be logged in to use this feature',
  emptyText: 'Please enter some text to analyze',
  invalidUrl: 'Valid URL is required for URL mode',
  fetchFailed: 'Failed to retrieve content from URL',
  noContent: 'No content retrieved to analyze',
  noJson: 'Could not find valid JSON in response',
  invalidResponse: 'Invalid response from analysis',
  missingFields: 'Missing required recipe fields',
  readImage: 'Failed to read image file',
  processImage: 'Failed to process image',
  extractionError: (message: string) => `Recipe extraction error: ${message}`,
  analyzed: 'Recipe analyzed successfully!',
  extracted: 'Recipe successfully extracted! Ready to cook!',
  // Ours: what went wrong while fetching a page, in words a cook understands.
  privateAddress: 'This address is on a private network, so Simmer cannot fetch it',
  notHtml: 'This link does not lead to a web page',
  tooLarge: 'This page is too large to import (over 5 MB)',
  timeout: 'The site took too long to answer',
  tooManyRedirects: 'The link redirects too many times',
  unreachable: 'The site could not be reached',
  httpStatus: (status: number) => `The site answered with an error (HTTP ${status})`,
  noRecipe: 'No recipe was found on this page',
  readTimeout: 'This page took too long to read',
  readBusy: 'Too many pages are being read right now. Please try again in a minute.',
  noRecipeInText: 'No recipe was found in this text',
  noTextInImage: 'No text could be read from this image',
  imageTooLarge: 'This image is too large to read',
  imageTimeout: 'Reading this image took too long. Try a sharper or smaller picture',
  textTooLong: 'This text is too long to analyze (at most 50,000 characters)',
  importNotFound: 'Import not found',
  cannotRetry: 'This import cannot be tried again',
  alreadySaved: 'This import has already been saved',
  nothingToSave: 'This import has no recipe to save',
  duplicate: (name: string) => `You already have this recipe: ${name}`,
  // Ours: recipe files.
  chooseFile: 'Choose a recipe file (.json or .jsonld)',
  fileTooLarge: 'This file is too large to import (over 5 MB)',
  notJsonFile: 'This file is not a recipe file: it could not be read as JSON',
  noRecipeInFile: 'No recipe was found in this file (it needs schema.org Recipe JSON-LD)',
  noSuchRecipeInFile: 'This file has no recipe at that place',
} as const;

/** Spec 2 §8: the troubleshooting tips shown with an extraction error. */
export const IMPORT_TROUBLESHOOTING_TIPS = [
  'Check that the URL is public and opens without signing in',
  'Some sites block extraction: copy the recipe and paste it as text instead',
  'Clear your browser cache and try again',
  'Check that the site is up',
  'Check your internet connection',
  'Try text mode',
] as const;

export const MAX_IMPORT_TEXT_LENGTH = 50_000;

/** The largest recipe file read (a whole recipe box of a few thousand recipes fits). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

/** The most recipes of one file listed for the user to choose from. */
export const MAX_FILE_RECIPES = 5000;

/** Spec 2 §5 extraction defaults. */
export const IMPORT_DEFAULTS = {
  servings: 4,
  category: 'Other',
  stepDuration: 5,
  complexity: 'moderate',
} as const;

export const ImportUrlInputSchema = z.object({
  url: z
    .string({ error: IMPORT_MESSAGES.invalidUrl })
    .trim()
    .min(1, IMPORT_MESSAGES.emptyText)
    .max(2000, IMPORT_MESSAGES.invalidUrl)
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), IMPORT_MESSAGES.invalidUrl)
    .refine((value) => !value.includes('\u0000'), IMPORT_MESSAGES.invalidUrl),
  /** Import even when the user's box already has a recipe from this address. */
  force: z.boolean().default(false),
});
export type ImportUrlInput = z.input<typeof ImportUrlInputSchema>;

export const ImportTextInputSchema = z.object({
  text: z
    .string({ error: IMPORT_MESSAGES.emptyText })
    .trim()
    .min(1, IMPORT_MESSAGES.emptyText)
    .max(MAX_IMPORT_TEXT_LENGTH, IMPORT_MESSAGES.textTooLong)
    .refine((value) => !value.includes('\u0000'), INPUT_MESSAGES.noNul('Text')),
});
export type ImportTextInput = z.input<typeof ImportTextInputSchema>;

/** One ingredient row of the review form, already split by the ingredient parser. */
export const ImportDraftIngredientSchema = z.object({
  /** The line as the source wrote it. */
  text: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  preparation: z.string(),
});
export type ImportDraftIngredient = z.infer<typeof ImportDraftIngredientSchema>;

export const ImportDraftStepSchema = z.object({
  text: z.string(),
  /** Minutes: a time the step names ("bake for 25 minutes"), else the default 5. */
  estimatedDuration: z.number(),
  complexity: z.enum(COMPLEXITIES),
  /** Set when the source grouped this step under a heading ("For the sauce"). */
  component: z.string().optional(),
});
export type ImportDraftStep = z.infer<typeof ImportDraftStepSchema>;

export const ImportImageSchema = z.object({
  url: z.string(),
  /** `main`: the recipe's own or the page's Open Graph image; `page`: another image on the page. */
  type: z.enum(['main', 'page']),
});
export type ImportImage = z.infer<typeof ImportImageSchema>;

/** Draft fields the review may fill without the source stating them: a default or worked out. */
export const DRAFT_GUESSED_FIELDS = [
  'servings',
  'prepTime',
  'cookTime',
  'totalTime',
  'category',
] as const;
export type DraftGuessedField = (typeof DRAFT_GUESSED_FIELDS)[number];

/** Draft fields the AI assistant can supply, where the source's own reading had nothing. */
export const DRAFT_ASSISTED_FIELDS = [
  'name',
  'author',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'cuisine',
  'tags',
  'images',
  'ingredients',
  'instructions',
] as const;
export type DraftAssistedField = (typeof DRAFT_ASSISTED_FIELDS)[number];

/** What the review form starts from. */
export const ImportDraftSchema = z.object({
  name: z.string(),
  description: z.string(),
  author: z.string(),
  prepTime: z.number(),
  cookTime: z.number(),
  totalTime: z.number(),
  servings: z.number(),
  /** The source's own yield text ("Makes 24 cookies"). */
  yields: z.string(),
  cuisine: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  ingredients: z.array(ImportDraftIngredientSchema),
  instructions: z.array(ImportDraftStepSchema),
  sourceUrl: z.string().nullable(),
  images: z.array(ImportImageSchema),
  /**
   * The fields the source did not state, which the draft filled with a default (servings 4,
   * category Other, a time of 0) or worked out (cook time from the total): the review asks the
   * cook to check them. Every other field was read from the source, or is left empty.
   */
  guessed: z.array(z.enum(DRAFT_GUESSED_FIELDS)),
  /**
   * The fields the AI assistant supplied (all of them when it read the source alone; those the
   * page's recipe data lacked when it filled gaps): guesses too, for the review to point out.
   */
  assisted: z.array(z.enum(DRAFT_ASSISTED_FIELDS)),
});
export type ImportDraft = z.infer<typeof ImportDraftSchema>;

export const ImportRecordSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  /** The page address (url imports). */
  url: z.string().nullable(),
  /** The start of the pasted text, or the image's file name. */
  excerpt: z.string(),
  status: z.enum(IMPORT_STATUSES),
  method: z.enum(IMPORT_METHODS).nullable(),
  /** Why it failed, in the words the user saw. */
  reason: z.string().nullable(),
  /** The recipe's name when one was read. */
  recipeName: z.string().nullable(),
  /** The saved recipe, once saved. */
  recipeId: z.string().nullable(),
  canRetry: z.boolean(),
  createdAt: z.string(),
});
export type ImportRecord = z.infer<typeof ImportRecordSchema>;

export const ImportDuplicateSchema = z.object({ id: z.string(), name: z.string() });
export type ImportDuplicate = z.infer<typeof ImportDuplicateSchema>;

/**
 * The answer to an import: the recorded attempt and the draft, or (url imports without `force`)
 * only the recipe already in the user's box from that address.
 */
export const ImportResultSchema = z.object({
  import: ImportRecordSchema.nullable(),
  draft: ImportDraftSchema.nullable(),
  duplicate: ImportDuplicateSchema.nullable(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** Which of a recipe file's recipes to review: its place in the file, from 0. */
export const ImportFileQuerySchema = z.object({
  recipe: z.coerce
    .number({ error: IMPORT_MESSAGES.noSuchRecipeInFile })
    .int(IMPORT_MESSAGES.noSuchRecipeInFile)
    .min(0, IMPORT_MESSAGES.noSuchRecipeInFile)
    .max(MAX_FILE_RECIPES - 1, IMPORT_MESSAGES.noSuchRecipeInFile)
    .default(0),
});

/** A recipe file's import: the chosen recipe's draft, and the names of all the file's recipes. */
export const ImportFileResultSchema = ImportResultSchema.extend({
  fileRecipes: z.array(z.string()),
});
export type ImportFileResult = z.infer<typeof ImportFileResultSchema>;

export const ImportHistorySchema = z.object({ imports: z.array(ImportRecordSchema) });
export type ImportHistory = z.infer<typeof ImportHistorySchema>;

export const ImportIdParamsSchema = z.object({ id: id('Import id') });

/** Saving the reviewed draft: a normal recipe plus the offered images the user kept (at most 5). */
export const ImportSaveInputSchema = RecipeInputSchema.extend({
  imageUrls: z
    .array(text('Image address', { max: 2000, trim: false }))
    .max(5, 'Maximum 5 images allowed')
    .default([]),
});
export type ImportSaveInput = z.input<typeof ImportSaveInputSchema>;

export const ImportSaveResultSchema = z.object({
  recipeId: z.string(),
  /** Offered images that could not be fetched or read; the recipe is saved without them. */
  skippedImages: z.number(),
});
export type ImportSaveResult = z.infer<typeof ImportSaveResultSchema>;
