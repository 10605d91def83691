import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../recipes/constants';
import {
  defaultCookingProfile,
  DIETARY_RESTRICTIONS,
  FOOD_CATEGORIES,
  KITCHEN_EQUIPMENT,
  MEAL_PREP_PREFERENCES,
  normaliseDietaryRestrictions,
  PROFILE_CUISINES,
  SHOPPING_FREQUENCIES,
  SKILL_LEVELS,
  type CookingProfile,
  type Persona,
} from '../profiles';

/** Answer options of the questionnaire (spec 1 §5, spec 3 §9), in the order shown. */
export const COOKING_FREQUENCY_OPTIONS = [
  'Rarely - mostly takeout',
  '2-3 times per week',
  '4-5 times per week',
  'Almost every day',
] as const;
export const COOKING_SKILL_OPTIONS = [
  'Beginner - Learning basics',
  'Intermediate - Comfortable with recipes',
  'Advanced - Can improvise',
] as const;
export const BUDGET_OPTIONS = ['Under $5', '$5-$10', '$10-$15', '$15+'] as const;
export const TIME_OPTIONS = [
  '15-20 minutes',
  '30-45 minutes',
  'Up to an hour',
  'More than an hour',
] as const;
export const SHOPPING_FREQUENCY_OPTIONS = ['Daily', 'Weekly', 'Biweekly', 'Monthly'] as const;

export type CookingFrequencyAnswer = (typeof COOKING_FREQUENCY_OPTIONS)[number];
export type CookingSkillAnswer = (typeof COOKING_SKILL_OPTIONS)[number];
export type BudgetAnswer = (typeof BUDGET_OPTIONS)[number];
export type TimeAnswer = (typeof TIME_OPTIONS)[number];
export type ShoppingFrequencyAnswer = (typeof SHOPPING_FREQUENCY_OPTIONS)[number];
export type DietaryAnswer = (typeof DIETARY_RESTRICTIONS)[number];

/** The nine steps in order; `required` steps are marked * and have no Skip (spec 2 §5). */
export const QUESTIONNAIRE_STEPS = [
  { id: 'cookingFrequency', kind: 'single', required: true },
  { id: 'cookingSkill', kind: 'single', required: true },
  { id: 'dietaryRestrictions', kind: 'multi', required: true },
  { id: 'foodPreferences', kind: 'matrix', required: false },
  { id: 'cuisinePreferences', kind: 'matrix', required: false },
  { id: 'budget', kind: 'single', required: true },
  { id: 'timeAvailability', kind: 'single', required: true },
  { id: 'mealPlanning', kind: 'multi', required: false },
  { id: 'shoppingFrequency', kind: 'single', required: true },
] as const;
export type QuestionnaireStepId = (typeof QUESTIONNAIRE_STEPS)[number]['id'];
export const QUESTIONNAIRE_STEP_COUNT = QUESTIONNAIRE_STEPS.length;

/** The questionnaire's words (spec 2 §2, §8). */
export const QUESTIONNAIRE_MESSAGES = {
  progress: (n: number, total: number) => `Question ${n} of ${total}`,
  saveProgressFailed: 'Failed to save progress',
  processFailed: 'Failed to process questionnaire. Please try again.',
  answerRequired: 'Choose an answer to continue',
  oneOf: (label: string, options: readonly string[]) =>
    `${label} must be one of: ${options.join(', ')}`,
} as const;

const oneOf = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: QUESTIONNAIRE_MESSAGES.oneOf(label, options) });

const Rating = z.union([z.literal(-1), z.literal(0), z.literal(1)], {
  error: 'Ratings must be -1, 0 or 1',
});

/** The optional meal-planning step: meal types, servings 1–12, meal prep, leftovers. */
export const MealPlanningAnswerSchema = z.object({
  mealTypes: z.array(oneOf('Meal type', MEAL_TYPES)).max(MEAL_TYPES.length),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(12, 'Servings can be at most 12'),
  mealPrep: oneOf('Meal prep', MEAL_PREP_PREFERENCES),
  leftovers: z.boolean({ error: 'Leftovers must be true or false' }),
});
export type MealPlanningAnswer = z.infer<typeof MealPlanningAnswerSchema>;

