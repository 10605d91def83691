import { describe, expect, it } from 'vitest';
import {
  findRecipeNodes,
  indexSchemaNodes,
  MAX_LIST_LINES,
  parseDurationMinutes,
  parseLooseJson,
  readSchemaRecipe,
} from './index';

describe('parseDurationMinutes', () => {
  it('reads ISO 8601 durations, numbers and words as whole minutes', () => {
    expect(parseDurationMinutes('PT1H30M')).toBe(90);
    expect(parseDurationMinutes('P0DT0H20M')).toBe(20);
    expect(parseDurationMinutes('PT0.5H')).toBe(30);
    expect(parseDurationMinutes('pt90s')).toBe(2);
    expect(parseDurationMinutes('P1D')).toBe(1440);
    expect(parseDurationMinutes(65)).toBe(65);
    expect(parseDurationMinutes('65')).toBe(65);
    expect(parseDurationMinutes('1 hour 5 minutes')).toBe(65);
    expect(parseDurationMinutes('1 hr 15 min')).toBe(75);
    expect(parseDurationMinutes('20 mins')).toBe(20);
    expect(parseDurationMinutes('1½ hours')).toBe(90);
    expect(parseDurationMinutes('1 h 05')).toBe(65);
    expect(parseDurationMinutes('1h30')).toBe(90);
    expect(parseDurationMinutes('Até 1h')).toBe(60);
    expect(parseDurationMinutes('27-30 minutes')).toBe(27);
    expect(parseDurationMinutes('1 to 2 hours')).toBe(60);
  });

  it('reads times written in the words of other languages', () => {
    expect(parseDurationMinutes('30 Minuten')).toBe(30);
    expect(parseDurationMinutes('1 Std. 10 Min.')).toBe(70);
    expect(parseDurationMinutes('1 heure 30 min')).toBe(90);
    expect(parseDurationMinutes('1 uur en 15 minuten')).toBe(75);
    expect(parseDurationMinutes('1 hora y 30 minutos')).toBe(90);
    expect(parseDurationMinutes('45 minuti')).toBe(45);
    expect(parseDurationMinutes('1 óra 20 perc')).toBe(80);
    expect(parseDurationMinutes('60 minut')).toBe(60);
  });

  it('reads a fraction in a time as a part of its unit', () => {
    expect(parseDurationMinutes('1/2 hour')).toBe(30);
    expect(parseDurationMinutes('1 1/2 hours')).toBe(90);
    expect(parseDurationMinutes('1 ½ hours')).toBe(90);
    expect(parseDurationMinutes('¾ h')).toBe(45);
  });

  it('reads the numbered parts of malformed ISO durations, and no negative ones', () => {
    expect(parseDurationMinutes('PTH25MS')).toBe(25);
    expect(parseDurationMinutes('PT1H5')).toBe(60);
    expect(parseDurationMinutes('PT-471406H28M55S')).toBeNull();
  });

  it('says nothing for zero, blanks and what is not a time', () => {
    expect(parseDurationMinutes('PT0M')).toBeNull();
    expect(parseDurationMinutes('PT')).toBeNull();
    expect(parseDurationMinutes('')).toBeNull();
    expect(parseDurationMinutes('overnight')).toBeNull();
    expect(parseDurationMinutes(null)).toBeNull();
    expect(parseDurationMinutes({})).toBeNull();
  });

  it('reads the time at the start of a long text and not the rest of it', () => {
    expect(parseDurationMinutes(`20 minutes${' then more words'.repeat(1000)}`)).toBe(20);
    expect(parseDurationMinutes(`${'9'.repeat(20_000)} min`)).toBeNull();
    // Only a time's first 120 characters are read: one said after that is no time field's.
    expect(parseDurationMinutes(`${'Leave it to rest. '.repeat(8)}20 minutes`)).toBeNull();
  });
});

