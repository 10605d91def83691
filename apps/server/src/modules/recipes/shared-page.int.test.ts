import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTempDir,
  createTestApp,
  createTestUser,
  multipartFile,
  removeTempDir,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { loadSchemaOrgVocabulary } from '../../../test/schema-org-vocabulary';

/** The shape of the built index.html: the app's own title, description and scripts. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Simmer plans your week of meals in five minutes."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Simmer — plan your meals in 5 minutes a week</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE_NAME = `Nan's "Best" </script><script>alert(1)</script> Stew $& more`;

const stew = {
  name: HOSTILE_NAME,
  description: 'A slow <b>beef</b> stew & dumplings, "the" family classic.',
  cuisine: 'French',
  tags: ['comfort', 'Dinner'],
  dietaryRestrictions: ['gluten-free'],
  prepTime: 20,
  cookTime: 150,
  servings: 6,
  nutritionalInfo: { calories: 540, protein: 38, carbohydrates: 30, fat: 28, fiber: 5 },
  ingredients: [
    { name: 'beef chuck', quantity: 1.5, unit: 'kg', preparation: 'cubed' },
    { name: 'carrots', quantity: 4, unit: '' },
    { name: 'salt', quantity: null, unit: '' },
  ],
  instructions: [
    'Brown the beef in batches. Do not crowd the pan.',
    'Add the carrots and stock.',
    'Simmer for two hours.',
    'Drop in the dumplings.',
    'Rest and serve.',
  ],
};

/**
 * Optional fields Simmer leaves out by design: it holds no review count, videos, step photos or
 * step pages, and names a step only when its first sentence sums up more text after it.
 */
const ABSENT_BY_DESIGN = new Set([
  'Recipe.aggregateRating',
  'Recipe.video',
  'HowToStep.name',
  'HowToStep.image',
  'HowToStep.url',
  'HowToStep.video',
  'HowToStep.itemListElement',
]);
const typeOf = (issue: ValidationIssue) => issue.path[issue.path.length - 1]?.type ?? '';
const summary = (issue: ValidationIssue) =>
  `${issue.severity} ${typeOf(issue)}: ${issue.issueMessage}`;

