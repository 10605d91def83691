/** Unknown ingredient names sent to the AI in one request (spec 3 §9). */
export const INGREDIENT_BATCH_SIZE = 10;

/** How long a partial batch waits for more names before it is sent anyway, in ms (spec 3 §9). */
export const INGREDIENT_BATCH_WAIT_MS = 2_000;

/**
 * The most unknown names one server sends to the AI in an hour: a ceiling on what anyone can spend
 * by saving recipes full of invented ingredients. Names beyond it keep their placeholder.
 */
export const INGREDIENT_ENRICHMENT_MAX_PER_HOUR = 600;

/** Where a catalogue entry came from: the shipped USDA data or the AI enrichment queue. */
export const INGREDIENT_SOURCES = ['usda', 'ai'] as const;
export type IngredientSource = (typeof INGREDIENT_SOURCES)[number];
