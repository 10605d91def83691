import { GROCERY_CATEGORIES } from '@simmer/domain/grocery';
import {
  INGREDIENT_BATCH_SIZE,
  INGREDIENT_BATCH_WAIT_MS,
  INGREDIENT_ENRICHMENT_MAX_PER_HOUR,
  ingredientSlug,
  normaliseIngredientName,
  PLACEHOLDER_PREFIX,
  placeholderIngredientId,
} from '@simmer/domain/ingredients';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AiClient } from '../../lib/ai-client';
import { createIngredientsRepository, type DescribedIngredient } from './ingredients.repository';

type Logger = {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
};

export interface BatchQueue<T> {
  /** Queues items; one already queued or in flight (same key) is not queued twice. */
  add(items: T[]): void;
  /** Whether an item with this key is waiting or in flight. */
  has(key: string): boolean;
  /** Items waiting for a batch (not counting the one in flight). */
  readonly pending: number;
  /** Sends what is waiting now, partial batch or not, and resolves when nothing is left. */
  flush(): Promise<void>;
  /** Resolves when the batch in flight (and any full batch behind it) is done. */
  idle(): Promise<void>;
  /** Drops what is waiting, aborts the batch in flight and resolves when it has stopped. */
  close(): Promise<void>;
}

/**
 * Collects items into batches of `batchSize`, one batch at a time: a full batch goes at once, a
 * partial one `waitMs` after its oldest item arrived. A failed batch is logged and dropped.
 */
export function createBatchQueue<T>(options: {
  batchSize: number;
  waitMs: number;
  keyOf: (item: T) => string;
  process: (items: T[], signal: AbortSignal) => Promise<void>;
  log: Logger;
}): BatchQueue<T> {
  const { batchSize, waitMs, keyOf, log } = options;
  const waiting = new Map<string, { item: T; at: number }>();
  const inFlight = new Set<string>();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let flushing = false;

  const oldest = () => waiting.values().next().value;

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    const first = oldest();
    if (!first || controller.signal.aborted) return;
    if (waiting.size >= batchSize) return start();
    timer = setTimeout(start, Math.max(0, first.at + waitMs - Date.now()));
    // A pending batch must not keep the process alive on its own.
    timer.unref?.();
  }

  function start() {
    if (running || controller.signal.aborted) return;
    running = run().finally(() => {
      running = undefined;
      schedule();
    });
  }

  async function run() {
    for (;;) {
      const first = oldest();
      if (!first || controller.signal.aborted) break;
      const due = waiting.size >= batchSize || flushing || Date.now() - first.at >= waitMs;
      if (!due) break;
      const batch = [...waiting.entries()].slice(0, batchSize);
      for (const [key] of batch) {
        waiting.delete(key);
        inFlight.add(key);
      }
      try {
        await options.process(
          batch.map(([, entry]) => entry.item),
          controller.signal,
        );
      } catch (error) {
        if (!controller.signal.aborted) {
          log.warn({ err: error, items: batch.length }, 'batch failed; its items were dropped');
        }
      } finally {
        for (const [key] of batch) inFlight.delete(key);
      }
    }
  }

  return {
    add(items) {
      if (controller.signal.aborted) return;
      for (const item of items) {
        const key = keyOf(item);
        if (waiting.has(key) || inFlight.has(key)) continue;
        waiting.set(key, { item, at: Date.now() });
      }
      if (!running) schedule();
    },
    has(key) {
      return waiting.has(key) || inFlight.has(key);
    },
    get pending() {
      return waiting.size;
    },
    async flush() {
      flushing = true;
      try {
        while (!controller.signal.aborted && (running || waiting.size > 0)) {
          start();
          await running;
        }
      } finally {
        flushing = false;
      }
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      controller.abort();
      clearTimeout(timer);
      waiting.clear();
      await running;
    },
  };
}

const MAX_NAME_LENGTH = 100;
/** Names the model declined are not asked about again while the process runs (up to this many). */
const MAX_DECLINED = 5_000;

const per100g = (max: number) => z.number().finite().min(0).max(max);
const grams = z.number().finite().positive().max(5_000).nullable().optional();

