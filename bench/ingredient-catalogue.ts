// Benchmark: matching ingredient names to the catalogue (issue 5). On a fresh in-memory PGlite
// database with the shipped USDA catalogue and aliases:
// - match rate: of the 1,000 most frequent labelled names in ../shared/data/ingredient-lines/dev.csv
//   (the `name` column, normalised), how many reach a catalogue entry, by method (alias, exact,
//   trigram), at several trigram thresholds;
// - precision: on bench/data/catalogue-precision.json (200 hand-checked name → USDA food pairs),
//   how many land on the expected food, at the same thresholds.
// `--misses` prints the precision misses and the unmatched names.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseIngredientName } from '@simmer/domain/ingredients';
import { parse } from 'csv-parse/sync';
import { prepareDatabase } from '../apps/server/src/bootstrap';
import { openPglite } from '../apps/server/src/db/client';
import { catalogueIdFor } from '../apps/server/src/modules/ingredients/catalogue-data';
import {
  createIngredientsService,
  SIMILARITY_THRESHOLD,
  type IngredientMatch,
} from '../apps/server/src/modules/ingredients';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
const csv = path.resolve(root, '../shared/data/ingredient-lines/dev.csv');
const precisionFile = path.join(import.meta.dirname, 'data/catalogue-precision.json');
const showMisses = process.argv.includes('--misses');
const THRESHOLDS = [0.4, 0.5, 0.6, 0.7, 0.8];

interface PrecisionCase {
  name: string;
  /** USDA FDC id, or "ndb:<NDB number>" for SR Legacy foods without one. */
  expected: number | `ndb:${string}`;
  description: string;
}

function mostFrequentNames(limit: number): { name: string; count: number }[] {
  const rows = parse<{ name: string }>(readFileSync(csv, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  });
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = normaliseIngredientName(row.name ?? '');
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

const database = await openPglite({ kind: 'pglite' });
const loadStarted = performance.now();
await prepareDatabase(database);
const loadMs = performance.now() - loadStarted;
const service = createIngredientsService({ db: database.db });

const names = mostFrequentNames(1000);
const cases = JSON.parse(readFileSync(precisionFile, 'utf8')) as PrecisionCase[];

interface Run {
  threshold: number;
  matched: number;
  byMethod: Record<string, number>;
  correct: number;
  misses: string[];
  unmatched: string[];
  ms: number;
}

const runs: Run[] = [];
for (const threshold of THRESHOLDS) {
  const started = performance.now();
  const byMethod: Record<string, number> = { alias: 0, exact: 0, similar: 0, none: 0 };
  const unmatched: string[] = [];
  for (const { name } of names) {
    const match = await service.matchName(name, { threshold });
    byMethod[match.method] = (byMethod[match.method] ?? 0) + 1;
    if (match.method === 'none') unmatched.push(name);
  }
  const ms = (performance.now() - started) / names.length;
  let correct = 0;
  const misses: string[] = [];
  for (const testCase of cases) {
    const match: IngredientMatch = await service.matchName(testCase.name, { threshold });
    if (match.ingredientId === catalogueIdFor(testCase.expected)) correct += 1;
    else
      misses.push(
        `${testCase.name} → ${match.ingredientId} (${match.method}), expected ${testCase.description}`,
      );
  }
  runs.push({
    threshold,
    matched: names.length - byMethod.none!,
    byMethod,
    correct,
    misses,
    unmatched,
    ms,
  });
}
await database.close();

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
for (const run of runs) {
  console.log(
    `threshold ${run.threshold}: match rate ${pct(run.matched, names.length)} ` +
      `(alias ${run.byMethod.alias}, exact ${run.byMethod.exact}, trigram ${run.byMethod.similar}, none ${run.byMethod.none}); ` +
      `precision ${pct(run.correct, cases.length)} (${run.correct}/${cases.length}); ${run.ms.toFixed(2)} ms/name`,
  );
  if (showMisses && run.threshold === SIMILARITY_THRESHOLD) {
    console.log(`  precision misses:\n    ${run.misses.join('\n    ')}`);
    console.log(`  unmatched (${run.unmatched.length}):\n    ${run.unmatched.join(' | ')}`);
  }
}

const chosen = runs.find((run) => run.threshold === SIMILARITY_THRESHOLD)!;
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'ingredient-catalogue.json'),
  `${JSON.stringify(
    {
      names: names.length,
      linesCovered: names.reduce((sum, n) => sum + n.count, 0),
      precisionCases: cases.length,
      catalogueLoadMs: Math.round(loadMs),
      threshold: SIMILARITY_THRESHOLD,
      rows: [
        {
          metric: `match rate, top ${names.length} dev names (threshold ${SIMILARITY_THRESHOLD})`,
          value: `${pct(chosen.matched, names.length)} (alias ${chosen.byMethod.alias}, exact ${chosen.byMethod.exact}, trigram ${chosen.byMethod.similar})`,
          budget: 'reported',
          status: 'INFO',
        },
        {
          metric: `precision, ${cases.length} hand-checked names`,
          value: pct(chosen.correct, cases.length),
          budget: 'reported',
          status: 'INFO',
        },
        ...runs.map((run) => ({
          metric: `threshold ${run.threshold}`,
          value: `match ${pct(run.matched, names.length)}, precision ${pct(run.correct, cases.length)}`,
          budget: '',
          status: '',
        })),
      ],
      runs: runs.map(({ unmatched: _unmatched, ...run }) => run),
    },
    null,
    2,
  )}\n`,
);
console.log('bench: results written to bench/results/ingredient-catalogue.json');
