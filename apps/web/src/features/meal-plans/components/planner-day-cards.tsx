import { useDroppable } from '@dnd-kit/core';
import {
  MEAL_TYPES,
  MOBILE_DEFAULT_MEAL_TYPE,
  type Meal,
  type MealType,
} from '@simmer/domain/meal-plans';
import { Accordion, Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { useDateFormat } from '@/lib/format-date';
import { cellId, countMealsOn, mealTypeLabel } from '../meal-board';
import { dayLabels } from '../week';
import classes from './meal-planner.module.css';
import { PlannerMealCard } from './planner-meal-card';
import { mealCountText, type PlannerLayoutProps } from './planner-week-table';

const NO_MEALS: Meal[] = [];

interface SectionProps {
  date: string;
  mealType: MealType;
  meals: Meal[];
  onOpen: (meal: Meal) => void;
}

/** One meal type of a day card: a drop target even when empty. */
const MealTypeSection = memo(function MealTypeSection({
  date,
  mealType,
  meals,
  onOpen,
}: SectionProps) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(date, mealType) });
  return (
    <div
      ref={setNodeRef}
      className={isOver ? `${classes.mobileCell} ${classes.cellOver}` : classes.mobileCell}
      data-cell={cellId(date, mealType)}
    >
      <p className={classes.mobileCellTitle}>{mealTypeLabel(mealType)}</p>
      {meals.length === 0 ? (
        <p className={classes.mobileCellEmpty}>No {mealType} planned</p>
      ) : (
        <div className={classes.mobileCellMeals}>
          {meals.map((meal) => (
            <PlannerMealCard key={meal.id} meal={meal} onOpen={onOpen} />
          ))}
        </div>
      )}
    </div>
  );
});

interface DayPanelProps {
  day: string;
  fullLabel: string;
  cells: Map<string, Meal[]>;
  onAdd: PlannerLayoutProps['onAdd'];
  onOpen: PlannerLayoutProps['onOpen'];
}

/** What an open day card holds: its four meal types and Add Meal. */
const DayPanel = memo(function DayPanel({ day, fullLabel, cells, onAdd, onOpen }: DayPanelProps) {
  return (
    <div className={classes.dayPanel}>
      {MEAL_TYPES.map((mealType) => (
        <MealTypeSection
          key={mealType}
          date={day}
          mealType={mealType}
          meals={cells.get(cellId(day, mealType)) ?? NO_MEALS}
          onOpen={onOpen}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        aria-label={`Add Meal on ${fullLabel}`}
        onClick={() => onAdd(day, MOBILE_DEFAULT_MEAL_TYPE)}
      >
        Add Meal
      </Button>
    </div>
  );
});

/**
 * Phones: a collapsible card per day, today open (spec 2 §2). A closed day's meals are drawn when
 * it opens, not before: a phone draws one day on arrival instead of seven.
 */
export const PlannerDayCards = memo(function PlannerDayCards({
  days,
  today,
  meals,
  cells,
  onAdd,
  onOpen,
}: PlannerLayoutProps) {
  const dates = useDateFormat();
  return (
    <Accordion
      // A new week starts from its own default: today open when it is in the week.
      key={days[0]}
      multiple
      variant="separated"
      radius="md"
      keepMounted={false}
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
              <span className={classes.dayControl}>
                <span className={classes.dayName}>
                  <span className={classes.dayWeekday}>{labels.weekday}</span>
                  <span>{labels.date}</span>
                  {isToday && (
                    <Badge size="sm" variant="filled">
                      Today
                    </Badge>
                  )}
                </span>
                <span className={classes.dayCount}>{mealCountText(countMealsOn(meals, day))}</span>
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <DayPanel
                day={day}
                fullLabel={labels.full}
                cells={cells}
                onAdd={onAdd}
                onOpen={onOpen}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
});
