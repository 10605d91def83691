/** localStorage keys of cook-mode timers: one per recipe, `simmer.cookTimers.<recipeId>`. */
export const COOK_TIMERS_PREFIX = 'simmer.cookTimers.';

/** Fired on window whenever this tab changes a timer. */
export const COOK_TIMERS_EVENT = 'simmer:cook-timers';

/** Whether any recipe has timers kept: cheap enough for every page, and needs no other code. */
export function hasStoredTimers(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (window.localStorage.key(i)?.startsWith(COOK_TIMERS_PREFIX)) return true;
    }
  } catch {
    // Storage unavailable: nothing kept.
  }
  return false;
}
