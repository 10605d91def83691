import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

describe('GET /api/recipes/:id estimated nutrition', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
  });
  afterAll(() => ctx.close());

  async function createAndOpen(payload: Record<string, unknown>) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: cook.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Pancakes', instructions: ['Whisk and fry.'], ...payload },
    });
    expect(created.statusCode, created.body).toBe(201);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes/${created.json().id}`,
      headers: { cookie: cook.cookie },
    });
    return opened.json();
  }

  it('estimates nutrition per serving from the matched ingredients, counting what it left out', async () => {
    const recipe = await createAndOpen({
      servings: 2,
      ingredients: [
        { text: '2 large eggs' },
        { text: '1 cup whole milk' },
        { text: 'a little moon dust' },
      ],
    });

    expect(recipe.estimatedNutrition).toMatchObject({ coveredIngredients: 2, totalIngredients: 3 });
    // Two eggs (about 143 kcal) and a cup of whole milk (about 149 kcal), shared by two.
    expect(recipe.estimatedNutrition.perServing.calories).toBeGreaterThan(120);
    expect(recipe.estimatedNutrition.perServing.calories).toBeLessThan(180);
    expect(recipe.estimatedNutrition.perServing.protein).toBeGreaterThan(8);
  });

  it('keeps the author’s own figures and estimates nothing when they are given', async () => {
    const recipe = await createAndOpen({
      ingredients: [{ text: '2 large eggs' }],
      nutritionalInfo: { calories: 300, protein: 20, carbohydrates: 10, fat: 15, fiber: 1 },
    });

    expect(recipe.nutritionalInfo.calories).toBe(300);
    expect(recipe.estimatedNutrition).toBeNull();
  });

  it('leaves the list light: no estimate on listed recipes', async () => {
    await createAndOpen({ ingredients: [{ text: '2 large eggs' }] });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes',
      headers: { cookie: cook.cookie },
    });

    expect(listed.json().recipes[0]).not.toHaveProperty('estimatedNutrition');
  });
});