describe('parseLooseJson', () => {
  it('reads JSON-LD with the slips recipe sites make', () => {
    expect(parseLooseJson('{"a": 1}')).toEqual({ a: 1 });
    expect(parseLooseJson('//<![CDATA[\n{"a": [1, 2,],}\n//]]>')).toEqual({ a: [1, 2] });
    expect(parseLooseJson('{"name": "Mum\\\'s pie", "step": "Mix\nwell"}')).toEqual({
      name: "Mum's pie",
      // A raw line break stays the line break the author typed; a wrapped step is joined later.
      step: 'Mix\nwell',
    });
    expect(parseLooseJson('<!-- {"a": "b"} -->')).toEqual({ a: 'b' });
  });

  it('reads JSON-LD wrapped in script comments, keeping what looks like a comment inside strings', () => {
    expect(parseLooseJson('/*<![CDATA[*/{"a": "b"}/*]]>*/')).toEqual({ a: 'b' });
    expect(
      parseLooseJson('// the recipe\n{"url": "https://x.example/a", "b": "/* no */"}'),
    ).toEqual({
      url: 'https://x.example/a',
      b: '/* no */',
    });
  });

  it('reads documents written one after another in one script as a list of them', () => {
    expect(
      parseLooseJson('{"@type": "Organization"}\n{"@type": "Recipe", "name": "a } { b"}'),
    ).toEqual([{ '@type': 'Organization' }, { '@type': 'Recipe', name: 'a } { b' }]);
    expect(parseLooseJson('{"a": 1}{"b": [2]}')).toEqual([{ a: 1 }, { b: [2] }]);
  });

  it('gives up on what is not JSON at all', () => {
    expect(parseLooseJson('window.dataLayer = []')).toBeUndefined();
  });
});

describe('findRecipeNodes', () => {
  const recipe = { '@type': 'Recipe', name: 'Soup' };

  it('finds the recipe at the top, in arrays, in @graph and under mainEntity, whatever the type’s shape', () => {
    expect(findRecipeNodes(recipe)).toEqual([recipe]);
    expect(findRecipeNodes([{ '@type': 'WebPage' }, recipe])).toEqual([recipe]);
    expect(findRecipeNodes({ '@graph': [{ '@type': 'Organization' }, recipe] })).toEqual([recipe]);
    expect(findRecipeNodes({ '@type': 'WebPage', mainEntity: recipe })).toEqual([recipe]);
    expect(findRecipeNodes({ '@type': 'Article', hasPart: [recipe] })).toEqual([recipe]);
    const odd = { '@type': ['NewsArticle', 'recipe'], name: 'Stew' };
    expect(findRecipeNodes(odd)).toEqual([odd]);
    expect(findRecipeNodes({ '@type': 'http://schema.org/Recipe' })).toHaveLength(1);
    expect(findRecipeNodes({ '@type': 'Article' })).toEqual([]);
  });
});

describe('readSchemaRecipe', () => {
  it('reads a time given as a range by its longest end', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      prepTime: { '@type': 'QuantitativeValue', minValue: 'PT10M', maxValue: 'PT20M' },
      cookTime: { '@type': 'Duration' },
    });
    expect(read).toMatchObject({ prepTime: 20, cookTime: null });
  });

  it('reads an ingredient given as a PropertyValue as its amount, unit and name', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      name: 'Bread',
      recipeIngredient: [
        { '@type': 'PropertyValue', value: 500, unitText: 'g', name: 'strong white flour' },
        { '@type': 'PropertyValue', value: '2', name: 'eggs' },
        '1 tsp salt',
      ],
    });

    expect(read.ingredients).toEqual(['500 g strong white flour', '2 eggs', '1 tsp salt']);
  });

  it('reads every field in its common shapes, with entities decoded and section headings kept', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      name: 'Mac &amp;amp; Cheese',
      description: '<p>Creamy &amp; quick.</p>',
      author: [{ '@type': 'Person', name: 'Ana Ruiz' }],
      image: [{ '@type': 'ImageObject', url: 'https://example.com/mac.jpg' }, 'https://x/y.jpg'],
      recipeIngredient: ['2 cups macaroni', ' ', '1 &frac12; cups cheddar'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Pasta',
          itemListElement: [{ '@type': 'HowToStep', text: 'Boil the pasta.' }],
        },
        { '@type': 'HowToSection', name: 'Sauce', itemListElement: ['Melt the butter.'] },
        { '@type': 'HowToStep', name: 'Serve', text: 'Stir together &amp; serve.' },
      ],
      recipeYield: ['4', '4 servings'],
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
      recipeCuisine: 'American, Comfort',
      recipeCategory: ['Dinner'],
      keywords: 'pasta, cheese',
    });

    expect(read).toEqual({
      title: 'Mac & Cheese',
      description: 'Creamy & quick.',
      author: 'Ana Ruiz',
      image: 'https://example.com/mac.jpg',
      pictures: [
        { url: 'https://example.com/mac.jpg', width: null, height: null },
        { url: 'https://x/y.jpg', width: null, height: null },
      ],
      ingredients: ['2 cups macaroni', '1 ½ cups cheddar'],
      instructions: [
        'Pasta',
        'Boil the pasta.',
        'Sauce',
        'Melt the butter.',
        'Serve',
        'Stir together & serve.',
      ],
      headingLines: [0, 2],
      yields: '4',
      prepTime: 10,
      cookTime: 20,
      totalTime: 30,
      cuisine: ['American', 'Comfort'],
      category: ['Dinner'],
      keywords: ['pasta', 'cheese'],
    });
  });

  it('splits instructions given as one text and leaves out what the page does not give', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      name: 'Toast',
      recipeInstructions: 'Toast the bread.\nButter it.',
      recipeYield: 2,
      image: { url: 'https://example.com/t.jpg' },
    });

    expect(read).toMatchObject({
      instructions: ['Toast the bread.', 'Butter it.'],
      yields: '2',
      image: 'https://example.com/t.jpg',
      author: '',
      description: '',
      ingredients: [],
      prepTime: null,
      cuisine: [],
    });
  });
});

