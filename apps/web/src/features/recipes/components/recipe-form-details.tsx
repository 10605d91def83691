import {
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { CUISINES, DIFFICULTIES, type Difficulty } from '@simmer/domain/recipes';
import { RecipeTagsField } from '@/components/recipe-editor';
import {
  NUTRIENTS,
  type Nutrient,
  type RecipeFormErrors,
  type RecipeFormValues,
} from '../recipe-form-values';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface SectionProps {
  values: RecipeFormValues;
  errors: RecipeFormErrors;
  onChange: (patch: Partial<RecipeFormValues>) => void;
}

interface DetailsProps extends SectionProps {
  canChooseVisibility: boolean;
}

/** Cuisine, difficulty, tags, and who can see the recipe. */
export function RecipeFormDetails({ values, onChange, canChooseVisibility }: DetailsProps) {
  // A recipe imported with a cuisine outside the list keeps it as a choice.
  const cuisines: string[] =
    values.cuisine && !(CUISINES as readonly string[]).includes(values.cuisine)
      ? [values.cuisine, ...CUISINES]
      : [...CUISINES];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Cuisine"
          data={[{ value: '', label: 'Choose a cuisine' }, ...cuisines]}
          value={values.cuisine}
          onChange={(event) => onChange({ cuisine: event.currentTarget.value })}
          size="md"
        />
        <NativeSelect
          label="Difficulty"
          data={DIFFICULTIES.map((value) => ({ value, label: capitalise(value) }))}
          value={values.difficulty}
          onChange={(event) => onChange({ difficulty: event.currentTarget.value as Difficulty })}
          size="md"
        />
      </SimpleGrid>
      <RecipeTagsField values={values} onChange={onChange} />
      {canChooseVisibility && (
        <Stack gap={6}>
          <Text component="span" id="recipe-visibility-label" fw={500} size="sm">
            Visibility
          </Text>
          <SegmentedControl
            aria-labelledby="recipe-visibility-label"
            data={[
              { value: 'private', label: 'Private' },
              { value: 'public', label: 'Public' },
            ]}
            value={values.visibility}
            onChange={(value) => onChange({ visibility: value })}
            size="md"
            maw={320}
          />
          <Text size="xs" c="dimmed">
            {values.visibility === 'private'
              ? 'Only you can see this recipe.'
              : 'Everyone on Simmer can see this recipe.'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: 'Calories',
  protein: 'Protein (g)',
  carbohydrates: 'Carbohydrates (g)',
  fat: 'Fat (g)',
  fiber: 'Fiber (g)',
};

/** Calories, protein, carbohydrates, fat and fiber; an empty value counts as 0. */
export function RecipeFormNutrition({ values, errors, onChange }: SectionProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {NUTRIENTS.map((nutrient) => (
        <NumberInput
          key={nutrient}
          label={NUTRIENT_LABELS[nutrient]}
          placeholder="0"
          value={values.nutrition[nutrient]}
          onChange={(value) => onChange({ nutrition: { ...values.nutrition, [nutrient]: value } })}
          error={errors[`nutrition.${nutrient}`]}
          min={0}
          max={100_000}
          decimalScale={1}
          allowNegative={false}
          inputMode="decimal"
          hideControls
          size="md"
        />
      ))}
    </SimpleGrid>
  );
}
