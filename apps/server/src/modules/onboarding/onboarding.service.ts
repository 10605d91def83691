import { DEFAULT_GROCERY_RANGE_DAYS } from '@simmer/domain/grocery';
import {
  addDays,
  ENOUGH_SAVED_RECIPES,
  nextScheduledMeal,
  PENDING_PLAN_MIN_MEALS,
  PENDING_PLAN_WINDOW_DAYS,
  RECIPE_SELECTION_MIN_UNIQUE,
  type MealType,
  type TaskStatus,
} from '@simmer/domain/meal-plans';
import {
  buildDashboardTiles,
  completeOnboardingTask,
  initialiseOnboarding,
  markOnboardingTaskIncomplete,
  nextTaskLink,
  ONBOARDING_MESSAGES,
  skipOnboarding,
  tasksToRecord,
  toOnboardingView,
  type Dashboard,
  type DashboardQuery,
  type NextMeal,
  type OnboardingProgress,
  type OnboardingTaskId,
  type OnboardingView,
  personaFromAnswers,
  profileFromAnswers,
  type PreviewLeadResult,
  type PreviewPlan,
  type PreviewPlanInput,
  type QuestionnaireAnswers,
} from '@simmer/domain/onboarding';
import type { CookingProfile, Persona, Profile } from '@simmer/domain/profiles';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAdminAction } from '../audit';
import {
  createOnboardingRepository,
  type DashboardFacts,
  type PreviewLeadRow,
} from './onboarding.repository';

