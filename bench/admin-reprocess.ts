// Benchmark (issue 20): an admin reprocessing the ingredients of a 20-ingredient recipe, without
// AI, on PostgreSQL. On a throwaway PostgreSQL database (BENCH_DATABASE_URL / TEST_DATABASE_URL /
// 127.0.0.1:5432/test, dropped after) it loads the shipped catalogue, signs an admin in, stores a
// recipe whose 20 ingredients are as an old import left them (whole lines in the name, amounts
// missing, temp- placeholders), then times POST /api/admin/recipes/:id/reprocess-ingredients
// through the whole app (session, parse, match, the transaction with its audit entry): the first
// call after start (it builds the catalogue's lookup structures) and BENCH_RUNS (default 100) more
// after 5 warm-ups. Writes bench/results/admin-reprocess.json.
// Budget: ≤ 1 s per recipe (p95).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { recipes } from '../apps/server/src/db/schema';
import { BENCH_ORIGIN, signInBenchAdmin, startBenchApp } from './lib/app';
import { onPostgres, time } from './lib/engines';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BUDGET_MS = 1_000;

const LINES = [
  '2 cups all-purpose flour',
  '1 tsp baking soda',
  '1/2 teaspoon salt',
  '3 large eggs, beaten',
  '1 cup whole milk',
  '2 tablespoons olive oil',
  '1 onion, finely chopped',
  '3 cloves garlic, minced',
  '400g canned tomatoes',
  '1 (14 oz) can chickpeas, drained and rinsed',
  '2 carrots, peeled and diced',
  '1 red bell pepper, sliced',
  '200 g feta cheese, crumbled',
  'a handful of fresh parsley',
  '1 lemon, juiced',
  'salt and pepper to taste',
  '250ml chicken stock',
  '1 tbsp ground cumin',
  '100 g zorblax paste',
  '2 cups basmati rice',
];

const messyIngredients = LINES.map((line, index) => ({
  name: line,
  // Half with no amount (the whole line in the name), half with the 1 'unit' fallback.
  quantity: index % 2 === 0 ? null : 1,
  unit: index % 2 === 0 ? '' : 'unit',
  preparation: '',
  category: 'Other',
  ingredientId: index % 3 === 0 ? null : `temp-${index}`,
}));

const result = await onPostgres('admin_reprocess', async (database) => {
  const { app, close } = await startBenchApp(database);
  try {
    await app.services.ingredients.ensureCatalogue();
    const { adminId, cookie } = await signInBenchAdmin(app, database);
    await database.db.insert(recipes).values({
      id: 'bench-reprocess',
      name: 'Twenty things',
      createdBy: adminId,
      ingredients: messyIngredients,
    });
    const reset = () =>
      database.db
        .update(recipes)
        .set({ ingredients: messyIngredients })
        .where(sql`${recipes.id} = 'bench-reprocess'`);
    let last: { processed: number; total: number; matched: number } | undefined;
    const reprocess = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/recipes/bench-reprocess/reprocess-ingredients',
        headers: { cookie, origin: BENCH_ORIGIN },
      });
      if (response.statusCode !== 200)
        throw new Error(`reprocess ${response.statusCode}: ${response.body}`);
      last = response.json();
    };

    const coldStarted = performance.now();
    await reprocess();
    const coldMs = performance.now() - coldStarted;
    const warm = await time(reprocess, { runs: RUNS, warmUp: 5, before: reset });
    const rows = [
      {
        metric: 'postgres: reprocess a 20-ingredient recipe, first call after start (ms)',
        value: coldMs.toFixed(0),
        budget: `≤ ${BUDGET_MS}`,
        status: coldMs <= BUDGET_MS ? 'PASS' : 'FAIL',
      },
      {
        metric: 'postgres: reprocess a 20-ingredient recipe p50 / p95 (ms)',
        value: `${warm.p50.toFixed(1)} / ${warm.p95.toFixed(1)}`,
        budget: `p95 ≤ ${BUDGET_MS}`,
        status: warm.p95 <= BUDGET_MS ? 'PASS' : 'FAIL',
      },
    ];
    for (const row of rows) console.log(`bench: ${row.metric} ${row.value} ${row.status}`);
    console.log(`bench: last reply ${JSON.stringify(last)}`);
    return { runs: RUNS, coldMs, warm, last, rows };
  } finally {
    await close();
  }
});

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results', 'admin-reprocess.json'),
  JSON.stringify(
    result ?? {
      rows: [{ metric: 'postgres', value: 'not measured: no server', budget: '', status: '' }],
    },
    null,
    2,
  ),
);
console.log('bench: results written to bench/results/admin-reprocess.json');
