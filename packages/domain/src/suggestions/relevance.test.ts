import { describe, expect, it } from 'vitest';
import {
  matchesMealTags,
  matchesMealType,
  placeholderTags,
  rankByRelevance,
  relevanceScore,
} from './relevance';

const recipe = (name: string, cuisine = '', tags: string[] = []) => ({ name, cuisine, tags });

describe('placeholderTags', () => {
  it('is the words of the title and each pair of neighbouring words, lower case', () => {
    expect(placeholderTags('Middle Eastern night')).toEqual([
      'middle',
      'eastern',
      'night',
      'middle eastern',
      'eastern night',
    ]);
  });

  it('keeps hyphenated words whole and drops punctuation', () => {
    expect(placeholderTags('Gluten-free, quick!')).toEqual([
      'gluten-free',
      'quick',
      'gluten-free quick',
    ]);
  });

  it('keeps tags of 3 letters or more, at most 16', () => {
    expect(placeholderTags('A bowl of pho')).toEqual([
      'bowl',
      'pho',
      'a bowl',
      'bowl of',
      'of pho',
    ]);
    const long = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(placeholderTags(long)).toHaveLength(16);
  });

  it('is empty for a placeholder without a title', () => {
    expect(placeholderTags(null)).toEqual([]);
    expect(placeholderTags('   ')).toEqual([]);
  });
});

describe('relevanceScore', () => {
  it('gives +2 for a tag on the meal’s tags', () => {
    expect(
      relevanceScore(recipe('Veg chilli', '', ['Vegetarian']), {
        mealType: 'snack',
        tags: ['vegetarian'],
      }),
    ).toBe(2);
  });

  it('gives +2 for the cuisine on the meal’s tags, a two-word cuisine included', () => {
    const meal = { mealType: 'snack' as const, tags: placeholderTags('Middle Eastern night') };
    expect(relevanceScore(recipe('Shakshuka', 'Middle Eastern'), meal)).toBe(2);
    expect(relevanceScore(recipe('Tacos', 'Mexican'), meal)).toBe(0);
  });

  it('gives +2 once however many tags match', () => {
    expect(
      relevanceScore(recipe('Pasta', 'Italian', ['italian', 'quick']), {
        mealType: 'snack',
        tags: ['italian', 'quick'],
      }),
    ).toBe(2);
  });

  it('gives +1 for a keyword of the meal type in the tags or the name', () => {
    const lunch = { mealType: 'lunch' as const, tags: [] };
    expect(relevanceScore(recipe('Tomato soup'), lunch)).toBe(1);
    expect(relevanceScore(recipe('Club', '', ['Sandwich']), lunch)).toBe(1);
    expect(relevanceScore(recipe('Tomato soup'), { mealType: 'breakfast', tags: [] })).toBe(0);
  });

  it('knows every keyword of spec 3 §9', () => {
    const fits = (mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack', name: string) =>
      matchesMealType(recipe(name), mealType);
    for (const word of ['breakfast', 'brunch', 'morning'])
      expect(fits('breakfast', word)).toBe(true);
    for (const word of ['lunch', 'sandwich', 'salad', 'soup'])
      expect(fits('lunch', word)).toBe(true);
    for (const word of ['dinner', 'main', 'entrée', 'entree'])
      expect(fits('dinner', word)).toBe(true);
    for (const word of ['snack', 'appetizer', 'side']) expect(fits('snack', word)).toBe(true);
    expect(fits('dinner', 'Mainland noodles')).toBe(false);
  });

  it('adds both: 3 for a tag match and a keyword', () => {
    expect(
      relevanceScore(recipe('Greek salad', 'Greek'), { mealType: 'lunch', tags: ['greek'] }),
    ).toBe(3);
  });

  it('is 0 for a meal without tags and a recipe without keywords', () => {
    expect(
      relevanceScore(recipe('Stew', 'French', ['hearty']), { mealType: 'dinner', tags: [] }),
    ).toBe(0);
    expect(matchesMealTags(recipe('Stew', ''), [''])).toBe(false);
  });
});

describe('rankByRelevance', () => {
  it('puts the most relevant first and keeps the given order among equals', () => {
    const recipes = [
      recipe('Stew', 'French'),
      recipe('Ramen soup', 'Japanese'),
      recipe('Sushi', 'Japanese'),
      recipe('Gazpacho'),
      recipe('Miso soup', 'Japanese'),
    ];

    const ranked = rankByRelevance(recipes, { mealType: 'lunch', tags: ['japanese'] });

    expect(ranked.map(({ recipe, score }) => [recipe.name, score])).toEqual([
      ['Ramen soup', 3],
      ['Miso soup', 3],
      ['Sushi', 2],
      ['Stew', 0],
      ['Gazpacho', 0],
    ]);
  });
});
