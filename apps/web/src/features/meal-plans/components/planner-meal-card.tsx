import { useDraggable } from '@dnd-kit/core';
import type { Meal } from '@simmer/domain/meal-plans';
import { ThemeIcon } from '@mantine/core';
import { IconBowlSpoon, IconSalad, IconToolsKitchen2 } from '@tabler/icons-react';
import { memo, type KeyboardEvent } from 'react';
import { mealLabel } from '../meal-board';
import classes from './meal-planner.module.css';

function MealThumb({ meal }: { meal: Meal }) {
  if (meal.kind === 'recipe' && meal.recipe?.imageUrl) {
    // Decorative: the card's text names the recipe.
    return <img className={classes.thumb} src={meal.recipe.imageUrl} alt="" loading="lazy" />;
  }
  if (meal.kind === 'placeholder') return null;
  const Icon = meal.kind === 'item' ? IconSalad : IconToolsKitchen2;
  return (
    <ThemeIcon className={classes.thumbIcon} variant="light" size={36} radius="sm" aria-hidden>
      <Icon size={20} />
    </ThemeIcon>
  );
}

/** What the card shows; the same in the cell and under the pointer while dragging. */
export function MealCardBody({ meal }: { meal: Meal }) {
  return (
    <>
      {meal.kind === 'placeholder' ? (
        <IconBowlSpoon className={classes.thumbIcon} size={18} aria-hidden />
      ) : (
        <MealThumb meal={meal} />
      )}
      <span className={classes.name}>{mealLabel(meal)}</span>
    </>
  );
}

const KIND_HINTS = { recipe: '', item: ' (quick meal)', placeholder: ' (placeholder)' } as const;

/** How screen readers name a meal card: its label, and its kind unless it is a recipe. */
export function mealCardName(meal: Meal): string {
  return `${mealLabel(meal)}${KIND_HINTS[meal.kind]}`;
}

export function cardClassName(meal: Meal, extra?: string) {
  return [classes.card, meal.kind === 'placeholder' ? classes.placeholder : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A meal in a planner cell. Pointer and touch drag it (touch after a short press); Space picks it
 * up for the keyboard; a click or Enter opens its edit dialog.
 */
export const PlannerMealCard = memo(function PlannerMealCard({
  meal,
  onOpen,
}: {
  meal: Meal;
  onOpen: (meal: Meal) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: meal.id,
    data: { meal },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      onOpen(meal);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(meal)}
      aria-label={mealCardName(meal)}
      data-testid="meal-card"
      data-meal-id={meal.id}
      className={cardClassName(meal, isDragging ? classes.dragging : undefined)}
    >
      <MealCardBody meal={meal} />
    </div>
  );
});
