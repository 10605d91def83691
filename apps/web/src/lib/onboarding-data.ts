import {
  QUESTIONNAIRE_STEP_COUNT,
  QuestionnaireAnswersSchema,
  type PartialQuestionnaireAnswers,
  type PreviewPlan,
} from '@simmer/domain/onboarding';
import {
  CookingProfileSchema,
  defaultCookingProfile,
  PERSONAS,
  type CookingProfile,
  type Persona,
  type Profile,
} from '@simmer/domain/profiles';
import { apiFetch } from './api-client';
import { safeSessionGet, safeSessionRemove, safeSessionSet, sessionKeys } from './storage-keys';

/**
 * The questionnaire's data kept in the browser session (spec 1 §3: persona, cookingProfile,
 * selectedTier), read by the questionnaire, the preview and the sign-up that follows it.
 */
export interface OnboardingData {
  persona: Persona;
  cookingProfile: CookingProfile;
}

export interface QuestionnaireProgress {
  /** 1-based. */
  step: number;
  answers: PartialQuestionnaireAnswers;
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether the session holds any questionnaire data, valid or not. */
export const hasOnboardingData = () =>
  safeSessionGet(sessionKeys.cookingProfile) !== null ||
  safeSessionGet(sessionKeys.persona) !== null;

/**
 * The session's persona and cooking profile; invalid data falls back to persona busy and the
 * default profile (spec 1 §5). Null when there is none at all.
 */
export function readOnboardingData(): OnboardingData | null {
  if (!hasOnboardingData()) return null;
  const persona = safeSessionGet(sessionKeys.persona);
  const profile = CookingProfileSchema.safeParse(parse(safeSessionGet(sessionKeys.cookingProfile)));
  if (!profile.success || !PERSONAS.includes(persona as Persona)) {
    return { persona: 'busy', cookingProfile: defaultCookingProfile() };
  }
  return { persona: persona as Persona, cookingProfile: profile.data };
}

export function writeOnboardingData(data: OnboardingData) {
  safeSessionSet(sessionKeys.persona, data.persona);
  safeSessionSet(sessionKeys.cookingProfile, JSON.stringify(data.cookingProfile));
}

export function readQuestionnaireProgress(): QuestionnaireProgress | null {
  const value = parse(safeSessionGet(sessionKeys.questionnaireProgress));
  if (typeof value !== 'object' || value === null) return null;
  const { step, answers } = value as { step?: unknown; answers?: unknown };
  if (typeof step !== 'number' || typeof answers !== 'object' || answers === null) return null;
  // Each answer is checked on its own: one stale answer does not lose the others.
  const shape = QuestionnaireAnswersSchema.shape;
  const kept = Object.fromEntries(
    Object.entries(answers).filter(
      ([key, answer]) => key in shape && shape[key as keyof typeof shape].safeParse(answer).success,
    ),
  ) as PartialQuestionnaireAnswers;
  return {
    step: Math.min(QUESTIONNAIRE_STEP_COUNT, Math.max(1, Math.trunc(step))),
    answers: kept,
  };
}

export function writeQuestionnaireProgress(progress: QuestionnaireProgress) {
  safeSessionSet(sessionKeys.questionnaireProgress, JSON.stringify(progress));
}

export const readSelectedTier = () => safeSessionGet(sessionKeys.selectedTier);
export const writeSelectedTier = (tier: 'free' | 'pro') =>
  safeSessionSet(sessionKeys.selectedTier, tier);

export function readPreviewPlan(): PreviewPlan | null {
  const value = parse(safeSessionGet(sessionKeys.previewPlan));
  if (typeof value !== 'object' || value === null) return null;
  const plan = value as PreviewPlan;
  return typeof plan.weekStart === 'string' && Array.isArray(plan.days) ? plan : null;
}
export const writePreviewPlan = (plan: PreviewPlan) =>
  safeSessionSet(sessionKeys.previewPlan, JSON.stringify(plan));
export const clearPreviewPlan = () => safeSessionRemove(sessionKeys.previewPlan);

/** Saves finished answers to the signed-in account (PUT /api/onboarding/questionnaire). */
export const saveQuestionnaire = (answers: PartialQuestionnaireAnswers) =>
  apiFetch<Profile>('/api/onboarding/questionnaire', {
    method: 'PUT',
    body: JSON.stringify({ answers }),
  });

/**
 * After sign-up, the questionnaire a visitor finished becomes the new account's profile
 * (onboarding completed); the session's copy is then done with. Never fails the sign-up.
 */
export async function saveOnboardingDataToAccount(): Promise<boolean> {
  const progress = readQuestionnaireProgress();
  const answers = QuestionnaireAnswersSchema.safeParse(progress?.answers);
  if (!answers.success) return false;
  try {
    await saveQuestionnaire(answers.data);
    safeSessionRemove(sessionKeys.questionnaireProgress);
    return true;
  } catch {
    return false;
  }
}
