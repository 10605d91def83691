import ICAL from 'ical.js';
import { addDays, type Meal, type TaskStatus } from '@simmer/domain/meal-plans';
import type { GroceryList } from '@simmer/domain/grocery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const TODAY = '2026-11-23';

describe('meal plans', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let other: TestUser;
  let pancakesId: string;
  let privateOfOtherId: string;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function createRecipe(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/recipes', {
      instructions: ['Cook.'],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function addMeal(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/meals', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Meal>();
  }

  const week = async (user: TestUser, start = TODAY, end = addDays(TODAY, 6)) => {
    const response = await call(user, 'GET', `/api/meals?start=${start}&end=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ meals: Meal[] }>().meals;
  };

  const groceries = async (user: TestUser, start = TODAY, end = addDays(TODAY, 6)) => {
    const response = await call(user, 'GET', `/api/grocery?start=${start}&end=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GroceryList>();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    other = await createTestUser(ctx);
    pancakesId = await createRecipe(cook, {
      name: 'Pancakes',
      servings: 4,
      tags: ['breakfast'],
      ingredients: [
        { name: 'flour', quantity: 2, unit: 'cup' },
        { name: 'milk', quantity: 1, unit: 'cup' },
        { name: 'eggs', quantity: 2, unit: '' },
      ],
    });
    privateOfOtherId = await createRecipe(other, {
      name: 'Secret stew',
      ingredients: [{ name: 'beef', quantity: 1, unit: 'pound' }],
    });
  });
  afterAll(() => ctx.close());

  it('asks for a session', async () => {
    expect((await call(null, 'GET', `/api/meals?start=${TODAY}&end=${TODAY}`)).statusCode).toBe(
      401,
    );
    expect((await call(null, 'POST', '/api/meals', {})).statusCode).toBe(401);
  });

  it('adds a recipe meal as dinner with the recipe’s servings, and lists the day in meal order', async () => {
    const day = addDays(TODAY, 1);
    const dinner = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: day });
    const breakfast = await addMeal(cook, {
      kind: 'placeholder',
      date: day,
      mealType: 'breakfast',
      servings: 2,
      title: 'Something light',
    });

    expect(dinner).toMatchObject({
      kind: 'recipe',
      mealType: 'dinner',
      servings: 4,
      isPlaceholder: false,
      recipe: { id: pancakesId, name: 'Pancakes', tags: ['breakfast'] },
    });
    expect(breakfast).toMatchObject({
      kind: 'placeholder',
      isPlaceholder: true,
      title: 'Something light',
    });
    const meals = await week(cook, day, day);
    expect(meals.map((meal) => meal.id)).toEqual([breakfast.id, dinner.id]);
  });

  it('refuses meal types, dates and servings the planner does not have, in the spec’s words', async () => {
    const base = { kind: 'placeholder', date: TODAY, mealType: 'dinner', servings: 2 };
    const brunch = await call(cook, 'POST', '/api/meals', { ...base, mealType: 'brunch' });
    const badDay = await call(cook, 'POST', '/api/meals', { ...base, date: '2026-02-30' });
    const tooMany = await call(cook, 'POST', '/api/meals', { ...base, servings: 13 });
    const fraction = await call(cook, 'POST', '/api/meals', {
      kind: 'item',
      date: TODAY,
      ingredients: [{ name: 'eggs', quantity: 1.5 }],
    });

    expect([brunch, badDay, tooMany, fraction].map((r) => r.statusCode)).toEqual([
      400, 400, 400, 400,
    ]);
    expect(brunch.body).toContain('Meal type must be breakfast, lunch, dinner or snack');
    expect(badDay.body).toContain('Dates are ISO days');
    expect(tooMany.body).toContain('Servings must be a whole number from 1 to 12');
    expect(fraction.body).toContain('Quantity must be a whole number of at least 1');
    expect(await week(cook, TODAY, TODAY)).toEqual([]);
  });

  it('keeps another user’s meals out of reach: 404, and no recipe they cannot see', async () => {
    const meal = await addMeal(cook, { kind: 'placeholder', date: TODAY, mealType: 'snack' });

    for (const [method, url, body] of [
      ['GET', `/api/meals/${meal.id}`, undefined],
      ['PATCH', `/api/meals/${meal.id}`, { notes: 'mine now', version: 1 }],
      ['PUT', `/api/meals/${meal.id}/content`, { kind: 'placeholder', version: 1 }],
      ['DELETE', `/api/meals/${meal.id}`, undefined],
    ] as const) {
      const response = await call(other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'Meal not found' } });
    }
    const copy = await call(other, 'POST', `/api/meals/${meal.id}/copy`, { date: TODAY });
    expect(copy.json()).toMatchObject({ error: { message: 'Original meal not found' } });

    const stew = await call(cook, 'POST', '/api/meals', {
      kind: 'recipe',
      recipeId: privateOfOtherId,
      date: TODAY,
    });
    expect(stew.statusCode).toBe(404);
    expect(stew.json().error.message).toBe(
      'Failed to add recipe. The recipe may have been deleted or is no longer available.',
    );
    expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json()).toMatchObject({
      notes: '',
    });
  });

  it('reads a quick meal typed as "2 eggs, 250 ml milk, toast" into foods, amounts and units', async () => {
    const typist = await createTestUser(ctx);
    const day = addDays(TODAY, 3);

    const meal = await addMeal(typist, {
      kind: 'item',
      date: day,
      mealType: 'breakfast',
      servings: 2,
      ingredients: [
        { name: '2 eggs', quantity: 1 },
        { name: '250 ml milk', quantity: 1 },
        { name: 'toast', quantity: 1 },
        { name: '½ cup Cream', quantity: 2 },
      ],
    });

    expect(meal.name).toBe('eggs, milk, toast, cream');
    expect(meal.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['eggs', 2, 'unit'],
      ['milk', 250, 'milliliter'],
      ['toast', 1, 'unit'],
      ['cream', 1, 'cup'],
    ]);
    // The shopping list shows them in the user's (US) units: 250 ml is about 1.06 cups.
    const lines = (await groceries(typist, day, day)).lines;
    const amountOf = (name: string) => lines.find((line) => line.name === name);
    expect(lines).toHaveLength(4);
    expect(amountOf('eggs')).toMatchObject({ quantity: 2, unit: 'unit' });
    expect(amountOf('toast')).toMatchObject({ quantity: 1, unit: 'unit' });
    expect(amountOf('cream')).toMatchObject({ quantity: 1, unit: 'cup' });
    expect(amountOf('milk')!.unit).toBe('cup');
    expect(amountOf('milk')!.quantity).toBeCloseTo(250 / 236.588, 3);
  });

  it('turns a placeholder into a quick meal and back, keeping its type and servings', async () => {
    const day = addDays(TODAY, 2);
    const slot = await addMeal(cook, {
      kind: 'placeholder',
      date: day,
      mealType: 'lunch',
      servings: 3,
    });

    const quick = await call(cook, 'PUT', `/api/meals/${slot.id}/content`, {
      version: slot.version,
      kind: 'item',
      ingredients: [
        { name: 'Eggs', quantity: 2 },
        { name: 'spinach', quantity: 1 },
      ],
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(quick.json<Meal>()).toMatchObject({
      id: slot.id,
      kind: 'item',
      isPlaceholder: false,
      name: 'eggs, spinach',
      mealType: 'lunch',
      servings: 3,
    });
    expect(quick.json<Meal>().ingredients.map((i) => [i.name, i.quantity])).toEqual([
      ['eggs', 2],
      ['spinach', 1],
    ]);
    expect((await groceries(cook, day, day)).lines.map((line) => line.name).sort()).toEqual([
      'eggs',
      'spinach',
    ]);

    const cleared = await call(cook, 'PUT', `/api/meals/${slot.id}/content`, {
      version: quick.json<Meal>().version,
      kind: 'placeholder',
    });
    expect(cleared.json<Meal>()).toMatchObject({
      kind: 'placeholder',
      mealType: 'lunch',
      servings: 3,
      mealItemId: null,
      ingredients: [],
    });
    expect((await groceries(cook, day, day)).lines).toEqual([]);
  });

  it('moves a meal in place (same id) and copies one with a new type', async () => {
    const from = addDays(TODAY, 3);
    const to = addDays(TODAY, 4);
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: from });

    const sameDay = await call(cook, 'PATCH', `/api/meals/${meal.id}`, {
      mealType: 'breakfast',
      version: meal.version,
    });
    expect(sameDay.json<Meal>()).toMatchObject({ id: meal.id, date: from, mealType: 'breakfast' });
    const moved = await call(cook, 'PATCH', `/api/meals/${meal.id}`, {
      version: sameDay.json<Meal>().version,
      date: to,
      mealType: 'lunch',
    });
    expect(moved.json<Meal>()).toMatchObject({ id: meal.id, date: to, mealType: 'lunch' });
    expect(await week(cook, from, from)).toEqual([]);

    const copy = await call(cook, 'POST', `/api/meals/${meal.id}/copy`, {
      date: from,
      mealType: 'dinner',
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json<Meal>()).toMatchObject({
      date: from,
      mealType: 'dinner',
      recipeId: pancakesId,
    });
    expect(copy.json<Meal>().id).not.toBe(meal.id);
  });

  it('never duplicates a meal that two tabs move at once', async () => {
    const day = addDays(TODAY, 5);
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: day });

    const targets = [addDays(TODAY, 6), addDays(TODAY, 7)];
    const responses = await Promise.all(
      targets.map((date) =>
        call(cook, 'PATCH', `/api/meals/${meal.id}`, { date, version: meal.version }),
      ),
    );

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const all = await week(cook, TODAY, addDays(TODAY, 10));
    expect(all.filter((m) => m.id === meal.id)).toHaveLength(1);
    // Its shopping items follow it to whichever day won, never to both.
    const final = all.find((m) => m.id === meal.id)!;
    const list = await groceries(cook, day, addDays(TODAY, 7));
    const flourDays = list.lines
      .filter((line) => line.name === 'flour')
      .flatMap((line) => line.sources.filter((s) => s.mealId === meal.id).map((s) => s.date));
    expect(flourDays).toEqual([final.date]);
  });

  describe('an update names the version it read', () => {
    const patch = (user: TestUser, meal: Pick<Meal, 'id'>, body: Record<string, unknown>) =>
      call(user, 'PATCH', `/api/meals/${meal.id}`, body);
    const changedElsewhere = {
      error: {
        code: 'CONFLICT',
        message: 'This meal was changed elsewhere. Reload to see the latest version.',
      },
    };

    it('starts a meal at version 1 and bumps it with every change', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', date: addDays(TODAY, 20) });

      const moved = await patch(cook, meal, { version: 1, mealType: 'lunch' });
      const noted = await patch(cook, meal, { version: 2, notes: 'bring bread' });
      const filled = await call(cook, 'PUT', `/api/meals/${meal.id}/content`, {
        version: 3,
        kind: 'recipe',
        recipeId: pancakesId,
      });

      expect(meal.version).toBe(1);
      expect([moved, noted, filled].map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect([moved, noted, filled].map((r) => r.json<Meal>().version)).toEqual([2, 3, 4]);
      expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>().version).toBe(4);
    });

    it('lets one of two moves from the same read win; the other is a 409 and changes nothing', async () => {
      const meal = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: TODAY });

      const first = await patch(cook, meal, { version: meal.version, date: addDays(TODAY, 21) });
      const second = await patch(cook, meal, { version: meal.version, date: addDays(TODAY, 22) });

      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(changedElsewhere);
      expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>()).toMatchObject({
        date: addDays(TODAY, 21),
        version: 2,
      });
    });

    it('lets exactly one of two simultaneous moves from the same read through', async () => {
      const meal = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: TODAY });
      const targets = [addDays(TODAY, 23), addDays(TODAY, 24)];

      const responses = await Promise.all(
        targets.map((date) => patch(cook, meal, { version: meal.version, date })),
      );

      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json<Meal>();
      expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>()).toMatchObject({
        date: winner.date,
        version: 2,
      });
    });

    it('refuses a late move over newer ones, and its shopping items stay on the newer day', async () => {
      const meal = await addMeal(cook, { kind: 'recipe', recipeId: pancakesId, date: TODAY });
      let version = meal.version;
      for (const offset of [25, 26, 27]) {
        const moved = await patch(cook, meal, { version, date: addDays(TODAY, offset) });
        expect(moved.statusCode, moved.body).toBe(200);
        version = moved.json<Meal>().version;
      }

      const late = await patch(cook, meal, { version: meal.version, date: TODAY });
      const lateContent = await call(cook, 'PUT', `/api/meals/${meal.id}/content`, {
        version: meal.version,
        kind: 'placeholder',
      });

      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(changedElsewhere);
      expect(lateContent.statusCode).toBe(409);
      expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>()).toMatchObject({
        date: addDays(TODAY, 27),
        kind: 'recipe',
        version: 4,
      });
      const list = await groceries(cook, TODAY, addDays(TODAY, 27));
      const flourDays = list.lines
        .filter((line) => line.name === 'flour')
        .flatMap((line) => line.sources.filter((s) => s.mealId === meal.id).map((s) => s.date));
      expect(flourDays).toEqual([addDays(TODAY, 27)]);
    });

    it('asks for the version: an update without one is refused and changes nothing', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', date: addDays(TODAY, 28) });

      const move = await patch(cook, meal, { date: addDays(TODAY, 29) });
      const content = await call(cook, 'PUT', `/api/meals/${meal.id}/content`, {
        kind: 'recipe',
        recipeId: pancakesId,
      });

      expect([move.statusCode, content.statusCode]).toEqual([400, 400]);
      expect(move.body).toContain('Send the version of the meal you read');
      expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>()).toMatchObject({
        date: addDays(TODAY, 28),
        kind: 'placeholder',
        version: 1,
      });
    });

    it('still answers 404, not 409, for another user’s meal whatever the version', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', date: addDays(TODAY, 30) });

      const stale = await patch(other, meal, { version: 99, notes: 'mine now' });
      const current = await patch(other, meal, { version: 1, notes: 'mine now' });
      const content = await call(other, 'PUT', `/api/meals/${meal.id}/content`, {
        version: 99,
        kind: 'placeholder',
      });

      expect([stale, current, content].map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(stale.json()).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'Meal not found' },
      });
    });
  });

  it('leaves a placeholder when the recipe is deleted', async () => {
    const soupId = await createRecipe(cook, {
      name: 'Soup to delete',
      ingredients: [{ name: 'carrots', quantity: 3, unit: '' }],
    });
    const day = addDays(TODAY, 8);
    const meal = await addMeal(cook, { kind: 'recipe', recipeId: soupId, date: day });
    expect((await call(cook, 'DELETE', `/api/recipes/${soupId}`)).statusCode).toBe(204);

    expect((await call(cook, 'GET', `/api/meals/${meal.id}`)).json<Meal>()).toMatchObject({
      kind: 'placeholder',
      isPlaceholder: true,
      recipe: null,
    });
  });

  it('computes the dashboard’s task status in one call', async () => {
    const fresh = await createTestUser(ctx);
    const empty = await call(fresh, 'GET', `/api/meals/status?today=${TODAY}`);
    expect(empty.json<TaskStatus>()).toMatchObject({
      hasUnpurchasedGroceries: false,
      hasPendingMealPlans: true,
      hasRecipeSelectionNeeded: false,
      hasEnoughSavedRecipes: false,
      totalMeals: 0,
      unpurchasedItemCount: 0,
      lastPlanningDate: null,
    });

    const recipeId = await createRecipe(fresh, {
      name: 'Toast',
      ingredients: [{ name: 'bread', quantity: 2, unit: 'slice' }],
    });
    await addMeal(fresh, { kind: 'recipe', recipeId, date: TODAY });
    await addMeal(fresh, { kind: 'recipe', recipeId, date: addDays(TODAY, 13) });
    // Outside the 14-day window, and beyond the shopping list's default 7 days.
    await addMeal(fresh, { kind: 'recipe', recipeId, date: addDays(TODAY, 14) });
    const status = (
      await call(fresh, 'GET', `/api/meals/status?today=${TODAY}`)
    ).json<TaskStatus>();

    expect(status).toMatchObject({
      hasUnpurchasedGroceries: true,
      unpurchasedItemCount: 1,
      hasPendingMealPlans: true,
      hasRecipeSelectionNeeded: true,
      totalMeals: 2,
      recipeCount: 1,
    });
    expect(status.lastPlanningDate).not.toBeNull();
    expect((await call(fresh, 'GET', '/api/meals/status?today=tomorrow')).statusCode).toBe(400);
  });

  it('publishes the plan as an iCalendar feed at a secret, revocable address', async () => {
    const feedUser = await createTestUser(ctx);
    const today = new Date().toISOString().slice(0, 10);
    const recipeId = await createRecipe(feedUser, {
      name: 'Feed lasagne',
      cookTime: 60,
      ingredients: [{ name: 'pasta', quantity: 1, unit: 'pound' }],
    });
    await addMeal(feedUser, { kind: 'recipe', recipeId, date: today, mealType: 'dinner' });
    await addMeal(feedUser, { kind: 'placeholder', date: addDays(today, 1), mealType: 'lunch' });

    expect((await call(feedUser, 'GET', '/api/meals/calendar-feed')).json()).toEqual({ url: null });
    const { url } = (await call(feedUser, 'POST', '/api/meals/calendar-feed')).json<{
      url: string;
    }>();
    const path = new URL(url).pathname;
    const feed = await ctx.app.inject({ method: 'GET', url: path });

    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Dinner: Feed lasagne',
      'Lunch: to plan',
    ]);
    const dinner = events.find((event) => event.summary.startsWith('Dinner'))!;
    expect(dinner.startDate.toString()).toBe(`${today}T19:00:00`);
    expect(dinner.duration.toSeconds()).toBe(60 * 60);

    const renewed = (await call(feedUser, 'POST', '/api/meals/calendar-feed')).json<{
      url: string;
    }>();
    expect(renewed.url).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await call(feedUser, 'DELETE', '/api/meals/calendar-feed');
    const revoked = await ctx.app.inject({ method: 'GET', url: new URL(renewed.url).pathname });
    expect(revoked.statusCode).toBe(404);
  });
});
