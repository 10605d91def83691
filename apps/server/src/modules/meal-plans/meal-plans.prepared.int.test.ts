import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { createMealPlansRepository } from './meal-plans.repository';

/**
 * The week and a meal by id are read through statements prepared once on the pool; inside a
 * transaction the same methods build their query on the transaction's own connection.
 */
describe('meal reads, prepared', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it('inside a transaction, read what the transaction wrote and has not committed', async () => {
    const { db } = ctx.database;
    const mealId = crypto.randomUUID();
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        await scoped.insertMeal({
          id: mealId,
          userId: cook.id,
          date: '2026-03-02',
          mealType: 'dinner',
          servings: 2,
          notes: '',
          title: 'Soup',
        });
        expect((await scoped.findOwned(cook.id, mealId))?.meal.title).toBe('Soup');
        const week = await scoped.findRange(cook.id, '2026-03-02', '2026-03-08');
        expect(week.map((row) => row.meal.id)).toEqual([mealId]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // The prepared reads on the pool: nothing was committed.
    const root = createMealPlansRepository(db);
    expect(await root.findOwned(cook.id, mealId)).toBeUndefined();
    expect(await root.findRange(cook.id, '2026-03-02', '2026-03-08')).toEqual([]);
  });
});
