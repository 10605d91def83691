import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-html';

const PAGE_URL = 'https://cook.example/recipes/soup/';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Site</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`;

describe('extractRecipeFromHtml: JSON-LD', () => {
  it('reads a recipe inside @graph with references, durations, yields and sections', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Person', '@id': '#ana', name: 'Ana Ruiz' },
          {
            '@type': 'Recipe',
            name: 'Tomato &amp; Basil Soup',
            author: { '@id': '#ana' },
            description: 'Bright and quick.',
            image: ['/img/soup.jpg'],
            recipeIngredient: ['4 tomatoes', 'For the topping:', '1 bunch basil ((torn))'],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Soup',
                itemListElement: [{ '@type': 'HowToStep', text: 'Simmer the tomatoes.' }],
              },
              {
                '@type': 'HowToSection',
                name: 'Topping',
                itemListElement: [{ '@type': 'HowToStep', text: 'Scatter the basil.' }],
              },
            ],
            recipeYield: ['4', '4 bowls'],
            prepTime: 'PT10M',
            cookTime: 'PT0H25M',
            recipeCuisine: 'Italian',
          },
        ],
      }),
    );

    const { recipe, method, images } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('json-ld');
    expect(recipe).toMatchObject({
      title: 'Tomato & Basil Soup',
      author: 'Ana Ruiz',
      description: 'Bright and quick.',
      image: 'https://cook.example/img/soup.jpg',
      ingredients: ['4 tomatoes', '1 bunch basil (torn)'],
      instructions: ['Soup', 'Simmer the tomatoes.', 'Topping', 'Scatter the basil.'],
      headingLines: [0, 2],
      yields: '4',
      prepTime: 10,
      cookTime: 25,
      totalTime: 35,
      // The data states prep and cook; the total is worked out, and marked so for the review.
      workedOut: ['totalTime'],
      cuisine: ['Italian'],
    });
    expect(images[0]).toEqual({ url: 'https://cook.example/img/soup.jpg', type: 'main' });
  });

  it('finds the recipe in an array, with @type as an array in odd case, under mainEntity', () => {
    const html = page(
      jsonLd([
        { '@type': 'Organization', name: 'Cook' },
        {
          '@type': 'WebPage',
          mainEntity: {
            '@type': ['NewsArticle', 'recipe'],
            name: 'Flatbread',
            recipeIngredient: '2 cups flour\n1 cup water',
            recipeInstructions: 'Mix.\nBake.',
            recipeYield: 6,
          },
        },
      ]),
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe).toMatchObject({
      title: 'Flatbread',
      ingredients: ['2 cups flour', '1 cup water'],
      instructions: ['Mix.', 'Bake.'],
      yields: '6',
    });
  });

  it('reads a list written as an object with numbered keys, as PHP writes a filtered array', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': {
          '0': { '@type': 'WebPage', name: 'A page' },
          '2': {
            '@type': 'Recipe',
            name: 'Roasted Almonds',
            recipeIngredient: { '0': '200 g almonds', '1': '1 tsp salt' },
            recipeInstructions: {
              '0': { '@type': 'HowToStep', text: 'Toss the almonds with the salt.' },
              '1': { '@type': 'HowToStep', text: 'Roast for 12 minutes.' },
            },
            prepTime: 'PT5M',
          },
        },
      }),
    );
    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);
    expect(method).toBe('json-ld');
    expect(recipe?.title).toBe('Roasted Almonds');
    expect(recipe?.ingredients).toEqual(['200 g almonds', '1 tsp salt']);
    expect(recipe?.instructions).toEqual([
      'Toss the almonds with the salt.',
      'Roast for 12 minutes.',
    ]);
    expect(recipe?.prepTime).toBe(5);
  });

  it('reads ingredient lines given as a list inside the list', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Chicken with mushrooms',
        recipeIngredient: [['1 kg chicken', '300 g mushrooms'], '1 onion'],
        recipeInstructions: ['Brown the chicken, then add the mushrooms and onion.'],
      }),
    );
    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 kg chicken',
      '300 g mushrooms',
      '1 onion',
    ]);
  });

  it('tolerates a CDATA wrapper, trailing commas and raw line breaks in strings', () => {
    const html = page(
      jsonLd(
        '//<![CDATA[\n{"@type": "Recipe", "name": "Pancakes", "recipeIngredient": ["1 egg", "1 cup milk",],' +
          ' "recipeInstructions": ["Whisk\nwell.",],}\n//]]>',
      ),
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('json-ld');
    expect(recipe).toMatchObject({
      title: 'Pancakes',
      ingredients: ['1 egg', '1 cup milk'],
      instructions: ['Whisk well.'],
    });
  });

  it("takes the page's Open Graph image as the main one and resolves it against <base href>", () => {
    const html = page(
      '<base href="https://cdn.example/site/"><meta property="og:image" content="pics/hero.jpg">' +
        '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="800">' +
        jsonLd({
          '@type': 'Recipe',
          name: 'Salad',
          image: 'https://cook.example/salad-225x225.jpg',
          recipeIngredient: ['1 lettuce'],
          recipeInstructions: ['Toss.'],
        }),
      '<article><img src="step-1.jpg" width="800"><img src="/logo.png"><img src="data:image/gif;base64,R0lGOD">' +
        '<img src="avatar.jpg" width="40" height="40"></article>',
    );

    const { recipe, images } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe?.image).toBe('https://cdn.example/site/pics/hero.jpg');
    expect(images).toEqual([
      { url: 'https://cdn.example/site/pics/hero.jpg', type: 'main' },
      { url: 'https://cdn.example/site/step-1.jpg', type: 'page' },
    ]);
  });

  it('leaves empty what the page does not give', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Toast',
        recipeIngredient: ['1 slice bread'],
        recipeInstructions: ['Toast it.'],
      }),
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe).toMatchObject({
      author: '',
      description: '',
      image: '',
      yields: '',
      prepTime: null,
      cookTime: null,
      totalTime: null,
      cuisine: [],
    });
  });
});

describe('extractRecipeFromHtml: doubtful structured values', () => {
  const card = `<article><h1>Green salad</h1>
    <p>Prep time: 10 minutes</p><p>Cook time: 2 hours</p><p>Serves: 4</p>
    <h2>Ingredients</h2><ul><li>1 lettuce</li><li>2 tbsp oil</li></ul>
    <h2>Method</h2><p>Wash the lettuce.</p><p>Dress it.</p></article>`;
  const data = (extra: Record<string, unknown>) =>
    jsonLd({
      '@type': 'Recipe',
      name: 'Green salad',
      recipeIngredient: ['1 lettuce', '2 tbsp oil'],
      recipeInstructions: ['Wash the lettuce.', 'Dress it.'],
      ...extra,
    });

  it('takes the card’s minutes over hours the data wrote for them, and its servings over 160', () => {
    const html = page(data({ prepTime: 'PT10H', cookTime: 'PT2H', recipeYield: '160' }), card);
    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);
    // 10 hours where the card says 10 minutes is a slip; 2 hours that the card also says is not.
    expect(recipe).toMatchObject({ prepTime: 10, cookTime: 120, yields: '4' });
  });

  it('keeps long times and large yields that the card does not contradict', () => {
    const html = page(data({ prepTime: 'PT10H', recipeYield: '60 cookies' }), '<p>Cookies.</p>');
    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);
    expect(recipe).toMatchObject({ prepTime: 600, yields: '60 cookies' });
  });
});

describe('extractRecipeFromHtml: servings said alone in more languages', () => {
  it.each([
    ['Hungarian', '4 adag', 'Hozzávalók', '4 adag'],
    ['Czech', '6 porcí', 'Suroviny', '6 porcí'],
    ['Norwegian', '2 porsjoner', 'Ingredienser', '2 porsjoner'],
  ])('reads a %s card’s yield beside recipe data that has none', (_, said, heading, yields) => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Soup',
        recipeIngredient: ['1 onion', '1 l stock'],
        recipeInstructions: ['Cook the onion in the stock.'],
      }),
      `<article><h1>Soup</h1><p>${said}</p><h2>${heading}</h2>
        <ul><li>1 onion</li><li>1 l stock</li></ul><p>Cook the onion in the stock.</p></article>`,
    );
    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.yields).toBe(yields);
  });
});

describe('extractRecipeFromHtml: a time said alone beside the servings', () => {
  const body = (facts: string) => `<article><h1>Pasta</h1>${facts}<h2>Ingrediënten</h2>
    <ul><li>200 g pasta</li><li>1 ui</li></ul><h2>Bereiding</h2><p>Kook de pasta.</p><p>Bak de ui.</p></article>`;

  it('reads it as the total time', () => {
    const { recipe } = extractRecipeFromHtml(
      page('', body('<p>4 personen</p><p>15 min</p>')),
      PAGE_URL,
    );
    expect(recipe).toMatchObject({ yields: '4 personen', totalTime: 15 });
  });

  it('leaves the total empty when the line beside the servings says more than a time', () => {
    const { recipe } = extractRecipeFromHtml(
      page('', body('<p>4 personen</p><p>15 min marineren</p>')),
      PAGE_URL,
    );
    expect(recipe).toMatchObject({ yields: '4 personen', totalTime: null });
  });
});

describe('extractRecipeFromHtml: several recipes on one page', () => {
  const sauce = {
    '@type': 'Recipe',
    name: 'Green Sauce',
    recipeIngredient: ['1 bunch parsley', '2 capers', '1 lemon', '3 tbsp oil'],
    recipeInstructions: ['Chop.', 'Stir.', 'Season.'],
  };
  const fish = {
    '@type': 'Recipe',
    name: 'Grilled Fish',
    recipeIngredient: ['2 fillets', 'green sauce'],
    recipeInstructions: ['Grill the fish.'],
  };

  it('reads the recipe the page’s title names, not the fullest one', () => {
    const html = page(jsonLd([sauce, fish]), '<h1>Grilled Fish with Green Sauce</h1>');

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.title).toBe('Grilled Fish');
  });

  it('reads the fullest one when the title names neither', () => {
    const html = page(jsonLd([fish, sauce]), '<h1>Two summer recipes</h1>');

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.title).toBe('Green Sauce');
  });
});

describe('extractRecipeFromHtml: the main picture', () => {
  const recipe = {
    '@type': 'Recipe',
    name: 'Pear Tart',
    image: 'https://img.example/pear-tart.jpg',
    recipeIngredient: ['3 pears'],
    recipeInstructions: 'Bake.',
  };
  const og = (url: string, width?: number, height?: number) =>
    `<meta property="og:image" content="${url}">` +
    (width ? `<meta property="og:image:width" content="${width}">` : '') +
    (height ? `<meta property="og:image:height" content="${height}">` : '');
  const imageOf = (html: string) => extractRecipeFromHtml(html, PAGE_URL).recipe?.image;

  it('takes the largest picture the recipe data and the Open Graph tags name, by the size each states', () => {
    const sized = {
      ...recipe,
      image: [
        {
          '@type': 'ImageObject',
          url: 'https://img.example/tart-small.jpg',
          width: 300,
          height: 300,
        },
        {
          '@type': 'ImageObject',
          url: 'https://img.example/tart-large.jpg',
          width: '1600',
          height: '1200',
        },
      ],
    };

    expect(imageOf(page(og('https://img.example/tart-wide.jpg', 1200, 630) + jsonLd(sized)))).toBe(
      'https://img.example/tart-large.jpg',
    );
    expect(imageOf(page(og('https://img.example/tart-wide.jpg', 2400, 1260) + jsonLd(sized)))).toBe(
      'https://img.example/tart-wide.jpg',
    );
  });

  it('reads a size from the address when none is stated; one side stated counts as a square', () => {
    const small = { ...recipe, image: 'https://img.example/pear-tart-500x500.jpg' };

    expect(
      imageOf(page(og('https://img.example/pear-tart.jpg?w=1200&h=800') + jsonLd(small))),
    ).toBe('https://img.example/pear-tart.jpg?w=1200&h=800');
    expect(imageOf(page(og('https://img.example/pear-tart-hero.jpg', 600) + jsonLd(small)))).toBe(
      'https://img.example/pear-tart-hero.jpg',
    );
    expect(imageOf(page(og('https://img.example/pear-tart-hero.jpg', 400) + jsonLd(small)))).toBe(
      'https://img.example/pear-tart-500x500.jpg',
    );
  });

  it('takes the first picture named when none states a size: the recipe data’s before the Open Graph one', () => {
    expect(imageOf(page(og('https://img.example/pear-tart-wide.jpg') + jsonLd(recipe)))).toBe(
      'https://img.example/pear-tart.jpg',
    );
    // With no picture of its own, the recipe takes the page's.
    const { image: _none, ...unpictured } = recipe;
    expect(imageOf(page(og('https://img.example/pear-tart-wide.jpg') + jsonLd(unpictured)))).toBe(
      'https://img.example/pear-tart-wide.jpg',
    );
  });

  const microdata = (image: string) =>
    '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pear Tart</h1>' +
    `<img itemprop="image" src="${image}" alt=""><ul><li itemprop="recipeIngredient">3 pears</li></ul>` +
    '<p itemprop="recipeInstructions">Bake.</p></div>';

  it('weighs a microdata recipe’s picture with the Open Graph ones in the same way', () => {
    const own = 'https://img.example/pear-tart.jpg';

    expect(imageOf(page(og('https://img.example/pear-tart-wide.jpg'), microdata(own)))).toBe(own);
    expect(
      imageOf(page(og('https://img.example/pear-tart-wide.jpg', 1200, 800), microdata(own))),
    ).toBe('https://img.example/pear-tart-wide.jpg');
  });

  it('gives a recipe read from the page’s own lists the largest Open Graph picture', () => {
    const body =
      '<main><h1>Pear tart</h1><h2>Ingredients</h2><ul><li>3 pears</li><li>1 sheet pastry</li></ul>' +
      '<h2>Method</h2><ol><li>Lay the pears on the pastry.</li><li>Bake.</li></ol></main>';
    const shares =
      og('https://img.example/pear-tart-pin.jpg', 1000, 1500) +
      og('https://img.example/pear-tart-main.jpg', 1200, 800);

    expect(imageOf(page(shares, body))).toBe('https://img.example/pear-tart-pin.jpg');
    expect(imageOf(page(og('https://img.example/pear-tart.jpg'), body))).toBe(
      'https://img.example/pear-tart.jpg',
    );
  });
});

describe('extractRecipeFromHtml: recipe card beside JSON-LD', () => {
  const card = (lines: string[]) =>
    `<div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body">${lines
      .map((line) => `<p>${line}</p>`)
      .join('')}</div></div>`;
  const recipe = (recipeIngredient: string[]) =>
    jsonLd({
      '@type': 'Recipe',
      name: 'Curry',
      recipeIngredient,
      recipeInstructions: ['Cook.'],
    });

  it("takes the card's lines when its JSON-LD lost part of an amount", () => {
    const html = page(
      recipe(['3 Tbsp olive oil', '5 tsp grated ginger']),
      card(['<span data-amount="3">3 Tbsp</span> olive oil', '<span>1.5 tsp</span> grated ginger']),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '1.5 tsp grated ginger',
    ]);
  });

  it("reads past the card's group names written as bold lines", () => {
    const html = page(
      recipe(['3 Tbsp olive oil', '5 tsp grated ginger']),
      card(['<strong>For the curry</strong>', '3 Tbsp olive oil', '<b>1.5</b> tsp grated ginger']),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '1.5 tsp grated ginger',
    ]);
  });

  it("takes the page list's amounts when the JSON-LD gives only ingredient names", () => {
    const html = page(
      recipe(['Kopfsalat', 'grüne Bohnen', '½ Gurke']),
      `<p><b>Zutaten für 4 Portionen</b></p>
       <ul><li>1 Kopfsalat</li><li>200 g grüne Bohnen</li><li>½ Gurke</li></ul>
       <p><b>Zubereitung</b></p><ol><li>Alles mischen.</li></ol>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 Kopfsalat',
      '200 g grüne Bohnen',
      '½ Gurke',
    ]);
  });

  it("shows a unit written for any amount ('2 cup(s)') as the page's list does, past its group names", () => {
    const html = page(
      recipe(['1 pound(s) spaghetti', '## SAUCE', '2 cup(s) passata', '3 - slices of bread']),
      `<h2>Ingredients</h2>
       <ul><li>1 pound spaghetti</li><li>SAUCE</li><li>2 cups passata</li><li>3 slices of bread</li></ul>
       <h2>Directions</h2><ol><li>Cook it all.</li></ol>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 pound spaghetti',
      '2 cups passata',
      '3 slices of bread',
    ]);
  });

  it("keeps 'cup(s)' when the page's list shows other words", () => {
    const html = page(
      recipe(['2 cup(s) passata', '1 tsp salt']),
      `<h2>Ingredients</h2><ul><li>2 cups passata</li><li>1 tsp sugar</li></ul>
       <h2>Directions</h2><ol><li>Cook it all.</li></ol>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '2 cup(s) passata',
      '1 tsp salt',
    ]);
  });

  it('keeps the JSON-LD lines when the card lists other ingredients', () => {
    const html = page(
      recipe(['3 Tbsp olive oil', '1 tsp salt']),
      card(['3 Tbsp olive oil', '1 tsp sugar']),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '1 tsp salt',
    ]);
  });
});

