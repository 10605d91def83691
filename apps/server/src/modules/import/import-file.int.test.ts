import { IMPORT_MESSAGES, type ImportFileResult, type ImportHistory } from '@simmer/domain/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

/** A Recipe as another app exports it. */
const pancakes = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Recipe',
  name: 'Buttermilk Pancakes',
  recipeYield: '4',
  totalTime: 'PT25M',
  recipeCuisine: 'American',
  image: { '@type': 'ImageObject', url: 'https://images.example/pancakes.jpg' },
  url: 'https://cook.example/pancakes',
  recipeIngredient: ['2 cups flour', '2 cups buttermilk', '2 eggs'],
  recipeInstructions: 'Whisk everything together.\nCook on a hot griddle.',
  ...extra,
});

describe('recipe import from a recipe file', () => {
  let ctx: TestContext;
  let free: TestUser;
  // Imports are limited per user (10 a minute): each test imports as a cook of its own.
  const newCook = () => createTestUser(ctx, { role: 'pro' });

  beforeAll(async () => {
    ctx = await createTestApp();
    free = await createTestUser(ctx);
  }, 60_000);
  afterAll(() => ctx?.close());

  function upload(
    user: TestUser | null,
    body: string | Buffer,
    options: { name?: string; type?: string; query?: string } = {},
  ) {
    const { payload, contentType } = multipartFile(
      options.name ?? 'recipes.json',
      options.type ?? 'application/json',
      Buffer.isBuffer(body) ? body : Buffer.from(body),
    );
    return ctx.app.inject({
      method: 'POST',
      url: `/api/imports/file${options.query ?? ''}`,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': contentType,
        ...(user ? { cookie: user.cookie } : {}),
      },
      payload,
    });
  }

  it('reads a single Recipe object into the review’s draft, with its image offered', async () => {
    const pro = await newCook();
    const response = await upload(
      pro,
      JSON.stringify({ '@context': 'https://schema.org', ...pancakes() }),
      {
        name: 'pancakes.jsonld',
        type: 'application/ld+json',
      },
    );

    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportFileResult>();
    expect(result.fileRecipes).toEqual(['Buttermilk Pancakes']);
    expect(result.draft).toMatchObject({
      name: 'Buttermilk Pancakes',
      servings: 4,
      totalTime: 25,
      cuisine: 'American',
      sourceUrl: 'https://cook.example/pancakes',
      images: [{ url: 'https://images.example/pancakes.jpg', type: 'main' }],
    });
    expect(result.draft!.ingredients.map((ingredient) => ingredient.name)).toEqual([
      'flour',
      'buttermilk',
      'eggs',
    ]);
    expect(result.draft!.instructions.map((step) => step.text)).toEqual([
      'Whisk everything together.',
      'Cook on a hot griddle.',
    ]);
  });

  it('reads an array, an @graph or a nested mainEntity, and reviews the recipe asked for', async () => {
    const pro = await newCook();
    const waffles = pancakes({ name: 'Waffles', '@type': ['Recipe', 'NewsArticle'] });
    const files = [
      JSON.stringify([pancakes(), waffles]),
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebSite' }, pancakes(), waffles],
      }),
      JSON.stringify([
        { '@type': 'WebPage', mainEntity: pancakes() },
        { '@type': 'WebPage', mainEntity: waffles },
      ]),
    ];
    for (const file of files) {
      const first = await upload(pro, file);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<ImportFileResult>()).toMatchObject({
        fileRecipes: ['Buttermilk Pancakes', 'Waffles'],
        draft: { name: 'Buttermilk Pancakes' },
      });
      const second = await upload(pro, file, { query: '?recipe=1' });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<ImportFileResult>().draft).toMatchObject({ name: 'Waffles' });
    }
    const beyond = await upload(pro, files[0]!, { query: '?recipe=2' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ error: { message: IMPORT_MESSAGES.noSuchRecipeInFile } });
    expect((await upload(pro, files[0]!, { query: '?recipe=-1' })).statusCode).toBe(400);
    expect((await upload(pro, files[0]!, { query: '?recipe=two' })).statusCode).toBe(400);
  });

  it('reads Mealie’s recipe JSON, which has no @type and ingredient objects', async () => {
    const pro = await newCook();
    const mealie = {
      name: 'Mealie Chili',
      slug: 'mealie-chili',
      orgURL: 'https://chili.example/recipe',
      recipeYield: '6 servings',
      recipeIngredient: [
        {
          quantity: 1,
          unit: { name: 'pound' },
          food: { name: 'beef' },
          note: '',
          display: '1 pound ground beef',
        },
        { note: 'salt to taste', display: 'salt to taste' },
      ],
      recipeInstructions: [{ title: '', text: 'Brown the beef.' }, { text: 'Simmer for 1 hour.' }],
    };

    const response = await upload(pro, JSON.stringify(mealie));

    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json<ImportFileResult>().draft!;
    expect(draft).toMatchObject({
      name: 'Mealie Chili',
      servings: 6,
      sourceUrl: 'https://chili.example/recipe',
    });
    expect(draft.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '1 pound ground beef',
      'salt to taste',
    ]);
    expect(draft.instructions.map((step) => step.estimatedDuration)).toEqual([5, 60]);
  });

  it('refuses what is not a recipe file with a clear message, before recording anything', async () => {
    const pro = await newCook();
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/imports',
        headers: { cookie: pro.cookie },
      })
    ).json<ImportHistory>().imports.length;
    const cases: [string | Buffer, number, string][] = [
      ['this is not json', 400, IMPORT_MESSAGES.notJsonFile],
      ['', 400, IMPORT_MESSAGES.chooseFile],
      ['"just a string"', 400, IMPORT_MESSAGES.notJsonFile],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]), 400, IMPORT_MESSAGES.notJsonFile],
      [JSON.stringify({ '@type': 'WebSite', name: 'A blog' }), 400, IMPORT_MESSAGES.noRecipeInFile],
      [JSON.stringify([]), 400, IMPORT_MESSAGES.noRecipeInFile],
      [Buffer.alloc(5 * 1024 * 1024 + 10, ' '), 413, IMPORT_MESSAGES.fileTooLarge],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(pro, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ error: { message } });
    }
    const after = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/imports',
        headers: { cookie: pro.cookie },
      })
    ).json<ImportHistory>().imports.length;
    expect(after).toBe(before);
  });

  it('records a recipe without ingredients or steps as a failed import, which cannot be retried', async () => {
    const pro = await newCook();
    const response = await upload(pro, JSON.stringify({ '@type': 'Recipe', name: 'Only a name' }), {
      name: 'empty.json',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { message: IMPORT_MESSAGES.noRecipeInFile } });
    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/imports',
        headers: { cookie: pro.cookie },
      })
    ).json<ImportHistory>();
    expect(history.imports[0]).toMatchObject({
      source: 'file',
      status: 'failed',
      excerpt: 'empty.json',
      canRetry: false,
    });
  });

  it('needs a session and the import permission', async () => {
    const file = JSON.stringify(pancakes());
    expect((await upload(null, file)).statusCode).toBe(401);
    expect((await upload(free, file)).statusCode).toBe(403);
  });
});
