import type { ImportDraft } from '@simmer/domain/import';
import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import { describe, expect, it } from 'vitest';
import {
  draftToReviewValues,
  fieldHints,
  guessedFieldsNote,
  readFromNote,
  newReviewIngredient,
  newReviewStep,
  reviewSnapshot,
  reviewToSaveInput,
  toggleKeptImage,
  validateReview,
  type ReviewValues,
} from './review-values';

const draft: ImportDraft = {
  name: 'Tomato Soup',
  description: 'A quick soup.',
  author: 'Ana Ruiz',
  prepTime: 10,
  cookTime: 25,
  totalTime: 35,
  servings: 4,
  yields: '4 bowls',
  cuisine: 'Spanish',
  category: 'Other',
  tags: ['soup', 'quick'],
  ingredients: [
    {
      text: '2 cups tomatoes, chopped',
      name: 'tomatoes',
      quantity: 2,
      unit: 'cups',
      preparation: 'chopped',
    },
    { text: 'salt to taste', name: 'salt', quantity: null, unit: '', preparation: 'to taste' },
    { text: 'a splash of something', name: '', quantity: null, unit: '', preparation: '' },
  ],
  instructions: [
    { text: 'Chop the tomatoes.', estimatedDuration: 5, complexity: 'moderate' },
    {
      text: 'Simmer for 20 minutes.',
      estimatedDuration: 20,
      complexity: 'moderate',
      component: 'Soup',
    },
  ],
  sourceUrl: 'https://example.com/soup',
  images: [
    { url: 'https://example.com/a.jpg', type: 'main' },
    { url: 'https://example.com/b.jpg', type: 'page' },
    { url: 'https://example.com/a.jpg', type: 'page' },
    { url: 'https://example.com/c.jpg', type: 'page' },
    { url: 'https://example.com/d.jpg', type: 'page' },
    { url: 'https://example.com/e.jpg', type: 'page' },
    { url: 'https://example.com/f.jpg', type: 'page' },
  ],
  guessed: [],
  assisted: [],
};

const review = (patch: Partial<ReviewValues> = {}) => ({ ...draftToReviewValues(draft), ...patch });

describe('draftToReviewValues', () => {
  it('fills the form from the draft, keeping the main image and each image once', () => {
    const values = draftToReviewValues(draft);

    expect(values).toMatchObject({
      author: 'Ana Ruiz',
      name: 'Tomato Soup',
      prepTime: 10,
      cookTime: 25,
      servings: 4,
      tags: 'soup, quick',
      keptImageUrls: ['https://example.com/a.jpg'],
    });
    expect(values.offeredImages.map((image) => image.url)).toEqual([
      'https://example.com/a.jpg',
      'https://example.com/b.jpg',
      'https://example.com/c.jpg',
      'https://example.com/d.jpg',
      'https://example.com/e.jpg',
      'https://example.com/f.jpg',
    ]);
    expect(values.ingredients.map((row) => [row.name, row.quantity])).toEqual([
      ['tomatoes', 2],
      ['salt', ''],
      ['a splash of something', ''],
    ]);
  });
});

describe('toggleKeptImage', () => {
  it('keeps images in the page’s order and refuses a sixth', () => {
    let values = review();
    for (const letter of ['f', 'c', 'b', 'd', 'e']) {
      values = {
        ...values,
        keptImageUrls: toggleKeptImage(values, `https://example.com/${letter}.jpg`),
      };
    }

    expect(values.keptImageUrls).toEqual(
      ['a', 'b', 'c', 'd', 'f'].map((letter) => `https://example.com/${letter}.jpg`),
    );
    expect(toggleKeptImage(values, 'https://example.com/a.jpg')).toHaveLength(4);
  });
});

describe('validateReview', () => {
  it('accepts the draft as it came', () => {
    expect(validateReview(review())).toEqual({});
  });

  it('gives the spec’s messages for a missing name, ingredients and steps', () => {
    const values = review({
      name: '  ',
      ingredients: [newReviewIngredient()],
      instructions: [newReviewStep()],
    });

    expect(validateReview(values)).toEqual({
      name: RECIPE_MESSAGES.nameRequired,
      ingredients: RECIPE_MESSAGES.ingredientRequired,
      instructions: RECIPE_MESSAGES.instructionRequired,
    });
  });

  it('flags an ingredient with an amount but no name, servings below 1 and negative times', () => {
    const values = review();
    const row = { ...values.ingredients[0]!, name: ' ' };

    expect(
      validateReview({ ...values, ingredients: [row], servings: 0, prepTime: -1, cookTime: 'x' }),
    ).toEqual({
      [`ingredients.${row.key}.name`]: RECIPE_MESSAGES.ingredientName,
      servings: 'Servings must be at least 1',
      prepTime: 'Time must be at least 0',
      cookTime: 'Time must be at least 0',
    });
  });
});

