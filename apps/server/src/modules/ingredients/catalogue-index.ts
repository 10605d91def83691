import { setImmediate } from 'node:timers/promises';

/**
 * The ingredient catalogue in memory, for matching names without a query per name. Trigram scores
 * follow pg_trgm's own definitions (`similarity`, `word_similarity`, their `%` and `<%` operators
 * at the default thresholds), so a name matches exactly what the former SQL search returned; the
 * integration test `catalogue-index.int.test.ts` holds both side by side on the real database.
 */

/** pg_trgm's defaults for the `%` and `<%` operators (`pg_trgm.similarity_threshold`, `word_similarity_threshold`). */
const PG_SIMILARITY_THRESHOLD = 0.3;
const PG_WORD_SIMILARITY_THRESHOLD = 0.6;

export interface CatalogueEntry {
  id: string;
  /** normaliseIngredientName(description). */
  normalisedName: string;
  description: string;
  category: string;
}

export interface CatalogueAlias {
  /** Normalised. */
  alias: string;
  ingredientId: string;
}

export interface SimilarMatch {
  ingredientId: string;
  score: number;
  via: 'alias' | 'name';
  /** The alias, or the food's USDA description. */
  description: string;
}

const ASCII = /^[ -~]*$/;

/** The words pg_trgm takes trigrams of: runs of letters and digits, lower-cased. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A text's trigrams in order, as pg_trgm makes them: each word padded with two spaces before and one after. */
export function orderedTrigrams(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of wordsOf(text)) {
    // Characters, not UTF-16 units, outside printable ASCII; every normalised name is ASCII.
    const padded = ASCII.test(word) ? `  ${word} ` : [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i += 1) {
      trigrams.push(
        typeof padded === 'string'
          ? padded.slice(i, i + 3)
          : padded[i]! + padded[i + 1]! + padded[i + 2]!,
      );
    }
  }
  return trigrams;
}

/** pg_trgm's score: shared over all distinct trigrams, in single precision as PostgreSQL computes it. */
const score = (shared: number, length1: number, length2: number) =>
  Math.fround(shared / (length1 + length2 - shared));

/** pg_trgm's `similarity(a, b)`. */
export function similarity(a: string, b: string): number {
  const first = new Set(orderedTrigrams(a));
  const second = new Set(orderedTrigrams(b));
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared += 1;
  return score(shared, first.size, second.size);
}

/**
 * pg_trgm's `word_similarity(query, text)`: the best score of the query's trigrams against a
 * continuous stretch of the text's trigrams, found the way pg_trgm's `iterate_word_similarity`
 * searches for it (which is not always the true maximum, so it is followed step by step).
 */
export function wordSimilarity(query: string, text: string): number {
  const queryTrigrams = new Set(orderedTrigrams(query));
  const ids = new Map<string, number>();
  const textIds = orderedTrigrams(text).map((trigram) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    return id;
  });
  const found: boolean[] = [];
  for (const [trigram, id] of ids) found[id] = queryTrigrams.has(trigram);
  const queryLength = queryTrigrams.size;
  const lastPosition = new Int32Array(ids.size).fill(-1);
  let textLength = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < textIds.length; i += 1) {
    const id = textIds[i]!;
    if (lower >= 0 || found[id]) {
      if (lastPosition[id]! < 0) {
        textLength += 1;
        if (found[id]) shared += 1;
      }
      lastPosition[id] = i;
    }
    if (!found[id]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      textLength = 1;
    }
    let current = score(shared, queryLength, textLength);
    // Try later lower bounds for a better score.
    let trialShared = shared;
    let trialLength = textLength;
    const previousLower = lower;
    for (let trialLower = lower; trialLower <= upper; trialLower += 1) {
      const trial = score(trialShared, queryLength, trialLength);
      if (trial > current) {
        current = trial;
        textLength = trialLength;
        lower = trialLower;
        shared = trialShared;
      }
      const trialId = textIds[trialLower]!;
      if (lastPosition[trialId] === trialLower) {
        trialLength -= 1;
        if (found[trialId]) trialShared -= 1;
      }
    }
    best = Math.max(best, current);
    for (let dropped = previousLower; dropped < lower; dropped += 1) {
      const droppedId = textIds[dropped]!;
      if (lastPosition[droppedId] === dropped) lastPosition[droppedId] = -1;
    }
  }
  return best;
}

/** Time slices for a long loop: `next()` yields to the event loop once a slice has run `sliceMs`. */
export function slicer(sliceMs: number) {
  let started = performance.now();
  return {
    async next() {
      if (performance.now() - started < sliceMs) return;
      await setImmediate();
      started = performance.now();
    },
  };
}

interface InvertedIndex {
  postings: Map<string, number[]>;
  sizes: Int32Array;
}

/** Trigram → the entries holding it, each entry's distinct trigrams counted; built in slices. */
async function invertedIndex(
  texts: readonly string[],
  slices: ReturnType<typeof slicer>,
): Promise<InvertedIndex> {
  const postings = new Map<string, number[]>();
  const sizes = new Int32Array(texts.length);
  for (const [position, text] of texts.entries()) {
    const trigrams = new Set(orderedTrigrams(text));
    sizes[position] = trigrams.size;
    for (const trigram of trigrams) {
      const list = postings.get(trigram);
      if (list) list.push(position);
      else postings.set(trigram, [position]);
    }
    await slices.next();
  }
  return { postings, sizes };
}

