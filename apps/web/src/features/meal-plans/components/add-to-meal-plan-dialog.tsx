import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_MEAL_TYPE,
  isIsoDay,
  MEAL_MESSAGES,
  MEAL_TYPES,
  toIsoDay,
  type MealType,
} from '@simmer/domain/meal-plans';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isConflict } from '@/lib/api-client';
import { useDateFormat, type DateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useCreateMeal, useMeals, useSetMealContent } from '../api/meals';

export interface AddToMealPlanDialogProps {
  opened: boolean;
  onClose: () => void;
  recipe: { id: string; name: string };
}

const NO_PLACEHOLDER_TODAY = 'No placeholder meal today';

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((type) => ({
  value: type,
  label: type[0]!.toUpperCase() + type.slice(1),
}));

/** Says where the recipe went, the day as a person reads it: "Friday, July 3". */
function toastAdded(mealType: MealType, day: string, dates: DateFormat) {
  void notify({
    color: 'green',
    title: MEAL_MESSAGES.addedTitle,
    message: MEAL_MESSAGES.added(mealType, dates.day(day, 'long')),
    position: 'bottom-right',
  });
}

function toastFailed() {
  void notify({
    color: 'red',
    title: MEAL_MESSAGES.addFailedTitle,
    message: MEAL_MESSAGES.addFailed,
    position: 'bottom-right',
  });
}

function dateError(day: string, today: string): string | null {
  if (!isIsoDay(day)) return 'Choose a date';
  if (day < today) return MEAL_MESSAGES.dateBeforeToday;
  return null;
}

function DialogContent({ onClose, recipe }: Omit<AddToMealPlanDialogProps, 'opened'>) {
  const [today] = useState(() => toIsoDay(new Date()));
  const [date, setDate] = useState(today);
  const [mealType, setMealType] = useState<MealType>(DEFAULT_MEAL_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [hasNoPlaceholder, setHasNoPlaceholder] = useState(false);
  const todaysMeals = useMeals({ start: today, end: today });
  const createMeal = useCreateMeal();
  const dates = useDateFormat();
  const setContent = useSetMealContent();
  const isBusy = createMeal.isPending || setContent.isPending;

  const add = () => {
    const problem = dateError(date, today);
    setError(problem);
    if (problem) return;
    createMeal.mutate(
      { kind: 'recipe', recipeId: recipe.id, date, mealType },
      {
        onSuccess: () => {
          toastAdded(mealType, date, dates);
          onClose();
        },
        onError: toastFailed,
      },
    );
  };

  const replacePlaceholder = () => {
    const placeholder = todaysMeals.data?.find((meal) => meal.isPlaceholder);
    setHasNoPlaceholder(!placeholder);
    if (!placeholder) return;
    setContent.mutate(
      { id: placeholder.id, version: placeholder.version, kind: 'recipe', recipeId: recipe.id },
      {
        onSuccess: () => {
          toastAdded(placeholder.mealType, placeholder.date, dates);
          onClose();
        },
        // A placeholder changed elsewhere is already explained, and the plan reloads.
        onError: (error) => {
          if (!isConflict(error)) toastFailed();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {recipe.name}
      </Text>
      <TextInput
        type="date"
        label="Date"
        value={date}
        min={today}
        required
        error={error}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setError(null);
        }}
      />
      <Select
        label="Meal type"
        data={MEAL_TYPE_OPTIONS}
        value={mealType}
        onChange={(value) => value && setMealType(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {hasNoPlaceholder && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} role="status" p="xs">
          {NO_PLACEHOLDER_TODAY}
        </Alert>
      )}
      {todaysMeals.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{MEAL_MESSAGES.loadMealsFailed}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void todaysMeals.refetch()}
              loading={todaysMeals.isFetching}
            >
              Try Again
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={replacePlaceholder}
          loading={setContent.isPending || todaysMeals.isPending}
          disabled={isBusy || todaysMeals.isError}
        >
          Replace Placeholder Meal
        </Button>
        <Button onClick={add} loading={createMeal.isPending} disabled={isBusy}>
          Add to Meal Plan
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The recipe detail's Add to Meal Plan dialog (spec 2 §2): a day from today on and a meal type,
 * or the first of today's placeholder meals to fill with this recipe.
 */
export function AddToMealPlanDialog({ opened, onClose, recipe }: AddToMealPlanDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add to Meal Plan" centered>
      <DialogContent onClose={onClose} recipe={recipe} />
    </Modal>
  );
}
