// Benchmark: how long reading a recipe takes when a page or a pasted text is built to make it slow
// (issue 21: no crash; and no request may hold the event loop for others). Each case repeats one
// pattern — runs of typographic spaces or line breaks, long numbers, brackets, "1. " numbering, CJK
// lines, capitals, times — tens of thousands of times in one field of a page's JSON-LD or
// microdata, in the page's own lists and headings, in pasted text, and in the draft the review
// starts from. Prints the slowest cases, how each one's time grows with its size, and any case
// that threw.
// Budget (ours): no page the import would fetch (5 MB at most) holds the event loop over 2 s (an
// ordinary 5 MB page takes 0.6–0.8 s here), and no case throws. The growth (log4 of the time at
// four times the repeats over the time at the repeats) is 1 for work that grows with the input
// and 2 for work that grows with its square; the heap's own growth steps add a few tenths.
//   BENCH_REPEAT=N  the pattern's repeats (default 100,000); each case runs with them and with four
//                   times as many: pages of up to 9.6 MB (a fetch takes 5 MB at most).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { emptyExtractedRecipe, parseRecipeText, toImportDraft } from '@simmer/domain/import';
import { extractRecipeFromHtml } from '../apps/server/src/modules/import/html';
import { formatTable } from './lib/format-table.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 100_000);
// Pasted text is refused over 50,000 characters (IMPORT_MESSAGES.textTooLong).
const MAX_TEXT = 50_000;

const patterns = (REPEAT: number): Record<string, string> => ({
  'typographic spaces': '1' + '\u2003'.repeat(REPEAT) + 'x',
  tabs: '1' + '\t'.repeat(REPEAT) + 'x',
  'line breaks': '1' + '\n'.repeat(REPEAT) + 'x',
  'digits and spaces': '1 ' + '1\u2003'.repeat(REPEAT) + 'x',
  dots: '1' + '.'.repeat(REPEAT),
  dashes: '1' + ' -'.repeat(REPEAT),
  brackets: '('.repeat(REPEAT) + 'x',
  commas: 'a,'.repeat(REPEAT),
  'one long word': 'a'.repeat(REPEAT) + '1',
  'group words': 'For the '.repeat(REPEAT),
  numbering: '1. '.repeat(REPEAT),
  'CJK lines': '中\n'.repeat(REPEAT),
  capitals: 'AB '.repeat(REPEAT),
  'a long number': '9'.repeat(REPEAT) + ' min',
  hours: '1 h '.repeat(REPEAT),
  fractions: '1/2 '.repeat(REPEAT),
  ranges: '1-2 '.repeat(REPEAT),
  'run-together sentences': 'a.B'.repeat(REPEAT),
});

const JSON_LD_FIELDS = [
  'recipeIngredient',
  'recipeInstructions',
  'name',
  'recipeYield',
  'totalTime',
  'description',
  'author',
] as const;
const PAGE_PLACES = ['list items', 'paragraphs', 'headings'] as const;

const wrap = (head: string, body: string) =>
  `<!doctype html><html><head><title>Cake</title>${head}</head><body><article><h1>Cake</h1>${body}</article></body></html>`;

function jsonLdPage(field: (typeof JSON_LD_FIELDS)[number], text: string): string {
  const recipe: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Cake',
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Mix.'],
  };
  recipe[field] =
    field === 'recipeIngredient' || field === 'recipeInstructions' ? [text, '1 egg'] : text;
  return wrap(`<script type="application/ld+json">${JSON.stringify(recipe)}</script>`, '');
}

// The same fields marked as microdata on the page's own elements, each read as its element's text.
function microdataPage(field: (typeof JSON_LD_FIELDS)[number], text: string): string {
  const marked = (name: string, fallback: string, tag = 'p') =>
    `<${tag} itemprop="${name}">${name === field ? text : fallback}</${tag}>`;
  return wrap(
    '',
    `<div itemscope itemtype="https://schema.org/Recipe">${marked('name', 'Cake', 'h2')}` +
      `${marked('description', 'A cake.')}${marked('author', 'Ana')}${marked('recipeYield', '4')}` +
      `${marked('totalTime', 'PT1H')}<ul>${marked('recipeIngredient', '1 egg', 'li')}<li itemprop="recipeIngredient">1 egg</li></ul>` +
      `<ol>${marked('recipeInstructions', 'Mix.', 'li')}<li itemprop="recipeInstructions">Mix.</li></ol></div>`,
  );
}

function plainPage(place: (typeof PAGE_PLACES)[number], text: string): string {
  if (place === 'list items') {
    return wrap(
      '',
      `<h2>Ingredients</h2><ul><li>${text}</li><li>1 egg</li></ul><h2>Method</h2><ol><li>${text}</li><li>Mix.</li></ol>`,
    );
  }
  if (place === 'paragraphs') {
    return wrap('', `<h2>Ingredients</h2><p>${text}</p><h2>Instructions</h2><p>${text}</p>`);
  }
  return wrap('', `<h2>${text}</h2><p>Serves ${text}</p><p>Prep time ${text}</p>`);
}

interface Case {
  path: string;
  pattern: string;
  place: string;
  chars: number;
  ms: number;
  threw?: string;
  /** How its time grows with its size: log4 of its time over the time with a quarter of it. */
  growth?: number;
}

function time(run: () => unknown): { ms: number; threw?: string } {
  const started = performance.now();
  try {
    run();
    return { ms: performance.now() - started };
  } catch (error) {
    return { ms: performance.now() - started, threw: String(error).slice(0, 160) };
  }
}

