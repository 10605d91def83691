import { describe, expect, it } from 'vitest';
import { defaultCookingProfile } from '../profiles';
import { clampPreviewDay, PreviewLeadInputSchema, previewDays } from './preview';
import {
  ANSWER_SCORES,
  answersFromProfile,
  budgetFromAnswer,
  cookingDaysFromTime,
  frequencyFromAnswer,
  mealPrepFromTime,
  OPTIONAL_ANSWER_SCORES,
  personaFromAnswers,
  personaFromScores,
  personaScores,
  profileFromAnswers,
  questionnaireDefaultProfile,
  QuestionnaireAnswersSchema,
  shoppingFromAnswer,
  skillFromAnswer,
  type PartialQuestionnaireAnswers,
  type QuestionnaireAnswers,
} from './questionnaire';

const answers: QuestionnaireAnswers = {
  cookingFrequency: '4-5 times per week',
  cookingSkill: 'Intermediate - Comfortable with recipes',
  dietaryRestrictions: ['vegetarian'],
  budget: '$10-$15',
  timeAvailability: '30-45 minutes',
  shoppingFrequency: 'Biweekly',
};

describe('answer mappings (spec 1 §5, spec 3 §9)', () => {
  it.each([
    ['Beginner - Learning basics', 'beginner'],
    ['Intermediate - Comfortable with recipes', 'intermediate'],
    ['Advanced - Can improvise', 'advanced'],
    ['Something else', 'beginner'],
    [undefined, 'beginner'],
  ])('maps skill %s to %s', (answer, level) => {
    expect(skillFromAnswer(answer)).toBe(level);
  });

  it.each([
    ['Under $5', 5],
    ['$5-$10', 10],
    ['$10-$15', 15],
    ['$15+', 20],
    ['$100', 10],
  ])('maps budget %s to %d', (answer, budget) => {
    expect(budgetFromAnswer(answer)).toBe(budget);
  });

  it.each([
    ['Rarely - mostly takeout', 1, 0],
    ['2-3 times per week', 2, 1],
    ['4-5 times per week', 4, 1],
    ['Almost every day', 5, 2],
    ['Never', 3, 1],
  ])('maps cooking frequency %s to %d/%d', (answer, weekday, weekend) => {
    expect(frequencyFromAnswer(answer)).toEqual({ weekday, weekend });
  });

  it.each([
    ['15-20 minutes', 2, 1, 'full'],
    ['30-45 minutes', 3, 2, 'some'],
    ['Up to an hour', 4, 2, 'some'],
    ['More than an hour', 5, 2, 'none'],
    ['All day', 3, 1, 'some'],
  ])('maps time %s to %d/%d and meal prep %s', (answer, weekday, weekend, prep) => {
    expect(cookingDaysFromTime(answer)).toEqual({ weekday, weekend });
    expect(mealPrepFromTime(answer)).toBe(prep);
  });

  it.each([
    ['Daily', 'daily'],
    ['Weekly', 'weekly'],
    ['Biweekly', 'biweekly'],
    ['Monthly', 'monthly'],
    ['Yearly', 'weekly'],
  ])('maps shopping %s to %s', (answer, frequency) => {
    expect(shoppingFromAnswer(answer)).toBe(frequency);
  });
});

