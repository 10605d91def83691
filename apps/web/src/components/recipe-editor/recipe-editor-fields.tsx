import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { MAX_STEP_MINUTES, type NumberField, type RecipeRuleErrors } from '@/lib/recipe-rules';
import {
  IngredientRowsEditor,
  type EditableIngredientRow,
  type IngredientRowsEditorProps,
} from './ingredient-rows-editor';
import { RecipeEditorSection } from './recipe-editor';
import { StepRowsEditor, type EditableStepRow, type StepRowsEditorProps } from './step-rows-editor';

/** The fields every recipe editor has, whatever else its values carry. */
export interface RecipeEditorValues {
  name: string;
  description: string;
  prepTime: NumberField;
  cookTime: NumberField;
  servings: NumberField;
  /** Comma-separated, as typed. */
  tags: string;
}

interface FieldsProps {
  values: RecipeEditorValues;
  errors: RecipeRuleErrors;
  onChange: (patch: Partial<RecipeEditorValues>) => void;
  /** A word under a field (an import's "not stated by the source"), by field. */
  hints?: Partial<Record<'name' | 'description' | 'prepTime' | 'cookTime' | 'servings', string>>;
}

/** The recipe's name (required) and description. */
export function RecipeNameFields({ values, errors, onChange, hints }: FieldsProps) {
  return (
    <>
      <TextInput
        label="Recipe Name"
        description={hints?.name}
        withAsterisk
        placeholder="e.g. Weeknight shakshuka"
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
        maxLength={200}
        size="md"
      />
      <Textarea
        label="Description"
        description={hints?.description}
        placeholder="What makes this recipe worth cooking?"
        value={values.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        autosize
        minRows={3}
        maxLength={5000}
        size="md"
      />
    </>
  );
}

/** Prep time, cook time and servings. */
export function RecipeTimesFields({ values, errors, onChange, hints }: FieldsProps) {
  const number = (field: 'prepTime' | 'cookTime' | 'servings') => ({
    value: values[field],
    onChange: (value: NumberField) => onChange({ [field]: value }),
    error: errors[field],
    description: hints?.[field],
    allowNegative: false,
    allowDecimal: false,
    inputMode: 'numeric' as const,
    size: 'md',
  });
  return (
    // Inputs line up side by side whether or not a field carries a word under its label.
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
      <NumberInput label="Prep Time (minutes)" min={0} max={10_000} {...number('prepTime')} />
      <NumberInput label="Cook Time (minutes)" min={0} max={10_000} {...number('cookTime')} />
      <NumberInput label="Servings" min={1} max={1000} withAsterisk {...number('servings')} />
    </SimpleGrid>
  );
}

/** Tags, typed as comma-separated text. */
export function RecipeTagsField({ values, onChange }: Omit<FieldsProps, 'errors'>) {
  return (
    <TextInput
      label="Tags"
      description="Separate tags with commas"
      placeholder="e.g. quick, vegetarian, dinner"
      value={values.tags}
      onChange={(event) => onChange({ tags: event.currentTarget.value })}
      size="md"
    />
  );
}

/** The Ingredients section: rows with add and remove. */
export function RecipeIngredientsSection<Row extends EditableIngredientRow>(
  props: IngredientRowsEditorProps<Row>,
) {
  return (
    <RecipeEditorSection title="Ingredients">
      <IngredientRowsEditor {...props} />
    </RecipeEditorSection>
  );
}

/** The Instructions section: steps with add, remove and reordering, each 0 to 24 hours long. */
export function RecipeInstructionsSection<Row extends EditableStepRow>(
  props: Omit<StepRowsEditorProps<Row>, 'maxMinutes'>,
) {
  return (
    <RecipeEditorSection title="Instructions">
      <StepRowsEditor {...props} maxMinutes={MAX_STEP_MINUTES} />
    </RecipeEditorSection>
  );
}