/** One food as the model describes it; anything else leaves the name a placeholder. */
const DescribedFoodSchema = z
  .object({
    name: z.string().min(1),
    canonicalName: z.string().trim().min(1).max(MAX_NAME_LENGTH),
    category: z.enum(GROCERY_CATEGORIES),
    calories: per100g(900),
    protein: per100g(100),
    carbohydrates: per100g(100),
    fat: per100g(100),
    fiber: per100g(100),
    gramsPerCup: grams,
    gramsPerTablespoon: grams,
    gramsPerTeaspoon: grams,
    gramsPerEach: grams,
    eachUnit: z.string().trim().min(1).max(40).nullable().optional(),
  })
  .refine((food) => food.protein + food.carbohydrates + food.fat <= 105, {
    message: 'more than 100 g of nutrients in 100 g',
  });
type DescribedFood = z.infer<typeof DescribedFoodSchema>;

/** Spec 2 §7: the reply is a JSON array with one object per name. */
const ReplySchema = z.array(z.unknown());

export function enrichmentPrompt(names: string[]): string {
  return [
    'You fill in a cooking-ingredient catalogue. For each ingredient name below, describe the food a home cook means.',
    'Reply with only a JSON array, one object per name, in the same order, each with:',
    '- "name": the name exactly as given',
    '- "canonicalName": the plain English name of the food, lower case, singular where natural (e.g. "fish sauce")',
    `- "category": the grocery aisle, exactly one of: ${GROCERY_CATEGORIES.map((c) => JSON.stringify(c)).join(', ')}`,
    '- "calories", "protein", "carbohydrates", "fat", "fiber": per 100 g of the food as sold (kcal and grams)',
    '- "gramsPerCup", "gramsPerTablespoon", "gramsPerTeaspoon": weight of that volume in grams, or null when it is not measured by volume',
    '- "gramsPerEach" and "eachUnit": the weight in grams of one piece and what a piece is called (e.g. 50 and "clove"), or null for both when it is not counted',
    'If a name is not a food, or you do not know it well enough to give typical values, return {"name": <the name>, "unknown": true} for it.',
    'Ingredient names (JSON):',
    JSON.stringify(names),
  ].join('\n');
}

const round = (value: number, places = 1) => Number(value.toFixed(places));
const nullable = (value: number | null | undefined) => (value ? round(value) : null);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function toCatalogueEntry(name: string, food: DescribedFood): DescribedIngredient {
  const canonical = food.canonicalName.toLowerCase();
  const aliases = [...new Set([normaliseIngredientName(name), normaliseIngredientName(canonical)])];
  return {
    food: {
      id: `ai-${ingredientSlug(canonical)}`,
      name: canonical,
      description: capitalised(food.canonicalName),
      normalisedName: normaliseIngredientName(canonical),
      category: food.category,
      baseUnit: 'g',
      calories: round(food.calories, 0),
      protein: round(food.protein),
      carbohydrates: round(food.carbohydrates),
      fat: round(food.fat),
      fiber: round(food.fiber),
      gramsPerCup: nullable(food.gramsPerCup),
      gramsPerTbsp: nullable(food.gramsPerTablespoon),
      gramsPerTsp: nullable(food.gramsPerTeaspoon),
      gramsPerEach: nullable(food.gramsPerEach),
      eachUnit: food.gramsPerEach ? (food.eachUnit ?? null) : null,
      fdcId: null,
      ndbNo: null,
    },
    aliases: aliases.filter(Boolean),
  };
}

export interface IngredientEnrichment {
  /** False without ANTHROPIC_API_KEY: nothing is queued and placeholders stay. */
  readonly enabled: boolean;
  /** Queues the names of recipe ingredients that kept a temp- placeholder. Never waits, never throws. */
  enqueuePlaceholders(ingredients: readonly { name: string; ingredientId: string | null }[]): void;
  readonly queue: BatchQueue<string> | null;
  close(): Promise<void>;
}

/**
 * AI enrichment of unknown ingredients (issue 5, spec 3 §9): placeholder names go through a batch
 * queue; each batch is one request asking the model for catalogue fields. Each valid answer becomes
 * an `ai-` catalogue entry with an alias from the name, and recipes holding the placeholder id are
 * pointed at it. Anything the model cannot describe stays a placeholder.
 */