/**
 * A finished questionnaire: every answer must be one of the options shown; the optional steps may
 * be left out (skipped). Bounded, so the body can never grow past the options.
 */
export const QuestionnaireAnswersSchema = z.object({
  cookingFrequency: oneOf('Cooking frequency', COOKING_FREQUENCY_OPTIONS),
  cookingSkill: oneOf('Cooking skill', COOKING_SKILL_OPTIONS),
  dietaryRestrictions: z
    .array(oneOf('Dietary restriction', DIETARY_RESTRICTIONS))
    .max(DIETARY_RESTRICTIONS.length),
  foodPreferences: z
    .array(z.object({ category: oneOf('Food category', FOOD_CATEGORIES), rating: Rating }))
    .max(FOOD_CATEGORIES.length)
    .optional(),
  cuisinePreferences: z
    .array(z.object({ cuisine: oneOf('Cuisine', PROFILE_CUISINES), rating: Rating }))
    .max(PROFILE_CUISINES.length)
    .optional(),
  budget: oneOf('Budget', BUDGET_OPTIONS),
  timeAvailability: oneOf('Time availability', TIME_OPTIONS),
  mealPlanning: MealPlanningAnswerSchema.optional(),
  kitchenEquipment: z
    .array(oneOf('Kitchen equipment', KITCHEN_EQUIPMENT))
    .max(KITCHEN_EQUIPMENT.length)
    .optional(),
  shoppingFrequency: oneOf('Shopping frequency', SHOPPING_FREQUENCY_OPTIONS),
});
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>;
/** Answers while the questionnaire is under way: any step may still be unanswered. */
export type PartialQuestionnaireAnswers = Partial<QuestionnaireAnswers>;

// ---- Mappings (spec 1 §5, spec 3 §9) ----

/** Skill: the three labelled options, otherwise beginner. */
export function skillFromAnswer(answer: string | undefined): CookingProfile['cookingSkillLevel'] {
  const index = COOKING_SKILL_OPTIONS.indexOf(answer as CookingSkillAnswer);
  return index >= 0 ? SKILL_LEVELS[index]! : 'beginner';
}

/** Budget per meal: Under $5 → 5, $5-$10 → 10, $10-$15 → 15, $15+ → 20, else 10. */
export function budgetFromAnswer(answer: string | undefined): number {
  const budgets: Record<BudgetAnswer, number> = {
    'Under $5': 5,
    '$5-$10': 10,
    '$10-$15': 15,
    '$15+': 20,
  };
  return budgets[answer as BudgetAnswer] ?? 10;
}

export interface CookingDays {
  weekday: number;
  weekend: number;
}

/** Cooking frequency → weekday/weekend: 1/0, 2/1, 4/1, 5/2, else 3/1. */
export function frequencyFromAnswer(answer: string | undefined): CookingDays {
  const days: Record<CookingFrequencyAnswer, CookingDays> = {
    'Rarely - mostly takeout': { weekday: 1, weekend: 0 },
    '2-3 times per week': { weekday: 2, weekend: 1 },
    '4-5 times per week': { weekday: 4, weekend: 1 },
    'Almost every day': { weekday: 5, weekend: 2 },
  };
  return days[answer as CookingFrequencyAnswer] ?? { weekday: 3, weekend: 1 };
}

/** Time availability → weekday/weekend: 2/1, 3/2, 4/2, 5/2, else 3/1. */
export function cookingDaysFromTime(answer: string | undefined): CookingDays {
  const days: Record<TimeAnswer, CookingDays> = {
    '15-20 minutes': { weekday: 2, weekend: 1 },
    '30-45 minutes': { weekday: 3, weekend: 2 },
    'Up to an hour': { weekday: 4, weekend: 2 },
    'More than an hour': { weekday: 5, weekend: 2 },
  };
  return days[answer as TimeAnswer] ?? { weekday: 3, weekend: 1 };
}

/** Time availability → meal prep: 15-20 minutes full, 30-45 some, more than an hour none, else some. */
export function mealPrepFromTime(answer: string | undefined): CookingProfile['mealPrepPreference'] {
  if (answer === '15-20 minutes') return 'full';
  if (answer === 'More than an hour') return 'none';
  return 'some';
}