describe('the shared recipe page', () => {
  let ctx: TestContext;
  let webDist: string;
  let chef: TestUser;
  let recipeId: string;
  let chefId: string;
  let shareId: string;
  let page: { statusCode: number; contentType: string; body: string };

  beforeAll(async () => {
    webDist = createTempDir('simmer-web-');
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({ webDist });
    chef = await createTestUser(ctx, { role: 'chef' });
    const created = await apiCall(ctx, chef, 'POST', '/api/recipes', stew);
    expect(created.statusCode, created.body).toBe(201);
    ({ id: recipeId, chefId } = created.json<{ id: string; chefId: string }>());
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#e8590c' },
    })
      .png()
      .toBuffer();
    const file = multipartFile('stew.png', 'image/png', png);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/images`,
      headers: { cookie: chef.cookie, origin: TEST_ORIGIN, 'content-type': file.contentType },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const shared = await apiCall(ctx, chef, 'POST', `/api/recipes/${recipeId}/shares`);
    shareId = shared.json<{ shareId: string }>().shareId;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/recipe/shared/${shareId}/${recipeId}`,
    });
    page = {
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type']),
      body: response.body,
    };
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    removeTempDir(webDist);
  });

  const pageUrl = () => `${TEST_ORIGIN}/recipe/shared/${shareId}/${recipeId}`;

  it('publishes schema.org Recipe JSON-LD that a schema.org validator accepts', async () => {
    const extracted = new WebAutoExtractor().parse(page.body);
    const issues = await new Validator(loadSchemaOrgVocabulary()).validate(extracted);

    expect(page.statusCode).toBe(200);
    expect(page.contentType).toContain('text/html');
    expect(Object.keys(extracted.jsonld)).toEqual(['Recipe']);
    const unexpected = issues.filter(
      (issue) =>
        issue.severity === 'ERROR' ||
        issue.errorType === 'schemaOrg' ||
        !issue.fieldNames.every((field) => ABSENT_BY_DESIGN.has(`${typeOf(issue)}.${field}`)),
    );
    expect(unexpected.map(summary)).toEqual([]);
    // The validator did look: it reports the optional fields Simmer leaves out.
    expect(issues.map(summary)).toContain(
      'WARNING Recipe: Missing field "aggregateRating" (optional)',
    );
  });

  it('fills every field of the Recipe from the recipe, steps as the page shows them', async () => {
    const $ = cheerio.load(page.body);
    const scripts = $('script[type="application/ld+json"]');
    const recipe = JSON.parse(scripts.first().text()) as Record<string, unknown>;

    expect(scripts).toHaveLength(1);
    expect(recipe).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: HOSTILE_NAME,
      description: stew.description,
      url: pageUrl(),
      author: { '@type': 'Person', url: `${TEST_ORIGIN}/chef/${chefId}` },
      recipeCategory: 'Dinner',
      recipeCuisine: 'French',
      keywords: 'comfort, Dinner',
      suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
      prepTime: 'PT20M',
      cookTime: 'PT2H30M',
      totalTime: 'PT2H50M',
      recipeYield: '6 servings',
      recipeIngredient: ['1.5 kg beef chuck, cubed', '4 carrots', 'salt'],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          position: 1,
          name: 'Brown the beef in batches.',
          text: stew.instructions[0],
        },
        { '@type': 'HowToStep', position: 2, text: stew.instructions[1] },
        { '@type': 'HowToStep', position: 3, text: stew.instructions[2] },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '540 calories',
        proteinContent: '38 g',
        carbohydrateContent: '30 g',
        fatContent: '28 g',
        fiberContent: '5 g',
      },
    });
    expect(new Date(String(recipe.datePublished)).getTime()).not.toBeNaN();
    const images = recipe.image as string[];
    expect(images).toHaveLength(3);
    expect(images.map((url) => /_(large|medium|thumb)\.jpg$/.exec(url)?.[1])).toEqual([
      'large',
      'medium',
      'thumb',
    ]);
    for (const [url, width] of images.map((url, i) => [url, [800, 400, 200][i]] as const)) {
      expect(url.startsWith(`${TEST_ORIGIN}/media/`)).toBe(true);
      const image = await ctx.app.inject({ method: 'GET', url: url.slice(TEST_ORIGIN.length) });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('has its own title, description and canonical link in place of the app’s', () => {
    const $ = cheerio.load(page.body);

    expect($('title')).toHaveLength(1);
    expect($('title').text()).toBe(`${HOSTILE_NAME} — Simmer`);
    expect($('meta[name="description"]')).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')).toBe(stew.description);
    expect($('link[rel="canonical"]').attr('href')).toBe(pageUrl());
    expect($('meta[property="og:title"]').attr('content')).toBe(HOSTILE_NAME);
    expect($('meta[property="og:description"]').attr('content')).toBe(stew.description);
    expect($('meta[property="og:url"]').attr('content')).toBe(pageUrl());
    expect($('meta[property="og:image"]').attr('content')).toMatch(
      new RegExp(`^${TEST_ORIGIN}/media/recipes/${recipeId}/.+_large\\.jpg$`),
    );
  });

  it('lets no recipe text out of its element: no extra script, markup or $-pattern', () => {
    const $ = cheerio.load(page.body);

    expect(
      $('script')
        .toArray()
        .map((s) => $(s).attr('src') ?? $(s).attr('type')),
    ).toEqual(['/theme-init.js', '/assets/index-abc.js', 'application/ld+json']);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<b>beef</b>');
    expect($('#root')).toHaveLength(1);
    expect($('title').text()).toContain('$& more');
  });

  it('keeps a premium recipe’s ingredients and steps out of its JSON-LD', async () => {
    const premium = await apiCall(ctx, chef, 'POST', '/api/recipes', {
      ...stew,
      name: 'Paid Stew',
      isPurchasable: true,
      price: 4.99,
    });
    const share = await apiCall(ctx, chef, 'POST', `/api/recipes/${premium.json().id}/shares`);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/recipe/shared/${share.json().shareId}/${premium.json().id}`,
    });

    const $ = cheerio.load(response.body);
    const recipe = JSON.parse($('script[type="application/ld+json"]').text());
    expect(recipe).toMatchObject({
      name: 'Paid Stew',
      recipeIngredient: [],
      recipeInstructions: [],
    });
  });

  it('serves unknown and revoked links the app’s page, as the spec’s not-found view, kept out of search', async () => {
    await apiCall(ctx, chef, 'DELETE', `/api/recipes/${recipeId}/shares/${shareId}`);

    for (const url of [
      `/recipe/shared/${shareId}/${recipeId}`,
      `/recipe/shared/nope/${recipeId}`,
      `/recipe/shared/${shareId}/not-a-recipe`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const $ = cheerio.load(response.body);
      expect(response.statusCode).toBe(200);
      expect($('title').text()).toBe('Simmer — plan your meals in 5 minutes a week');
      expect($('script[type="application/ld+json"]')).toHaveLength(0);
      expect($('link[rel="canonical"]')).toHaveLength(0);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    }
  });
});
