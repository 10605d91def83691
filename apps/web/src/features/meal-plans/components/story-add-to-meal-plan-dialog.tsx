import {
  addDays,
  DEFAULT_MEAL_TYPE,
  MEAL_MESSAGES,
  MEAL_TYPES,
  toIsoDay,
  type Meal,
  type MealType,
} from '@simmer/domain/meal-plans';
import { WIZARD_WINDOW_DAYS } from '@simmer/domain/suggestions';
import { Alert, Button, Card, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isConflict } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useCreateMeal, useMeals, useSetMealContent } from '../api/meals';
import { MonthCalendar } from './month-calendar';

/** Spec 2 §8, the story viewer's words. */
export const STORY_ADD_MESSAGES = {
  added: (recipe: string, mealType: string, date: string) =>
    `Added ${recipe} to ${mealType} on ${date}`,
  replaced: (recipe: string, mealType: string) =>
    `Added ${recipe} to ${mealType} for placeholder replacement`,
  noPlaceholders: 'No placeholder meals in the next 7 days. Choose a date for this recipe.',
} as const;

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((type) => ({
  value: type,
  label: type[0]!.toUpperCase() + type.slice(1),
}));

const label = (type: string) => type[0]!.toUpperCase() + type.slice(1);

function toastFailed() {
  void notify({
    color: 'red',
    title: MEAL_MESSAGES.addFailedTitle,
    message: MEAL_MESSAGES.addFailed,
    position: 'bottom-right',
  });
}

function toastAdded(message: string) {
  void notify({
    color: 'green',
    title: MEAL_MESSAGES.addedTitle,
    message,
    position: 'bottom-right',
  });
}

interface StoryAddToMealPlanDialogProps {
  opened: boolean;
  onClose: () => void;
  recipe: { id: string; name: string };
}

/**
 * The story viewer's Add to Meal Plan (spec 2 §2): the placeholder meals of the next 7 days to
 * replace, or a day from a month calendar and a meal type.
 */
export function StoryAddToMealPlanDialog({
  opened,
  onClose,
  recipe,
}: StoryAddToMealPlanDialogProps) {
  const [isChoosingDate, setIsChoosingDate] = useState(false);
  const close = () => {
    setIsChoosingDate(false);
    onClose();
  };
  return (
    <>
      <Modal
        opened={opened && !isChoosingDate}
        onClose={close}
        title="Add to Meal Plan"
        centered
        zIndex={300}
      >
        {opened && (
          <PlaceholderChoice
            recipe={recipe}
            onDone={close}
            onChooseDate={() => setIsChoosingDate(true)}
          />
        )}
      </Modal>
      <Modal
        opened={opened && isChoosingDate}
        onClose={close}
        title="Select Date for Meal"
        centered
        zIndex={300}
      >
        {opened && isChoosingDate && <DateChoice recipe={recipe} onDone={close} />}
      </Modal>
    </>
  );
}

function PlaceholderChoice({
  recipe,
  onDone,
  onChooseDate,
}: {
  recipe: { id: string; name: string };
  onDone: () => void;
  onChooseDate: () => void;
}) {
  const [today] = useState(() => toIsoDay(new Date()));
  const meals = useMeals({ start: today, end: addDays(today, WIZARD_WINDOW_DAYS) });
  const setContent = useSetMealContent();
  const dates = useDateFormat();
  const [replacingId, setReplacingId] = useState<string | null>(null);

  if (meals.isPending) {
    return (
      <Group justify="center" p="md" role="status" aria-label="Loading your meal plan">
        <Loader size="sm" />
      </Group>
    );
  }

  const placeholders = (meals.data ?? []).filter((meal) => meal.isPlaceholder);
  const replace = (meal: Meal) => {
    setReplacingId(meal.id);
    setContent.mutate(
      { id: meal.id, version: meal.version, kind: 'recipe', recipeId: recipe.id },
      {
        onSuccess: () => {
          toastAdded(STORY_ADD_MESSAGES.replaced(recipe.name, meal.mealType));
          onDone();
        },
        onError: (error) => {
          if (!isConflict(error)) toastFailed();
        },
        onSettled: () => setReplacingId(null),
      },
    );
  };

  if (placeholders.length === 0) {
    return (
      <Stack gap="md">
        {meals.isError ? (
          <Alert color="red" role="alert" p="xs">
            {MEAL_MESSAGES.loadMealsFailed}
          </Alert>
        ) : (
          <Text size="sm">{STORY_ADD_MESSAGES.noPlaceholders}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button onClick={onChooseDate}>Choose Date</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{recipe.name}</Text>
      {placeholders.map((meal) => (
        <Card key={meal.id} withBorder padding="sm" data-testid="story-placeholder">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Text fw={600} size="sm">
                {label(meal.mealType)}
                {meal.title ? `: ${meal.title}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {dates.day(meal.date, 'long')}
              </Text>
            </div>
            <Button
              size="xs"
              onClick={() => replace(meal)}
              loading={replacingId === meal.id}
              disabled={replacingId !== null && replacingId !== meal.id}
              aria-label={`Replace Placeholder Meal: ${label(meal.mealType)} on ${dates.day(meal.date, 'long')}`}
            >
              Replace Placeholder Meal
            </Button>
          </Group>
        </Card>
      ))}
      <Button variant="default" onClick={onChooseDate} disabled={replacingId !== null}>
        Add as New Meal Instead
      </Button>
    </Stack>
  );
}

function DateChoice({
  recipe,
  onDone,
}: {
  recipe: { id: string; name: string };
  onDone: () => void;
}) {
  const [today] = useState(() => toIsoDay(new Date()));
  const [date, setDate] = useState(today);
  const [mealType, setMealType] = useState<MealType>(DEFAULT_MEAL_TYPE);
  const createMeal = useCreateMeal();
  const dates = useDateFormat();

  const add = () =>
    createMeal.mutate(
      { kind: 'recipe', recipeId: recipe.id, date, mealType },
      {
        onSuccess: () => {
          toastAdded(STORY_ADD_MESSAGES.added(recipe.name, mealType, dates.day(date, 'long')));
          onDone();
        },
        onError: toastFailed,
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">{recipe.name}</Text>
      <MonthCalendar value={date} onChange={setDate} minDay={today} />
      <Select
        label="Meal type"
        data={MEAL_TYPE_OPTIONS}
        value={mealType}
        onChange={(value) => value && setMealType(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
      />
      <Button onClick={add} disabled={createMeal.isPending}>
        {createMeal.isPending ? 'Adding...' : 'Add to Meal Plan'}
      </Button>
    </Stack>
  );
}
