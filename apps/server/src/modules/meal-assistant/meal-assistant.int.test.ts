import { MEAL_COMMAND_MESSAGES, type MealCommandResult } from '@simmer/domain/meal-commands';
import { addDays, MEAL_MESSAGES, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../lib/ai-client';
import { AI_TIMED_OUT } from './meal-assistant.service';
import { startFakeAnthropic, type FakeAnthropic } from '../../../test/fake-anthropic';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const TODAY = toIsoDay(new Date());

function helpers(getCtx: () => TestContext) {
  const say = (user: TestUser | null, text: string, today = TODAY) =>
    apiCall(getCtx(), user, 'POST', '/api/meal-commands', { text, today });
  const meals = async (user: TestUser, start = TODAY, end = addDays(TODAY, 13)) => {
    const response = await apiCall(getCtx(), user, 'GET', `/api/meals?start=${start}&end=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ meals: Meal[] }>().meals;
  };
  const createRecipe = async (user: TestUser, name: string) => {
    const response = await apiCall(getCtx(), user, 'POST', '/api/recipes', {
      name,
      instructions: ['Cook.'],
      ingredients: [{ name: 'pasta sheets', quantity: 12, unit: '' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const addMeal = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await apiCall(getCtx(), user, 'POST', '/api/meals', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Meal>();
  };
  const sendPhoto = async (user: TestUser, image: Buffer, text = '') => {
    const { payload, contentType } = multipartFile('plan.png', 'image/png', image);
    return getCtx().app.inject({
      method: 'POST',
      url: `/api/meal-commands/photo?today=${TODAY}&text=${encodeURIComponent(text)}`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  };
  return { say, meals, createRecipe, addMeal, sendPhoto };
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffeecc' } })
    .png()
    .toBuffer();

describe('POST /api/meal-commands (local reader)', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let other: TestUser;
  let free: TestUser;
  let lasagnaId: string;
  const { say, meals, createRecipe, addMeal, sendPhoto } = helpers(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    other = await createTestUser(ctx, { role: 'pro' });
    free = await createTestUser(ctx);
    lasagnaId = await createRecipe(cook, 'Classic Lasagna Bolognese');
  });
  afterAll(() => ctx.close());

  it('asks for a session, and mealplan.ai with the spec’s upgrade words', async () => {
    expect((await say(null, 'add dinner tomorrow')).statusCode).toBe(401);

    const refused = await say(free, 'add dinner tomorrow');

    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MEAL_COMMAND_MESSAGES.upgrade);
    expect(await meals(free)).toEqual([]);
  });

  it('places the best visible recipe for "add dinner tomorrow with lasagne"', async () => {
    const response = await say(cook, 'add dinner tomorrow with lasagne');

    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<MealCommandResult>();
    expect(result).toMatchObject({
      message: 'Successfully added 1 meal(s) to your plan',
      added: 1,
      navigateTo: null,
      usedAi: false,
    });
    const placed = (await meals(cook, addDays(TODAY, 1), addDays(TODAY, 1))).find(
      (meal) => meal.id === result.done[0]!.mealId,
    );
    expect(placed).toMatchObject({ mealType: 'dinner', kind: 'recipe', recipeId: lasagnaId });
  });

  it('reads several commands, placeholders included, in one message', async () => {
    const day = addDays(TODAY, 4);
    const response = await say(cook, `add breakfast on ${day} and lunch with pizza margherita`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MealCommandResult>().added).toBe(2);
    const onDay = await meals(cook, day, day);
    expect(onDay.map((meal) => [meal.mealType, meal.kind, meal.title])).toEqual([
      ['breakfast', 'placeholder', null],
      ['lunch', 'placeholder', 'pizza margherita'],
    ]);
  });

  it('clears and moves only the user’s own meals', async () => {
    const day = addDays(TODAY, 6);
    const target = addDays(TODAY, 7);
    const mine = await addMeal(cook, {
      kind: 'recipe',
      recipeId: lasagnaId,
      date: day,
      mealType: 'dinner',
    });
    await addMeal(cook, { kind: 'placeholder', date: day, mealType: 'lunch' });
    const theirs = await addMeal(other, { kind: 'placeholder', date: day, mealType: 'dinner' });
    const theirsToo = await addMeal(other, { kind: 'placeholder', date: day, mealType: 'lunch' });

    const moved = await say(cook, `move dinner on ${day} to ${target}`);
    expect(moved.statusCode, moved.body).toBe(200);
    const cleared = await say(cook, `clear ${day}`);
    expect(cleared.statusCode, cleared.body).toBe(200);

    expect(await meals(cook, day, day)).toEqual([]);
    expect((await meals(cook, target, target)).map((meal) => meal.id)).toEqual([mine.id]);
    expect((await meals(other, day, day)).map((meal) => meal.id).sort()).toEqual(
      [theirs.id, theirsToo.id].sort(),
    );
  });

  it('takes a cleared recipe meal’s lines off that day’s shopping list', async () => {
    const day = addDays(TODAY, 9);
    await addMeal(cook, { kind: 'recipe', recipeId: lasagnaId, date: day, mealType: 'dinner' });
    const lines = async () => {
      const response = await apiCall(ctx, cook, 'GET', `/api/grocery?start=${day}&end=${day}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ lines: { name: string }[] }>().lines.map((line) => line.name);
    };
    expect(await lines()).toContain('pasta sheets');

    const cleared = await say(cook, `clear ${day}`);

    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await lines()).toEqual([]);
  });

  it('says when there is no meal to move, and still does the rest', async () => {
    const response = await say(cook, 'move the cassoulet to tomorrow and add a snack tomorrow');

    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<MealCommandResult>();
    expect(result.added).toBe(1);
    expect(result.notDone).toEqual([
      { text: 'move cassoulet', message: MEAL_COMMAND_MESSAGES.noMealToMove('cassoulet') },
    ]);
  });

  it('refuses a day before today and changes nothing', async () => {
    const before = await meals(cook, addDays(TODAY, -1), addDays(TODAY, 13));

    const response = await say(cook, 'add lunch tomorrow and dinner yesterday');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MEAL_MESSAGES.dateBeforeToday);
    expect(await meals(cook, addDays(TODAY, -1), addDays(TODAY, 13))).toEqual(before);
  });

  it('applies a batch whole or not at all: a stale move undoes the batch’s adds', async () => {
    const day = addDays(TODAY, 9);
    const meal = await addMeal(cook, { kind: 'placeholder', date: day, mealType: 'snack' });
    const viewer = {
      id: cook.id,
      email: cook.email,
      name: '',
      role: 'pro' as const,
      permissions: [],
    };

    const attempt = ctx.app.services.mealPlans.applyChanges(viewer, [
      { kind: 'add', date: day, mealType: 'lunch', recipeId: null, title: null, servings: null },
      { kind: 'move', mealId: meal.id, version: meal.version + 1, date: TODAY, mealType: null },
    ]);

    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await meals(cook, day, day)).map((row) => row.id)).toEqual([meal.id]);
  });

  it('refuses a "today" that is not the user’s calendar day', async () => {
    const response = await say(cook, 'add dinner tomorrow', addDays(TODAY, -5));

    expect(response.statusCode).toBe(400);
  });

  it('answers "plan my week" with the planner’s week preview', async () => {
    const response = await say(cook, 'plan my week');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MealCommandResult>()).toMatchObject({
      added: 0,
      navigateTo: '/meal-planner?plan=week',
    });
  });

  it('without an AI key, says what it could not read', async () => {
    const none = await say(cook, 'what goes well with rice?');
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(
      MEAL_COMMAND_MESSAGES.notUnderstood('what goes well with rice'),
    );

    const some = await say(cook, 'add a snack tomorrow. hmm, surprise me');
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json<MealCommandResult>()).toMatchObject({
      added: 1,
      notDone: [{ text: 'hmm surprise me' }],
    });

    const picture = await sendPhoto(cook, await photo());
    expect(picture.statusCode).toBe(422);
    expect(picture.json().error.message).toBe(MEAL_COMMAND_MESSAGES.photoNeedsAi);
  });

  it('rejects an empty or oversized message with a 400', async () => {
    expect((await say(cook, '')).statusCode).toBe(400);
    expect((await say(cook, 'add dinner tomorrow '.repeat(80))).statusCode).toBe(400);
  });
});

