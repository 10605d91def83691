import { useDroppable } from '@dnd-kit/core';
import { MEAL_TYPES, type Meal, type MealType } from '@simmer/domain/meal-plans';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { useDateFormat } from '@/lib/format-date';
import { cellId, countMealsOn, mealTypeLabel } from '../meal-board';
import { dayLabels } from '../week';
import classes from './meal-planner.module.css';
import { PlannerMealCard } from './planner-meal-card';

export interface PlannerLayoutProps {
  days: string[];
  today: string;
  meals: Meal[];
  cells: Map<string, Meal[]>;
  onAdd: (date: string, mealType: MealType) => void;
  onOpen: (meal: Meal) => void;
}

export const mealCountText = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;

interface CellProps {
  date: string;
  mealType: MealType;
  meals: Meal[];
  isToday: boolean;
  onAdd: PlannerLayoutProps['onAdd'];
  onOpen: PlannerLayoutProps['onOpen'];
}

const NO_MEALS: Meal[] = [];

const PlannerCell = memo(function PlannerCell({
  date,
  mealType,
  meals,
  isToday,
  onAdd,
  onOpen,
}: CellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(date, mealType) });
  const dates = useDateFormat();
  const className = [classes.cell, isToday ? classes.cellToday : '', isOver ? classes.cellOver : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Table.Td ref={setNodeRef} className={className} data-cell={cellId(date, mealType)}>
      <Stack gap={6}>
        {meals.map((meal) => (
          <PlannerMealCard key={meal.id} meal={meal} onOpen={onOpen} />
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          fullWidth
          justify="flex-start"
          classNames={{ root: classes.addButton, label: classes.addLabel }}
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={`Add ${mealType} on ${dayLabels(date, dates).full}`}
          onClick={() => onAdd(date, mealType)}
        >
          Add {mealType}
        </Button>
      </Stack>
    </Table.Td>
  );
});

/** Wide screens: a column per day, a row per meal type (spec 2 §2). */
export const PlannerWeekTable = memo(function PlannerWeekTable({
  days,
  today,
  meals,
  cells,
  onAdd,
  onOpen,
}: PlannerLayoutProps) {
  const dates = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table
        className={classes.table}
        layout="fixed"
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        horizontalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.typeColumn}>
              <VisuallyHidden>Meal type</VisuallyHidden>
            </Table.Th>
            {days.map((day) => {
              const labels = dayLabels(day, dates);
              const isToday = day === today;
              return (
                <Table.Th
                  key={day}
                  scope="col"
                  className={isToday ? `${classes.dayHeader} ${classes.today}` : classes.dayHeader}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <Group gap={4} wrap="nowrap">
                    <Text fw={700} size="sm">
                      {labels.weekday}
                    </Text>
                    {isToday && (
                      <Badge size="xs" variant="filled">
                        Today
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{labels.date}</Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {mealCountText(countMealsOn(meals, day))}
                  </Text>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MEAL_TYPES.map((mealType) => (
            <Table.Tr key={mealType}>
              <Table.Th scope="row" className={classes.rowHeader}>
                {mealTypeLabel(mealType)}
              </Table.Th>
              {days.map((day) => (
                <PlannerCell
                  key={day}
                  date={day}
                  mealType={mealType}
                  meals={cells.get(cellId(day, mealType)) ?? NO_MEALS}
                  isToday={day === today}
                  onAdd={onAdd}
                  onOpen={onOpen}
                />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
