// Generated recipe-card images for the OCR tests and bench/ocr-accuracy.ts: recipes drawn as SVG
// text and rendered by sharp (librsvg), in three looks — a clean printed card, a phone screenshot
// and a slightly crooked, blurred, noisy, unevenly lit JPEG photo of a card. Nothing is copied:
// every picture is made here, and its ground truth is the text that was drawn.
// Fonts: DejaVu Sans and DejaVu Serif (Debian's fonts-dejavu-core, which fontconfig depends on).
import sharp from 'sharp';

export const RECIPE_CARD_STYLES = ['clean', 'screenshot', 'photo'] as const;
export type RecipeCardStyle = (typeof RECIPE_CARD_STYLES)[number];

export interface CardRecipe {
  title: string;
  serves: string;
  prep: string;
  cook: string;
  ingredients: string[];
  steps: string[];
}

export interface RecipeCard {
  /** Which recipe of CARD_RECIPES was drawn. */
  recipe: CardRecipe;
  style: RecipeCardStyle;
  image: Buffer;
  /** Every line drawn on the card, top to bottom (long steps wrapped as drawn). */
  text: string;
}

export const CARD_RECIPES: readonly CardRecipe[] = [
  {
    title: 'Buttermilk Pancakes',
    serves: 'Serves 4',
    prep: 'Prep: 15 min',
    cook: 'Cook: 20 min',
    ingredients: [
      '1 1/2 cups plain flour',
      '2 tbsp sugar',
      '2 1/4 tsp baking powder',
      '½ tsp salt',
      '1 1/4 cups buttermilk',
      '2 large eggs',
      '3 tbsp melted butter',
    ],
    steps: [
      'Whisk the flour, sugar, baking powder and salt in a large bowl.',
      'Beat the buttermilk, eggs and butter together, then stir into the flour until just combined.',
      'Rest the batter for 10 minutes.',
      'Cook ¼ cup of batter at a time in a hot buttered pan, about 2 minutes per side.',
    ],
  },
  {
    title: 'Tomato Lentil Soup',
    serves: 'Serves 6',
    prep: 'Prep: 10 min',
    cook: 'Cook: 40 min',
    ingredients: [
      '2 tbsp olive oil',
      '1 onion, finely chopped',
      '3 cloves garlic, crushed',
      '1 1/2 tsp ground cumin',
      '1 cup red lentils, rinsed',
      '1 can (400 g) chopped tomatoes',
      '4 cups vegetable stock',
      '½ lemon, juiced',
    ],
    steps: [
      'Soften the onion in the oil over a medium heat for 8 minutes.',
      'Add the garlic and cumin and cook for 1 minute.',
      'Stir in the lentils, tomatoes and stock. Simmer for 30 minutes.',
      'Blend until smooth and season with the lemon juice, salt and pepper.',
    ],
  },
  {
    title: 'Banana Oat Muffins',
    serves: 'Makes 12',
    prep: 'Prep: 15 min',
    cook: 'Bake: 22 min',
    ingredients: [
      '3 ripe bananas, mashed',
      '1/3 cup honey',
      '2 eggs',
      '1/2 cup milk',
      '1 3/4 cups rolled oats',
      '1 cup wholemeal flour',
      '1 tsp baking soda',
      '½ tsp cinnamon',
    ],
    steps: [
      'Heat the oven to 180°C and line a 12-hole muffin tin.',
      'Mix the bananas, honey, eggs and milk in a bowl.',
      'Fold in the oats, flour, baking soda and cinnamon.',
      'Divide between the cases and bake for 22 minutes until golden.',
    ],
  },
  {
    title: 'Chicken Stir-Fry',
    serves: 'Serves 2',
    prep: 'Prep: 20 min',
    cook: 'Cook: 10 min',
    ingredients: [
      '300 g chicken breast, sliced',
      '1 tbsp cornflour',
      '2 tbsp soy sauce',
      '1 tbsp sesame oil',
      '1 red pepper, sliced',
      '2 cups broccoli florets',
      '1 1/2 tbsp oyster sauce',
      '¾ cup cooked rice per person',
    ],
    steps: [
      'Toss the chicken with the cornflour and 1 tbsp of the soy sauce.',
      'Fry the chicken in the sesame oil over a high heat for 5 minutes.',
      'Add the pepper and broccoli and fry for 3 minutes more.',
      'Stir in the remaining soy sauce and the oyster sauce. Serve with the rice.',
    ],
  },
  {
    title: 'Lemon Drizzle Cake',
    serves: 'Serves 8',
    prep: 'Prep: 25 min',
    cook: 'Bake: 45 min',
    ingredients: [
      '225 g softened butter',
      '225 g caster sugar',
      '4 eggs',
      '1 1/3 cups self-raising flour',
      '2 lemons, zested',
      '1/4 cup lemon juice',
      '85 g icing sugar',
    ],
    steps: [
      'Heat the oven to 180°C and line a 2 lb loaf tin.',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
      'Fold in the flour and zest and bake for 45 minutes.',
      'Mix the juice with the icing sugar and pour over the warm cake.',
    ],
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits a line into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A small deterministic generator, so every run draws the same noise. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TextRow {
  text: string;
  size: number;
  bold?: boolean;
  fill?: string;
  /** Space before the row, in px. */
  gap?: number;
}

interface Layout {
  width: number;
  margin: number;
  font: string;
  ink: string;
  /** Average glyph width as a share of the font size, for wrapping. */
  glyphWidth: number;
}

/** Servings, times and the ingredient list. */
function ingredientRows(recipe: CardRecipe, body: number, bullet: string): TextRow[] {
  return [
    { text: recipe.serves, size: body, gap: body * 0.9 },
    { text: recipe.prep, size: body },
    { text: recipe.cook, size: body },
    { text: 'Ingredients', size: body * 1.3, bold: true, gap: body * 1.2 },
    ...recipe.ingredients.map((line) => ({ text: `${bullet}${line}`, size: body })),
  ];
}

/** The numbered steps, wrapped to a column `columnWidth` px wide. */
function methodRows(
  recipe: CardRecipe,
  layout: Layout,
  body: number,
  columnWidth: number,
): TextRow[] {
  const perLine = Math.floor(columnWidth / (body * layout.glyphWidth));
  const rows: TextRow[] = [{ text: 'Method', size: body * 1.3, bold: true, gap: body * 1.2 }];
  recipe.steps.forEach((step, index) => {
    wrap(`${index + 1}. ${step}`, perLine).forEach((line, part) =>
      rows.push({ text: line, size: body, gap: part === 0 ? body * 0.35 : 0 }),
    );
  });
  return rows;
}

/** Draws rows from `top` down at `x`; returns the SVG text elements and the y below the last row. */
function drawRows(
  rows: TextRow[],
  layout: Layout,
  x: number,
  top: number,
): { svg: string; bottom: number } {
  let y = top;
  const parts: string[] = [];
  for (const row of rows) {
    y += (row.gap ?? 0) + row.size * 1.4;
    parts.push(
      `<text x="${x}" y="${y.toFixed(1)}" font-family="${layout.font}" font-size="${row.size}"` +
        `${row.bold ? ' font-weight="bold"' : ''} fill="${row.fill ?? layout.ink}">${escapeXml(row.text)}</text>`,
    );
  }
  return { svg: parts.join(''), bottom: y };
}

/**
 * A printed card's text: the title across the top, then either one column, or ingredients on the
 * left and the method on the right (as many printed cards are laid out).
 */
function printedCard(
  recipe: CardRecipe,
  layout: Layout,
  sizes: { title: number; body: number },
  twoColumns: boolean,
): { svg: string; height: number; lines: string[] } {
  const title: TextRow = { text: recipe.title, size: sizes.title, bold: true };
  const head = drawRows([title], layout, layout.margin, layout.margin - 30);
  const left = ingredientRows(recipe, sizes.body, '• ');
  const inner = layout.width - 2 * layout.margin;
  if (!twoColumns) {
    const rows = [...left, ...methodRows(recipe, layout, sizes.body, inner)];
    const body = drawRows(rows, layout, layout.margin, head.bottom);
    return {
      svg: head.svg + body.svg,
      height: Math.ceil(body.bottom + layout.margin),
      lines: [title, ...rows].map((row) => row.text),
    };
  }
  const leftWidth = Math.round(inner * 0.42);
  const gutter = 120;
  const right = methodRows(recipe, layout, sizes.body, inner - leftWidth - gutter);
  const leftDrawn = drawRows(left, layout, layout.margin, head.bottom);
  const rightDrawn = drawRows(right, layout, layout.margin + leftWidth + gutter, head.bottom);
  return {
    svg: head.svg + leftDrawn.svg + rightDrawn.svg,
    height: Math.ceil(Math.max(leftDrawn.bottom, rightDrawn.bottom) + layout.margin),
    lines: [title, ...left, ...right].map((row) => row.text),
  };
}

async function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A card printed on paper of one colour, as a PNG, with the text it shows. */
async function paperCard(
  recipe: CardRecipe,
  layout: Layout,
  sizes: { title: number; body: number },
  twoColumns: boolean,
  paper: string,
): Promise<{ image: Buffer; lines: string[] }> {
  const card = printedCard(recipe, layout, sizes, twoColumns);
  const image = await renderSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${card.height}">` +
      `<rect width="100%" height="100%" fill="${paper}"/>${card.svg}</svg>`,
  );
  return { image, lines: card.lines };
}

/** A printed card: white, dark sans-serif text. */
function cleanCard(recipe: CardRecipe, twoColumns: boolean) {
  const layout: Layout = {
    width: twoColumns ? 1600 : 1240,
    margin: 90,
    font: 'DejaVu Sans',
    ink: '#1d1d1f',
    glyphWidth: 0.5,
  };
  return paperCard(recipe, layout, { title: 58, body: 32 }, twoColumns, '#ffffff');
}

/**
 * A phone screenshot at 2x: grey background, a coloured app bar with the title in white, the
 * recipe on a white panel in a smaller font.
 */
async function screenshotCard(recipe: CardRecipe): Promise<{ image: Buffer; lines: string[] }> {
  const scale = 2;
  const layout: Layout = {
    width: 390 * scale,
    margin: 28 * scale,
    font: 'DejaVu Sans',
    ink: '#2b2b2b',
    glyphWidth: 0.5,
  };
  const barHeight = 100 * scale;
  const body = 14 * scale;
  const title = { text: recipe.title, size: 21 * scale, bold: true, fill: '#ffffff' };
  const rows = [
    ...ingredientRows(recipe, body, ''),
    ...methodRows(recipe, layout, body, layout.width - 2 * layout.margin),
  ];
  const { svg, bottom } = drawRows(rows, layout, layout.margin, barHeight + 6 * scale);
  const height = Math.ceil(bottom + 40 * scale);
  const panel = 14 * scale;
  const image = await renderSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#eceef1"/>` +
      `<rect width="100%" height="${barHeight}" fill="#c2410c"/>` +
      `<rect x="${panel}" y="${barHeight + panel}" width="${layout.width - 2 * panel}" height="${height - barHeight - 2 * panel}" rx="${12 * scale}" fill="#ffffff"/>` +
      `<text x="${layout.margin}" y="${barHeight - 30 * scale}" font-family="${layout.font}" font-size="${title.size}" font-weight="bold" fill="${title.fill}">${escapeXml(title.text)}</text>` +
      `${svg}</svg>`,
  );
  return { image, lines: [title.text, ...rows.map((row) => row.text)] };
}

