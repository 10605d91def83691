import { toIsoDay } from '@simmer/domain/meal-plans';
import {
  PREVIEW_MESSAGES,
  previewDays,
  type PreviewPlan,
  type QuestionnaireAnswers,
} from '@simmer/domain/onboarding';
import { defaultCookingProfile, type CookingProfile, type Profile } from '@simmer/domain/profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import {
  apiCall,
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type ApiMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { PREVIEW_LEADS_PER_MINUTE, PREVIEW_PLANS_PER_MINUTE } from './onboarding.routes';

const answers: QuestionnaireAnswers = {
  cookingFrequency: 'Almost every day',
  cookingSkill: 'Advanced - Can improvise',
  dietaryRestrictions: ['none', 'vegetarian'],
  budget: '$15+',
  timeAvailability: 'More than an hour',
  kitchenEquipment: ['Stove', 'Oven', 'Sous Vide'],
  shoppingFrequency: 'Daily',
};

/** Every day's dinner, no leftovers: the preview fills a whole week from the pool. */
function dinnerProfile(overrides: Partial<CookingProfile> = {}): CookingProfile {
  return {
    ...defaultCookingProfile(),
    mealPreferences: {
      breakfast: { enabled: false, servings: 2 },
      lunch: { enabled: false, servings: 2 },
      dinner: { enabled: true, servings: 2 },
      snack: { enabled: false, servings: 1 },
    },
    dietaryRestrictions: ['none'],
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    leftoverPreference: false,
    cookingSkillLevel: 'advanced',
    ...overrides,
  };
}

