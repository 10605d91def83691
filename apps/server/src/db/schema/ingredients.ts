import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The ingredient catalogue: reference foods with nutrition per 100 g and portion weights (USDA SR Legacy). */
export const ingredients = pgTable(
  'ingredients',
  {
    /**
     * Stable across installations: `usda-<fdc_id>`, or `usda-ndb-<ndb_no>` for the few foods without
     * an FDC id; `ai-<slug>` for an entry described by the AI enrichment queue.
     */
    id: text('id').primaryKey(),
    /** Lower-case name (spec 1 §3). */
    name: text('name').notNull(),
    /** The source's own description. */
    description: text('description').notNull(),
    /** normaliseIngredientName(description): what exact and trigram matching compare against. */
    normalisedName: text('normalised_name').notNull(),
    category: text('category').notNull(),
    baseUnit: text('base_unit').notNull().default('g'),
    calories: real('calories').notNull().default(0),
    protein: real('protein').notNull().default(0),
    carbohydrates: real('carbohydrates').notNull().default(0),
    fat: real('fat').notNull().default(0),
    fiber: real('fiber').notNull().default(0),
    gramsPerCup: real('grams_per_cup'),
    gramsPerTbsp: real('grams_per_tbsp'),
    gramsPerTsp: real('grams_per_tsp'),
    gramsPerEach: real('grams_per_each'),
    eachUnit: text('each_unit'),
    /** 'usda' (shipped reference data) or 'ai' (described by the enrichment queue). */
    source: text('source').notNull().default('usda'),
    fdcId: integer('fdc_id'),
    ndbNo: text('ndb_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ingredients_fdc_id_idx').on(table.fdcId),
    index('ingredients_normalised_name_idx').on(table.normalisedName),
    index('ingredients_normalised_name_trgm_idx').using(
      'gin',
      sql`${table.normalisedName} gin_trgm_ops`,
    ),
  ],
);

/** Curated recipe names → catalogue entry ("butter" → Butter, without salt). */
export const ingredientAliases = pgTable(
  'ingredient_aliases',
  {
    /** Normalised (normaliseIngredientName). */
    alias: text('alias').primaryKey(),
    ingredientId: text('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    /** 'curated' (aliases.ts, replaced on every catalogue version) or 'ai' (kept across versions). */
    source: text('source').notNull().default('curated'),
  },
  (table) => [
    index('ingredient_aliases_ingredient_id_idx').on(table.ingredientId),
    index('ingredient_aliases_alias_trgm_idx').using('gin', sql`${table.alias} gin_trgm_ops`),
  ],
);
