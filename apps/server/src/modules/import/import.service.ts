import {
  emptyExtractedRecipe,
  IMPORT_MESSAGES,
  isUsableExtraction,
  mergeExtractions,
  normaliseSourceUrl,
  parseRecipeText,
  repairOcrText,
  statedFields,
  toImportDraft,
  type ExtractedField,
  type ExtractedRecipe,
  type ImportImage,
  type ImportMethod,
  type ImportRecord,
  type ImportResult,
  type ImportFileResult,
  type ImportSaveResult,
  type ImportSource,
} from '@simmer/domain/import';
import type { ParsedRecipeInput } from '@simmer/domain/recipes';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { FetchedResource, SafeFetchOptions } from '../../lib/safe-fetch';
import type { Storage } from '../../lib/storage';
import { sniffImageType } from '../../lib/uploads';
import type { AuthUser } from '../../plugins/auth-guard';
import type { RecipesService } from '../recipes';
import type { AiExtractInput } from './ai-extract';
import type { HtmlExtraction } from './html/extract-html';
import { createImportRepository, type ImportRow } from './import.repository';
import type { OcrService } from './ocr';
import { readRecipeFile, type FileRecipe } from './recipe-file';

type Logger = {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
};

export interface ImportDeps {
  db: Db;
  storage: Storage;
  recipes: Pick<RecipesService, 'createRecipe' | 'addImage'>;
  log: Logger;
  /** The SSRF-safe fetch, already bound to the configured private-host exceptions. */
  fetch: (
    url: string,
    options: Omit<SafeFetchOptions, 'allowedPrivateHosts'>,
  ) => Promise<FetchedResource>;
  /** Reads the recipe from a page's HTML (in a worker thread, extract-thread.ts, in the app). */
  extractHtml: (html: string, pageUrl: string) => HtmlExtraction | Promise<HtmlExtraction>;
  ocr: Pick<OcrService, 'readText'>;
  /** The AI path: null when ANTHROPIC_API_KEY is not set. */
  aiExtract:
    | ((input: AiExtractInput, options?: { signal?: AbortSignal }) => Promise<ExtractedRecipe>)
    | null;
}

/** The reason an attempt still running after STALE_AFTER_MS shows: the server stopped mid-read. */
const UNFINISHED = 'The import did not finish';

/** The longest an AI extraction may take inside one import request. */
const AI_TIMEOUT_MS = 120_000;

/**
 * An attempt is written as running before it is read; one still running this long after its
 * last change never ended (longer than any read may take: fetch, OCR, the model) and reads as
 * failed, so it can be tried again.
 */
const STALE_AFTER_MS = 5 * 60_000;
const IMAGE_FETCH_TIMEOUT_MS = 8_000;

interface Outcome {
  recipe: ExtractedRecipe;
  method: ImportMethod;
  sourceUrl: string | null;
  images: ImportImage[];
  /** The page's name for its site, which the recipe's name leaves out. */
  siteName?: string;
  /** The fields the AI assistant supplied. */
  modelFields?: ExtractedField[];
}

/** An outcome the AI assistant read alone: every field it states is its own. */
const readByModel = (recipe: ExtractedRecipe) => ({
  recipe,
  method: 'ai' as const,
  modelFields: statedFields(recipe),
});

/** The size the Messages API advises for images (long side); larger costs tokens, not accuracy. */
const AI_IMAGE_SIDE = 1568;

/** A photo as the model should see it: upright, at most 1568 px on its long side, JPEG. */
async function forTheModel(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: AI_IMAGE_SIDE,
        height: AI_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.processImage);
  }
}

const staleBefore = () => new Date(Date.now() - STALE_AFTER_MS);

