import { describe, expect, it } from 'vitest';
import { headingSection, parseRecipeText } from './recipe-text';

describe('parseRecipeText', () => {
  it('reads a recipe pasted with headings, bullets, numbered steps, servings and times', () => {
    const recipe = parseRecipeText(`
      Lemon Garlic Chicken
      A weeknight favourite with crisp skin.
      Serves 4
      Prep: 15 min
      Cook time: 1 hour
      Total time: 1 hr 15 mins

      Ingredients
      • 4 chicken thighs
      - 2 tbsp olive oil
      For the sauce:
      * 1 lemon, juiced
      ▢ 3 cloves garlic

      Instructions:
      1. Heat the oven to 200°C.
      2) Rub the chicken with oil and garlic.
      Step 3: Roast for 45 minutes, then add the lemon.

      Notes
      Keeps for 3 days.
    `);

    expect(recipe).toEqual({
      title: 'Lemon Garlic Chicken',
      description: 'A weeknight favourite with crisp skin.',
      ingredients: ['4 chicken thighs', '2 tbsp olive oil', '1 lemon, juiced', '3 cloves garlic'],
      instructions: [
        'Heat the oven to 200°C.',
        'Rub the chicken with oil and garlic.',
        'Roast for 45 minutes, then add the lemon.',
      ],
      yields: '4',
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
    });
  });

  it('knows section words in other languages', () => {
    const recipe = parseRecipeText(
      'Pfannkuchen\nZutaten:\n200 g Mehl\n2 Eier\nZubereitung\nAlles verrühren.\nIn der Pfanne backen.',
    );

    expect(recipe.ingredients).toEqual(['200 g Mehl', '2 Eier']);
    expect(recipe.instructions).toEqual(['Alles verrühren.', 'In der Pfanne backen.']);
  });

  it('without headings, takes amounts as ingredients and numbered or long lines as steps', () => {
    const recipe = parseRecipeText(
      [
        'Quick Guacamole',
        'Makes 2 cups',
        '2 ripe avocados',
        '½ red onion, diced',
        'a pinch of salt',
        '1. Mash the avocados with a fork in a bowl.',
        '2. Stir in the onion and salt, then taste and serve.',
      ].join('\n'),
    );

    expect(recipe.title).toBe('Quick Guacamole');
    expect(recipe.yields).toBe('2 cups');
    expect(recipe.ingredients).toEqual([
      '2 ripe avocados',
      '½ red onion, diced',
      'a pinch of salt',
    ]);
    expect(recipe.instructions).toEqual([
      'Mash the avocados with a fork in a bowl.',
      'Stir in the onion and salt, then taste and serve.',
    ]);
  });

  it('gives empty fields for empty text', () => {
    expect(parseRecipeText('  \n ')).toMatchObject({
      title: '',
      ingredients: [],
      instructions: [],
    });
  });
});

describe('headingSection', () => {
  it('names the section a heading opens, in several languages', () => {
    expect(headingSection('Ingredients:')).toBe('ingredients');
    expect(headingSection('Zubereitung')).toBe('instructions');
    expect(headingSection('Bereidingswijze')).toBe('instructions');
    expect(headingSection('Notes')).toBe('other');
    expect(headingSection('Ingredients for 4 people')).toBeNull();
  });

  it('allows more words after the section word on a web page, but not a time', () => {
    expect(headingSection('Ingredients for 4 people', { loose: true })).toBe('ingredients');
    expect(headingSection('Zutaten für 2 Personen', { loose: true })).toBe('ingredients');
    expect(headingSection('Preparation time: 10 min', { loose: true })).toBeNull();
    expect(headingSection('Methodology of baking', { loose: true })).toBeNull();
  });
});
