// Plain values the screens use, apart from the zod schemas: importing one never brings zod along.

/** Spec 2 §5 and §8 (plans and meals), word for word. */
export const MEAL_MESSAGES = {
  notFound: 'Meal not found',
  originalNotFound: 'Original meal not found',
  changedElsewhere: 'This meal was changed elsewhere. Reload to see the latest version.',
  changedElsewhereTitle: 'Changed elsewhere',
  changedElsewhereReloaded:
    'This meal was changed elsewhere, so your change was not saved. The planner now shows the latest version.',
  versionRequired: 'Send the version of the meal you read',
  unauthorized: 'Unauthorized access to meal',
  servingsRange: 'Servings must be a whole number from 1 to 12',
  quantityWhole: 'Quantity must be a whole number of at least 1',
  ingredientsRequired: 'Add at least one ingredient',
  mealType: 'Meal type must be breakfast, lunch, dinner or snack',
  dateBeforeToday: 'The date cannot be before today',
  recipeUnavailable:
    'Failed to add recipe. The recipe may have been deleted or is no longer available.',
  addFailedTitle: 'Error',
  addFailed: 'Failed to add recipe to meal plan',
  addedTitle: 'Success',
  added: (mealType: string, date: string) => `Added to ${mealType} on ${date}`,
  loadPlan: 'Loading your meal plan...',
  loadRecipes: 'Loading recipe details...',
  loadMealsFailed: 'Failed to load meals',
  loadRecipesFailed: 'Failed to load recipes',
  updateFailed: 'Failed to update meal plan',
  quickAddPlaceholder: 'Press Enter to add a new ingredient...',
  wizardUpgradeTitle: 'Upgrade to Pro',
  wizardUpgrade:
    'Get access to our smart recipe wizard and AI-powered meal suggestions with a Pro subscription.',
} as const;

export const MIN_MEAL_SERVINGS = 1;
export const MAX_MEAL_SERVINGS = 12;
/** Spec 3 §9: the Add to Meal Plan dialog's and the side panel's default meal type. */
export const DEFAULT_MEAL_TYPE = 'dinner';
/** Spec 2 §2: mobile 'Add Meal' defaults to lunch. */
export const MOBILE_DEFAULT_MEAL_TYPE = 'lunch';
/** Spec 2 §4: meals reload this long after a successful move. */
export const RELOAD_AFTER_MOVE_MS = 500;
/** Spec 3 §9: the touch long-press that starts a drag. */
export const DRAG_LONG_PRESS_MS = 120;
/** The longest range one planner request may read (a month view with spill-over days). */
export const MAX_MEAL_RANGE_DAYS = 62;

export const MEAL_KINDS = ['recipe', 'item', 'placeholder'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];

/** Pending meal plans: fewer than 7 meals in the next 14 days (spec 3 §9). */
export const PENDING_PLAN_MIN_MEALS = 7;
export const PENDING_PLAN_WINDOW_DAYS = 14;
/** Recipe selection needed: some meals but fewer than 3 unique recipes. */
export const RECIPE_SELECTION_MIN_UNIQUE = 3;
/** Enough saved recipes: at least 5. */
export const ENOUGH_SAVED_RECIPES = 5;
