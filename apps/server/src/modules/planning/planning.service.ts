import { hasPermission } from '@simmer/domain/accounts';
import { addDays, MAX_MEAL_SERVINGS, type Meal, type MealType } from '@simmer/domain/meal-plans';
import {
  DIET_PROMISED_BY,
  generatePlan,
  nextWeekStart,
  PLANNING_MESSAGES,
  type AcceptPlanInputSchema,
  type AcceptPlanResult,
  type DietaryRestriction,
  type GeneratedPlan,
  type PlanWeekInputSchema,
  type ProposedMeal,
  type ProposedMealDto,
  type WeekPlan,
} from '@simmer/domain/planning';
import type { PreviewMeal, PreviewPlan, PreviewPlanInput } from '@simmer/domain/onboarding';
import { preferredCuisines, type CookingProfile } from '@simmer/domain/profiles';
import { RecipeInputSchema } from '@simmer/domain/recipes';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AiClient } from '../../lib/ai-client';
import { badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import type { AccountsService } from '../accounts';
import type { MealPlansService, PlannedMealInput } from '../meal-plans';
import type { RecipesService } from '../recipes';
import { generateAiPlan } from './ai-plan';
import { createPlanningRepository } from './planning.repository';

const MEAL_TYPE_TAGS: Partial<Record<MealType, string[]>> = {
  breakfast: ['breakfast', 'brunch', 'morning'],
  snack: ['snack', 'appetizer', 'side'],
};

/** The default seed of a week: the same preview each time it opens, until Shuffle. */
function seedOf(userId: string, weekStart: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${weekStart}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where a seed's slices of the shared recipes start, in the ids' (hex) order. */
const pivotOf = (seed: number) => seed.toString(16).padStart(8, '0');

const serverToday = () => new Date().toISOString().slice(0, 10);

/** The user's day, which must be within a day of the server's (time zones). */
function checkToday(today: string) {
  const server = serverToday();
  if (today < addDays(server, -1) || today > addDays(server, 1)) {
    throw badRequest(PLANNING_MESSAGES.todayOff);
  }
}

export function createPlanningService(deps: {
  db: Db;
  accounts: Pick<AccountsService, 'getProfile' | 'getSettings'>;
  recipes: Pick<RecipesService, 'prepareRecipe' | 'insertPrepared'>;
  mealPlans: Pick<MealPlansService, 'listMeals' | 'applyPlan'>;
  ai: AiClient | null;
  /** How long to wait for the model; AI_PLAN_TIMEOUT_MS when unset. */
  aiTimeoutMs?: number;
  log: FastifyBaseLogger;
}) {
  const { db, accounts, recipes, mealPlans } = deps;
  const repository = createPlanningRepository(db);

  async function weekOf(viewer: AuthUser, today: string, weekStart: string | undefined) {
    checkToday(today);
    const settings = await accounts.getSettings(viewer.id);
    return checkedWeek(today, weekStart ?? nextWeekStart(today, settings.preferences.startOfWeek));
  }

  function checkedWeek(today: string, start: string) {
    const end = addDays(start, 6);
    if (end < today) throw badRequest(PLANNING_MESSAGES.pastWeek);
    return { start, end };
  }

  /** The pool for a profile: bounded, indexed queries (see planning.repository). */
  function candidatesFor(viewer: AuthUser | null, profile: CookingProfile, seed: number) {
    const restrictions = profile.dietaryRestrictions.filter(
      (r): r is Exclude<DietaryRestriction, 'none'> => r !== 'none',
    );
    return repository.findCandidates({
      userId: viewer?.id ?? null,
      favourites: preferredCuisines(profile).map((c) => c.toLowerCase()),
      avoided: profile.cuisinePreferences
        .filter((c) => c.rating === -1)
        .map((c) => c.cuisine.toLowerCase()),
      dietLabels: restrictions.map((r) => DIET_PROMISED_BY[r]),
      mealTypeTags: (['breakfast', 'snack'] as const)
        .filter((type) => profile.mealPreferences[type].enabled)
        .map((type) => MEAL_TYPE_TAGS[type]!),
      pivot: pivotOf(seed),
    });
  }

  return {
    /**
     * A proposed week (nothing saved): the AI plan when configured and the user holds
     * mealplan.ai, else the local planner. Kept meals keep their slots unless `replaceExisting`;
     * placeholders are always there to be filled.
     */
    async proposeWeek(
      viewer: AuthUser,
      input: z.output<typeof PlanWeekInputSchema>,
    ): Promise<WeekPlan> {
      checkToday(input.today);
      // Independent reads run together: settings and profile, then the week's meals and the pool.
      const [settings, profile] = await Promise.all([
        input.weekStart ? null : accounts.getSettings(viewer.id),
        accounts.getProfile(viewer.id),
      ]);
      const week = checkedWeek(
        input.today,
        input.weekStart ?? nextWeekStart(input.today, settings!.preferences.startOfWeek),
      );
      const seed = input.seed ?? seedOf(viewer.id, week.start);
      const useAi =
        input.source === 'auto' &&
        deps.ai !== null &&
        hasPermission(viewer.permissions, 'mealplan.ai');
      const [existing, pool] = await Promise.all([
        mealPlans.listMeals(viewer, week),
        useAi ? [] : candidatesFor(viewer, profile.cookingProfile, seed),
      ]);
      const kept = input.replaceExisting ? [] : existing.filter((meal) => !meal.isPlaceholder);
      const options = {
        weekStart: week.start,
        seed,
        today: input.today,
        occupied: kept.map((meal) => `${meal.date}_${meal.mealType}`),
        usedRecipeIds: kept.map((meal) => meal.recipeId).filter((id): id is string => !!id),
      };
      if (useAi) {
        const plan = await generateAiPlan({
          ai: deps.ai!,
          profile: profile.cookingProfile,
          persona: profile.persona,
          options,
          findRecipes: (names) => repository.findByNames(viewer.id, names),
          timeoutMs: deps.aiTimeoutMs,
          log: deps.log,
        });
        return present(plan.plan, 'ai', existing, input.replaceExisting, plan.drafts);
      }
      const plan = generatePlan(profile.cookingProfile, profile.persona, pool, options);
      return present(plan, 'local', existing, input.replaceExisting, new Map());
    },

    /**
     * The questionnaire's preview for a visitor: the local planner over public recipes only (never
     * premium ones) for the coming Sunday's week, with what each meal's card shows — times,
     * servings and nutrition, never ingredients or steps. The same answers give the same week.
     */
    async previewWeek(input: PreviewPlanInput): Promise<PreviewPlan> {
      checkToday(input.today);
      const weekStart = nextWeekStart(input.today, 'sunday');
      const seed = seedOf(JSON.stringify([input.persona, input.cookingProfile]), weekStart);
      const pool = await candidatesFor(null, input.cookingProfile, seed);
      const plan = generatePlan(input.cookingProfile, input.persona, pool, { weekStart, seed });
      const placed = plan.meals.filter((meal) => meal.recipeId !== null);
      const details = new Map(
        (
          await repository.findPreviewDetails([...new Set(placed.map((meal) => meal.recipeId!))])
        ).map((recipe) => [recipe.id, recipe]),
      );
      const toPreview = (meal: ProposedMeal): PreviewMeal | null => {
        const recipe = meal.recipeId ? details.get(meal.recipeId) : undefined;
        if (!recipe) return null;
        const nutrition = recipe.nutritionalInfo;
        return {
          recipeId: recipe.id,
          name: recipe.name,
          prepTime: recipe.prepTime,
          cookTime: recipe.cookTime,
          servings: meal.servings,
          nutritionalInfo: nutrition
            ? {
                calories: Math.round(nutrition.calories ?? 0),
                protein: Math.round(nutrition.protein ?? 0),
                carbs: Math.round(nutrition.carbohydrates ?? 0),
                fat: Math.round(nutrition.fat ?? 0),
              }
            : null,
          leftoverOf: meal.kind === 'leftover' ? meal.cookedOn : null,
        };
      };
      const days = plan.days.map((date) => {
        const of = (type: MealType) =>
          placed
            .filter((meal) => meal.date === date && meal.mealType === type)
            .map(toPreview)
            .filter((meal): meal is PreviewMeal => meal !== null);
        return {
          date,
          breakfast: of('breakfast')[0] ?? null,
          lunch: of('lunch')[0] ?? null,
          dinner: of('dinner')[0] ?? null,
          snacks: of('snack'),
        };
      });
      return { weekStart, seed, days, message: plan.message };
    },

    /**
     * Saves the chosen meals of a proposed week in one transaction: an AI plan's new dishes
     * become private recipes through the normal creation rules, then the meals are added through
     * the meal plan's own operation; the shopping list is rebuilt once, after the commit.
     */
    async acceptWeek(
      viewer: AuthUser,
      input: z.output<typeof AcceptPlanInputSchema>,
    ): Promise<AcceptPlanResult> {
      const week = await weekOf(viewer, input.today, input.weekStart);
      for (const meal of input.meals) {
        if (meal.date < week.start || meal.date > week.end)
          throw badRequest(PLANNING_MESSAGES.outsideWeek);
        if (meal.date < input.today) throw badRequest(PLANNING_MESSAGES.pastWeek);
      }
      // One new recipe per dish name, however many meals (leftovers) it feeds.
      const drafts = new Map<string, (typeof input.meals)[number]['newRecipe']>();
      for (const meal of input.meals) {
        if (!meal.recipeId && meal.newRecipe)
          drafts.set(meal.newRecipe.name.toLowerCase(), meal.newRecipe);
      }
      const prepared = new Map<string, Awaited<ReturnType<typeof recipes.prepareRecipe>>>();
      for (const [key, draft] of drafts) {
        prepared.set(
          key,
          await recipes.prepareRecipe(viewer, RecipeInputSchema.parse(draft), {
            startPrivate: true,
          }),
        );
      }
      const planned: PlannedMealInput[] = input.meals.map((meal) => ({
        date: meal.date,
        mealType: meal.mealType,
        servings: Math.min(MAX_MEAL_SERVINGS, meal.servings),
        recipeId:
          meal.recipeId ??
          (meal.newRecipe ? prepared.get(meal.newRecipe.name.toLowerCase())!.id : null),
        title: meal.title,
        notes: meal.notes,
        replacesMealIds: meal.replacesMealIds,
      }));
      const ids = await db.transaction(async (tx) => {
        await recipes.insertPrepared(tx, viewer, [...prepared.values()]);
        return mealPlans.applyPlan(viewer, planned, tx);
      });
      const created = new Set(ids);
      const meals = (await mealPlans.listMeals(viewer, week)).filter((meal) =>
        created.has(meal.id),
      );
      return { meals, createdRecipes: prepared.size };
    },
  };
}

/** A generated plan as the API shows it, each meal with the existing meals it would replace. */
function present(
  plan: GeneratedPlan,
  source: 'local' | 'ai',
  existing: Meal[],
  replaceExisting: boolean,
  drafts: Map<ProposedMeal, unknown>,
): WeekPlan {
  const meals: ProposedMealDto[] = plan.meals.map((meal) => ({
    ...meal,
    replacesMealIds: existing
      .filter(
        (old) =>
          old.date === meal.date &&
          old.mealType === meal.mealType &&
          (replaceExisting || old.isPlaceholder),
      )
      .map((old) => old.id),
    newRecipe: drafts.get(meal) ?? null,
  }));
  return {
    weekStart: plan.weekStart,
    days: plan.days,
    seed: plan.seed,
    source,
    cookingDays: plan.cookingDays,
    meals,
    message: plan.message,
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