describe('extractRecipeFromHtml: microdata', () => {
  it('reads an itemtype schema.org/Recipe item, leaving nested items their own properties', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Lentil stew</h1>
        <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Sam Lee</span></span>
        <img itemprop="image" src="/stew.jpg">
        <meta itemprop="prepTime" content="PT15M"><meta itemprop="cookTime" content="PT45M">
        <span itemprop="recipeYield">4 servings</span>
        <ul><li itemprop="recipeIngredient"><strong>For the stew:</strong></li>
          <li itemprop="recipeIngredient">1 cup  lentils</li><li itemprop="ingredients">1 onion</li></ul>
        <div itemprop="recipeInstructions"><p>Fry the onion.</p><p>Add the lentils.</p></div>
      </div>`,
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('microdata');
    expect(recipe).toMatchObject({
      title: 'Lentil stew',
      author: 'Sam Lee',
      image: 'https://cook.example/stew.jpg',
      ingredients: ['1 cup lentils', '1 onion'],
      instructions: ['Fry the onion.', 'Add the lentils.'],
      yields: '4 servings',
      prepTime: 15,
      cookTime: 45,
      totalTime: 60,
    });
  });
  it('reads an author marked on a link by the link’s words, and a method’s sections by name', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pasta</h1>
        <a itemprop="author" href="/cooks/jane-roe">Jane Roe</a>
        <ul><li itemprop="recipeIngredient">200 g pasta</li></ul>
        <div itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToSection">
          <h3 itemprop="name">Sauce</h3>
          <p itemprop="itemListElement" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Simmer the tomatoes.</span></p>
        </div></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      author: 'Jane Roe',
      instructions: ['Sauce', 'Simmer the tomatoes.'],
      headingLines: [0],
    });
  });

  it('reads the items of a list a theme marks as well as the items, not the list as one more line', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
        <ul itemprop="recipeIngredient"><li itemprop="recipeIngredient">200 g flour</li>
          <li itemprop="recipeIngredient">2 eggs</li></ul>
        <ol itemprop="recipeInstructions"><li itemprop="recipeInstructions">Whisk everything.</li>
          <li itemprop="recipeInstructions">Fry thin pancakes.</li></ol></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['200 g flour', '2 eggs'],
      instructions: ['Whisk everything.', 'Fry thin pancakes.'],
    });
  });

  it('reads a whole list marked as one ingredient as one ingredient per item or line', () => {
    const listed = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
        <ul itemprop="ingredients"><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
        <p itemprop="recipeInstructions">Whisk and fry.</p></div>`,
    );
    const broken = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
        <p itemprop="recipeIngredient">200 g flour<br>2 eggs<br/>300 ml milk</p>
        <p itemprop="recipeInstructions">Whisk and fry.</p></div>`,
    );

    const wrapped = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
        <div itemprop="ingredients"><p>200 g flour<br>2 eggs<br>300 ml milk</p></div>
        <p itemprop="recipeInstructions">Whisk and fry.</p></div>`,
    );

    for (const html of [listed, broken, wrapped]) {
      expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
        '200 g flour',
        '2 eggs',
        '300 ml milk',
      ]);
    }
  });

  // The same recipe given as JSON-LD and as microdata marked on the page it shows.
  const plumCrumble = {
    '@type': 'Recipe',
    name: 'Plum crumble',
    author: { '@type': 'Person', name: 'Ana Ruiz' },
    image: [
      {
        '@type': 'ImageObject',
        url: 'https://cook.example/crumble-small.jpg',
        width: 300,
        height: 200,
      },
      {
        '@type': 'ImageObject',
        url: 'https://cook.example/crumble-large.jpg',
        width: 1200,
        height: 800,
      },
    ],
    // A plugin that writes its last group twice.
    recipeIngredient: [
      '500 g plums',
      '100 g flour',
      '75 g butter',
      '50 g sugar',
      '100 g flour',
      '75 g butter',
      '50 g sugar',
    ],
    recipeInstructions: [
      {
        '@type': 'HowToStep',
        name: 'Stone the plums',
        text: 'Halve the plums and take out the stones.',
      },
      { '@type': 'HowToStep', name: 'Step 2', text: 'Rub the butter into the flour and sugar.' },
      { '@type': 'HowToStep', text: 'Scatter over the plums and bake for 35 minutes.' },
    ],
  };
  const picture = (url: string, width: number, height: number) =>
    `<span itemprop="image" itemscope itemtype="https://schema.org/ImageObject"><meta itemprop="url" content="${url}"><meta itemprop="width" content="${width}"><meta itemprop="height" content="${height}"></span>`;
  const plumCrumbleMarked = `<div itemscope itemtype="https://schema.org/Recipe">
    <h1 itemprop="name">Plum crumble</h1>
    <p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ana Ruiz</span></span></p>
    ${picture('https://cook.example/crumble-small.jpg', 300, 200)}${picture('https://cook.example/crumble-large.jpg', 1200, 800)}
    <ul>${plumCrumble.recipeIngredient.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}</ul>
    <ol>${plumCrumble.recipeInstructions
      .map(
        (step) =>
          `<li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">${step.name ? `<strong itemprop="name">${step.name}</strong> ` : ''}<span itemprop="text">${step.text}</span></li>`,
      )
      .join('')}</ol></div>`;

  it('reads a recipe in microdata as it reads the same recipe in JSON-LD', () => {
    const fromJsonLd = extractRecipeFromHtml(
      page(jsonLd(plumCrumble), '<h1>Plum crumble</h1>'),
      PAGE_URL,
    );
    const fromMicrodata = extractRecipeFromHtml(page('', plumCrumbleMarked), PAGE_URL);

    expect(fromMicrodata.method).toBe('microdata');
    const fields = ({ recipe }: typeof fromJsonLd) => ({
      title: recipe?.title,
      author: recipe?.author,
      image: recipe?.image,
      ingredients: recipe?.ingredients,
      instructions: recipe?.instructions,
    });
    expect(fields(fromMicrodata)).toEqual(fields(fromJsonLd));
    // A step's own title is a line before it, a step named by its number is not, the group written
    // twice is read once, and the largest picture is the main one.
    expect(fields(fromMicrodata)).toEqual({
      title: 'Plum crumble',
      author: 'Ana Ruiz',
      image: 'https://cook.example/crumble-large.jpg',
      ingredients: ['500 g plums', '100 g flour', '75 g butter', '50 g sugar'],
      instructions: [
        'Stone the plums',
        'Halve the plums and take out the stones.',
        'Rub the butter into the flour and sugar.',
        'Scatter over the plums and bake for 35 minutes.',
      ],
    });
  });

  it("takes a recipe card's lines over microdata that lost part of an amount, as over JSON-LD", () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Curry</h1>
        <meta itemprop="recipeIngredient" content="3 Tbsp olive oil"><meta itemprop="recipeIngredient" content="5 tsp grated ginger">
        <meta itemprop="recipeInstructions" content="Cook."></div>
       <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body">
        <p>3 Tbsp olive oil</p><p><span>1.5 tsp</span> grated ginger</p></div></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '1.5 tsp grated ginger',
    ]);
  });

  it('reads a microdata method of 200,000 lines to its first 1,000 steps', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
        <ul><li itemprop="recipeIngredient">2 slices bread</li></ul>
        <div itemprop="recipeInstructions">${'Stir.\n'.repeat(200_000)}</div></div>`,
    );

    const instructions = extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions ?? [];
    expect(instructions).toHaveLength(1000);
    expect(instructions[999]).toBe('Stir.');
  });

  it('reads a step item that marks neither its text nor its name by the words it shows', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
        <ul><li itemprop="recipeIngredient">2 slices bread</li></ul>
        <ol><li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
          <meta itemprop="position" content="1">Toast the bread.</li>
        <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
          <meta itemprop="position" content="2">Butter it while hot.</li></ol></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Toast the bread.',
      'Butter it while hot.',
    ]);
  });

  it('reads an ingredient given in a content attribute over several lines as those lines', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
        <meta itemprop="recipeIngredient" content="2 slices bread&#10;1 tbsp butter">
        <meta itemprop="recipeInstructions" content="Toast the bread and butter it."></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '2 slices bread',
      '1 tbsp butter',
    ]);
  });
});

