import { z } from 'zod';

/** The five onboarding tasks in their order (spec 1 §4). */
export const ONBOARDING_TASK_IDS = [
  'profile-setup',
  'first-recipe',
  'recipe-collection',
  'meal-plan',
  'grocery-list',
] as const;
export type OnboardingTaskId = (typeof ONBOARDING_TASK_IDS)[number];
export const OnboardingTaskIdSchema = z.enum(ONBOARDING_TASK_IDS);

export const ONBOARDING_BADGES = ['profile-pioneer', 'recipe-collector', 'organized-chef'] as const;
export type OnboardingBadge = (typeof ONBOARDING_BADGES)[number];

export interface OnboardingTaskDefinition {
  id: OnboardingTaskId;
  /** 1-based position: the step a task returns to when marked incomplete. */
  order: number;
  title: string;
  points: number;
  badge: OnboardingBadge | null;
}

/** Recipes in the collection that complete recipe-collection (spec 1 §4). */
export const RECIPE_COLLECTION_TASK_SIZE = 5;
export const LAST_ONBOARDING_STEP = 5;

export const ONBOARDING_TASKS: readonly OnboardingTaskDefinition[] = [
  {
    id: 'profile-setup',
    order: 1,
    title: 'Set up your cooking profile',
    points: 0,
    badge: 'profile-pioneer',
  },
  { id: 'first-recipe', order: 2, title: 'Add your first recipe', points: 100, badge: null },
  {
    id: 'recipe-collection',
    order: 3,
    title: `Collect ${RECIPE_COLLECTION_TASK_SIZE} recipes`,
    points: 0,
    badge: 'recipe-collector',
  },
  { id: 'meal-plan', order: 4, title: 'Plan your first meals', points: 150, badge: null },
  {
    id: 'grocery-list',
    order: 5,
    title: 'Make your grocery list',
    points: 0,
    badge: 'organized-chef',
  },
];

export const BADGE_NAMES: Record<OnboardingBadge, string> = {
  'profile-pioneer': 'Profile Pioneer',
  'recipe-collector': 'Recipe Collector',
  'organized-chef': 'Organized Chef',
};

export const ONBOARDING_MESSAGES = {
  notFound: 'Onboarding progress not found',
  resetSucceeded: 'Onboarding progress reset successfully',
  resetFailed: (reason: string) => `Failed to reset onboarding: ${reason}`,
} as const;

/** Onboarding progress (spec 1 §3, keyed by user). Instants are ISO strings. */
export interface OnboardingProgress {
  completedTasks: OnboardingTaskId[];
  isComplete: boolean;
  currentStep: number;
  startedAt: string;
  completedAt: string | null;
  lastTaskCompleted: OnboardingTaskId | null;
}

const definitionOf = (task: OnboardingTaskId) => ONBOARDING_TASKS.find((t) => t.id === task)!;

/** New progress: no task done, step 1. */
export function initialiseOnboarding(now: Date): OnboardingProgress {
  return {
    completedTasks: [],
    isComplete: false,
    currentStep: 1,
    startedAt: now.toISOString(),
    completedAt: null,
    lastTaskCompleted: null,
  };
}

/**
 * Completes a task: appends it and raises the step by one, capped at 5; all five done completes
 * the onboarding. Completing a task already done changes nothing (a retry is harmless).
 */
export function completeOnboardingTask(
  progress: OnboardingProgress,
  task: OnboardingTaskId,
  now: Date,
): OnboardingProgress {
  if (progress.completedTasks.includes(task)) return progress;
  const completedTasks = [...progress.completedTasks, task];
  const allDone = ONBOARDING_TASK_IDS.every((id) => completedTasks.includes(id));
  return {
    ...progress,
    completedTasks,
    currentStep: Math.min(progress.currentStep + 1, LAST_ONBOARDING_STEP),
    lastTaskCompleted: task,
    isComplete: progress.isComplete || allDone,
    completedAt: progress.completedAt ?? (allDone ? now.toISOString() : null),
  };
}

/** Skipping marks the onboarding complete at step 5; tasks done stay done. */
export function skipOnboarding(progress: OnboardingProgress, now: Date): OnboardingProgress {
  if (progress.isComplete) return { ...progress, currentStep: LAST_ONBOARDING_STEP };
  return {
    ...progress,
    isComplete: true,
    currentStep: LAST_ONBOARDING_STEP,
    completedAt: now.toISOString(),
  };
}

