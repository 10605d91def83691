import { PLANNING_MESSAGES, type PlanCandidate } from '@simmer/domain/planning';
import { defaultCookingProfile, type CookingProfile } from '@simmer/domain/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../test/fake-anthropic';
import { createAiClient, type AiClient } from '../../lib/ai-client';
import { AppError } from '../../lib/app-error';
import { generateAiPlan, weeklyPlanPrompt } from './ai-plan';

const API_KEY = 'sk-ant-test-ai-plan';
const WEEK = '2026-11-29';
const log = { warn: () => undefined, error: () => undefined };

const profile: CookingProfile = {
  ...defaultCookingProfile(),
  mealPreferences: {
    breakfast: { enabled: false, servings: 2 },
    lunch: { enabled: false, servings: 2 },
    dinner: { enabled: true, servings: 3 },
    snack: { enabled: false, servings: 1 },
  },
  dietaryRestrictions: ['vegetarian'],
  weekdayCookingFrequency: 1,
  weekendCookingFrequency: 1,
  cuisinePreferences: [{ cuisine: 'Thai', rating: 1 }],
};

const dish = (name: string, ingredients: string[]) => ({
  name,
  cuisine: 'Thai',
  prepTime: 10,
  cookTime: 15,
  servings: 3,
  difficulty: 'easy',
  ingredients,
  instructions: ['Cook.'],
});

const curry: PlanCandidate = {
  id: 'curry-1',
  name: 'Green curry',
  cuisine: 'Thai',
  totalTime: 30,
  difficulty: 'easy',
  tags: [],
  dietaryRestrictions: ['vegetarian'],
  servings: 4,
  estimatedCost: null,
  ingredients: [],
};

describe('generateAiPlan', () => {
  let fake: FakeAnthropic;
  let ai: AiClient;

  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: API_KEY });
    ai = createAiClient({ apiKey: API_KEY, baseUrl: fake.url }, log, { maxRetries: 0 })!;
  });
  afterAll(() => fake.close());

  const plan = (timeoutMs?: number) =>
    generateAiPlan({
      ai,
      profile,
      persona: 'health',
      options: { weekStart: WEEK, seed: 1, today: '2026-11-24', occupied: [] },
      findRecipes: (names) => Promise.resolve(names.includes('green curry') ? [curry] : []),
      log,
      timeoutMs,
    });

  it('asks for the cooking days with the profile, and reads the reply into meals', async () => {
    // Sunday (weekend) and Monday (the one weekday).
    fake.queue({
      text: JSON.stringify({
        weeklyPlan: {
          '2026-11-29': { dinner: dish('Green Curry', ['1 can coconut milk']) },
          '2026-11-30': { dinner: dish('Pork larb', ['500 g pork mince', '1 lime']) },
        },
      }),
    });

    const { plan: week, drafts } = await plan();

    const request = fake.requests.at(-1)!;
    expect(request.body.max_tokens).toBe(4000);
    expect(request.text).toBe(
      weeklyPlanPrompt(profile, 'health', [
        { date: '2026-11-29', mealTypes: ['dinner'] },
        { date: '2026-11-30', mealTypes: ['dinner'] },
      ]),
    );
    expect(request.text).toContain('Dietary restrictions (never break them): vegetarian.');
    expect(week.meals.map((m) => [m.date, m.kind, m.recipeId, m.servings])).toEqual([
      ['2026-11-29', 'recipe', 'curry-1', 3],
      // The model broke the diet: the meal is left for the cook.
      ['2026-11-30', 'placeholder', null, 3],
    ]);
    expect(drafts.size).toBe(0);
    expect(week.message).toMatch(/left 1 meal as placeholders/);
  });

  it('proposes a new recipe for a dish the cook does not have', async () => {
    fake.queue({
      text: JSON.stringify({
        weeklyPlan: {
          '2026-11-29': { dinner: dish('Tofu pad thai', ['200 g rice noodles', '1 block tofu']) },
        },
      }),
    });

    const { plan: week, drafts } = await plan();

    expect(week.meals[0]).toMatchObject({ kind: 'recipe', recipeId: null, name: 'Tofu pad thai' });
    expect(drafts.get(week.meals[0]!)).toMatchObject({
      name: 'Tofu pad thai',
      ingredients: [{ text: '200 g rice noodles' }, { text: '1 block tofu' }],
      tags: ['dinner'],
    });
  });

  it('gives up after its timeout and says nothing changed', async () => {
    fake.queue({ text: '{"weeklyPlan":{}}', delayMs: 2_000 });

    const failure = await plan(100).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toBe(PLANNING_MESSAGES.aiFailedNothingChanged);
    expect((failure as AppError).details).toEqual({ reason: 'timeout' });
    expect((failure as AppError).statusCode).toBe(503);
  });
});
