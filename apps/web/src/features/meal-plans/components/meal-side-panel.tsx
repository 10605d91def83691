import {
  MAX_MEAL_SERVINGS,
  MEAL_MESSAGES,
  MEAL_TYPES,
  MIN_MEAL_SERVINGS,
  type Meal,
  type MealType,
  type QuickIngredientInput,
} from '@simmer/domain/meal-plans';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconChefHat,
  IconEraser,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, isConflict } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useCreateMeal, useDeleteMeal, useSetMealContent, useUpdateMeal } from '../api/meals';
import { rowsFromMeal, type QuickIngredientRow } from '../quick-ingredients';
import classes from './meal-side-panel.module.css';
import { QuickMealEditor } from './quick-meal-editor';
import { RecipePicker } from './recipe-picker';
import { useMountedOnceOpened } from './use-mounted-once-opened';

/** A new meal's servings until the user picks others. */
export const DEFAULT_NEW_MEAL_SERVINGS = 2;

const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export interface MealSidePanelProps {
  opened: boolean;
  onClose: () => void;
  /** The day of the meal, YYYY-MM-DD. */
  date: string;
  /** The cell's meal type: a new meal's first choice. */
  mealType: MealType;
  /** Null adds a meal to the day; a meal edits what it holds. */
  meal: Meal | null;
}

/**
 * The meal-plan side panel (spec 2 §2): slides in from the right to add a recipe, a quick meal or
 * a placeholder to a day, or to change, clear or remove the meal there.
 */
export function MealSidePanel({ opened, ...props }: MealSidePanelProps) {
  const { isMounted, isOpened } = useMountedOnceOpened(opened);
  return isMounted ? <MealSideDrawer opened={isOpened} {...props} /> : null;
}

function MealSideDrawer({ opened, onClose, date, mealType, meal }: MealSidePanelProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  // Each opening starts afresh; the content stays while the drawer slides out.
  const [openings, setOpenings] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenings(openings + 1);
  }
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={isMobile ? '100%' : 600}>
      <Drawer.Overlay />
      <Drawer.Content data-testid="meal-side-panel">
        <PanelContent
          key={openings}
          date={date}
          mealType={mealType}
          meal={meal}
          onClose={onClose}
        />
      </Drawer.Content>
    </Drawer.Root>
  );
}

type PanelContentProps = Omit<MealSidePanelProps, 'opened'>;

