/** Browser storage keys the spec names (spec 1 §3, client storage keys). */
export const sessionKeys = {
  persona: 'persona',
  cookingProfile: 'cookingProfile',
  selectedTier: 'selectedTier',
  pendingSignupEmail: 'pendingSignupEmail',
  storyRecipeIds: 'storyRecipeIds',
  /** UTM parameters of the address a visitor arrived at, kept for their sign-up. */
  utm: 'utm',
} as const;

export const localKeys = {
  pendingSharedRecipe: 'pendingSharedRecipe',
  pendingShareId: 'pendingShareId',
  redirectAfterLogin: 'redirectAfterLogin',
  returnUrl: 'returnUrl',
} as const;

export function safeSessionSet(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the flow still works without it.
  }
}

export function safeLocalSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See safeSessionSet.
  }
}