describe('extractRecipeFromHtml: page headings and lists', () => {
  it('leaves a list item that names a group or states the yield out of the ingredients', () => {
    const html = page(
      '',
      `<main><h1>Apple Crumble</h1><h2>Ingredients</h2>
        <ul><li>Serves 6</li><li>4 apples</li><li>FOR THE STREUSEL</li><li>100 g butter</li></ul>
        <h2>Method</h2><ol><li>Slice the apples.</li><li>Rub the butter into the flour.</li></ol></main>`,
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe?.ingredients).toEqual(['4 apples', '100 g butter']);
  });

  it('reads an English page by its Ingredients and Directions headings, skipping navigation', () => {
    const html = page(
      '<meta property="og:title" content="Best Brownies | Site"><meta name="description" content="Fudgy.">' +
        '<meta property="og:image" content="https://cook.example/brownies.jpg">',
      `<nav><h2>Ingredients</h2><ul><li>Shop by ingredient</li></ul></nav>
       <main><h1>Best Brownies</h1><p>Our favourite.</p>
        <h2>Ingredients</h2><ul><li>200 g chocolate</li><li>3 eggs</li></ul>
        <p><strong>For the glaze</strong></p><ul><li>50 g sugar</li></ul>
        <h2>Directions</h2><ol><li>Melt the chocolate.</li><li>Beat in the eggs.</li><li>Bake 25 minutes.</li></ol>
        <h2>Notes</h2><p>Keeps 3 days.</p></main>
       <footer><p>© Site</p></footer>`,
    );

    const { recipe, method, pageText } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('page');
    expect(recipe).toMatchObject({
      title: 'Best Brownies',
      // The meta description is written for search results, not the recipe's own.
      description: '',
      image: 'https://cook.example/brownies.jpg',
      ingredients: ['200 g chocolate', '3 eggs', '50 g sugar'],
      instructions: ['Melt the chocolate.', 'Beat in the eggs.', 'Bake 25 minutes.'],
    });
    expect(pageText).toContain('Melt the chocolate.');
    expect(pageText).not.toContain('Shop by ingredient');
    expect(pageText).not.toContain('© Site');
  });

  it('reads a method named by a plain line whose step groups have real headings', () => {
    const html = page(
      '',
      `<main><h1>Pumpkin Cookies</h1>
        <div>Ingredients</div><ul><li>500 g cookie mix</li><li>60 g water</li></ul>
        <div>Method</div>
        <h4>Cookies</h4><ol><li>Mix the dough.</li><li>Bake 12 minutes.</li></ol>
        <h4>Topping</h4><ol><li>Spread the mallow.</li></ol>
        <h4>Category</h4><p>Bakery</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      title: 'Pumpkin Cookies',
      ingredients: ['500 g cookie mix', '60 g water'],
      instructions: [
        'Cookies',
        'Mix the dough.',
        'Bake 12 minutes.',
        'Topping',
        'Spread the mallow.',
      ],
      headingLines: [0, 3],
    });
  });

  it('reads each paragraph of a method list item holding several as its own step', () => {
    const html = page(
      '',
      `<main><h1>Fajitas</h1><h2>Ingredients</h2><ul><li>250 g halloumi</li><li>2 peppers</li></ul>
        <h2>Directions</h2><ul><li><style>.s{color:red}</style><p>1. Heat the oven.</p>
        <p>2. Roast the halloumi.</p><p>3. Serve.</p></li></ul>
        <h2>Notes</h2><p>Keeps a day.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      '1. Heat the oven.',
      '2. Roast the halloumi.',
      '3. Serve.',
    ]);
  });

  it('ends paragraph steps at a bold call-out that asks the reader a question', () => {
    const html = page(
      '',
      `<main><h1>Macaroni</h1><h2>Ingrediënten</h2><ul><li>400 g macaroni</li><li>1 ui</li></ul>
        <h2>Bereiding</h2><p>Fruit de ui in een scheut olie.</p><p>Kook de macaroni gaar.</p>
        <p><strong>Smaakt dit recept naar meer? Bekijk ons kookboek!</strong></p>
        <p>Bestel het hier</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Fruit de ui in een scheut olie.',
      'Kook de macaroni gaar.',
    ]);
  });

  it('reads a Dutch page whose steps are paragraphs, with the card’s servings and times', () => {
    const html = page(
      '',
      `<article><h1>Macaroni stroganoff</h1>
        <div><p>4 personen</p><p>Voorbereiding</p><p>15 min</p><p>Kooktijd: 1 h 05</p></div>
        <h2>Ingrediënten</h2><ul><li>300 g macaroni</li><li>1 ui</li></ul>
        <h2>Bereiding</h2><p>Fruit de ui.</p><p>Kook de macaroni.</p></article>`,
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe).toMatchObject({
      title: 'Macaroni stroganoff',
      ingredients: ['300 g macaroni', '1 ui'],
      instructions: ['Fruit de ui.', 'Kook de macaroni.'],
      yields: '4 personen',
      prepTime: 15,
      cookTime: 65,
      totalTime: 80,
    });
  });

  it('reads each of the times and servings a card states on one line on its own', () => {
    const html = page(
      '<meta property="og:site_name" content="Soup Club">',
      `<article><h1>Tomato soup</h1>
        <p>Prep: 5 mins | Cook: 25 mins | Serves 4</p>
        <h2>Ingredients</h2><ul><li>1 can tomatoes</li><li>1 onion</li></ul>
        <h2>Method</h2><p>Soften the onion.</p><p>Simmer with the tomatoes and blend.</p></article>`,
    );

    const { recipe, siteName } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe).toMatchObject({ prepTime: 5, cookTime: 25, totalTime: 30, yields: '4' });
    expect(siteName).toBe('Soup Club');
  });

  it('reads a fact a card states with its label and no colon, one to a line', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Flapjacks',
        recipeIngredient: ['200 g oats', '100 g butter'],
        recipeInstructions: ['Melt the butter.', 'Stir in the oats and bake.'],
      }),
      `<h1>Flapjacks</h1>
       <ul class="facts"><li>Prep 10 mins</li><li>Bake 25 minutes</li><li>Makes 12 bars</li></ul>
       <h2>Ingredients</h2><ul><li>200 g oats</li><li>100 g butter</li></ul>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      prepTime: 10,
      cookTime: 25,
      yields: '12 bars',
    });
  });

  it('reads a time a card sets out in cells of their own under its label', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Roast chicken',
        recipeIngredient: ['1 chicken'],
        recipeInstructions: ['Roast the chicken.'],
      }),
      `<h1>Roast chicken</h1>
       <div><div>Servings</div><div>6</div><div>servings</div></div>
       <div><div>Cooking time</div><div>1</div><div>hour</div><div>30</div><div>minutes</div></div>
       <h2>Ingredients</h2><ul><li>1 chicken</li></ul>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      yields: '6',
      cookTime: 90,
    });
  });

  it.each([
    ['<ul><li>4 personen</li><li>30 min</li></ul>', '4 personen'],
    ['<p>2 portion(s)</p>', '2 portion(s)'],
    ['<p>4personnes</p>', '4personnes'],
    ['<p>Servings 8 twice-baked potatoes</p>', '8 twice-baked potatoes'],
    ['<p>Pour 4 personnes</p>', '4 personnes'],
  ])('reads the servings a card states as %s', (facts, yields) => {
    const html = page(
      '',
      `<main><h1>Soup</h1>${facts}<h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul>
        <h2>Method</h2><ol><li>Chop the vegetables.</li><li>Simmer them for an hour.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.yields).toBe(yields);
  });

  it('reads a card that broken markup leaves inside a heading, and a method’s group headed like the method', () => {
    const html = page(
      '',
      `<main><h1>Sprouts</h1><h3>Sweet chili sprouts<div class="card">
        <h3>Ingredients</h3><ul><li>2 cups sprouts</li><li>1 tbsp sriracha</li></ul>
        <h3>Instructions</h3><h3>Sprout time!</h3>
        <ol><li>Toss the sprouts in the sauce.</li><li>Roast for 30 minutes.</li></ol>
        </div></h3></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 cups sprouts', '1 tbsp sriracha'],
      instructions: ['Sprout time!', 'Toss the sprouts in the sauce.', 'Roast for 30 minutes.'],
      headingLines: [0],
    });
  });

  it('reads the content a page builder classes with a furniture word when it holds most of the page’s text', () => {
    const html = page(
      '',
      `<nav><a href="/">Home</a></nav><section class="builder-section mv-footer"><h2>Lentil soup</h2>
        <p>A warming soup for a cold evening, ready in under an hour with what is in the cupboard.</p>
        <h3>Ingredients</h3><ul><li>200 g red lentils</li><li>1 onion</li><li>1 l stock</li></ul>
        <h3>Method</h3><ol><li>Soften the onion in a little oil.</li><li>Add the lentils and stock and simmer for 20 minutes.</li></ol>
        </section><footer>© Soup site</footer>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['200 g red lentils', '1 onion', '1 l stock'],
      instructions: [
        'Soften the onion in a little oil.',
        'Add the lentils and stock and simmer for 20 minutes.',
      ],
    });
  });

  it('does not read a short step that names a time as the card’s time', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Scones',
        recipeYield: '8',
        recipeIngredient: ['250 g flour', '50 g butter'],
        recipeInstructions: ['Rub in the butter.', 'Bake 12 minutes.'],
      }),
      `<h1>Scones</h1><p>Prep 10 min.</p><h2>Ingredients</h2><ul><li>250 g flour</li><li>50 g butter</li></ul>
       <h2>Method</h2><ol><li>Rub in the butter.</li><li>Bake 12 minutes.</li></ol><p>Chill 30 minutes.</p>`,
    );

    const recipe = extractRecipeFromHtml(html, PAGE_URL).recipe;
    expect(recipe).toMatchObject({ prepTime: 10, cookTime: null, totalTime: 10 });
  });

  it('does not read a short step that starts with "Pour" as the servings', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Custard',
        recipeIngredient: ['500 ml milk', '4 egg yolks'],
        recipeInstructions: ['Heat the milk.', 'Whisk in the yolks.'],
      }),
      `<h1>Custard</h1><h2>Ingredients</h2><ul><li>500 ml milk</li><li>4 egg yolks</li></ul>
       <h2>Method</h2><ol><li>Pour 500 ml milk into a pan.</li><li>Pour 2 cups water aside.</li></ol>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.yields).toBe('');
  });

  it('reads a page without section headings: a list of amounts, then the steps after it', () => {
    const html = page(
      '',
      `<main><h1>Magazine</h1><h1>Grape chicken salad</h1><img src="/salad.jpg" alt="">
        <ul><li>6 cups chicken, shredded</li><li>3 cups grapes</li><li>½ cup blue cheese</li></ul>
        <p>Combine the chicken, grapes and cheese in a bowl.</p><p>Chill for an hour before serving.</p>
        <p>More salads</p></main>`,
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('page');
    expect(recipe).toMatchObject({
      title: 'Grape chicken salad',
      image: 'https://cook.example/salad.jpg',
      ingredients: ['6 cups chicken, shredded', '3 cups grapes', '½ cup blue cheese'],
      instructions: [
        'Combine the chicken, grapes and cheese in a bowl.',
        'Chill for an hour before serving.',
      ],
    });
  });

  it('says there is no recipe on a page that names none, but still offers its text and images', () => {
    const html = page(
      '<meta property="og:image" content="/cover.jpg">',
      '<main><p>About us</p><p>We love food.</p></main>',
    );

    const extraction = extractRecipeFromHtml(html, PAGE_URL);

    expect(extraction.recipe).toBeNull();
    expect(extraction.method).toBeNull();
    expect(extraction.images).toEqual([{ url: 'https://cook.example/cover.jpg', type: 'main' }]);
    expect(extraction.pageText).toBe('About us\nWe love food.');
  });

  it('keeps the name, picture and author of a page whose lists it cannot read, not its meta description', () => {
    const html = page(
      '<meta property="og:title" content="Plum Crumble">' +
        '<meta property="og:image" content="/plums.jpg">' +
        '<meta name="description" content="The best crumble on the web, and more recipes.">' +
        '<meta name="author" content="Ann Cook">',
      '<main><h1>Plum Crumble</h1><p>By Ann Cook</p><p>Plums, then crumble, then the oven.</p></main>',
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('page');
    expect(recipe).toMatchObject({
      title: 'Plum Crumble',
      image: 'https://cook.example/plums.jpg',
      author: 'Ann Cook',
      description: '',
      ingredients: [],
      instructions: [],
    });
  });

  it('keeps what microdata says of a recipe that has no lists: name, yield and times', () => {
    const html = page(
      '',
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Flatbread</h1>' +
        '<span itemprop="recipeYield">6 pieces</span><meta itemprop="prepTime" content="PT20M">' +
        '<meta itemprop="cookTime" content="PT10M"></div>',
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('microdata');
    expect(recipe).toMatchObject({
      title: 'Flatbread',
      yields: '6 pieces',
      prepTime: 20,
      cookTime: 10,
      totalTime: 30,
      ingredients: [],
    });
  });
});

describe('extractRecipeFromHtml: stop 27 rules', () => {
  it('reads recipe properties a theme marks with itemprop outside any Recipe item', () => {
    const html = page(
      '<meta property="og:title" content="Pea soup - Site">',
      `<div itemscope itemtype="https://schema.org/WPHeader"><span itemprop="name">Site</span></div>
       <h1>Pea soup</h1>
       <div class="post-content">
         <h3 itemprop="recipeYield">For 2 people:</h3>
         <ul><li itemprop="ingredients">300 g peas</li><li itemprop="ingredients">1 onion</li></ul>
         <div itemprop="recipeInstructions"><p>1- Fry the onion.</p><p>2- Add the peas.</p></div>
       </div>
       <div itemscope itemtype="https://schema.org/UserComments"><p itemprop="commentText">Lovely!</p></div>`,
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('microdata');
    expect(recipe).toMatchObject({
      title: 'Pea soup',
      ingredients: ['300 g peas', '1 onion'],
      instructions: ['1- Fry the onion.', '2- Add the peas.'],
      yields: 'For 2 people:',
    });
  });

  it('reads the numbered list after the ingredients as the method when no heading names it', () => {
    const html = page(
      '',
      `<main><h1>Chicken sandwich</h1>
        <h4>INGREDIENTS</h4><ul><li>Baguette</li><li>1 chicken breast</li><li>Oregano</li></ul>
        <p><strong>Sauce</strong></p><ul><li>1 cup yogurt</li><li>1 lemon</li></ul>
        <h4>THE RECIPE</h4><ol><li>Cut the chicken.</li><li>Cook it.</li><li>Fill the baguette.</li></ol>
        <h4>More recipes</h4><ul><li>Tuna melt</li></ul></main>`,
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe?.ingredients).toEqual([
      'Baguette',
      '1 chicken breast',
      'Oregano',
      '1 cup yogurt',
      '1 lemon',
    ]);
    expect(recipe?.instructions).toEqual(['Cut the chicken.', 'Cook it.', 'Fill the baguette.']);
  });

  it('ends the steps where the page lists its tags', () => {
    const html = page(
      '',
      `<main><h1>Teriyaki chicken</h1>
        <h2>Ingredients</h2><ul><li>500 g chicken</li><li>3 tbsp soy sauce</li></ul>
        <h2>Preparation</h2>
        <p>Cut the chicken into cubes.</p><p>Stir-fry with the soy sauce.</p>
        <p>#main courses#stir fry#asian</p><p>Share this recipe with a friend.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Cut the chicken into cubes.',
      'Stir-fry with the soy sauce.',
    ]);
  });

  it("leaves a picture's caption out of the steps it stands between", () => {
    const html = page(
      '',
      `<main><h1>Naan</h1>
        <h2>Zutaten</h2><ul><li>500 g Mehl</li><li>250 ml Milch</li></ul>
        <h2>Zubereitung</h2>
        <p>Mehl und Milch verkneten.</p>
        <figure><img src="/teig.jpg" alt="Teig"><figcaption>Erst rühren, dann kneten
          <span>Foto: Bauer Food Experts KG</span></figcaption></figure>
        <p>Den Teig gehen lassen.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Mehl und Milch verkneten.',
      'Den Teig gehen lassen.',
    ]);
  });

  it("reads a group's ingredients written as paragraphs under a heading of the section's level", () => {
    const html = page(
      '',
      `<main><h1>Strogonoff</h1>
        <h2>Ingredientes</h2><h2>Strogonoff de frango</h2>
        <p>3 colheres de sopa de óleo</p><p>1 quilo de peito de frango</p><p>Champignon a gosto</p>
        <h2>Modo de Preparo</h2><ol><li>Aqueça o óleo.</li><li>Doure o frango.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 colheres de sopa de óleo',
      '1 quilo de peito de frango',
      'Champignon a gosto',
    ]);
  });

  it("ends paragraphs of ingredients at a heading of the section's level over numbered steps", () => {
    const html = page(
      '',
      `<main><h1>Porridge</h1>
        <h3>Pour 1 grand bol :</h3>
        <p>50 g de flocons d’avoine</p><p>25 cl de lait</p><p>1 orange sanguine</p>
        <h3>Faites cuire le porridge</h3>
        <p>1- Dans une casserole, versez les flocons et le lait.</p>
        <p>2- Laissez épaissir 5 minutes.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '50 g de flocons d’avoine',
      '25 cl de lait',
      '1 orange sanguine',
    ]);
  });

  it.each([
    ['before its text', '<p>1. Cut the chicken.</p><p>2. Cook it.</p><p>3. Fill the baguette.</p>'],
    [
      'on a line of its own',
      '<p>1.</p><p>Cut the chicken.</p><p>2.</p><p>Cook it.</p><p>3.</p><p>Fill the baguette.</p>',
    ],
  ])(
    'reads paragraphs numbering themselves 1, 2, 3 after the ingredients as the method, the number %s',
    (_, steps) => {
      const html = page(
        '',
        `<main><h1>Chicken sandwich</h1>
          <h4>INGREDIENTS</h4><p>1 baguette</p><p>1 chicken breast</p><p>1 tsp oregano</p>
          <h4>THE RECIPE</h4>${steps}<p>Tags</p><p>Sandwiches, Lunch</p></main>`,
      );

      const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

      expect(recipe?.instructions).toEqual(['Cut the chicken.', 'Cook it.', 'Fill the baguette.']);
    },
  );

  it('joins the amount a card shows in its own cell to the ingredient name the JSON-LD gives', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Popcorn',
        recipeIngredient: ['popping corn', 'oil', 'salt'],
        recipeInstructions: ['Pop the corn.'],
      }),
      `<p>Ingredients</p><div><b>2</b> portion(s)</div>
       <div class="row"><div class="amount">½ cup</div><div class="name">popping corn</div></div>
       <div class="row"><div class="amount">2 tbsp</div><div class="name">oil</div></div>
       <div class="row"><div class="amount"></div><div class="name">salt</div></div>
       <p>Preparation</p><p>Pop the corn in the oil and salt it well.</p>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '½ cup popping corn',
      '2 tbsp oil',
      'salt',
    ]);
  });

  it('reads the wrapper that holds the page title even when a class names the sidebar beside it', () => {
    const html = page(
      '',
      `<div class="article-detail calculate-sidebar-content">
         <h1>Bean salad</h1><p>4 servings</p>
         <h2>Ingredients</h2><ul><li>1 can beans</li><li>1 onion</li></ul>
         <h2>Method</h2><ol><li>Slice the onion.</li><li>Mix with the beans.</li></ol>
       </div>
       <div class="sidebar"><h2>Ingredients</h2><ul><li>Popular: cake</li></ul></div>`,
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);

    expect(recipe).toMatchObject({
      title: 'Bean salad',
      ingredients: ['1 can beans', '1 onion'],
      instructions: ['Slice the onion.', 'Mix with the beans.'],
      yields: '4 servings',
    });
  });

  it('reads the prep and cook times a card shows before their labels where the recipe data gives only a total', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Popcorn',
        recipeYield: '2',
        totalTime: 'PT25M',
        recipeIngredient: ['1 cup popping corn'],
        recipeInstructions: ['Pop the corn.'],
      }),
      `<h1>Popcorn</h1>
       <div><span>Total time</span><span>25 mins</span></div>
       <div><div><span>5 mins</span><span>preparation time</span></div>
       <div><span>20 mins</span><span>cooking time</span></div></div>
       <p>Ingredients</p><ul><li>1 cup popping corn</li></ul>`,
    );

    const { recipe } = extractRecipeFromHtml(html, PAGE_URL);
    expect(recipe).toMatchObject({ prepTime: 5, cookTime: 20, totalTime: 25 });
    // A total the data states is not marked as worked out.
    expect(recipe?.workedOut).toBeUndefined();
  });

  it('reads raw line breaks inside a JSON-LD string as the lines the author typed', () => {
    const html = page(
      jsonLd(
        '{"@type": "Recipe", "name": "Dal", "recipeIngredient": ["1 cup lentils\n2 cups water\nsalt"],' +
          ' "recipeInstructions": "Rinse the lentils and\ndrain them.\nBoil them in the water.\nSalt to taste."}',
      ),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['1 cup lentils', '2 cups water', 'salt'],
      instructions: [
        'Rinse the lentils and drain them.',
        'Boil them in the water.',
        'Salt to taste.',
      ],
    });
  });

  it('takes the author of the article the recipe is published in when the recipe names none', () => {
    const html = page(
      '<meta name="author" content="Site Team">' +
        jsonLd({
          '@graph': [
            { '@type': 'Person', '@id': '#nini', name: 'Nini' },
            { '@type': 'BlogPosting', headline: 'Pea soup', author: { '@id': '#nini' } },
          ],
        }) +
        jsonLd({
          '@type': 'Recipe',
          name: 'Pea soup',
          recipeIngredient: ['300 g peas'],
          recipeInstructions: ['Cook the peas.'],
        }),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.author).toBe('Nini');
  });

  it('takes the recipe’s own picture over a copy the CMS resized for the Open Graph tag', () => {
    const html = page(
      '<meta property="og:image" content="https://cook.example/fileadmin/_processed_/3/5/csm_soup-header_bc6ebee245.png">' +
        jsonLd({
          '@type': 'Recipe',
          name: 'Soup',
          image: 'https://cook.example/fileadmin/user_upload/soup-header.png',
          recipeIngredient: ['1 leek'],
          recipeInstructions: ['Cook the leek.'],
        }),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.image).toBe(
      'https://cook.example/fileadmin/user_upload/soup-header.png',
    );
  });
});

