import { permissionsForRole } from '@simmer/domain/accounts';
import { GROCERY_CATEGORIES, type GroceryLine, type GroceryList } from '@simmer/domain/grocery';
import { addDays, type Meal } from '@simmer/domain/meal-plans';
import { defaultUserSettings } from '@simmer/domain/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { groceryItems, groceryRebuilds, meals } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth-guard';
import { createMealPlansService } from '../meal-plans';

const MONDAY = '2026-11-23';

describe('grocery lists from the meal plan', () => {
  let ctx: TestContext;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function createRecipe(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/recipes', { instructions: ['Cook.'], ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function addMeal(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/meals', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Meal>();
  }

  async function list(user: TestUser, start = MONDAY, end = addDays(MONDAY, 6)) {
    const response = await call(user, 'GET', `/api/grocery?start=${start}&end=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GroceryList>();
  }

  const line = (groceries: GroceryList, name: string): GroceryLine => {
    const found = groceries.lines.filter((candidate) => candidate.name === name);
    expect(found, `one line of ${name}`).toHaveLength(1);
    return found[0]!;
  };

  const tick = (user: TestUser, ids: string[], checked = true) =>
    call(user, 'PATCH', '/api/grocery/items', { ids, checked });

  async function setMetric(user: TestUser) {
    const settings = defaultUserSettings();
    settings.preferences.measurementSystem = 'metric';
    expect((await call(user, 'PUT', '/api/me/settings', settings)).statusCode).toBe(200);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('merges a cup and 250 ml of milk from two meals into one line with both sources, in the user’s units', async () => {
    const cook = await createTestUser(ctx);
    await setMetric(cook);
    const pancakes = await createRecipe(cook, {
      name: 'Pancakes',
      servings: 4,
      ingredients: [
        { name: 'milk', quantity: 1, unit: 'cup' },
        { name: 'flour', quantity: 2, unit: 'cup' },
      ],
    });
    const custard = await createRecipe(cook, {
      name: 'Custard',
      servings: 2,
      ingredients: [{ name: 'milk', quantity: 250, unit: 'ml' }],
    });
    await addMeal(cook, {
      kind: 'recipe',
      recipeId: pancakes,
      date: MONDAY,
      mealType: 'breakfast',
    });
    await addMeal(cook, {
      kind: 'recipe',
      recipeId: custard,
      date: addDays(MONDAY, 1),
      mealType: 'dinner',
    });

    const milk = line(await list(cook), 'milk');
    // 1 US cup (236.6 ml) + 250 ml, shown in millilitres for a metric cook.
    expect(milk.unit).toBe('milliliter');
    expect(milk.quantity).toBeCloseTo(486.6, 0);
    expect(milk.id.split(',')).toHaveLength(2);
    expect(milk.date).toBe(MONDAY);
    expect(milk.sources.map((s) => [s.recipeName, s.mealType, s.date])).toEqual([
      ['Pancakes', 'breakfast', MONDAY],
      ['Custard', 'dinner', addDays(MONDAY, 1)],
    ]);
    // A range holding only Tuesday shows only the custard's milk.
    const tuesday = line(await list(cook, addDays(MONDAY, 1), addDays(MONDAY, 1)), 'milk');
    expect(tuesday.quantity).toBe(250);
  });

  it('scales with the meal’s servings and keeps a tick through the change', async () => {
    const cook = await createTestUser(ctx);
    const rice = await createRecipe(cook, {
      name: 'Rice bowl',
      servings: 2,
      ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
    });
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: rice, date: MONDAY, servings: 2 });
    const before = line(await list(cook), 'rice');
    expect(before.quantity).toBe(1);
    expect((await tick(cook, [before.id])).json()).toEqual({ updated: 1 });

    await call(cook, 'PATCH', `/api/meals/${meal.id}`, { servings: 6, version: meal.version });

    const after = line(await list(cook), 'rice');
    expect(after).toMatchObject({ id: before.id, quantity: 3, checked: true });
    expect(after.checkedAt).not.toBeNull();
  });

  it('is checked only when every merged part is, and a reload keeps the ticks', async () => {
    const cook = await createTestUser(ctx);
    const recipe = await createRecipe(cook, {
      name: 'Omelette',
      servings: 1,
      ingredients: [{ name: 'eggs', quantity: 2, unit: '' }],
    });
    await addMeal(cook, { kind: 'recipe', recipeId: recipe, date: MONDAY, servings: 1 });
    await addMeal(cook, {
      kind: 'recipe',
      recipeId: recipe,
      date: addDays(MONDAY, 2),
      servings: 1,
    });
    const eggs = line(await list(cook), 'eggs');
    const [first] = eggs.id.split(',');

    await tick(cook, [first!]);
    expect(line(await list(cook), 'eggs')).toMatchObject({ quantity: 4, checked: false });
    await tick(cook, [eggs.id]);
    expect(line(await list(cook), 'eggs').checked).toBe(true);
    await tick(cook, [eggs.id], false);
    expect(line(await list(cook), 'eggs')).toMatchObject({ checked: false, checkedAt: null });
  });

  it('keeps "1 ⅓ tbsp" and "1 pinch" of salt on one line that ticks and removes as one', async () => {
    const cook = await createTestUser(ctx);
    const stew = await createRecipe(cook, {
      name: 'Stew',
      servings: 1,
      ingredients: [{ name: 'salt', quantity: 4 / 3, unit: 'tbsp' }],
    });
    const eggs = await createRecipe(cook, {
      name: 'Eggs',
      servings: 1,
      ingredients: [{ name: 'salt', quantity: 1, unit: 'pinch' }],
    });
    await addMeal(cook, { kind: 'recipe', recipeId: stew, date: MONDAY, servings: 1 });
    await addMeal(cook, { kind: 'recipe', recipeId: eggs, date: addDays(MONDAY, 1), servings: 1 });

    const salt = line(await list(cook), 'salt');

    expect(salt).toMatchObject({
      unit: 'tablespoon',
      extraAmounts: [{ quantity: 1, unit: 'pinch' }],
      checked: false,
    });
    expect(salt.quantity).toBeCloseTo(4 / 3, 3);
    expect(salt.id.split(',')).toHaveLength(2);
    expect(salt.sources.map((source) => source.recipeName).sort()).toEqual(['Eggs', 'Stew']);

    expect((await tick(cook, [salt.id])).json()).toEqual({ updated: 2 });
    expect(line(await list(cook), 'salt')).toMatchObject({ id: salt.id, checked: true });
    await tick(cook, [salt.id], false);
    expect(line(await list(cook), 'salt').checked).toBe(false);
    const removed = await call(cook, 'POST', '/api/grocery/items/remove', { ids: [salt.id] });
    expect(removed.json()).toEqual({ updated: 2 });
    expect((await list(cook)).lines).toEqual([]);
  });

  it('keeps a tick when the recipe is swapped for one needing the same food, unit and aisle', async () => {
    const cook = await createTestUser(ctx);
    const a = await createRecipe(cook, {
      name: 'Tomato soup',
      ingredients: [{ name: 'onion', quantity: 1, unit: '' }],
    });
    const b = await createRecipe(cook, {
      name: 'Onion tart',
      ingredients: [
        { name: 'onion', quantity: 3, unit: '' },
        { name: 'butter', quantity: 2, unit: 'tablespoon' },
      ],
    });
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: a, date: MONDAY });
    await tick(cook, [line(await list(cook), 'onion').id]);

    await call(cook, 'PUT', `/api/meals/${meal.id}/content`, {
      kind: 'recipe',
      recipeId: b,
      version: meal.version,
    });

    const groceries = await list(cook);
    expect(line(groceries, 'onion')).toMatchObject({
      checked: true,
      sources: [{ recipeName: 'Onion tart' }],
    });
    expect(line(groceries, 'butter').checked).toBe(false);
  });

  it('removes a meal’s items with the meal, and a removed item stays removed on refresh', async () => {
    const cook = await createTestUser(ctx);
    const recipe = await createRecipe(cook, {
      name: 'Salad',
      ingredients: [
        { name: 'lettuce', quantity: 1, unit: '' },
        { name: 'cucumber', quantity: 1, unit: '' },
      ],
    });
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: recipe, date: MONDAY });
    const lettuce = line(await list(cook), 'lettuce');
    expect(
      (await call(cook, 'POST', '/api/grocery/items/remove', { ids: [lettuce.id] })).json(),
    ).toEqual({
      updated: 1,
    });
    await call(cook, 'POST', '/api/meals/refresh', { start: MONDAY, end: addDays(MONDAY, 6) });
    expect((await list(cook)).lines.map((l) => l.name)).toEqual(['cucumber']);

    expect((await call(cook, 'DELETE', `/api/meals/${meal.id}`)).statusCode).toBe(204);
    expect((await list(cook)).lines).toEqual([]);
  });

  it('adds typed items to the dateless list: parsed, then filed by the catalogue', async () => {
    const cook = await createTestUser(ctx);
    const added = await call(cook, 'POST', '/api/grocery/items', { text: '2 lemons' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<GroceryLine>()).toMatchObject({
      name: 'lemons',
      quantity: 2,
      unit: 'unit',
      category: 'Produce',
      date: null,
      sources: [],
    });
    const unknown = await call(cook, 'POST', '/api/grocery/items', { text: 'zqxj widgets' });
    expect(unknown.json<GroceryLine>()).toMatchObject({ category: 'Other', quantity: 1 });
    expect((await call(cook, 'POST', '/api/grocery/items', { text: '   ' })).statusCode).toBe(400);
    // The dateless list shows whatever range is asked for.
    const far = await list(cook, '2030-01-01', '2030-01-07');
    expect(far.lines.map((l) => l.name).sort()).toEqual(['lemons', 'zqxj widgets']);
    // Removing a hand-added item deletes it.
    await call(cook, 'POST', '/api/grocery/items/remove', { ids: [added.json<GroceryLine>().id] });
    expect((await list(cook)).lines.map((l) => l.name)).toEqual(['zqxj widgets']);
  });

  it('orders a new user’s lines by spec 3 §9’s categories: Grains and Pasta before Herbs and Spices', async () => {
    const cook = await createTestUser(ctx);
    for (const text of ['olive oil', 'salt', 'rice', 'milk', 'onion']) {
      expect((await call(cook, 'POST', '/api/grocery/items', { text })).statusCode).toBe(201);
    }

    const lines = (await list(cook)).lines;

    expect(lines.map((l) => [l.name, l.category])).toEqual([
      ['onion', 'Produce'],
      ['milk', 'Dairy and Eggs'],
      ['rice', 'Grains and Pasta'],
      ['salt', 'Herbs and Spices'],
      ['olive oil', 'Oils and Vinegars'],
    ]);
  });

  it('keeps one user’s items away from another: ticking or removing them is 404', async () => {
    const owner = await createTestUser(ctx);
    const intruder = await createTestUser(ctx);
    const item = (
      await call(owner, 'POST', '/api/grocery/items', { text: 'bread' })
    ).json<GroceryLine>();

    expect((await tick(intruder, [item.id])).statusCode).toBe(404);
    expect(
      (await call(intruder, 'POST', '/api/grocery/items/remove', { ids: [item.id] })).statusCode,
    ).toBe(404);
    expect(line(await list(owner), 'bread').checked).toBe(false);
    expect((await list(intruder)).lines).toEqual([]);
  });

  it('remembers a pro user’s category order, completed with every category', async () => {
    const pro = await createTestUser(ctx, { role: 'pro' });
    const fresh = await list(pro);
    expect(fresh.categoryOrder).toEqual([...GROCERY_CATEGORIES]);

    const saved = await call(pro, 'PUT', '/api/grocery/category-order', {
      order: ['Bakery', 'Produce'],
    });
    expect(saved.statusCode).toBe(200);
    const order = (await list(pro)).categoryOrder;
    expect(order.slice(0, 2)).toEqual(['Bakery', 'Produce']);
    expect(new Set(order).size).toBe(20);
    const bad = await call(pro, 'PUT', '/api/grocery/category-order', {
      order: ['Snacks & Treats'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists nothing for a premium recipe the planner has not bought', async () => {
    const chef = await createTestUser(ctx, { role: 'chef' });
    const fan = await createTestUser(ctx);
    const premium = await createRecipe(chef, {
      name: 'Secret sauce',
      author: 'Grocery Chef',
      isPurchasable: true,
      price: 4.99,
      ingredients: [{ name: 'saffron', quantity: 1, unit: 'gram' }],
    });
    const meal = await addMeal(fan, { kind: 'recipe', recipeId: premium, date: MONDAY });
    expect(meal.recipe).toMatchObject({ name: 'Secret sauce', isLocked: true });
    expect((await list(fan)).lines).toEqual([]);
  });

  it('never loses a tick when two tabs tick and change servings at once', async () => {
    const cook = await createTestUser(ctx);
    const recipe = await createRecipe(cook, {
      name: 'Stir fry',
      servings: 2,
      ingredients: [
        { name: 'rice', quantity: 1, unit: 'cup' },
        { name: 'carrots', quantity: 2, unit: '' },
        { name: 'soy sauce', quantity: 2, unit: 'tablespoon' },
      ],
    });
    const meal = await addMeal(cook, {
      kind: 'recipe',
      recipeId: recipe,
      date: MONDAY,
      servings: 2,
    });
    const lines = (await list(cook)).lines;

    await Promise.all([
      ...lines.map((l) => tick(cook, [l.id])),
      call(cook, 'PATCH', `/api/meals/${meal.id}`, { servings: 4, version: meal.version }),
      call(cook, 'POST', '/api/meals/refresh', { start: MONDAY, end: MONDAY }),
      call(cook, 'PATCH', `/api/meals/${meal.id}`, { servings: 6, version: meal.version }),
    ]);

    const after = (await list(cook)).lines;
    expect(after).toHaveLength(3);
    expect(after.every((l) => l.checked)).toBe(true);
    expect(line({ ...(await list(cook)) }, 'rice').quantity).toBeOneOf([2, 3]);
  });

  const pendingDays = async (userId: string) =>
    (
      await ctx.database.db
        .select({ listDate: groceryRebuilds.listDate })
        .from(groceryRebuilds)
        .where(eq(groceryRebuilds.userId, userId))
    ).map((row) => row.listDate);

  it('leaves the list rebuild of a meal change to the next list read, and retries a failed one', async () => {
    const cook = await createTestUser(ctx);
    const recipe = await createRecipe(cook, {
      name: 'Chili',
      ingredients: [{ name: 'kidney beans', quantity: 1, unit: 'can' }],
    });
    const viewer: AuthUser = {
      id: cook.id,
      email: cook.email,
      name: '',
      role: 'free',
      permissions: permissionsForRole('free'),
    };
    const { services } = ctx.app;
    let failures = 1;
    const planner = createMealPlansService({
      db: ctx.database.db,
      recipes: services.recipes,
      ingredients: services.ingredients,
      grocery: {
        countUnpurchased: services.grocery.countUnpurchased,
        requestRebuild: services.grocery.requestRebuild,
        rebuild: (...args) => {
          if (failures-- > 0) return Promise.reject(new Error('list store unavailable'));
          return services.grocery.rebuild(...args);
        },
      },
      defaultServingsOf: () => Promise.resolve(2),
      profileCompletedOf: () => Promise.resolve(false),
      viewerOf: () => Promise.resolve(viewer),
      publicUrl: ctx.config.publicUrl,
      log: ctx.app.log,
    });

    const meal = await planner.createMeal(viewer, {
      kind: 'recipe',
      recipeId: recipe,
      date: MONDAY,
      mealType: 'dinner',
    });

    expect(meal).toMatchObject({ kind: 'recipe', recipeId: recipe });
    expect(failures).toBe(1);
    expect(await pendingDays(cook.id)).toEqual([MONDAY]);
    await expect(planner.refresh(viewer, { start: MONDAY, end: MONDAY })).resolves.toBeUndefined();
    expect(failures).toBe(0);
    expect(await pendingDays(cook.id)).toEqual([MONDAY]);
    expect(line(await list(cook), 'kidney beans').sources[0]!.mealId).toBe(meal.id);
    expect(await pendingDays(cook.id)).toEqual([]);
  });

  /**
   * A crash between a move's commit and the recording of its days (what an older version could
   * leave): the meal on Tuesday, its rows still on Monday, both days pending.
   */
  async function movedWithoutRebuild(cook: TestUser) {
    const recipe = await createRecipe(cook, {
      name: 'Lentil Soup',
      ingredients: [{ name: 'red lentils', quantity: 200, unit: 'g' }],
    });
    const meal = await addMeal(cook, {
      kind: 'recipe',
      recipeId: recipe,
      date: MONDAY,
      mealType: 'lunch',
    });
    await list(cook);
    const tuesday = addDays(MONDAY, 1);
    await ctx.database.db.update(meals).set({ date: tuesday }).where(eq(meals.id, meal.id));
    await ctx.database.db
      .insert(groceryRebuilds)
      .values([
        { userId: cook.id, listDate: MONDAY },
        { userId: cook.id, listDate: tuesday },
      ])
      .onConflictDoNothing();
    return { meal, tuesday };
  }

  it('rebuilds a day a crash left pending before its list is read', async () => {
    const cook = await createTestUser(ctx);
    const { meal, tuesday } = await movedWithoutRebuild(cook);

    const groceries = await list(cook);

    expect(line(groceries, 'red lentils')).toMatchObject({
      date: tuesday,
      sources: [{ mealId: meal.id, date: tuesday, mealType: 'lunch' }],
    });
    expect(await pendingDays(cook.id)).toEqual([]);
  });

  it('rebuilds every day a crash left pending when asked at start-up', async () => {
    const cook = await createTestUser(ctx);
    const { meal, tuesday } = await movedWithoutRebuild(cook);

    const repaired = await ctx.app.services.grocery.repairAllPending();

    expect(repaired.days).toBeGreaterThanOrEqual(2);
    expect(await pendingDays(cook.id)).toEqual([]);
    const rows = await ctx.database.db
      .select({ listDate: groceryItems.listDate, name: groceryItems.name })
      .from(groceryItems)
      .where(eq(groceryItems.mealId, meal.id));
    expect(rows).toEqual([{ listDate: tuesday, name: 'red lentils' }]);
  });

  it('keeps a day pending when it is asked for again while its rebuild runs', async () => {
    const cook = await createTestUser(ctx);
    const { tuesday } = await movedWithoutRebuild(cook);
    const viewer: AuthUser = {
      id: cook.id,
      email: cook.email,
      name: '',
      role: 'free',
      permissions: permissionsForRole('free'),
    };
    const { grocery, mealPlans } = ctx.app.services;
    const loadPlanned = mealPlans.plannedMealsOf(viewer);

    await grocery.rebuild(cook.id, [MONDAY, tuesday], async (tx, scope) => {
      const planned = await loadPlanned(tx, scope);
      await grocery.requestRebuild(tx, cook.id, [tuesday]);
      return planned;
    });

    expect(await pendingDays(cook.id)).toEqual([tuesday]);
  });

  it('records the days a meal change leaves for the next list read, and none once it is read', async () => {
    const cook = await createTestUser(ctx);
    const recipe = await createRecipe(cook, {
      name: 'Porridge',
      ingredients: [{ name: 'oats', quantity: 1, unit: 'cup' }],
    });
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: recipe, date: MONDAY });

    const moved = await call(cook, 'PATCH', `/api/meals/${meal.id}`, {
      date: addDays(MONDAY, 2),
      version: meal.version,
    });

    expect(moved.statusCode, moved.body).toBe(200);
    expect((await pendingDays(cook.id)).sort()).toEqual([MONDAY, addDays(MONDAY, 2)]);
    expect(line(await list(cook), 'oats').date).toBe(addDays(MONDAY, 2));
    expect(await pendingDays(cook.id)).toEqual([]);
  });
});
