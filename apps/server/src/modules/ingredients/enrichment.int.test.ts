import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../test/fake-anthropic';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { createAiClient } from '../../lib/ai-client';
import { createIngredientEnrichment } from './enrichment-queue';

const API_KEY = 'sk-ant-test-5b1c0e9d-never-shown';

/** What the fake model knows; any other name it describes generically (see `describeAll`). */
const KNOWN: Record<string, object> = {
  gochujang: {
    canonicalName: 'gochujang',
    category: 'International Foods',
    calories: 196,
    protein: 4.9,
    carbohydrates: 40.4,
    fat: 1.6,
    fiber: 2.1,
    gramsPerCup: 280,
    gramsPerTablespoon: 17.5,
    gramsPerTeaspoon: 5.8,
    gramsPerEach: null,
    eachUnit: null,
  },
  'fish sauce': {
    canonicalName: 'fish sauce',
    category: 'Condiments and Sauces',
    calories: 35,
    protein: 5.1,
    carbohydrates: 3.6,
    fat: 0,
    fiber: 0,
    gramsPerCup: 288,
    gramsPerTablespoon: 18,
    gramsPerTeaspoon: 6,
    gramsPerEach: null,
    eachUnit: null,
  },
};

/** The names a request asked about: the prompt ends with them as a JSON array. */
function namesIn(prompt: string): string[] {
  return JSON.parse(prompt.slice(prompt.lastIndexOf('\n') + 1)) as string[];
}

/** A well-behaved model: every name described, wrapped in prose and a fence as real replies are. */
function describeAll(prompt: string): string {
  const foods = namesIn(prompt).map(
    (name) =>
      KNOWN[name] ?? {
        canonicalName: name,
        category: 'International Foods',
        calories: 100,
        protein: 1,
        carbohydrates: 20,
        fat: 1,
        fiber: 1,
        gramsPerCup: null,
        gramsPerTablespoon: null,
        gramsPerTeaspoon: null,
        gramsPerEach: 30,
        eachUnit: 'piece',
      },
  );
  const array = namesIn(prompt).map((name, i) => ({ name, ...foods[i] }));
  return `Here are the ingredients:\n\`\`\`json\n${JSON.stringify(array, null, 2)}\n\`\`\``;
}