describe('extractRecipeFromHtml: stop 30 rules', () => {
  it('reads each text of a list of steps as one step, a method given as one text by its lines', () => {
    const listed = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Flatbread',
        recipeIngredient: ['250 g flour', '150 ml water'],
        recipeInstructions: [
          'Mix the flour and water.\nKnead for 5 minutes.',
          'Rest the dough.Roll it thin.',
          'Cook in a dry pan.',
        ],
      }),
    );
    const oneText = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Flatbread',
        recipeIngredient: ['250 g flour', '150 ml water'],
        recipeInstructions: ['Mix the flour and water.\nKnead for 5 minutes.'],
      }),
    );

    expect(extractRecipeFromHtml(listed, PAGE_URL).recipe?.instructions).toEqual([
      'Mix the flour and water. Knead for 5 minutes.',
      'Rest the dough.Roll it thin.',
      'Cook in a dry pan.',
    ]);
    expect(extractRecipeFromHtml(oneText, PAGE_URL).recipe?.instructions).toEqual([
      'Mix the flour and water.',
      'Knead for 5 minutes.',
    ]);
  });

  it('reads a method given as one HowToStep that numbers its steps as those steps', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Rice',
        recipeIngredient: ['1 cup rice', '2 cups water'],
        recipeInstructions: [
          {
            '@type': 'HowToStep',
            text: '1. Rinse the rice. 2. Bring the water to a boil. 3. Simmer 15 minutes.',
          },
        ],
      }),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Rinse the rice.',
      'Bring the water to a boil.',
      'Simmer 15 minutes.',
    ]);
  });

  it('reads an ingredient list given as one comma-joined line as its ingredients', () => {
    const merged = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Pancakes',
        recipeIngredient: ['2 eggs, 1 cup flour (sifted, if lumpy), 1 cup milk'],
        recipeInstructions: ['Whisk everything.', 'Fry in a pan.'],
      }),
    );
    const listed = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Pancakes',
        recipeIngredient: ['2 eggs, beaten, cold', '1 cup flour'],
        recipeInstructions: ['Whisk everything.', 'Fry in a pan.'],
      }),
    );

    expect(extractRecipeFromHtml(merged, PAGE_URL).recipe?.ingredients).toEqual([
      '2 eggs',
      '1 cup flour (sifted, if lumpy)',
      '1 cup milk',
    ]);
    expect(extractRecipeFromHtml(listed, PAGE_URL).recipe?.ingredients).toEqual([
      '2 eggs, beaten, cold',
      '1 cup flour',
    ]);
  });
});

