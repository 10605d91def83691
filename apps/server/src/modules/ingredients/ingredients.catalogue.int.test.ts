import { GROCERY_CATEGORIES } from '@simmer/domain/grocery';
import { normaliseIngredientName } from '@simmer/domain/ingredients';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { ingredientAliases, ingredients } from '../../db/schema';
import { INGREDIENT_ALIASES } from './aliases';
import { aliasRows, catalogueFoods, catalogueIdFor } from './catalogue-data';

describe('the ingredient catalogue', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('holds every USDA SR Legacy food after migrating a fresh database', async () => {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(ingredients);

    expect(row?.n).toBe(2848);
    expect(catalogueFoods().foods).toHaveLength(2848);
  });

  it('files every food under one of the grocery categories of spec 3 §9', async () => {
    const rows = await ctx.database.db
      .select({ category: ingredients.category, n: sql<number>`count(*)::int` })
      .from(ingredients)
      .groupBy(ingredients.category);
    const byCategory = Object.fromEntries(rows.map((r) => [r.category, r.n]));

    for (const category of Object.keys(byCategory)) {
      expect(GROCERY_CATEGORIES).toContain(category);
    }
    expect(byCategory['Produce']).toBeGreaterThan(300);
    expect(byCategory['Meat and Seafood']).toBeGreaterThan(300);
    expect(byCategory['Herbs and Spices']).toBeGreaterThan(40);
    expect(byCategory['Oils and Vinegars']).toBeGreaterThan(30);
    expect(byCategory['Other'] ?? 0).toBe(0);
  });

  it('keeps nutrition per 100 g and portion weights', async () => {
    const [butter] = await ctx.database.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.id, 'usda-173410'));

    expect(butter).toMatchObject({
      name: 'butter, salted',
      description: 'Butter, salted',
      category: 'Dairy and Eggs',
      calories: 717,
      gramsPerCup: 227,
      gramsPerTbsp: 14.2,
      source: 'usda',
      fdcId: 173410,
    });
  });

  it('does not load the same catalogue version twice', async () => {
    const again = await ctx.app.services.ingredients.ensureCatalogue();

    expect(again).toEqual({ loaded: false, foods: 2848 });
  });

  it('loads every alias, each pointing at a catalogue food', async () => {
    const loaded = await ctx.database.db.select().from(ingredientAliases);
    const ids = new Set(catalogueFoods().foods.map((food) => food.id));

    expect(loaded.length).toBe(aliasRows().length);
    expect(loaded.length).toBeGreaterThanOrEqual(400);
    for (const alias of loaded) expect(ids, alias.alias).toContain(alias.ingredientId);
  });
});

describe('the curated alias list', () => {
  const foods = new Map(catalogueFoods().foods.map((food) => [food.id, food]));

  it('names each food by an id that exists, with its USDA description', () => {
    for (const group of INGREDIENT_ALIASES) {
      const food = foods.get(catalogueIdFor(group.food));

      expect(food?.description, String(group.food)).toBe(group.description);
    }
  });

  it('has at least 400 distinct names', () => {
    expect(aliasRows().length).toBeGreaterThanOrEqual(400);
  });

  it('never gives one name to two foods', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const group of INGREDIENT_ALIASES) {
      const id = catalogueIdFor(group.food);
      for (const alias of group.aliases) {
        const key = normaliseIngredientName(alias);
        const previous = owner.get(key);
        if (previous && previous !== id) clashes.push(`${alias}: ${previous} / ${id}`);
        owner.set(key, previous ?? id);
      }
    }

    expect(clashes).toEqual([]);
  });
});