function PanelContent({ date, mealType, meal, onClose }: PanelContentProps) {
  const createMeal = useCreateMeal();
  const setContent = useSetMealContent();
  const updateMeal = useUpdateMeal();
  const deleteMeal = useDeleteMeal();
  const dates = useDateFormat();

  const [current, setCurrent] = useState(meal);
  const [newType, setNewType] = useState(mealType);
  const [servings, setServings] = useState<number | string>(DEFAULT_NEW_MEAL_SERVINGS);
  const [quickRows, setQuickRows] = useState<QuickIngredientRow[] | null>(null);
  const [selectingId, setSelectingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);

  const chosenType = current?.mealType ?? newType;
  // "Tuesday, March 3".
  const day = dates.day(current?.date ?? date, 'long');
  const isBusy =
    createMeal.isPending || setContent.isPending || updateMeal.isPending || deleteMeal.isPending;
  const newServings = typeof servings === 'number' ? servings : DEFAULT_NEW_MEAL_SERVINGS;

  // A meal changed elsewhere: the plan reloads and says so; this panel shows an old version.
  const failedOrStale = (message: string) => (failure: Error) => {
    if (isConflict(failure)) onClose();
    else setError(message);
  };

  const added = () => {
    void notify({
      color: 'green',
      title: MEAL_MESSAGES.addedTitle,
      message: MEAL_MESSAGES.added(chosenType, day),
    });
    onClose();
  };

  const chooseType = (type: MealType) => {
    setError(null);
    if (!current) {
      setNewType(type);
      return;
    }
    updateMeal.mutate(
      { id: current.id, version: current.version, mealType: type },
      {
        onSuccess: (moved) => setCurrent(moved),
        onError: failedOrStale(MEAL_MESSAGES.updateFailed),
      },
    );
  };

  const selectRecipe = (recipeId: string) => {
    setError(null);
    setSelectingId(recipeId);
    const handlers = {
      onSuccess: added,
      onError: failedOrStale(MEAL_MESSAGES.recipeUnavailable),
      onSettled: () => setSelectingId(null),
    };
    if (current) {
      setContent.mutate(
        { id: current.id, version: current.version, kind: 'recipe', recipeId },
        handlers,
      );
    } else
      createMeal.mutate(
        { kind: 'recipe', recipeId, date, mealType: chosenType, servings: newServings },
        handlers,
      );
  };

  const saveQuickMeal = (ingredients: QuickIngredientInput[]) => {
    setError(null);
    const handlers = {
      onSuccess: added,
      onError: (failure: Error) => {
        if (isConflict(failure)) onClose();
        else setError(failure instanceof ApiError ? failure.message : MEAL_MESSAGES.updateFailed);
      },
    };
    if (current) {
      setContent.mutate(
        { id: current.id, version: current.version, kind: 'item', ingredients },
        handlers,
      );
    } else
      createMeal.mutate(
        { kind: 'item', ingredients, date, mealType: chosenType, servings: newServings },
        handlers,
      );
  };

  const addPlaceholder = () => {
    setError(null);
    createMeal.mutate(
      { kind: 'placeholder', date, mealType: chosenType, servings: newServings },
      { onSuccess: added, onError: () => setError(MEAL_MESSAGES.updateFailed) },
    );
  };

  const clearToPlaceholder = (meal: Meal) => {
    setError(null);
    setContent.mutate(
      { id: meal.id, version: meal.version, kind: 'placeholder' },
      {
        // The panel stays open on the placeholder, ready for another choice.
        onSuccess: (placeholder) => {
          setCurrent(placeholder);
          setQuickRows(null);
        },
        onError: failedOrStale(MEAL_MESSAGES.updateFailed),
      },
    );
  };

  const removeMeal = (meal: Meal) => {
    deleteMeal.mutate(meal.id, {
      onSuccess: onClose,
      onError: () => {
        setIsConfirmingRemove(false);
        setError(MEAL_MESSAGES.updateFailed);
      },
    });
  };

  return (
    <>
      <Drawer.Header>
        <Drawer.Title className={classes.title}>
          <Text span display="block" size="sm" c="dimmed" fw={500}>
            {day}
          </Text>
          <Text span display="block" fz="xl" fw={700}>
            {current ? 'Edit' : 'Add'} {MEAL_TYPE_LABELS[chosenType]}
          </Text>
        </Drawer.Title>
        <Drawer.CloseButton aria-label="Close meal panel" size="lg" />
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="lg">
          <SegmentedControl
            fullWidth
            aria-label="Meal type"
            data={MEAL_TYPES.map((type) => ({ value: type, label: MEAL_TYPE_LABELS[type] }))}
            value={chosenType}
            disabled={isBusy}
            onChange={(value) => {
              const type = MEAL_TYPES.find((candidate) => candidate === value);
              if (type && type !== chosenType) chooseType(type);
            }}
          />

          {error && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setError(null)}
            >
              {error}
            </Alert>
          )}

          {current ? (
            <CurrentMeal
              meal={current}
              isBusy={isBusy}
              isClearing={setContent.isPending && setContent.variables.kind === 'placeholder'}
              onClear={() => clearToPlaceholder(current)}
              onEditIngredients={() => setQuickRows(rowsFromMeal(current))}
              onRemove={() => setIsConfirmingRemove(true)}
            />
          ) : (
            <Group gap="sm" align="flex-end" justify="space-between">
              <NumberInput
                label="Servings"
                w={120}
                min={MIN_MEAL_SERVINGS}
                max={MAX_MEAL_SERVINGS}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={servings}
                onChange={setServings}
              />
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                loading={createMeal.isPending && createMeal.variables.kind === 'placeholder'}
                disabled={isBusy}
                onClick={addPlaceholder}
              >
                Add placeholder
              </Button>
            </Group>
          )}

          <Button
            component={Link}
            to={paths.recipeAdd}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add New Recipe
          </Button>

          <QuickMealEditor
            rows={quickRows}
            onRowsChange={setQuickRows}
            onSave={saveQuickMeal}
            isSaving={
              (createMeal.isPending && createMeal.variables.kind === 'item') ||
              (setContent.isPending && setContent.variables.kind === 'item')
            }
          />

          {/* Spec 2 §8: the recipe search hides while quick ingredients are pending. */}
          {quickRows === null && (
            <>
              <Divider label="or choose a recipe" labelPosition="center" />
              <RecipePicker onSelect={selectRecipe} selectingId={selectingId} />
            </>
          )}
        </Stack>
      </Drawer.Body>

      {current && (
        <Modal
          opened={isConfirmingRemove}
          onClose={() => setIsConfirmingRemove(false)}
          title="Remove Meal"
          centered
          zIndex={300}
        >
          <Stack gap="lg">
            <Text>
              Remove this {current.mealType} from {day}? Its items leave your shopping list.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setIsConfirmingRemove(false)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={deleteMeal.isPending}
                onClick={() => removeMeal(current)}
              >
                Remove Meal
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

interface CurrentMealProps {
  meal: Meal;
  isBusy: boolean;
  isClearing: boolean;
  onClear: () => void;
  onEditIngredients: () => void;
  onRemove: () => void;
}

/** What the meal holds now, with the ways to change or remove it. */
function CurrentMeal({
  meal,
  isBusy,
  isClearing,
  onClear,
  onEditIngredients,
  onRemove,
}: CurrentMealProps) {
  const servings = `${meal.servings} ${meal.servings === 1 ? 'serving' : 'servings'}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={meal.kind === 'placeholder' ? classes.placeholder : undefined}
      data-testid="current-meal"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {meal.kind === 'recipe'
            ? (meal.recipe?.name ?? 'Recipe no longer available')
            : meal.kind === 'item'
              ? 'Quick meal'
              : (meal.title ?? `${MEAL_TYPE_LABELS[meal.mealType]} placeholder`)}
        </Title>
        <Text size="sm" c="dimmed">
          {meal.kind === 'placeholder'
            ? `Pick a recipe or quick add ingredients to fill this meal. ${servings}.`
            : meal.kind === 'recipe' && !meal.recipe
              ? `The recipe may have been deleted or is no longer available. ${servings}.`
              : `${servings}${meal.recipe ? ` · ${meal.recipe.totalTime} mins` : ''}`}
        </Text>
        {meal.kind === 'item' && (
          <List size="sm" spacing={2}>
            {meal.ingredients.map((ingredient) => (
              <List.Item key={ingredient.id}>
                {ingredient.quantity} {ingredient.name}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="xs">
          {meal.kind === 'recipe' && meal.recipeId && meal.recipe && (
            <Button
              component={Link}
              to={paths.recipeCookMode(meal.recipeId, meal.servings)}
              size="sm"
              leftSection={<IconChefHat size={16} aria-hidden />}
            >
              Start Cook Mode
            </Button>
          )}
          {meal.kind === 'recipe' && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconEraser size={16} aria-hidden />}
              loading={isClearing}
              disabled={isBusy && !isClearing}
              onClick={onClear}
            >
              Remove Recipe
            </Button>
          )}
          {meal.kind === 'item' && (
            <>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                disabled={isBusy}
                onClick={onEditIngredients}
              >
                Edit Ingredients
              </Button>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconEraser size={16} aria-hidden />}
                loading={isClearing}
                disabled={isBusy && !isClearing}
                onClick={onClear}
              >
                Clear to Placeholder
              </Button>
            </>
          )}
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={isBusy}
            onClick={onRemove}
          >
            Remove Meal
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