/** A single-precision score written as PostgreSQL prints a `real`: the shortest decimal that reads back the same. */
function asPrinted(value: number): number {
  for (let digits = 1; digits < 9; digits += 1) {
    const shorter = Number(value.toPrecision(digits));
    if (Math.fround(shorter) === value) return shorter;
  }
  return value;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the lookup structures once per catalogue revision, in slices of `sliceMs`: aliases and
 * normalised names by exact text, and trigram postings for the fuzzy search. Every lookup answers
 * as the former queries did.
 */
export async function createCatalogueIndex(
  catalogue: { entries: readonly CatalogueEntry[]; aliases: readonly CatalogueAlias[] },
  sliceMs = 8,
) {
  const slices = slicer(sliceMs);
  const entries = [...catalogue.entries].sort((a, b) => byCodeUnits(a.id, b.id));
  const aliases = catalogue.aliases;
  const aliasIds = new Map(aliases.map((row) => [row.alias, row.ingredientId]));
  const categories = new Map(entries.map((entry) => [entry.id, entry.category]));
  // The first id (in PostgreSQL's C order) of each normalised name, as `order by id` gave it.
  const idsByName = new Map<string, string>();
  for (const entry of entries) {
    if (!idsByName.has(entry.normalisedName)) idsByName.set(entry.normalisedName, entry.id);
  }
  const aliasTrigrams = await invertedIndex(
    aliases.map((row) => row.alias),
    slices,
  );
  const nameTrigrams = await invertedIndex(
    entries.map((entry) => entry.normalisedName),
    slices,
  );
  const aliasShared = new Int32Array(aliases.length);
  const nameShared = new Int32Array(entries.length);

  /** How many of `trigrams` each entry holds; only the touched positions are listed (and later reset). */
  function countShared(
    trigrams: ReadonlySet<string>,
    index: InvertedIndex,
    counts: Int32Array,
  ): number[] {
    const touched: number[] = [];
    for (const trigram of trigrams) {
      for (const position of index.postings.get(trigram) ?? []) {
        if (counts[position] === 0) touched.push(position);
        counts[position] = counts[position]! + 1;
      }
    }
    return touched;
  }

  return {
    size: entries.length,

    /** The catalogue id an alias names. */
    aliasFor: (alias: string): string | undefined => aliasIds.get(alias),

    /** The catalogue id whose normalised name is exactly `name` (the first id when several are). */
    idForName: (name: string): string | undefined => idsByName.get(name),

    /** The entry's grocery category as stored, undefined for an id the catalogue lacks. */
    categoryOf: (id: string): string | undefined => categories.get(id),

    /**
     * Aliases close to `name` by `similarity` (and `%`), catalogue names by `word_similarity` (and
     * `<%`), at least `threshold`, best first; ties prefer aliases, then shorter names, then ids
     * (the database's order), then the alias's text.
     */
    findSimilar(name: string, threshold: number, limit = 5): SimilarMatch[] {
      const query = new Set(orderedTrigrams(name));
      if (query.size === 0) return [];
      const candidates: (SimilarMatch & { length: number })[] = [];

      const aliasHits = countShared(query, aliasTrigrams, aliasShared);
      for (const position of aliasHits) {
        const value = score(aliasShared[position]!, query.size, aliasTrigrams.sizes[position]!);
        aliasShared[position] = 0;
        if (value < PG_SIMILARITY_THRESHOLD || value < Math.fround(threshold)) continue;
        const row = aliases[position]!;
        candidates.push({
          ingredientId: row.ingredientId,
          score: value,
          via: 'alias',
          description: row.alias,
          length: 0,
        });
      }

      // word_similarity never exceeds (query trigrams the name holds) / (query trigrams).
      const least = Math.max(PG_WORD_SIMILARITY_THRESHOLD, threshold);
      const nameHits = countShared(query, nameTrigrams, nameShared);
      for (const position of nameHits) {
        const bound = nameShared[position]! / query.size;
        nameShared[position] = 0;
        if (bound < least) continue;
        const entry = entries[position]!;
        const value = wordSimilarity(name, entry.normalisedName);
        if (value < PG_WORD_SIMILARITY_THRESHOLD || value < Math.fround(threshold)) continue;
        candidates.push({
          ingredientId: entry.id,
          score: value,
          via: 'name',
          description: entry.description,
          length: entry.normalisedName.length,
        });
      }

      return candidates
        .sort(
          (a, b) =>
            b.score - a.score ||
            byCodeUnits(a.via, b.via) ||
            a.length - b.length ||
            byCodeUnits(a.ingredientId, b.ingredientId) ||
            byCodeUnits(a.description, b.description),
        )
        .slice(0, limit)
        .map(({ length: _length, ...match }) => ({ ...match, score: asPrinted(match.score) }));
    },
  };
}

export type CatalogueIndex = Awaited<ReturnType<typeof createCatalogueIndex>>;
