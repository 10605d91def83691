import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Collapse, Title, UnstyledButton } from '@mantine/core';
import { DRAG_LONG_PRESS_MS } from '@simmer/domain/meal-plans';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { memo, useCallback, useId, useState } from 'react';
import { moveCategory, type CategoryGroup } from '../grocery-lines';
import classes from './grocery.module.css';
import { GroceryLines, type LineHandlers } from './grocery-line-item';

interface CategoryHeadingProps {
  category: string;
  checked: number;
  total: number;
  isCollapsed: boolean;
  panelId: string;
  onCollapsedChange: (category: string, isCollapsed: boolean) => void;
}

/** A group's name, tick count and collapse toggle; apart so dragging does not redraw it. */
const CategoryHeading = memo(function CategoryHeading({
  category,
  checked,
  total,
  isCollapsed,
  panelId,
  onCollapsedChange,
}: CategoryHeadingProps) {
  const Chevron = isCollapsed ? IconChevronRight : IconChevronDown;
  return (
    <Title order={2} fz="md" style={{ flex: 1, minWidth: 0 }}>
      <UnstyledButton
        className={classes.groupToggle}
        aria-expanded={!isCollapsed}
        aria-controls={panelId}
        onClick={() => onCollapsedChange(category, !isCollapsed)}
      >
        <Chevron size={18} aria-hidden />
        <span className={classes.groupName}>{category}</span>
        <Badge
          variant="light"
          color={checked === total ? 'teal' : 'gray'}
          aria-label={`${checked} of ${total} checked`}
        >
          {checked}/{total}
        </Badge>
      </UnstyledButton>
    </Title>
  );
});

interface SortableCategoryProps extends LineHandlers {
  group: CategoryGroup;
  dayTexts: ReadonlyMap<string, string>;
  isCollapsed: boolean;
  onCollapsedChange: (category: string, isCollapsed: boolean) => void;
}

const SortableCategory = memo(function SortableCategory({
  group,
  dayTexts,
  isCollapsed,
  onCollapsedChange,
  onToggle,
  onRemove,
}: SortableCategoryProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: group.category });
  const panelId = useId();
  const checked = group.lines.filter((line) => line.checked).length;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${classes.group} ${classes.groupDragging}` : classes.group}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="grocery-category"
      data-category={group.category}
    >
      <div className={classes.groupHeader}>
        <ActionIcon
          ref={setActivatorNodeRef}
          className={classes.dragHandle}
          variant="subtle"
          color="gray"
          size={42}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${group.category}`}
        >
          <IconGripVertical size={20} aria-hidden />
        </ActionIcon>
        <CategoryHeading
          category={group.category}
          checked={checked}
          total={group.lines.length}
          isCollapsed={isCollapsed}
          panelId={panelId}
          onCollapsedChange={onCollapsedChange}
        />
      </div>
      <Collapse expanded={!isCollapsed} id={panelId} keepMountedMode="display-none">
        <GroceryLines
          lines={group.lines}
          dayTexts={dayTexts}
          label={group.category}
          onToggle={onToggle}
          onRemove={onRemove}
        />
      </Collapse>
    </li>
  );
});

interface GroceryCategoryGroupsProps extends LineHandlers {
  groups: CategoryGroup[];
  dayTexts: ReadonlyMap<string, string>;
  categoryOrder: readonly string[];
  onReorder: (order: string[]) => void;
}

/**
 * The enhanced view: a collapsible group per category in the user's order. A group moves by its
 * handle, with a mouse, a long press on touch screens or the keyboard.
 */
export const GroceryCategoryGroups = memo(function GroceryCategoryGroups({
  groups,
  dayTexts,
  categoryOrder,
  onReorder,
  onToggle,
  onRemove,
}: GroceryCategoryGroupsProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_LONG_PRESS_MS, tolerance: 5 },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = groups.map((group) => group.category);
  const positionOf = (id: UniqueIdentifier) => shown.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${String(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${String(active.id)} is over position ${positionOf(over.id)} of ${shown.length}.`
        : `${String(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${String(active.id)} was moved to position ${positionOf(over.id)} of ${shown.length}.`
        : `${String(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${String(active.id)} stays put.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveCategory(categoryOrder, shown, String(active.id), String(over.id)));
  };
  const setGroupCollapsed = useCallback(
    (category: string, isCollapsed: boolean) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (isCollapsed) next.add(category);
        else next.delete(category);
        return next;
      }),
    [],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a category, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.',
        },
      }}
    >
      <SortableContext items={shown} strategy={verticalListSortingStrategy}>
        <ul className={classes.groups} aria-label="Categories">
          {groups.map((group) => (
            <SortableCategory
              key={group.category}
              group={group}
              dayTexts={dayTexts}
              isCollapsed={collapsed.has(group.category)}
              onCollapsedChange={setGroupCollapsed}
              onToggle={onToggle}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
});
