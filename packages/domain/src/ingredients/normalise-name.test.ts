import { describe, expect, it } from 'vitest';
import { groceryCategoryForFood } from './catalogue-category';
import {
  isPlausibleMatch,
  nameCandidates,
  normaliseIngredientName,
  placeholderIngredientId,
  singularWord,
} from './normalise-name';

describe('normaliseIngredientName', () => {
  it.each([
    ['Large Eggs', 'large egg'],
    ['Tomatoes', 'tomato'],
    ['Fresh Basil Leaves', 'fresh basil leaf'],
    ['Crème fraîche', 'creme fraiche'],
    ['confectioners’ sugar', 'confectioner sugar'],
    ['goats’ cheese', 'goat cheese'],
    ['all-purpose flour (sifted)', 'all purpose flour'],
    ['Asparagus', 'asparagus'],
    ['red chillies', 'red chilli'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseIngredientName(input)).toBe(expected);
  });

  it('keeps words that only look plural', () => {
    expect(['hummus', 'couscous', 'swiss', 'grass'].map(singularWord)).toEqual([
      'hummus',
      'couscous',
      'swiss',
      'grass',
    ]);
  });
});

describe('nameCandidates', () => {
  it('tries the name, then without descriptive words, then shorter endings', () => {
    expect(nameCandidates('cold unsalted butter')).toEqual([
      'cold unsalted butter',
      'unsalted butter',
    ]);
    expect(nameCandidates('smoked streaky bacon')).toContain('streaky bacon');
    expect(nameCandidates('smoked streaky bacon')).toContain('bacon');
  });

  it('never falls back to a vague head such as pepper or oil', () => {
    expect(nameCandidates('jalapeño pepper')).not.toContain('pepper');
    expect(nameCandidates('truffle oil')).not.toContain('oil');
  });

  it('reads "a or b noun" as a noun or b noun', () => {
    expect(nameCandidates('sunflower or groundnut oil').slice(0, 4)).toEqual([
      'sunflower or groundnut oil',
      'sunflower oil',
      'groundnut oil',
      'sunflower',
    ]);
    expect(nameCandidates('butter or margarine')).toContain('butter');
  });

  it('drops a trailing part word: "dill leaf" → dill', () => {
    expect(nameCandidates('dill leaf')).toContain('dill');
  });
});

describe('isPlausibleMatch', () => {
  it('accepts a description that names the food', () => {
    expect(isPlausibleMatch('monkfish fillet', 'Fish, monkfish, raw')).toBe(true);
    expect(isPlausibleMatch('beef fat', 'Fat, beef tallow')).toBe(true);
  });

  it('rejects a description that only shares a word', () => {
    expect(isPlausibleMatch('fresh herbs', 'Beverages, tea, herb, brewed, chamomile')).toBe(false);
    expect(isPlausibleMatch('lamb kidneys', 'Beans, kidney, red, mature seeds, raw')).toBe(false);
    expect(isPlausibleMatch('butter', 'Butterbur, (fuki), raw')).toBe(false);
  });
});

describe('placeholderIngredientId', () => {
  it('is temp- and a slug of the name', () => {
    expect(placeholderIngredientId("Grandma's Spice Mix!")).toBe('temp-grandma-spice-mix');
  });
});

describe('groceryCategoryForFood', () => {
  it('maps the USDA aisle guess onto the grocery categories', () => {
    expect(groceryCategoryForFood('Meat & Poultry', 'Chicken, broilers or fryers')).toBe(
      'Meat and Seafood',
    );
    expect(groceryCategoryForFood('Oils, Vinegars & Condiments', 'Oil, olive')).toBe(
      'Oils and Vinegars',
    );
    expect(groceryCategoryForFood('Oils, Vinegars & Condiments', 'Catsup')).toBe(
      'Condiments and Sauces',
    );
    expect(groceryCategoryForFood('Oils, Vinegars & Condiments', 'Spices, mustard seed')).toBe(
      'Herbs and Spices',
    );
    expect(groceryCategoryForFood('Something new', 'x')).toBe('Other');
  });
});
