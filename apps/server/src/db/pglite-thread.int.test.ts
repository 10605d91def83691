import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, removeTempDir, testDbKind } from '../../test/helpers';
import { openPglite, type Database } from './client';
import { appMeta } from './schema';

// The server runs the embedded database in a worker thread (server.ts); these check that Drizzle,
// transactions and PostgreSQL's errors behave through it as they do in-process.
describe.runIf(testDbKind() === 'pglite')('the embedded database in a worker thread', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = createTempDir('simmer-thread-');
    database = await openPglite({
      kind: 'pglite',
      dataDir: path.join(dir, 'pglite'),
      thread: true,
    });
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    removeTempDir(dir);
  });

  it('keeps the event loop free while a statement runs', async () => {
    const events: string[] = [];
    const tick = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('timer');
        resolve();
      }, 20),
    );

    await database.db.execute(sql`select pg_sleep(0.5)`);
    events.push('query');
    await tick;

    expect(events).toEqual(['timer', 'query']);
  });

  it('commits a transaction that finishes and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'thread-commit', value: 'kept' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'thread-rollback', value: 'dropped' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const kept = await database.db.select().from(appMeta).where(eq(appMeta.key, 'thread-commit'));
    const dropped = await database.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'thread-rollback'));
    expect(kept).toEqual([expect.objectContaining({ value: 'kept' })]);
    expect(dropped).toEqual([]);
  });

  it("passes PostgreSQL's error code and constraint to the caller", async () => {
    await database.db.insert(appMeta).values({ key: 'thread-unique', value: 'first' });

    const error: unknown = await database.db
      .insert(appMeta)
      .values({ key: 'thread-unique', value: 'second' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({ code: '23505', constraint: 'app_meta_pkey' });
  });

  it('answers many callers at once, queries waiting for an open transaction', async () => {
    const inTransaction = database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'thread-busy', value: 'during' });
      await tx.execute(sql`select pg_sleep(0.1)`);
    });
    const reads = Array.from({ length: 20 }, (_, i) =>
      database.db.execute<{ n: number }>(sql`select ${i}::int as n`),
    );

    const results = await Promise.all(reads);
    await inTransaction;

    expect(results.map((result) => (result as { rows: { n: number }[] }).rows[0]?.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});
