import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients';
import { recipeBoxJsonLd, recipeFileName, recipeJsonLd } from './recipe-file';
import { ingredientLine } from './schema-org';
import type { Recipe } from './schemas';

const recipe: Recipe = {
  id: 'r1',
  name: 'Crème Brûlée',
  description: '',
  status: 'active',
  version: 1,
  visibility: 'private',
  ingredients: [
    {
      name: 'cream',
      quantity: 2,
      unit: 'cup',
      preparation: '',
      category: 'Dairy',
      ingredientId: null,
    },
    {
      name: 'salt',
      quantity: null,
      unit: '',
      preparation: 'to taste',
      category: 'Other',
      ingredientId: null,
    },
  ],
  instructions: [
    { text: 'Bake.', estimatedDuration: 40, complexity: 'moderate', requiresAttention: false },
    {
      text: 'Torch the sugar.',
      estimatedDuration: 0,
      complexity: 'simple',
      requiresAttention: true,
      imageUrl: '/media/steps/torch.jpg',
    },
  ],
  isLocked: false,
  prepTime: 0,
  cookTime: 90,
  totalTime: 90,
  servings: 4,
  cuisine: '',
  tags: [],
  difficulty: 'medium',
  nutritionalInfo: null,
  dietaryRestrictions: ['vegetarian', 'no-such-diet'],
  author: '',
  sourceUrl: null,
  images: [
    {
      id: 'i1',
      thumb: '/media/a_thumb.jpg',
      medium: '/media/a_medium.jpg',
      large: '/media/a_large.jpg?expires=1&signature=x',
      srcSet: '',
    },
  ],
  rating: 0,
  createdBy: 'u1',
  chefId: null,
  isPurchasable: false,
  price: 0,
  saveCount: 0,
  shareCount: 0,
  isSaved: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('recipe files', () => {
  it('writes ingredient lines the ingredient parser reads back', () => {
    const line = ingredientLine({
      ...recipe.ingredients[0]!,
      quantity: 1.5,
      preparation: 'whipped',
    });
    expect(line).toBe('1 ½ cups cream, whipped');
    expect(parseIngredientLine(line)).toMatchObject({ quantity: 1.5, unit: 'cup', name: 'cream' });
    expect(ingredientLine(recipe.ingredients[1]!)).toBe('salt, to taste');
  });

  it('names the file after the recipe', () => {
    expect(recipeFileName('Crème Brûlée')).toBe('creme-brulee.json');
    expect(recipeFileName('  ??? ')).toBe('recipe.json');
  });

  it('is the published Recipe with the id, the creation date and one absolute image per photo', () => {
    const file = recipeJsonLd(recipe, 'https://simmer.example/');
    expect(file).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      identifier: 'r1',
      name: 'Crème Brûlée',
      image: ['https://simmer.example/media/a_large.jpg?expires=1&signature=x'],
      dateCreated: '2026-11-01T10:00:00.000Z',
      datePublished: '2026-11-01T10:00:00.000Z',
      dateModified: '2026-11-02T10:00:00.000Z',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H30M',
      recipeYield: '4 servings',
      suitableForDiet: ['https://schema.org/VegetarianDiet'],
      recipeIngredient: ['2 cups cream', 'salt, to taste'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Bake.', timeRequired: 'PT40M' },
        {
          '@type': 'HowToStep',
          position: 2,
          text: 'Torch the sugar.',
          image: 'https://simmer.example/media/steps/torch.jpg',
        },
      ],
    });
    expect(file).not.toHaveProperty('isBasedOn');
    expect(file).not.toHaveProperty('recipeCuisine');
    expect(JSON.stringify(file)).not.toContain('/media/a_thumb.jpg');
  });

  it('groups the steps of one component as a section, and a box as an @graph', () => {
    const withComponents: Recipe = {
      ...recipe,
      sourceUrl: 'https://example.com/creme-brulee',
      instructions: [
        { ...recipe.instructions[0]!, component: 'Custard' },
        { ...recipe.instructions[1]!, component: 'Custard' },
        { ...recipe.instructions[0]!, text: 'Serve.', component: undefined },
      ],
    };
    const box = recipeBoxJsonLd([withComponents, recipe], 'https://simmer.example');
    const [first] = box['@graph'] as Record<string, unknown>[];

    expect(first).not.toHaveProperty('@context');
    expect(first).toMatchObject({ isBasedOn: 'https://example.com/creme-brulee' });
    expect(first!.recipeInstructions).toMatchObject([
      {
        '@type': 'HowToSection',
        name: 'Custard',
        itemListElement: [{ position: 1 }, { position: 2 }],
      },
      { '@type': 'HowToStep', position: 3, text: 'Serve.' },
    ]);
    expect(box['@graph']).toHaveLength(2);
  });
});