describe('reviewToSaveInput', () => {
  it('sends the reviewed recipe with its kept images and steps in their new order', () => {
    const values = review({ tags: 'soup, , Soup ,quick, soup' });
    const [chop, simmer] = values.instructions;
    const reordered: ReviewValues = {
      ...values,
      instructions: [
        { ...simmer!, estimatedDuration: '', imageUrl: 'https://example.com/b.jpg' },
        chop!,
        newReviewStep(),
      ],
      ingredients: [...values.ingredients, newReviewIngredient()],
      keptImageUrls: ['https://example.com/a.jpg', 'https://example.com/c.jpg'],
    };

    expect(reviewToSaveInput(reordered)).toEqual({
      name: 'Tomato Soup',
      description: 'A quick soup.',
      author: 'Ana Ruiz',
      prepTime: 10,
      cookTime: 25,
      servings: 4,
      cuisine: 'Spanish',
      tags: ['soup', 'Soup', 'quick'],
      ingredients: [
        { name: 'tomatoes', quantity: 2, unit: 'cups', preparation: 'chopped' },
        { name: 'salt', quantity: null, unit: '', preparation: 'to taste' },
        { name: 'a splash of something', quantity: null, unit: '', preparation: '' },
      ],
      instructions: [
        {
          text: 'Simmer for 20 minutes.',
          estimatedDuration: 5,
          complexity: 'moderate',
          imageUrl: 'https://example.com/b.jpg',
          component: 'Soup',
        },
        { text: 'Chop the tomatoes.', estimatedDuration: 5, complexity: 'moderate' },
      ],
      sourceUrl: 'https://example.com/soup',
      imageUrls: ['https://example.com/a.jpg', 'https://example.com/c.jpg'],
    });
  });

  it('uses the spec’s defaults for emptied numbers', () => {
    expect(reviewToSaveInput(review({ servings: '', prepTime: '', cookTime: '' }))).toMatchObject({
      servings: 4,
      prepTime: 0,
      cookTime: 0,
    });
  });
});

describe('reviewSnapshot', () => {
  it('changes when the user edits a step', () => {
    const values = review();
    const edited = {
      ...values,
      instructions: values.instructions.map((row, i) =>
        i === 0 ? { ...row, text: 'Dice.' } : row,
      ),
    };

    expect(reviewSnapshot(edited)).not.toBe(reviewSnapshot(values));
    expect(reviewSnapshot({ ...values })).toBe(reviewSnapshot(values));
  });
});

describe('guessedFieldsNote', () => {
  it('names the fields the source did not state, and says nothing when it stated them all', () => {
    expect(guessedFieldsNote({ guessed: ['servings', 'cookTime'] })).toBe(
      'Not stated by the source, so filled in for you: servings, cook time. Check them before saving.',
    );
    expect(guessedFieldsNote({ guessed: [] })).toBeNull();
    // Fields the form does not show are not asked about: the total is prep + cook on saving.
    expect(guessedFieldsNote({ guessed: ['totalTime', 'category'] })).toBeNull();
    expect(guessedFieldsNote({ guessed: ['totalTime', 'prepTime'] })).toBe(
      'Not stated by the source, so filled in for you: prep time. Check it before saving.',
    );
  });
});

describe('readFromNote', () => {
  it('says how the recipe was read, for each way of reading it', () => {
    const none = { assisted: [] };
    expect(readFromNote('url', 'json-ld', none)).toBe(
      'Read from the recipe data the page publishes.',
    );
    expect(readFromNote('url', 'page', none)).toBe(
      "Read from the page's headings and lists, as it publishes no recipe data: check the ingredients and steps.",
    );
    expect(readFromNote('text', 'text', none)).toBe('Read from the text you pasted.');
    expect(readFromNote('image', 'ocr', none)).toBe(
      'Read from the text in your photo: check the amounts and spelling.',
    );
    expect(readFromNote('file', 'json-ld', none)).toBe('Read from your recipe file.');
    expect(readFromNote('url', null, none)).toBeNull();
  });

  it('says what the AI assistant read: everything, or the fields it filled in', () => {
    expect(readFromNote('image', 'ai', { assisted: ['name', 'ingredients', 'instructions'] })).toBe(
      'Read by the AI assistant from your photo: check every field before saving.',
    );
    expect(readFromNote('url', 'ai', { assisted: ['name', 'ingredients', 'instructions'] })).toBe(
      'Read by the AI assistant from the page: check every field before saving.',
    );
    expect(readFromNote('url', 'ai', { assisted: ['instructions', 'cookTime'] })).toBe(
      'Read from the recipe data the page publishes; the AI assistant filled in: steps, cook time. Check them before saving.',
    );
  });
});

describe('fieldHints', () => {
  it('puts a word under the fields the source did not state, and none under the rest', () => {
    expect(fieldHints({ guessed: ['servings', 'totalTime'], assisted: ['description'] })).toEqual({
      servings: 'Not stated: filled in for you',
      description: 'From the AI assistant: check it',
    });
    expect(fieldHints({ guessed: [], assisted: [] })).toEqual({});
  });
});
