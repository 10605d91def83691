import { describe, expect, it } from 'vitest';
import {
  completeOnboardingTask,
  initialiseOnboarding,
  markOnboardingTaskIncomplete,
  onboardingBadges,
  onboardingPoints,
  skipOnboarding,
  tasksDoneBy,
  tasksToRecord,
  toOnboardingView,
  ONBOARDING_TASK_IDS,
  type OnboardingFacts,
  type OnboardingProgress,
} from './tasks';

const now = new Date('2026-11-24T10:00:00Z');
const later = new Date('2026-11-25T10:00:00Z');

function completeAll(tasks: readonly (typeof ONBOARDING_TASK_IDS)[number][]): OnboardingProgress {
  return tasks.reduce((p, t) => completeOnboardingTask(p, t, later), initialiseOnboarding(now));
}

describe('initialiseOnboarding', () => {
  it('starts with no task done at step 1', () => {
    expect(initialiseOnboarding(now)).toEqual({
      completedTasks: [],
      isComplete: false,
      currentStep: 1,
      startedAt: now.toISOString(),
      completedAt: null,
      lastTaskCompleted: null,
    });
  });
});

describe('completeOnboardingTask', () => {
  it.each([
    { done: ['profile-setup'], step: 2, complete: false },
    { done: ['profile-setup', 'first-recipe'], step: 3, complete: false },
    { done: ['profile-setup', 'first-recipe', 'recipe-collection'], step: 4, complete: false },
    {
      done: ['profile-setup', 'first-recipe', 'recipe-collection', 'meal-plan'],
      step: 5,
      complete: false,
    },
    { done: [...ONBOARDING_TASK_IDS], step: 5, complete: true },
    { done: ['grocery-list', 'meal-plan'], step: 3, complete: false },
  ] as const)(
    'after $done the step is $step and complete is $complete',
    ({ done, step, complete }) => {
      const progress = completeAll(done);

      expect(progress.completedTasks).toEqual(done);
      expect(progress.currentStep).toBe(step);
      expect(progress.isComplete).toBe(complete);
      expect(progress.completedAt).toBe(complete ? later.toISOString() : null);
      expect(progress.lastTaskCompleted).toBe(done.at(-1));
    },
  );

  it('changes nothing when the task is already done (a retry is harmless)', () => {
    const once = completeAll(['first-recipe']);

    expect(completeOnboardingTask(once, 'first-recipe', later)).toBe(once);
  });

  it('caps the step at 5', () => {
    const skipped = skipOnboarding(initialiseOnboarding(now), now);

    expect(completeOnboardingTask(skipped, 'meal-plan', later).currentStep).toBe(5);
  });
});

describe('skipOnboarding', () => {
  it('marks the onboarding complete at step 5 and keeps the tasks done', () => {
    const skipped = skipOnboarding(completeAll(['profile-setup']), later);

    expect(skipped).toMatchObject({
      isComplete: true,
      currentStep: 5,
      completedAt: later.toISOString(),
      completedTasks: ['profile-setup'],
    });
  });
});

describe('markOnboardingTaskIncomplete', () => {
  it.each([
    { task: 'profile-setup', step: 1 },
    { task: 'first-recipe', step: 2 },
    { task: 'recipe-collection', step: 3 },
    { task: 'meal-plan', step: 4 },
    { task: 'grocery-list', step: 5 },
  ] as const)('removes $task, clears the completion and goes to step $step', ({ task, step }) => {
    const progress = markOnboardingTaskIncomplete(completeAll(ONBOARDING_TASK_IDS), task);

    expect(progress.completedTasks).not.toContain(task);
    expect(progress.completedTasks).toHaveLength(4);
    expect(progress).toMatchObject({ isComplete: false, completedAt: null, currentStep: step });
  });
});

describe('tasksDoneBy and tasksToRecord', () => {
  const none: OnboardingFacts = {
    hasCompletedProfile: false,
    recipeCount: 0,
    collectionCount: 0,
    hasPlannedMeal: false,
    hasGroceryList: false,
  };

  it.each([
    { facts: none, done: [] },
    { facts: { ...none, hasCompletedProfile: true }, done: ['profile-setup'] },
    { facts: { ...none, recipeCount: 1, collectionCount: 1 }, done: ['first-recipe'] },
    { facts: { ...none, recipeCount: 0, collectionCount: 5 }, done: ['recipe-collection'] },
    {
      facts: { ...none, recipeCount: 5, collectionCount: 5 },
      done: ['first-recipe', 'recipe-collection'],
    },
    { facts: { ...none, recipeCount: 4, collectionCount: 4 }, done: ['first-recipe'] },
    {
      facts: { ...none, hasPlannedMeal: true, hasGroceryList: true },
      done: ['meal-plan', 'grocery-list'],
    },
  ] as const)('$facts → $done', ({ facts, done }) => {
    expect(tasksDoneBy(facts)).toEqual(done);
  });

  it('records only what is not recorded yet, and never takes an earned task away', () => {
    const progress = completeAll(['first-recipe', 'meal-plan']);

    expect(tasksToRecord(progress, { ...none, hasCompletedProfile: true, recipeCount: 1 })).toEqual(
      ['profile-setup'],
    );
  });
});

describe('points and badges', () => {
  it.each([
    { done: [], points: 0, badges: [] },
    { done: ['profile-setup'], points: 0, badges: ['profile-pioneer'] },
    { done: ['first-recipe'], points: 100, badges: [] },
    { done: ['first-recipe', 'meal-plan'], points: 250, badges: [] },
    {
      done: [...ONBOARDING_TASK_IDS],
      points: 250,
      badges: ['profile-pioneer', 'recipe-collector', 'organized-chef'],
    },
  ] as const)('$done earn $points points and $badges', ({ done, points, badges }) => {
    const progress = completeAll(done);

    expect(onboardingPoints(progress)).toBe(points);
    expect(onboardingBadges(progress)).toEqual(badges);
    expect(toOnboardingView(progress)).toMatchObject({ points, badges });
  });
});
