import { describe, expect, it } from 'vitest';
import {
  draftIngredient,
  normaliseSourceUrl,
  servingsFromYields,
  stepMinutes,
  statedFields,
  toImportDraft,
  emptyExtractedRecipe,
} from './index';

describe('normaliseSourceUrl', () => {
  it('treats the same page behind tracking parameters, www, a slash or a fragment as one', () => {
    const same = [
      'https://www.example.com/recipes/pad-thai/',
      'http://example.com/recipes/pad-thai?utm_source=pinterest&utm_medium=social',
      'https://EXAMPLE.com/recipes/pad-thai#recipe',
      'https://example.com/recipes/pad-thai?fbclid=abc',
    ].map(normaliseSourceUrl);
    expect(new Set(same)).toEqual(new Set(['example.com/recipes/pad-thai']));
  });

  it('keeps parameters that pick the page and refuses what is not an http address', () => {
    expect(normaliseSourceUrl('https://example.com/recipe?id=42&utm_campaign=x')).toBe(
      'example.com/recipe?id=42',
    );
    expect(normaliseSourceUrl('https://example.com/recipe?id=43')).not.toBe(
      normaliseSourceUrl('https://example.com/recipe?id=42'),
    );
    expect(normaliseSourceUrl('ftp://example.com/file')).toBeNull();
    expect(normaliseSourceUrl('not a url')).toBeNull();
  });
});

describe('servingsFromYields', () => {
  it.each([
    ['4', 4],
    ['4 servings', 4],
    ['Serves 6-8', 6],
    ['Makes two loaves', 2],
    ['24 cookies', 24],
    ['', null],
    ['a crowd', null],
  ])('%j → %j', (yields, servings) => {
    expect(servingsFromYields(yields)).toBe(servings);
  });
});

describe('stepMinutes', () => {
  it('reads the longest time a step names, range ends and hours included', () => {
    expect(stepMinutes('Bake for 25-30 minutes until golden.')).toBe(30);
    expect(stepMinutes('Simmer 1 hour, then rest 10 mins.')).toBe(60);
    expect(stepMinutes('Whisk for 30 seconds.')).toBe(1);
    expect(stepMinutes('Season to taste.')).toBeNull();
  });
});

describe('toImportDraft', () => {
  it('applies the extraction defaults and splits ingredients with the parser', () => {
    const draft = toImportDraft(
      {
        ...emptyExtractedRecipe(),
        title: ' Lemon Cake ',
        ingredients: ['1 1/2 cups flour, sifted', '', '2 lemons', '2 large eggs'],
        instructions: ['For the cake:', 'Mix everything.', 'Bake for 40 minutes.'],
        headingLines: [0],
        prepTime: 15,
        totalTime: 55,
        image: 'https://example.com/cake.jpg',
        keywords: ['cake', 'Cake', 'lemon'],
      },
      {
        sourceUrl: 'https://example.com/cake',
        images: [{ url: 'https://example.com/b.jpg', type: 'page' }],
      },
    );
    expect(draft).toMatchObject({
      name: 'Lemon Cake',
      servings: 4,
      category: 'Other',
      prepTime: 15,
      cookTime: 40,
      totalTime: 55,
      tags: ['Cake', 'lemon'],
      sourceUrl: 'https://example.com/cake',
    });
    expect(draft.ingredients).toEqual([
      {
        text: '1 1/2 cups flour, sifted',
        name: 'flour',
        quantity: 1.5,
        unit: 'cup',
        preparation: 'sifted',
      },
      { text: '2 lemons', name: 'lemons', quantity: 2, unit: '', preparation: '' },
      { text: '2 large eggs', name: 'eggs', quantity: 2, unit: '', preparation: 'large' },
    ]);
    expect(draft.instructions).toEqual([
      {
        text: 'Mix everything.',
        estimatedDuration: 5,
        complexity: 'moderate',
        component: 'For the cake',
      },
      {
        text: 'Bake for 40 minutes.',
        estimatedDuration: 40,
        complexity: 'moderate',
        component: 'For the cake',
      },
    ]);
    expect(draft.images.map((image) => image.type)).toEqual(['main', 'page']);
  });

  it('names the fields the source did not state: defaults and what was worked out', () => {
    const partial = toImportDraft({
      ...emptyExtractedRecipe(),
      title: 'Plum Crumble',
      totalTime: 50,
    });
    const stated = toImportDraft({
      ...emptyExtractedRecipe(),
      title: 'Plum Crumble',
      yields: 'Serves 6',
      prepTime: 10,
      cookTime: 40,
      totalTime: 50,
      category: ['Dessert'],
    });

    expect(partial.guessed).toEqual(['servings', 'prepTime', 'cookTime', 'category']);
    expect(stated.guessed).toEqual([]);
  });

  it('counts a total the extraction worked out from prep and cook as not stated', () => {
    const draft = toImportDraft({
      ...emptyExtractedRecipe(),
      title: 'Plum Crumble',
      yields: 'Serves 6',
      prepTime: 10,
      cookTime: 40,
      totalTime: 50,
      workedOut: ['totalTime'],
      category: ['Dessert'],
    });

    expect(draft.totalTime).toBe(50);
    expect(draft.guessed).toEqual(['totalTime']);
  });

  it('names the fields the AI assistant supplied, in the review’s terms, and none by default', () => {
    const recipe = {
      ...emptyExtractedRecipe(),
      title: 'Plum Crumble',
      yields: 'Serves 6',
      keywords: ['plums'],
      image: 'https://example.com/crumble.jpg',
      instructions: ['Bake.'],
    };
    expect(toImportDraft(recipe).assisted).toEqual([]);
    expect(
      toImportDraft(recipe, { modelFields: ['title', 'yields', 'keywords', 'image', 'category'] })
        .assisted,
    ).toEqual(['name', 'servings', 'tags', 'images']);
  });
});

describe('draftIngredient', () => {
  it('keeps a line longer than a recipe may save as it is, unparsed, for the cook to shorten', () => {
    const long = `2 cups flour ${'and more '.repeat(60)}`.trim();
    expect(draftIngredient(long)).toEqual({
      text: long,
      name: long,
      quantity: null,
      unit: '',
      preparation: '',
    });
    expect(draftIngredient('2 cups flour')).toMatchObject({ quantity: 2, name: 'flour' });
  });
});

describe('statedFields', () => {
  it('lists the fields an extraction states, not its empty ones', () => {
    expect(
      statedFields({
        ...emptyExtractedRecipe(),
        title: 'Plum Crumble',
        prepTime: 0,
        cookTime: null,
        ingredients: ['4 plums'],
        keywords: [],
      }),
    ).toEqual(['title', 'ingredients', 'prepTime']);
  });
});
