import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { recipeStats, userRecipes } from '../../db/schema';
import { createRecipesRepository } from './recipes.repository';

/** Recipe reads prepared once per database, and a new recipe's rows written in one statement. */
describe('recipe reads, prepared', () => {
  let ctx: TestContext;
  let cook: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

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