describe('extractRecipeFromHtml: stop 31 rules', () => {
  it('takes the meta author only when the page shows that name to its readers', () => {
    const recipe = jsonLd({
      '@type': 'Recipe',
      name: 'Pea soup',
      recipeIngredient: ['300 g peas'],
      recipeInstructions: ['Cook the peas.'],
    });
    const shown = page(
      '<meta name="author" content="Ann Cook">' + recipe,
      '<main><h1>Pea soup</h1><p>by ann\n  cook, 3 May</p></main>',
    );
    const unshown = page(
      '<meta name="author" content="webteam">' + recipe,
      '<main><h1>Pea soup</h1><p>Peas in a pot.</p></main><footer>webteam</footer>',
    );

    expect(extractRecipeFromHtml(shown, PAGE_URL).recipe?.author).toBe('Ann Cook');
    expect(extractRecipeFromHtml(unshown, PAGE_URL).recipe?.author).toBe('');
  });

  it('reads a method given as one HTML text by its paragraphs and list items', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Pancakes',
        recipeIngredient: ['<p>2 eggs</p><p>1 cup flour</p>'],
        recipeInstructions:
          '<p>Whisk the eggs and flour.</p><p>Rest the batter.</p><ol><li>Fry each pancake.</li><li>Serve warm.</li></ol>',
      }),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 eggs', '1 cup flour'],
      instructions: [
        'Whisk the eggs and flour.',
        'Rest the batter.',
        'Fry each pancake.',
        'Serve warm.',
      ],
    });
  });

  it('reads a step number written as its own heading or bold line as no step of the method', () => {
    const html = page(
      '',
      `<main><h1>Flatbread</h1><h2>Ingredients</h2><ul><li>300 g flour</li><li>200 ml water</li></ul>
        <h2>Method</h2><h3>Step 1</h3><p>Mix the flour and water into a dough.</p>
        <h3>Step 2</h3><p>Roll out and cook in a dry pan.</p><p><strong>3.</strong></p><p>Eat warm.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Mix the flour and water into a dough.',
      'Roll out and cook in a dry pan.',
      'Eat warm.',
    ]);
  });

  it('reads a microdata method given as one text as a method written as one text', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Loaf cake</h1>
        <ul><li itemprop="recipeIngredient">200 g flour</li><li itemprop="recipeIngredient">2 eggs</li></ul>
        <div itemprop="recipeInstructions"><p>1. Heat the oven and<br>grease a tin.</p>
        <p>2. Mix the flour and eggs.</p><p>3. Bake for 40 minutes.</p></div></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Heat the oven and grease a tin.',
      'Mix the flour and eggs.',
      'Bake for 40 minutes.',
    ]);
  });

  it('takes the ingredient list that states amounts over a blog’s notes on its ingredients', () => {
    const html = page(
      '',
      `<main><h1>Shortbread</h1><h2>Ingredients</h2>
        <ul><li>Butter – cold, straight from the fridge</li><li>Flour – any plain flour works</li></ul>
        <p>Now on to the recipe itself, which is very simple indeed.</p>
        <h2>Ingredients</h2><ul><li>200 g butter</li><li>300 g flour</li><li>100 g sugar</li></ul>
        <h2>Method</h2><ol><li>Rub the butter into the flour and sugar.</li><li>Bake at 160°C.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['200 g butter', '300 g flour', '100 g sugar'],
      instructions: ['Rub the butter into the flour and sugar.', 'Bake at 160°C.'],
    });
  });

  it('leaves a line that states the yield or names a group out of ingredients written as paragraphs', () => {
    const html = page(
      '',
      `<main><h1>Lemon cake</h1><h2>Ingredients</h2><p>Serves 8</p><p>3 eggs</p><p>200 g flour</p>
        <p>For the glaze</p><p>100 g icing sugar</p>
        <h2>Method</h2><ol><li>Beat the eggs and fold in the flour.</li><li>Bake, then glaze.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 eggs',
      '200 g flour',
      '100 g icing sugar',
    ]);
  });
});

describe('extractRecipeFromHtml: stop 32 rules', () => {
  it('reads its servings before the method heading when no ingredients heading names the card', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Dumplings',
        recipeIngredient: ['500 g quark', '140 g flour', '500 g blueberries'],
        recipeInstructions: ['Knead a dough.', 'Simmer the dumplings.'],
      }),
      `<article><h1>Dumplings</h1><p>4 porce</p>
        <h3>Dough</h3><ul><li>quark 500 g</li><li>flour 140 g</li></ul>
        <h3>Sauce</h3><ul><li>blueberries 500 g</li></ul>
        <h2>Method</h2><ol><li>Knead a dough.</li><li>Simmer the dumplings.</li></ol></article>`,
    );
    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.yields).toBe('4 porce');
  });

  it('gives a step per "Step N" of a method written as one text', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Scones',
        recipeIngredient: ['200 g flour', '50 g butter'],
        recipeInstructions:
          'Step 1: Rub the butter into the flour. Step 2: Add the milk. Step 3 Bake for 12 minutes.',
      }),
    );
    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Rub the butter into the flour.',
      'Add the milk.',
      'Bake for 12 minutes.',
    ]);
  });
});

describe('extractRecipeFromHtml: stop 33 rules (pages read without their recipe data)', () => {
  it('reads a recipe a page builder wraps in its widgets, and leaves a sidebar’s widgets out', () => {
    const html = page(
      '',
      `<header><h1>Meal prep bowls</h1></header>
        <div class="widget widget_text"><h2>Ingredients</h2><ul><li>1 cup popular posts</li><li>2 cups links</li></ul></div>
        <div class="elementor-widget elementor-widget-theme-post-content"><div class="elementor-widget-container">
          <h2>Ingredients</h2><ul><li>2 cups rice</li><li>1 lb chicken</li></ul>
          <h2>Instructions</h2><p>Cook the rice and the chicken.</p><p>Divide between four boxes.</p></div></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 cups rice', '1 lb chicken'],
      instructions: ['Cook the rice and the chicken.', 'Divide between four boxes.'],
    });
  });

  it('reads groups a card heads like its sections, up to a heading over steps', () => {
    const html = page(
      '',
      `<main><h1>Churros</h1><h3>Ingredients</h3><h3>COATING</h3><ul><li>1/2 cup sugar</li><li>1 tsp cinnamon</li></ul>
        <h3>CHURROS</h3><ul><li>1 cup water</li><li>2 eggs</li></ul>
        <h3>RECIPE</h3><ol><li>Mix the coating.</li><li>Pipe and fry the dough.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['1/2 cup sugar', '1 tsp cinnamon', '1 cup water', '2 eggs'],
      instructions: ['Mix the coating.', 'Pipe and fry the dough.'],
    });
  });

  it('knows "Anleitungen" as the method', () => {
    const html = page(
      '',
      `<main><h1>Eintopf</h1><h3>Zutaten</h3><ul><li>1 Stange Lauch</li><li>2 Karotten</li></ul>
        <h3>Anleitungen</h3><p>Den Lauch schneiden und anbraten.</p><p>Alles zwanzig Minuten kochen.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Den Lauch schneiden und anbraten.',
      'Alles zwanzig Minuten kochen.',
    ]);
  });

  it('reads a recipe inside a layout named for its sidebar, and still leaves the sidebar out', () => {
    const html = page(
      '',
      `<header><h1>Caramel apple dip</h1></header>
        <div class="content-sidebar-wrap"><div class="sidebar widget-area"><h2>Ingredients</h2>
          <ul><li>1 cup popular posts</li><li>2 cups newsletter</li></ul></div>
          <main class="content"><h2>Ingredients</h2><ul><li>8 oz cream cheese</li><li>1 cup caramel sauce</li></ul>
          <h2>Instructions</h2><ol><li>Beat the cream cheese.</li><li>Swirl in the caramel.</li></ol></main></div>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['8 oz cream cheese', '1 cup caramel sauce'],
      instructions: ['Beat the cream cheese.', 'Swirl in the caramel.'],
    });
  });

  it('names a recipe read from the page by its card’s heading, not the article’s headline', () => {
    const card =
      '<h3>Ingredients</h3><ul><li>1 cup peanut butter</li><li>2 cups powdered sugar</li></ul>' +
      '<h3>Instructions</h3><ol><li>Mix everything.</li><li>Roll into balls.</li></ol>';
    const headed = page(
      '',
      `<main><h1>Our favourite no-bake treat for the holidays</h1><p>We make these every year.</p>
        <h2>Peanut Butter Balls</h2><p>Servings: 24</p>${card}</main>`,
    );
    // A heading that names a section is not the card's name: the article's headline stays.
    const unnamed = page(
      '',
      `<main><h1>Peanut butter balls</h1><h2>Notes</h2><p>Keep them cold.</p>${card}</main>`,
    );

    expect(extractRecipeFromHtml(headed, PAGE_URL).recipe?.title).toBe('Peanut Butter Balls');
    expect(extractRecipeFromHtml(unnamed, PAGE_URL).recipe?.title).toBe('Peanut butter balls');
  });

  it('reads a list item without the checkbox drawn before it, so the card that states amounts wins', () => {
    const html = page(
      '',
      `<main><h1>Peanut butter balls</h1><h2>Ingredients</h2>
        <ul><li>Peanut butter: creamy or crunchy, as you like it</li><li>Powdered sugar: for sweetness</li></ul>
        <h3>Ingredients</h3><ul><li>▢ 1 cup peanut butter</li><li>☐ 2 cups powdered sugar</li><li>▢ 3 cups crisp rice cereal</li></ul>
        <h3>Instructions</h3><ol><li>Mix everything.</li><li>Roll into balls and chill.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 cup peanut butter',
      '2 cups powdered sugar',
      '3 cups crisp rice cereal',
    ]);
  });
});

