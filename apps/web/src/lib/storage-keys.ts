/** Browser storage keys the spec names (spec 1 §3, client storage keys). */
export const sessionKeys = {
  persona: 'persona',
  cookingProfile: 'cookingProfile',
  selectedTier: 'selectedTier',
  pendingSignupEmail: 'pendingSignupEmail',
  storyRecipeIds: 'storyRecipeIds',
  /** UTM parameters of the address a visitor arrived at, kept for their sign-up. */
  utm: 'utm',
  /** The questionnaire's step and answers so far, so a reload resumes where it was. */
  questionnaireProgress: 'questionnaireProgress',
  /** The preview week a visitor saw, offered to the planner after sign-up. */
  previewPlan: 'previewPlan',
  /** A visitor chose Sign Up & Save on a shared recipe: the page finishes the save on return. */
  pendingSharedSave: 'pendingSharedSave',
} as const;

export const localKeys = {
  pendingSharedRecipe: 'pendingSharedRecipe',
  pendingShareId: 'pendingShareId',
  redirectAfterLogin: 'redirectAfterLogin',
  returnUrl: 'returnUrl',
  /** The shopping list's chosen view, basic or enhanced. */
  groceryListView: 'groceryListView',
} as const;

type StorageKind = 'session' | 'local';

/**
 * Browser storage that never throws: storage can be unavailable (private mode, quota, disabled
 * cookies) and every flow that uses it must still work without it.
 */
function withStorage<T>(kind: StorageKind, act: (storage: Storage) => T, fallback: T): T {
  try {
    return act(kind === 'session' ? window.sessionStorage : window.localStorage);
  } catch {
    return fallback;
  }
}

export const safeSessionGet = (key: string) => withStorage('session', (s) => s.getItem(key), null);
export const safeSessionSet = (key: string, value: string) =>
  withStorage('session', (s) => s.setItem(key, value), undefined);
export const safeSessionRemove = (key: string) =>
  withStorage('session', (s) => s.removeItem(key), undefined);
export const safeLocalGet = (key: string) => withStorage('local', (s) => s.getItem(key), null);
export const safeLocalSet = (key: string, value: string) =>
  withStorage('local', (s) => s.setItem(key, value), undefined);
export const safeLocalRemove = (key: string) =>
  withStorage('local', (s) => s.removeItem(key), undefined);
