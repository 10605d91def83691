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

  it.each([
    ['Prep 5 min, cook 25 min', { prepTime: 5, cookTime: 25, totalTime: null }],
    ['Prep: 5 mins | Cook: 25 mins', { prepTime: 5, cookTime: 25, totalTime: null }],
    ['Prep time 5 minutes. Cook time 25 minutes.', { prepTime: 5, cookTime: 25, totalTime: null }],
    ['Total 1 hr 10 min', { prepTime: null, cookTime: null, totalTime: 70 }],
    [
      '• Prep: 10 mins · Cook: 1 hr 5 mins · Total: 1 hr 15 mins',
      { prepTime: 10, cookTime: 65, totalTime: 75 },
    ],
    // A card's cells run together by inline tags.
    [
      'Prep time: 5 MinCook time: 8 MinTotal time: 13 Min',
      { prepTime: 5, cookTime: 8, totalTime: 13 },
    ],
  ])('reads each labelled time of "%s" on its own', (line, times) => {
    const recipe = parseRecipeText(
      `Tomato Soup\n${line}\nIngredients\n1 can tomatoes\nMethod\nSimmer and blend.`,
    );

    expect(recipe).toMatchObject(times);
    expect(recipe.title).toBe('Tomato Soup');
    expect(recipe.instructions).toEqual(['Simmer and blend.']);
  });

  it('reads servings and times said on one line', () => {
    const recipe = parseRecipeText(
      [
        'Flatbreads',
        'Serves 4 | Prep: 15 min | Cook: 10 min',
        '300 g flour',
        '1. Mix the flour, salt and 180 ml water into a soft dough.',
      ].join('\n'),
    );

    expect(recipe).toMatchObject({ yields: '4', prepTime: 15, cookTime: 10, totalTime: null });
  });

  it('keeps a step that names a time, or a yield, a step', () => {
    const recipe = parseRecipeText(
      [
        'Flatbreads',
        'Ingredients',
        '300 g flour',
        'Method',
        'Bake for 25 minutes',
        'Cook the flatbreads in a dry pan, serves 4',
      ].join('\n'),
    );

    expect(recipe).toMatchObject({ yields: '', prepTime: null, cookTime: null });
    expect(recipe.instructions).toEqual([
      'Bake for 25 minutes',
      'Cook the flatbreads in a dry pan, serves 4',
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
    expect(headingSection('Bereiden')).toBe('instructions');
    expect(headingSection('Notes')).toBe('other');
    expect(headingSection('Ingredients for 4 people')).toBeNull();
  });

  it('allows more words after the section word on a web page, but not a time', () => {
    expect(headingSection('Ingredients for 4 people', { loose: true })).toBe('ingredients');
    expect(headingSection('Zutaten für 2 Personen', { loose: true })).toBe('ingredients');
    expect(headingSection('Preparation time: 10 min', { loose: true })).toBeNull();
    expect(headingSection('Methodology of baking', { loose: true })).toBeNull();
  });

  it('knows the section words of Nordic, Slavic, Italian, Portuguese and Asian recipe sites', () => {
    expect(headingSection('Slik gjør du:', { loose: true })).toBe('instructions');
    expect(headingSection('Så här gör du')).toBe('instructions');
    expect(headingSection('Preparazione')).toBe('instructions');
    expect(headingSection('Modo de fazer')).toBe('instructions');
    expect(headingSection('Příprava')).toBe('instructions');
    expect(headingSection('Приготовление')).toBe('instructions');
    expect(headingSection('作り方')).toBe('instructions');
    expect(headingSection('Ингредиенты')).toBe('ingredients');
    expect(headingSection('Sastojci')).toBe('ingredients');
    expect(headingSection('材料 (2人份)', { loose: true })).toBe('ingredients');
    expect(headingSection('Lista de Ingredientes')).toBe('ingredients');
    expect(headingSection('Como preparar Coxa de Frango', { loose: true })).toBe('instructions');
    expect(headingSection('How to Make Pecan Pie Bars', { loose: true })).toBe('instructions');
    // Where a page goes on to other recipes, the method has ended.
    expect(headingSection('Related Recipes')).toBe('other');
    expect(headingSection('Finn flere oppskrifter:')).toBe('other');
  });

  it('reads a Turkish heading, which names its section last', () => {
    expect(
      headingSection('Köri Soslu Tavuklu Patates Topları Tarifi İçin Malzemeler', { loose: true }),
    ).toBe('ingredients');
    expect(headingSection('KEK TARİFİ YAPILIŞI', { loose: true })).toBe('instructions');
    expect(headingSection('Kek Tarifi Yapılışı', { loose: true })).toBe('instructions');
    // Only a heading on a web page may say more than the section word.
    expect(headingSection('Kek Tarifi Yapılışı')).toBeNull();
  });

  it('reads a Chinese heading that names the dish before its method, and the Czech "Složení"', () => {
    expect(headingSection('番茄鸡肉焗饭的做法', { loose: true })).toBe('instructions');
    expect(headingSection('番茄鸡肉焗饭的做法')).toBeNull();
    expect(headingSection('Složení')).toBe('ingredients');
    expect(headingSection('Zloženie:')).toBe('ingredients');
  });

  it('reads a line that labels nutrition, in several languages, as no part of the recipe', () => {
    expect(headingSection('Nutritional facts (per portion): 1854 kJ / 443 kcal')).toBe('other');
    expect(headingSection('Nährwerte pro Portion: 320 kcal')).toBe('other');
    expect(headingSection('Valeurs nutritionnelles')).toBe('other');
    expect(headingSection('Nutritionist approved: yes')).toBeNull();
  });

  it('ends pasted ingredients at a line that labels nutrition', () => {
    const recipe = parseRecipeText(
      'Lentil soup\nIngredients\n1 cup lentils\n2 cups stock\nNutrition per serving: 250 kcal\n12 g protein\nInstructions\nSimmer the lentils in the stock.',
    );

    expect(recipe.ingredients).toEqual(['1 cup lentils', '2 cups stock']);
    expect(recipe.instructions).toEqual(['Simmer the lentils in the stock.']);
  });

  it('leaves the switch that keeps the screen on out of pasted text', () => {
    const recipe = parseRecipeText(
      'Lentil soup\nIngredients\n1 cup lentils\n2 cups stock\nCook Mode\nPrevent your screen from going dark\nInstructions\nSimmer the lentils in the stock.',
    );

    expect(recipe.ingredients).toEqual(['1 cup lentils', '2 cups stock']);
    expect(recipe.instructions).toEqual(['Simmer the lentils in the stock.']);
  });

  it('leaves what a page said of its links out of pasted lines', () => {
    const recipe = parseRecipeText(
      'Apple pie\nIngredients\n2 apples\n1 pie crust (affiliate link)\nInstructions\nChop the apples in a food processor (paid link).',
    );

    expect(recipe.ingredients).toEqual(['2 apples', '1 pie crust']);
    expect(recipe.instructions).toEqual(['Chop the apples in a food processor.']);
  });
});
