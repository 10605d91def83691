import {
  addDays,
  isIsoDay,
  MEAL_MESSAGES,
  MEAL_TYPES,
  type Meal,
  type MealType,
} from '@simmer/domain/meal-plans';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat, type DateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useCopyMeal } from '../api/meals';
import { mealLabel, mealTypeLabel } from '../meal-board';
import { dayLabels } from '../week';

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: mealTypeLabel(value) }));
const CHOOSE_A_DATE = 'Choose a date';

/** Spec 2 §4 copy's toast, worded like the add toast ('Added to {meal type} on {date}'). */
export const copiedMessage = (mealType: MealType, date: string, dates: DateFormat) =>
  `Copied to ${mealType} on ${dayLabels(date, dates).full}`;

interface MealCopyFormProps {
  meal: Meal;
  /** After a copy: the dialog closes. */
  onCopied: () => void;
  /** Back to the meal's edit form. */
  onBack: () => void;
}

/**
 * Copies a recipe meal, quick meal or placeholder to a day, by default the next one, with its own
 * type unless another is chosen (spec 2 §4, §7).
 */
export function MealCopyForm({ meal, onCopied, onBack }: MealCopyFormProps) {
  const [date, setDate] = useState(() => addDays(meal.date, 1));
  const [mealType, setMealType] = useState<MealType>(meal.mealType);
  const [dateError, setDateError] = useState<string | null>(null);
  const copy = useCopyMeal();
  const dates = useDateFormat();
  const dateRef = useRef<HTMLInputElement>(null);

  // The form replaces the edit form inside an open dialog, so the dialog's autofocus never runs.
  useEffect(() => dateRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDay(date)) {
      setDateError(CHOOSE_A_DATE);
      return;
    }
    copy.mutate(
      { id: meal.id, date, mealType },
      {
        onSuccess: () => {
          void notify({
            color: 'green',
            title: MEAL_MESSAGES.addedTitle,
            message: copiedMessage(mealType, date, dates),
          });
          onCopied();
        },
      },
    );
  };

  const failure = copy.error
    ? copy.error instanceof ApiError && copy.error.message
      ? copy.error.message
      : MEAL_MESSAGES.updateFailed
    : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Copy to another day">
      <Stack gap="md">
        <Text size="sm">
          Copy <strong>{mealLabel(meal)}</strong> from {meal.mealType} on{' '}
          {dayLabels(meal.date, dates).full} to:
        </Text>
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setDateError(null);
          }}
          error={dateError}
          required
          ref={dateRef}
        />
        <NativeSelect
          label="Meal type"
          data={MEAL_TYPE_OPTIONS}
          value={mealType}
          onChange={(event) => setMealType(event.currentTarget.value as MealType)}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack} disabled={copy.isPending}>
            Back
          </Button>
          <Button
            type="submit"
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={copy.isPending}
          >
            Copy Meal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