export function createIngredientEnrichment(deps: {
  db: Db;
  ai: AiClient | null;
  log: Logger;
  batchSize?: number;
  waitMs?: number;
  maxPerHour?: number;
}): IngredientEnrichment {
  const { ai, log } = deps;
  if (!ai) {
    return {
      enabled: false,
      queue: null,
      enqueuePlaceholders: () => undefined,
      close: async () => {},
    };
  }
  const repository = createIngredientsRepository(deps.db);
  const declined = new Set<string>();
  const maxPerHour = deps.maxPerHour ?? INGREDIENT_ENRICHMENT_MAX_PER_HOUR;
  let hour = { startedAt: Date.now(), queued: 0, warned: false };
  /** Keeps the names the hour's budget allows; the rest stay placeholders. */
  function withinBudget(names: string[]): string[] {
    if (Date.now() - hour.startedAt >= 60 * 60 * 1000) {
      hour = { startedAt: Date.now(), queued: 0, warned: false };
    }
    const allowed = names.slice(0, Math.max(0, maxPerHour - hour.queued));
    hour.queued += allowed.length;
    if (allowed.length < names.length && !hour.warned) {
      hour.warned = true;
      log.warn({ maxPerHour }, 'ingredient enrichment budget for this hour used up');
    }
    return allowed;
  }

  async function describe(names: string[], signal: AbortSignal) {
    const reply = await ai!.generateJson(enrichmentPrompt(names), ReplySchema, {
      maxTokens: 8_000,
      signal,
    });
    const asked = new Map(names.map((name) => [name.trim().toLowerCase(), name]));
    const described: { name: string; entry: DescribedIngredient }[] = [];
    for (const item of reply) {
      const parsed = DescribedFoodSchema.safeParse(item);
      const name = parsed.success ? asked.get(parsed.data.name.trim().toLowerCase()) : undefined;
      if (!parsed.success || !name) continue;
      asked.delete(parsed.data.name.trim().toLowerCase());
      described.push({ name, entry: toCatalogueEntry(name, parsed.data) });
    }
    for (const name of asked.values()) {
      if (declined.size >= MAX_DECLINED) declined.clear();
      declined.add(name);
    }
    if (signal.aborted) return;
    const stored = await repository.addDescribedIngredients(described.map((d) => d.entry));
    // An entry that already existed (same canonical name) keeps its own category.
    const entries = await repository.findByIds([...new Set(stored.values())]);
    const categories = new Map(entries.map((row) => [row.id, row.category]));
    const links = new Map<string, { ingredientId: string; category: string }>();
    for (const { name } of described) {
      const ingredientId = stored.get(normaliseIngredientName(name));
      const category = ingredientId && categories.get(ingredientId);
      if (ingredientId && category)
        links.set(placeholderIngredientId(name), { ingredientId, category });
    }
    const recipes = await repository.relinkPlaceholders(links);
    log.info(
      { asked: names.length, described: described.length, recipes },
      'ingredient enrichment batch done',
    );
  }

  const queue = createBatchQueue<string>({
    batchSize: deps.batchSize ?? INGREDIENT_BATCH_SIZE,
    waitMs: deps.waitMs ?? INGREDIENT_BATCH_WAIT_MS,
    keyOf: (name) => placeholderIngredientId(name),
    process: describe,
    log,
  });

  return {
    enabled: true,
    queue,
    enqueuePlaceholders(ingredients) {
      const names = ingredients
        .filter((i) => i.ingredientId?.startsWith(PLACEHOLDER_PREFIX))
        .map((i) => i.name.trim().toLowerCase())
        .filter(
          (name) =>
            name.length <= MAX_NAME_LENGTH &&
            normaliseIngredientName(name) !== '' &&
            !declined.has(name),
        );
      try {
        const fresh = names.filter((name) => !queue.has(placeholderIngredientId(name)));
        queue.add(withinBudget([...new Set(fresh)]));
      } catch (error) {
        log.warn({ err: error }, 'could not queue ingredients for enrichment');
      }
    },
    close: () => queue.close(),
  };
}
