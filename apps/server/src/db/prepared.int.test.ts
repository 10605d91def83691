import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { preparedOn } from './prepared';
import { appMeta } from './schema';

describe('preparedOn', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('builds a query once per database, and none inside a transaction', async () => {
    const { db } = database;
    let builds = 0;
    const build = () => {
      builds += 1;
      return db
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(eq(appMeta.key, sql.placeholder('key')))
        .prepare('simmer_test_prepared_meta');
    };
    const first = preparedOn(db, 'test.meta', build);
    const again = preparedOn(db, 'test.meta', build);
    expect(first).toBeDefined();
    expect(again).toBe(first);
    expect(builds).toBe(1);
    // The same name and text on every connection of the pool, any number of times.
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => first!.execute({ key: 'no such key' })),
    );
    expect(runs).toEqual(Array.from({ length: 6 }, () => []));

    await db.transaction((tx) => {
      expect(preparedOn(tx, 'test.meta', build)).toBeUndefined();
      return Promise.resolve();
    });
    expect(builds).toBe(1);
  });
});
