import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { COMPLEXITIES, type Complexity } from '@simmer/domain/recipes';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEditableRows } from '@/hooks/use-editable-rows';
import classes from './recipe-rows.module.css';

/** What a step row shows; a form's rows may carry more, kept as they are. */
export interface EditableStepRow {
  key: string;
  text: string;
  /** Minutes as typed: a number, or the text of one ('' when empty). */
  estimatedDuration: number | string;
  complexity: Complexity;
}

type StepErrors = Record<string, string | undefined>;

const COMPLEXITY_OPTIONS = COMPLEXITIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

// A short press-and-hold before a drag starts (spec 3 §9), so touch scrolling still works.
const POINTER_ACTIVATION = { delay: 120, tolerance: 5 };

interface StepProps {
  row: EditableStepRow;
  position: number;
  errors: StepErrors;
  maxMinutes: number;
  onUpdate: (patch: Partial<EditableStepRow>) => void;
  onRemove: () => void;
  textRef?: (node: HTMLTextAreaElement | null) => void;
  /** More for this step under its minutes and complexity (an image, say). */
  extra?: ReactNode;
}

function SortableStep({
  row,
  position,
  errors,
  maxMinutes,
  onUpdate,
  onRemove,
  textRef,
  extra,
}: StepProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.key });
  const label = `Step ${position}`;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${classes.step} ${classes.stepDragging}` : classes.step}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            ref={setActivatorNodeRef}
            className={classes.dragHandle}
            variant="subtle"
            color="gray"
            size={42}
            {...attributes}
            {...listeners}
            aria-label={`Drag to reorder step ${position}`}
          >
            <IconGripVertical size={20} aria-hidden />
          </ActionIcon>
          <Textarea
            ref={textRef}
            label={label}
            placeholder="Describe this step"
            value={row.text}
            onChange={(event) => onUpdate({ text: event.currentTarget.value })}
            error={errors[`instructions.${row.key}.text`]}
            autosize
            minRows={2}
            maxLength={4000}
            size="md"
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={42}
            aria-label={`Remove step ${position}`}
            onClick={onRemove}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={2} spacing="sm" pl={{ base: 0, xs: 50 }} pr={{ base: 0, xs: 50 }}>
          <NumberInput
            label="Minutes"
            aria-label={`${label} minutes`}
            value={row.estimatedDuration}
            onChange={(value) => onUpdate({ estimatedDuration: value })}
            error={errors[`instructions.${row.key}.estimatedDuration`]}
            min={0}
            max={maxMinutes}
            allowNegative={false}
            allowDecimal={false}
            inputMode="numeric"
            size="md"
          />
          <NativeSelect
            label="Complexity"
            aria-label={`${label} complexity`}
            data={COMPLEXITY_OPTIONS}
            value={row.complexity}
            onChange={(event) => onUpdate({ complexity: event.currentTarget.value as Complexity })}
            size="md"
          />
        </SimpleGrid>
        {extra && (
          <Box pl={{ base: 0, xs: 50 }} pr={{ base: 0, xs: 50 }}>
            {extra}
          </Box>
        )}
      </Stack>
    </li>
  );
}

export interface StepRowsEditorProps<Row extends EditableStepRow> {
  rows: Row[];
  /** Field path → message: `instructions`, `instructions.<key>.text`, `….estimatedDuration`. */
  errors: StepErrors;
  onChange: (rows: Row[]) => void;
  newRow: () => Row;
  maxMinutes: number;
  /** More for a step, shown under its minutes and complexity. */
  renderExtra?: (row: Row, position: number) => ReactNode;
}

/** The steps in order: add, remove, and drag by the handle (pointer or keyboard) to reorder. */
export function StepRowsEditor<Row extends EditableStepRow>({
  rows,
  errors,
  onChange,
  newRow,
  maxMinutes,
  renderExtra,
}: StepRowsEditorProps<Row>) {
  const { addButton, focusRef, update, remove, add } = useEditableRows(rows, onChange, newRow);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up step ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Step ${positionOf(active.id)} is over position ${positionOf(over.id)}.`
        : `Step ${positionOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Step ${positionOf(active.id)} was moved to position ${positionOf(over.id)}.`
        : `Step ${positionOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Step ${positionOf(active.id)} stays put.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(rows, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  return (
    <>
      {errors.instructions && (
        <Text c="red" size="sm" role="alert" tabIndex={-1} data-form-error>
          {errors.instructions}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a step, press space or enter on its handle, use the up and down arrow keys, then press space or enter again to drop it, or escape to cancel.',
          },
        }}
      >
        <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
          <ol className={classes.rowList} aria-label="Instructions">
            {rows.map((row, index) => (
              <SortableStep
                key={row.key}
                row={row}
                position={index + 1}
                errors={errors}
                maxMinutes={maxMinutes}
                onUpdate={(patch) => update(row.key, patch as Partial<Row>)}
                onRemove={() => remove(row.key)}
                textRef={focusRef(row.key)}
                extra={renderExtra?.(row, index + 1)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div>
        <Button
          ref={addButton}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={add}
        >
          Add Step
        </Button>
      </div>
    </>
  );
}
