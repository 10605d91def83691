import { MEAL_TYPES, type MealType } from '../recipes/constants';
import { addDays, WEEKDAY_NAMES, weekdayOf } from '../meal-plans/dates';
import { preferredCuisines, type CookingProfile, type Persona } from '../profiles';
import {
  foodCategoriesOf,
  mainIngredientOf,
  meetsDiet,
  type DietaryRestriction,
  type PlanIngredient,
} from './diet';

/** A recipe the planner may place: what scoring reads, nothing more. */
export interface PlanCandidate {
  id: string;
  name: string;
  cuisine: string;
  totalTime: number;
  difficulty: string;
  tags: readonly string[];
  dietaryRestrictions: readonly string[];
  servings: number;
  /** The whole recipe's estimated cost in dollars, or null when unknown. */
  estimatedCost: number | null;
  ingredients: readonly PlanIngredient[];
  /** The user's own or saved recipe: a small bonus. */
  isPersonal?: boolean;
}

export interface PlanOptions {
  /** The first day of the planned week (ISO). */
  weekStart: string;
  /** Same seed, same plan; Shuffle sends another. */
  seed: number;
  /** Days before this one are not planned (the current week's past days). */
  today?: string;
  /** Slots that keep the meal they hold: `${date}_${mealType}`. */
  occupied?: readonly string[];
  /** Recipes the week already holds (kept meals): not placed again. */
  usedRecipeIds?: readonly string[];
}

export const PROPOSED_MEAL_KINDS = ['recipe', 'leftover', 'placeholder'] as const;
export type ProposedMealKind = (typeof PROPOSED_MEAL_KINDS)[number];

export interface ProposedMeal {
  date: string;
  mealType: MealType;
  kind: ProposedMealKind;
  /** Null for a placeholder. */
  recipeId: string | null;
  /** The recipe's name, or the placeholder's title. */
  name: string;
  servings: number;
  /** Why it was chosen, briefly: "Italian · 25 min · vegetarian". */
  reason: string;
  /** A leftover's cooking day. */
  cookedOn: string | null;
  cuisine: string;
  totalTime: number;
}

export interface GeneratedPlan {
  weekStart: string;
  days: string[];
  seed: number;
  cookingDays: string[];
  meals: ProposedMeal[];
  /** Why some meals are placeholders (or nothing is planned); null when all found a recipe. */
  message: string | null;
}

/** A cooked meal feeds at most this many leftover days after it. */
export const MAX_LEFTOVER_DAYS = 2;
/** Favourite cuisines' share of a week's recipes, where the pool allows (spec 3 §9). */
export const FAVOURITE_CUISINE_SHARE = 0.5;

const isWeekend = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
};

/**
 * Minutes a meal may take: the questionnaire maps time answers to weekday cooking frequency
 * (spec 3 §9: 15-20 minutes → 2, 30-45 → 3, up to an hour → 4, more → 5); weekends allow twice
 * that. A busy cook's weekdays stay at 30 minutes or less.
 */
export function timeLimitFor(
  profile: Pick<CookingProfile, 'weekdayCookingFrequency'>,
  persona: Persona,
  day: string,
): number {
  const frequency = profile.weekdayCookingFrequency;
  const weekday = frequency <= 2 ? 20 : frequency === 3 ? 45 : frequency === 4 ? 60 : 90;
  if (isWeekend(day)) return Math.max(40, weekday * 2);
  return persona === 'busy' ? Math.min(weekday, 30) : weekday;
}

/** The first day of the week after `today`'s (spec 3 §9: 7 minus the weekday, days ahead). */
export function nextWeekStart(today: string, weekStartsOn: 'sunday' | 'monday' = 'sunday'): string {
  const offset = (weekdayOf(today) - (weekStartsOn === 'monday' ? 1 : 0) + 7) % 7;
  return addDays(today, 7 - offset);
}

/** The days cooked on: weekday and weekend frequencies spread over the week (first day first). */
export function cookingDaysOf(
  profile: Pick<CookingProfile, 'weekdayCookingFrequency' | 'weekendCookingFrequency'>,
  days: readonly string[],
): string[] {
  const weekdays = days.filter((day) => !isWeekend(day));
  const weekend = days.filter(isWeekend);
  const n = Math.min(profile.weekdayCookingFrequency, weekdays.length);
  const picked = new Set<string>();
  for (let i = 0; i < n; i += 1) {
    const index = n === 1 ? 0 : Math.round((i * (weekdays.length - 1)) / (n - 1));
    picked.add(weekdays[index]!);
  }
  for (const day of weekend.slice(0, Math.min(profile.weekendCookingFrequency, weekend.length)))
    picked.add(day);
  return days.filter((day) => picked.has(day));
}

