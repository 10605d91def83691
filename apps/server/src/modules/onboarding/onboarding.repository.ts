import {
  PREVIEW_LEAD_SOURCE,
  type OnboardingProgress,
  type OnboardingTaskId,
} from '@simmer/domain/onboarding';
import type { CookingProfile, Persona } from '@simmer/domain/profiles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  groceryItems,
  groceryRebuilds,
  leads,
  meals,
  onboardingProgress,
  recipes,
  userProfiles,
  userRecipes,
  users,
} from '../../db/schema';

type ProgressRow = typeof onboardingProgress.$inferSelect;

export interface DashboardFacts {
  profileCompleted: boolean;
  recipeCount: number;
  collectionCount: number;
  windowMeals: number;
  windowUniqueRecipes: number;
  lastPlannedAt: string | null;
  hasPlannedMeal: boolean;
  hasGroceryList: boolean;
  unpurchased: number;
  hasPendingListRebuild: boolean;
  todaysRecipeMeals: { mealType: string; recipeId: string; recipeName: string }[];
  progress: OnboardingProgress | null;
}

interface ProgressJson {
  completed_tasks: string[];
  is_complete: boolean;
  current_step: number;
  last_task_completed: string | null;
  started_at: string;
  completed_at: string | null;
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

function fromJson(json: ProgressJson): OnboardingProgress {
  return {
    completedTasks: json.completed_tasks as OnboardingTaskId[],
    isComplete: json.is_complete,
    currentStep: json.current_step,
    lastTaskCompleted: json.last_task_completed as OnboardingTaskId | null,
    startedAt: iso(json.started_at)!,
    completedAt: iso(json.completed_at),
  };
}

export function toProgress(row: ProgressRow): OnboardingProgress {
  return {
    completedTasks: row.completedTasks as OnboardingTaskId[],
    isComplete: row.isComplete,
    currentStep: row.currentStep,
    lastTaskCompleted: row.lastTaskCompleted as OnboardingTaskId | null,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const toColumns = (progress: OnboardingProgress) => ({
  completedTasks: progress.completedTasks,
  isComplete: progress.isComplete,
  currentStep: progress.currentStep,
  lastTaskCompleted: progress.lastTaskCompleted,
  startedAt: new Date(progress.startedAt),
  completedAt: progress.completedAt ? new Date(progress.completedAt) : null,
  updatedAt: new Date(),
});

export interface PreviewLeadRow {
  email: string;
  persona: Persona;
  cookingProfile: CookingProfile;
  utmParams: { source?: string; medium?: string; campaign?: string };
}

export function createOnboardingRepository(db: Db) {
  return {
    /**
     * Stores a preview lead, one row per email: a second submission merges into the first (its
     * answers win, `submissions` counts) in one statement, so racing submissions cannot clash.
     */
    async upsertPreviewLead(lead: PreviewLeadRow): Promise<{ submissions: number }> {
      const [row] = await db
        .insert(leads)
        .values({
          type: 'meal_plan_preview',
          email: lead.email,
          source: PREVIEW_LEAD_SOURCE,
          status: 'new',
          persona: lead.persona,
          cookingProfile: lead.cookingProfile,
          utmParams: lead.utmParams,
        })
        .onConflictDoUpdate({
          target: [leads.type, leads.email],
          set: {
            persona: lead.persona,
            cookingProfile: lead.cookingProfile,
            // The first campaign that brought the email stays unless a later one names its own.
            utmParams: sql`coalesce(nullif(excluded.utm_params, '{}'::jsonb), ${leads.utmParams})`,
            submissions: sql`${leads.submissions} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ submissions: leads.submissions });
      return { submissions: row!.submissions };
    },

    /**
     * Everything the dashboard shows, scoped to one user, in ONE statement: the task-status
     * figures, today's recipe meals, the onboarding facts and the stored progress. Each subquery
     * reads an index on the user (meals_user_date_idx, grocery_items_user_date_idx,
     * recipes_created_by_idx, the user_recipes and onboarding primary keys).
     */
    async dashboardFacts(
      userId: string,
      window: { today: string; planEnd: string; groceryEnd: string },
    ): Promise<DashboardFacts> {
      const { today, planEnd, groceryEnd } = window;
      const [row] = await db
        .select({
          profileCompleted: sql<boolean>`coalesce((select ${userProfiles.onboardingCompleted} from ${userProfiles} where ${userProfiles.userId} = ${userId}), false)`,
          recipeCount: sql<number>`(select count(*)::int from ${recipes} where ${recipes.createdBy} = ${userId})`,
          collectionCount: sql<number>`(select count(*)::int from (select ${recipes.id} as id from ${recipes} where ${recipes.createdBy} = ${userId} union select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite}) as collection)`,
          window: sql<{
            total: number;
            unique_recipes: number;
          }>`(select json_build_object('total', count(*), 'unique_recipes', count(distinct ${meals.recipeId})) from ${meals} where ${meals.userId} = ${userId} and ${meals.date} between ${today} and ${planEnd})`,
          lastPlannedAt: sql<
            string | null
          >`(select max(${meals.createdAt}) from ${meals} where ${meals.userId} = ${userId})`,
          hasPlannedMeal: sql<boolean>`exists (select 1 from ${meals} where ${meals.userId} = ${userId} and (${meals.recipeId} is not null or ${meals.mealItemId} is not null))`,
          hasGroceryList: sql<boolean>`exists (select 1 from ${groceryItems} where ${groceryItems.userId} = ${userId})`,
          unpurchased: sql<number>`(select count(*)::int from ${groceryItems} where ${groceryItems.userId} = ${userId} and not ${groceryItems.checked} and ${groceryItems.removedAt} is null and (${groceryItems.listDate} is null or ${groceryItems.listDate} between ${today} and ${groceryEnd}))`,
          hasPendingListRebuild: sql<boolean>`exists (select 1 from ${groceryRebuilds} where ${groceryRebuilds.userId} = ${userId})`,
          todaysRecipeMeals: sql<
            DashboardFacts['todaysRecipeMeals'] | null
          >`(select json_agg(json_build_object('mealType', m.meal_type, 'recipeId', m.recipe_id, 'recipeName', r.name)) from ${meals} m join ${recipes} r on r.id = m.recipe_id where m.user_id = ${userId} and m.date = ${today})`,
          progress: sql<ProgressJson | null>`(select row_to_json(o) from ${onboardingProgress} o where o.user_id = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      const facts = row!;
      return {
        profileCompleted: facts.profileCompleted,
        recipeCount: facts.recipeCount,
        collectionCount: facts.collectionCount,
        windowMeals: Number(facts.window.total),
        windowUniqueRecipes: Number(facts.window.unique_recipes),
        lastPlannedAt: iso(facts.lastPlannedAt),
        hasPlannedMeal: facts.hasPlannedMeal,
        hasGroceryList: facts.hasGroceryList,
        unpurchased: facts.unpurchased,
        hasPendingListRebuild: facts.hasPendingListRebuild,
        todaysRecipeMeals: facts.todaysRecipeMeals ?? [],
        progress: facts.progress ? fromJson(facts.progress) : null,
      };
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },

    /** Creates the progress unless it exists (two at once create one). */
    async insertIfAbsent(userId: string, progress: OnboardingProgress): Promise<void> {
      await db
        .insert(onboardingProgress)
        .values({ userId, ...toColumns(progress) })
        .onConflictDoNothing();
    },

    /** The progress, locked until the transaction ends: changes to one user's progress queue. */
    async lockProgress(userId: string): Promise<OnboardingProgress | undefined> {
      const [row] = await db
        .select()
        .from(onboardingProgress)
        .where(eq(onboardingProgress.userId, userId))
        .for('update');
      return row && toProgress(row);
    },

    async findProgress(userId: string): Promise<OnboardingProgress | undefined> {
      const [row] = await db
        .select()
        .from(onboardingProgress)
        .where(eq(onboardingProgress.userId, userId));
      return row && toProgress(row);
    },

    async saveProgress(userId: string, progress: OnboardingProgress): Promise<void> {
      await db
        .update(onboardingProgress)
        .set(toColumns(progress))
        .where(eq(onboardingProgress.userId, userId));
    },

    /** Deletes the user's progress; what it was, or undefined when there was none. */
    async deleteProgress(userId: string): Promise<OnboardingProgress | undefined> {
      const [row] = await db
        .delete(onboardingProgress)
        .where(eq(onboardingProgress.userId, userId))
        .returning();
      return row ? toProgress(row) : undefined;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