describe('profileFromAnswers', () => {
  it('starts from the questionnaire defaults (spec 1 §3)', () => {
    expect(questionnaireDefaultProfile()).toMatchObject({
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
    });
  });

  it('maps every required answer', () => {
    const profile = profileFromAnswers(answers);

    expect(profile).toMatchObject({
      cookingSkillLevel: 'intermediate',
      dietaryRestrictions: ['vegetarian'],
      budgetPerMeal: 15,
      weekdayCookingFrequency: 3,
      weekendCookingFrequency: 2,
      mealPrepPreference: 'some',
      shoppingFrequency: 'biweekly',
      leftoverPreference: false,
    });
  });

  it('takes the cooking days from the cooking frequency while time is unanswered', () => {
    const profile = profileFromAnswers({ cookingFrequency: 'Rarely - mostly takeout' });

    expect(profile.weekdayCookingFrequency).toBe(1);
    expect(profile.weekendCookingFrequency).toBe(0);
  });

  it("drops 'none' beside other restrictions and turns an empty choice into none", () => {
    expect(
      profileFromAnswers({ ...answers, dietaryRestrictions: ['none', 'vegan'] })
        .dietaryRestrictions,
    ).toEqual(['vegan']);
    expect(profileFromAnswers({ ...answers, dietaryRestrictions: [] }).dietaryRestrictions).toEqual(
      ['none'],
    );
  });

  it('applies the optional steps: meal planning wins over the meal prep of the time answer', () => {
    const profile = profileFromAnswers({
      ...answers,
      foodPreferences: [{ category: 'Fish', rating: -1 }],
      cuisinePreferences: [{ cuisine: 'Thai', rating: 1 }],
      kitchenEquipment: ['Stove', 'Air Fryer'],
      mealPlanning: {
        mealTypes: ['dinner', 'snack'],
        servings: 4,
        mealPrep: 'full',
        leftovers: true,
      },
    });

    expect(profile.foodPreferences).toEqual([{ category: 'Fish', rating: -1 }]);
    expect(profile.cuisinePreferences).toEqual([{ cuisine: 'Thai', rating: 1 }]);
    expect(profile.kitchenEquipment).toEqual(['Stove', 'Air Fryer']);
    expect(profile.mealPreferences).toEqual({
      breakfast: { enabled: false, servings: 4 },
      lunch: { enabled: false, servings: 4 },
      dinner: { enabled: true, servings: 4 },
      snack: { enabled: true, servings: 4 },
    });
    expect(profile.servingSize).toBe(4);
    expect(profile.mealPrepPreference).toBe('full');
    expect(profile.leftoverPreference).toBe(true);
  });

  it('keeps the default kitchen and meals when the optional steps are skipped', () => {
    const profile = profileFromAnswers(answers);

    expect(profile.kitchenEquipment).toEqual(defaultCookingProfile().kitchenEquipment);
    expect(profile.mealPreferences).toEqual(defaultCookingProfile().mealPreferences);
  });

  it('prefills the same answers back from the profile they gave', () => {
    const full: QuestionnaireAnswers = {
      ...answers,
      kitchenEquipment: ['Oven'],
      mealPlanning: { mealTypes: ['lunch'], servings: 3, mealPrep: 'some', leftovers: true },
    };

    const prefilled = answersFromProfile(profileFromAnswers(full));

    expect(prefilled).toMatchObject({
      cookingSkill: full.cookingSkill,
      dietaryRestrictions: full.dietaryRestrictions,
      budget: full.budget,
      timeAvailability: full.timeAvailability,
      shoppingFrequency: full.shoppingFrequency,
      kitchenEquipment: ['Oven'],
      mealPlanning: full.mealPlanning,
    });
  });
});

