import { RecipeInputSchema } from '@simmer/domain/recipes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const smallRecipe = {
  name: 'Toast',
  ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
  instructions: ['Toast the bread.'],
};

const WORDS = [
  'finely chopped',
  'extra virgin olive oil',
  'red onions',
  'smoked paprika',
  'boneless skinless chicken thighs',
  'tinned tomatoes',
  'roughly torn basil leaves',
  'coconut milk',
];

/** A line at the schema's 500-character limit, as a pasted page might give. */
function longLine(index: number): string {
  let line = `${1 + (index % 4)} 1/2 cups (${100 + index} g) `;
  for (let word = index; line.length < 480; word += 3) line += `${WORDS[word % WORDS.length]} `;
  return `${line.slice(0, 480)}, to taste`;
}

/** 200 raw lines: the schema's most, and the longest it allows. */
const bigRecipe = {
  name: 'Everything stew',
  ingredients: Array.from({ length: 200 }, (_, index) => ({ text: longLine(index) })),
  instructions: ['Stir it all together.'],
};

describe('saving a recipe', () => {
  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createTestUser(ctx, { role: 'pro' });
  }, 60_000);
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  it('refuses a free user at the limit a 200-line recipe before reading a single line', async () => {
    const free = await createTestUser(ctx);
    for (let i = 0; i < 5; i += 1) {
      const saved = await apiCall(ctx, free, 'POST', '/api/recipes', smallRecipe);
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const matching = vi.spyOn(ctx.app.services.ingredients, 'processRecipeIngredients');

    const refused = await apiCall(ctx, free, 'POST', '/api/recipes', bigRecipe);

    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'You have reached the free plan’s limit of 5 recipes. Upgrade to Pro for unlimited recipes.',
      details: { upgrade: '/pro' },
    });
    expect(matching).not.toHaveBeenCalled();
  });

  it('refuses someone else’s 200-line edit before reading a single line', async () => {
    const recipe = (await apiCall(ctx, owner, 'POST', '/api/recipes', smallRecipe)).json();
    const stranger = await createTestUser(ctx, { role: 'pro' });
    const matching = vi.spyOn(ctx.app.services.ingredients, 'processRecipeIngredients');

    const refused = await apiCall(ctx, stranger, 'PUT', `/api/recipes/${recipe.id}`, {
      ...bigRecipe,
      version: recipe.version,
    });

    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Recipe not found');
    expect(matching).not.toHaveBeenCalled();
  });

  it('refuses a viewer without the right to create recipes before reading a single line', async () => {
    const viewer = { id: owner.id, email: owner.email, name: '', role: 'free' as const };
    const matching = vi.spyOn(ctx.app.services.ingredients, 'processRecipeIngredients');

    const attempt = ctx.app.services.recipes.createRecipe(
      { ...viewer, permissions: ['recipes.read'] },
      RecipeInputSchema.parse(bigRecipe),
    );

    await expect(attempt).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(matching).not.toHaveBeenCalled();
  });

  it('parses and matches all 200 lines of a recipe at the limits', async () => {
    const saved = await apiCall(ctx, owner, 'POST', '/api/recipes', bigRecipe);

    expect(saved.statusCode, saved.body).toBe(201);
    const ingredients = saved.json().ingredients as { name: string; quantity: number }[];
    expect(ingredients).toHaveLength(200);
    expect(ingredients[0]).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(ingredients.every((ingredient) => ingredient.name.length > 0)).toBe(true);
  });

  it('matches each ingredient of a recipe as the catalogue names it', async () => {
    const lines = [
      '2 tbsp unsalted butter',
      '3 large eggs',
      '1 cup plain flour',
      '400 g boneless skinless chicken thighs',
      '1 tsp smoked paprika',
      '2 tbsp zorblax fizzlewhip',
    ];

    const saved = await apiCall(ctx, owner, 'POST', '/api/recipes', {
      ...smallRecipe,
      ingredients: lines.map((text) => ({ text })),
    });

    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      saved
        .json()
        .ingredients.map((i: { ingredientId: string; category: string }) => [
          i.ingredientId,
          i.category,
        ]),
    ).toEqual([
      ['usda-173430', 'Dairy and Eggs'],
      ['usda-171287', 'Dairy and Eggs'],
      ['usda-168894', 'Baking Supplies'],
      ['usda-173627', 'Meat and Seafood'],
      ['usda-171329', 'Herbs and Spices'],
      ['temp-zorblax-fizzlewhip', 'Other'],
    ]);
  });
});
