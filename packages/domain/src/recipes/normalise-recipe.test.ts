import { describe, expect, it } from 'vitest';
import {
  ListRecipesQuerySchema,
  normaliseRecipe,
  RecipeInputSchema,
  RecipeRuleError,
  searchWords,
  recipeSearchFields,
  type RecipeInput,
} from './schemas';

const base: RecipeInput = {
  name: '  Tomato soup ',
  ingredients: [{ name: 'tomatoes', quantity: 4, unit: '' }],
  instructions: ['Simmer everything for 20 minutes.'],
};
const cook = { role: 'free', canSell: false, displayName: 'Sam' };
const chef = { role: 'chef', canSell: true, displayName: 'Marisol' };

function parse(input: RecipeInput) {
  return RecipeInputSchema.parse(input);
}

describe('RecipeInputSchema', () => {
  it.each([
    [{ ...base, name: '   ' }, 'Recipe name is required'],
    [{ ...base, ingredients: [] }, 'At least one ingredient is required'],
    [{ ...base, instructions: [] }, 'At least one instruction is required'],
    [{ ...base, ingredients: [{ name: ' ' }] }, 'Each ingredient must have a name'],
  ])('refuses %j with the spec’s message', (input, message) => {
    const result = RecipeInputSchema.safeParse(input);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('normaliseRecipe', () => {
  it('floors numbers, keeps servings at least 1 and adds up the total time', () => {
    const recipe = normaliseRecipe(
      parse({ ...base, prepTime: 10.7, cookTime: -5, servings: 0.4 }),
      cook,
    );

    expect(recipe).toMatchObject({
      name: 'Tomato soup',
      prepTime: 10,
      cookTime: 0,
      totalTime: 10,
      servings: 1,
    });
  });

  it.each([
    ['easy', 'easy'],
    ['HARD', 'hard'],
    ['impossible', 'medium'],
  ])('reads difficulty %s as %s', (difficulty, expected) => {
    expect(normaliseRecipe(parse({ ...base, difficulty }), cook).difficulty).toBe(expected);
  });

  it('turns string steps into steps of 5 minutes, moderate complexity', () => {
    expect(normaliseRecipe(parse(base), cook).instructions).toEqual([
      {
        text: 'Simmer everything for 20 minutes.',
        estimatedDuration: 5,
        complexity: 'moderate',
        requiresAttention: false,
      },
    ]);
  });

  it.each([
    [cook, undefined, 'private'],
    [cook, 'public', 'public'],
    [chef, 'private', 'chef'],
    [{ role: 'admin', canSell: true, displayName: 'A' }, undefined, 'chef'],
  ] as const)('gives author %j asking for %s the visibility %s', (author, visibility, expected) => {
    expect(
      normaliseRecipe(parse({ ...base, ...(visibility ? { visibility } : {}) }), author).visibility,
    ).toBe(expected);
  });

  it('never lets a non-seller sell', () => {
    const recipe = normaliseRecipe(parse({ ...base, isPurchasable: true, price: 9.99 }), cook);

    expect(recipe).toMatchObject({ isPurchasable: false, priceCents: 0 });
  });

  it('needs at least $0.99 on a purchasable recipe', () => {
    expect(() =>
      normaliseRecipe(parse({ ...base, isPurchasable: true, price: 0.5 }), chef),
    ).toThrow(new RecipeRuleError('Purchasable recipes must have a price of at least $0.99'));
    expect(
      normaliseRecipe(parse({ ...base, isPurchasable: true, price: 4.99 }), chef),
    ).toMatchObject({
      isPurchasable: true,
      priceCents: 499,
    });
  });

  it('uses the author’s name when none is given, trims tags and drops empty ones', () => {
    const recipe = normaliseRecipe(
      parse({ ...base, tags: [' dinner', '', 'dinner', 'quick '] }),
      cook,
    );

    expect(recipe.author).toBe('Sam');
    expect(recipe.tags).toEqual(['dinner', 'quick']);
  });

  it('files unknown ingredient categories under Other', () => {
    const recipe = normaliseRecipe(
      parse({
        ...base,
        ingredients: [
          { name: 'basil', category: 'Herbs and Spices' },
          { name: 'x', category: 'Weird' },
        ],
      }),
      cook,
    );

    expect(recipe.ingredients.map((i) => i.category)).toEqual(['Herbs and Spices', 'Other']);
  });
});

describe('searchWords', () => {
  it('keeps words longer than two characters, lower-cased and once', () => {
    expect(searchWords('Chicken and RICE, rice-cooker of an egg')).toEqual([
      'chicken',
      'and',
      'rice',
      'rice-cooker',
      'egg',
    ]);
  });
});

describe('RecipeInputSchema', () => {
  it('keeps an ingredient without an amount as null, not 0', () => {
    const input = RecipeInputSchema.parse({
      name: 'Soup',
      ingredients: [
        { name: 'salt', quantity: null },
        { name: 'pepper' },
        { name: 'leeks', quantity: '2' },
      ],
      instructions: ['Cook.'],
    });

    expect(input.ingredients.map((i) => i.quantity)).toEqual([null, null, 2]);
  });
});

describe('recipeSearchFields', () => {
  it('splits the name into the same words a query is split into', () => {
    const fields = recipeSearchFields({
      name: "Mom's One-Pot Chicken & Rice, Chicken Style",
      cuisine: 'Thai',
      tags: ['Dinner', 'comfort-food'],
      ingredients: [{ name: 'Chicken Thighs' }, { name: 'jasmine rice' }],
    });

    expect(fields).toEqual({
      searchText:
        "mom's one-pot chicken & rice, chicken style thai dinner comfort-food chicken thighs jasmine rice",
      searchName: "mom's one-pot chicken & rice, chicken style",
      nameWords: ["mom's", 'one-pot', 'chicken', 'rice', 'style'],
      searchTags: 'dinner|comfort-food',
      searchIngredients: 'chicken thighs|jasmine rice',
    });
    expect(fields.nameWords).toEqual(expect.arrayContaining(searchWords('ONE-POT chicken')));
  });
});

describe('ListRecipesQuerySchema', () => {
  it('reads comma lists, booleans and defaults', () => {
    expect(
      ListRecipesQuerySchema.parse({
        difficulty: 'easy,hard',
        dietary: ['vegan'],
        savedOnly: 'true',
      }),
    ).toMatchObject({
      cursor: 0,
      limit: 20,
      category: 'all',
      difficulty: ['easy', 'hard'],
      dietary: ['vegan'],
      cuisine: [],
      savedOnly: true,
      sort: 'newest',
    });
  });
});