describe('persona scores', () => {
  const steps = [
    'cookingFrequency',
    'cookingSkill',
    'dietaryRestrictions',
    'budget',
    'timeAvailability',
    'shoppingFrequency',
  ] as const;
  const cases = steps.flatMap((step) =>
    Object.entries(ANSWER_SCORES[step]).map(([answer, scores]) => ({ step, answer, scores })),
  );

  it.each(cases)('$step "$answer" carries its scores', ({ step, answer, scores }) => {
    const given = (
      step === 'dietaryRestrictions' ? { [step]: [answer] } : { [step]: answer }
    ) as PartialQuestionnaireAnswers;

    expect(personaScores(given)).toEqual(scores);
  });

  it.each([
    ['Rarely - mostly takeout', 'busy'],
    ['Almost every day', 'enthusiast'],
    ['4-5 times per week', 'family'],
  ] as const)('cooking frequency %s alone leads to %s', (answer, persona) => {
    expect(personaFromAnswers({ cookingFrequency: answer })).toBe(persona);
  });

  it('scores every answer of the optional steps', () => {
    expect(
      personaScores({
        foodPreferences: [
          { category: 'Vegetables', rating: 1 },
          { category: 'Processed Foods', rating: 1 },
          { category: 'Fruits', rating: 0 },
        ],
      }),
    ).toEqual({ health: 1, enthusiast: 0, family: 0, busy: 1 });
    expect(
      personaScores({
        cuisinePreferences: (['Italian', 'Thai', 'Greek', 'Korean', 'French'] as const).map(
          (cuisine) => ({ cuisine, rating: 1 as const }),
        ),
      }),
    ).toEqual(OPTIONAL_ANSWER_SCORES.manyCuisinesLiked);
    expect(
      personaScores({
        mealPlanning: { mealTypes: ['dinner'], servings: 4, mealPrep: 'full', leftovers: false },
      }),
    ).toEqual({ health: 0, enthusiast: 0, family: 4, busy: 1 });
    expect(
      personaScores({
        kitchenEquipment: [
          'Stove',
          'Oven',
          'Microwave',
          'Blender',
          'Grill',
          'Sous Vide',
          'Dutch Oven',
          'Air Fryer',
        ],
      }),
    ).toEqual(OPTIONAL_ANSWER_SCORES.wellEquipped);
  });

  it('adds the answers up and picks the highest', () => {
    const scores = personaScores({
      ...answers,
      timeAvailability: 'More than an hour',
      cookingSkill: 'Advanced - Can improvise',
    });

    expect(personaFromScores(scores)).toBe('enthusiast');
  });

  it('breaks ties in the order health, enthusiast, family, busy', () => {
    expect(personaFromScores({ health: 2, enthusiast: 2, family: 2, busy: 2 })).toBe('health');
    expect(personaFromScores({ health: 1, enthusiast: 3, family: 3, busy: 3 })).toBe('enthusiast');
    expect(personaFromScores({ health: 1, enthusiast: 1, family: 3, busy: 3 })).toBe('family');
    expect(personaFromScores({ health: 0, enthusiast: 0, family: 0, busy: 3 })).toBe('busy');
  });

  it('gives busy, the default persona, when nothing scores', () => {
    expect(personaFromAnswers({})).toBe('busy');
  });
});

describe('QuestionnaireAnswersSchema', () => {
  it('accepts the options and leaves the optional steps out', () => {
    expect(QuestionnaireAnswersSchema.safeParse(answers).success).toBe(true);
  });

  it('refuses an answer outside the options with a message naming them', () => {
    const result = QuestionnaireAnswersSchema.safeParse({ ...answers, budget: '$1000' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Budget must be one of: Under $5, $5-$10, $10-$15, $15+',
    );
  });

  it('refuses servings outside 1–12', () => {
    const mealPlanning = {
      mealTypes: ['dinner'],
      servings: 13,
      mealPrep: 'none',
      leftovers: false,
    };

    const result = QuestionnaireAnswersSchema.safeParse({ ...answers, mealPlanning });

    expect(result.error?.issues[0]?.message).toBe('Servings can be at most 12');
  });
});

describe('the preview', () => {
  it('shows the 7 days from the coming Sunday', () => {
    expect(previewDays('2026-11-24')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(previewDays('2026-11-29')[0]).toBe('2026-12-06');
    expect(previewDays('2026-11-28')[0]).toBe('2026-11-29');
  });

  it('clamps the day navigator to those 7 days', () => {
    expect(clampPreviewDay(-1)).toBe(0);
    expect(clampPreviewDay(3)).toBe(3);
    expect(clampPreviewDay(7)).toBe(6);
    expect(clampPreviewDay(Number.NaN)).toBe(0);
  });

  it('needs a valid lead email', () => {
    const lead = { persona: 'busy', cookingProfile: defaultCookingProfile() };

    expect(PreviewLeadInputSchema.safeParse({ ...lead, email: '' }).error?.issues[0]?.message).toBe(
      'Email is required',
    );
    expect(
      PreviewLeadInputSchema.safeParse({ ...lead, email: 'not-an-email' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a valid email address');
    expect(PreviewLeadInputSchema.parse({ ...lead, email: ' Cook@Example.com ' }).email).toBe(
      'cook@example.com',
    );
  });
});
