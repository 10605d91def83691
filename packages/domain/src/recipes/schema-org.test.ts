import { describe, expect, it } from 'vitest';
import {
  isoDuration,
  jsonForScriptElement,
  toSchemaOrgRecipe,
  type SchemaOrgRecipeSource,
} from './schema-org';

const recipe: SchemaOrgRecipeSource = {
  name: 'Saffron Rice',
  description: 'Fragrant rice for a weeknight.',
  images: [
    {
      id: 'i1',
      thumb: '/media/recipes/r1/a_thumb.jpg',
      medium: '/media/recipes/r1/a_medium.jpg',
      large: '/media/recipes/r1/a_large.jpg',
      srcSet: '',
    },
  ],
  author: 'Sam Lee',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  cuisine: 'Indian',
  tags: ['weeknight', 'Dinner', 'lunch', 'weeknight'],
  dietaryRestrictions: ['vegetarian', 'gluten-free', 'nut-free'],
  prepTime: 10,
  cookTime: 95,
  totalTime: 105,
  servings: 4,
  ingredients: [
    {
      name: 'basmati rice',
      quantity: 0.5,
      unit: 'cup',
      preparation: 'rinsed',
      category: 'Grains and Pasta',
      ingredientId: null,
    },
    {
      name: 'salt',
      quantity: null,
      unit: '',
      preparation: '',
      category: 'Other',
      ingredientId: null,
    },
  ],
  instructions: [
    { text: 'Rinse the rice. Drain it well in a sieve.' },
    { text: 'Simmer for 20 minutes' },
  ],
  nutritionalInfo: { calories: 312.4, protein: 6.04, carbohydrates: 60, fat: 4.55, fiber: 1 },
};

describe('toSchemaOrgRecipe', () => {
  it('writes a complete schema.org Recipe', () => {
    const result = toSchemaOrgRecipe(recipe, {
      baseUrl: 'https://simmer.example',
      url: 'https://simmer.example/recipe/shared/s1/r1',
      authorUrl: 'https://simmer.example/chef/c1',
    });

    expect(result).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Saffron Rice',
      description: 'Fragrant rice for a weeknight.',
      url: 'https://simmer.example/recipe/shared/s1/r1',
      image: [
        'https://simmer.example/media/recipes/r1/a_large.jpg',
        'https://simmer.example/media/recipes/r1/a_medium.jpg',
        'https://simmer.example/media/recipes/r1/a_thumb.jpg',
      ],
      author: { '@type': 'Person', name: 'Sam Lee', url: 'https://simmer.example/chef/c1' },
      datePublished: '2026-03-01T10:00:00.000Z',
      dateModified: '2026-03-02T10:00:00.000Z',
      recipeCategory: 'Dinner',
      recipeCuisine: 'Indian',
      keywords: 'weeknight, Dinner, lunch',
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
      prepTime: 'PT10M',
      cookTime: 'PT1H35M',
      totalTime: 'PT1H45M',
      recipeYield: '4 servings',
      recipeIngredient: ['½ cup basmati rice, rinsed', 'salt'],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          position: 1,
          name: 'Rinse the rice.',
          text: 'Rinse the rice. Drain it well in a sieve.',
        },
        { '@type': 'HowToStep', position: 2, text: 'Simmer for 20 minutes' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 serving',
        calories: '312 calories',
        proteinContent: '6 g',
        carbohydrateContent: '60 g',
        fatContent: '4.6 g',
        fiberContent: '1 g',
      },
    });
  });

  it('leaves out what the recipe does not know rather than inventing it', () => {
    const result = toSchemaOrgRecipe(
      {
        ...recipe,
        description: ' ',
        images: [],
        author: '',
        cuisine: '',
        tags: ['weeknight'],
        dietaryRestrictions: [],
        nutritionalInfo: null,
        estimatedNutrition: {
          perServing: { calories: 100, protein: 1, carbohydrates: 1, fat: 1, fiber: 1 },
          coveredIngredients: 1,
          totalIngredients: 2,
        },
        servings: 1,
      },
      { baseUrl: 'https://simmer.example' },
    );

    expect(result.description).toBe('Saffron Rice on Simmer');
    expect(result.recipeYield).toBe('1 serving');
    for (const key of [
      'image',
      'author',
      'recipeCategory',
      'recipeCuisine',
      'suitableForDiet',
      'nutrition',
      'url',
    ]) {
      expect(result).not.toHaveProperty(key);
    }
  });

  it('publishes an estimate only when it counted every ingredient', () => {
    const result = toSchemaOrgRecipe(
      {
        ...recipe,
        nutritionalInfo: null,
        estimatedNutrition: {
          perServing: { calories: 100, protein: 1, carbohydrates: 2, fat: 3, fiber: 4 },
          coveredIngredients: 2,
          totalIngredients: 2,
        },
      },
      { baseUrl: 'https://simmer.example' },
    );

    expect(result.nutrition?.calories).toBe('100 calories');
  });
});

describe('isoDuration', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect([0, 5, 60, 61, 150, -3, Number.NaN].map(isoDuration)).toEqual([
      'PT0M',
      'PT5M',
      'PT1H',
      'PT1H1M',
      'PT2H30M',
      'PT0M',
      'PT0M',
    ]);
  });
});

describe('jsonForScriptElement', () => {
  it('cannot close the script element or open an HTML comment', () => {
    const json = jsonForScriptElement({ name: '</script><script>alert(1)</script><!-- & \u2028' });

    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
