import { normaliseIngredientName, searchableName } from '@simmer/domain/ingredients';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { ingredientAliases, ingredients } from '../../db/schema';
import { INGREDIENT_ALIASES } from './aliases';
import {
  createCatalogueIndex,
  similarity,
  wordSimilarity,
  type CatalogueIndex,
} from './catalogue-index';
import { createIngredientsRepository } from './ingredients.repository';

/** Names as cooks write them, misspelt, run together, unknown, and at the length limit. */
function sampleNames(): string[] {
  const aliases = INGREDIENT_ALIASES.flatMap((group) => group.aliases);
  const picked = aliases.filter((_, index) => index % 20 === 0);
  const misspelt = picked.slice(0, 30).map((alias) => alias.slice(0, -1) || alias);
  const doubled = picked.slice(0, 20).map((alias, index) => `${alias} ${picked[index + 3] ?? ''}`);
  const descriptive = picked.slice(0, 20).map((alias) => `fresh chopped ${alias} for serving`);
  const unknown = ['zorblax fizzlewhip', 'wobbleberry jam', 'gochujang', 'blarghfruit', 'x', '7up'];
  const long = [
    `${'extra virgin olive oil tinned tomatoes '.repeat(8)}basil`,
    `${'boneless skinless chicken thigh smoked paprika red onion '.repeat(5)}`,
  ];
  return [
    ...new Set(
      [...picked, ...misspelt, ...doubled, ...descriptive, ...unknown, ...long]
        .map(searchableName)
        .filter(Boolean),
    ),
  ];
}

const comparable = (match: { via: unknown; description: unknown }) =>
  match.via === 'alias' ? { ...match, description: undefined } : match;

/** Rows of a raw query: node-postgres and PGlite both answer with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('the in-memory ingredient catalogue', () => {
  let ctx: TestContext;
  let index: CatalogueIndex;
  const names = sampleNames();

  beforeAll(async () => {
    ctx = await createTestApp();
    index = await createCatalogueIndex(
      await createIngredientsRepository(ctx.database.db).findMatchingCatalogue(),
    );
  }, 60_000);
  afterAll(() => ctx.close());

  it('scores names exactly as pg_trgm’s similarity and word_similarity do', async () => {
    const catalogueNames = await ctx.database.db
      .select({ name: ingredients.normalisedName })
      .from(ingredients)
      .orderBy(ingredients.id);
    const targets = [
      ...catalogueNames.map((row) => row.name).filter((_, position) => position % 30 === 0),
      ...names.filter((_, position) => position % 5 === 0),
    ];
    const queries = names;

    const result = await ctx.database.db.execute(sql`
      select q, t, similarity(q, t) as s, word_similarity(q, t) as w
        from jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) as q,
             jsonb_array_elements_text(${JSON.stringify(targets)}::jsonb) as t`);
    const rows = rowsOf<{ q: string; t: string; s: number; w: number }>(result);

    expect(rows.length).toBeGreaterThan(5_000);
    const differing = rows.filter(
      (row) =>
        similarity(row.q, row.t) !== Math.fround(Number(row.s)) ||
        wordSimilarity(row.q, row.t) !== Math.fround(Number(row.w)),
    );
    expect(differing).toEqual([]);
  });

  it(
    'finds the same close aliases and catalogue names as the database search',
    { timeout: 120_000 },
    async () => {
      for (const threshold of [0.4, 0.6]) {
        for (const name of names) {
          const result = await ctx.database.db.transaction(async (tx) => {
            // As the former search ran: on the trigram indexes.
            await tx.execute(sql`set local enable_seqscan = off`);
            return tx.execute(sql`
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
          limit 5`);
          });
          const expected = rowsOf<Record<string, unknown>>(result).map((row) => ({
            ingredientId: row.ingredient_id,
            score: Number(row.score),
            via: row.via,
            description: row.description,
          }));
          const found = index.findSimilar(name, threshold);

          // Aliases of one food that tie are in no set order; only which food and how close count.
          expect({ name, threshold, found: found.map(comparable) }).toEqual({
            name,
            threshold,
            found: expected.map(comparable),
          });
        }
      }
    },
  );

  it('sees a catalogue change written after it was first used, by any process', async () => {
    const service = ctx.app.services.ingredients;
    expect(await service.matchName('wibblefruit')).toMatchObject({ method: 'none' });

    await createIngredientsRepository(ctx.database.db).addDescribedIngredients([
      {
        food: {
          id: 'ai-wibblefruit',
          name: 'wibblefruit',
          description: 'Wibblefruit',
          normalisedName: normaliseIngredientName('wibblefruit'),
          category: 'Produce',
        },
        aliases: ['wibblefruit'],
      },
    ]);

    expect(await service.matchName('wibblefruit')).toEqual({
      ingredientId: 'ai-wibblefruit',
      category: 'Produce',
      method: 'alias',
    });
  });
});
