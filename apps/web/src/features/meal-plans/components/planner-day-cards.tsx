import { useDroppable } from '@dnd-kit/core';
import {
  MEAL_TYPES,
  MOBILE_DEFAULT_MEAL_TYPE,
  type Meal,
  type MealType,
} from '@simmer/domain/meal-plans';
import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDateFormat } from '@/lib/format-date';
import { cellId, countMealsOn, mealTypeLabel } from '../meal-board';
import { dayLabels } from '../week';
import classes from './meal-planner.module.css';
import { PlannerMealCard } from './planner-meal-card';
import { mealCountText, type PlannerLayoutProps } from './planner-week-table';

interface SectionProps {
  date: string;
  mealType: MealType;
  meals: Meal[];
  onOpen: (meal: Meal) => void;
}

/** One meal type of a day card: a drop target even when empty. */
function MealTypeSection({ date, mealType, meals, onOpen }: SectionProps) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(date, mealType) });
  return (
    <div
      ref={setNodeRef}
      className={isOver ? `${classes.mobileCell} ${classes.cellOver}` : classes.mobileCell}
      data-cell={cellId(date, mealType)}
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {mealTypeLabel(mealType)}
      </Text>
      {meals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {mealType} planned
        </Text>
      ) : (
        <Stack gap={6}>
          {meals.map((meal) => (
            <PlannerMealCard key={meal.id} meal={meal} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </div>
  );
}

/** Phones: a collapsible card per day, today open (spec 2 §2). */
export function PlannerDayCards({ days, today, meals, cells, onAdd, onOpen }: PlannerLayoutProps) {
  const dates = useDateFormat();
  return (
    <Accordion
      // A new week starts from its own default: today open when it is in the week.
      key={days[0]}
      multiple
      variant="separated"
      radius="md"
      defaultValue={days.includes(today) ? [today] : []}
    >
      {days.map((day) => {
        const labels = dayLabels(day, dates);
        const isToday = day === today;
        return (
          <Accordion.Item
            key={day}
            value={day}
            className={isToday ? classes.today : undefined}
            aria-current={isToday ? 'date' : undefined}
          >
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700}>{labels.weekday}</Text>
                  <Text>{labels.date}</Text>
                  {isToday && (
                    <Badge size="sm" variant="filled">
                      Today
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {mealCountText(countMealsOn(meals, day))}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {MEAL_TYPES.map((mealType) => (
                  <MealTypeSection
                    key={mealType}
                    date={day}
                    mealType={mealType}
                    meals={cells.get(cellId(day, mealType)) ?? []}
                    onOpen={onOpen}
                  />
                ))}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  aria-label={`Add Meal on ${labels.full}`}
                  onClick={() => onAdd(day, MOBILE_DEFAULT_MEAL_TYPE)}
                >
                  Add Meal
                </Button>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