describe('POST /api/meal-commands with the AI model configured', () => {
  const API_KEY = 'sk-ant-test-meal-commands';
  let fake: FakeAnthropic;
  let ctx: TestContext;
  let cook: TestUser;
  const { say, meals, sendPhoto } = helpers(() => ctx);

  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: API_KEY });
    ctx = await createTestApp({
      // A short wait for the model, so a slow one is given up on within the test.
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: fake.url, AI_TIMEOUT_MS: '4000' },
    });
    cook = await createTestUser(ctx, { role: 'pro' });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const reply = (commands: unknown[], delayMs = 0) => ({
    text: JSON.stringify({ commands }),
    delayMs,
  });

  it('never asks the model what the reader understood', async () => {
    const before = fake.requests.length;

    const response = await say(cook, 'add dinner tomorrow');

    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.length).toBe(before);
  });

  it('sends what the reader could not read to the model and carries out its commands', async () => {
    const day = addDays(TODAY, 2);
    fake.setResponder(() =>
      reply([
        { action: 'add', date: day, mealType: 'lunch', recipe: 'Nicoise salad', servings: 2 },
      ]),
    );

    const response = await say(cook, `add breakfast on ${day}. something light for lunch that day`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MealCommandResult>()).toMatchObject({
      added: 2,
      usedAi: true,
      notDone: [],
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.body.max_tokens).toBe(4000);
    expect(sent.text).toContain('something light for lunch that day');
    expect(sent.text).not.toContain('add breakfast');
    expect((await meals(cook, day, day)).map((meal) => [meal.mealType, meal.servings])).toEqual([
      ['breakfast', expect.any(Number)],
      ['lunch', 2],
    ]);
  });

  it('reads a photo with the model', async () => {
    const day = addDays(TODAY, 3);
    fake.setResponder(() =>
      reply([{ action: 'add', date: day, mealType: 'dinner', recipe: null, servings: null }]),
    );
    const image = await photo();

    const response = await sendPhoto(cook, image, 'my plan');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MealCommandResult>().added).toBe(1);
    expect(fake.requests.at(-1)!.images).toEqual([{ mediaType: 'image/png', data: image }]);
  });

  it('changes nothing when the reply is malformed, invalid, refused (429) or late', async () => {
    const day = addDays(TODAY, 5);
    const text = `add breakfast on ${day} and then do the usual`;
    const cases: [() => void, string][] = [
      [
        () => fake.setResponder(() => ({ text: '{"commands": [{"action": "add", "da' })),
        AI_MESSAGES.noJson,
      ],
      [
        () => fake.setResponder(() => reply([{ action: 'add', date: 'friday', mealType: 'tea' }])),
        AI_MESSAGES.invalid,
      ],
      [
        () =>
          fake.setResponder(() => ({
            status: 429,
            type: 'rate_limit_error',
            message: 'slow down',
          })),
        AI_MESSAGES.failed,
      ],
      [
        () =>
          fake.setResponder(() =>
            reply([{ action: 'add', date: day, mealType: 'breakfast' }], 20_000),
          ),
        AI_TIMED_OUT,
      ],
    ];
    for (const [arrange, reason] of cases) {
      arrange();

      const response = await say(cook, text);

      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error.message).toBe(MEAL_COMMAND_MESSAGES.aiUnchanged(reason));
      expect(await meals(cook, day, day)).toEqual([]);
    }
  });
});
