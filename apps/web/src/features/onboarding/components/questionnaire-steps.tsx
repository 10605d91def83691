import {
  Button,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  BUDGET_OPTIONS,
  COOKING_FREQUENCY_OPTIONS,
  COOKING_SKILL_OPTIONS,
  SHOPPING_FREQUENCY_OPTIONS,
  TIME_OPTIONS,
  profileFromAnswers,
  type MealPlanningAnswer,
  type PartialQuestionnaireAnswers,
  type QuestionnaireStepId,
} from '@simmer/domain/onboarding';
import {
  DIETARY_RESTRICTIONS,
  FOOD_CATEGORIES,
  KITCHEN_EQUIPMENT,
  MEAL_PREP_PREFERENCES,
  PROFILE_CUISINES,
  type CookingProfile,
} from '@simmer/domain/profiles';
import { MEAL_TYPES } from '@simmer/domain/recipes';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Rating = -1 | 0 | 1;

/** Each step's question and hint, in the questionnaire's order. */
export const STEP_COPY: Record<QuestionnaireStepId, { title: string; hint: string }> = {
  cookingFrequency: {
    title: 'How often do you cook at home?',
    hint: 'Pick the one closest to a usual week.',
  },
  cookingSkill: { title: 'How would you describe your cooking skills?', hint: 'Be honest!' },
  dietaryRestrictions: {
    title: 'Do you have any dietary restrictions?',
    hint: 'Choose all that apply.',
  },
  foodPreferences: {
    title: 'How do you feel about these foods?',
    hint: 'Dislike, neutral or like: we plan around what you love.',
  },
  cuisinePreferences: {
    title: 'Which cuisines do you enjoy?',
    hint: 'Liked cuisines make up at least half of your plan.',
  },
  budget: { title: "What's your budget per meal?", hint: 'Per serving, roughly.' },
  timeAvailability: {
    title: 'How much time can you spend cooking on a weekday?',
    hint: 'From getting started to sitting down.',
  },
  mealPlanning: {
    title: 'How do you like to plan your meals?',
    hint: 'Meals, servings, meal prep and your kitchen.',
  },
  shoppingFrequency: {
    title: 'How often do you go grocery shopping?',
    hint: 'We size your shopping lists to match.',
  },
};

const DIETARY_LABELS: Record<(typeof DIETARY_RESTRICTIONS)[number], string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'nut-free': 'Nut-free',
  kosher: 'Kosher',
  halal: 'Halal',
  pescatarian: 'Pescatarian',
  none: 'None',
};

const RATING_DATA = [
  { value: '-1', label: 'Dislike' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Like' },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the meal-planning step shows before it is answered: the profile the answers give so far. */
function mealPlanningOf(profile: CookingProfile): MealPlanningAnswer {
  return {
    mealTypes: MEAL_TYPES.filter((type) => profile.mealPreferences[type].enabled),
    servings: profile.servingSize,
    mealPrep: profile.mealPrepPreference,
    leftovers: profile.leftoverPreference,
  };
}

function SingleChoice({
  name,
  options,
  value,
  onChoose,
}: {
  name: string;
  options: readonly string[];
  value: string | undefined;
  onChoose: (option: string) => void;
}) {
  return (
    <Stack gap="sm" role="group" aria-label={name}>
      {options.map((option) => {
        const isChosen = option === value;
        return (
          <Button
            key={option}
            size="lg"
            fullWidth
            justify="space-between"
            variant={isChosen ? 'filled' : 'default'}
            aria-pressed={isChosen}
            rightSection={isChosen ? <IconCheck size={18} aria-hidden /> : null}
            onClick={() => onChoose(option)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {option}
          </Button>
        );
      })}
    </Stack>
  );
}

function RatingMatrix<T extends string>({
  items,
  ratings,
  onChange,
  keyName,
}: {
  items: readonly T[];
  ratings: { item: T; rating: Rating }[];
  onChange: (ratings: { item: T; rating: Rating }[]) => void;
  keyName: string;
}) {
  const ratingOf = (item: T) => ratings.find((r) => r.item === item)?.rating ?? 0;
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Group key={item} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} id={`${keyName}-${item.replace(/\s+/g, '-')}`}>
            {item}
          </Text>
          <SegmentedControl
            size="xs"
            data={RATING_DATA}
            value={String(ratingOf(item))}
            aria-labelledby={`${keyName}-${item.replace(/\s+/g, '-')}`}
            onChange={(value) =>
              onChange([
                ...ratings.filter((r) => r.item !== item),
                { item, rating: Number(value) as Rating },
              ])
            }
          />
        </Group>
      ))}
    </Stack>
  );
}

export interface StepProps {
  step: QuestionnaireStepId;
  required: boolean;
  answers: PartialQuestionnaireAnswers;
  /** Records an answer; `advance` moves on at once (single-choice steps). */
  onAnswer: (answers: PartialQuestionnaireAnswers, advance?: boolean) => void;
}

