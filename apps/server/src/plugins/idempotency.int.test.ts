import { gunzipSync } from 'node:zlib';
import { MEAL_COMMAND_MESSAGES, type MealCommandResult } from '@simmer/domain/meal-commands';
import { addDays, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const TODAY = toIsoDay(new Date());

describe('Idempotency-Key on writes', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    other = await createTestUser(ctx, { role: 'pro' });
  });
  afterAll(() => ctx.close());

  const send = (
    user: TestUser,
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
    key?: string,
    extra: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie: user.cookie,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...extra,
      },
      payload,
    });
  const mealsOn = async (user: TestUser, day: string) =>
    (await apiCall(ctx, user, 'GET', `/api/meals?start=${day}&end=${day}`)).json<{
      meals: Meal[];
    }>().meals;

  it('does a retried write once and answers the retry with the first answer', async () => {
    const day = addDays(TODAY, 2);
    const body = { kind: 'placeholder', date: day, mealType: 'dinner', title: 'Soup night' };

    const first = await send(cook, 'POST', '/api/meals', body, 'meal-1');
    const retry = await send(cook, 'POST', '/api/meals', body, 'meal-1');

    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Meal>().id).toBe(first.json<Meal>().id);
    expect(await mealsOn(cook, day)).toHaveLength(1);
  });

  it('keeps keys per user and runs writes without a key every time', async () => {
    const day = addDays(TODAY, 3);
    const body = { kind: 'placeholder', date: day, mealType: 'lunch', title: 'Leftovers' };

    await send(cook, 'POST', '/api/meals', body, 'shared-key');
    const theirs = await send(other, 'POST', '/api/meals', body, 'shared-key');
    await send(cook, 'POST', '/api/meals', body);
    await send(cook, 'POST', '/api/meals', body);

    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealsOn(other, day)).toHaveLength(1);
    expect(await mealsOn(cook, day)).toHaveLength(3);
  });

  it('refuses a key used for another request, and a malformed key', async () => {
    const body = { kind: 'placeholder', date: addDays(TODAY, 4), mealType: 'dinner' };
    await send(cook, 'POST', '/api/meals', body, 'meal-2');

    const elsewhere = await send(
      cook,
      'POST',
      '/api/meal-commands',
      { text: 'add dinner tomorrow', today: TODAY },
      'meal-2',
    );
    const malformed = await send(cook, 'POST', '/api/meals', body, 'no spaces allowed');

    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });

  it('forgets a failed request, so its retry runs', async () => {
    const day = addDays(TODAY, 5);

    const failed = await send(
      cook,
      'POST',
      '/api/meals',
      { kind: 'placeholder', date: 'someday', mealType: 'dinner' },
      'meal-3',
    );
    const fixed = await send(
      cook,
      'POST',
      '/api/meals',
      { kind: 'placeholder', date: day, mealType: 'dinner' },
      'meal-3',
    );

    expect(failed.statusCode).toBe(400);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealsOn(cook, day)).toHaveLength(1);
  });

  it('adds a Smart Meal Planning message once when two copies race', async () => {
    const day = addDays(TODAY, 6);
    const message = { text: `add lunch on ${day}`, today: TODAY };

    const answers = await Promise.all(
      [0, 1, 2].map(() => send(cook, 'POST', '/api/meal-commands', message, 'msg-race')),
    );

    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    }
    expect((await mealsOn(cook, day)).filter((m) => m.mealType === 'lunch')).toHaveLength(1);
    const retry = await send(cook, 'POST', '/api/meal-commands', message, 'msg-race');
    expect(retry.statusCode).toBe(200);
    expect(retry.json<MealCommandResult>().message).toBe(MEAL_COMMAND_MESSAGES.added(1));
    expect((await mealsOn(cook, day)).filter((m) => m.mealType === 'lunch')).toHaveLength(1);
  });

  it('replays a compressed answer whole', async () => {
    const day = addDays(TODAY, 7);
    const notes = 'Slow-cooked with plenty of garlic and thyme. '.repeat(22);
    const body = { kind: 'placeholder', date: day, mealType: 'dinner', notes };
    const gzip = { 'accept-encoding': 'gzip' };

    const first = await send(cook, 'POST', '/api/meals', body, 'meal-gz', gzip);
    const retry = await send(cook, 'POST', '/api/meals', body, 'meal-gz', gzip);

    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(retry.headers['content-encoding']).toBe('gzip');
    const read = (raw: Buffer) => JSON.parse(gunzipSync(raw).toString()) as Meal;
    expect(read(retry.rawPayload)).toEqual(read(first.rawPayload));
    expect(await mealsOn(cook, day)).toHaveLength(1);
  });
});
