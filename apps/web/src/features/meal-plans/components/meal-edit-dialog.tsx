import {
  MAX_MEAL_SERVINGS,
  MEAL_MESSAGES,
  MEAL_TYPES,
  MIN_MEAL_SERVINGS,
  type Meal,
  type MealType,
  type UpdateMealInput,
} from '@simmer/domain/meal-plans';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconChefHat,
  IconCopy,
  IconEraser,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isConflict } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useDeleteMeal, useSetMealContent, useUpdateMeal } from '../api/meals';
import { mealLabel, mealTypeLabel } from '../meal-board';
import { dayLabels } from '../week';
import { MealCopyForm } from './meal-copy-form';
import { useMountedOnceOpened } from './use-mounted-once-opened';

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: mealTypeLabel(value) }));
const NOTES_MAX = 1000;

const failed = () => void notify({ color: 'red', message: MEAL_MESSAGES.updateFailed });

function contentActionLabel(meal: Meal): string {
  if (meal.kind === 'recipe') return 'Change recipe';
  if (meal.kind === 'item') return 'Change meal';
  return 'Choose a recipe';
}

/** The fields the form changed, or null when nothing did. */
function changesOf(
  meal: Meal,
  draft: { mealType: MealType; servings: number; notes: string },
): Omit<UpdateMealInput, 'date' | 'version'> | null {
  const changes: Omit<UpdateMealInput, 'date' | 'version'> = {};
  if (draft.mealType !== meal.mealType) changes.mealType = draft.mealType;
  if (draft.servings !== meal.servings) changes.servings = draft.servings;
  if (draft.notes.trim() !== meal.notes) changes.notes = draft.notes.trim();
  return Object.keys(changes).length > 0 ? changes : null;
}

interface FormProps {
  meal: Meal;
  onClose: () => void;
  onChooseContent: (meal: Meal) => void;
}

function MealEditForm({ meal, onClose, onChooseContent }: FormProps) {
  const [mealType, setMealType] = useState<MealType>(meal.mealType);
  const [servings, setServings] = useState<number | string>(meal.servings);
  const [notes, setNotes] = useState(meal.notes);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  // Back from the copy form, keyboard focus returns to the button that opened it.
  const copyButton = useRef<HTMLButtonElement>(null);
  const refocusCopy = useRef(false);
  useEffect(() => {
    if (isCopying || !refocusCopy.current) return;
    refocusCopy.current = false;
    copyButton.current?.focus();
  }, [isCopying]);
  const update = useUpdateMeal();
  const remove = useDeleteMeal();
  const clear = useSetMealContent();
  const dates = useDateFormat();
  const isBusy = update.isPending || remove.isPending || clear.isPending;
  // A meal changed elsewhere: the plan reloads and says so; this form shows an old version.
  const failedOrStale = (error: Error) => (isConflict(error) ? onClose() : failed());
  const label = mealLabel(meal);
  const where = `${mealTypeLabel(meal.mealType)} on ${dayLabels(meal.date, dates).full}`;

  const servingsValue = typeof servings === 'number' ? servings : Number.NaN;
  const servingsError =
    Number.isInteger(servingsValue) &&
    servingsValue >= MIN_MEAL_SERVINGS &&
    servingsValue <= MAX_MEAL_SERVINGS
      ? null
      : MEAL_MESSAGES.servingsRange;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (servingsError) return;
    const changes = changesOf(meal, { mealType, servings: servingsValue, notes });
    if (!changes) {
      onClose();
      return;
    }
    update.mutate(
      { id: meal.id, version: meal.version, ...changes },
      { onSuccess: onClose, onError: failedOrStale },
    );
  };

  if (isCopying) {
    return (
      <MealCopyForm
        meal={meal}
        onCopied={onClose}
        onBack={() => {
          refocusCopy.current = true;
          setIsCopying(false);
        }}
      />
    );
  }

  if (isConfirmingDelete) {
    return (
      <Stack gap="md">
        <Text>
          Delete <strong>{label}</strong> from {where}? Its items leave your shopping list.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setIsConfirmingDelete(false)} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate(meal.id, { onSuccess: onClose, onError: failed })}
            data-autofocus
          >
            Delete Meal
          </Button>
        </Group>
      </Stack>
    );
  }

  const cookModeRecipeId =
    meal.kind === 'recipe' && meal.recipe && !meal.recipe.isLocked ? meal.recipeId : null;
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {where}
          {meal.isPlaceholder ? ' · placeholder' : ''}
        </Text>
        <Group gap="sm">
          {cookModeRecipeId && (
            <Button
              component={Link}
              to={paths.recipeCookMode(cookModeRecipeId, meal.servings)}
              leftSection={<IconChefHat size={16} aria-hidden />}
            >
              Start Cook Mode
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
            onClick={() => onChooseContent(meal)}
            disabled={isBusy}
          >
            {contentActionLabel(meal)}
          </Button>
          {!meal.isPlaceholder && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconEraser size={16} aria-hidden />}
              loading={clear.isPending}
              disabled={isBusy && !clear.isPending}
              onClick={() =>
                clear.mutate(
                  { id: meal.id, kind: 'placeholder', version: meal.version },
                  { onSuccess: onClose, onError: failedOrStale },
                )
              }
            >
              Clear
            </Button>
          )}
          <Button
            ref={copyButton}
            variant="subtle"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => setIsCopying(true)}
            disabled={isBusy}
          >
            Copy to another day
          </Button>
        </Group>
        <NativeSelect
          label="Meal type"
          data={MEAL_TYPE_OPTIONS}
          value={mealType}
          onChange={(event) => setMealType(event.currentTarget.value as MealType)}
        />
        <NumberInput
          label="Servings"
          value={servings}
          onChange={setServings}
          min={MIN_MEAL_SERVINGS}
          max={MAX_MEAL_SERVINGS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          error={servingsError}
        />
        <Textarea
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={NOTES_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setIsConfirmingDelete(true)}
            disabled={isBusy}
          >
            Delete
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={isBusy && !update.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

interface MealEditDialogProps {
  meal: Meal | null;
  opened: boolean;
  onClose: () => void;
  /** Opens the side panel on this meal to pick another recipe or quick meal. */
  onChooseContent: (meal: Meal) => void;
}

/**
 * Clicking a planner meal: its type, servings and notes, delete, clear, copy to another day and
 * cook mode (spec 2 §2, §4).
 */
export function MealEditDialog({ meal, opened, onClose, onChooseContent }: MealEditDialogProps) {
  const { isMounted, isOpened } = useMountedOnceOpened(opened && meal !== null);
  if (!isMounted) return null;
  return (
    <Modal opened={isOpened} onClose={onClose} title={meal ? mealLabel(meal) : ''} centered>
      {meal && (
        <MealEditForm
          key={meal.id}
          meal={meal}
          onClose={onClose}
          onChooseContent={onChooseContent}
        />
      )}
    </Modal>
  );
}