/** Shopping frequency: Daily, Weekly, Biweekly, Monthly in lower case, else weekly. */
export function shoppingFromAnswer(
  answer: string | undefined,
): CookingProfile['shoppingFrequency'] {
  const index = SHOPPING_FREQUENCY_OPTIONS.indexOf(answer as ShoppingFrequencyAnswer);
  return index >= 0 ? SHOPPING_FREQUENCIES[index]! : 'weekly';
}

/**
 * The questionnaire's own defaults (spec 1 §3): budget 10, servings 2, weekday 5, weekend 2, meal
 * prep none, seasonal, not organic, no leftovers, medium spice, weekly shopping.
 */
export function questionnaireDefaultProfile(): CookingProfile {
  return {
    ...defaultCookingProfile(),
    budgetPerMeal: 10,
    servingSize: 2,
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    mealPrepPreference: 'none',
    seasonalPreference: true,
    organicPreference: false,
    leftoverPreference: false,
    spicePreference: 'medium',
    shoppingFrequency: 'weekly',
  };
}

/**
 * The cooking profile the answers give, from the questionnaire defaults. The cooking days come
 * from the time answer (spec 3 §9's questionnaire rule), or from the cooking frequency while time
 * is unanswered; meal prep from the time answer unless the meal-planning step chose it. Dietary
 * restrictions drop 'none' beside others, and nothing chosen becomes none.
 */
export function profileFromAnswers(answers: PartialQuestionnaireAnswers): CookingProfile {
  const profile = questionnaireDefaultProfile();
  if (answers.cookingFrequency) {
    const days = frequencyFromAnswer(answers.cookingFrequency);
    profile.weekdayCookingFrequency = days.weekday;
    profile.weekendCookingFrequency = days.weekend;
  }
  if (answers.timeAvailability) {
    const days = cookingDaysFromTime(answers.timeAvailability);
    profile.weekdayCookingFrequency = days.weekday;
    profile.weekendCookingFrequency = days.weekend;
    profile.mealPrepPreference = mealPrepFromTime(answers.timeAvailability);
  }
  if (answers.cookingSkill) profile.cookingSkillLevel = skillFromAnswer(answers.cookingSkill);
  if (answers.budget) profile.budgetPerMeal = budgetFromAnswer(answers.budget);
  if (answers.shoppingFrequency)
    profile.shoppingFrequency = shoppingFromAnswer(answers.shoppingFrequency);
  profile.dietaryRestrictions = normaliseDietaryRestrictions(answers.dietaryRestrictions ?? []);
  if (answers.foodPreferences) profile.foodPreferences = answers.foodPreferences;
  if (answers.cuisinePreferences) profile.cuisinePreferences = answers.cuisinePreferences;
  if (answers.kitchenEquipment) profile.kitchenEquipment = answers.kitchenEquipment;
  const planning = answers.mealPlanning;
  if (planning) {
    const enabled = new Set<MealType>(planning.mealTypes);
    profile.mealPreferences = Object.fromEntries(
      MEAL_TYPES.map((type) => [type, { enabled: enabled.has(type), servings: planning.servings }]),
    ) as CookingProfile['mealPreferences'];
    profile.servingSize = planning.servings;
    profile.mealPrepPreference = planning.mealPrep;
    profile.leftoverPreference = planning.leftovers;
  }
  return profile;
}

/**
 * Answers that prefill the questionnaire from a saved profile (the profile's 'Update Cooking
 * Questionnaire'): each mapping read backwards where one answer gives the saved value.
 */
