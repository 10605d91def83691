import type { GroceryList } from '@simmer/domain/grocery';
import { addDays, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import {
  nextWeekStart,
  PLANNING_MESSAGES,
  type AcceptPlanResult,
  type WeekPlan,
} from '@simmer/domain/planning';
import { defaultCookingProfile, type CookingProfile } from '@simmer/domain/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../test/fake-anthropic';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const CUISINES = ['Italian', 'Mexican', 'Thai', 'Indian', 'Greek'];
const MAINS = ['chicken thighs', 'salmon fillet', 'paneer', 'beef mince'];

function dinnerProfile(overrides: Partial<CookingProfile> = {}): CookingProfile {
  return {
    ...defaultCookingProfile(),
    mealPreferences: {
      breakfast: { enabled: false, servings: 2 },
      lunch: { enabled: false, servings: 2 },
      dinner: { enabled: true, servings: 2 },
      snack: { enabled: false, servings: 1 },
    },
    dietaryRestrictions: ['none'],
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    leftoverPreference: false,
    cookingSkillLevel: 'advanced',
    cuisinePreferences: [{ cuisine: 'Italian', rating: 1 }],
    ...overrides,
  };
}

/** The server's day: the API refuses a `today` more than a day away from it. */
const today = () => toIsoDay(new Date());

describe('Plan my week (local planner)', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let chef: TestUser;
  let other: TestUser;
  let premiumId: string;
  let privateOfOtherId: string;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function createRecipe(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/recipes', {
      instructions: ['Cook it.'],
      prepTime: 10,
      cookTime: 15,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function setProfile(user: TestUser, profile: CookingProfile) {
    const response = await call(user, 'PUT', '/api/me/cooking-profile', profile);
    expect(response.statusCode, response.body).toBe(200);
  }

  async function propose(user: TestUser, body: Record<string, unknown> = {}) {
    const response = await call(user, 'POST', '/api/planning/week', { today: today(), ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WeekPlan>();
  }

  const acceptAll = (user: TestUser, plan: WeekPlan) =>
    call(user, 'POST', '/api/planning/week/accept', {
      today: today(),
      weekStart: plan.weekStart,
      meals: plan.meals,
    });

  async function week(user: TestUser, start: string) {
    const response = await call(user, 'GET', `/api/meals?start=${start}&end=${addDays(start, 6)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ meals: Meal[] }>().meals;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    chef = await createTestUser(ctx, { role: 'chef' });
    other = await createTestUser(ctx);
    for (let i = 0; i < 20; i += 1) {
      await createRecipe(chef, {
        name: `Chef dish ${i}`,
        cuisine: CUISINES[i % CUISINES.length],
        tags: ['dinner'],
        ingredients: [
          { text: `1 lb ${MAINS[i % MAINS.length]}` },
          { text: '1 tbsp olive oil' },
          { text: '1 onion' },
        ],
      });
    }
    premiumId = await createRecipe(chef, {
      name: 'Premium truffle risotto',
      cuisine: 'Italian',
      prepTime: 5,
      cookTime: 5,
      isPurchasable: true,
      price: 9.99,
      ingredients: [{ text: '1 cup arborio rice' }],
    });
    privateOfOtherId = await createRecipe(other, {
      name: 'Secret stew',
      cuisine: 'Italian',
      ingredients: [{ text: '1 lb beef' }],
    });
    await setProfile(cook, dinnerProfile());
  }, 120_000);
  afterAll(() => ctx.close());

  it('asks for a session', async () => {
    expect((await call(null, 'POST', '/api/planning/week', { today: today() })).statusCode).toBe(
      401,
    );
    expect((await call(null, 'POST', '/api/planning/week/accept', {})).statusCode).toBe(401);
  });

  it('proposes the next week by default, from recipes the user may see and read', async () => {
    const plan = await propose(cook);

    expect(plan.weekStart).toBe(nextWeekStart(today()));
    expect(plan.source).toBe('local');
    expect(plan.meals).toHaveLength(7);
    const ids = plan.meals.map((meal) => meal.recipeId);
    expect(new Set(ids).size).toBe(7);
    expect(ids).not.toContain(premiumId);
    expect(ids).not.toContain(privateOfOtherId);
    const italian = plan.meals.filter((meal) => meal.cuisine === 'Italian').length;
    expect(italian * 2).toBeGreaterThanOrEqual(7);
    for (const meal of plan.meals) expect(meal.reason).toMatch(/^\w+ · 25 min · /);
  });

  it('gives the same plan for the same seed and another on Shuffle', async () => {
    const first = await propose(cook, { seed: 11 });
    const again = await propose(cook, { seed: 11 });
    const shuffled = await propose(cook, { seed: 12 });

    expect(again.meals).toEqual(first.meals);
    expect(shuffled.meals.map((m) => m.recipeId)).not.toEqual(first.meals.map((m) => m.recipeId));
  });

  it('refuses a past week and a day far from the server’s', async () => {
    const past = await call(cook, 'POST', '/api/planning/week', {
      today: today(),
      weekStart: addDays(today(), -14),
    });
    const wrongClock = await call(cook, 'POST', '/api/planning/week', {
      today: addDays(today(), -5),
    });

    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: { message: string } }>().error.message).toBe(
      PLANNING_MESSAGES.pastWeek,
    );
    expect(wrongClock.statusCode).toBe(400);
  });

  it('keeps existing meals, fills placeholders, and accepts in one go with one merged list', async () => {
    const user = await createTestUser(ctx, { role: 'pro' });
    await setProfile(user, dinnerProfile());
    const start = nextWeekStart(today());
    const keptRecipe = await createRecipe(user, {
      name: 'My own lasagne',
      cuisine: 'Italian',
      ingredients: [{ text: '1 tbsp olive oil' }],
    });
    const kept = await call(user, 'POST', '/api/meals', {
      kind: 'recipe',
      recipeId: keptRecipe,
      date: start,
      mealType: 'dinner',
    });
    const placeholder = await call(user, 'POST', '/api/meals', {
      kind: 'placeholder',
      date: addDays(start, 1),
      mealType: 'dinner',
    });
    expect(kept.statusCode).toBe(201);

    const plan = await propose(user);
    const response = await acceptAll(user, plan);

    expect(plan.meals.map((m) => m.date)).toEqual([1, 2, 3, 4, 5, 6].map((d) => addDays(start, d)));
    expect(plan.meals.some((m) => m.recipeId === keptRecipe)).toBe(false);
    expect(plan.meals[0]!.replacesMealIds).toEqual([placeholder.json<Meal>().id]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AcceptPlanResult>().meals).toHaveLength(6);
    const meals = await week(user, start);
    expect(meals).toHaveLength(7);
    expect(meals.some((m) => m.isPlaceholder)).toBe(false);
    expect(meals.find((m) => m.date === start)!.recipeId).toBe(keptRecipe);
    const list = await call(user, 'GET', `/api/grocery?start=${start}&end=${addDays(start, 6)}`);
    const oil = list.json<GroceryList>().lines.filter((line) => line.name.includes('olive oil'));
    expect(oil).toHaveLength(1);
    expect(oil[0]!.sources.length).toBe(7);
  });

  it('replaces the week’s meals only when asked', async () => {
    const user = await createTestUser(ctx, { role: 'pro' });
    await setProfile(user, dinnerProfile());
    const start = nextWeekStart(today());
    const old = await call(user, 'POST', '/api/meals', {
      kind: 'item',
      ingredients: [{ name: 'toast', quantity: 2 }],
      date: start,
      mealType: 'dinner',
    });

    const plan = await propose(user, { replaceExisting: true });
    expect((await acceptAll(user, plan)).statusCode).toBe(201);

    expect(plan.meals[0]!.replacesMealIds).toEqual([old.json<Meal>().id]);
    const meals = await week(user, start);
    expect(meals).toHaveLength(7);
    expect(meals.some((m) => m.id === old.json<Meal>().id)).toBe(false);
  });

  it('adds nothing twice when the same plan is accepted again', async () => {
    const user = await createTestUser(ctx, { role: 'pro' });
    await setProfile(user, dinnerProfile());
    const plan = await propose(user);

    const [first, second] = await Promise.all([acceptAll(user, plan), acceptAll(user, plan)]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(await week(user, plan.weekStart)).toHaveLength(7);
  });

  it('never touches another user’s meal, and saves nothing when one is named', async () => {
    const user = await createTestUser(ctx, { role: 'pro' });
    await setProfile(user, dinnerProfile());
    const start = nextWeekStart(today());
    const theirs = await call(other, 'POST', '/api/meals', {
      kind: 'placeholder',
      date: start,
      mealType: 'dinner',
    });
    const plan = await propose(user);
    plan.meals[3]!.replacesMealIds = [theirs.json<Meal>().id];

    const response = await acceptAll(user, plan);

    expect(response.statusCode).toBe(404);
    expect(await week(user, start)).toHaveLength(0);
    expect((await week(other, start)).map((m) => m.id)).toEqual([theirs.json<Meal>().id]);
  });

  it('refuses a premium recipe not bought and another user’s private recipe', async () => {
    const start = nextWeekStart(today());
    for (const recipeId of [premiumId, privateOfOtherId]) {
      const response = await call(cook, 'POST', '/api/planning/week/accept', {
        today: today(),
        weekStart: start,
        meals: [{ date: start, mealType: 'lunch', servings: 2, kind: 'recipe', recipeId }],
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await week(cook, start)).filter((m) => m.mealType === 'lunch')).toHaveLength(0);
  });

  it('refuses meals on past days or outside the week', async () => {
    const start = nextWeekStart(today());
    const accept = (date: string, weekStart = start) =>
      call(cook, 'POST', '/api/planning/week/accept', {
        today: today(),
        weekStart,
        meals: [{ date, mealType: 'snack', servings: 1, kind: 'placeholder' }],
      });

    expect((await accept(addDays(start, 9))).statusCode).toBe(400);
    expect((await accept(addDays(today(), -1), addDays(start, -7))).statusCode).toBe(400);
    expect((await accept(addDays(start, -20), addDays(start, -21))).statusCode).toBe(400);
  });

  it('answers a profile no recipe fits with a message and placeholders, never an error', async () => {
    const user = await createTestUser(ctx);
    await setProfile(user, dinnerProfile({ dietaryRestrictions: ['vegan'] }));

    const plan = await propose(user);

    expect(plan.meals).toHaveLength(7);
    expect(plan.meals.every((m) => m.kind === 'placeholder')).toBe(true);
    expect(plan.message).toMatch(/Not enough vegan recipes/);
    expect((await acceptAll(user, plan)).statusCode).toBe(201);
    expect((await week(user, plan.weekStart)).every((m) => m.isPlaceholder)).toBe(true);
  });

  it('is rate limited per user', async () => {
    const user = await createTestUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await call(user, 'POST', '/api/planning/week', { today: today() })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await call(cook, 'POST', '/api/planning/week', { today: today() })).statusCode).toBe(
      200,
    );
  });
});

describe('Plan my week (AI weekly plan)', () => {
  const API_KEY = 'sk-ant-test-planning';
  let fake: FakeAnthropic;
  let ctx: TestContext;
  let cook: TestUser;
  let knownId: string;
  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  const dish = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    cuisine: 'Italian',
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    difficulty: 'easy',
    ingredients: ['2 cups cherry tomatoes', '1 tbsp olive oil'],
    instructions: ['Roast the tomatoes.', 'Serve.'],
    nutritionalInfo: { calories: 400, protein: 12, carbs: 50, fat: 14 },
    ...extra,
  });

  /** A reply dining on every planned day: the first day the recipe the user has, others new. */
  function planReply(days: string[]) {
    return JSON.stringify({
      weeklyPlan: Object.fromEntries(
        days.map((day, i) => [day, { dinner: dish(i === 0 ? 'Tomato Bake' : `New dish ${i}`) }]),
      ),
    });
  }

  const isPlanPrompt = (text: string) => text.startsWith('Create a weekly meal plan');

  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: API_KEY, respond: () => ({ text: '[]' }) });
    ctx = await createTestApp({
      // A short wait for the model, so a slow one is given up on within the test.
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: fake.url, AI_TIMEOUT_MS: '4000' },
    });
    cook = await createTestUser(ctx, { role: 'pro' });
    const response = await call(cook, 'POST', '/api/recipes', {
      name: 'Tomato bake',
      cuisine: 'Italian',
      ingredients: [{ text: '2 cups cherry tomatoes' }],
      instructions: ['Bake.'],
    });
    knownId = response.json<{ id: string }>().id;
    await call(cook, 'PUT', '/api/me/cooking-profile', dinnerProfile());
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const planRequests = () => fake.requests.filter((r) => isPlanPrompt(r.text));
  const respondWithPlan = (reply: (days: string[]) => string) =>
    fake.setResponder((request) => {
      if (!isPlanPrompt(request.text)) return { text: '[]' };
      const days = [...request.text.matchAll(/^- (\d{4}-\d{2}-\d{2}):/gm)].map((m) => m[1]!);
      return { text: reply(days) };
    });

  it('uses the user’s recipe where the AI names it and makes the rest private recipes, saved whole', async () => {
    respondWithPlan(planReply);

    const proposed = await call(cook, 'POST', '/api/planning/week', { today: today() });
    const plan = proposed.json<WeekPlan>();
    const accepted = await call(cook, 'POST', '/api/planning/week/accept', {
      today: today(),
      weekStart: plan.weekStart,
      meals: plan.meals,
    });

    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(plan.source).toBe('ai');
    const request = planRequests().at(-1)!;
    expect(request.body.max_tokens).toBe(4000);
    expect(request.text).toContain('Favourite cuisines (at least half of the dishes): Italian');
    expect(plan.meals[0]!.recipeId).toBe(knownId);
    expect(plan.meals.slice(1).every((m) => m.recipeId === null && m.newRecipe)).toBe(true);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const result = accepted.json<AcceptPlanResult>();
    expect(result.createdRecipes).toBe(6);
    const newRecipe = await call(cook, 'GET', `/api/recipes/${result.meals[1]!.recipeId!}`);
    const body = newRecipe.json<{
      visibility: string;
      ingredients: { name: string; quantity: number }[];
    }>();
    expect(body.visibility).toBe('private');
    expect(body.ingredients[0]).toMatchObject({
      quantity: 2,
      name: expect.stringContaining('tomato'),
    });
  });

  it('saves no recipe and no meal when any part of the plan is refused', async () => {
    respondWithPlan(planReply);
    const user = await createTestUser(ctx, { role: 'pro' });
    await call(user, 'PUT', '/api/me/cooking-profile', dinnerProfile());
    const plan = (
      await call(user, 'POST', '/api/planning/week', { today: today() })
    ).json<WeekPlan>();
    plan.meals[6]!.replacesMealIds = ['not-a-meal-of-theirs'];

    const response = await call(user, 'POST', '/api/planning/week/accept', {
      today: today(),
      weekStart: plan.weekStart,
      meals: plan.meals,
    });

    expect(response.statusCode).toBe(404);
    expect(
      (
        await call(
          user,
          'GET',
          `/api/meals?start=${plan.weekStart}&end=${addDays(plan.weekStart, 6)}`,
        )
      ).json<{ meals: Meal[] }>().meals,
    ).toHaveLength(0);
    const counts = await ctx.app.services.recipes.countsFor(user.id);
    expect(counts.created).toBe(0);
  });

  it.each([
    ['a malformed reply', { text: 'Here is your plan: {"weeklyPlan": "soon"}' }],
    ['a truncated reply', { text: '{"weeklyPlan":{"2030-01-01":{"dinner":{"name":"Half' }],
    ['a 429', { status: 429, type: 'rate_limit_error', message: 'Slow down' }],
    ['a timeout', { text: '{"weeklyPlan":{}}', delayMs: 20_000 }],
  ] as const)('changes nothing and says so on %s', async (_label, reply) => {
    fake.setResponder((request) => (isPlanPrompt(request.text) ? reply : { text: '[]' }));
    const before = (
      await call(cook, 'GET', `/api/meals?start=${today()}&end=${addDays(today(), 13)}`)
    ).json<{ meals: Meal[] }>().meals.length;

    // Replacing: the week's dinners were planned by the first test.
    const response = await call(cook, 'POST', '/api/planning/week', {
      today: today(),
      replaceExisting: true,
    });

    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      PLANNING_MESSAGES.aiFailedNothingChanged,
    );
    const after = (
      await call(cook, 'GET', `/api/meals?start=${today()}&end=${addDays(today(), 13)}`)
    ).json<{ meals: Meal[] }>().meals.length;
    expect(after).toBe(before);
  });

  it('plans locally for a user without mealplan.ai, and on request', async () => {
    const free = await createTestUser(ctx);
    const asked = planRequests().length;

    const freePlan = await call(free, 'POST', '/api/planning/week', { today: today() });
    const local = await call(cook, 'POST', '/api/planning/week', {
      today: today(),
      source: 'local',
    });

    expect(freePlan.json<WeekPlan>().source).toBe('local');
    expect(local.json<WeekPlan>().source).toBe('local');
    expect(planRequests().length).toBe(asked);
  });
});
