import { describe, expect, it } from 'vitest';
import { defaultCookingProfile, type CookingProfile } from '../profiles';
import {
  cookingDaysOf,
  foodCategoriesOf,
  generatePlan,
  mainIngredientOf,
  meetsDiet,
  meetsRestriction,
  nextWeekStart,
  timeLimitFor,
  type PlanCandidate,
} from './index';

const WEEK = '2026-11-29'; // a Sunday

function recipe(overrides: Partial<PlanCandidate> & { id: string }): PlanCandidate {
  return {
    name: overrides.id,
    cuisine: 'Italian',
    totalTime: 20,
    difficulty: 'easy',
    tags: [],
    dietaryRestrictions: [],
    servings: 4,
    estimatedCost: null,
    ingredients: [{ name: 'tomatoes', category: 'Produce' }],
    ...overrides,
  };
}

const CUISINES = ['Italian', 'Mexican', 'Thai', 'Indian', 'Greek', 'Korean', 'French'];
const MAINS = ['chicken breast', 'salmon', 'tofu', 'chickpeas', 'beef', 'lentils', 'eggs'];

/** A varied pool: every cuisine with every main, quick and easy. */
function pool(size = 70): PlanCandidate[] {
  return Array.from({ length: size }, (_, i) =>
    recipe({
      id: `r${String(i).padStart(3, '0')}`,
      cuisine: CUISINES[i % CUISINES.length]!,
      ingredients: [
        {
          name: MAINS[Math.floor(i / CUISINES.length) % MAINS.length]!,
          category: 'Meat and Seafood',
        },
      ],
    }),
  );
}

function profile(overrides: Partial<CookingProfile> = {}): CookingProfile {
  return {
    ...defaultCookingProfile(),
    mealPreferences: {
      breakfast: { enabled: false, servings: 2 },
      lunch: { enabled: false, servings: 2 },
      dinner: { enabled: true, servings: 3 },
      snack: { enabled: false, servings: 1 },
    },
    weekdayCookingFrequency: 5,
    weekendCookingFrequency: 2,
    leftoverPreference: false,
    cookingSkillLevel: 'intermediate',
    ...overrides,
  };
}

const plan = (p: CookingProfile, candidates: PlanCandidate[], seed = 1, extra = {}) =>
  generatePlan(p, 'health', candidates, { weekStart: WEEK, seed, ...extra });

describe('meetsRestriction', () => {
  it('trusts the recipe’s own dietary info first', () => {
    const labelled = recipe({
      id: 'a',
      dietaryRestrictions: ['Vegan'],
      ingredients: [{ name: 'mystery', category: 'Other' }],
    });
    expect(meetsRestriction(labelled, 'vegan')).toBe(true);
    expect(meetsRestriction(labelled, 'vegetarian')).toBe(true);
    expect(meetsRestriction(labelled, 'dairy-free')).toBe(true);
  });

  it('reads the ingredients when the recipe says nothing', () => {
    const stew = recipe({ id: 'b', ingredients: [{ name: 'beef chuck', category: 'Other' }] });
    const salad = recipe({
      id: 'c',
      ingredients: [{ name: 'butternut squash', category: 'Produce' }],
    });
    expect(meetsRestriction(stew, 'vegetarian')).toBe(false);
    expect(meetsRestriction(salad, 'vegan')).toBe(true);
    expect(meetsRestriction(salad, 'nut-free')).toBe(true);
    expect(meetsRestriction(salad, 'dairy-free')).toBe(true);
  });

  it('uses the catalogue category for meat the words do not name', () => {
    const game = recipe({
      id: 'd',
      ingredients: [{ name: 'rabbit', category: 'Meat and Seafood' }],
    });
    expect(meetsRestriction(game, 'vegetarian')).toBe(false);
    expect(meetsRestriction(game, 'pescatarian')).toBe(false);
  });

  it('tells eggs and dairy from eggplant and coconut milk', () => {
    const curry = recipe({
      id: 'e',
      ingredients: [
        { name: 'eggplant', category: 'Produce' },
        { name: 'coconut milk', category: 'Canned Goods' },
      ],
    });
    expect(meetsDiet(curry, ['vegan', 'dairy-free', 'gluten-free', 'nut-free'])).toBe(true);
  });

  it('finds gluten, nuts, fish, pork and alcohol', () => {
    const ing = (name: string) => recipe({ id: name, ingredients: [{ name, category: 'Other' }] });
    expect(meetsRestriction(ing('spaghetti'), 'gluten-free')).toBe(false);
    expect(meetsRestriction(ing('rice noodles'), 'gluten-free')).toBe(true);
    expect(meetsRestriction(ing('toasted almonds'), 'nut-free')).toBe(false);
    expect(meetsRestriction(ing('nutmeg'), 'nut-free')).toBe(true);
    expect(meetsRestriction(ing('salmon fillet'), 'vegetarian')).toBe(false);
    expect(meetsRestriction(ing('salmon fillet'), 'pescatarian')).toBe(true);
    expect(meetsRestriction(ing('bacon'), 'halal')).toBe(false);
    expect(meetsRestriction(ing('red wine'), 'halal')).toBe(false);
    expect(meetsRestriction(ing('red wine vinegar'), 'halal')).toBe(true);
    expect(meetsRestriction(ing('shrimp'), 'kosher')).toBe(false);
    expect(meetsRestriction(ing('honey'), 'vegan')).toBe(false);
  });

  it('refuses a recipe with no ingredients to read unless it says so', () => {
    const locked = recipe({ id: 'f', ingredients: [] });
    expect(meetsRestriction(locked, 'vegetarian')).toBe(false);
    expect(meetsRestriction(locked, 'none')).toBe(true);
  });
});