/** One step's question and its answers. */
export function QuestionnaireStep({ step, required, answers, onAnswer }: StepProps) {
  const copy = STEP_COPY[step];
  const set = (patch: PartialQuestionnaireAnswers, advance = false) =>
    onAnswer({ ...answers, ...patch }, advance);

  let body: ReactNode;
  switch (step) {
    case 'cookingFrequency':
      body = (
        <SingleChoice
          name={copy.title}
          options={COOKING_FREQUENCY_OPTIONS}
          value={answers.cookingFrequency}
          onChoose={(v) =>
            set({ cookingFrequency: v as (typeof COOKING_FREQUENCY_OPTIONS)[number] }, true)
          }
        />
      );
      break;
    case 'cookingSkill':
      body = (
        <SingleChoice
          name={copy.title}
          options={COOKING_SKILL_OPTIONS}
          value={answers.cookingSkill}
          onChoose={(v) => set({ cookingSkill: v as (typeof COOKING_SKILL_OPTIONS)[number] }, true)}
        />
      );
      break;
    case 'budget':
      body = (
        <SingleChoice
          name={copy.title}
          options={BUDGET_OPTIONS}
          value={answers.budget}
          onChoose={(v) => set({ budget: v as (typeof BUDGET_OPTIONS)[number] }, true)}
        />
      );
      break;
    case 'timeAvailability':
      body = (
        <SingleChoice
          name={copy.title}
          options={TIME_OPTIONS}
          value={answers.timeAvailability}
          onChoose={(v) => set({ timeAvailability: v as (typeof TIME_OPTIONS)[number] }, true)}
        />
      );
      break;
    case 'shoppingFrequency':
      body = (
        <SingleChoice
          name={copy.title}
          options={SHOPPING_FREQUENCY_OPTIONS}
          value={answers.shoppingFrequency}
          onChoose={(v) =>
            set({ shoppingFrequency: v as (typeof SHOPPING_FREQUENCY_OPTIONS)[number] }, true)
          }
        />
      );
      break;
    case 'dietaryRestrictions': {
      const chosen = answers.dietaryRestrictions ?? [];
      body = (
        <Checkbox.Group
          aria-label={copy.title}
          value={chosen}
          onChange={(values) => {
            const next = values;
            const added = next.find((v) => !chosen.includes(v));
            // 'None' stands alone: choosing it clears the rest, choosing another clears it.
            set({
              dietaryRestrictions:
                added === 'none' ? ['none'] : next.filter((v) => v !== 'none' || !added),
            });
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {DIETARY_RESTRICTIONS.map((restriction) => (
              <Checkbox
                key={restriction}
                value={restriction}
                label={DIETARY_LABELS[restriction]}
                size="md"
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      );
      break;
    }
    case 'foodPreferences':
      body = (
        <RatingMatrix
          keyName="food"
          items={FOOD_CATEGORIES}
          ratings={(answers.foodPreferences ?? []).map((f) => ({
            item: f.category,
            rating: f.rating,
          }))}
          onChange={(ratings) =>
            set({
              foodPreferences: FOOD_CATEGORIES.map((category) => ({
                category,
                rating: ratings.find((r) => r.item === category)?.rating ?? 0,
              })),
            })
          }
        />
      );
      break;
    case 'cuisinePreferences':
      body = (
        <RatingMatrix
          keyName="cuisine"
          items={PROFILE_CUISINES}
          ratings={(answers.cuisinePreferences ?? []).map((c) => ({
            item: c.cuisine,
            rating: c.rating,
          }))}
          onChange={(ratings) =>
            set({
              cuisinePreferences: PROFILE_CUISINES.map((cuisine) => ({
                cuisine,
                rating: ratings.find((r) => r.item === cuisine)?.rating ?? 0,
              })),
            })
          }
        />
      );
      break;
    case 'mealPlanning': {
      const planning = answers.mealPlanning ?? mealPlanningOf(profileFromAnswers(answers));
      const setPlanning = (patch: Partial<MealPlanningAnswer>) =>
        set({ mealPlanning: { ...planning, ...patch } });
      body = (
        <Stack gap="lg">
          <Checkbox.Group
            label="Which meals should we plan?"
            value={planning.mealTypes}
            onChange={(values) => setPlanning({ mealTypes: values })}
          >
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              {MEAL_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={capitalise(type)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <NumberInput
            label="Servings per meal"
            min={1}
            max={12}
            clampBehavior="strict"
            allowDecimal={false}
            value={planning.servings}
            onChange={(value) =>
              setPlanning({ servings: Math.min(12, Math.max(1, Number(value) || 1)) })
            }
            maw={200}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="meal-prep-label">
              Meal prep
            </Text>
            <SegmentedControl
              aria-labelledby="meal-prep-label"
              data={MEAL_PREP_PREFERENCES.map((value) => ({ value, label: capitalise(value) }))}
              value={planning.mealPrep}
              onChange={(value) => setPlanning({ mealPrep: value })}
            />
          </Stack>
          <Switch
            label="I'm happy to eat leftovers"
            checked={planning.leftovers}
            onChange={(event) => setPlanning({ leftovers: event.currentTarget.checked })}
          />
          <Stack gap="xs">
            <Title order={2} size="h4">
              What's in your kitchen?
            </Title>
            <Chip.Group
              multiple
              value={answers.kitchenEquipment ?? ['Stove', 'Oven', 'Microwave']}
              onChange={(values) => set({ kitchenEquipment: values })}
            >
              <Group gap="xs">
                {KITCHEN_EQUIPMENT.map((item) => (
                  <Chip key={item} value={item} size="sm">
                    {item}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </Stack>
      );
      break;
    }
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {copy.title}
          {required && (
            <Text span c="red" inherit aria-hidden>
              {' *'}
            </Text>
          )}
        </Title>
        <Text c="dimmed" mt={4}>
          {copy.hint}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
