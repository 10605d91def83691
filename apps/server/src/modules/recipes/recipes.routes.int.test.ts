import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipartFile,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { chefs, recipeStats, userRecipes } from '../../db/schema';

const validRecipe = {
  name: 'Weeknight Dal',
  description: 'Red lentils, cumin and a squeeze of lemon.',
  ingredients: [
    { name: 'red lentils', quantity: 1, unit: 'cup' },
    { name: 'cumin seeds', quantity: 1, unit: 'tsp', preparation: 'toasted' },
  ],
  instructions: [
    'Rinse the lentils.',
    { text: 'Simmer until soft.', estimatedDuration: 20, complexity: 'simple' },
  ],
  prepTime: 10.6,
  cookTime: 25,
  servings: 4,
  cuisine: 'Indian',
  tags: ['dinner', 'healthy'],
  difficulty: 'easy',
};

describe('recipes API', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let other: TestUser;
  let chef: TestUser;
  let admin: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx);
    other = await createTestUser(ctx, { role: 'pro' });
    chef = await createTestUser(ctx, { role: 'chef' });
    admin = await createTestUser(ctx, { role: 'admin' });
    png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (who: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = await call(who, 'POST', '/api/recipes', { ...validRecipe, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string } & Record<string, unknown>>();
  };
  const upload = (
    who: TestUser,
    recipeId: string,
    filename: string,
    type: string,
    data: Buffer,
  ) => {
    const { payload, contentType } = multipartFile(filename, type, data);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/images`,
      headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });
  };

  describe('POST /api/recipes', () => {
    it('applies the rules and writes the recipe, its stats and the creator’s link', async () => {
      const recipe = await create(cook, {
        difficulty: 'unheard-of',
        isPurchasable: true,
        price: 9.99,
      });

      expect(recipe).toMatchObject({
        name: 'Weeknight Dal',
        prepTime: 10,
        cookTime: 25,
        totalTime: 35,
        difficulty: 'medium',
        visibility: 'private',
        isPurchasable: false,
        price: 0,
        status: 'active',
        version: 1,
        createdBy: cook.id,
        chefId: null,
        isLocked: false,
      });
      expect(recipe.instructions).toEqual([
        {
          text: 'Rinse the lentils.',
          estimatedDuration: 5,
          complexity: 'moderate',
          requiresAttention: false,
        },
        {
          text: 'Simmer until soft.',
          estimatedDuration: 20,
          complexity: 'simple',
          requiresAttention: false,
        },
      ]);
      expect(
        await ctx.database.db.select().from(recipeStats).where(eq(recipeStats.recipeId, recipe.id)),
      ).toHaveLength(1);
      const [link] = await ctx.database.db
        .select()
        .from(userRecipes)
        .where(eq(userRecipes.recipeId, recipe.id));
      expect(link?.userId).toBe(cook.id);
    });

    it('gives a chef’s recipe chef visibility and a chef record from the author name', async () => {
      const recipe = await create(chef, {
        author: 'Chef Tester',
        isPurchasable: true,
        price: 4.99,
      });

      expect(recipe).toMatchObject({ visibility: 'chef', isPurchasable: true, price: 4.99 });
      const [record] = await ctx.database.db
        .select()
        .from(chefs)
        .where(eq(chefs.name, 'Chef Tester'));
      expect(recipe.chefId).toBe(record?.id);
    });

    it.each([
      [{ name: '  ' }, 'Recipe name is required'],
      [{ ingredients: [] }, 'At least one ingredient is required'],
      [{ instructions: [] }, 'At least one instruction is required'],
      [{ ingredients: [{ name: '', quantity: 1 }] }, 'Each ingredient must have a name'],
    ])('refuses %j with the spec’s message', async (overrides, message) => {
      const response = await call(cook, 'POST', '/api/recipes', { ...validRecipe, ...overrides });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    });

    it('refuses a purchasable recipe under $0.99', async () => {
      const response = await call(chef, 'POST', '/api/recipes', {
        ...validRecipe,
        isPurchasable: true,
        price: 0.5,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Purchasable recipes must have a price of at least $0.99',
      );
    });

    it('refuses a sixth recipe on the free plan, offering Pro, and lets pro users go on', async () => {
      const free = await createTestUser(ctx);
      for (let i = 0; i < 5; i += 1) await create(free, { name: `Recipe ${i}` });

      const sixth = await call(free, 'POST', '/api/recipes', validRecipe);
      for (let i = 0; i < 6; i += 1) await create(other, { name: `Pro recipe ${i}` });

      expect(sixth.statusCode).toBe(403);
      expect(sixth.json().error).toMatchObject({
        message:
          'You have reached the free plan’s limit of 5 recipes. Upgrade to Pro for unlimited recipes.',
        details: { upgrade: '/pro' },
      });
    });
  });

  describe('ownership', () => {
    it('answers 404 for another user’s private recipe, to read, edit, delete or add an image', async () => {
      const secret = await create(cook, { name: 'Secret family stew' });

      const read = await call(other, 'GET', `/api/recipes/${secret.id}`);
      const edit = await call(other, 'PUT', `/api/recipes/${secret.id}`, {
        ...validRecipe,
        version: 1,
      });
      const remove = await call(other, 'DELETE', `/api/recipes/${secret.id}`);
      const image = await upload(other, secret.id, 'a.png', 'image/png', png);
      const list = await call(other, 'GET', '/api/recipes?limit=50');

      expect([read.statusCode, edit.statusCode, remove.statusCode, image.statusCode]).toEqual([
        404, 404, 404, 404,
      ]);
      expect(read.json().error.message).toBe('Recipe not found');
      expect(list.json().recipes.map((r: { id: string }) => r.id)).not.toContain(secret.id);
    });

    it('lets others read a public recipe but not change it; an admin may', async () => {
      const shared = await create(cook, { name: 'Open sandwich', visibility: 'public' });

      const read = await call(other, 'GET', `/api/recipes/${shared.id}`);
      const edit = await call(other, 'PUT', `/api/recipes/${shared.id}`, {
        ...validRecipe,
        version: 1,
      });
      const adminEdit = await call(admin, 'PUT', `/api/recipes/${shared.id}`, {
        ...validRecipe,
        version: 1,
        name: 'Open sandwich, fixed',
      });

      expect(read.statusCode).toBe(200);
      expect(edit.statusCode).toBe(403);
      expect(adminEdit.json()).toMatchObject({
        name: 'Open sandwich, fixed',
        createdBy: cook.id,
        visibility: 'public',
      });
    });

    it('applies the creator’s selling rights when an admin edits, not the admin’s', async () => {
      const cooks = await create(cook, { name: 'Plain porridge', visibility: 'public' });
      const chefs = await create(chef, { name: 'Chef soup', isPurchasable: true, price: 4.99 });

      const onCooks = await call(admin, 'PUT', `/api/recipes/${cooks.id}`, {
        ...validRecipe,
        version: 1,
        isPurchasable: true,
        price: 9.99,
      });
      const onChefs = await call(admin, 'PUT', `/api/recipes/${chefs.id}`, {
        ...validRecipe,
        version: 1,
        isPurchasable: true,
        price: 14.99,
      });

      expect(onCooks.json()).toMatchObject({
        isPurchasable: false,
        price: 0,
        visibility: 'public',
      });
      expect(onChefs.json()).toMatchObject({
        isPurchasable: true,
        price: 14.99,
        visibility: 'chef',
      });
    });

    it('sends a premium recipe without ingredients and steps to someone who has not bought it', async () => {
      const premium = await create(chef, {
        name: 'Premium tart',
        isPurchasable: true,
        price: 9.99,
      });

      const stranger = await call(cook, 'GET', `/api/recipes/${premium.id}`);
      const creator = await call(chef, 'GET', `/api/recipes/${premium.id}`);

      expect(stranger.json()).toMatchObject({
        isLocked: true,
        ingredients: [],
        instructions: [],
        price: 9.99,
      });
      expect(creator.json()).toMatchObject({ isLocked: false });
      expect(creator.json().ingredients).toHaveLength(2);
    });

    it('bumps the version with each edit, starting at 1', async () => {
      const recipe = await create(other, { name: 'Draft' });

      const first = await call(other, 'PUT', `/api/recipes/${recipe.id}`, {
        ...validRecipe,
        name: 'First edit',
        version: 1,
      });
      const second = await call(other, 'PUT', `/api/recipes/${recipe.id}`, {
        ...validRecipe,
        name: 'Second edit',
        version: 2,
      });

      expect(recipe.version).toBe(1);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect([first.json().version, second.json().version]).toEqual([2, 3]);
    });

    it('refuses an edit from a stale read with 409 and keeps the newer edit whole', async () => {
      const recipe = await create(other, { name: 'Draft' });

      const first = await call(other, 'PUT', `/api/recipes/${recipe.id}`, {
        ...validRecipe,
        name: 'First edit',
        instructions: ['One'],
        version: 1,
      });
      const stale = await call(other, 'PUT', `/api/recipes/${recipe.id}`, {
        ...validRecipe,
        name: 'Second edit',
        instructions: ['A', 'B'],
        version: 1,
      });
      const final = (await call(other, 'GET', `/api/recipes/${recipe.id}`)).json();

      expect(first.statusCode).toBe(200);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'This recipe was changed elsewhere. Reload to see the latest version.',
        },
      });
      expect(final).toMatchObject({ name: 'First edit', version: 2 });
      expect(final.instructions.map((s: { text: string }) => s.text)).toEqual(['One']);
    });

    it('lets exactly one of two simultaneous edits from the same read through', async () => {
      const recipe = await create(other, { name: 'Draft' });

      const responses = await Promise.all(
        ['First edit', 'Second edit'].map((name) =>
          call(other, 'PUT', `/api/recipes/${recipe.id}`, { ...validRecipe, name, version: 1 }),
        ),
      );

      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json();
      const final = (await call(other, 'GET', `/api/recipes/${recipe.id}`)).json();
      expect(final).toMatchObject({ name: winner.name, version: 2 });
    });

    it('asks for the version: an edit without one is refused and changes nothing', async () => {
      const recipe = await create(other, { name: 'Draft' });

      const response = await call(other, 'PUT', `/api/recipes/${recipe.id}`, {
        ...validRecipe,
        name: 'Blind edit',
      });

      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Send the version of the recipe you read');
      expect((await call(other, 'GET', `/api/recipes/${recipe.id}`)).json()).toMatchObject({
        name: 'Draft',
        version: 1,
      });
    });
  });

  describe('images', () => {
    it('stores thumb, medium and large JPEGs, offers a srcset, and deletes every size', async () => {
      const recipe = await create(other, { name: 'Photographed salad' });

      const response = await upload(other, recipe.id, 'salad.png', 'image/png', png);

      expect(response.statusCode).toBe(200);
      const [image] = response.json().images;
      expect(image.srcSet).toBe(`${image.thumb} 200w, ${image.medium} 400w, ${image.large} 800w`);
      const files = [image.thumb, image.medium, image.large].map((url: string) =>
        path.join(ctx.config.dataDir, 'uploads', url.split('?')[0]!.replace('/media/', '')),
      );
      expect(files.every((file) => existsSync(file))).toBe(true);
      expect((await sharp(files[2]).metadata()).width).toBe(800);

      const removed = await call(other, 'DELETE', `/api/recipes/${recipe.id}/images/${image.id}`);

      expect(removed.json().images).toEqual([]);
      expect(files.some((file) => existsSync(file))).toBe(false);
    });

    it('refuses a sixth image, a renamed executable and a file over 5 MB', async () => {
      const recipe = await create(other, { name: 'Gallery' });
      for (let i = 0; i < 5; i += 1)
        expect((await upload(other, recipe.id, `${i}.png`, 'image/png', png)).statusCode).toBe(200);

      const sixth = await upload(other, recipe.id, 'six.png', 'image/png', png);
      const fake = await upload(
        other,
        recipe.id,
        'photo.jpg',
        'image/jpeg',
        Buffer.from('MZ\x90\x00 this is a program'),
      );
      const huge = await upload(
        other,
        recipe.id,
        'big.jpg',
        'image/jpeg',
        Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
      );

      expect(sixth.json().error.message).toBe('Maximum 5 images allowed');
      expect(fake.statusCode).toBe(415);
      expect(fake.json().error.message).toBe(
        'Invalid file type: image/jpeg. Only JPEG, PNG and WebP images are allowed.',
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.message).toBe('Image size must be less than 5MB');
    });

    it('removes the image files with the recipe', async () => {
      const recipe = await create(other, { name: 'Short-lived' });
      const { images } = (await upload(other, recipe.id, 'x.png', 'image/png', png)).json();
      const file = path.join(
        ctx.config.dataDir,
        'uploads',
        images[0].large.split('?')[0].replace('/media/', ''),
      );

      const response = await call(other, 'DELETE', `/api/recipes/${recipe.id}`);

      expect(response.statusCode).toBe(204);
      expect(existsSync(file)).toBe(false);
      expect((await call(other, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    });
  });

  describe('saving (liking)', () => {
    it('saves once however often it is asked, counts it, and unsaves', async () => {
      const recipe = await create(chef, { name: 'Much-loved chowder' });

      const first = await call(cook, 'PUT', `/api/recipes/${recipe.id}/save`);
      const again = await call(cook, 'PUT', `/api/recipes/${recipe.id}/save`);
      const byOther = await call(other, 'PUT', `/api/recipes/${recipe.id}/save`);
      const seen = await call(cook, 'GET', `/api/recipes/${recipe.id}`);
      const unsaved = await call(cook, 'DELETE', `/api/recipes/${recipe.id}/save`);

      expect(first.json()).toEqual({ isSaved: true, saveCount: 1 });
      expect(again.json()).toEqual({ isSaved: true, saveCount: 1 });
      expect(byOther.json()).toEqual({ isSaved: true, saveCount: 2 });
      expect(seen.json()).toMatchObject({ isSaved: true, saveCount: 2 });
      expect(unsaved.json()).toEqual({ isSaved: false, saveCount: 1 });
      const [stats] = await ctx.database.db
        .select()
        .from(recipeStats)
        .where(eq(recipeStats.recipeId, recipe.id));
      expect(stats?.saveCount).toBe(1);
    });

    it('cannot save a recipe the user cannot see', async () => {
      const secret = await create(cook, { name: 'Not for you' });

      const response = await call(other, 'PUT', `/api/recipes/${secret.id}/save`);

      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/recipes', () => {
    it('pages through public, chef and own recipes, newest first', async () => {
      const first = await call(cook, 'GET', '/api/recipes?limit=2');
      const second = await call(
        cook,
        'GET',
        `/api/recipes?limit=2&cursor=${first.json().nextCursor}`,
      );

      expect(first.json().recipes).toHaveLength(2);
      expect(first.json().nextCursor).toBe(2);
      const dates = [...first.json().recipes, ...second.json().recipes].map(
        (r: { createdAt: string }) => r.createdAt,
      );
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('lists each recipe as a card shows it, without its ingredients, steps or nutrition', async () => {
      const created = await create(other, { name: 'Listed like a card' });

      const listed = (await call(other, 'GET', '/api/recipes?q=listed%20card'))
        .json()
        .recipes.find((r: { id: string }) => r.id === created.id);

      expect(listed).toMatchObject({
        name: 'Listed like a card',
        totalTime: created.totalTime,
        servings: created.servings,
        isSaved: false,
        isLocked: false,
      });
      for (const field of ['ingredients', 'instructions', 'nutritionalInfo']) {
        expect(listed).not.toHaveProperty(field);
      }
    });
  });
});