describe('AI enrichment of unknown ingredients', () => {
  let fake: FakeAnthropic;
  let ctx: TestContext;
  let cook: TestUser;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    fake = await startFakeAnthropic({
      apiKey: API_KEY,
      respond: (request) => ({ text: describeAll(fake.promptOf(request)) }),
    });
    ctx = await createTestApp({
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: fake.url },
    });
    cook = await createTestUser(ctx, { role: 'pro' });
  }, 60_000);

  afterEach(async () => {
    await ctx.app.services.ingredientEnrichment.queue?.flush();
    fake.requests.length = 0;
    fake.setResponder((request) => ({ text: describeAll(fake.promptOf(request)) }));
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await ctx.close();
    await fake.close();
  });

  const queue = () => ctx.app.services.ingredientEnrichment.queue!;

  const saveRecipe = async (name: string, lines: string[]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { origin: TEST_ORIGIN, cookie: cook.cookie },
      payload: { name, ingredients: lines.map((text) => ({ text })), instructions: ['Cook.'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; ingredients: { name: string; ingredientId: string }[] }>();
  };

  const getRecipe = async (id: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/recipes/${id}`,
        headers: { cookie: cook.cookie },
      })
    ).json<{
      ingredients: { name: string; ingredientId: string; category: string }[];
      estimatedNutrition: { coveredIngredients: number } | null;
    }>();

  it('turns two unknown ingredients of a saved recipe into catalogue entries the next save matches', async () => {
    const recipe = await saveRecipe('Spicy noodles', [
      '2 tablespoons gochujang',
      '1 tablespoon fish sauce',
      '200 g rice noodles',
    ]);
    expect(recipe.ingredients.map((i) => i.ingredientId)).toEqual([
      'temp-gochujang',
      'temp-fish-sauce',
      expect.not.stringMatching(/^temp-/),
    ]);
    // The save did not wait for the model: a partial batch waits for more names first.
    expect(fake.requests).toHaveLength(0);
    expect(queue().pending).toBe(2);

    await queue().flush();

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers['anthropic-version']).toBeTruthy();
    expect(request!.body).toMatchObject({ max_tokens: 8000 });
    expect(namesIn(fake.promptOf(request!))).toEqual(['gochujang', 'fish sauce']);

    const gochujang = await ctx.app.services.ingredients.matchName('gochujang');
    expect(gochujang).toEqual({
      ingredientId: 'ai-gochujang',
      category: 'International Foods',
      method: 'alias',
    });
    const entry = await ctx.app.inject({
      method: 'GET',
      url: '/api/ingredients/ai-fish-sauce',
      headers: { cookie: cook.cookie },
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({
      id: 'ai-fish-sauce',
      name: 'fish sauce',
      category: 'Condiments and Sauces',
      nutritionalInfo: { calories: 35, protein: 5.1, carbohydrates: 3.6, fat: 0, fiber: 0 },
      portions: { gramsPerTablespoon: 18, gramsPerEach: null },
      source: { name: 'ai', fdcId: null },
    });

    // The saved recipe now points at the new entries, and the next save matches them at once.
    const stored = await getRecipe(recipe.id);
    expect(stored.ingredients.slice(0, 2)).toMatchObject([
      { ingredientId: 'ai-gochujang', category: 'International Foods' },
      { ingredientId: 'ai-fish-sauce', category: 'Condiments and Sauces' },
    ]);
    expect(stored.estimatedNutrition?.coveredIngredients).toBe(3);
    const again = await saveRecipe('Dipping sauce', ['1 teaspoon fish sauce']);
    expect(again.ingredients[0]).toMatchObject({ ingredientId: 'ai-fish-sauce' });
    expect(queue().pending).toBe(0);
  });

  it('sends ten names in one request and keeps the eleventh for the next batch', async () => {
    const names = [
      'zorblax',
      'quimberry',
      'flumroot',
      'trindleleaf',
      'vorpalnut',
      'snickerpod',
      'wumblecress',
      'brattleseed',
      'grizzlecorn',
      'mompleweed',
      'frabjousine',
    ];
    const recipe = await saveRecipe(
      'Eleven strange things',
      names.map((name) => `1 ${name}`),
    );
    expect(recipe.ingredients.every((i) => i.ingredientId.startsWith('temp-'))).toBe(true);

    // A full batch goes at once; the eleventh name waits for its own 2 s.
    await queue().idle();
    expect(fake.requests).toHaveLength(1);
    expect(namesIn(fake.promptOf(fake.requests[0]!))).toEqual(names.slice(0, 10));
    expect(queue().pending).toBe(1);

    await queue().flush();
    expect(fake.requests).toHaveLength(2);
    expect(namesIn(fake.promptOf(fake.requests[1]!))).toEqual([names[10]]);
    for (const name of [names[0]!, names[10]!]) {
      expect(await ctx.app.services.ingredients.matchName(name)).toMatchObject({
        method: 'alias',
        category: 'International Foods',
      });
    }
  });

  it('sends no more unknown names in an hour than its budget, however many recipes arrive', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const enrichment = createIngredientEnrichment({
      db: ctx.database.db,
      ai: createAiClient({ apiKey: API_KEY, baseUrl: fake.url }, log),
      log,
      maxPerHour: 3,
      waitMs: 60_000,
    });
    const placeholders = (names: string[]) =>
      names.map((name) => ({ name, ingredientId: `temp-${name}` }));

    enrichment.enqueuePlaceholders(placeholders(['ash', 'birch', 'ash']));
    enrichment.enqueuePlaceholders(placeholders(['birch', 'cedar', 'deal', 'elm']));

    expect(enrichment.queue!.pending).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await enrichment.close();
  });

  it('queues a name once while it is waiting or in flight', async () => {
    await saveRecipe('Once', ['1 cup wobbleberry jam']);
    await saveRecipe('Twice', ['2 cups wobbleberry jam']);
    await ctx.app.services.ingredients.processIngredient({ name: 'wobbleberry jam' });
    expect(queue().pending).toBe(1);

    await queue().flush();
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    [500, 'api_error', 3, 'glimmerroot'],
    [529, 'overloaded_error', 3, 'glowbark'],
    [401, 'authentication_error', 1, 'gleamstalk'],
  ])(
    'keeps placeholders and logs when the API answers %i (no crash, no unhandled rejection)',
    async (status, type, attempts, name) => {
      const logged = vi.spyOn(ctx.app.log, 'error');
      fake.setResponder(() => ({ status, type }));
      await saveRecipe(`Failing ${status}`, [`1 ${name}`]);

      await queue().flush();

      // The SDK retries 5xx twice (the fake asks for a 1 ms wait) and gives up on a 401 at once.
      expect(fake.requests).toHaveLength(attempts);
      expect(await ctx.app.services.ingredients.matchName(name)).toMatchObject({
        ingredientId: `temp-${name}`,
        method: 'none',
      });
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status }), 'AI request failed');
      expect(inspect(logged.mock.calls, { depth: 10 })).not.toContain(API_KEY);
      expect(unhandled).toEqual([]);

      // Nothing is retried in a loop afterwards.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.requests).toHaveLength(attempts);
    },
  );

  // Each case asks about its own name: a name the model declined is not asked about again.
  it.each([
    ['prose without JSON', 'snarfleaf', { text: 'Sorry, I cannot help with that.' }],
    [
      'a cut-off array',
      'sniggleroot',
      { text: '[{"name": "snorkelweed", "canonicalName": "snork' },
    ],
    ['an object instead of an array', 'snoodlepea', { text: '{"ingredients": "none"}' }],
    ['no text block', 'snozzcumber', { empty: true as const }],
    [
      'an item with a made-up category and impossible nutrition',
      'snorkelweed',
      {
        text: JSON.stringify([
          {
            name: 'snorkelweed',
            canonicalName: 'snorkelweed',
            category: 'Space Food',
            calories: 5000,
            protein: 1,
            carbohydrates: 1,
            fat: 1,
            fiber: 1,
          },
        ]),
      },
    ],
    [
      'a refusal for the name',
      'snaggletuber',
      { text: '[{"name": "snorkelweed", "unknown": true}]' },
    ],
  ])('keeps the placeholder for an unusable reply: %s', async (_label, name, reply) => {
    fake.setResponder(() => ({
      ...reply,
      ...('text' in reply ? { text: reply.text.replaceAll('snorkelweed', name) } : {}),
    }));
    const recipe = await saveRecipe('Unusable', [`3 ${name}`]);

    await queue().flush();

    expect(fake.requests).toHaveLength(1);
    expect(await ctx.app.services.ingredients.matchName(name)).toMatchObject({ method: 'none' });
    const stored = await getRecipe(recipe.id);
    expect(stored.ingredients[0]).toMatchObject({
      ingredientId: `temp-${name}`,
      category: 'Other',
    });
    expect(unhandled).toEqual([]);
  });

  it('describes the names it can and leaves the others placeholders', async () => {
    fake.setResponder(() => ({
      text: JSON.stringify([
        { name: 'quibbleseed', ...KNOWN.gochujang, canonicalName: 'quibbleseed' },
        { name: 'blarghfruit', unknown: true },
      ]),
    }));
    await saveRecipe('Half known', ['1 quibbleseed', '1 blarghfruit']);

    await queue().flush();

    expect(await ctx.app.services.ingredients.matchName('quibbleseed')).toMatchObject({
      ingredientId: 'ai-quibbleseed',
    });
    expect(await ctx.app.services.ingredients.matchName('blarghfruit')).toMatchObject({
      method: 'none',
    });
    // A name the model declined is not asked about again.
    await saveRecipe('Half known again', ['2 blarghfruit']);
    expect(queue().pending).toBe(0);
  });

  it('never shows the API key in a response', async () => {
    const recipe = await saveRecipe('Keyless view', ['1 tablespoon gochujang']);
    await queue().flush();
    const responses = await Promise.all(
      [`/api/recipes/${recipe.id}`, '/api/ingredients/ai-gochujang', '/api/health'].map((url) =>
        ctx.app.inject({ method: 'GET', url, headers: { cookie: cook.cookie } }),
      ),
    );
    for (const response of responses) expect(response.body).not.toContain(API_KEY);
  });
});

describe('without ANTHROPIC_API_KEY', () => {
  let fake: FakeAnthropic;
  let ctx: TestContext;

  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: API_KEY });
    ctx = await createTestApp({ env: { ANTHROPIC_BASE_URL: fake.url } });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('calls nothing and keeps placeholders; saves work as before', async () => {
    const cook = await createTestUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { origin: TEST_ORIGIN, cookie: cook.cookie },
      payload: {
        name: 'Plain',
        ingredients: [{ text: '1 tablespoon gochujang' }],
        instructions: ['x'],
      },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().ingredients[0]).toMatchObject({
      ingredientId: 'temp-gochujang',
      category: 'Other',
    });
    expect(ctx.app.services.ingredientEnrichment).toMatchObject({ enabled: false, queue: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(0);
  });
});
