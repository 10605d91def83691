// Rebuilds usda-sr-legacy.json from the reference CSV (../shared/data/usda/ingredients-sr-legacy.csv):
// node apps/server/src/modules/ingredients/data/build-usda-data.mjs [path/to/ingredients-sr-legacy.csv]
// Keeps only the columns the catalogue uses, one array per food, to keep the shipped file small.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

const here = import.meta.dirname;
const source =
  process.argv[2] ?? path.resolve(here, '../../../../../../../shared/data/usda/ingredients-sr-legacy.csv');

const [header, ...records] = parse(readFileSync(source, 'utf8'), { skip_empty_lines: true });
const col = (name) => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`Missing column ${name}`);
  return index;
};
const num = (value) => (value === '' ? null : Number(value));

const COLUMNS = [
  'fdcId',
  'ndbNo',
  'description',
  'usdaCategory',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
  'fiber',
  'gramsPerCup',
  'gramsPerTbsp',
  'gramsPerTsp',
  'gramsPerEach',
  'eachUnit',
];
const foods = records.map((r) => [
  // 97 SR Legacy foods have no FDC id in the reference file; their NDB number identifies them.
  r[col('fdc_id')] ? Number(r[col('fdc_id')]) : null,
  r[col('ndb_no')],
  r[col('description')],
  r[col('category')],
  num(r[col('calories')]) ?? 0,
  num(r[col('protein_g')]) ?? 0,
  num(r[col('carbohydrates_g')]) ?? 0,
  num(r[col('fat_g')]) ?? 0,
  num(r[col('fiber_g')]) ?? 0,
  num(r[col('g_per_cup')]),
  num(r[col('g_per_tbsp')]),
  num(r[col('g_per_tsp')]),
  num(r[col('g_per_each')]),
  r[col('each_unit')] || null,
]);

const out = {
  source: 'USDA ARS, FoodData Central SR Legacy (2018)',
  version: 'sr-legacy-2018.1',
  columns: COLUMNS,
  foods,
};
const target = path.join(here, 'usda-sr-legacy.json');
writeFileSync(target, `${JSON.stringify(out).replaceAll('],[', '],\n[')}\n`);
console.log(`${foods.length} foods → ${path.relative(process.cwd(), target)}`);