const today = () => toIsoDay(new Date());
let address = 0;
/** A fresh visitor address per test, so the per-address limits only bite where tested. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

describe('the questionnaire and the preview', () => {
  let ctx: TestContext;
  let cook: TestUser;
  let chef: TestUser;
  const publicIds: string[] = [];
  const hiddenIds: string[] = [];
  let meatId: string;

  const call = (user: TestUser | null, method: ApiMethod, url: string, payload?: unknown) =>
    apiCall(ctx, user, method, url, payload);

  const visitor = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: TEST_ORIGIN },
      payload: payload as object,
    });

  async function createRecipe(user: TestUser, body: Record<string, unknown>) {
    const response = await call(user, 'POST', '/api/recipes', {
      instructions: ['Secret step one.'],
      prepTime: 10,
      cookTime: 20,
      nutritionalInfo: { calories: 512.4, protein: 21, carbohydrates: 60, fat: 18 },
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    cook = await createTestUser(ctx, { role: 'pro' });
    chef = await createTestUser(ctx, { role: 'chef' });
    for (const [i, main] of ['chickpeas', 'tofu', 'lentils', 'paneer', 'mushrooms'].entries()) {
      publicIds.push(
        await createRecipe(cook, {
          name: `Public ${main} supper ${i}`,
          cuisine: 'Italian',
          visibility: 'public',
          dietaryRestrictions: ['vegetarian'],
          ingredients: [{ name: main, quantity: 1, unit: 'cup' }],
        }),
      );
    }
    meatId = await createRecipe(cook, {
      name: 'Public beef stew',
      cuisine: 'Italian',
      visibility: 'public',
      ingredients: [{ name: 'beef chuck', quantity: 1, unit: 'lb' }],
    });
    publicIds.push(meatId);
    hiddenIds.push(
      await createRecipe(cook, {
        name: 'Private rice bowl',
        ingredients: [{ name: 'rice', quantity: 1, unit: 'cup' }],
      }),
      await createRecipe(chef, {
        name: 'Chef pasta',
        ingredients: [{ name: 'pasta', quantity: 1, unit: 'lb' }],
      }),
      await createRecipe(chef, {
        name: 'Premium risotto',
        isPurchasable: true,
        price: 4.99,
        ingredients: [{ name: 'arborio rice', quantity: 1, unit: 'cup' }],
      }),
    );
  });
  afterAll(() => ctx.close());

  describe('PUT /api/onboarding/questionnaire', () => {
    it("saves the answers' cooking profile and persona to the account", async () => {
      const user = await createTestUser(ctx);

      const response = await call(user, 'PUT', '/api/onboarding/questionnaire', { answers });

      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json<Profile>();
      expect(profile.persona).toBe('enthusiast');
      expect(profile.onboardingCompleted).toBe(true);
      expect(profile.cookingProfile).toMatchObject({
        cookingSkillLevel: 'advanced',
        dietaryRestrictions: ['vegetarian'],
        budgetPerMeal: 20,
        weekdayCookingFrequency: 5,
        weekendCookingFrequency: 2,
        mealPrepPreference: 'none',
        shoppingFrequency: 'daily',
        kitchenEquipment: ['Stove', 'Oven', 'Sous Vide'],
      });
      const me = await call(user, 'GET', '/api/me');
      expect(me.json<Profile>().persona).toBe('enthusiast');
    });

    it('refuses an answer outside the options with a 400 naming them', async () => {
      const user = await createTestUser(ctx);

      const response = await call(user, 'PUT', '/api/onboarding/questionnaire', {
        answers: { ...answers, cookingSkill: 'Chef de cuisine' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(
        'Cooking skill must be one of: Beginner - Learning basics, Intermediate - Comfortable with recipes, Advanced - Can improvise',
      );
      const me = await call(user, 'GET', '/api/me');
      expect(me.json<Profile>().onboardingCompleted).toBe(false);
    });

    it('asks a visitor to sign in', async () => {
      const response = await call(null, 'PUT', '/api/onboarding/questionnaire', { answers });

      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/onboarding/preview-plan', () => {
    const preview = async (cookingProfile: CookingProfile, persona = 'enthusiast') => {
      const response = await visitor('/api/onboarding/preview-plan', {
        today: today(),
        persona,
        cookingProfile,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PreviewPlan>();
    };
    const mealsOf = (plan: PreviewPlan) =>
      plan.days.flatMap((day) =>
        [day.breakfast, day.lunch, day.dinner, ...day.snacks].filter((meal) => meal !== null),
      );

    it('plans the 7 days from the coming Sunday from public recipes only', async () => {
      const plan = await preview(dinnerProfile());

      expect(plan.days.map((day) => day.date)).toEqual(previewDays(today()));
      const ids = mealsOf(plan).map((meal) => meal.recipeId);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => publicIds.includes(id))).toBe(true);
      for (const hidden of hiddenIds) expect(ids).not.toContain(hidden);
    });

    it('shows times, servings and nutrition, never the steps or ingredients', async () => {
      const plan = await preview(dinnerProfile());

      const meal = mealsOf(plan)[0]!;
      expect(meal).toMatchObject({
        prepTime: 10,
        cookTime: 20,
        servings: 2,
        nutritionalInfo: { calories: 512, protein: 21, carbs: 60, fat: 18 },
      });
      expect(JSON.stringify(plan)).not.toContain('Secret step');
      expect(Object.keys(meal)).not.toContain('ingredients');
      expect(Object.keys(meal)).not.toContain('instructions');
    });

    it('keeps to the dietary restrictions', async () => {
      const plan = await preview(dinnerProfile({ dietaryRestrictions: ['vegetarian'] }));

      const ids = mealsOf(plan).map((meal) => meal.recipeId);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(meatId);
    });

    it('refuses a profile outside the options', async () => {
      const response = await visitor('/api/onboarding/preview-plan', {
        today: today(),
        persona: 'gourmand',
        cookingProfile: dinnerProfile(),
      });

      expect(response.statusCode).toBe(400);
    });

    it('is rate limited per address', async () => {
      const from = nextAddress();
      const body = { today: today(), persona: 'busy', cookingProfile: dinnerProfile() };

      for (let i = 0; i < PREVIEW_PLANS_PER_MINUTE; i += 1) {
        expect((await visitor('/api/onboarding/preview-plan', body, from)).statusCode).toBe(200);
      }
      const limited = await visitor('/api/onboarding/preview-plan', body, from);
      const elsewhere = await visitor('/api/onboarding/preview-plan', body);

      expect(limited.statusCode).toBe(429);
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('POST /api/onboarding/preview-leads', () => {
    const lead = (email: string, extra: Record<string, unknown> = {}) => ({
      email,
      persona: 'family',
      cookingProfile: dinnerProfile(),
      ...extra,
    });
    const leadRows = (email: string) =>
      ctx.database.db
        .select()
        .from(leads)
        .where(and(eq(leads.type, 'meal_plan_preview'), eq(leads.email, email)));

    it('stores the lead with its persona, profile, source, status and campaign', async () => {
      const email = `lead-${Date.now()}@example.com`;

      const response = await visitor(
        '/api/onboarding/preview-leads',
        lead(email.toUpperCase(), { utmParams: { source: 'newsletter', campaign: 'autumn' } }),
      );

      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ saved: true, submissions: 1 });
      const [row] = await leadRows(email);
      expect(row).toMatchObject({
        email,
        source: 'meal_plan_preview',
        status: 'new',
        persona: 'family',
        utmParams: { source: 'newsletter', campaign: 'autumn' },
        submissions: 1,
      });
      expect(row!.cookingProfile).toEqual(dinnerProfile());
    });

    it('refuses a missing or invalid email with a 400', async () => {
      const invalid = await visitor('/api/onboarding/preview-leads', lead('not-an-email'));
      const missing = await visitor('/api/onboarding/preview-leads', lead(''));

      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<{ error: { message: string } }>().error.message).toContain(
        PREVIEW_MESSAGES.leadEmailInvalid,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ error: { message: string } }>().error.message).toContain(
        PREVIEW_MESSAGES.leadEmailRequired,
      );
    });

    it('merges a second submission of the same email into its lead', async () => {
      const email = `twice-${Date.now()}@example.com`;
      await visitor(
        '/api/onboarding/preview-leads',
        lead(email, { utmParams: { source: 'instagram' } }),
      );

      const second = await visitor(
        '/api/onboarding/preview-leads',
        lead(email, { persona: 'health' }),
      );

      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual({ saved: true, submissions: 2 });
      const rows = await leadRows(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        persona: 'health',
        submissions: 2,
        utmParams: { source: 'instagram' },
      });
      expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    });

    it('refuses a body over its limit', async () => {
      const response = await visitor(
        '/api/onboarding/preview-leads',
        lead('big@example.com', { padding: 'x'.repeat(20_000) }),
      );

      expect([400, 413]).toContain(response.statusCode);
      expect(await leadRows('big@example.com')).toHaveLength(0);
    });

    it('is rate limited per address', async () => {
      const from = nextAddress();

      for (let i = 0; i < PREVIEW_LEADS_PER_MINUTE; i += 1) {
        const response = await visitor(
          '/api/onboarding/preview-leads',
          lead(`limit-${i}-${Date.now()}@example.com`),
          from,
        );
        expect(response.statusCode).toBe(201);
      }
      const limited = await visitor(
        '/api/onboarding/preview-leads',
        lead(`limited-${Date.now()}@example.com`),
        from,
      );

      expect(limited.statusCode).toBe(429);
    });
  });
});
