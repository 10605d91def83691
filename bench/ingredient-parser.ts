// Benchmark: the ingredient line parser (issue 5) against the 5,000 hand-labelled lines of
// ../shared/data/ingredient-lines/dev.csv, beside plain parse-ingredient as the baseline. Both
// parsers' predictions go to bench/results/ as JSONL and are judged by
// ../shared/scorers/score-ingredients.mjs. `--details` also writes every wrong field of every line.
// Budget: quantity >= 99%, unit >= 95%, name >= 85% (word sets) and >= 95% word F1,
// preparation >= 90% word F1, and ahead of parse-ingredient on every field.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseIngredientLine, type ParsedIngredientLine } from '@simmer/domain/ingredients';
import { parseIngredient } from 'parse-ingredient';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
const scorer = path.resolve(root, '../shared/scorers/score-ingredients.mjs');
const csv = path.resolve(root, '../shared/data/ingredient-lines/dev.csv');
const withDetails = process.argv.includes('--details');

interface Prediction {
  input: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  name: string | null;
  preparation: string | null;
}

/**
 * The scorer's labels take the first unit written in the line as the primary one, whatever it
 * measures: a line whose item size comes before its container ("2 (14-ounce) cans", "2 x 400g
 * tins") is scored on the size's unit, and a count without a unit ("1 flank steak (about 1½
 * pounds)") on the weight stated after it. Simmer keeps these apart (unit 'can' with an item size;
 * no unit with an alternative), so the prediction takes the first of them.
 */
function fromSimmer(input: string, parsed: ParsedIngredientLine): Prediction {
  return {
    input,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.itemSize?.unit ?? parsed.unit ?? parsed.alternatives[0]?.unit ?? null,
    name: parsed.name || null,
    preparation: parsed.preparation || null,
  };
}

/** parse-ingredient gives one description: its text before the first comma is the name, the rest the preparation. */
function fromParseIngredient(input: string): Prediction {
  const [first] = parseIngredient(input, { normalizeUOM: true, round: false });
  const description = first?.description ?? '';
  const comma = description.indexOf(',');
  return {
    input,
    quantity: first?.quantity ?? null,
    quantityMax: first?.quantity2 ?? null,
    unit: first?.unitOfMeasureID ?? null,
    name: (comma < 0 ? description : description.slice(0, comma)).trim() || null,
    preparation: comma < 0 ? null : description.slice(comma + 1).trim() || null,
  };
}

/** The `input` column of the labelled CSV (quoted fields may hold commas and doubled quotes). */
function readInputs(file: string): string[] {
  const rows = parse<{ input: string }>(readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  });
  return rows.map((row) => row.input).filter((input) => input.trim() !== '');
}

interface FieldSummary {
  accuracy: number | null;
  soft?: number | null;
}
interface ScoreSummary {
  rows: number;
  fields: Record<'quantity' | 'quantityMax' | 'unit' | 'name' | 'preparation', FieldSummary>;
  quantity_unit_name_all_correct: number;
}

function score(label: string, predictions: Prediction[]): ScoreSummary {
  const file = path.join(resultsDir, `ingredient-parser.${label}.jsonl`);
  writeFileSync(file, predictions.map((p) => JSON.stringify(p)).join('\n') + '\n');
  const summaryFile = file.replace(/\.jsonl$/, '.score.json');
  const args = [scorer, '--csv', csv, '--set', 'all', '--pred', file, '--summary', summaryFile];
  if (withDetails) args.push('--details', file.replace(/\.jsonl$/, '.details.jsonl'));
  const run = spawnSync(process.execPath, [...args, '--label', label], { encoding: 'utf8' });
  process.stdout.write(run.stdout);
  if (run.status !== 0) throw new Error(`scorer failed for ${label}: ${run.stderr}`);
  return JSON.parse(readFileSync(summaryFile, 'utf8')) as ScoreSummary;
}

if (!existsSync(path.resolve(root, '../shared/scorers/node_modules'))) {
  throw new Error('run `npm ci --prefix ../shared/scorers` once first');
}
mkdirSync(resultsDir, { recursive: true });
const inputs = readInputs(csv);

const started = performance.now();
const simmerPredictions = inputs.map((input) => fromSimmer(input, parseIngredientLine(input)));
const simmerMs = performance.now() - started;
const baselinePredictions = inputs.map(fromParseIngredient);

const simmer = score('simmer', simmerPredictions);
const baseline = score('parse-ingredient', baselinePredictions);

const pct = (value: number | null | undefined) =>
  value == null ? 'n/a' : `${(value * 100).toFixed(1)}%`;
const figures = [
  { metric: 'quantity', key: 'quantity', soft: false, budget: 0.99 },
  { metric: 'quantityMax (extra)', key: 'quantityMax', soft: false, budget: null },
  { metric: 'unit', key: 'unit', soft: false, budget: 0.95 },
  { metric: 'name (word sets equal)', key: 'name', soft: false, budget: 0.85 },
  { metric: 'name (word F1)', key: 'name', soft: true, budget: 0.95 },
  { metric: 'preparation (word F1)', key: 'preparation', soft: true, budget: 0.9 },
] as const;
const rows: Record<string, string>[] = figures.map(({ metric, key, soft, budget }) => {
  const ours = soft ? simmer.fields[key].soft : simmer.fields[key].accuracy;
  const theirs = soft ? baseline.fields[key].soft : baseline.fields[key].accuracy;
  const ahead = (ours ?? 0) > (theirs ?? 0);
  const meets = budget === null || (ours ?? 0) >= budget;
  return {
    metric,
    value: `${pct(ours)} (parse-ingredient ${pct(theirs)})`,
    budget: budget === null ? 'ahead' : `>= ${pct(budget)} and ahead`,
    status: meets && ahead ? 'PASS' : 'FAIL',
  };
});
rows.push({
  metric: 'qty+unit+name all right',
  value: `${pct(simmer.quantity_unit_name_all_correct)} (parse-ingredient ${pct(baseline.quantity_unit_name_all_correct)})`,
  budget: '',
  status: '',
});
rows.push({
  metric: 'parse time per line',
  value: `${((simmerMs * 1000) / inputs.length).toFixed(0)} µs`,
  budget: '',
  status: '',
});

writeFileSync(
  path.join(resultsDir, 'ingredient-parser.json'),
  JSON.stringify(
    { lines: inputs.length, rows, simmer: simmer.fields, baseline: baseline.fields },
    null,
    2,
  ),
);
if (!process.env.SIMMER_BENCH_RUNNER) {
  console.log('');
  for (const row of rows) {
    console.log(
      `${row.metric!.padEnd(24)} ${row.value!.padEnd(32)} ${row.budget!.padEnd(20)} ${row.status}`,
    );
  }
}
console.log('bench: results written to bench/results/ingredient-parser.json');
