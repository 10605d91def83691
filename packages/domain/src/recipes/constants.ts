export const CUISINES = [
  'Italian',
  'Mexican',
  'Chinese',
  'Indian',
  'Japanese',
  'Thai',
  'Mediterranean',
  'French',
  'American',
  'Middle Eastern',
  'Korean',
  'Vietnamese',
  'Greek',
  'Spanish',
  'Other',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export const VISIBILITIES = ['private', 'public', 'chef'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const RECIPE_CATEGORIES = [
  'all',
  'quickMeals',
  'favorites',
  'breakfast',
  'dinner',
  'healthy',
  'popular',
  'chef',
] as const;

export const DIETARY_FILTERS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'nut-free',
  'low-carb',
  'keto',
  'paleo',
] as const;
export type DietaryFilter = (typeof DIETARY_FILTERS)[number];

export const RECIPE_PAGE_SIZE = 20;
export const MAX_RECIPE_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most pixels an uploaded image may have (its header is read before anything is decoded). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_VARIANT_WIDTHS = { thumb: 200, medium: 400, large: 800 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS;

export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** Recipe Box category chips (spec 3 §9; "Chef Recipes" from spec 2 §6). */
export const RECIPE_CATEGORY_LABELS: Record<RecipeCategory, string> = {
  all: 'All',
  quickMeals: 'Quick Meals',
  favorites: 'Favorites',
  breakfast: 'Breakfast',
  dinner: 'Dinner',
  healthy: 'Healthy',
  popular: 'Popular',
  chef: 'Chef Recipes',
};

/** Quick Meals: total time of 30 minutes or less; Popular: rating at least 4 (spec 3 §9). */
export const QUICK_MEAL_MAX_MINUTES = 30;
export const POPULAR_MIN_RATING = 4;

/** Dietary filter labels as the spec writes them (spec 3 §9). */
export const DIETARY_FILTER_LABELS: Record<DietaryFilter, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-Free',
  'dairy-free': 'Dairy-Free',
  'nut-free': 'Nut-Free',
  'low-carb': 'Low-Carb',
  keto: 'Keto',
  paleo: 'Paleo',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** Recipe list sort labels; the spec names only the keys (spec 3 §9). */
export const RECIPE_SORT_LABELS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'time-asc': 'Quickest first',
  'time-desc': 'Longest first',
  rating: 'Highest rated',
} as const;

/** The Recipe Box time filter: 0–120 minutes in steps of 5 (spec 3 §9). */
export const RECIPE_TIME_FILTER = { min: 0, max: 120, step: 5 } as const;

/** The selling section's preset prices in dollars, beside Custom (ADR 0010). */
export const RECIPE_PRICE_TIERS = [4.99, 9.99, 14.99] as const;

/** The lowest price of a purchasable recipe, in dollars (spec 1 §5). */
export const MIN_RECIPE_PRICE = 0.99;

/** The Recipe Box's orders (spec 2 §3). Here, not beside the schemas, so the list screen needs no zod. */
export const RECIPE_SORTS = ['newest', 'oldest', 'time-asc', 'time-desc', 'rating'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
