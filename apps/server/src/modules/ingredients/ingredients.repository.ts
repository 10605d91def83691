import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { appMeta, ingredientAliases, ingredients, recipes } from '../../db/schema';
import type { CatalogueFood } from './catalogue-data';
import type { CatalogueAlias, CatalogueEntry } from './catalogue-index';

export type IngredientRow = typeof ingredients.$inferSelect;

const CATALOGUE_KEY = 'ingredient_catalogue';
const REVISION_KEY = 'ingredient_catalogue_revision';
// Well under PostgreSQL's 65,535 parameters per statement at 21 columns a row.
const ROWS_PER_INSERT = 1_000;

/** A catalogue entry described by the AI enrichment queue, and the names that should find it. */
export interface DescribedIngredient {
  food: Omit<typeof ingredients.$inferInsert, 'source' | 'createdAt' | 'updatedAt'> & {
    id: string;
  };
  aliases: string[];
}

/** A new catalogue revision, written in the same transaction as the change it marks. */
async function markCatalogueChanged(tx: Db) {
  const value = { revision: crypto.randomUUID() };
  await tx
    .insert(appMeta)
    .values({ key: REVISION_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

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
        await markCatalogueChanged(tx);
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

    /** What matching needs of the whole catalogue: every entry's names and category, and every alias. */
    async findMatchingCatalogue(): Promise<{
      entries: CatalogueEntry[];
      aliases: CatalogueAlias[];
    }> {
      const [entries, aliases] = await Promise.all([
        db
          .select({
            id: ingredients.id,
            normalisedName: ingredients.normalisedName,
            description: ingredients.description,
            category: ingredients.category,
          })
          .from(ingredients),
        db
          .select({ alias: ingredientAliases.alias, ingredientId: ingredientAliases.ingredientId })
          .from(ingredientAliases),
      ]);
      return { entries, aliases };
    },

    /** Changes whenever the catalogue or its aliases are written (null before the first write). */
    async catalogueRevision(): Promise<string | null> {
      // Read before every match and catalogue lookup: prepared once.
      const query = (on: Db) =>
        on
          .select({ value: appMeta.value })
          .from(appMeta)
          .where(eq(appMeta.key, sql.placeholder('key')));
      const prepared = preparedOn(db, 'ingredients.revision', (root) =>
        query(root).prepare('simmer_catalogue_revision'),
      );
      const [row] = prepared
        ? await prepared.execute({ key: REVISION_KEY })
        : await query(db).execute({ key: REVISION_KEY });
      return (row?.value as { revision?: string } | undefined)?.revision ?? null;
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
        await markCatalogueChanged(tx);
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
