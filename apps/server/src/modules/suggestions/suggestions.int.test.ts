import { addDays, MEAL_MESSAGES, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import type { StoryRecipe, SuggestedRecipe } from '@simmer/domain/suggestions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeImages, recipes, userRecipes } from '../../db/schema';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';

const TOMORROW = addDays(toIsoDay(new Date()), 1);

describe('the Recipe Wizard suggestions and the stories feed', () => {
  let ctx: TestContext;
  let chef: TestUser;
  let cook: TestUser;
  let newcomer: TestUser;
  let buyer: TestUser;
  let free: TestUser;
  let ids: Record<string, string>;

  const call = (user: TestUser | null, url: string) => apiCall(ctx, user, 'GET', url);

  async function createRecipe(user: TestUser, body: Record<string, unknown>) {
    const response = await apiCall(ctx, user, 'POST', '/api/recipes', {
      instructions: ['Cook it.'],
      ingredients: [{ name: 'water', quantity: 1 }],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function addMeal(user: TestUser, body: Record<string, unknown>) {
    const response = await apiCall(ctx, user, 'POST', '/api/meals', { date: TOMORROW, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Meal>();
  }

  async function suggestions(user: TestUser, mealId: string, exclude: string[] = []) {
    const query = exclude.length > 0 ? `?exclude=${exclude.join(',')}` : '';
    const response = await call(user, `/api/meals/${mealId}/suggestions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ suggestions: SuggestedRecipe[] }>().suggestions;
  }

  async function stories(user: TestUser) {
    const response = await call(user, '/api/stories');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipes: StoryRecipe[] }>().recipes;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    [chef, cook, newcomer, buyer, free] = await Promise.all([
      createTestUser(ctx, { role: 'chef' }),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx, { role: 'pro' }),
      createTestUser(ctx),
    ]);
    // A chef's recipes are public (spec 2 §6).
    const publicRecipes = {
      greekSalad: { name: 'Greek salad', cuisine: 'Greek' },
      souvlaki: { name: 'Souvlaki', cuisine: 'Greek' },
      misoSoup: { name: 'Miso soup', cuisine: 'Japanese' },
      club: { name: 'Club', tags: ['Sandwich'] },
      stew: { name: 'Beef stew', cuisine: 'French' },
      favourite: { name: 'Lentil salad', tags: ['vegan'] },
    };
    ids = {};
    for (const [key, body] of Object.entries(publicRecipes)) {
      ids[key] = await createRecipe(chef, body);
    }
    ids.premium = await createRecipe(chef, {
      name: 'Golden Greek salad',
      cuisine: 'Greek',
      isPurchasable: true,
      price: 4.99,
      ingredients: [{ name: 'saffron threads', quantity: 1 }],
    });
    ids.cooksOwn = await createRecipe(cook, { name: 'My Greek salad', cuisine: 'Greek' });
    ids.othersPrivate = await createRecipe(newcomer, {
      name: 'Secret Greek soup',
      cuisine: 'Greek',
    });
    // The cook keeps 10 own recipes (no stories); the newcomer has 1 and gets the stories too.
    for (let i = 0; i < 8; i += 1) await createRecipe(cook, { name: `Cook's dish ${i}` });
    for (const user of [cook, newcomer]) {
      const saved = await apiCall(ctx, user, 'PUT', `/api/recipes/${ids.favourite}/save`);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // No checkout yet: a purchase is the buyer's link to the recipe with its purchase id.
    await ctx.database.db.insert(userRecipes).values({
      userId: buyer.id,
      recipeId: ids.premium,
      source: 'purchase',
      purchaseId: 'purchase-1',
      status: 'active',
    });
  }, 60_000);
  afterAll(() => ctx.close());

  describe('GET /api/meals/:id/suggestions', () => {
    it('asks for a session, and refuses a free user in the words of the upgrade dialog', async () => {
      const meal = await addMeal(free, { kind: 'placeholder', mealType: 'lunch' });

      expect((await call(null, `/api/meals/${meal.id}/suggestions`)).statusCode).toBe(401);
      const refused = await call(free, `/api/meals/${meal.id}/suggestions`);

      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(MEAL_MESSAGES.wizardUpgrade);
    });

    it('ranks by relevance: cuisine on the title +2, a keyword of the meal type +1', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', mealType: 'lunch', title: 'Greek' });

      const found = await suggestions(cook, meal.id);

      const scored = found.map((recipe) => [recipe.name, recipe.relevance]);
      expect(scored.slice(0, 2)).toEqual([
        ['Greek salad', 3],
        ['Souvlaki', 2],
      ]);
      expect(scored.slice(2, 4)).toEqual(
        expect.arrayContaining([
          ['Miso soup', 1],
          ['Club', 1],
        ]),
      );
      expect(scored).toContainEqual(['Beef stew', 0]);
      expect(found[0]!.ingredients.length).toBeGreaterThan(0);
    });

    it("never suggests the user's own recipes, favourites, others' private or unbought premium ones", async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', mealType: 'lunch', title: 'Greek' });

      const names = (await suggestions(cook, meal.id)).map((recipe) => recipe.name);

      expect(names).not.toContain('My Greek salad');
      expect(names).not.toContain('Lentil salad');
      expect(names).not.toContain('Secret Greek soup');
      expect(names).not.toContain('Golden Greek salad');
      expect(names.some((name) => name.startsWith("Cook's dish"))).toBe(false);
    });

    it('suggests a premium recipe, with its content, to the cook who bought it', async () => {
      const meal = await addMeal(buyer, { kind: 'placeholder', mealType: 'lunch', title: 'Greek' });

      const found = await suggestions(buyer, meal.id);

      const premium = found.find((recipe) => recipe.id === ids.premium);
      expect(premium).toMatchObject({ isLocked: false, relevance: 3 });
      expect(premium!.ingredients.map((i) => i.name)).toEqual(['saffron threads']);
    });

    it('adds the stories feed, favourites included, for a user with fewer than 10 own recipes', async () => {
      const meal = await addMeal(newcomer, { kind: 'placeholder', mealType: 'dinner' });

      const names = (await suggestions(newcomer, meal.id)).map((recipe) => recipe.name);

      expect(names).toContain('Lentil salad');
      expect(names).not.toContain('Golden Greek salad');
      expect(names).not.toContain('My Greek salad');
    });

    it('leaves out the excluded ids, so a reload brings other recipes', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', mealType: 'lunch', title: 'Greek' });

      const found = await suggestions(cook, meal.id, [ids.greekSalad!, ids.souvlaki!]);

      expect(found.map((recipe) => recipe.id)).not.toContain(ids.greekSalad);
      expect(found.map((recipe) => recipe.id)).not.toContain(ids.souvlaki);
      expect(found[0]!.relevance).toBe(1);
    });

    it("answers 404 for another user's meal and 409 for a meal that has a recipe", async () => {
      const othersMeal = await addMeal(newcomer, { kind: 'placeholder', mealType: 'lunch' });
      const planned = await addMeal(cook, {
        kind: 'recipe',
        recipeId: ids.stew,
        mealType: 'lunch',
      });

      const foreign = await call(cook, `/api/meals/${othersMeal.id}/suggestions`);
      const full = await call(cook, `/api/meals/${planned.id}/suggestions`);

      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe(MEAL_MESSAGES.notFound);
      expect(full.statusCode).toBe(409);
      expect(full.json().error.message).toBe('This meal already has a recipe');
    });

    it('refuses more than 200 excluded ids with a 400 that says so', async () => {
      const meal = await addMeal(cook, { kind: 'placeholder', mealType: 'lunch' });
      const many = Array.from({ length: 201 }, (_, i) => `recipe-${i}`).join(',');

      const response = await call(cook, `/api/meals/${meal.id}/suggestions?exclude=${many}`);

      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('At most 200 excluded recipes');
    });
  });

  describe('GET /api/stories', () => {
    it('asks for a session', async () => {
      expect((await call(null, '/api/stories')).statusCode).toBe(401);
    });

    it('shows public and chef recipes plus favourites, never another user’s private ones', async () => {
      const ownPrivate = await createRecipe(free, { name: 'Free cook’s own' });

      const names = (await stories(free)).map((recipe) => recipe.name);

      expect(names).toContain('Greek salad');
      expect(names).not.toContain('Secret Greek soup');
      expect(names).not.toContain('Free cook’s own');
      expect((await stories(newcomer)).map((recipe) => recipe.id)).toContain(ids.favourite);
      expect(ownPrivate).toBeTruthy();
    });

    it('sends a premium recipe locked, without ingredients or steps, to one who did not buy it', async () => {
      const premium = (await stories(free)).find((recipe) => recipe.id === ids.premium);

      expect(premium).toMatchObject({ isLocked: true, ingredients: [], instructions: [] });
    });

    it('puts short-video recipes first, then recipes with more images', async () => {
      await ctx.database.db
        .update(recipes)
        .set({ videos: { shortForm: 'https://videos.example/stew.mp4' } })
        .where(eq(recipes.id, ids.stew!));
      await ctx.database.db.insert(recipeImages).values(
        [1, 2].map((position) => ({
          id: `image-${position}`,
          recipeId: ids.club!,
          position,
          storageKey: `recipes/${ids.club}/image-${position}`,
          width: 800,
          height: 600,
        })),
      );

      const feed = await stories(free);

      expect(feed[0]).toMatchObject({
        id: ids.stew,
        shortVideoUrl: 'https://videos.example/stew.mp4',
      });
      expect(feed[1]).toMatchObject({ id: ids.club, shortVideoUrl: null });
      expect(feed[1]!.images).toHaveLength(2);
    });

    it('holds at most 20 recipes', async () => {
      for (let i = 0; i < 16; i += 1) await createRecipe(chef, { name: `Chef special ${i}` });

      const feed = await stories(free);

      expect(feed).toHaveLength(20);
      expect(new Set(feed.map((recipe) => recipe.id)).size).toBe(20);
    });

    it('is rate limited per user', async () => {
      const limited = await createTestUser(ctx);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push((await call(limited, '/api/stories')).statusCode);

      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await call(free, '/api/stories')).statusCode).toBe(200);
    });
  });
});