describe('food categories and main ingredient', () => {
  it('reads categories from ingredients and tags', () => {
    const dish = recipe({
      id: 'g',
      tags: ['Spicy'],
      ingredients: [
        { name: 'chicken thighs', category: 'Meat and Seafood' },
        { name: 'spinach', category: 'Produce' },
        { name: 'lentils', category: 'Pantry Staples' },
      ],
    });
    expect([...foodCategoriesOf(dish)].sort()).toEqual(
      ['Legumes', 'Meat', 'Spicy Foods', 'Vegetables'].sort(),
    );
    expect(mainIngredientOf(dish)).toBe('chicken');
  });
});

describe('week boundaries and cooking days', () => {
  it('starts at the next Sunday boundary, or Monday by the setting', () => {
    expect(nextWeekStart('2026-11-24')).toBe('2026-11-29');
    expect(nextWeekStart('2026-11-29')).toBe('2026-12-06');
    expect(nextWeekStart('2026-11-24', 'monday')).toBe('2026-11-30');
  });

  it('spreads weekday and weekend cooking over the week', () => {
    const week = plan(profile({ weekdayCookingFrequency: 3, weekendCookingFrequency: 1 }), pool());
    // Sunday first, then Monday, Wednesday and Friday.
    expect(week.cookingDays).toEqual(['2026-11-29', '2026-11-30', '2026-12-02', '2026-12-04']);
    expect(
      cookingDaysOf({ weekdayCookingFrequency: 0, weekendCookingFrequency: 2 }, week.days),
    ).toEqual(['2026-11-29', '2026-12-05']);
  });

  it('gives weekends twice the weekday time, and a busy cook short weekdays', () => {
    const p = profile({ weekdayCookingFrequency: 3 });
    expect(timeLimitFor(p, 'health', '2026-11-30')).toBe(45);
    expect(timeLimitFor(p, 'busy', '2026-11-30')).toBe(30);
    expect(timeLimitFor(p, 'health', '2026-11-29')).toBe(90);
  });
});

