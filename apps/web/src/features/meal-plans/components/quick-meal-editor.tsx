import { MEAL_MESSAGES, type QuickIngredientInput } from '@simmer/domain/meal-plans';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  QUICK_QUANTITY,
  clampQuantity,
  parseQuickIngredients,
  quickUnitText,
  toQuickIngredientInputs,
  toQuickRows,
  type QuickIngredientRow,
} from '../quick-ingredients';

// 44 px touch targets on phones.
const TOUCH_SIZE = { base: 44, sm: 0 };

interface QuickMealEditorProps {
  /** The ingredients being edited; null shows the comma-separated text box instead. */
  rows: QuickIngredientRow[] | null;
  onRowsChange: (rows: QuickIngredientRow[] | null) => void;
  onSave: (ingredients: QuickIngredientInput[]) => void;
  isSaving: boolean;
}

/**
 * Quick Add Meal (spec 2 §2, §5): comma-separated ingredients become an editor with a quantity
 * stepper per ingredient and a field that adds one more on Enter.
 */
export function QuickMealEditor({ rows, onRowsChange, onSave, isSaving }: QuickMealEditorProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        Quick Add Meal
      </Title>
      {rows === null ? (
        <QuickAddText onAdd={(ingredients) => onRowsChange(toQuickRows(ingredients))} />
      ) : (
        <IngredientRows
          rows={rows}
          onRowsChange={onRowsChange}
          onSave={onSave}
          isSaving={isSaving}
        />
      )}
    </Stack>
  );
}

function QuickAddText({ onAdd }: { onAdd: (ingredients: QuickIngredientInput[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const ingredients = parseQuickIngredients(text);
    if (ingredients.length === 0) {
      setError(MEAL_MESSAGES.ingredientsRequired);
      return;
    }
    onAdd(ingredients);
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        flex={1}
        aria-label="Ingredients, separated by commas"
        placeholder="e.g. 2 eggs, 250 ml milk, toast"
        description="Separate ingredients with commas"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button variant="light" onClick={submit}>
        Add
      </Button>
    </Group>
  );
}

function IngredientRows({
  rows,
  onRowsChange,
  onSave,
  isSaving,
}: Required<Omit<QuickMealEditorProps, 'rows'>> & { rows: QuickIngredientRow[] }) {
  const [newName, setNewName] = useState('');
  const ingredients = toQuickIngredientInputs(rows);
  const update = (key: string, quantity: number) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, quantity } : row)));
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const added = parseQuickIngredients(newName);
    if (added.length === 0) return;
    onRowsChange([...rows, ...toQuickRows(added)]);
    setNewName('');
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MEAL_MESSAGES.ingredientsRequired}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group
                key={row.key}
                component="li"
                gap="xs"
                wrap="nowrap"
                justify="space-between"
                data-testid="quick-ingredient"
              >
                <Text size="sm" fw={500} flex={1} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Text>
                <QuantityStepper
                  name={row.name}
                  unit={quickUnitText(row)}
                  value={row.quantity}
                  onChange={(quantity) => update(row.key, quantity)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  miw={TOUCH_SIZE}
                  mih={TOUCH_SIZE}
                  aria-label={`Remove ${row.name}`}
                  onClick={() => onRowsChange(rows.filter((other) => other.key !== row.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          aria-label="New ingredient"
          placeholder={MEAL_MESSAGES.quickAddPlaceholder}
          value={newName}
          onChange={(event) => setNewName(event.currentTarget.value)}
          onKeyDown={addOnEnter}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onRowsChange(null)} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            onClick={() => onSave(ingredients)}
            loading={isSaving}
            disabled={ingredients.length === 0}
          >
            Save Meal
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface QuantityStepperProps {
  name: string;
  /** The amount's unit as read after the number ("ml"), or "" for a count. */
  unit: string;
  value: number;
  onChange: (quantity: number) => void;
}

/** − / + and a whole number of at least 1; a cleared field goes back to the last good number. */
function QuantityStepper({ name, unit, value, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<number | string>(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${name}`}>
      <ActionIcon
        variant="default"
        size="lg"
        miw={TOUCH_SIZE}
        mih={TOUCH_SIZE}
        aria-label={`Decrease ${name}`}
        disabled={value <= QUICK_QUANTITY.min}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={`Quantity of ${name}`}
        w={unit ? 96 : 56}
        size="sm"
        suffix={unit ? ` ${unit}` : undefined}
        min={QUICK_QUANTITY.min}
        max={QUICK_QUANTITY.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (typeof next === 'number' && next >= QUICK_QUANTITY.min) onChange(clampQuantity(next));
        }}
        onBlur={() => setDraft(value)}
      />
      <ActionIcon
        variant="default"
        size="lg"
        miw={TOUCH_SIZE}
        mih={TOUCH_SIZE}
        aria-label={`Increase ${name}`}
        disabled={value >= QUICK_QUANTITY.max}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
