import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, ingredientAliases, ingredients, recipes } from '../../db/schema';
import type { CatalogueFood } from './catalogue-data';

export type IngredientRow = typeof ingredients.$inferSelect;

const CATALOGUE_KEY = 'ingredient_catalogue';
// Well under PostgreSQL's 65,535 parameters per statement at 21 columns a row.
const ROWS_PER_INSERT = 1_000;

export interface SimilarMatch {
  ingredientId: string;
  score: number;
  via: 'alias' | 'name';
  /** The alias, or the food's USDA description. */
  description: string;
}

interface SimilarRow extends Record<string, unknown> {
  ingredient_id: string;
  score: number;
  via: string;
  description: string;
}

/** A catalogue entry described by the AI enrichment queue, and the names that should find it. */
export interface DescribedIngredient {
  food: Omit<typeof ingredients.$inferInsert, 'source' | 'createdAt' | 'updatedAt'> & {
    id: string;
  };
  aliases: string[];
}

/** Rows of a raw query: node-postgres and PGlite both answer with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createIngredientsRepository(db: Db) {
  return {
    async loadedCatalogueVersion(): Promise<string | undefined> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, CATALOGUE_KEY));
      return (row?.value as { version?: string } | undefined)?.version;
    },

    /**
     * Writes the catalogue and its aliases and records the version, all in one transaction:
     * foods are upserted by id (recipes keep pointing at them), curated aliases replaced. Entries and
     * aliases the AI enrichment added stay; a curated alias wins over an AI one of the same name.
     */
    async replaceCatalogue(
      foods: CatalogueFood[],
      aliases: { alias: string; ingredientId: string }[],
      version: string,
    ) {
      await db.transaction(async (tx) => {
        for (let start = 0; start < foods.length; start += ROWS_PER_INSERT) {
          const rows = foods.slice(start, start + ROWS_PER_INSERT).map((food) => ({
            ...food,
            source: 'usda',
          }));
          await tx
            .insert(ingredients)
            .values(rows)
            .onConflictDoUpdate({
              target: ingredients.id,
              set: {
                name: sql`excluded.name`,
                description: sql`excluded.description`,
                normalisedName: sql`excluded.normalised_name`,
                category: sql`excluded.category`,
                calories: sql`excluded.calories`,
                protein: sql`excluded.protein`,
                carbohydrates: sql`excluded.carbohydrates`,
                fat: sql`excluded.fat`,
                fiber: sql`excluded.fiber`,
                gramsPerCup: sql`excluded.grams_per_cup`,
                gramsPerTbsp: sql`excluded.grams_per_tbsp`,
                gramsPerTsp: sql`excluded.grams_per_tsp`,
                gramsPerEach: sql`excluded.grams_per_each`,
                eachUnit: sql`excluded.each_unit`,
                updatedAt: sql`now()`,
              },
            });
        }
        await tx.delete(ingredientAliases).where(eq(ingredientAliases.source, 'curated'));
        if (aliases.length > 0) {
          await tx
            .insert(ingredientAliases)
            .values(aliases.map((alias) => ({ ...alias, source: 'curated' })))
            .onConflictDoUpdate({
              target: ingredientAliases.alias,
              set: { ingredientId: sql`excluded.ingredient_id`, source: 'curated' },
            });
        }
        await tx
          .insert(appMeta)
          .values({ key: CATALOGUE_KEY, value: { version, foods: foods.length } })
          .onConflictDoUpdate({
            target: appMeta.key,
            set: { value: { version, foods: foods.length }, updatedAt: new Date() },
          });
      });
    },

    async findById(id: string): Promise<IngredientRow | undefined> {
      const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id));
      return row;
    },

    async findByIds(ids: string[]): Promise<IngredientRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(ingredients).where(inArray(ingredients.id, ids));
    },

    /** Catalogue ids for normalised aliases, keyed by alias. */
    async findAliases(aliases: string[]): Promise<Map<string, string>> {
      if (aliases.length === 0) return new Map();
      const rows = await db
        .select()
        .from(ingredientAliases)
        .where(inArray(ingredientAliases.alias, aliases));
      return new Map(rows.map((row) => [row.alias, row.ingredientId]));
    },

    /** Catalogue ids whose normalised name is exactly one of `names`, keyed by name. */
    async findByNormalisedNames(names: string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ id: ingredients.id, normalisedName: ingredients.normalisedName })
        .from(ingredients)
        .where(inArray(ingredients.normalisedName, names))
        .orderBy(ingredients.id);
      const found = new Map<string, string>();
      for (const row of rows)
        if (!found.has(row.normalisedName)) found.set(row.normalisedName, row.id);
      return found;
    },

    /**
     * Aliases and catalogue names close to `name` by trigram similarity (pg_trgm), best first, at
     * least `threshold`. Aliases compare whole (similarity); catalogue descriptions are long, so they
     * are scored by their best-matching stretch (word_similarity). Ties prefer aliases, then shorter
     * descriptions (the plain food over its variants).
     */
    async findSimilar(name: string, threshold: number, limit = 5): Promise<SimilarMatch[]> {
      return db.transaction(async (tx) => {
        // The tables are small enough that the planner prefers a scan, but the trigram indexes are
        // several times faster than computing word_similarity for every row.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute<SimilarRow>(sql`
          select ingredient_id, score, via, description from (
            select ${ingredientAliases.ingredientId} as ingredient_id,
                   similarity(${ingredientAliases.alias}, ${name}) as score,
                   'alias' as via, 0 as length, ${ingredientAliases.alias} as description
              from ${ingredientAliases}
             where ${ingredientAliases.alias} % ${name}
            union all
            select ${ingredients.id}, word_similarity(${name}, ${ingredients.normalisedName}),
                   'name', length(${ingredients.normalisedName}), ${ingredients.description}
              from ${ingredients}
             where ${name} <% ${ingredients.normalisedName}
          ) candidates
          where score >= ${threshold}
          order by score desc, via, length, ingredient_id
          limit ${limit}`);
        return rowsOf<SimilarRow>(result).map((row) => ({
          ingredientId: row.ingredient_id,
          score: Number(row.score),
          via: row.via as 'alias' | 'name',
          description: row.description,
        }));
      });
    },

    /**
     * Adds AI-described entries (an existing id is kept as it is) and their aliases (a name that
     * already finds a food keeps it), in one transaction. Returns alias → the entry it points at.
     */
    async addDescribedIngredients(described: DescribedIngredient[]): Promise<Map<string, string>> {
      if (described.length === 0) return new Map();
      return db.transaction(async (tx) => {
        await tx
          .insert(ingredients)
          .values(described.map(({ food }) => ({ ...food, source: 'ai' })))
          .onConflictDoNothing({ target: ingredients.id });
        const aliasRows = described.flatMap(({ food, aliases }) =>
          aliases.map((alias) => ({ alias, ingredientId: food.id, source: 'ai' })),
        );
        await tx.insert(ingredientAliases).values(aliasRows).onConflictDoNothing();
        const stored = await tx
          .select()
          .from(ingredientAliases)
          .where(
            inArray(
              ingredientAliases.alias,
              aliasRows.map((row) => row.alias),
            ),
          );
        return new Map(stored.map((row) => [row.alias, row.ingredientId]));
      });
    },

    /**
     * Points recipe ingredients that carry one of the placeholder ids at their new catalogue entry
     * (and its category), in one statement over the recipes' ingredient JSON. Returns how many
     * recipes changed.
     */
    async relinkPlaceholders(
      links: Map<string, { ingredientId: string; category: string }>,
    ): Promise<number> {
      if (links.size === 0) return 0;
      const map = JSON.stringify(Object.fromEntries(links));
      const result = await db.execute(sql`
        update ${recipes}
           set ingredients = (
             select jsonb_agg(
                      case when ${map}::jsonb ? (item->>'ingredientId')
                           then item || (${map}::jsonb -> (item->>'ingredientId'))
                           else item end
                      order by position)
               from jsonb_array_elements(${recipes.ingredients}) with ordinality as t(item, position))
         where exists (
           select 1 from jsonb_array_elements(${recipes.ingredients}) as e(item)
            where ${map}::jsonb ? (item->>'ingredientId'))`);
      return (
        (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
        (result as { rowCount?: number | null }).rowCount ??
        0
      );
    },

    async countCatalogue(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(ingredients);
      return row?.n ?? 0;
    },
  };
}

export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