/** Every case read once, each pattern repeated `repeat` times. */
function runCases(repeat: number): Case[] {
  const cases: Case[] = [];
  for (const [pattern, text] of Object.entries(patterns(repeat))) {
    const pages = { 'JSON-LD': jsonLdPage, microdata: microdataPage };
    for (const [syntax, pageOf] of Object.entries(pages)) {
      for (const field of JSON_LD_FIELDS) {
        const html = pageOf(field, text);
        const result = time(() => extractRecipeFromHtml(html, 'https://cook.example/cake'));
        const place = `${syntax} ${field}`;
        cases.push({ path: 'page', pattern, place, chars: html.length, ...result });
      }
    }
    for (const place of PAGE_PLACES) {
      const html = plainPage(place, text);
      const result = time(() => extractRecipeFromHtml(html, 'https://cook.example/cake'));
      cases.push({ path: 'page', pattern, place: `page ${place}`, chars: html.length, ...result });
    }
    const body = text.slice(0, MAX_TEXT / 2 - 100);
    const pasted = `Cake\n\nIngredients\n${body}\n- 1 egg\n\nMethod\n1. ${body}\n2. Mix.`;
    cases.push({
      path: 'text',
      pattern,
      place: 'pasted text',
      chars: pasted.length,
      ...time(() => parseRecipeText(pasted)),
    });
    const line = text.slice(0, 5_000);
    cases.push({
      path: 'draft',
      pattern,
      place: 'review draft (200 lines)',
      chars: line.length * 200,
      ...time(() =>
        toImportDraft({
          ...emptyExtractedRecipe(),
          title: line,
          yields: line,
          ingredients: Array<string>(200).fill(line),
          instructions: [line],
        }),
      ),
    });
  }
  return cases;
}

// Each case at the repeats and at four times them (after a warm-up run): how its time grows with
// the input. (Below about 100,000 repeats the heap's own growth steps blur the figure.) Work that grows with the input's size takes 4× as long at 4× the size (an exponent of
// 1); work that grows with its square, 16× (an exponent of 2).
runCases(Math.round(REPEAT / 10));
const small = runCases(REPEAT);
const cases = runCases(REPEAT * 4);
const MEASURABLE_MS = 20;
cases.forEach((c, i) => {
  const before = small[i]!;
  if (c.ms >= MEASURABLE_MS && before.ms > 0) c.growth = Math.log(c.ms / before.ms) / Math.log(4);
});

// The largest page the import fetches (apps/server/src/lib/safe-fetch.ts), and the most a page of
// that size may hold the event loop: an ordinary 5 MB page (a long blog post, a small recipe)
// takes about 0.6–0.8 s on this machine, most of it parsing the HTML.
const MAX_PAGE_CHARS = 5 * 1024 * 1024;
const PAGE_BUDGET_MS = 2_000;

const slowest = [...cases].sort((a, b) => b.ms - a.ms);
const threw = [...small, ...cases].filter((c) => c.threw);
const steepest = [...cases]
  .filter((c) => c.growth !== undefined)
  .sort((a, b) => b.growth! - a.growth!)[0];
const slowestFetchable = [...small, ...cases]
  .filter((c) => c.path === 'page' && c.chars <= MAX_PAGE_CHARS)
  .sort((a, b) => b.ms - a.ms)[0]!;
const slowestOf = (path: Case['path']) =>
  Math.max(...cases.filter((c) => c.path === path).map((c) => c.ms));

console.log(
  `${cases.length} cases, each pattern repeated ${(REPEAT * 4).toLocaleString('en')} times (growth from ${REPEAT.toLocaleString('en')})\n`,
);
console.log('slowest cases:');
for (const c of slowest.slice(0, 10)) {
  const growth = c.growth === undefined ? '' : `, growth ${c.growth.toFixed(2)}`;
  console.log(
    `  ${c.ms.toFixed(0).padStart(6)} ms  ${c.path.padEnd(5)} ${c.pattern} in ${c.place} (${(c.chars / 1e6).toFixed(2)} MB${growth})`,
  );
}
for (const c of threw) console.log(`  THREW: ${c.path} ${c.pattern} in ${c.place}: ${c.threw}`);
console.log('');
console.log(
  formatTable([
    {
      metric: 'slowest page the import would fetch (5 MB at most)',
      value: `${slowestFetchable.ms.toFixed(0)} ms (${slowestFetchable.pattern} in ${slowestFetchable.place}, ${(slowestFetchable.chars / 1e6).toFixed(1)} MB)`,
      budget: `<= ${PAGE_BUDGET_MS} ms`,
      status: slowestFetchable.ms <= PAGE_BUDGET_MS ? 'PASS' : 'FAIL',
    },
    {
      metric: 'steepest growth with size (1 = linear, 2 = square)',
      value: steepest
        ? `${steepest.growth!.toFixed(2)} (${steepest.path}: ${steepest.pattern} in ${steepest.place})`
        : '-',
      budget: '',
      status: '',
    },
    {
      metric: 'slowest pasted text (50,000 characters at most)',
      value: `${slowestOf('text').toFixed(0)} ms`,
      budget: '',
      status: '',
    },
    {
      metric: 'slowest review draft (200 lines of 5,000 characters)',
      value: `${slowestOf('draft').toFixed(0)} ms`,
      budget: '',
      status: '',
    },
    {
      metric: 'cases that threw',
      value: String(threw.length),
      budget: '0',
      status: threw.length === 0 ? 'PASS' : 'FAIL',
    },
  ]),
);

const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'import-adversarial.json'),
  JSON.stringify(
    { repeat: REPEAT, slowestFetchable, slowest: slowest.slice(0, 20), threw },
    null,
    2,
  ),
);