export function answersFromProfile(profile: CookingProfile): PartialQuestionnaireAnswers {
  const budget = BUDGET_OPTIONS.find(
    (option) => budgetFromAnswer(option) === profile.budgetPerMeal,
  );
  const time = TIME_OPTIONS.find((option) => {
    const days = cookingDaysFromTime(option);
    return (
      days.weekday === profile.weekdayCookingFrequency &&
      days.weekend === profile.weekendCookingFrequency
    );
  });
  const frequency = COOKING_FREQUENCY_OPTIONS.find((option) => {
    const days = frequencyFromAnswer(option);
    return days.weekday === profile.weekdayCookingFrequency;
  });
  const restrictions = profile.dietaryRestrictions.filter((r) => r !== 'none');
  const meals = profile.mealPreferences;
  return {
    ...(frequency ? { cookingFrequency: frequency } : {}),
    cookingSkill: COOKING_SKILL_OPTIONS[SKILL_LEVELS.indexOf(profile.cookingSkillLevel)],
    dietaryRestrictions: restrictions.length > 0 ? restrictions : ['none'],
    foodPreferences: profile.foodPreferences,
    cuisinePreferences: profile.cuisinePreferences,
    ...(budget ? { budget } : {}),
    ...(time ? { timeAvailability: time } : {}),
    mealPlanning: {
      mealTypes: MEAL_TYPES.filter((type) => meals[type].enabled),
      servings: profile.servingSize,
      mealPrep: profile.mealPrepPreference,
      leftovers: profile.leftoverPreference,
    },
    kitchenEquipment: profile.kitchenEquipment,
    shoppingFrequency:
      SHOPPING_FREQUENCY_OPTIONS[SHOPPING_FREQUENCIES.indexOf(profile.shoppingFrequency)],
  };
}

// ---- Persona scores (ADR 0021) ----

export type PersonaScores = Record<Persona, number>;

/** Tie order: the first of these with the highest score wins (spec 2 §4). */
export const PERSONA_TIE_ORDER = ['health', 'enthusiast', 'family', 'busy'] as const;

const score = (scores: Partial<PersonaScores>): PersonaScores => ({
  health: 0,
  enthusiast: 0,
  family: 0,
  busy: 0,
  ...scores,
});

/** What each single-choice answer says about the cook (the spec leaves the values to us). */
export const ANSWER_SCORES = {
  cookingFrequency: {
    'Rarely - mostly takeout': score({ busy: 3 }),
    '2-3 times per week': score({ busy: 2, family: 1 }),
    '4-5 times per week': score({ family: 2, health: 1 }),
    'Almost every day': score({ enthusiast: 2, health: 1, family: 1 }),
  },
  cookingSkill: {
    'Beginner - Learning basics': score({ busy: 2 }),
    'Intermediate - Comfortable with recipes': score({ family: 1, health: 1 }),
    'Advanced - Can improvise': score({ enthusiast: 3 }),
  },
  dietaryRestrictions: {
    vegetarian: score({ health: 2 }),
    vegan: score({ health: 3 }),
    'gluten-free': score({ health: 2 }),
    'dairy-free': score({ health: 1 }),
    'nut-free': score({ family: 1 }),
    kosher: score({ family: 1 }),
    halal: score({ family: 1 }),
    pescatarian: score({ health: 2 }),
    none: score({}),
  },
  budget: {
    'Under $5': score({ family: 2, busy: 1 }),
    '$5-$10': score({ family: 1, busy: 1 }),
    '$10-$15': score({ health: 1, enthusiast: 1 }),
    '$15+': score({ enthusiast: 2, health: 1 }),
  },
  timeAvailability: {
    '15-20 minutes': score({ busy: 3 }),
    '30-45 minutes': score({ family: 2 }),
    'Up to an hour': score({ health: 1, family: 1 }),
    'More than an hour': score({ enthusiast: 3 }),
  },
  shoppingFrequency: {
    Daily: score({ enthusiast: 1, health: 1 }),
    Weekly: score({ family: 1 }),
    Biweekly: score({ family: 1, busy: 1 }),
    Monthly: score({ busy: 2 }),
  },
} as const satisfies {
  cookingFrequency: Record<CookingFrequencyAnswer, PersonaScores>;
  cookingSkill: Record<CookingSkillAnswer, PersonaScores>;
  dietaryRestrictions: Record<DietaryAnswer, PersonaScores>;
  budget: Record<BudgetAnswer, PersonaScores>;
  timeAvailability: Record<TimeAnswer, PersonaScores>;
  shoppingFrequency: Record<ShoppingFrequencyAnswer, PersonaScores>;
};

