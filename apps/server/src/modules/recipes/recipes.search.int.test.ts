import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recipeSearchFields } from '@simmer/domain/recipes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { recipes, userRecipes } from '../../db/schema';

interface Listed {
  name: string;
}

const RECIPES = [
  {
    name: 'Chicken Curry',
    cuisine: 'Indian',
    tags: ['dinner'],
    prepTime: 20,
    cookTime: 40,
    difficulty: 'medium',
    dietary: ['gluten-free'],
    rating: 4.6,
    ingredient: 'chicken thighs',
  },
  {
    name: 'Lemon Chicken Traybake',
    cuisine: 'Greek',
    tags: ['dinner', 'healthy'],
    prepTime: 10,
    cookTime: 15,
    difficulty: 'easy',
    dietary: ['gluten-free', 'dairy-free'],
    rating: 3.9,
    ingredient: 'chicken breast',
  },
  {
    name: 'Overnight Oats',
    cuisine: 'American',
    tags: ['breakfast', 'healthy'],
    prepTime: 5,
    cookTime: 0,
    difficulty: 'easy',
    dietary: ['vegetarian'],
    rating: 4.2,
    ingredient: 'rolled oats',
  },
  {
    name: 'Beef Ragu',
    cuisine: 'Italian',
    tags: ['dinner'],
    prepTime: 30,
    cookTime: 150,
    difficulty: 'hard',
    dietary: [],
    rating: 4.9,
    ingredient: 'beef mince',
  },
  {
    name: 'Green Curry Tofu',
    cuisine: 'Thai',
    tags: ['dinner', 'spicy'],
    prepTime: 15,
    cookTime: 15,
    difficulty: 'medium',
    dietary: ['vegan', 'vegetarian', 'gluten-free'],
    rating: 4.4,
    ingredient: 'firm tofu',
  },
];

