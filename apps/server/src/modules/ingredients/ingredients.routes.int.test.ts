import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

describe('ingredient matching and the ingredient API', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx);
    admin = await createTestUser(ctx, { role: 'admin' });
  }, 60_000);
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, user?: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      payload,
    });

  describe('the traps of naive matching', () => {
    it.each([
      ['butter', 'usda-173410', 'Dairy and Eggs'],
      ['Unsalted Butter', 'usda-173430', 'Dairy and Eggs'],
      ['eggs', 'usda-171287', 'Dairy and Eggs'],
      ['Large Eggs', 'usda-171287', 'Dairy and Eggs'],
      ['sugar', 'usda-169655', 'Baking Supplies'],
      ['flour', 'usda-168894', 'Baking Supplies'],
      ['garlic', 'usda-169230', 'Produce'],
      ['olive oil', 'usda-171413', 'Oils and Vinegars'],
      ['chicken thighs', 'usda-173627', 'Meat and Seafood'],
      ['onion', 'usda-170000', 'Produce'],
      ['salt', 'usda-173468', 'Herbs and Spices'],
      ['black pepper', 'usda-170931', 'Herbs and Spices'],
      ['milk', 'usda-171265', 'Dairy and Eggs'],
    ])('%s → %s', async (name, ingredientId, category) => {
      const match = await ctx.app.services.ingredients.matchName(name);

      expect(match).toMatchObject({ ingredientId, category, method: 'alias' });
    });

    it('keeps a temp- placeholder in Other for nonsense', async () => {
      const match = await ctx.app.services.ingredients.matchName('zorblax fizzlewhip');

      expect(match).toEqual({
        ingredientId: 'temp-zorblax-fizzlewhip',
        category: 'Other',
        method: 'none',
      });
    });

    it('finds a food outside the alias list by trigram similarity', async () => {
      const match = await ctx.app.services.ingredients.matchName('monkfish fillet');

      expect(match).toMatchObject({ ingredientId: 'usda-173676', method: 'similar' });
    });
  });

  describe('POST /api/ingredients/lookup', () => {
    it('returns the category and catalogue id of a shopping text', async () => {
      const response = await post('/api/ingredients/lookup', { text: '2 cups rice' }, cook);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'rice',
        category: 'Grains and Pasta',
        ingredientId: 'usda-168877',
      });
    });

    it('answers Other without an id for an unknown text', async () => {
      const response = await post('/api/ingredients/lookup', { text: 'zorblax' }, cook);

      expect(response.json()).toEqual({ name: 'zorblax', category: 'Other' });
    });

    it('rejects an empty text', async () => {
      const response = await post('/api/ingredients/lookup', { text: ' ' }, cook);

      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/ingredients/process', () => {
    it('parses a text ingredient, lowercases the name and matches it', async () => {
      const response = await post('/api/ingredients/process', { name: '1/2 cup Olive Oil' }, cook);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ingredientId: 'usda-171413',
        name: 'olive oil',
        quantity: 0.5,
        unit: 'cup',
        category: 'Oils and Vinegars',
      });
    });

    it('keeps a given quantity and unit', async () => {
      const response = await post(
        '/api/ingredients/process',
        { name: 'Garlic', quantity: '1 1/2', unit: 'clove' },
        cook,
      );

      expect(response.json()).toMatchObject({ name: 'garlic', quantity: 1.5, unit: 'clove' });
    });

    it('gives an unknown ingredient a placeholder', async () => {
      const response = await post('/api/ingredients/process', { name: 'zorblax' }, cook);

      expect(response.json()).toEqual({
        ingredientId: 'temp-zorblax',
        name: 'zorblax',
        quantity: 1,
        unit: 'unit',
        category: 'Other',
      });
    });

    it("says 'Invalid ingredient: name is required' without a name", async () => {
      const response = await post('/api/ingredients/process', { quantity: 2 }, cook);

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid ingredient: name is required');
    });

    it('says why a visitor is refused', async () => {
      const response = await post('/api/ingredients/process', { name: 'salt' });

      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        'User must be authenticated to process ingredients',
      );
    });
  });

  describe('GET /api/ingredients/:id', () => {
    it('returns the catalogue entry with nutrition and portion weights', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/ingredients/usda-171287',
        headers: { cookie: cook.cookie },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: 'usda-171287',
        name: 'egg, whole, raw, fresh',
        category: 'Dairy and Eggs',
        baseUnit: 'g',
        nutritionalInfo: { calories: 143 },
        portions: { gramsPerEach: 50, eachUnit: 'large' },
        source: { name: 'usda', fdcId: 171287 },
      });
    });

    it("says 'Ingredient not found' for an unknown id", async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/ingredients/temp-zorblax',
        headers: { cookie: cook.cookie },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Ingredient not found');
    });
  });

  describe('recipe saves', () => {
    it('parses text-only ingredients and stores their catalogue id and category', async () => {
      const response = await post(
        '/api/recipes',
        {
          name: 'Garlic butter eggs',
          ingredients: [
            { text: '2 tablespoons unsalted butter, softened' },
            { text: '3 large eggs' },
            { name: '2 cloves garlic, minced' },
            { name: 'zorblax', quantity: 1 },
          ],
          instructions: ['Cook it.'],
        },
        cook,
      );

      expect(response.statusCode, response.body).toBe(201);
      const [butter, eggs, garlic, unknown] = response.json().ingredients;
      expect(butter).toMatchObject({
        name: 'unsalted butter',
        quantity: 2,
        unit: 'tablespoon',
        ingredientId: 'usda-173430',
        category: 'Dairy and Eggs',
      });
      expect(eggs).toMatchObject({ name: 'eggs', quantity: 3, ingredientId: 'usda-171287' });
      expect(garlic).toMatchObject({
        name: 'garlic',
        quantity: 2,
        preparation: 'minced',
        ingredientId: 'usda-169230',
        category: 'Produce',
      });
      expect(unknown).toMatchObject({ ingredientId: 'temp-zorblax', category: 'Other' });
    });

    it('re-matches on update when a name changes', async () => {
      const created = await post(
        '/api/recipes',
        { name: 'Toast', ingredients: [{ name: 'butter' }], instructions: ['Toast.'] },
        cook,
      );
      const { id, ingredients } = created.json();

      const updated = await ctx.app.inject({
        method: 'PUT',
        url: `/api/recipes/${id}`,
        headers: { origin: TEST_ORIGIN, cookie: cook.cookie },
        payload: {
          name: 'Toast',
          version: 1,
          ingredients: [{ ...ingredients[0], name: 'olive oil' }],
          instructions: ['Toast.'],
        },
      });

      expect(updated.json().ingredients[0]).toMatchObject({
        ingredientId: 'usda-171413',
        category: 'Oils and Vinegars',
      });
    });

    it("still refuses an ingredient without a name or text ('Each ingredient must have a name')", async () => {
      const response = await post(
        '/api/recipes',
        { name: 'Nothing', ingredients: [{ quantity: 1 }], instructions: ['x'] },
        cook,
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Each ingredient must have a name');
    });
  });

  describe('POST /api/admin/recipes/:id/reprocess-ingredients', () => {
    it('re-matches a recipe and reports how many matched', async () => {
      const created = await post(
        '/api/recipes',
        {
          name: 'Salad',
          ingredients: [{ name: 'cucumber' }, { name: 'zorblax' }, { name: 'feta cheese' }],
          instructions: ['Toss.'],
        },
        cook,
      );

      const response = await post(
        `/api/admin/recipes/${created.json().id}/reprocess-ingredients`,
        {},
        admin,
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        processed: 3,
        total: 3,
        matched: 2,
        message: 'Processed 3 of 3 ingredients (2 matched)',
      });
    });

    it('is for admins only', async () => {
      const created = await post(
        '/api/recipes',
        { name: 'Mine', ingredients: [{ name: 'salt' }], instructions: ['x'] },
        cook,
      );

      const response = await post(
        `/api/admin/recipes/${created.json().id}/reprocess-ingredients`,
        {},
        cook,
      );

      expect(response.statusCode).toBe(403);
    });

    it('returns 404 for an unknown recipe', async () => {
      const response = await post(
        '/api/admin/recipes/no-such-recipe/reprocess-ingredients',
        {},
        admin,
      );

      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Recipe not found');
    });
  });
});
