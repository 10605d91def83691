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
import { ActionIcon, Badge, Collapse, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { GroceryLine } from '@simmer/domain/grocery';
import { DRAG_LONG_PRESS_MS } from '@simmer/domain/meal-plans';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { moveCategory, type CategoryGroup } from '../grocery-lines';
import classes from './grocery.module.css';
import { GroceryLines } from './grocery-line-item';

interface LineHandlers {
  onToggle: (line: GroceryLine, checked: boolean) => void;
  onRemove: (line: GroceryLine) => void;
}

interface SortableCategoryProps extends LineHandlers {
  group: CategoryGroup;
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
}

function SortableCategory({
  group,
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
  const Chevron = isCollapsed ? IconChevronRight : IconChevronDown;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${classes.group} ${classes.groupDragging}` : classes.group}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="grocery-category"
      data-category={group.category}
    >
      <Group gap={4} wrap="nowrap">
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
        <Title order={2} fz="md" style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton
            className={classes.groupToggle}
            aria-expanded={!isCollapsed}
            aria-controls={panelId}
            onClick={() => onCollapsedChange(!isCollapsed)}
          >
            <Chevron size={18} aria-hidden />
            <Text component="span" fw={600} truncate>
              {group.category}
            </Text>
            <Badge
              variant="light"
              color={checked === group.lines.length ? 'teal' : 'gray'}
              aria-label={`${checked} of ${group.lines.length} checked`}
            >
              {checked}/{group.lines.length}
            </Badge>
          </UnstyledButton>
        </Title>
      </Group>
      <Collapse expanded={!isCollapsed} id={panelId}>
        <GroceryLines
          lines={group.lines}
          label={group.category}
          onToggle={onToggle}
          onRemove={onRemove}
        />
      </Collapse>
    </li>
  );
}

interface GroceryCategoryGroupsProps extends LineHandlers {
  groups: CategoryGroup[];
  categoryOrder: readonly string[];
  onReorder: (order: string[]) => void;
}

/**
 * The enhanced view: a collapsible group per category in the user's order. A group moves by its
 * handle, with a mouse, a long press on touch screens or the keyboard.
 */
export function GroceryCategoryGroups({
  groups,
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
  const setGroupCollapsed = (category: string, isCollapsed: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (isCollapsed) next.add(category);
      else next.delete(category);
      return next;
    });

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
              isCollapsed={collapsed.has(group.category)}
              onCollapsedChange={(isCollapsed) => setGroupCollapsed(group.category, isCollapsed)}
              onToggle={onToggle}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
