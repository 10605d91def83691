import type { ImportFileResult, ImportSaveResult } from '@simmer/domain/import';
import type { Recipe } from '@simmer/domain/recipes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

type JsonLd = Record<string, unknown>;

const GINGER_SOUP = {
  name: 'Carrot & Ginger Soup',
  description: 'Bright and warming.',
  visibility: 'private',
  prepTime: 15,
  cookTime: 30,
  servings: 6,
  cuisine: 'Thai',
  tags: ['soup', 'vegan'],
  dietaryRestrictions: ['vegan'],
  nutritionalInfo: { calories: 180, protein: 3, carbohydrates: 24, fat: 8, fiber: 5 },
  ingredients: [
    { name: 'carrots', quantity: 500, unit: 'g', preparation: 'chopped' },
    { name: 'fresh ginger', quantity: 1, unit: 'tbsp', preparation: 'grated' },
    { name: 'vegetable stock', quantity: 1.5, unit: 'cup', preparation: '' },
  ],
  instructions: [
    { text: 'Soften the carrots and ginger in oil.', estimatedDuration: 10 },
    { text: 'Add the stock and simmer until tender.', estimatedDuration: 20 },
    { text: 'Blend until smooth.', estimatedDuration: 3, component: 'To finish' },
  ],
};

describe('recipe files: export', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let chef: TestUser;
  let png: Buffer;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function createRecipe(user: TestUser, recipe: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/recipes', recipe);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Recipe>();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    [owner, other, chef] = await Promise.all([
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'chef' }),
    ]);
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => ctx?.close());

  it('downloads one recipe as schema.org Recipe JSON-LD with absolute image URLs', async () => {
    const recipe = await createRecipe(owner, GINGER_SOUP);
    const { payload, contentType } = multipartFile('soup.png', 'image/png', png);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/images`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const response = await call(owner, 'GET', `/api/recipes/${recipe.id}/export`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="carrot-ginger-soup.json"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const file = response.json<JsonLd>();
    expect(file).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Carrot & Ginger Soup',
      description: 'Bright and warming.',
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      totalTime: 'PT45M',
      recipeYield: '6 servings',
      recipeCuisine: 'Thai',
      keywords: 'soup, vegan',
      suitableForDiet: ['https://schema.org/VeganDiet'],
      recipeIngredient: [
        '500 g carrots, chopped',
        '1 tbsp fresh ginger, grated',
        '1 ½ cups vegetable stock',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          text: 'Soften the carrots and ginger in oil.',
          timeRequired: 'PT10M',
        },
        {
          '@type': 'HowToStep',
          text: 'Add the stock and simmer until tender.',
          timeRequired: 'PT20M',
        },
        {
          '@type': 'HowToSection',
          name: 'To finish',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Blend until smooth.', timeRequired: 'PT3M' },
          ],
        },
      ],
      nutrition: { '@type': 'NutritionInformation', calories: '180 calories', fiberContent: '5 g' },
    });
    // A private recipe's image: absolute and signed, so it loads outside the app for a while.
    const [image] = file.image as string[];
    expect(image).toMatch(
      new RegExp(
        `^${TEST_ORIGIN}/media/recipes/${recipe.id}/.+_large\\.jpg\\?expires=\\d+&signature=`,
      ),
    );
    const media = await ctx.app.inject({ method: 'GET', url: image!.slice(TEST_ORIGIN.length) });
    expect(media.statusCode).toBe(200);
  });

  it('exports only what the user may read: never another’s private recipe or a locked premium one', async () => {
    const secret = await createRecipe(owner, { ...GINGER_SOUP, name: 'Secret Soup' });
    const open = await createRecipe(owner, {
      ...GINGER_SOUP,
      name: 'Open Soup',
      visibility: 'public',
    });
    const premium = await createRecipe(chef, {
      ...GINGER_SOUP,
      name: 'Premium Soup',
      isPurchasable: true,
      price: 4.99,
    });

    expect((await call(null, 'GET', `/api/recipes/${open.id}/export`)).statusCode).toBe(401);
    expect((await call(other, 'GET', `/api/recipes/${secret.id}/export`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/recipes/${open.id}/export`)).statusCode).toBe(200);
    const locked = await call(other, 'GET', `/api/recipes/${premium.id}/export`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: { message: 'Buy this recipe to export it' } });
    expect((await call(chef, 'GET', `/api/recipes/${premium.id}/export`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/recipes/not-a-recipe/export')).statusCode).toBe(404);
  });

  it('downloads the whole box: the user’s own recipes and the ones they saved, in an @graph', async () => {
    const cook = await createTestUser(ctx, { role: 'pro' });
    const mine = await createRecipe(cook, { ...GINGER_SOUP, name: 'My Soup' });
    const mineToo = await createRecipe(cook, { ...GINGER_SOUP, name: 'My Stew' });
    const theirs = await createRecipe(other, {
      ...GINGER_SOUP,
      name: 'Their Public Soup',
      visibility: 'public',
    });
    await createRecipe(other, { ...GINGER_SOUP, name: 'Their Unsaved Soup', visibility: 'public' });
    await createRecipe(other, { ...GINGER_SOUP, name: 'Their Private Soup' });
    const premium = await createRecipe(chef, {
      ...GINGER_SOUP,
      name: 'Premium Saved Soup',
      isPurchasable: true,
      price: 4.99,
    });
    for (const id of [theirs.id, premium.id]) {
      const saved = await call(cook, 'PUT', `/api/recipes/${id}/save`);
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }

    expect((await call(null, 'GET', '/api/recipes/export')).statusCode).toBe(401);
    const response = await call(cook, 'GET', '/api/recipes/export');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="simmer-recipes-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json<{ '@context': string; '@graph': JsonLd[] }>();
    expect(file['@context']).toBe('https://schema.org');
    // Newest first; a premium recipe saved but not bought stays out.
    expect(file['@graph'].map((node) => node.name)).toEqual([
      'Their Public Soup',
      'My Stew',
      'My Soup',
    ]);
    expect(file['@graph'].map((node) => node.identifier)).toEqual([theirs.id, mineToo.id, mine.id]);
    expect(file['@graph'].every((node) => node['@type'] === 'Recipe' && !node['@context'])).toBe(
      true,
    );

    // Another user's box holds none of these.
    const empty = await createTestUser(ctx);
    const none = await call(empty, 'GET', '/api/recipes/export');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ '@context': 'https://schema.org', '@graph': [] });
  });

  it('comes back through the file import as the same recipe', async () => {
    const recipe = await createRecipe(owner, { ...GINGER_SOUP, name: 'Round Trip Soup' });
    const exported = await call(owner, 'GET', `/api/recipes/${recipe.id}/export`);
    const { payload, contentType } = multipartFile(
      'round-trip-soup.json',
      'application/ld+json',
      Buffer.from(exported.body),
    );
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/file',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json<ImportFileResult>();
    expect(result.fileRecipes).toEqual(['Round Trip Soup']);
    expect(result.import).toMatchObject({
      source: 'file',
      method: 'json-ld',
      excerpt: 'round-trip-soup.json',
      canRetry: false,
    });
    const draft = result.draft!;
    expect(draft).toMatchObject({
      name: 'Round Trip Soup',
      description: 'Bright and warming.',
      prepTime: 15,
      cookTime: 30,
      servings: 6,
      cuisine: 'Thai',
      tags: ['soup', 'vegan'],
    });
    expect(
      draft.ingredients.map(({ name, quantity, unit, preparation }) => ({
        name,
        quantity,
        unit,
        preparation,
      })),
    ).toEqual([
      { name: 'carrots', quantity: 500, unit: 'gram', preparation: 'chopped' },
      { name: 'fresh ginger', quantity: 1, unit: 'tablespoon', preparation: 'grated' },
      { name: 'vegetable stock', quantity: 1.5, unit: 'cup', preparation: '' },
    ]);
    expect(draft.instructions).toEqual([
      {
        text: 'Soften the carrots and ginger in oil.',
        estimatedDuration: 10,
        complexity: 'moderate',
      },
      {
        text: 'Add the stock and simmer until tender.',
        estimatedDuration: 20,
        complexity: 'moderate',
      },
      {
        text: 'Blend until smooth.',
        estimatedDuration: 3,
        complexity: 'moderate',
        component: 'To finish',
      },
    ]);

    const saved = await call(owner, 'POST', `/api/imports/${result.import!.id}/save`, {
      name: draft.name,
      description: draft.description,
      prepTime: draft.prepTime,
      cookTime: draft.cookTime,
      servings: draft.servings,
      cuisine: draft.cuisine,
      tags: draft.tags,
      ingredients: draft.ingredients.map(({ name, quantity, unit, preparation }) => ({
        name,
        quantity,
        unit,
        preparation,
      })),
      instructions: draft.instructions,
      sourceUrl: draft.sourceUrl,
      imageUrls: [],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const copy = (
      await call(owner, 'GET', `/api/recipes/${saved.json<ImportSaveResult>().recipeId}`)
    ).json<Recipe>();
    expect(copy).toMatchObject({
      name: 'Round Trip Soup',
      visibility: 'private',
      servings: 6,
      cuisine: 'Thai',
      instructions: [
        expect.objectContaining({ estimatedDuration: 10 }),
        expect.objectContaining({ estimatedDuration: 20 }),
        expect.objectContaining({ estimatedDuration: 3, component: 'To finish' }),
      ],
    });
  });
});
