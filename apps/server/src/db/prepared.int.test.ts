import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { createMealPlansRepository } from '../modules/meal-plans/meal-plans.repository';
import { createRecipesRepository } from '../modules/recipes/recipes.repository';
import { preparedOn } from './prepared';
import { appMeta, recipeStats, userRecipes } from './schema';

/**
 * Hot reads are prepared once per database (preparedOn) and run on the pool; inside a
 * transaction the same repository methods build their query on the transaction's connection.
 */
describe('prepared reads', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it('are built once per database, and never inside a transaction', async () => {
    const { db } = ctx.database;
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

    await db.transaction(async (tx) => {
      expect(preparedOn(tx, 'test.meta', build)).toBeUndefined();
    });
    expect(builds).toBe(1);
  });

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

  it("read a recipe by id as the viewer may see it: another user's private one is not found", async () => {
    const created = await apiCall(ctx, cook, 'POST', '/api/recipes', {
      name: 'Private toast',
      visibility: 'private',
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
      instructions: ['Toast the bread.'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const other = await createTestUser(ctx);
    const repository = createRecipesRepository(ctx.database.db);

    expect((await repository.findVisible(id, { userId: cook.id }))?.name).toBe('Private toast');
    expect(await repository.findVisible(id, { userId: other.id })).toBeUndefined();
    expect((await repository.findVisibleByIds([id, id], { userId: cook.id })).length).toBe(1);
    expect(await repository.findVisibleByIds([id], { userId: other.id })).toEqual([]);
    expect((await repository.findVisible(id, { userId: other.id, isAdmin: true }))?.id).toBe(id);
    expect((await apiCall(ctx, other, 'GET', `/api/recipes/${id}`)).statusCode).toBe(404);
  });

  it('a new recipe is written with its stats row and its owner link', async () => {
    const created = await apiCall(ctx, cook, 'POST', '/api/recipes', {
      name: 'Stew',
      ingredients: [{ name: 'onion', quantity: 1 }],
      instructions: ['Simmer.'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const { db } = ctx.database;
    const [stats] = await db.select().from(recipeStats).where(eq(recipeStats.recipeId, id));
    expect(stats).toMatchObject({ recipeId: id, viewCount: 0, saveCount: 0 });
    const links = await db.select().from(userRecipes).where(eq(userRecipes.recipeId, id));
    expect(links).toEqual([
      expect.objectContaining({ userId: cook.id, recipeId: id, source: 'owner', favorite: false }),
    ]);
  });
});
