import type { MealType } from '../recipes/constants';

/** Spec 3 §9: the words that make a recipe fit a meal type (+1 each recipe, not each word). */
export const MEAL_TYPE_KEYWORDS: Record<MealType, readonly string[]> = {
  breakfast: ['breakfast', 'brunch', 'morning'],
  lunch: ['lunch', 'sandwich', 'salad', 'soup'],
  dinner: ['dinner', 'main', 'entrée', 'entree'],
  snack: ['snack', 'appetizer', 'side'],
};

/** Spec 3 §9: +2 for a tag or cuisine match on the meal's tags. */
export const TAG_MATCH_SCORE = 2;
/** Spec 3 §9: +1 for a meal-type keyword match. */
export const KEYWORD_MATCH_SCORE = 1;

/** What the relevance score reads of a recipe. */
export interface ScoredRecipe {
  name: string;
  cuisine: string;
  tags: readonly string[];
}

/** What the relevance score reads of a meal: its type and its tags (lower case). */
export interface MealToFill {
  mealType: MealType;
  tags: readonly string[];
}

const fold = (value: string) => value.trim().toLowerCase().normalize('NFC');

/** The words of a text, lower case, split as a recipe's name words are (recipeSearchFields). */
export function wordsOf(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
}

/** Tags shorter than this say nothing ("of", "a") and a trigram index cannot look them up. */
export const MIN_MEAL_TAG_LENGTH = 3;
/** The most tags one placeholder lends the search, so a long title stays one bounded query. */
export const MAX_MEAL_TAGS = 16;

/**
 * A placeholder meal's tags: the words of its title and each pair of neighbouring words, lower
 * case, so "Italian night" is tagged italian and a title "Middle Eastern" matches that cuisine;
 * at most 16, none shorter than 3 letters.
 * Meals carry no tag list of their own (spec 2 §3); the placeholder's title is where a cook says
 * what the slot wants.
 */
export function placeholderTags(title: string | null | undefined): string[] {
  const words = wordsOf(title ?? '');
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...new Set([...words, ...pairs])]
    .filter((tag) => tag.length >= MIN_MEAL_TAG_LENGTH)
    .slice(0, MAX_MEAL_TAGS);
}

/** Whether any of a recipe's tags or its cuisine is one of the meal's tags. */
export function matchesMealTags(recipe: ScoredRecipe, mealTags: readonly string[]): boolean {
  if (mealTags.length === 0) return false;
  const wanted = new Set(mealTags.map(fold));
  return [recipe.cuisine, ...recipe.tags].some((value) => value && wanted.has(fold(value)));
}

/** Whether a recipe's tags or the words of its name hold a keyword of the meal type. */
export function matchesMealType(recipe: ScoredRecipe, mealType: MealType): boolean {
  const keywords = MEAL_TYPE_KEYWORDS[mealType];
  const words = new Set([...recipe.tags.map(fold), ...wordsOf(recipe.name)]);
  return keywords.some((keyword) => words.has(keyword));
}

/**
 * The relevance of a recipe to a meal (spec 3 §9): +2 when a tag or the cuisine of the recipe is
 * one of the meal's tags, +1 when the recipe carries a keyword of the meal's type. 0 to 3.
 */
export function relevanceScore(recipe: ScoredRecipe, meal: MealToFill): number {
  return (
    (matchesMealTags(recipe, meal.tags) ? TAG_MATCH_SCORE : 0) +
    (matchesMealType(recipe, meal.mealType) ? KEYWORD_MATCH_SCORE : 0)
  );
}

/**
 * Recipes ranked for a meal, most relevant first; equal scores keep the order they came in. Each
 * comes back with its score.
 */
export function rankByRelevance<T extends ScoredRecipe>(
  recipes: readonly T[],
  meal: MealToFill,
): Array<{ recipe: T; score: number }> {
  return recipes
    .map((recipe, index) => ({ recipe, score: relevanceScore(recipe, meal), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ recipe, score }) => ({ recipe, score }));
}