describe('readSchemaRecipe lines', () => {
  it('drops ingredient group names and the second pair of brackets a plugin wraps a note in', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        'For the dough:',
        '2 cups flour ((sifted))',
        '## Topping',
        '1 egg ((or flax egg) beaten)',
        '2 carrots ((peeled) (about 1 cup))',
      ],
    });

    expect(read.ingredients).toEqual([
      '2 cups flour (sifted)',
      '1 egg ((or flax egg) beaten)',
      '2 carrots (peeled) (about 1 cup)',
    ]);
  });

  it('drops group names written without a colon (a purpose without an amount, or capitals) and yields', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        'FOR THE CRUST',
        '200 g oat biscuits',
        'For the topping',
        '2 plums, sliced',
        'To serve',
        'Pour la garniture',
        'For 4 people: 1 lemon',
        'Fresh basil, for garnish',
        'TOPPING',
        'BBQ sauce',
        'Serves 4',
        '6 servings',
        'Makes: 12 buns',
      ],
    });

    expect(read.ingredients).toEqual([
      '200 g oat biscuits',
      '2 plums, sliced',
      'For 4 people: 1 lemon',
      'Fresh basil, for garnish',
      'BBQ sauce',
    ]);
  });

  it('leaves out a group written twice in a row, and keeps a named group that repeats another', () => {
    const twice = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        '500 g potatoes',
        '3 tbsp mayonnaise',
        '1 dl sour cream',
        '1 tsp mustard',
        '1 tsp mustard',
        '3 tbsp mayonnaise',
        '1 dl sour cream',
      ],
    });
    const shared = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        '200 g flour',
        '1 egg',
        '100 ml milk',
        'Second layer:',
        '200 g flour',
        '1 egg',
        '100 ml milk',
      ],
    });

    expect(twice.ingredients).toEqual([
      '500 g potatoes',
      '3 tbsp mayonnaise',
      '1 dl sour cream',
      '1 tsp mustard',
    ]);
    expect(shared.ingredients).toEqual([
      '200 g flour',
      '1 egg',
      '100 ml milk',
      '200 g flour',
      '1 egg',
      '100 ml milk',
    ]);
  });

  it('repairs characters whose UTF-8 was read as Latin-1, and leaves other text alone', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        '2/3 cup\u00c2\u00a0orange juice',
        '1 pinch fleur de sel de Gu\u00c3\u00a9rande',
        '1½ cups crème fraîche',
        // The same broken characters written as character references.
        '1 cup&#194;&#160;water',
        '1 tsp sel de Gu&Atilde;&copy;rande',
      ],
    });

    expect(read.ingredients).toEqual([
      '2/3 cup orange juice',
      '1 pinch fleur de sel de Guérande',
      '1½ cups crème fraîche',
      '1 cup water',
      '1 tsp sel de Guérande',
    ]);
  });

  it('reads a method the same whether its steps are texts or HowToSteps', () => {
    const texts = [
      'Heat the oil.\r\nTip: a wide pan browns faster.',
      'Fry the\nonions until soft.',
    ];
    const asTexts = readSchemaRecipe({ '@type': 'Recipe', recipeInstructions: texts });
    const asSteps = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions: texts.map((text) => ({ '@type': 'HowToStep', text })),
    });

    expect(asTexts.instructions).toEqual([
      'Heat the oil. Tip: a wide pan browns faster.',
      'Fry the onions until soft.',
    ]);
    expect(asSteps.instructions).toEqual(asTexts.instructions);
  });

  it('reads character references in a picture address as the address they stand for', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      image: ['https://cook.example/img/El&#233;trica.jpg?w=1200&amp;h=800'],
    });

    expect(read.image).toBe('https://cook.example/img/Elétrica.jpg?w=1200&h=800');
  });

  it('drops a dash that stands for a blank unit, and nothing like it', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeIngredient: [
        '3 - slices of day old bread',
        '2 – eggs',
        '1 - 2 cups stock',
        'salt - to taste',
      ],
    });

    expect(read.ingredients).toEqual([
      '3 slices of day old bread',
      '2 eggs',
      '1 - 2 cups stock',
      'salt - to taste',
    ]);
  });

  it('splits a method written as one text at its step numbers and at sentences run together', () => {
    const numbered = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions: '1.Soak the beans\novernight 2.Boil them for 1 hour 3. Drain, 2 times 4.',
    });
    const glued = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions:
        'Heat the oven to 180°C. Grease a tin.Whisk the eggs.Fold in 2 cups flour.',
    });

    expect(numbered.instructions).toEqual([
      'Soak the beans overnight',
      'Boil them for 1 hour',
      'Drain, 2 times',
    ]);
    expect(glued.instructions).toEqual([
      'Heat the oven to 180°C. Grease a tin.',
      'Whisk the eggs.',
      'Fold in 2 cups flour.',
    ]);
  });

  it('joins a numbered step broken between Chinese characters without a space', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions: '1.黄油软化，加入糖粉\n搅拌均匀 2.倒入模具 3.烤箱180度烤\n20 minutes',
    });

    expect(read.instructions).toEqual([
      '黄油软化，加入糖粉搅拌均匀',
      '倒入模具',
      '烤箱180度烤 20 minutes',
    ]);
  });

  it('keeps a tip with the step it follows in a method written as one text', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions:
        'Fry the pancakes on both sides.\nTip: a ring keeps them round.\nServe warm.',
    });

    expect(read.instructions).toEqual([
      'Fry the pancakes on both sides. Tip: a ring keeps them round.',
      'Serve warm.',
    ]);
  });

  it('keeps a method whose numbers are no run of steps as written', () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions: 'Bake at 180 C for 2. 5 hours, or 1. 5 at 200 C.',
    });

    expect(read.instructions).toEqual(['Bake at 180 C for 2. 5 hours, or 1. 5 at 200 C.']);
  });

  it("keeps a step's name as its own line only when it is a title, not the start of its text", () => {
    const read = readSchemaRecipe({
      '@type': 'Recipe',
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Preheat the oven.', text: 'Preheat the oven to 200°C.' },
        { '@type': 'HowToStep', name: 'Mix…', text: 'Mix  the flour and the eggs.' },
        { '@type': 'HowToStep', name: 'Bake', text: 'Pour into the tin and bake 40 minutes.' },
      ],
    });

    expect(read.instructions).toEqual([
      'Preheat the oven to 200°C.',
      'Mix the flour and the eggs.',
      'Bake',
      'Pour into the tin and bake 40 minutes.',
    ]);
    expect(read.headingLines).toBeUndefined();
  });
});