describe('GET /api/recipes with filters, search and sort', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    ids = {};
    for (const [index, r] of RECIPES.entries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: cook.cookie, origin: TEST_ORIGIN },
        payload: {
          name: r.name,
          cuisine: r.cuisine,
          tags: r.tags,
          prepTime: r.prepTime,
          cookTime: r.cookTime,
          difficulty: r.difficulty,
          dietaryRestrictions: r.dietary,
          visibility: 'public',
          ingredients: [{ name: r.ingredient, quantity: 1 }],
          instructions: ['Cook it.'],
        },
      });
      const { id } = response.json<{ id: string }>();
      ids[r.name] = id;
      // Ratings come from reviews; set them directly, and space out creation times.
      await ctx.database.db
        .update(recipes)
        .set({ rating: r.rating, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
        .where(eq(recipes.id, id));
    }
  }, 60_000);
  afterAll(() => ctx.close());

  async function names(query: string, who = cook): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes?${query}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipes: Listed[] }>().recipes.map((r) => r.name);
  }

  it.each([
    ['category=quickMeals', ['Green Curry Tofu', 'Overnight Oats', 'Lemon Chicken Traybake']],
    ['category=breakfast', ['Overnight Oats']],
    ['category=healthy', ['Overnight Oats', 'Lemon Chicken Traybake']],
    ['category=popular', ['Green Curry Tofu', 'Beef Ragu', 'Overnight Oats', 'Chicken Curry']],
    ['minTime=20&maxTime=60', ['Green Curry Tofu', 'Lemon Chicken Traybake', 'Chicken Curry']],
    ['difficulty=easy,hard', ['Beef Ragu', 'Overnight Oats', 'Lemon Chicken Traybake']],
    ['cuisine=Thai&cuisine=Indian', ['Green Curry Tofu', 'Chicken Curry']],
    ['dietary=gluten-free,vegetarian', ['Green Curry Tofu']],
    ['minRating=4.5', ['Beef Ragu', 'Chicken Curry']],
  ])('filters %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    [
      'sort=oldest',
      [
        'Chicken Curry',
        'Lemon Chicken Traybake',
        'Overnight Oats',
        'Beef Ragu',
        'Green Curry Tofu',
      ],
    ],
    [
      'sort=time-asc',
      [
        'Overnight Oats',
        'Lemon Chicken Traybake',
        'Green Curry Tofu',
        'Chicken Curry',
        'Beef Ragu',
      ],
    ],
    [
      'sort=time-desc',
      [
        'Beef Ragu',
        'Chicken Curry',
        'Green Curry Tofu',
        'Lemon Chicken Traybake',
        'Overnight Oats',
      ],
    ],
    [
      'sort=rating',
      [
        'Beef Ragu',
        'Chicken Curry',
        'Green Curry Tofu',
        'Overnight Oats',
        'Lemon Chicken Traybake',
      ],
    ],
  ])('sorts %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('ranks an exact name word above a partial one and ignores short words', async () => {
    expect(await names('q=curry')).toEqual(['Green Curry Tofu', 'Chicken Curry']);
    expect(await names('q=chicken%20of')).toEqual(['Lemon Chicken Traybake', 'Chicken Curry']);
  });

  it('finds recipes by cuisine, tag and ingredient, best match first', async () => {
    expect(await names('q=thai')).toEqual(['Green Curry Tofu']);
    expect(await names('q=spicy')).toEqual(['Green Curry Tofu']);
    expect(await names('q=tofu%20oats')).toEqual(['Green Curry Tofu', 'Overnight Oats']);
    expect(await names('q=mince')).toEqual(['Beef Ragu']);
  });

  it('lists everything for a search with no word worth matching, wildcards included', async () => {
    const all = await names('');

    expect(await names('q=%25%25%25')).toEqual(all);
    expect(await names('q=___%20of')).toEqual(all);
  });

  it('lists saved recipes only when asked, as the favorites category too', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${ids['Beef Ragu']}/save`,
      headers: { cookie: cook.cookie, origin: TEST_ORIGIN },
    });

    expect(await names('savedOnly=true')).toEqual(['Beef Ragu']);
    expect(await names('category=favorites')).toEqual(['Beef Ragu']);
  });

  it('fills the search columns of existing recipes in the migrations exactly as the app writes them', async () => {
    const backfill = (file: string) =>
      readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .find((statement) => statement.startsWith('UPDATE'))!;
    const id = ids['Green Curry Tofu']!;
    const [before] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, id));
    await ctx.database.db
      .update(recipes)
      .set({ searchText: '', searchName: '', nameWords: [], searchTags: '', searchIngredients: '' })
      .where(eq(recipes.id, id));

    await ctx.database.db.execute(sql.raw(backfill('0005_recipe_search_text.sql')));
    await ctx.database.db.execute(sql.raw(backfill('0007_recipe_search_fields.sql')));

    const [after] = await ctx.database.db.select().from(recipes).where(eq(recipes.id, id));
    expect(after).toMatchObject(recipeSearchFields(before!));
    expect(after).toMatchObject({
      searchText: 'green curry tofu thai dinner spicy firm tofu',
      nameWords: ['green', 'curry', 'tofu'],
      searchTags: 'dinner|spicy',
      searchIngredients: 'firm tofu',
    });
  });

  it('refuses an unknown sort or category with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes?sort=spiciest',
      headers: { cookie: cook.cookie },
    });

    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/recipes with a search of several words', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    const recipesToCreate = [
      { name: 'Roast Chicken', tags: ['sunday'], ingredient: 'whole chicken' },
      { name: 'Weeknight Stir-fry', tags: ['curry'], ingredient: 'chicken' },
      { name: 'Pumpkin Soup', tags: ['autumn'], ingredient: 'pumpkin' },
    ];
    for (const r of recipesToCreate) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: cook.cookie, origin: TEST_ORIGIN },
        payload: {
          name: r.name,
          tags: r.tags,
          visibility: 'public',
          ingredients: [{ name: r.ingredient, quantity: 1 }],
          instructions: ['Cook it.'],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  }, 60_000);
  afterAll(() => ctx.close());

  async function page(query: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes?${query}`,
      headers: { cookie: cook.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ recipes: Listed[]; nextCursor: number | null }>();
    return { names: body.recipes.map((r) => r.name), nextCursor: body.nextCursor };
  }

  it('puts a recipe holding every word before a better score holding only some', async () => {
    expect((await page('q=chicken%20curry')).names).toEqual([
      'Weeknight Stir-fry',
      'Roast Chicken',
    ]);
  });

  it('pages across the two groups without losing or repeating a recipe', async () => {
    const first = await page('q=chicken%20curry&limit=1');
    const second = await page('q=chicken%20curry&limit=1&cursor=1');
    const beyond = await page('q=chicken%20curry&limit=1&cursor=2');

    expect(first).toEqual({ names: ['Weeknight Stir-fry'], nextCursor: 1 });
    expect(second).toEqual({ names: ['Roast Chicken'], nextCursor: null });
    expect(beyond).toEqual({ names: [], nextCursor: null });
  });

  it('ranks by score alone when no recipe holds every word', async () => {
    expect((await page('q=roast%20autumn')).names).toEqual(['Roast Chicken', 'Pumpkin Soup']);
  });
});

