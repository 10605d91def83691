// Benchmark: OCR of recipe photos and screenshots (issue 7, "Measured"). Reads the generated
// recipe cards of apps/server/test/recipe-cards.ts (every recipe in the clean, screenshot and
// photo styles) through the server's OCR service, and reports the character error rate — edit
// distance to the drawn text over its length, whitespace runs counted as one space — per style
// and overall, before and after repairOcrText, with the seconds each image took. Also counts the
// cards whose title and ingredient count come out right through parseRecipeText.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseRecipeText, repairOcrText } from '@simmer/domain/import';
import sharp from 'sharp';
import { createOcrService } from '../apps/server/src/modules/import/ocr';
import {
  RECIPE_CARD_STYLES,
  renderRecipeCards,
  type RecipeCardStyle,
} from '../apps/server/test/recipe-cards';

const resultsDir = path.join(import.meta.dirname, 'results');

/** Levenshtein distance over code points, in two rows. */
function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (left[i - 1] === right[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[right.length]!;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

interface ImageResult {
  style: RecipeCardStyle;
  title: string;
  referenceChars: number;
  errorsRaw: number;
  errorsRepaired: number;
  seconds: number;
  confidence: number;
  titleRight: boolean;
  ingredientCountRight: boolean;
  text: string;
}

const log = { warn: console.warn, error: console.error };
const ocr = createOcrService({ log });
const cards = await renderRecipeCards();

// The first call starts the worker (wasm engine and language data): timed apart from the cards.
const warmUp = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
      '<text x="20" y="70" font-family="DejaVu Sans" font-size="40">2 cups flour</text></svg>',
  ),
)
  .png()
  .toBuffer();
const startBegan = performance.now();
await ocr.readText(warmUp);
const startSeconds = (performance.now() - startBegan) / 1000;

const results: ImageResult[] = [];
for (const card of cards) {
  const began = performance.now();
  const { text, confidence } = await ocr.readText(card.image);
  const seconds = (performance.now() - began) / 1000;
  const reference = normalise(card.text);
  const repaired = repairOcrText(text);
  const recipe = parseRecipeText(repaired);
  results.push({
    style: card.style,
    title: card.recipe.title,
    referenceChars: [...reference].length,
    errorsRaw: editDistance(reference, normalise(text)),
    errorsRepaired: editDistance(reference, normalise(repaired)),
    seconds,
    confidence,
    titleRight: recipe.title === card.recipe.title,
    ingredientCountRight: recipe.ingredients.length === card.recipe.ingredients.length,
    text,
  });
  console.log(
    `${card.style.padEnd(10)} ${card.recipe.title.padEnd(22)} CER ${((results.at(-1)!.errorsRaw / results.at(-1)!.referenceChars) * 100).toFixed(1)}% → ${((results.at(-1)!.errorsRepaired / results.at(-1)!.referenceChars) * 100).toFixed(1)}%  ${seconds.toFixed(1)} s`,
  );
}
await ocr.close();

const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
function summarise(group: ImageResult[]) {
  const chars = group.reduce((sum, r) => sum + r.referenceChars, 0);
  const raw = group.reduce((sum, r) => sum + r.errorsRaw, 0) / chars;
  const repaired = group.reduce((sum, r) => sum + r.errorsRepaired, 0) / chars;
  const seconds = group.reduce((sum, r) => sum + r.seconds, 0) / group.length;
  return {
    images: group.length,
    cerRaw: raw,
    cerRepaired: repaired,
    secondsPerImage: seconds,
    titlesRight: group.filter((r) => r.titleRight).length,
    ingredientCountsRight: group.filter((r) => r.ingredientCountRight).length,
  };
}

const groups = [
  ...RECIPE_CARD_STYLES.map((style) => ({
    name: style,
    summary: summarise(results.filter((r) => r.style === style)),
  })),
  { name: 'overall', summary: summarise(results) },
];
const rows: Record<string, string>[] = groups.map(({ name, summary }) => ({
  metric: `CER ${name} (${summary.images} images)`,
  value:
    `${pct(summary.cerRaw)} raw, ${pct(summary.cerRepaired)} repaired; ` +
    `${summary.secondsPerImage.toFixed(1)} s/image; title ${summary.titlesRight}/${summary.images}, ` +
    `ingredient count ${summary.ingredientCountsRight}/${summary.images}`,
  budget: '',
  status: '',
}));
rows.push({
  metric: 'worker start + first line',
  value: `${startSeconds.toFixed(1)} s`,
  budget: '',
  status: '',
});

mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'ocr-accuracy.json'),
  JSON.stringify(
    {
      rows,
      groups: Object.fromEntries(groups.map(({ name, summary }) => [name, summary])),
      workerStartSeconds: startSeconds,
      images: results,
    },
    null,
    2,
  ),
);
if (!process.env.SIMMER_BENCH_RUNNER) {
  console.log('');
  console.log(
    `${'style'.padEnd(11)} ${'images'.padStart(6)} ${'CER raw'.padStart(9)} ${'repaired'.padStart(9)} ${'s/image'.padStart(8)} ${'title'.padStart(6)} ${'ingr. n'.padStart(8)}`,
  );
  for (const { name, summary } of groups) {
    console.log(
      `${name.padEnd(11)} ${String(summary.images).padStart(6)} ${pct(summary.cerRaw).padStart(9)} ` +
        `${pct(summary.cerRepaired).padStart(9)} ${summary.secondsPerImage.toFixed(1).padStart(8)} ` +
        `${`${summary.titlesRight}/${summary.images}`.padStart(6)} ${`${summary.ingredientCountsRight}/${summary.images}`.padStart(8)}`,
    );
  }
  console.log(`worker start + first line: ${startSeconds.toFixed(1)} s`);
}
console.log('bench: results written to bench/results/ocr-accuracy.json');
