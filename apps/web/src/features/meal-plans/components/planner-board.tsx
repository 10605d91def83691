import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { DRAG_LONG_PRESS_MS, type Meal } from '@simmer/domain/meal-plans';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { memo, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDateFormat, type DateFormat } from '@/lib/format-date';
import {
  mealsByCell,
  mealTypeLabel,
  nextCellId,
  parseCellId,
  planDrop,
  type Box,
  type Direction,
} from '../meal-board';
import { dayLabels } from '../week';
import classes from './meal-planner.module.css';
import { PlannerDayCards } from './planner-day-cards';
import { cardClassName, mealCardName, MealCardBody } from './planner-meal-card';
import { PlannerWeekTable, type PlannerLayoutProps } from './planner-week-table';
import { useMoveMeal } from './use-move-meal';

/** Mouse and pen only: touch has its own sensor that waits for a long press, so pages still scroll. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (
        event: ReactPointerEvent,
        options: Parameters<(typeof PointerSensor.activators)[0]['handler']>[1],
      ) =>
        event.nativeEvent.pointerType !== 'touch' &&
        PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Arrow keys jump a picked-up meal from cell to cell instead of nudging it by pixels. */
const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = ARROW_DIRECTIONS[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const from = (over && droppableRects.get(over.id)) ?? collisionRect;
  const boxes: Box[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) boxes.push({ id: String(container.id), ...rect });
  }
  const targetId = nextCellId(from, boxes, direction);
  const target = targetId ? droppableRects.get(targetId) : undefined;
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + (target.height - collisionRect.height) / 2,
  };
};

/** The pointer picks the cell under it; the keyboard, the cell the meal has been moved onto. */
const detectCell: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to edit this meal. To move it, press Space to pick it up, use the arrow keys to choose another day or meal type, then press Space to drop it or Escape to cancel.',
};

function cellName(id: UniqueIdentifier | undefined, dates: DateFormat): string | null {
  const cell = parseCellId(id);
  return cell ? `${mealTypeLabel(cell.mealType)} on ${dayLabels(cell.date, dates).full}` : null;
}

function activeMealName(data: { current?: Record<string, unknown> }): string {
  const meal = data.current?.meal as Meal | undefined;
  return meal ? mealCardName(meal) : 'Meal';
}

const announcementsIn = (dates: DateFormat): Announcements => ({
  onDragStart: ({ active }) => `Picked up ${activeMealName(active.data)}.`,
  onDragOver: ({ active, over }) => {
    const target = cellName(over?.id, dates);
    return target
      ? `${activeMealName(active.data)} is over ${target}.`
      : `${activeMealName(active.data)} is not over a meal slot.`;
  },
  onDragEnd: ({ active, over }) => {
    const meal = active.data.current?.meal as Meal | undefined;
    const target = cellName(over?.id, dates);
    if (!meal || !target || !planDrop(meal, over?.id)) {
      return `${activeMealName(active.data)} was dropped back where it was.`;
    }
    return `${mealCardName(meal)} moved to ${target}.`;
  },
  onDragCancel: ({ active }) =>
    `Moving cancelled. ${activeMealName(active.data)} was dropped back where it was.`,
});

interface PlannerBoardProps extends Omit<PlannerLayoutProps, 'cells'> {
  isWide: boolean;
}

/** The week, table or day cards, with meals that drag between cells (spec 2 §2, §4). */
export const PlannerBoard = memo(function PlannerBoard({
  isWide,
  meals,
  ...layout
}: PlannerBoardProps) {
  const [dragged, setDragged] = useState<Meal | null>(null);
  const move = useMoveMeal();
  const cells = useMemo(() => mealsByCell(meals), [meals]);
  const dates = useDateFormat();
  const announcements = useMemo(() => announcementsIn(dates), [dates]);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_LONG_PRESS_MS, tolerance: 8 },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: cellKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged((active.data.current?.meal as Meal | undefined) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const meal = active.data.current?.meal as Meal | undefined;
    if (!meal) return;
    const change = planDrop(meal, over?.id);
    if (change) move.mutate({ id: meal.id, version: meal.version, ...change });
  };

  const Layout = isWide ? PlannerWeekTable : PlannerDayCards;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCell}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Layout meals={meals} cells={cells} {...layout} />
      {/* No document when the server draws the first view (app/server-render): nothing is dragged. */}
      {typeof document === 'undefined'
        ? null
        : createPortal(
            <DragOverlay dropAnimation={null}>
              {dragged ? (
                <div className={cardClassName(dragged, classes.overlay)}>
                  <MealCardBody meal={dragged} />
                </div>
              ) : null}
            </DragOverlay>,
            document.body,
          )}
    </DndContext>
  );
});
