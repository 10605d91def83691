import type { Meal } from '@simmer/domain/meal-plans';
import type { Dashboard, OnboardingView } from '@simmer/domain/onboarding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { createOnboardingService } from './onboarding.service';

const TODAY = '2026-11-23';
const dashboardUrl = (hour = 12) => `/api/dashboard?today=${TODAY}&hour=${hour}`;

describe('onboarding and the dashboard', () => {
  let ctx: TestContext;
  let admin: TestUser;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  async function dashboard(user: TestUser, hour = 12): Promise<Dashboard> {
    const response = await call(user, 'GET', dashboardUrl(hour));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  }

  async function createRecipe(user: TestUser, name: string) {
    const response = await call(user, 'POST', '/api/recipes', {
      name,
      instructions: ['Cook.'],
      ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function addMeal(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/meals', { kind: 'recipe', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Meal>();
  }

  async function saveCookingProfile(user: TestUser) {
    const me = await call(user, 'GET', '/api/me');
    const { cookingProfile } = me.json<{ cookingProfile: unknown }>();
    const response = await call(user, 'PUT', '/api/me/cooking-profile', cookingProfile);
    expect(response.statusCode, response.body).toBe(200);
  }

  const service = () =>
    createOnboardingService({
      db: ctx.database.db,
      countUnpurchasedAfterRepair: () => Promise.resolve(0),
      saveQuestionnaireResult: () => Promise.reject(new Error('not used here')),
      previewWeek: () => Promise.reject(new Error('not used here')),
      log: ctx.app.log,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  describe('GET /api/dashboard', () => {
    it('asks for a session and refuses a bad day or hour with a 400', async () => {
      const cook = await createTestUser(ctx);

      expect((await call(null, 'GET', dashboardUrl())).statusCode).toBe(401);
      expect((await call(cook, 'GET', '/api/dashboard?today=tomorrow&hour=3')).statusCode).toBe(
        400,
      );
      expect((await call(cook, 'GET', `/api/dashboard?today=${TODAY}&hour=24`)).statusCode).toBe(
        400,
      );
    });

    it('shows a new account its tiles in order and starts its onboarding at step 1', async () => {
      const cook = await createTestUser(ctx);

      const result = await dashboard(cook);

      expect(result.tiles.map((t) => t.type)).toEqual([
        'meal-planning',
        'recipe-discovery',
        'cook-mode',
        'user-profile',
      ]);
      expect(result.tiles[0]).toMatchObject({
        description: 'Plan your first week!',
        statusLevel: 'high',
      });
      expect(result.tiles[1]!.description).toBe('Build your collection (0/20 recipes)');
      expect(result.nextTaskLink).toBe('/profile');
      expect(result.status).toMatchObject({
        hasPendingMealPlans: true,
        hasCompletedProfile: false,
        totalMeals: 0,
        savedRecipeCount: 0,
        recipeCount: 0,
      });
      expect(result.onboarding).toMatchObject({
        completedTasks: [],
        currentStep: 1,
        isComplete: false,
        points: 0,
        badges: [],
      });
    });

    it("records the tasks the user's own actions did, with points and badges, and orders the tiles", async () => {
      const cook = await createTestUser(ctx, { role: 'pro' });
      await dashboard(cook);
      const ids: string[] = [];
      for (const name of ['Rice', 'Soup', 'Stew', 'Salad', 'Curry']) {
        ids.push(await createRecipe(cook, name));
      }
      await saveCookingProfile(cook);
      await addMeal(cook, { date: TODAY, mealType: 'lunch', recipeId: ids[0] });
      await addMeal(cook, { date: TODAY, mealType: 'dinner', recipeId: ids[0] });

      const result = await dashboard(cook, 12);

      expect(result.onboarding.completedTasks).toEqual([
        'profile-setup',
        'first-recipe',
        'recipe-collection',
        'meal-plan',
        'grocery-list',
      ]);
      expect(result.onboarding).toMatchObject({
        isComplete: true,
        currentStep: 5,
        points: 250,
        badges: ['profile-pioneer', 'recipe-collector', 'organized-chef'],
      });
      expect(result.tiles.map((t) => t.type)).toEqual([
        'grocery-shopping',
        'meal-planning',
        'recipe-selection',
        'recipe-discovery',
        'cook-mode',
        'user-profile',
      ]);
      expect(result.tiles[0]!.alert).toMatch(/^\d+ items to purchase$/);
      expect(result.nextMeal).toMatchObject({ recipeId: ids[0], mealType: 'lunch' });
      expect(result.status).toMatchObject({
        hasEnoughSavedRecipes: true,
        hasCompletedProfile: true,
        hasRecipeSelectionNeeded: true,
        totalMeals: 2,
        savedRecipeCount: 5,
        recipeCount: 5,
      });
      expect(result.nextTaskLink).toBe('/grocery-list');
    });

    it('puts Cook Mode first once nothing else is pending', async () => {
      const cook = await createTestUser(ctx, { role: 'pro' });
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C', 'D', 'E']) ids.push(await createRecipe(cook, name));
      await saveCookingProfile(cook);
      for (let day = 0; day < 7; day += 1) {
        const date = new Date(Date.parse(`${TODAY}T00:00:00Z`) + day * 86_400_000)
          .toISOString()
          .slice(0, 10);
        await addMeal(cook, { date, mealType: 'dinner', recipeId: ids[day % 5] });
      }
      const list = await call(cook, 'GET', `/api/grocery?start=${TODAY}&end=2026-11-30`);
      const lineIds = list.json<{ lines: { id: string }[] }>().lines.map((line) => line.id);
      expect(lineIds.length).toBeGreaterThan(0);
      const ticked = await call(cook, 'PATCH', '/api/grocery/items', {
        ids: lineIds,
        checked: true,
      });
      expect(ticked.statusCode, ticked.body).toBe(200);

      const result = await dashboard(cook, 19);

      expect(result.tiles.map((t) => t.type)).toEqual([
        'cook-mode',
        'meal-planning',
        'recipe-discovery',
        'user-profile',
      ]);
      expect(result.tiles[0]).toMatchObject({
        statusLevel: 'urgent',
        link: `/recipes/${ids[0]}/cook-mode`,
      });
      expect(result.nextTaskLink).toBe('/recipes/discover');
    });

    it("counts only the user's own data", async () => {
      const cook = await createTestUser(ctx, { role: 'pro' });
      const neighbour = await createTestUser(ctx, { role: 'pro' });
      const recipeId = await createRecipe(neighbour, 'Neighbour soup');
      await addMeal(neighbour, { date: TODAY, mealType: 'dinner', recipeId });

      const result = await dashboard(cook);

      expect(result.status).toMatchObject({
        recipeCount: 0,
        savedRecipeCount: 0,
        totalMeals: 0,
        unpurchasedItemCount: 0,
      });
      expect(result.nextMeal).toBeNull();
      expect(result.onboarding.completedTasks).toEqual([]);
    });

    it('records each task once when two dashboard reads race', async () => {
      const cook = await createTestUser(ctx, { role: 'pro' });
      await createRecipe(cook, 'Only one');

      const [a, b] = await Promise.all([dashboard(cook), dashboard(cook)]);

      for (const result of [a, b]) {
        expect(result.onboarding.completedTasks).toEqual(['first-recipe']);
        expect(result.onboarding.currentStep).toBe(2);
      }
    });
  });

  describe('the onboarding state machine', () => {
    it('says Onboarding progress not found before the progress exists', async () => {
      const cook = await createTestUser(ctx);

      const read = await call(cook, 'GET', '/api/onboarding');
      const skip = await call(cook, 'POST', '/api/onboarding/skip');

      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ error: { message: 'Onboarding progress not found' } });
      expect(skip.statusCode).toBe(404);
      await expect(service().completeTask(cook.id, 'first-recipe')).rejects.toThrow(
        'Onboarding progress not found',
      );
    });

    it('initialises once, however often it is asked', async () => {
      const cook = await createTestUser(ctx);

      const [first, second] = await Promise.all([
        call(cook, 'POST', '/api/onboarding'),
        call(cook, 'POST', '/api/onboarding'),
      ]);

      expect(first.statusCode).toBe(200);
      expect(second.json<OnboardingView>().startedAt).toBe(first.json<OnboardingView>().startedAt);
      expect(first.json()).toMatchObject({ currentStep: 1, completedTasks: [] });
    });

    it('raises the step once when the same task is completed twice at once', async () => {
      const cook = await createTestUser(ctx);
      await call(cook, 'POST', '/api/onboarding');

      await Promise.all([
        service().completeTask(cook.id, 'first-recipe'),
        service().completeTask(cook.id, 'first-recipe'),
      ]);

      const progress = (await call(cook, 'GET', '/api/onboarding')).json<OnboardingView>();
      expect(progress).toMatchObject({ completedTasks: ['first-recipe'], currentStep: 2 });
    });

    it('raises the step for each of two different tasks completed at once', async () => {
      const cook = await createTestUser(ctx);
      await call(cook, 'POST', '/api/onboarding');

      await Promise.all([
        service().completeTask(cook.id, 'first-recipe'),
        service().completeTask(cook.id, 'meal-plan'),
      ]);

      const progress = (await call(cook, 'GET', '/api/onboarding')).json<OnboardingView>();
      expect(progress.completedTasks.toSorted()).toEqual(['first-recipe', 'meal-plan']);
      expect(progress).toMatchObject({ currentStep: 3, points: 250 });
    });

    it('skips to complete at step 5', async () => {
      const cook = await createTestUser(ctx);
      await call(cook, 'POST', '/api/onboarding');

      const skipped = await call(cook, 'POST', '/api/onboarding/skip');

      expect(skipped.statusCode).toBe(200);
      expect(skipped.json()).toMatchObject({ isComplete: true, currentStep: 5 });
    });
  });

  describe('admin reset and mark incomplete', () => {
    it('lets only an admin reset, and resets to step 1', async () => {
      const cook = await createTestUser(ctx);
      await call(cook, 'POST', '/api/onboarding');
      await call(cook, 'POST', '/api/onboarding/skip');
      const url = `/api/admin/users/${cook.id}/onboarding/reset`;

      expect((await call(null, 'POST', url)).statusCode).toBe(401);
      expect((await call(cook, 'POST', url)).statusCode).toBe(403);
      const reset = await call(admin, 'POST', url);

      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({
        message: 'Onboarding progress reset successfully',
        progress: { currentStep: 1, isComplete: false, completedTasks: [] },
      });
      expect((await call(cook, 'GET', '/api/onboarding')).json()).toMatchObject({
        currentStep: 1,
        isComplete: false,
      });
    });

    it('says why a reset failed for an unknown user, with a 404', async () => {
      const response = await call(admin, 'POST', '/api/admin/users/no-such-user/onboarding/reset');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: 'Failed to reset onboarding: User not found' },
      });
    });

    it("marks a task incomplete (admin only) and refuses a task that doesn't exist", async () => {
      const cook = await createTestUser(ctx);
      await call(cook, 'POST', '/api/onboarding');
      await service().completeTask(cook.id, 'profile-setup');
      await service().completeTask(cook.id, 'first-recipe');
      const url = (task: string) =>
        `/api/admin/users/${cook.id}/onboarding/tasks/${task}/incomplete`;

      expect((await call(cook, 'POST', url('profile-setup'))).statusCode).toBe(403);
      expect((await call(admin, 'POST', url('cook-a-lot'))).statusCode).toBe(400);
      const marked = await call(admin, 'POST', url('profile-setup'));

      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({
        completedTasks: ['first-recipe'],
        currentStep: 1,
        isComplete: false,
      });
    });
  });
});