describe('extractRecipeFromHtml: stop 33 rules (recipe data)', () => {
  const withYield = (recipeYield: string) =>
    page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Chilli',
        recipeYield,
        recipeIngredient: ['500 g beans'],
        recipeInstructions: ['Simmer.'],
      }),
    );

  it('reads a range of servings in recipe data as its upper number, as the expected output does', () => {
    expect(extractRecipeFromHtml(withYield('4-6'), PAGE_URL).recipe?.yields).toBe('6');
    expect(extractRecipeFromHtml(withYield('Serves 2 to 3'), PAGE_URL).recipe?.yields).toBe(
      'Serves 3',
    );
    // Only the hyphen and "to" make a range there; a spaced dash keeps its first number.
    expect(extractRecipeFromHtml(withYield('4 – 6'), PAGE_URL).recipe?.yields).toBe('4 – 6');
  });

  it('leaves a range a page states in its own text as written', () => {
    const html = page(
      '',
      '<main><h1>Chilli</h1><p>Servings: 6-8</p><p>Prep time: 10 minutes</p><h2>Ingredients</h2><ul><li>500 g beans</li><li>1 onion</li></ul>' +
        '<h2>Method</h2><ol><li>Chop the onion.</li><li>Simmer with the beans.</li></ol></main>',
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.yields).toBe('6-8');
  });
});

describe('extractRecipeFromHtml: stop 35 rules (pages in more languages, methods and their bounds)', () => {
  it('reads a Norwegian page by its "Ingredienser" and "Slik gjør du" headings', () => {
    const html = page(
      '',
      `<main><h1>Grove pannekaker</h1><h2>Ingredienser</h2><ul><li>4 stk egg</li><li>2 ss sukker</li></ul>
        <h2>Slik gjør du:</h2><p>Pisk sammen egg og sukker.</p><p>Stek tynne pannekaker.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      title: 'Grove pannekaker',
      ingredients: ['4 stk egg', '2 ss sukker'],
      instructions: ['Pisk sammen egg og sukker.', 'Stek tynne pannekaker.'],
    });
  });

  it('reads the lists right before a method heading as its ingredients when no heading names them', () => {
    const html = page(
      '',
      `<main><h1>Tvarohové knedlíčky</h1><p>4 porce</p><h3>Těsto</h3>
        <ul><li>tvaroh 500 g</li><li>hladká mouka 140 g</li><li>vejce 2 ks</li></ul>
        <h3>Rozvar</h3><ul><li>borůvky 500 g</li><li>cukr krupice 50 g</li></ul>
        <h2>Postup přípravy</h2><ol><li>Vypracujte těsto.</li><li>Vařte knedlíčky 5 minut.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      title: 'Tvarohové knedlíčky',
      ingredients: [
        'tvaroh 500 g',
        'hladká mouka 140 g',
        'vejce 2 ks',
        'borůvky 500 g',
        'cukr krupice 50 g',
      ],
      instructions: ['Vypracujte těsto.', 'Vařte knedlíčky 5 minut.'],
      yields: '4 porce',
    });
  });

  it('does not take a list of links before the method for its ingredients', () => {
    const html = page(
      '',
      `<main><h1>Knedlíčky</h1><ul><li>Recepty</li><li>Dezerty</li><li>Videa</li></ul>
        <h2>Postup přípravy</h2><ol><li>Vypracujte těsto.</li><li>Vařte knedlíčky.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients ?? []).toEqual([]);
  });

  it('reads a recipe whose page sets its whole content in an aside or a form', () => {
    const recipe = `<h1>Gol gappay</h1><h2>Ingredients</h2><ul><li>1 cup flour</li><li>1 tbsp oil</li></ul>
      <h2>Method</h2><p>Knead the flour and oil into a stiff dough.</p><p>Roll thin, cut and fry.</p>`;
    for (const frame of [
      `<aside class="main-column">${recipe}</aside><aside class="sidebar"><p>Popular</p></aside>`,
      `<form id="aspnetForm">${recipe}</form>`,
    ]) {
      expect(extractRecipeFromHtml(page('', frame), PAGE_URL).recipe).toMatchObject({
        ingredients: ['1 cup flour', '1 tbsp oil'],
        instructions: ['Knead the flour and oil into a stiff dough.', 'Roll thin, cut and fry.'],
      });
    }
  });

  it('reads a step number on a plain line or list item of its own as no step', () => {
    const html = page(
      '',
      `<main><h1>Popcorn</h1><h2>Ingredients</h2><ul><li>1/2 cup popping corn</li><li>2 tbsp oil</li></ul>
        <h2>Preparation</h2><ol><li>Step 1</li><li>Heat the oil and add the corn.</li><li>2</li>
        <li>Shake the pan until the popping stops.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Heat the oil and add the corn.',
      'Shake the pan until the popping stops.',
    ]);
  });

  it('ends the method where the page goes on to other recipes', () => {
    const html = page(
      '',
      `<main><h1>Pumpkin salad</h1><h2>Ingredients</h2><ul><li>22 oz pumpkin</li><li>1 lemon</li></ul>
        <h2>Preparation</h2><p>Cut the pumpkin into wedges and roast them.</p><p>Dress with the lemon juice.</p>
        <div>Related Recipes</div><div>Black kale salad with white beans</div><div>75 mins</div></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Cut the pumpkin into wedges and roast them.',
      'Dress with the lemon juice.',
    ]);
  });

  it('keeps the ingredients of a page whose method it cannot find, with the card’s facts', () => {
    const html = page(
      '',
      `<main><h1>Skyr cake</h1><p>Prep time: 15 min</p><h2>Ingredients</h2>
        <ul><li>16 oz skyr</li><li>4 eggs</li><li>1/4 cup sugar</li></ul>
        <h2>Rate this recipe</h2><p>Excellent!</p></main>`,
    );

    const { recipe, method } = extractRecipeFromHtml(html, PAGE_URL);

    expect(method).toBe('page');
    expect(recipe).toMatchObject({
      title: 'Skyr cake',
      ingredients: ['16 oz skyr', '4 eggs', '1/4 cup sugar'],
      instructions: [],
      prepTime: 15,
    });
  });
});

describe('extractRecipeFromHtml: amounts in cells of their own', () => {
  const card = `<h2>Zutaten</h2>
    <div class="row"><div>1</div><div>dl</div><div>Weisswein</div></div>
    <div class="row"><div>½ cup</div><div>popping corn</div></div>
    <div class="row"><div>2 - 3</div><div>EL</div><div>geriebener Sbrinz</div></div>
    <div class="row"><div>Pfeffer aus der Mühle</div></div>`;

  it('reads the cells of one ingredient as one line on a page without recipe data', () => {
    const html = page(
      '',
      `<main><h1>Risotto</h1>${card}<h2>Zubereitung</h2><p>Den Reis im Wein kochen und rühren.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 dl Weisswein',
      '½ cup popping corn',
      '2 - 3 EL geriebener Sbrinz',
      'Pfeffer aus der Mühle',
    ]);
  });

  it('leaves a servings control over the list out of the ingredients', () => {
    const html = (control: string) =>
      page(
        '',
        `<main><h1>Grove pannekaker</h1><h2>Ingredienser</h2>${control}
          <ul><li>4 stk egg</li><li>2 ss sukker</li></ul>
          <h2>Slik gjør du</h2><p>Pisk sammen egg og sukker.</p></main>`,
      );

    for (const control of [
      '<div>6</div><div>porsjoner</div>',
      '<div>8</div>',
      '<p>Servings:</p>',
    ]) {
      expect(extractRecipeFromHtml(html(control), PAGE_URL).recipe?.ingredients).toEqual([
        '4 stk egg',
        '2 ss sukker',
      ]);
    }
  });

  it('gives the structured data’s names the amounts the card shows for them', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Risotto',
        recipeIngredient: [
          'Weisswein',
          'popping corn',
          'geriebener Sbrinz',
          'Pfeffer aus der Mühle',
        ],
        recipeInstructions: ['Den Reis im Wein kochen.'],
      }),
      `<main><h1>Risotto</h1>${card}<p>16 gFat</p><p>42 gProtein</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 dl Weisswein',
      '½ cup popping corn',
      '2 - 3 EL geriebener Sbrinz',
      'Pfeffer aus der Mühle',
    ]);
  });
});

describe('extractRecipeFromHtml: spans set side by side', () => {
  it('reads spans with no space between them in the markup as words apart, not one run-on word', () => {
    const html = page(
      '',
      `<main><h1>Tavuklu Patates Topları</h1><h2>Malzemeler</h2><ul>
        <li><div><span>2</span><span>yemek kaşığı</span><span>sıvı yağ</span></div></li>
        <li><div><span>1</span><span>kilogram</span><span>tavuk</span><span>(doğranmış)</span></div></li>
        <li><div><span>1</span><span>/2</span><span> su bardağı</span><span>süt</span></div></li></ul>
        <h2>Yapılışı</h2><p><span>Tavuğu</span><span>doğrayın</span> ve kızartın.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 yemek kaşığı sıvı yağ', '1 kilogram tavuk(doğranmış)', '1/2 su bardağı süt'],
      instructions: ['Tavuğu doğrayın ve kızartın.'],
    });
  });
});