describe('readSchemaRecipe with references', () => {
  it('follows @id references to the author and image nodes of the same graph', () => {
    const page = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Person', '@id': 'https://example.com/#/person/1', name: 'Robyn Stone' },
        {
          '@type': 'ImageObject',
          '@id': 'https://example.com/#primaryimage',
          url: 'https://example.com/a.jpg',
        },
        {
          '@type': 'Recipe',
          name: 'Pecan bars',
          author: { '@id': 'https://example.com/#/person/1' },
          image: { '@id': 'https://example.com/#primaryimage' },
        },
      ],
    };
    const [node] = findRecipeNodes(page);

    expect(readSchemaRecipe(node!, indexSchemaNodes(page))).toMatchObject({
      author: 'Robyn Stone',
      image: 'https://example.com/a.jpg',
    });
    expect(readSchemaRecipe(node!).author).toBe('');
  });
});

describe('readSchemaRecipe on what no recipe holds', () => {
  it('reads typographic and repeated spaces as one space', () => {
    const recipe = readSchemaRecipe({
      '@type': 'Recipe',
      name: 'Rice\u2003\u2003pudding',
      recipeIngredient: [`1\u2002cup\t\t rice`, `2${'\u2003'.repeat(5000)}cups milk`],
    });
    expect(recipe.title).toBe('Rice pudding');
    expect(recipe.ingredients).toEqual(['1 cup rice', '2 cups milk']);
  });

  it('reads an ingredient list and a method to their first MAX_LIST_LINES lines', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `${i + 1} g flour`);
    const steps = Array.from({ length: 5000 }, (_, i) => `Stir ${i + 1} times.`);
    const recipe = readSchemaRecipe({
      '@type': 'Recipe',
      name: 'Too long',
      recipeIngredient: [lines.join('\n')],
      recipeInstructions: steps,
    });
    expect(recipe.ingredients).toHaveLength(MAX_LIST_LINES);
    expect(recipe.ingredients.at(-1)).toBe(`${MAX_LIST_LINES} g flour`);
    expect(recipe.instructions).toHaveLength(MAX_LIST_LINES);
  });
});