function toRecord(row: ImportRow): ImportRecord {
  const unfinished = row.status === 'running' && row.updatedAt < staleBefore();
  const status = unfinished ? 'failed' : row.status;
  const excerpt =
    row.source === 'text'
      ? (row.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)
      : row.source === 'image'
        ? (row.fileName ?? 'Photo')
        : row.source === 'file'
          ? (row.fileName ?? 'Recipe file')
          : (row.url ?? '');
  return {
    id: row.id,
    source: row.source,
    url: row.url,
    excerpt,
    status,
    method: row.method,
    reason: unfinished ? UNFINISHED : row.reason,
    recipeName: row.recipeName,
    recipeId: row.recipeId,
    // A recipe file is not kept: reading it again would read the same.
    canRetry:
      status === 'failed' &&
      row.source !== 'file' &&
      (row.source !== 'image' || Boolean(row.imageKey)),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Recipe import (issue 7): a web page, pasted text or a photo becomes a draft for the review form.
 * Offline first — structured data, then page heuristics, the text parser and OCR — with the AI
 * model, when configured, only for what those could not read; structured data always wins over
 * the model. Every attempt is recorded with its outcome, so failures can be seen and retried.
 */
export function createImportService(deps: ImportDeps) {
  const { db, storage, recipes, log } = deps;
  const repository = createImportRepository(db);

  async function aiExtract(input: AiExtractInput): Promise<ExtractedRecipe> {
    return deps.aiExtract!(input, { signal: AbortSignal.timeout(AI_TIMEOUT_MS) });
  }

  async function fromUrl(url: string): Promise<Outcome> {
    let page: FetchedResource;
    try {
      page = await deps.fetch(url, { accept: 'html' });
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error, url }, 'import fetch failed');
      throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.fetchFailed);
    }
    const html = page.text();
    if (!html.trim()) throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noContent);
    const extraction = await deps.extractHtml(html, page.url);
    const found = extraction.recipe;
    const structured = extraction.method === 'json-ld' || extraction.method === 'microdata';
    const outcome = (
      recipe: ExtractedRecipe,
      method: ImportMethod,
      modelFields?: ExtractedField[],
    ): Outcome => ({
      recipe,
      method,
      sourceUrl: page.url,
      images: extraction.images,
      siteName: extraction.siteName,
      modelFields,
    });
    if (found && structured && isUsableExtraction(found)) return outcome(found, extraction.method!);
    if (deps.aiExtract && extraction.pageText.trim()) {
      try {
        const fromAi = await aiExtract({
          kind: 'page',
          text: extraction.pageText,
          pageUrl: page.url,
        });
        // What the page states in structured data stands; the model fills the gaps.
        if (!structured || !found) return outcome(fromAi, 'ai', statedFields(fromAi));
        const merged = mergeExtractions(found, fromAi);
        const fromPage = new Set(statedFields(found));
        const filled = statedFields(merged).filter((field) => !fromPage.has(field));
        return outcome(merged, 'ai', filled);
      } catch (error) {
        if (!(found && isUsableExtraction(found))) throw error;
        log.warn({ err: error, url: page.url }, 'AI extraction failed; keeping the page reading');
      }
    }
    if (found && isUsableExtraction(found)) return outcome(found, extraction.method ?? 'page');
    // A page whose lists could not be read, that still names its recipe and shows it (structured
    // data, else its title and picture): what it says goes to the review, which asks for the rest.
    if (found && found.title && (structured || found.image)) {
      return outcome(found, extraction.method ?? 'page');
    }
    if (!extraction.pageText.trim()) throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noContent);
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noRecipe);
  }

  async function fromText(text: string): Promise<Outcome> {
    const parsed: ExtractedRecipe = { ...emptyExtractedRecipe(), ...parseRecipeText(text) };
    if (isUsableExtraction(parsed))
      return { recipe: parsed, method: 'text', sourceUrl: null, images: [] };
    if (deps.aiExtract) {
      const fromAi = await aiExtract({ kind: 'text', text });
      return { ...readByModel(fromAi), sourceUrl: null, images: [] };
    }
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noRecipeInText);
  }

  async function fromImage(image: Buffer): Promise<Outcome> {
    const mediaType = sniffImageType(image);
    if (!mediaType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.readImage);
    let ocrText = '';
    let ocrError: unknown;
    try {
      ocrText = repairOcrText((await deps.ocr.readText(image)).text);
    } catch (error) {
      // A file too large or unreadable is final; text OCR missed may still be read by the model.
      const unreadable =
        error instanceof AppError &&
        (error.code === 'PAYLOAD_TOO_LARGE' || error.message === IMPORT_MESSAGES.processImage);
      if (unreadable || !deps.aiExtract) throw error;
      ocrError = error;
    }
    const parsed: ExtractedRecipe = { ...emptyExtractedRecipe(), ...parseRecipeText(ocrText) };
    if (!ocrError && isUsableExtraction(parsed)) {
      return { recipe: parsed, method: 'ocr', sourceUrl: null, images: [] };
    }
    if (deps.aiExtract) {
      const fromAi = await aiExtract({
        kind: 'image',
        image: await forTheModel(image),
        mediaType: 'image/jpeg',
        ocrText,
      });
      return { ...readByModel(fromAi), sourceUrl: null, images: [] };
    }
    throw new AppError(
      'UNPROCESSABLE',
      ocrText.trim() ? IMPORT_MESSAGES.noRecipeInText : IMPORT_MESSAGES.noTextInImage,
    );
  }

  /** Runs one attempt and records how it ended on `row`; failures keep their reason. */
  async function run(
    userId: string,
    row: ImportRow,
    attempt: () => Promise<Outcome>,
  ): Promise<ImportResult> {
    try {
      const outcome = await attempt();
      const draft = toImportDraft(outcome.recipe, {
        sourceUrl: outcome.sourceUrl,
        images: outcome.images,
        siteName: outcome.siteName,
        modelFields: outcome.modelFields,
      });
      const stored = await repository.update(userId, row.id, {
        status: 'succeeded',
        method: outcome.method,
        reason: null,
        recipeName: draft.name || null,
      });
      return { import: toRecord(stored), draft, duplicate: null };
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) log.error({ err: error, importId: row.id }, 'import failed unexpectedly');
      const reason = known ? error.message : 'An unexpected error occurred';
      await repository.update(userId, row.id, { status: 'failed', method: null, reason });
      if (known) {
        const details = typeof error.details === 'object' && error.details ? error.details : {};
        throw new AppError(error.code, error.message, { ...details, importId: row.id });
      }
      throw new AppError('INTERNAL', reason, { importId: row.id });
    }
  }

  async function newRow(userId: string, source: ImportSource, fields: Partial<ImportRow>) {
    return repository.insert({
      id: crypto.randomUUID(),
      userId,
      source,
      status: 'running',
      ...fields,
    });
  }

  /** A recipe of a file, as the review starts from it: read as a page's JSON-LD would be. */
  function fromFile({ recipe, sourceUrl, images }: FileRecipe): Promise<Outcome> {
    if (!isUsableExtraction(recipe)) {
      return Promise.reject(new AppError('UNPROCESSABLE', IMPORT_MESSAGES.noRecipeInFile));
    }
    return Promise.resolve({ recipe, method: 'json-ld', sourceUrl, images });
  }

  function attemptFor(row: ImportRow): () => Promise<Outcome> {
    if (row.source === 'url') return () => fromUrl(row.url!);
    if (row.source === 'text') return () => fromText(row.text ?? '');
    if (row.source === 'file') {
      return () => Promise.reject(new AppError('CONFLICT', IMPORT_MESSAGES.cannotRetry));
    }
    return async () => {
      const image = await storage.read(row.imageKey!).catch(() => {
        throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.readImage);
      });
      return fromImage(image);
    };
  }

  return {
    async importUrl(
      viewer: AuthUser,
      input: { url: string; force: boolean },
    ): Promise<ImportResult> {
      const normalised = normaliseSourceUrl(input.url);
      if (!normalised) throw badRequest(IMPORT_MESSAGES.invalidUrl);
      if (!input.force) {
        const existing = (await repository.ownRecipeSources(viewer.id)).find(
          (recipe) => normaliseSourceUrl(recipe.sourceUrl) === normalised,
        );
        if (existing) {
          return { import: null, draft: null, duplicate: { id: existing.id, name: existing.name } };
        }
      }
      const row = await newRow(viewer.id, 'url', { url: input.url });
      return run(viewer.id, row, attemptFor(row));
    },

    async importText(viewer: AuthUser, input: { text: string }): Promise<ImportResult> {
      const row = await newRow(viewer.id, 'text', { text: input.text });
      return run(viewer.id, row, attemptFor(row));
    },

    async importImage(
      viewer: AuthUser,
      file: { data: Buffer; fileName: string },
    ): Promise<ImportResult> {
      const id = crypto.randomUUID();
      // Kept so that a failed photo can be tried again without asking for it twice.
      const imageKey = `imports/${viewer.id}/${id}`;
      await storage.put(imageKey, file.data);
      const row = await repository.insert({
        id,
        userId: viewer.id,
        source: 'image',
        imageKey,
        fileName: file.fileName.slice(0, 200) || 'Photo',
        status: 'running',
      });
      return run(viewer.id, row, () => fromImage(file.data));
    },

    /**
     * A recipe file (schema.org Recipe JSON-LD from Simmer or another app): the recipe at
     * `recipe` (its place in the file) becomes a draft, with the names of all the file's recipes
     * so another can be chosen. A file that is not one is refused before anything is recorded.
     */
    async importFile(
      viewer: AuthUser,
      file: { data: Buffer; fileName: string },
      recipe: number,
    ): Promise<ImportFileResult> {
      const { recipes, names } = readRecipeFile(file.data);
      const chosen = recipes[recipe];
      if (!chosen) throw badRequest(IMPORT_MESSAGES.noSuchRecipeInFile);
      const row = await newRow(viewer.id, 'file', {
        fileName: file.fileName.slice(0, 200) || 'Recipe file',
      });
      const result = await run(viewer.id, row, () => fromFile(chosen));
      return { ...result, fileRecipes: names };
    },

    async retry(viewer: AuthUser, id: string): Promise<ImportResult> {
      const row = await repository.find(viewer.id, id);
      if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
      if (!toRecord(row).canRetry) throw new AppError('CONFLICT', IMPORT_MESSAGES.cannotRetry);
      // Claimed first: a second click while it runs is refused instead of reading it twice.
      const claimed = await repository.claimForRetry(viewer.id, id, staleBefore());
      if (!claimed) throw new AppError('CONFLICT', IMPORT_MESSAGES.cannotRetry);
      return run(viewer.id, claimed, attemptFor(claimed));
    },

    async list(viewer: AuthUser): Promise<ImportRecord[]> {
      return (await repository.list(viewer.id)).map(toRecord);
    },

    async remove(viewer: AuthUser, id: string): Promise<void> {
      const row = await repository.remove(viewer.id, id);
      if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
      if (row.imageKey) await storage.delete(row.imageKey).catch(() => undefined);
    },

    /**
     * Saves the reviewed draft as a private recipe through the normal creation rules (free-plan
     * limit, parser, matcher), then fetches the offered images the user kept. An image that cannot
     * be fetched or read is skipped and counted; the recipe stands.
     */
    async save(
      viewer: AuthUser,
      id: string,
      input: ParsedRecipeInput & { imageUrls: string[] },
    ): Promise<ImportSaveResult> {
      const row = await repository.find(viewer.id, id);
      if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
      if (row.status === 'saved') {
        throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadySaved, { recipeId: row.recipeId });
      }
      if (row.status !== 'succeeded') throw new AppError('CONFLICT', IMPORT_MESSAGES.nothingToSave);
      // Claimed first, so a double click cannot save the recipe twice.
      if (!(await repository.claimForSave(viewer.id, id))) {
        throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadySaved);
      }
      const { imageUrls, ...recipeInput } = input;
      let recipeId: string;
      try {
        const recipe = await recipes.createRecipe(
          viewer,
          { ...recipeInput, sourceUrl: row.url ?? recipeInput.sourceUrl },
          { startPrivate: true },
        );
        recipeId = recipe.id;
      } catch (error) {
        await repository.update(viewer.id, id, { status: 'succeeded' });
        throw error;
      }
      await repository.update(viewer.id, id, { recipeId, recipeName: recipeInput.name });

      const fetched = await Promise.all(
        [...new Set(imageUrls)].map(async (url) => {
          try {
            const image = await deps.fetch(url, {
              accept: 'image',
              timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
            });
            return sniffImageType(image.body) ? image.body : null;
          } catch (error) {
            log.warn({ err: error, url }, 'import image skipped');
            return null;
          }
        }),
      );
      let skippedImages = 0;
      for (const image of fetched) {
        if (!image) {
          skippedImages += 1;
          continue;
        }
        try {
          await recipes.addImage(viewer, recipeId, image);
        } catch (error) {
          log.warn({ err: error, recipeId }, 'import image could not be stored');
          skippedImages += 1;
        }
      }
      return { recipeId, skippedImages };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