describe('GET /api/recipes search of a premium recipe', () => {
  let ctx: TestContext;
  let chef: TestUser;
  let free: TestUser;
  let pro: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let refunded: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [chef, free, pro, admin, buyer, refunded] = await Promise.all([
      createTestUser(ctx, { role: 'chef' }),
      createTestUser(ctx),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'admin' }),
      createTestUser(ctx),
      createTestUser(ctx),
    ]);
    const create = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: chef.cookie, origin: TEST_ORIGIN },
        payload: { instructions: ['Cook it.'], visibility: 'public', ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const premiumId = await create({
      name: 'Golden Paella',
      author: 'Chef Tester',
      cuisine: 'Spanish',
      tags: ['festive'],
      isPurchasable: true,
      price: 4.99,
      ingredients: [{ name: 'saffron threads', quantity: 1 }],
      instructions: ['Bloom the saffron in warm stock.'],
    });
    await create({
      name: 'Winter Stew',
      author: 'Chef Tester',
      tags: ['festive'],
      ingredients: [{ name: 'beef shin', quantity: 1 }],
    });
    // No checkout yet: a purchase is the buyer's link to the recipe with its purchase id.
    await ctx.database.db.insert(userRecipes).values([
      {
        userId: buyer.id,
        recipeId: premiumId,
        source: 'purchase',
        purchaseId: 'purchase-1',
        status: 'active',
      },
      {
        userId: refunded.id,
        recipeId: premiumId,
        source: 'purchase',
        purchaseId: 'purchase-2',
        status: 'refunded',
      },
    ]);
  }, 60_000);
  afterAll(() => ctx.close());

  async function names(q: string, who: TestUser): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes?q=${encodeURIComponent(q)}`,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipes: Listed[] }>().recipes.map((r) => r.name);
  }

  it('does not find a locked recipe by its ingredients', async () => {
    expect(await names('saf', free)).toEqual([]);
    expect(await names('saffron', free)).toEqual([]);
    expect(await names('saffron', pro)).toEqual([]);
    expect(await names('saffron', refunded)).toEqual([]);
  });

  it('does not rank a locked recipe by the ingredients it hides', async () => {
    expect(await names('festive saffron', free)).toEqual(['Winter Stew', 'Golden Paella']);
  });

  it('still finds a locked recipe by what its card shows: name, cuisine and tags', async () => {
    expect(await names('pae', free)).toEqual(['Golden Paella']);
    expect(await names('spanish', free)).toEqual(['Golden Paella']);
    expect(await names('festive', free)).toEqual(['Winter Stew', 'Golden Paella']);
  });

  it('does not find any recipe by the words of its steps', async () => {
    expect(await names('bloom', free)).toEqual([]);
  });

  it('finds it by its ingredients for those who may read them: creator, buyer and admin', async () => {
    expect(await names('saf', chef)).toEqual(['Golden Paella']);
    expect(await names('saf', buyer)).toEqual(['Golden Paella']);
    expect(await names('saf', admin)).toEqual(['Golden Paella']);
    expect(await names('festive saffron', chef)).toEqual(['Golden Paella', 'Winter Stew']);
  });
});
