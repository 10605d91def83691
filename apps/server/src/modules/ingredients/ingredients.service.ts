import { setImmediate } from 'node:timers/promises';
import type { GroceryCategory } from '@simmer/domain/grocery';
import {
  INGREDIENT_MESSAGES,
  isPlaceholderIngredientId,
  isPlausibleMatch,
  nameCandidates,
  parseIngredientLine,
  parseShoppingText,
  placeholderIngredientId,
  searchableName,
  estimateNutritionPerServing,
  nutritionFoodFromCatalogue,
  type PortionWeights,
  type Ingredient,
  type IngredientLookupResult,
  type MatchMethod,
  type ProcessedIngredient,
  type ProcessIngredientInput,
} from '@simmer/domain/ingredients';
import { GROCERY_CATEGORIES } from '@simmer/domain/grocery';
import type { EstimatedNutrition } from '@simmer/domain/recipes';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { aliasRows, catalogueFoods } from './catalogue-data';
import type { IngredientEnrichment } from './enrichment-queue';
import { createCatalogueIndex, slicer, type CatalogueIndex } from './catalogue-index';
import { createIngredientsRepository, type IngredientRow } from './ingredients.repository';

/**
 * Lowest trigram score that counts as a match (see docs/adr/0009-ingredient-catalogue.md and
 * bench/ingredient-catalogue.ts): below it an ingredient keeps a temp- placeholder.
 */
export const SIMILARITY_THRESHOLD = 0.6;

/**
 * How long parsing and matching may hold the event loop before other requests get their turn: a
 * 200-line recipe then never delays a health check or another user by more than about this.
 */
const SLICE_MS = 8;

export interface IngredientMatch {
  ingredientId: string;
  category: GroceryCategory;
  method: MatchMethod;
  /** Trigram score for 'similar' matches. */
  score?: number;
}

/** A recipe ingredient as a client sends it (RecipeInputSchema), possibly a raw line in `text`. */
export interface RecipeIngredientDraft {
  name: string;
  text?: string | undefined;
  quantity: number | null;
  unit: string;
  preparation: string;
  category: string;
  ingredientId: string | null;
}

export type MatchedRecipeIngredient = Omit<RecipeIngredientDraft, 'text'>;

type Logger = { warn(object: unknown, message?: string): void };

const CATEGORIES = new Set<string>(GROCERY_CATEGORIES);
const asCategory = (value: string): GroceryCategory =>
  CATEGORIES.has(value) ? (value as GroceryCategory) : 'Other';

function placeholder(name: string): IngredientMatch {
  return { ingredientId: placeholderIngredientId(name), category: 'Other', method: 'none' };
}

