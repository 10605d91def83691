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
export const IMAGE_VARIANT_WIDTHS = { thumb: 200, medium: 400, large: 800 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS;