describe('extractRecipeFromHtml: line breaks in the markup', () => {
  it('reads a paragraph as a browser shows it: its markup’s line breaks are spaces', () => {
    const html = page(
      '',
      `<main><h1>Bacon popcorn</h1>
        <h2>Ingredients</h2><ul><li>2 tbsp oil</li><li>½ cup popping corn</li></ul>
        <h2>Method</h2>
        <p><b>2 tbsp</b>
           oil
           – <b>½ cup</b>
           popping corn</p>
        <p>Heat the oil in a large saucepan
           and add the popping corn.</p>
        <p style="white-space: pre-line">Tip: keep the lid on.
Shake the pan now and then.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      '2 tbsp oil – ½ cup popping corn',
      'Heat the oil in a large saucepan and add the popping corn.',
      'Tip: keep the lid on.',
      'Shake the pan now and then.',
    ]);
  });

  it('reads a card’s cells set on lines of their own in the markup as lines, and each time a line states', () => {
    const html = page(
      '',
      `<main><h1>Salat mit Ei</h1>
        <div class="card"><span>Portionen</span>
          <span>4</span></div>
        <p><b>Zubereitungszeit: </b>
           20 min&nbsp;&nbsp;|&nbsp;&nbsp;
           <b>Kochzeit: </b>
           10 min  |
           <b>Gesamtzeit: </b>
           30 min</p>
        <h2>Zutaten</h2><ul><li>4 Eier</li><li>1 Salat</li></ul>
        <h2>Zubereitung</h2><ol><li>Die Eier hart kochen.</li><li>Den Salat waschen.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      yields: '4',
      prepTime: 20,
      cookTime: 10,
      totalTime: 30,
    });
  });
});

