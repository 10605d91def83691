import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot read prepared once per database under `name` (`build` calls Drizzle's `.prepare(name)`
 * with placeholders): Drizzle builds its SQL once instead of on every call, and PostgreSQL parses
 * and plans it once per connection. Undefined inside a transaction, whose statements must run on
 * its own connection: the caller then builds the same query as usual.
 */
export function preparedOn<Query>(
  db: Db,
  name: string,
  build: (db: Db) => Query,
): Query | undefined {
  if (is(db, PgTransaction)) return undefined;
  let queries = prepared.get(db);
  if (!queries) {
    queries = new Map();
    prepared.set(db, queries);
  }
  if (!queries.has(name)) queries.set(name, build(db));
  return queries.get(name) as Query;
}