/** Food categories rated 1 that lean healthy, and the optional steps' own scores. */
const HEALTHY_FOODS = new Set<string>(['Vegetables', 'Fruits', 'Legumes', 'Fish']);
export const OPTIONAL_ANSWER_SCORES = {
  /** Each of Vegetables, Fruits, Legumes, Fish rated 1. */
  healthyFoodLiked: score({ health: 1 }),
  /** Processed Foods rated 1. */
  processedFoodLiked: score({ busy: 1 }),
  /** Five or more cuisines rated 1. */
  manyCuisinesLiked: score({ enthusiast: 2 }),
  /** Meals for 4 or more. */
  familyServings: score({ family: 3 }),
  /** Full meal prep. */
  fullMealPrep: score({ busy: 1, family: 1 }),
  /** Eight or more pieces of kitchen equipment. */
  wellEquipped: score({ enthusiast: 2 }),
} as const;

const add = (a: PersonaScores, b: PersonaScores): PersonaScores => ({
  health: a.health + b.health,
  enthusiast: a.enthusiast + b.enthusiast,
  family: a.family + b.family,
  busy: a.busy + b.busy,
});

/** The four scores the answers given so far add up to. */
export function personaScores(answers: PartialQuestionnaireAnswers): PersonaScores {
  const parts: PersonaScores[] = [];
  if (answers.cookingFrequency)
    parts.push(ANSWER_SCORES.cookingFrequency[answers.cookingFrequency]);
  if (answers.cookingSkill) parts.push(ANSWER_SCORES.cookingSkill[answers.cookingSkill]);
  for (const restriction of new Set(answers.dietaryRestrictions ?? []))
    parts.push(ANSWER_SCORES.dietaryRestrictions[restriction]);
  if (answers.budget) parts.push(ANSWER_SCORES.budget[answers.budget]);
  if (answers.timeAvailability)
    parts.push(ANSWER_SCORES.timeAvailability[answers.timeAvailability]);
  if (answers.shoppingFrequency)
    parts.push(ANSWER_SCORES.shoppingFrequency[answers.shoppingFrequency]);
  for (const food of answers.foodPreferences ?? []) {
    if (food.rating !== 1) continue;
    if (HEALTHY_FOODS.has(food.category)) parts.push(OPTIONAL_ANSWER_SCORES.healthyFoodLiked);
    if (food.category === 'Processed Foods') parts.push(OPTIONAL_ANSWER_SCORES.processedFoodLiked);
  }
  const liked = (answers.cuisinePreferences ?? []).filter((c) => c.rating === 1).length;
  if (liked >= 5) parts.push(OPTIONAL_ANSWER_SCORES.manyCuisinesLiked);
  if (answers.mealPlanning) {
    if (answers.mealPlanning.servings >= 4) parts.push(OPTIONAL_ANSWER_SCORES.familyServings);
    if (answers.mealPlanning.mealPrep === 'full') parts.push(OPTIONAL_ANSWER_SCORES.fullMealPrep);
  }
  if ((answers.kitchenEquipment?.length ?? 0) >= 8) parts.push(OPTIONAL_ANSWER_SCORES.wellEquipped);
  return parts.reduce(add, score({}));
}

/**
 * The persona with the highest score; ties go to the first of health, enthusiast, family, busy
 * (spec 2 §4). No answers at all give busy, the default persona.
 */
export function personaFromScores(scores: PersonaScores): Persona {
  const best = Math.max(...PERSONA_TIE_ORDER.map((persona) => scores[persona]));
  if (best <= 0) return 'busy';
  return PERSONA_TIE_ORDER.find((persona) => scores[persona] === best)!;
}

export const personaFromAnswers = (answers: PartialQuestionnaireAnswers): Persona =>
  personaFromScores(personaScores(answers));

/** PUT /api/onboarding/questionnaire: the finished answers; the server maps and scores them. */
export const SaveQuestionnaireInputSchema = z.object({ answers: QuestionnaireAnswersSchema });
export type SaveQuestionnaireInput = z.infer<typeof SaveQuestionnaireInputSchema>;