describe('generatePlan', () => {
  it('fills the enabled meal types of every cooking day with the profile’s servings', () => {
    const week = plan(
      profile({
        mealPreferences: {
          breakfast: { enabled: true, servings: 1 },
          lunch: { enabled: false, servings: 2 },
          dinner: { enabled: true, servings: 3 },
          snack: { enabled: false, servings: 1 },
        },
      }),
      pool(),
    );

    expect(week.meals).toHaveLength(14);
    expect(new Set(week.meals.map((m) => m.mealType))).toEqual(new Set(['breakfast', 'dinner']));
    expect(
      week.meals.filter((m) => m.mealType === 'breakfast').every((m) => m.servings === 1),
    ).toBe(true);
    expect(week.meals.filter((m) => m.mealType === 'dinner').every((m) => m.servings === 3)).toBe(
      true,
    );
    expect(week.message).toBeNull();
  });

  it('is the same for the same seed and changes with another', () => {
    const p = profile();
    const ids = (seed: number) => plan(p, pool(), seed).meals.map((m) => m.recipeId);

    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)).not.toEqual(ids(8));
  });

  it('does not depend on the order of the pool', () => {
    const p = profile();
    expect(plan(p, pool().reverse()).meals).toEqual(plan(p, pool()).meals);
  });

  it('never places a recipe twice except as a leftover', () => {
    const week = plan(profile({ weekdayCookingFrequency: 2, leftoverPreference: true }), pool());
    const cooked = week.meals.filter((m) => m.kind === 'recipe').map((m) => m.recipeId);

    expect(new Set(cooked).size).toBe(cooked.length);
    const leftovers = week.meals.filter((m) => m.kind === 'leftover');
    expect(leftovers.length).toBeGreaterThan(0);
    for (const leftover of leftovers) {
      const source = week.meals.find(
        (m) =>
          m.kind === 'recipe' && m.date === leftover.cookedOn && m.mealType === leftover.mealType,
      );
      expect(source?.recipeId).toBe(leftover.recipeId);
      expect(leftover.date > leftover.cookedOn!).toBe(true);
      expect(leftover.reason).toMatch(/^Leftovers from \w+day$/);
    }
  });

  it('plans nothing on the days off when leftovers are not wanted', () => {
    const week = plan(profile({ weekdayCookingFrequency: 2, weekendCookingFrequency: 0 }), pool());
    expect(week.meals.map((m) => m.date)).toEqual(week.cookingDays);
  });

  it('never breaks a dietary restriction, and says so with placeholders when short', () => {
    const candidates = [
      ...pool(),
      recipe({ id: 'v1', cuisine: 'Thai', dietaryRestrictions: ['vegan'] }),
      recipe({
        id: 'v2',
        cuisine: 'Greek',
        ingredients: [{ name: 'chickpeas', category: 'Canned Goods' }],
      }),
    ];
    const week = plan(profile({ dietaryRestrictions: ['vegan'] }), candidates);

    const placed = week.meals.filter((m) => m.kind === 'recipe').map((m) => m.recipeId);
    expect(placed.sort()).toEqual(['v1', 'v2']);
    expect(week.meals.filter((m) => m.kind === 'placeholder')).toHaveLength(5);
    expect(week.message).toBe(
      'Not enough vegan recipes for the whole week: 5 meals are left as placeholders for you to fill in.',
    );
  });

  it('gives a clear message and only placeholders when no recipe fits, never an error', () => {
    const week = plan(profile({ dietaryRestrictions: ['vegan'] }), pool());
    expect(week.meals.every((m) => m.kind === 'placeholder' && m.recipeId === null)).toBe(true);
    expect(week.message).toMatch(/Not enough vegan recipes/);
  });

  it('takes at least half the recipes from favourite cuisines where the pool allows', () => {
    const p = profile({
      cuisinePreferences: [
        { cuisine: 'Korean', rating: 1 },
        { cuisine: 'French', rating: 1 },
      ],
    });
    for (const seed of [1, 2, 3, 4, 5]) {
      const cooked = plan(p, pool(), seed).meals.filter((m) => m.kind === 'recipe');
      const favourite = cooked.filter((m) => ['Korean', 'French'].includes(m.cuisine));
      expect(favourite.length * 2).toBeGreaterThanOrEqual(cooked.length);
    }
  });

  it('avoids cuisines rated -1 and disliked food categories', () => {
    const p = profile({
      cuisinePreferences: [{ cuisine: 'Italian', rating: -1 }],
      foodPreferences: [{ category: 'Fish', rating: -1 }],
    });
    const week = plan(p, pool());
    const chosen = week.meals.map((m) => pool().find((r) => r.id === m.recipeId)!);
    expect(chosen.some((r) => r.cuisine === 'Italian')).toBe(false);
    expect(chosen.some((r) => r.ingredients[0]!.name === 'salmon')).toBe(false);
  });

  it('keeps weekday meals within the time available when it can', () => {
    const candidates = pool().map((r, i) => ({ ...r, totalTime: i % 2 === 0 ? 15 : 80 }));
    const week = plan(profile({ weekdayCookingFrequency: 5 }), candidates);
    for (const meal of week.meals)
      expect(meal.totalTime).toBeLessThanOrEqual(
        timeLimitFor(profile({ weekdayCookingFrequency: 5 }), 'health', meal.date),
      );
  });

  it('suits the difficulty to the skill level', () => {
    const candidates = pool().map((r, i) => ({ ...r, difficulty: i % 2 === 0 ? 'easy' : 'hard' }));
    const week = plan(profile({ cookingSkillLevel: 'beginner' }), candidates);
    const chosen = week.meals.map((m) => candidates.find((r) => r.id === m.recipeId)!);
    expect(chosen.every((r) => r.difficulty === 'easy')).toBe(true);
  });

  it('keeps to the budget per meal where the cost is known', () => {
    // $40 for 4 servings is $10 a serving; $8 for 4 is $2.
    const candidates = pool().map((r, i) => ({ ...r, estimatedCost: i % 2 === 0 ? 8 : 40 }));
    const week = plan(profile({ budgetPerMeal: 5 }), candidates);
    const chosen = week.meals.map((m) => candidates.find((r) => r.id === m.recipeId)!);
    expect(chosen.every((r) => r.estimatedCost === 8)).toBe(true);
  });

  it('spreads cuisines and main ingredients', () => {
    const week = plan(profile(), pool());
    const cuisines = week.meals.map((m) => m.cuisine);
    expect(new Set(cuisines).size).toBe(7);
    const mains = week.meals.map((m) => mainIngredientOf(pool().find((r) => r.id === m.recipeId)!));
    expect(new Set(mains).size).toBeGreaterThanOrEqual(5);
  });

  it('puts breakfast dishes at breakfast and not at dinner', () => {
    const candidates = [
      ...pool(),
      ...['oats', 'eggs', 'pancakes', 'toast', 'muesli', 'waffles', 'crepes'].map((name) =>
        recipe({ id: `b-${name}`, name, tags: ['breakfast'], cuisine: 'American' }),
      ),
    ];
    const p = profile({
      mealPreferences: {
        breakfast: { enabled: true, servings: 2 },
        lunch: { enabled: false, servings: 2 },
        dinner: { enabled: true, servings: 2 },
        snack: { enabled: false, servings: 1 },
      },
    });
    const week = plan(p, candidates);
    for (const meal of week.meals) {
      expect(`${meal.mealType} ${meal.recipeId!.startsWith('b-')}`).toBe(
        `${meal.mealType} ${meal.mealType === 'breakfast'}`,
      );
    }
  });

  it('leaves kept meals’ slots, their recipes and past days alone', () => {
    const week = plan(profile(), pool(), 1, {
      today: '2026-11-30',
      occupied: ['2026-12-01_dinner'],
      usedRecipeIds: ['r000', 'r001'],
    });
    expect(week.meals.map((m) => m.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(week.meals.some((m) => m.recipeId === 'r000' || m.recipeId === 'r001')).toBe(false);
  });

  it('explains each meal briefly', () => {
    const week = plan(profile({ dietaryRestrictions: ['vegetarian'] }), [
      recipe({ id: 'x', cuisine: 'Italian', totalTime: 25, dietaryRestrictions: ['vegetarian'] }),
    ]);
    expect(week.meals[0]!.reason).toBe('Italian · 25 min · vegetarian');
  });

  it('says when the profile plans no cooking at all', () => {
    const week = plan(profile({ weekdayCookingFrequency: 0, weekendCookingFrequency: 0 }), pool());
    expect(week.meals).toEqual([]);
    expect(week.message).toMatch(/plans no cooking/);
  });
});