describe('extractRecipeFromHtml: bulleted ingredients, numbered steps', () => {
  it('ends bulleted ingredients where a numbered list starts, whatever heads it', () => {
    const html = page(
      '',
      `<main><h1>Chicken wrap</h1>
        <p><strong>INGREDIENTS</strong></p>
        <ul><li>1 baguette</li><li>1 chicken breast</li><li>3 slices bacon</li></ul>
        <p><strong>RECIPE</strong></p>
        <ol><li>Cut the chicken and bacon into strips.</li><li>Fry the bacon, then the chicken.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['1 baguette', '1 chicken breast', '3 slices bacon'],
      instructions: ['Cut the chicken and bacon into strips.', 'Fry the bacon, then the chicken.'],
    });
  });

  it('ends numbered steps at a name over anything but another numbered list', () => {
    const html = page(
      '',
      `<main><h1>Garlic shrimp</h1>
        <p><strong>Ingredients</strong></p><ul><li>1 pound shrimp</li><li>3 garlic cloves</li></ul>
        <p><strong>Instructions</strong></p>
        <ol><li>Mince the garlic.</li><li>Fry the shrimp with the garlic.</li></ol>
        <p><strong>To serve</strong></p><ol><li>Spritz with lemon.</li></ol>
        <p><strong>Favorite shrimp recipes</strong></p>
        <p>If you love shrimp, here are more.</p>
        <ul><li>Shrimp tacos</li><li>Shrimp pasta</li></ul></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Mince the garlic.',
      'Fry the shrimp with the garlic.',
      'To serve',
      'Spritz with lemon.',
    ]);
  });

  it('reads steps written as paragraphs numbered 1, 2, 3… without their numbers', () => {
    const html = page(
      '',
      `<main><h1>Barley soup</h1>
        <h2>Ingredients</h2><ul><li>1 sweet potato</li><li>1 cup barley</li></ul>
        <h2>Instructions</h2>
        <p>1. Heat the oil and fry the sweet potato.</p>
        <p>2. Add the barley and the stock.</p>
        <p>Tip: a splash of wine helps.</p>
        <p>3. Simmer for 45 minutes.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Heat the oil and fry the sweet potato.',
      'Add the barley and the stock.',
      'Tip: a splash of wine helps.',
      'Simmer for 45 minutes.',
    ]);
  });

  it('keeps numbers that do not count the steps in order', () => {
    const html = page(
      '',
      `<main><h1>Bread</h1>
        <h2>Ingredients</h2><ul><li>500 g flour</li><li>1 tsp salt</li></ul>
        <h2>Method</h2>
        <p>1. Mix the flour and salt.</p><p>3. Knead for 10 minutes.</p><p>2. Rest for an hour.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      '1. Mix the flour and salt.',
      '3. Knead for 10 minutes.',
      '2. Rest for an hour.',
    ]);
  });

  it('reads a page without headings whose ingredients are short paragraphs of amounts', () => {
    const html = page(
      '',
      `<main><h1>Chicken salad with grapes</h1>
        <p>6 cups chicken, shredded</p><p>3 cups grapes, halved</p><p>½ cup blue cheese</p>
        <p>Salt to taste</p>
        <p>Combine the chicken, grapes and cheese in a large bowl.</p>
        <p>Chill for an hour before serving.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: [
        '6 cups chicken, shredded',
        '3 cups grapes, halved',
        '½ cup blue cheese',
        'Salt to taste',
      ],
      instructions: [
        'Combine the chicken, grapes and cheese in a large bowl.',
        'Chill for an hour before serving.',
      ],
    });
  });

  it('takes ingredients under their heading over an earlier run of short amounts', () => {
    const html = page(
      '',
      `<main><h1>Salmon bowl</h1>
        <p>30 g nori</p><p>100 ml mirin</p><p>100 ml sake</p>
        <h2>Ingredients</h2><ul><li>600 g salmon</li><li>2 avocados</li><li>1 cucumber</li></ul></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '600 g salmon',
      '2 avocados',
      '1 cucumber',
    ]);
  });

  it('reads a checkbox drawn on a line of its own before each ingredient as no line', () => {
    const html = page(
      '',
      `<main><h1>Shoofly pie</h1>
        <h2>Ingredients</h2>
        <p>Molasses: you will want unsulphured molasses for this recipe.</p>
        <p>Brown sugar: adds just the right sweetness.</p>
        <h2>Ingredients</h2>
        <div><div>▢</div>1 unbaked pie crust</div><div><div>▢</div>1 1/2 cups flour</div>
        <div><div>▢</div>3/4 cup brown sugar</div>
        <h2>Instructions</h2><ol><li>Preheat the oven to 425°F.</li><li>Fill the crust and bake.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 unbaked pie crust',
      '1 1/2 cups flour',
      '3/4 cup brown sugar',
    ]);
  });

  it('ends ingredients written as paragraphs where a table starts, and reads one set in tables', () => {
    const html = page(
      '',
      `<main><h1>Lentil soup</h1>
        <h2>Ingredients</h2>
        <p>1 cup red lentils</p><p>1 onion, chopped</p><p>4 cups stock</p>
        <table><tr><td>Calories</td><td>250 kcal</td></tr><tr><td>Protein</td><td>12 g</td></tr></table>
        <h2>Method</h2><ol><li>Soften the onion.</li><li>Simmer everything for 20 minutes.</li></ol></main>`,
    );
    const inTables = page(
      '',
      `<main><h1>Lentil soup</h1>
        <h2>Ingredients</h2>
        <table><tr><td>1 cup red lentils</td></tr><tr><td>1 onion, chopped</td></tr></table>
        <table><tr><td>4 cups stock</td></tr></table>
        <h2>Method</h2><ol><li>Soften the onion.</li><li>Simmer everything for 20 minutes.</li></ol></main>`,
    );

    const ingredients = ['1 cup red lentils', '1 onion, chopped', '4 cups stock'];
    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual(ingredients);
    expect(extractRecipeFromHtml(inTables, PAGE_URL).recipe?.ingredients).toEqual(ingredients);
  });

  it('ends ingredients written as lines at a question to the reader', () => {
    const html = page(
      '',
      `<main><h1>Sesame noodles</h1>
        <h2>Ingredients</h2>
        <p><span>200 g</span> <span>noodles</span></p><p><span>2 tbsp</span> <span>soy sauce</span></p>
        <div><span>Anything missing?</span><div>Grocer</div><a href="https://shop.example/">Buy it here</a></div>
        <h2>Method</h2><ol><li>Boil the noodles.</li><li>Toss them with the sauce.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '200 g noodles',
      '2 tbsp soy sauce',
    ]);
  });

  it('leaves the labels and controls over an ingredient list out of the ingredients', () => {
    const html = page(
      '',
      `<main><h1>Buttermilk pancakes</h1>
        <h2>Ingredients</h2>
        <div><span>Scale</span><button>1x</button><button>2x</button></div>
        <label><input type="checkbox"> <span>Cook Mode</span> <span>Prevent your screen from going dark</span></label>
        <ul><li>2 cups flour</li><li>2 cups buttermilk</li><li>2 eggs</li></ul>
        <h2>Instructions</h2><ol><li>Whisk everything together.</li><li>Cook on a hot griddle.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '2 cups flour',
      '2 cups buttermilk',
      '2 eggs',
    ]);
  });

  it('reads lists of amounts one after another as one list of ingredients, not the second as steps', () => {
    const html = page(
      '',
      `<main><h1>Sauerkraut soup</h1>
        <ul><li>2 tbsp oil</li><li>1 large onion, chopped</li><li>200 g sauerkraut</li></ul>
        <ul><li>2 tsp thyme</li><li>2 stock cubes</li><li>1 litre water</li></ul>
        <p>Soften the onion in the oil, then add the sauerkraut.</p>
        <p>Add the thyme, stock cubes and water and simmer for 20 minutes.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: [
        '2 tbsp oil',
        '1 large onion, chopped',
        '200 g sauerkraut',
        '2 tsp thyme',
        '2 stock cubes',
        '1 litre water',
      ],
      instructions: [
        'Soften the onion in the oil, then add the sauerkraut.',
        'Add the thyme, stock cubes and water and simmer for 20 minutes.',
      ],
    });
  });

  it('reads a heading that states only a yield as the ingredients’ heading when amounts follow', () => {
    const html = page(
      '',
      `<main><h1>Orange porridge</h1>
        <p>Quick and bright for a winter morning.</p>
        <h3>Pour 1 grand bol :</h3>
        <p><strong>Base</strong></p>
        <ul><li>50 g de flocons d’avoine</li><li>25 cl de lait</li><li>1 c. à café de sucre</li></ul>
        <p><strong>Garniture</strong></p>
        <ul><li>1 orange sanguine</li><li>1 c. à soupe de graines de chia</li></ul>
        <h3>Faites cuire le porridge</h3>
        <p>Faites chauffer les flocons et le lait en remuant.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '50 g de flocons d’avoine',
      '25 cl de lait',
      '1 c. à café de sucre',
      '1 orange sanguine',
      '1 c. à soupe de graines de chia',
    ]);
  });

  it('reads the card’s times between the method heading and its first step as no step', () => {
    const html = page(
      '',
      `<main><h1>Lemon cake</h1>
        <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup sugar</li><li>1 lemon</li></ul>
        <h2>Preparation</h2>
        <p>Preparation15 min</p><p>Cook time: 30 min</p>
        <p>Beat the eggs with the sugar until pale.</p><p>Fold in the lemon zest and bake.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      instructions: [
        'Beat the eggs with the sugar until pale.',
        'Fold in the lemon zest and bake.',
      ],
      prepTime: 15,
      cookTime: 30,
    });
  });

  it('reads times under labels it does not know, before the first step, as no steps', () => {
    const html = page(
      '',
      `<main><h1>Lemon cake</h1>
        <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup sugar</li><li>1 lemon</li></ul>
        <h2>Preparation</h2>
        <p>Waiting time2 min</p><p>Cook time30 min</p>
        <ul><li>Beat the eggs with the sugar until pale.</li><li>Fold in the lemon zest and bake.</li></ul></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      instructions: [
        'Beat the eggs with the sugar until pale.',
        'Fold in the lemon zest and bake.',
      ],
      cookTime: 30,
    });
  });

  it('leaves the ingredients a card lists again under a step out of the step', () => {
    const html = page(
      '',
      `<main><h1>Lemon cake</h1>
        <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup sugar</li><li>1 lemon</li></ul>
        <h2>Instructions</h2><ol>
        <li><div class="wprm-recipe-instruction-text">Beat the eggs with the sugar until pale.</div>
          <div class="wprm-recipe-instruction-ingredients"><span>2 eggs, </span><span>1 cup sugar</span></div></li>
        <li><div class="wprm-recipe-instruction-text">Fold in the lemon zest and bake.</div></li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Beat the eggs with the sugar until pale.',
      'Fold in the lemon zest and bake.',
    ]);
  });

  it('leaves the switch that keeps the screen on out of the lists', () => {
    const html = page(
      '',
      `<main><h1>Pancakes</h1>
        <h2>Ingredients</h2><ul><li>2 eggs</li><li>3 dl milk</li></ul>
        <p>Cook Mode</p><p>Prevent your screen from going dark</p>
        <h2>Slik gjør du:</h2><p>Behold skjermen på</p>
        <p>Whisk the eggs into the milk.</p><p>Fry thin pancakes.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 eggs', '3 dl milk'],
      instructions: ['Whisk the eggs into the milk.', 'Fry thin pancakes.'],
    });
  });

  it('leaves what the page says of a link, "(affiliate link)", out of the line', () => {
    const html = page(
      '',
      `<main><h1>Apple pie</h1>
        <h2>Ingredients</h2><ul><li>2 apples</li><li>1 pie crust (affiliate link)</li></ul>
        <h2>Instructions</h2><ol><li>In a <a href="https://shop.example/">food processor</a> (affiliate link), chop the apples.</li>
        <li>Fill the crust (#ad) and bake.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe).toMatchObject({
      ingredients: ['2 apples', '1 pie crust'],
      instructions: ['In a food processor, chop the apples.', 'Fill the crust and bake.'],
    });
  });

  it('reads a numbered list whose items print their number again without it', () => {
    const html = page(
      '',
      `<main><h1>Tortilla rolls</h1>
        <h2>Ingredients</h2><ul><li>2 tortillas</li><li>4 slices ham</li></ul>
        <h2>Příprava</h2><ol><li><span>1</span><span>Trim the tortillas into rectangles.</span></li>
        <li><span>2</span><span>Lay the ham on them and roll them up.</span></li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Trim the tortillas into rectangles.',
      'Lay the ham on them and roll them up.',
    ]);
  });

  it.each([
    ['numbers each list from 1', '', [1, 2]],
    ['numbers on across the lists', ' start="3"', [3, 4]],
  ])(
    'reads a method in numbered lists without the numbers its items print, when it %s',
    (_, start, second) => {
      const html = page(
        '',
        `<main><h1>Tortilla rolls</h1>
          <h2>Ingredients</h2><ul><li>2 tortillas</li><li>4 slices ham</li></ul>
          <h2>Method</h2><h3>Rolls</h3><ol><li><span>1</span><span>Trim the tortillas.</span></li>
          <li><span>2</span><span>Roll them up with the ham.</span></li></ol>
          <h3>To serve</h3><ol${start}><li><span>${second[0]}</span><span>Cut each roll in two.</span></li>
          <li><span>${second[1]}</span><span>Pack them with grapes.</span></li></ol></main>`,
      );

      expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
        'Rolls',
        'Trim the tortillas.',
        'Roll them up with the ham.',
        'To serve',
        'Cut each roll in two.',
        'Pack them with grapes.',
      ]);
    },
  );

  it('reads a method the page shows twice in a row (for print and for the screen) once', () => {
    const steps = ['Trim the tortillas.', 'Spread them with cheese.', 'Roll them up.']
      .map((step) => `<li>${step}</li>`)
      .join('');
    const html = page(
      '',
      `<main><h1>Tortilla rolls</h1>
        <h2>Ingredients</h2><ul><li>2 tortillas</li><li>125 g cream cheese</li></ul>
        <h2>Method</h2><ol class="print-only">${steps}</ol><ol>${steps}</ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.instructions).toEqual([
      'Trim the tortillas.',
      'Spread them with cheese.',
      'Roll them up.',
    ]);
  });

  it('reads an ingredient list the page shows twice in a row once', () => {
    const items = ['2 tortillas', '125 g cream cheese', '3 slices ham']
      .map((line) => `<li>${line}</li>`)
      .join('');
    const html = page(
      '',
      `<main><h1>Tortilla rolls</h1>
        <h2>Ingredients</h2><ul class="print-only">${items}</ul><ul>${items}</ul>
        <h2>Method</h2><ol><li>Spread the tortillas and roll them up.</li><li>Cut them in two.</li></ol></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '2 tortillas',
      '125 g cream cheese',
      '3 slices ham',
    ]);
  });

  it('leaves a control’s label over ingredients written as lines out of them', () => {
    const html = page(
      '',
      `<main><h1>Red lentil curry</h1>
        <h3>Ingredients</h3>
        <div><span>Scale</span><button>1x</button><button>2x</button></div>
        <p>3 Tbsp olive oil</p><p>3 garlic cloves, minced</p><p>1.5 c red lentils</p>
        <h3>Instructions</h3><p>Heat the oil over medium heat.</p><p>Add the lentils and simmer.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '3 Tbsp olive oil',
      '3 garlic cloves, minced',
      '1.5 c red lentils',
    ]);
  });
});

describe('extractRecipeFromHtml: notes to ingredients on a card read from the page', () => {
  const card = (items: string) =>
    page(
      '',
      `<main><h1>Garlic shrimp</h1>
        <h3>Ingredients</h3><ul>${items}</ul>
        <h3>Instructions</h3><ol><li>Melt the butter.</li><li>Cook the shrimp in it.</li></ol></main>`,
    );
  const item = (name: string, between: string, note: string) =>
    `<li><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-name">${name}</span>${between}<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">${note}</span></li>`;

  it('writes a note the card sets apart by its style in brackets, as its structured data does', () => {
    const html = card(
      item('lb shrimp', ' ', 'peeled and deveined') + item('can tomatoes', ' ', '(400 g)'),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 lb shrimp (peeled and deveined)',
      '1 can tomatoes (400 g)',
    ]);
  });

  it('reads an amount the card shows again in its second system of measures once', () => {
    const html = card(
      `<li><span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-1"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">cups</span></span> <span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-2">(<span class="wprm-recipe-ingredient-amount">424</span> <span class="wprm-recipe-ingredient-unit">g</span>)</span> <span class="wprm-recipe-ingredient-name">sugar</span></li>` +
        item('lb shrimp', ' ', 'peeled'),
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '2 cups sugar',
      '1 lb shrimp (peeled)',
    ]);
  });

  it('puts the brackets where the card sets the note apart by a dash or a comma', () => {
    const html = card(
      item('tbsp sea salt', ' - ', 'or flaky salt') +
        item('cup butter', ', ', 'softened') +
        `<li><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">cloves garlic, minced</span></li>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 tbsp sea salt (or flaky salt)',
      '1 cup butter (softened)',
      '2 cloves garlic, minced',
    ]);
  });

  it('does the same for notes in a card written as paragraphs', () => {
    const html = page(
      '',
      `<main><h1>Garlic shrimp</h1><h3>Ingredients</h3>
        <p><span class="ingredient-amount">1</span> <span class="ingredient-name">lb shrimp</span> – <span class="recipe-ingredient-notes">peeled</span></p>
        <p><span class="ingredient-amount">3</span> <span class="ingredient-name">tbsp butter</span></p>
        <h3>Instructions</h3><p>Melt the butter.</p><p>Cook the shrimp in it.</p></main>`,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).recipe?.ingredients).toEqual([
      '1 lb shrimp (peeled)',
      '3 tbsp butter',
    ]);
  });
});

describe('extractRecipeFromHtml: the page text for the AI path', () => {
  const body = '<main><h1>Soup</h1><p>Our favourite soup.</p></main>';

  it('is left unread when the structured data gives a whole recipe', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Soup',
        recipeIngredient: ['4 tomatoes'],
        recipeInstructions: 'Simmer the tomatoes.',
      }),
      body,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL)).toMatchObject({
      method: 'json-ld',
      pageText: '',
    });
  });

  it('is read when the structured data lacks the steps', () => {
    const html = page(
      jsonLd({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['4 tomatoes'] }),
      body,
    );

    expect(extractRecipeFromHtml(html, PAGE_URL).pageText).toBe('Soup\nOur favourite soup.');
  });
});