/** Removes a task, clears the completion and sets the step to that task's order. */
export function markOnboardingTaskIncomplete(
  progress: OnboardingProgress,
  task: OnboardingTaskId,
): OnboardingProgress {
  return {
    ...progress,
    completedTasks: progress.completedTasks.filter((id) => id !== task),
    isComplete: false,
    completedAt: null,
    currentStep: definitionOf(task).order,
    lastTaskCompleted:
      progress.lastTaskCompleted === task
        ? (progress.completedTasks.filter((id) => id !== task).at(-1) ?? null)
        : progress.lastTaskCompleted,
  };
}

/** What the user's own data says about each task: their real actions, never a click on a tile. */
export interface OnboardingFacts {
  hasCompletedProfile: boolean;
  recipeCount: number;
  collectionCount: number;
  hasPlannedMeal: boolean;
  hasGroceryList: boolean;
}

/** The tasks the facts show done, in task order. */
export function tasksDoneBy(facts: OnboardingFacts): OnboardingTaskId[] {
  const done: Record<OnboardingTaskId, boolean> = {
    'profile-setup': facts.hasCompletedProfile,
    'first-recipe': facts.recipeCount >= 1,
    'recipe-collection': facts.collectionCount >= RECIPE_COLLECTION_TASK_SIZE,
    'meal-plan': facts.hasPlannedMeal,
    'grocery-list': facts.hasGroceryList,
  };
  return ONBOARDING_TASK_IDS.filter((id) => done[id]);
}

/**
 * The tasks the facts show done that the progress does not record yet. A task once earned stays
 * earned when its facts stop holding (deleting a recipe takes no points away).
 */
export function tasksToRecord(
  progress: OnboardingProgress,
  facts: OnboardingFacts,
): OnboardingTaskId[] {
  return tasksDoneBy(facts).filter((id) => !progress.completedTasks.includes(id));
}

/** Points earned by the completed tasks. */
export function onboardingPoints(progress: Pick<OnboardingProgress, 'completedTasks'>): number {
  return progress.completedTasks.reduce((sum, id) => sum + definitionOf(id).points, 0);
}

/** Badges earned by the completed tasks, in task order. */
export function onboardingBadges(
  progress: Pick<OnboardingProgress, 'completedTasks'>,
): OnboardingBadge[] {
  return ONBOARDING_TASKS.filter((t) => t.badge && progress.completedTasks.includes(t.id)).map(
    (t) => t.badge!,
  );
}

export const OnboardingProgressSchema = z.object({
  completedTasks: z.array(OnboardingTaskIdSchema),
  isComplete: z.boolean(),
  currentStep: z.number().int().min(1).max(LAST_ONBOARDING_STEP),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  lastTaskCompleted: OnboardingTaskIdSchema.nullable(),
});

/** The progress as the dashboard shows it: each task, the points and the badges earned. */
export const OnboardingViewSchema = OnboardingProgressSchema.extend({
  points: z.number().int(),
  badges: z.array(z.enum(ONBOARDING_BADGES)),
  tasks: z.array(
    z.object({
      id: OnboardingTaskIdSchema,
      title: z.string(),
      points: z.number().int(),
      badge: z.enum(ONBOARDING_BADGES).nullable(),
      isCompleted: z.boolean(),
    }),
  ),
});
export type OnboardingView = z.infer<typeof OnboardingViewSchema>;

export function toOnboardingView(progress: OnboardingProgress): OnboardingView {
  return {
    ...progress,
    points: onboardingPoints(progress),
    badges: onboardingBadges(progress),
    tasks: ONBOARDING_TASKS.map((t) => ({
      id: t.id,
      title: t.title,
      points: t.points,
      badge: t.badge,
      isCompleted: progress.completedTasks.includes(t.id),
    })),
  };
}

export const OnboardingUserParamsSchema = z.object({ userId: z.string().min(1).max(200) });
export const OnboardingTaskParamsSchema = OnboardingUserParamsSchema.extend({
  task: OnboardingTaskIdSchema,
});

export const OnboardingResetResultSchema = z.object({
  message: z.string(),
  progress: OnboardingViewSchema,
});