/** 32-bit string hash (FNV-1a). */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by its inputs (a mixing step of mulberry32). */
function noise(a: number, b: number, c: number): number {
  let t = (a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const MEAL_TYPE_WORDS: Record<MealType, RegExp> = {
  breakfast: /\b(breakfast|brunch|morning|pancakes?|oatmeal|porridge|granola|omelett?e)\b/,
  lunch: /\b(lunch|sandwich|salad|soup|wrap)\b/,
  dinner: /\b(dinner|main|entrée|entree|supper)\b/,
  snack: /\b(snack|appetizer|side|dip)\b/,
};

interface Prepared {
  candidate: PlanCandidate;
  cuisine: string;
  categories: Set<string>;
  main: string;
  idHash: number;
  fits: Record<MealType, boolean>;
  costPerServing: number | null;
}

function prepare(candidate: PlanCandidate): Prepared {
  const words = `${candidate.tags.join(' ')} ${candidate.name}`.toLowerCase();
  return {
    candidate,
    cuisine: candidate.cuisine.trim().toLowerCase(),
    categories: foodCategoriesOf(candidate),
    main: mainIngredientOf(candidate),
    idHash: hashString(candidate.id),
    fits: {
      breakfast: MEAL_TYPE_WORDS.breakfast.test(words),
      lunch: MEAL_TYPE_WORDS.lunch.test(words),
      dinner: MEAL_TYPE_WORDS.dinner.test(words),
      snack: MEAL_TYPE_WORDS.snack.test(words),
    },
    costPerServing:
      candidate.estimatedCost === null ? null : candidate.estimatedCost / candidate.servings,
  };
}

const SKILL_FIT: Record<CookingProfile['cookingSkillLevel'], Record<string, number>> = {
  beginner: { easy: 6, medium: 0, hard: -18 },
  intermediate: { easy: 3, medium: 3, hard: -4 },
  advanced: { easy: 0, medium: 3, hard: 4 },
};

interface Slot {
  date: string;
  mealType: MealType;
  index: number;
}

const groupOf = (mealType: MealType) =>
  mealType === 'lunch' || mealType === 'dinner' ? 'main' : mealType;

interface WeekState {
  used: Set<string>;
  /** By kind of meal (groupOf), then cuisine. */
  cuisineCount: Map<string, Map<string, number>>;
  cuisineByDay: Map<string, Set<string>>;
  /** By kind of meal, then main ingredient. */
  mainCount: Map<string, Map<string, number>>;
}

/** Placeholder titles say which meal waits for a recipe. */
const placeholderTitle = (mealType: MealType) =>
  `Choose a ${mealType === 'snack' ? 'snack' : mealType} recipe`;

/**
 * Plans a week from a cooking profile, without AI or a database: the enabled meal types of each
 * cooking day (weekday and weekend frequencies spread over the week), leftovers on the other days
 * when the profile likes them, each recipe chosen by, in order: dietary restrictions (never
 * broken), at least half the recipes from favourite cuisines where the pool allows, cuisines rated
 * -1 and disliked food categories avoided, time availability, skill, budget per serving, then
 * variety (no recipe twice except as leftovers; cuisines and main ingredients spread). The same
 * seed gives the same plan. A meal no recipe fits becomes a placeholder and `message` says why.
 */
export function generatePlan(
  profile: CookingProfile,
  persona: Persona,
  pool: readonly PlanCandidate[],
  options: PlanOptions,
): GeneratedPlan {
  const days = Array.from({ length: 7 }, (_, i) => addDays(options.weekStart, i));
  const cookingDays = cookingDaysOf(profile, days);
  const occupied = new Set(options.occupied ?? []);
  const restrictions = profile.dietaryRestrictions.filter(
    (r): r is Exclude<DietaryRestriction, 'none'> => r !== 'none',
  );
  const favourites = new Set(preferredCuisines(profile).map((c) => c.toLowerCase()));
  const avoided = new Set(
    profile.cuisinePreferences.filter((c) => c.rating === -1).map((c) => c.cuisine.toLowerCase()),
  );
  const disliked = profile.foodPreferences.filter((f) => f.rating === -1).map((f) => f.category);
  const liked = profile.foodPreferences.filter((f) => f.rating === 1).map((f) => f.category);
  const mealTypes = MEAL_TYPES.filter((type) => profile.mealPreferences[type].enabled);
  const servingsOf = (type: MealType) =>
    profile.mealPreferences[type].servings || profile.servingSize;

  // Sorted by id so the plan depends on the pool's content, not on the order it came in.
  const eligible = [...pool]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((candidate, i, all) => i === 0 || all[i - 1]!.id !== candidate.id)
    .filter((candidate) => meetsDiet(candidate, restrictions))
    .map(prepare);
  const hasFavourites = eligible.some((p) => favourites.has(p.cuisine));
  const anyFits = Object.fromEntries(
    MEAL_TYPES.map((type) => [type, eligible.some((p) => p.fits[type])]),
  ) as Record<MealType, boolean>;

  const state: WeekState = {
    used: new Set(options.usedRecipeIds ?? []),
    cuisineCount: new Map(),
    cuisineByDay: new Map(),
    mainCount: new Map(),
  };
  let placedRecipes = 0;
  let favouritePlaced = 0;

  /** Scores every candidate for one slot; what depends only on the slot is read once. */
  function scorer(slot: Slot) {
    const limit = timeLimitFor(profile, persona, slot.date);
    const group = groupOf(slot.mealType);
    const cuisines = state.cuisineCount.get(group) ?? new Map<string, number>();
    const mains = state.mainCount.get(group) ?? new Map<string, number>();
    const sameDay = state.cuisineByDay.get(slot.date);
    const dayBefore = state.cuisineByDay.get(addDays(slot.date, -1));
    const typeFits = anyFits[slot.mealType];
    const isSideMeal = slot.mealType === 'breakfast' || slot.mealType === 'snack';
    const skill = SKILL_FIT[profile.cookingSkillLevel];
    const seed = options.seed >>> 0;
    return (p: Prepared): number => {
      const c = p.candidate;
      let total = 0;
      if (favourites.has(p.cuisine)) total += 12;
      if (avoided.has(p.cuisine)) total -= 60;
      for (const category of disliked) if (p.categories.has(category)) total -= 25;
      for (const category of liked) if (p.categories.has(category)) total += 3;
      if (c.totalTime > limit) total -= 40 + (c.totalTime - limit) / 5;
      else if (persona === 'busy') total += (limit - c.totalTime) / 10;
      total += skill[c.difficulty] ?? 0;
      if (p.costPerServing !== null) {
        const over = p.costPerServing - profile.budgetPerMeal;
        total += over > 0 ? -20 - 2 * over : 2;
      }
      // Meal-type fit: a breakfast dish at breakfast, not at dinner; snacks at snack time.
      if (typeFits && p.fits[slot.mealType]) total += 100;
      else if (isSideMeal) total -= typeFits ? 100 : 0;
      else if ((p.fits.breakfast || p.fits.snack) && !p.fits[slot.mealType]) total -= 100;
      // Variety: cuisines and main ingredients spread over the week's breakfasts, snacks and
      // main meals (each among their own kind), and a cuisine not twice on one day.
      const cuisineCount = cuisines.get(p.cuisine) ?? 0;
      total -= 5 * cuisineCount;
      if (sameDay?.has(p.cuisine)) total -= 8;
      if (dayBefore?.has(p.cuisine)) total -= 4;
      if (p.main) total -= 6 * (mains.get(p.main) ?? 0);
      if (c.isPersonal) total += 4;
      if (persona === 'health' && p.categories.has('Vegetables')) total += 3;
      if (persona === 'health' && p.categories.has('Processed Foods')) total -= 3;
      if (persona === 'family' && c.difficulty === 'easy') total += 3;
      if (persona === 'enthusiast' && cuisineCount === 0) total += 3;
      return total + 6 * noise(seed, p.idHash, slot.index);
    };
  }

  function pick(slot: Slot): Prepared | undefined {
    // The running share of favourite cuisines stays at half or more while favourites remain.
    const needFavourite =
      hasFavourites && favouritePlaced < FAVOURITE_CUISINE_SHARE * (placedRecipes + 1);
    let best: Prepared | undefined;
    let bestScore = -Infinity;
    const score = scorer(slot);
    for (const onlyFavourites of needFavourite ? [true, false] : [false]) {
      for (const p of eligible) {
        if (state.used.has(p.candidate.id)) continue;
        if (onlyFavourites && !favourites.has(p.cuisine)) continue;
        const value = score(p);
        if (value > bestScore) {
          best = p;
          bestScore = value;
        }
      }
      if (best) return best;
    }
    return best;
  }

  function reasonOf(p: Prepared): string {
    const c = p.candidate;
    const parts = [c.cuisine.trim() || 'Any cuisine', `${c.totalTime} min`];
    if (restrictions.length > 0) parts.push(...restrictions);
    else if (c.isPersonal) parts.push('your recipe');
    else if (p.costPerServing !== null) parts.push(`$${p.costPerServing.toFixed(2)} a serving`);
    else parts.push(c.difficulty);
    return parts.join(' · ');
  }

  const meals: ProposedMeal[] = [];
  let placeholders = 0;
  let slotIndex = 0;
  // What each meal type last cooked, and how many leftover days it has fed.
  const lastCooked = new Map<MealType, { meal: ProposedMeal; fed: number }>();
  const isOpen = (day: string) => !options.today || day >= options.today;

  for (const date of days) {
    const cooking = cookingDays.includes(date);
    for (const mealType of mealTypes) {
      slotIndex += 1;
      const slotKey = `${date}_${mealType}`;
      if (!cooking) {
        const source = lastCooked.get(mealType);
        if (
          profile.leftoverPreference &&
          source &&
          source.fed < MAX_LEFTOVER_DAYS &&
          isOpen(date) &&
          !occupied.has(slotKey)
        ) {
          source.fed += 1;
          meals.push({
            ...source.meal,
            date,
            kind: 'leftover',
            servings: servingsOf(mealType),
            cookedOn: source.meal.date,
            reason: `Leftovers from ${WEEKDAY_NAMES[weekdayOf(source.meal.date)]}`,
          });
        }
        continue;
      }
      if (!isOpen(date) || occupied.has(slotKey)) {
        lastCooked.delete(mealType);
        continue;
      }
      const chosen = pick({ date, mealType, index: slotIndex });
      if (!chosen) {
        placeholders += 1;
        lastCooked.delete(mealType);
        meals.push({
          date,
          mealType,
          kind: 'placeholder',
          recipeId: null,
          name: placeholderTitle(mealType),
          servings: servingsOf(mealType),
          reason: 'No recipe you can see fits your profile',
          cookedOn: null,
          cuisine: '',
          totalTime: 0,
        });
        continue;
      }
      const c = chosen.candidate;
      state.used.add(c.id);
      const group = groupOf(mealType);
      const cuisines = state.cuisineCount.get(group) ?? new Map<string, number>();
      cuisines.set(chosen.cuisine, (cuisines.get(chosen.cuisine) ?? 0) + 1);
      state.cuisineCount.set(group, cuisines);
      const today = state.cuisineByDay.get(date) ?? new Set<string>();
      today.add(chosen.cuisine);
      state.cuisineByDay.set(date, today);
      const mains = state.mainCount.get(group) ?? new Map<string, number>();
      if (chosen.main) mains.set(chosen.main, (mains.get(chosen.main) ?? 0) + 1);
      state.mainCount.set(group, mains);
      placedRecipes += 1;
      if (favourites.has(chosen.cuisine)) favouritePlaced += 1;
      const meal: ProposedMeal = {
        date,
        mealType,
        kind: 'recipe',
        recipeId: c.id,
        name: c.name,
        servings: servingsOf(mealType),
        reason: reasonOf(chosen),
        cookedOn: null,
        cuisine: c.cuisine,
        totalTime: c.totalTime,
      };
      meals.push(meal);
      lastCooked.set(mealType, { meal, fed: 0 });
    }
  }

  return {
    weekStart: options.weekStart,
    days,
    seed: options.seed,
    cookingDays,
    meals,
    message: planMessage({ placeholders, restrictions, mealTypes, cookingDays }),
  };
}

function planMessage(facts: {
  placeholders: number;
  restrictions: string[];
  mealTypes: MealType[];
  cookingDays: string[];
}): string | null {
  if (facts.mealTypes.length === 0 || facts.cookingDays.length === 0) {
    return 'Your cooking profile plans no cooking this week: turn on a meal type and the days you cook in your profile.';
  }
  if (facts.placeholders === 0) return null;
  const meals = `${facts.placeholders} ${facts.placeholders === 1 ? 'meal is' : 'meals are'}`;
  const which =
    facts.restrictions.length > 0
      ? `Not enough ${facts.restrictions.join(', ')} recipes for the whole week`
      : 'Not enough recipes for the whole week';
  return `${which}: ${meals} left as placeholders for you to fill in.`;
}