export interface OnboardingServiceDeps {
  db: Db;
  /** The accounts module's write of the questionnaire's result. */
  saveQuestionnaireResult: (
    userId: string,
    result: { cookingProfile: CookingProfile; persona: Persona },
  ) => Promise<Profile>;
  /** The planning module's preview of a week for a visitor. */
  previewWeek: (input: PreviewPlanInput) => Promise<PreviewPlan>;
  /** The grocery module's count, which first repairs a list a crash left pending. */
  countUnpurchasedAfterRepair: (userId: string, today: string) => Promise<number>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

function taskStatusOf(facts: DashboardFacts, unpurchased: number): TaskStatus {
  return {
    hasUnpurchasedGroceries: unpurchased > 0,
    hasPendingMealPlans: facts.windowMeals < PENDING_PLAN_MIN_MEALS,
    hasRecipeSelectionNeeded:
      facts.windowMeals > 0 && facts.windowUniqueRecipes < RECIPE_SELECTION_MIN_UNIQUE,
    hasEnoughSavedRecipes: facts.collectionCount >= ENOUGH_SAVED_RECIPES,
    hasCompletedProfile: facts.profileCompleted,
    unpurchasedItemCount: unpurchased,
    lastPlanningDate: facts.lastPlannedAt,
    totalMeals: facts.windowMeals,
    savedRecipeCount: facts.collectionCount,
    recipeCount: facts.recipeCount,
  };
}

export function createOnboardingService(deps: OnboardingServiceDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createOnboardingRepository(db);

  /**
   * Applies a change to one user's progress under its row lock, creating the progress first when
   * `create` is set: concurrent changes queue, so two completions of a task raise the step once.
   */
  async function change(
    userId: string,
    apply: (progress: OnboardingProgress) => OnboardingProgress,
    options: { create: boolean },
  ): Promise<OnboardingProgress> {
    return db.transaction(async (tx) => {
      const scoped = createOnboardingRepository(tx);
      if (options.create) await scoped.insertIfAbsent(userId, initialiseOnboarding(now()));
      const current = await scoped.lockProgress(userId);
      if (!current) throw notFound(ONBOARDING_MESSAGES.notFound);
      const next = apply(current);
      if (next !== current) await scoped.saveProgress(userId, next);
      return next;
    });
  }

  return {
    /**
     * The dashboard in one statement: the task status, the tiles in order, the next-task link,
     * today's next meal and the onboarding progress. Tasks the user's own data shows done are
     * recorded here (ADR 0020), which takes a second transaction only when something changed.
     */
    async getDashboard(userId: string, query: DashboardQuery): Promise<Dashboard> {
      const { today, hour } = query;
      const facts = await repository.dashboardFacts(userId, {
        today,
        planEnd: addDays(today, PENDING_PLAN_WINDOW_DAYS - 1),
        groceryEnd: addDays(today, DEFAULT_GROCERY_RANGE_DAYS),
      });
      const unpurchased = facts.hasPendingListRebuild
        ? await deps.countUnpurchasedAfterRepair(userId, today)
        : facts.unpurchased;
      const onboardingFacts = {
        hasCompletedProfile: facts.profileCompleted,
        recipeCount: facts.recipeCount,
        collectionCount: facts.collectionCount,
        hasPlannedMeal: facts.hasPlannedMeal,
        // A meal change leaves its days' lists to be built when they are next read (ADR 0011): a
        // pending day is a list the plan has made, even before anyone opened it.
        hasGroceryList: facts.hasGroceryList || facts.hasPendingListRebuild,
      };
      let progress = facts.progress;
      if (!progress || tasksToRecord(progress, onboardingFacts).length > 0) {
        progress = await change(
          userId,
          (current) =>
            tasksToRecord(current, onboardingFacts).reduce(
              (p, task) => completeOnboardingTask(p, task, now()),
              current,
            ),
          { create: true },
        );
        log.debug({ userId, completedTasks: progress.completedTasks }, 'onboarding recorded');
      }

      const status = taskStatusOf(facts, unpurchased);
      // The hour stands for the user's local time of day; the date part plays no role.
      const atHour = new Date(2000, 0, 1, hour);
      const next = nextScheduledMeal(
        facts.todaysRecipeMeals.map((meal) => ({
          ...meal,
          mealType: meal.mealType as MealType,
          isPlaceholder: false,
        })),
        atHour,
        { needsRecipe: true },
      );
      const nextMeal: NextMeal | null = next
        ? { recipeId: next.recipeId, recipeName: next.recipeName, mealType: next.mealType }
        : null;
      return {
        status,
        tiles: buildDashboardTiles(status, nextMeal),
        nextTaskLink: nextTaskLink(status),
        nextMeal,
        onboarding: toOnboardingView(progress),
      };
    },

    /**
     * Saves a finished questionnaire to the account: the answers are mapped and scored here, so
     * the profile and persona follow the same rules whatever the client sent.
     */
    async saveQuestionnaire(userId: string, answers: QuestionnaireAnswers): Promise<Profile> {
      return deps.saveQuestionnaireResult(userId, {
        cookingProfile: profileFromAnswers(answers),
        persona: personaFromAnswers(answers),
      });
    },

    previewPlan: (input: PreviewPlanInput): Promise<PreviewPlan> => deps.previewWeek(input),

    /** Stores the email left on the preview; the same email again merges into its lead. */
    async savePreviewLead(lead: PreviewLeadRow): Promise<PreviewLeadResult> {
      const { submissions } = await repository.upsertPreviewLead(lead);
      log.info({ submissions }, 'preview lead saved');
      return { saved: true, submissions };
    },

    async getProgress(userId: string): Promise<OnboardingView> {
      const progress = await repository.findProgress(userId);
      if (!progress) throw notFound(ONBOARDING_MESSAGES.notFound);
      return toOnboardingView(progress);
    },

    /** Initialises the progress; asking again returns the progress already there. */
    async initialise(userId: string): Promise<OnboardingView> {
      return toOnboardingView(await change(userId, (p) => p, { create: true }));
    },

    /** Completes one task (spec 1 §4); needs existing progress. Used by the dashboard's reads. */
    async completeTask(userId: string, task: OnboardingTaskId): Promise<OnboardingView> {
      return toOnboardingView(
        await change(userId, (p) => completeOnboardingTask(p, task, now()), { create: false }),
      );
    },

    async skip(userId: string): Promise<OnboardingView> {
      return toOnboardingView(
        await change(userId, (p) => skipOnboarding(p, now()), { create: false }),
      );
    },

    async markTaskIncomplete(userId: string, task: OnboardingTaskId): Promise<OnboardingView> {
      return toOnboardingView(
        await change(userId, (p) => markOnboardingTaskIncomplete(p, task), { create: false }),
      );
    },

    /** Deletes and recreates a user's progress (admin); one transaction. */
    async reset(
      userId: string,
      actorId?: string,
    ): Promise<{ message: string; progress: OnboardingView }> {
      const progress = await db.transaction(async (tx) => {
        const scoped = createOnboardingRepository(tx);
        if (!(await scoped.userExists(userId))) {
          throw notFound(ONBOARDING_MESSAGES.resetFailed('User not found'));
        }
        const previous = await scoped.deleteProgress(userId);
        const fresh = initialiseOnboarding(now());
        await scoped.insertIfAbsent(userId, fresh);
        if (actorId)
          await recordAdminAction(tx, {
            action: 'onboarding.reset',
            actorId,
            targetUserId: userId,
            before: previous ? toOnboardingView(previous) : null,
            after: toOnboardingView(fresh),
          });
        return fresh;
      });
      return { message: ONBOARDING_MESSAGES.resetSucceeded, progress: toOnboardingView(progress) };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
