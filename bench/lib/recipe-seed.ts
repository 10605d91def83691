// The recipe list benchmark's data: `count` generated recipes owned by one user, with their stats
// and search columns, filled in the database itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from '../../apps/server/src/db/client';

/** Fills the recipes table: varied names, cuisines, tags, times and ratings; returns the time taken in ms. */
export async function seedRecipes(database: Database, userId: string, count: number) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into recipes (id, name, description, visibility, ingredients, instructions, prep_time, cook_time,
      total_time, servings, cuisine, tags, difficulty, dietary_restrictions, rating, created_by, created_at, updated_at)
    select
      'bench-' || n,
      (array['Chicken','Beef','Tofu','Lentil','Salmon','Mushroom','Chickpea','Pork','Halloumi','Prawn'])[1 + n % 10]
        || ' ' || (array['Curry','Stew','Salad','Tacos','Soup','Traybake','Noodles','Risotto','Pie','Bowl','Skewers','Bake'])[1 + (n / 10) % 12]
        || ' ' || n,
      'A recipe for the benchmark, number ' || n,
      case when n % 10 = 0 then 'private' else 'public' end,
      jsonb_build_array(jsonb_build_object('name', (array['onion','garlic','rice','chicken thighs','coconut milk','tomatoes'])[1 + n % 6],
        'quantity', 1, 'unit', 'cup', 'preparation', '', 'category', 'Produce', 'ingredientId', null)),
      '[{"text":"Cook it.","estimatedDuration":5,"complexity":"moderate","requiresAttention":false}]'::jsonb,
      n % 30, n % 90, n % 30 + n % 90, 1 + n % 6,
      (array['Italian','Mexican','Chinese','Indian','Japanese','Thai','Mediterranean','French','American','Greek'])[1 + n % 10],
      array[(array['breakfast','lunch','dinner','snack'])[1 + n % 4], (array['healthy','quick','comfort-food'])[1 + n % 3]],
      (array['easy','medium','hard'])[1 + n % 3],
      case when n % 4 = 0 then array['vegetarian'] else array[]::text[] end,
      (n % 50) / 10.0, ${userId}, now() - (n || ' minutes')::interval, now()
    from generate_series(1, ${count}) as n`);
  await database.db.execute(
    sql`insert into recipe_stats (recipe_id) select id from recipes where id like 'bench-%'`,
  );
  // The search columns, filled by the migrations' own backfill statements.
  for (const file of ['0005_recipe_search_text.sql', '0007_recipe_search_fields.sql']) {
    const update = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE'))!;
    await database.db.execute(sql.raw(update));
  }
  // The backfills leave a dead row per recipe: vacuumed now, so autovacuum does not run in the
  // middle of the timings, and analysed for the planner.
  await database.db.execute(sql`vacuum analyze recipes`);
  await database.db.execute(sql`vacuum analyze recipe_stats`);
  return performance.now() - started;
}