/**
 * A photo of a printed card on a table: serif text on cream paper, turned by 1–3°, sheared a
 * little, lit unevenly, softened, speckled with noise and saved as a JPEG at quality 70.
 */
async function photoCard(
  recipe: CardRecipe,
  twoColumns: boolean,
  seed: number,
): Promise<{ image: Buffer; lines: string[] }> {
  const random = seededRandom(seed);
  const layout: Layout = {
    width: twoColumns ? 1800 : 1400,
    margin: 100,
    font: 'DejaVu Serif',
    ink: '#2a2622',
    glyphWidth: 0.5,
  };
  const printed = await paperCard(recipe, layout, { title: 60, body: 34 }, twoColumns, '#f4eddc');

  const table = { r: 92, g: 74, b: 58 };
  const angle = (1 + random() * 2) * (random() < 0.5 ? -1 : 1);
  const shear = (random() - 0.5) * 0.04;
  const turned = await sharp(printed.image)
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: table })
    .rotate(angle, { background: table })
    .affine(
      [
        [1, shear],
        [0, 1],
      ],
      { background: table },
    )
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;

  // Light from one corner: a gradient multiplied over the picture.
  const fromLeft = random() < 0.5;
  const lighting = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="l" x1="${fromLeft ? '0%' : '100%'}" y1="0%" x2="${fromLeft ? '100%' : '0%'}" y2="100%">` +
      `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#8a8a8a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const noise = Buffer.alloc(width * height * 4);
  for (let i = 0; i < noise.length; i += 4) {
    const value = Math.round(128 + (random() + random() + random() - 1.5) * 60);
    noise[i] = noise[i + 1] = noise[i + 2] = value;
    noise[i + 3] = 70;
  }
  const lit = await sharp(turned.data)
    .composite([
      { input: lighting, blend: 'multiply' },
      { input: noise, raw: { width, height, channels: 4 }, blend: 'overlay' },
    ])
    .png()
    .toBuffer();
  const image = await sharp(lit)
    .blur(1.1)
    .resize({ width: Math.round(width * 0.85) })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { image, lines: printed.lines };
}

/** Renders recipe `index` of CARD_RECIPES in one style, with the text it shows. */
export async function renderRecipeCard(index: number, style: RecipeCardStyle): Promise<RecipeCard> {
  const recipe = CARD_RECIPES[index];
  if (!recipe) throw new Error(`no card recipe ${index}`);
  // The last recipe is printed in two columns, as many cards are.
  const twoColumns = index === CARD_RECIPES.length - 1;
  const drawn =
    style === 'clean'
      ? await cleanCard(recipe, twoColumns)
      : style === 'screenshot'
        ? await screenshotCard(recipe)
        : await photoCard(recipe, twoColumns, 1000 + index);
  return { recipe, style, image: drawn.image, text: drawn.lines.join('\n') };
}

/** Renders every recipe of CARD_RECIPES in every style asked for (all three by default). */
export async function renderRecipeCards(
  styles: readonly RecipeCardStyle[] = RECIPE_CARD_STYLES,
): Promise<RecipeCard[]> {
  const cards: RecipeCard[] = [];
  for (const style of styles) {
    for (const index of CARD_RECIPES.keys()) cards.push(await renderRecipeCard(index, style));
  }
  return cards;
}
