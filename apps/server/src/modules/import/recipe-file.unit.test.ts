import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { readRecipeFile } from './recipe-file';

const file = (value: unknown) => Buffer.from(JSON.stringify(value));

const soup = {
  '@type': 'Recipe',
  name: 'Tomato Soup Recipe',
  url: 'https://soup.example/tomato',
  image: [
    'https://soup.example/a.jpg',
    { '@type': 'ImageObject', url: 'https://soup.example/b.jpg' },
    '/relative.jpg',
  ],
  recipeIngredient: ['1 can tomatoes'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Simmer.', timeRequired: 'PT20M' },
    { '@type': 'HowToStep', text: 'Blend.' },
  ],
};

function refusal(data: Buffer): AppError {
  try {
    readRecipeFile(data);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('readRecipeFile', () => {
  it('reads a Recipe with its web images, its page and its steps’ times', () => {
    const { recipes, names } = readRecipeFile(file({ '@context': 'https://schema.org', ...soup }));

    expect(names).toEqual(['Tomato Soup']);
    expect(recipes).toHaveLength(1);
    expect(recipes[0]).toMatchObject({
      sourceUrl: 'https://soup.example/tomato',
      images: [
        { url: 'https://soup.example/a.jpg', type: 'main' },
        { url: 'https://soup.example/b.jpg', type: 'page' },
      ],
      recipe: {
        title: 'Tomato Soup Recipe',
        image: 'https://soup.example/a.jpg',
        ingredients: ['1 can tomatoes'],
        instructions: ['Simmer.', 'Blend.'],
        stepTimes: [20, null],
      },
    });
  });

  it('finds the recipes of an array, an @graph, @type arrays and mainEntity, in order', () => {
    const second = { ...soup, name: 'Second', '@type': ['Recipe'] };
    for (const data of [
      [soup, second],
      { '@graph': [{ '@type': 'Organization', name: 'Site' }, soup, second] },
      { '@type': 'ItemList', itemListElement: [{ item: soup }, { item: second }] },
      [{ '@type': 'WebPage', mainEntity: soup }, { mainEntity: second }],
    ]) {
      expect(readRecipeFile(file(data)).names).toEqual(['Tomato Soup', 'Second']);
    }
  });

  it('forgives what hand-written files get wrong: a byte-order mark, trailing commas', () => {
    const text = `\uFEFF{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["1 slice bread",],
      "recipeInstructions": "Toast it.",}`;
    expect(readRecipeFile(Buffer.from(text)).names).toEqual(['Toast']);
  });

  it('names a recipe without a name by its place', () => {
    const { names } = readRecipeFile(file([soup, { ...soup, name: '' }]));
    expect(names).toEqual(['Tomato Soup', 'Recipe 2']);
  });

  it('refuses a file that is not JSON, or holds no recipe, as the user’s mistake', () => {
    for (const [data, message] of [
      [Buffer.from('<html></html>'), IMPORT_MESSAGES.notJsonFile],
      [Buffer.from('42'), IMPORT_MESSAGES.notJsonFile],
      [Buffer.from('null'), IMPORT_MESSAGES.notJsonFile],
      [file({ '@type': 'Person', name: 'Ada' }), IMPORT_MESSAGES.noRecipeInFile],
      [file({ name: 'A list', items: [] }), IMPORT_MESSAGES.noRecipeInFile],
    ] as const) {
      const error = refusal(data);
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe(message);
    }
  });
});
