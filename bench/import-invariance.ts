// Import invariance (issue 21): does the importer read the same recipe from the same page written
// another way? Each rewrite below changes how a page is written, not what a browser shows or what
// its recipe data says (a browser folds line breaks in text to spaces, reads `&#233;` as "é",
// reads CRLF as LF, finds JSON-LD wherever it stands). A hidden site that writes its pages one of
// these ways should get the recipe a dev site gets. No expected output is read: the figure is the
// share of pages whose reading changes, per rewrite and field, on both halves of the hold-out; the
// pages themselves are listed for the tuned half only (`--details`), as in import-accuracy.ts.
//
//   npx tsx bench/import-invariance.ts [--details] [--without-data]
//
// --without-data reads every page with its JSON-LD and microdata taken out, as import-accuracy.ts
// does: the page-reading path, where markup matters most.

import { extractRecipeFromHtml } from '../apps/server/src/modules/import/html';
import { REWRITES, SAME_WORDS } from './lib/page-rewrites';
import { isHeldOut, readRecipePages } from './lib/recipe-pages';

const withDetails = process.argv.includes('--details');
const withoutData = process.argv.includes('--without-data');

const FIELDS = [
  'title',
  'ingredients',
  'instructions',
  'yields',
  'prepTime',
  'cookTime',
  'totalTime',
  'image',
  'author',
  'description',
  'cuisine',
] as const;

const reading = (html: string, url: string) => {
  const { recipe } = extractRecipeFromHtml(html, url);
  return Object.fromEntries(
    FIELDS.map((field) => [field, JSON.stringify(recipe?.[field] ?? null)]),
  );
};

const pages = readRecipePages({ withoutData });
const before = new Map(pages.map((page) => [page.id, reading(page.html, page.url)]));
const halves = {
  tuned: pages.filter((p) => !isHeldOut(p.host)),
  'held-out': pages.filter((p) => isHeldOut(p.host)),
};

console.log(`${pages.length} pages; share of pages whose reading changes under each rewrite\n`);
console.log(
  'rewrite'.padEnd(34),
  'tuned'.padStart(8),
  'held-out'.padStart(9),
  '  fields that changed (both halves)',
);
for (const [name, rewrite] of Object.entries(REWRITES)) {
  const changed: Record<string, string[]> = { tuned: [], 'held-out': [] };
  const fieldCounts = new Map<string, number>();
  const details: string[] = [];
  for (const [half, list] of Object.entries(halves)) {
    for (const page of list) {
      const after = reading(rewrite(page.html), page.url);
      const was = before.get(page.id)!;
      const same = SAME_WORDS[name] ?? ((value: string) => value);
      const fields = FIELDS.filter((field) => same(after[field]!) !== same(was[field]!));
      if (!fields.length) continue;
      changed[half]!.push(page.id);
      for (const field of fields) fieldCounts.set(field, (fieldCounts.get(field) ?? 0) + 1);
      if (withDetails && half === 'tuned') {
        for (const field of fields) {
          details.push(
            `  ${page.id} ${field}\n    - ${was[field]!.slice(0, 300)}\n    + ${after[field]!.slice(0, 300)}`,
          );
        }
      }
    }
  }
  const share = (half: 'tuned' | 'held-out') =>
    `${((changed[half]!.length / halves[half].length) * 100).toFixed(1)}%`;
  const fields = [...fieldCounts].map(([field, count]) => `${field} ${count}`).join(', ');
  console.log(
    name.padEnd(34),
    share('tuned').padStart(8),
    share('held-out').padStart(9),
    ' ',
    fields || '—',
  );
  if (details.length) console.log(details.join('\n'));
}
