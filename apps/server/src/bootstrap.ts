import type { Database } from './db/client';
import { createIngredientsService } from './modules/ingredients';

/**
 * Brings a database up to date before the app serves from it: the migrations, then the reference
 * data they do not carry (the ingredient catalogue, loaded only when its version changed).
 * `db/` stays below the modules; this is where the two meet, beside `buildApp`.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  // Several processes may start together on one PostgreSQL: one loads, the others find it loaded.
  await database.exclusive(() => createIngredientsService({ db: database.db }).ensureCatalogue());
}