function toIngredient(row: IngredientRow): Ingredient {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: asCategory(row.category),
    baseUnit: row.baseUnit,
    nutritionalInfo: {
      calories: row.calories,
      protein: row.protein,
      carbohydrates: row.carbohydrates,
      fat: row.fat,
      fiber: row.fiber,
    },
    portions: {
      gramsPerCup: row.gramsPerCup,
      gramsPerTablespoon: row.gramsPerTbsp,
      gramsPerTeaspoon: row.gramsPerTsp,
      gramsPerEach: row.gramsPerEach,
      eachUnit: row.eachUnit,
    },
    source: { name: row.source === 'ai' ? 'ai' : 'usda', fdcId: row.fdcId, ndbNo: row.ndbNo },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "1/2", "1 1/2", "0.5" → a number; null when it is not a quantity. */
function readQuantity(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (!value.trim()) return null;
  return parseIngredientLine(`${value} x`).quantity;
}

/** Splits a raw line (or a name typed with its amount) into the recipe ingredient's fields. */
function readDraft(draft: RecipeIngredientDraft): MatchedRecipeIngredient {
  const { text, ...fields } = draft;
  const hasAmount = draft.quantity !== null || draft.unit !== '';
  const line = text?.trim() || (hasAmount ? '' : draft.name);
  if (!line) return fields;
  const parsed = parseIngredientLine(line);
  if (!parsed.name || parsed.isGroupHeader) return { ...fields, name: fields.name || line };
  return {
    ...fields,
    name: text?.trim() && fields.name ? fields.name : parsed.name,
    quantity: fields.quantity ?? parsed.quantity,
    unit: fields.unit || (parsed.unit ?? ''),
    preparation:
      fields.preparation || [parsed.preparation, parsed.comment].filter(Boolean).join(', '),
  };
}

/** The amount a failed AI reply or an old import left on an ingredient: 1 'unit' (spec 2 §8). */
const isFallbackAmount = (ingredient: MatchedRecipeIngredient) =>
  ingredient.quantity === 1 && ingredient.unit === 'unit';

/**
 * A stored ingredient read again by the ingredient parser (admin reprocess), its name parsed as a
 * line. Without a stored amount it becomes what a save makes of that line (name, amount,
 * preparation). With the 1 'unit' fallback amount, an amount written in the name replaces it. With
 * a real stored amount only a preparation or comment in the name ("onion, chopped") moves to its
 * field; a name that carries a second amount is left alone (which one is right is unknown). A clean
 * ingredient parses to itself, so reprocessing again changes nothing more.
 */
export function reparseStoredIngredient(
  ingredient: MatchedRecipeIngredient,
): MatchedRecipeIngredient {
  const line = ingredient.name.trim();
  if (!line) return ingredient;
  const parsed = parseIngredientLine(line);
  if (!parsed.name || parsed.isGroupHeader) return ingredient;
  const nameHasAmount = parsed.quantity !== null || parsed.unit !== null;
  const hasAmount = ingredient.quantity !== null || ingredient.unit !== '';
  const takeAmount = nameHasAmount && (!hasAmount || isFallbackAmount(ingredient));
  const parsedPreparation = [parsed.preparation, parsed.comment].filter(Boolean).join(', ');
  if (hasAmount && !takeAmount && (nameHasAmount || !parsedPreparation)) return ingredient;
  return {
    ...ingredient,
    name: parsed.name,
    preparation: ingredient.preparation || parsedPreparation,
    ...(takeAmount ? { quantity: parsed.quantity, unit: parsed.unit ?? '' } : {}),
  };
}

/** Alias → exact normalised name → trigram similarity; otherwise a temp- placeholder in Other. */
function matchIn(
  catalogue: CatalogueIndex,
  name: string,
  threshold = SIMILARITY_THRESHOLD,
): IngredientMatch {
  const candidates = nameCandidates(name);
  if (candidates.length === 0) return placeholder(name);
  const found = (ingredientId: string, method: MatchMethod, score?: number): IngredientMatch => ({
    ingredientId,
    category: asCategory(catalogue.categoryOf(ingredientId) ?? 'Other'),
    method,
    ...(score === undefined ? {} : { score }),
  });
  for (const candidate of candidates) {
    const id = catalogue.aliasFor(candidate);
    if (id) return found(id, 'alias');
  }
  for (const candidate of candidates) {
    const id = catalogue.idForName(candidate);
    if (id) return found(id, 'exact');
  }
  const query = searchableName(name);
  const similar = query ? catalogue.findSimilar(query, threshold) : [];
  const best = similar.find(
    (candidate) => candidate.via === 'alias' || isPlausibleMatch(query, candidate.description),
  );
  return best ? found(best.ingredientId, 'similar', best.score) : placeholder(name);
}

export function createIngredientsService(deps: {
  db: Db;
  log?: Logger;
  /** AI enrichment (when configured): told about names that kept a placeholder; never awaited. */
  enrichment?: Pick<IngredientEnrichment, 'enqueuePlaceholders'>;
}) {
  const { db, log, enrichment } = deps;
  const repository = createIngredientsRepository(db);
  let loaded: { revision: string | null; catalogue: CatalogueIndex } | undefined;
  let loading: { revision: string | null; catalogue: Promise<CatalogueIndex> } | undefined;
  /**
   * Catalogue rows read by id (nutrition, portion weights), kept in memory: a recipe page, a save
   * and a shopping list read ask for the same few hundred foods again and again. Rows change only
   * with a new catalogue revision, which clears them (an entry the AI adds has a new id).
   */
  const rowsById = new Map<string, IngredientRow>();
  const MAX_CACHED_ROWS = 20_000;

  async function catalogueRows(ids: readonly string[]): Promise<Map<string, IngredientRow>> {
    const missing = ids.filter((id) => !rowsById.has(id));
    if (missing.length > 0) {
      const rows = await repository.findByIds(missing);
      if (rowsById.size + rows.length > MAX_CACHED_ROWS) rowsById.clear();
      for (const row of rows) rowsById.set(row.id, row);
    }
    const found = new Map<string, IngredientRow>();
    for (const id of ids) {
      const row = rowsById.get(id);
      if (row) found.set(id, row);
    }
    return found;
  }

  /**
   * The catalogue's lookup structures, built once and rebuilt when a write (a new catalogue
   * version, AI entries, perhaps by another process) changed its revision: one small query a call.
   */
  async function currentCatalogue(): Promise<CatalogueIndex> {
    const revision = await repository.catalogueRevision();
    if (loaded?.revision === revision) return loaded.catalogue;
    if (loaded) rowsById.clear();
    if (loading?.revision === revision) return loading.catalogue;
    const attempt = {
      revision,
      catalogue: repository
        .findMatchingCatalogue()
        .then((rows) => createCatalogueIndex(rows, SLICE_MS)),
    };
    loading = attempt;
    attempt.catalogue
      .then((catalogue) => {
        if (loading === attempt) loaded = { revision, catalogue };
      })
      .catch(() => undefined)
      .finally(() => {
        if (loading === attempt) loading = undefined;
      });
    return attempt.catalogue;
  }

  /** The catalogue, or null (logged) when it cannot be read: every name then keeps a placeholder. */
  async function safeCatalogue(): Promise<CatalogueIndex | null> {
    try {
      return await currentCatalogue();
    } catch (error) {
      log?.warn({ err: error }, 'ingredient catalogue unavailable; keeping placeholders');
      return null;
    }
  }

  function safeMatchIn(catalogue: CatalogueIndex | null, name: string): IngredientMatch {
    if (!catalogue) return placeholder(name);
    try {
      return matchIn(catalogue, name);
    } catch (error) {
      log?.warn({ err: error, name }, 'ingredient matching failed; keeping a placeholder');
      return placeholder(name);
    }
  }

  const service = {
    /**
     * Loads the shipped USDA catalogue and alias list unless this version is already loaded.
     * Reference data: runs at every start-up after the migrations, demo seed or not.
     */
    async ensureCatalogue(): Promise<{ loaded: boolean; foods: number }> {
      const { version, foods } = catalogueFoods();
      if ((await repository.loadedCatalogueVersion()) === version) {
        return { loaded: false, foods: foods.length };
      }
      await repository.replaceCatalogue(foods, aliasRows(), version);
      return { loaded: true, foods: foods.length };
    },

    /** Alias → exact normalised name → trigram similarity; otherwise a temp- placeholder in Other. */
    async matchName(name: string, options: { threshold?: number } = {}): Promise<IngredientMatch> {
      return matchIn(await currentCatalogue(), name, options.threshold);
    },

    /** Never throws: a failed match keeps the placeholder, so a recipe is never lost to matching. */
    async safeMatch(name: string): Promise<IngredientMatch> {
      return safeMatchIn(await safeCatalogue(), name);
    },

    /**
     * Every recipe save: raw lines and names typed with their amount are parsed, then each
     * ingredient is matched and gets the catalogue id and its grocery category (or a placeholder
     * and Other). A client's ingredientId and category are recomputed from the name. The work runs
     * in slices that give other requests their turn.
     */
    async processRecipeIngredients(
      drafts: RecipeIngredientDraft[],
    ): Promise<MatchedRecipeIngredient[]> {
      const catalogue = await safeCatalogue();
      const results: MatchedRecipeIngredient[] = [];
      const slices = slicer(SLICE_MS);
      // The request got here in one turn (validation, session, checks): others go first.
      await setImmediate();
      for (const draft of drafts) {
        let ingredient: MatchedRecipeIngredient;
        try {
          ingredient = readDraft(draft);
        } catch (error) {
          log?.warn({ err: error }, 'ingredient line could not be parsed; kept as written');
          const { text, ...fields } = draft;
          ingredient = { ...fields, name: fields.name || text || '' };
        }
        const match = safeMatchIn(catalogue, ingredient.name);
        results.push({ ...ingredient, ingredientId: match.ingredientId, category: match.category });
        await slices.next();
      }
      enrichment?.enqueuePlaceholders(results);
      return results;
    },

    /**
     * Admin reprocess (spec 2 §7): each stored ingredient is parsed again by the ingredient parser
     * and matched again to the catalogue. One that fails keeps what it had and is not counted as
     * processed; `matched` counts the ingredients with a catalogue id afterwards.
     */
    async reprocessIngredients(ingredients: MatchedRecipeIngredient[]) {
      let processed = 0;
      const results: MatchedRecipeIngredient[] = [];
      const catalogue = await safeCatalogue();
      const slices = slicer(SLICE_MS);
      for (const ingredient of ingredients) {
        try {
          if (!catalogue) throw new Error('the ingredient catalogue could not be read');
          const reparsed = reparseStoredIngredient(ingredient);
          const match = matchIn(catalogue, reparsed.name);
          results.push({
            ...reparsed,
            ingredientId: match.ingredientId,
            category: match.category,
          });
          processed += 1;
        } catch (error) {
          log?.warn({ err: error, name: ingredient.name }, 'ingredient reprocessing failed');
          results.push(ingredient);
        }
        await slices.next();
      }
      enrichment?.enqueuePlaceholders(results);
      const matched = results.filter((i) => !isPlaceholderIngredientId(i.ingredientId)).length;
      return {
        ingredients: results,
        report: {
          processed,
          total: ingredients.length,
          matched,
          message: INGREDIENT_MESSAGES.reprocessed(processed, ingredients.length, matched),
        },
      };
    },

    /** Spec 2 §7: the grocery category of a text (quick-add, shopping list). */
    async lookupIngredient(text: string): Promise<IngredientLookupResult> {
      const parsed = parseShoppingText(text);
      const name = parsed?.name ?? text.trim().toLowerCase();
      const match = await service.safeMatch(name);
      return match.method === 'none'
        ? { name, category: 'Other' }
        : { name, category: match.category, ingredientId: match.ingredientId };
    },

    /** Spec 2 §7: a recipe ingredient → catalogue id (or placeholder), lower-case name, unit, category. */
    async processIngredient(input: ProcessIngredientInput): Promise<ProcessedIngredient> {
      const hasAmount = (input.quantity ?? null) !== null || Boolean(input.unit);
      const parsed = hasAmount ? null : parseShoppingText(input.name);
      const name = (parsed?.name ?? input.name).trim().toLowerCase();
      const match = await service.safeMatch(name);
      enrichment?.enqueuePlaceholders([{ name, ingredientId: match.ingredientId }]);
      return {
        ingredientId: match.ingredientId,
        name,
        quantity: parsed ? parsed.quantity : (readQuantity(input.quantity) ?? 1),
        unit: parsed ? parsed.unit : input.unit || 'unit',
        category: match.category,
      };
    },

    /** Portion weights of catalogue foods, for adding cups and grams of the same food. */
    async portionsOf(ids: readonly string[]): Promise<Map<string, PortionWeights>> {
      const wanted = [...new Set(ids.filter((id) => id && !isPlaceholderIngredientId(id)))];
      if (wanted.length === 0) return new Map();
      const rows = [...(await catalogueRows(wanted)).values()];
      return new Map(
        rows
          .filter((row) => row.gramsPerCup || row.gramsPerTbsp || row.gramsPerTsp)
          .map((row) => [
            row.id,
            { gPerCup: row.gramsPerCup, gPerTbsp: row.gramsPerTbsp, gPerTsp: row.gramsPerTsp },
          ]),
      );
    },

    async getIngredient(id: string): Promise<Ingredient> {
      const row = await repository.findById(id);
      if (!row) throw notFound(INGREDIENT_MESSAGES.notFound);
      return toIngredient(row);
    },

    /**
     * Nutrition per serving from the matched catalogue entries (issue 5): placeholders and amounts
     * that cannot be weighed are left out and counted, so the page can say how complete it is.
     */
    async estimateNutrition(
      ingredients: readonly MatchedRecipeIngredient[],
      servings: number,
    ): Promise<EstimatedNutrition | null> {
      const ids = [
        ...new Set(
          ingredients
            .map((ingredient) => ingredient.ingredientId)
            .filter((id): id is string => Boolean(id) && !isPlaceholderIngredientId(id)),
        ),
      ];
      if (ids.length === 0) return null;
      const foods = new Map(
        [...(await catalogueRows(ids)).values()].map((row) => [
          row.id,
          nutritionFoodFromCatalogue(toIngredient(row)),
        ]),
      );
      const estimate = estimateNutritionPerServing(
        ingredients.map((ingredient) => ({
          name: ingredient.name,
          quantity: ingredient.quantity,
          unit: ingredient.unit,
          food: (ingredient.ingredientId && foods.get(ingredient.ingredientId)) || null,
        })),
        servings,
      );
      if (estimate.coveredIngredients === 0) return null;
      const { perServing, coveredIngredients, totalIngredients } = estimate;
      return { perServing, coveredIngredients, totalIngredients };
    },
  };
  return service;
}

export type IngredientsService = ReturnType<typeof createIngredientsService>;
