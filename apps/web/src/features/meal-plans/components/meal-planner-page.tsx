import {
  addDays,
  MEAL_MESSAGES,
  MOBILE_DEFAULT_MEAL_TYPE,
  toIsoDay,
  type Meal,
  type MealType,
} from '@simmer/domain/meal-plans';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronLeft,
  IconChevronRight,
  IconCalendarPlus,
  IconShoppingCart,
  IconWand,
} from '@tabler/icons-react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { PLANNING_MESSAGES } from '@simmer/domain/planning';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenedOnce, usePreloadWhenIdle } from '@/hooks/use-lazy-part';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { useDateFormat } from '@/lib/format-date';
import { PREFETCHED_MEALS_FRESH_MS, useMeals, usePrefetchMeals } from '../api/meals';
import { wizardPlaceholders, wizardWindow } from '../wizard';
import { formatWeekRange, plannerWeek, weekOf, type WeekStart } from '../week';
import classes from './meal-planner.module.css';
import { PlanWeekDialog } from './plan-week-dialog';
import { PlannerBoard } from './planner-board';
import { RefreshWeekButton } from './refresh-week-button';
import { SmartMealPlanning } from './smart-meal-planning';
import { WizardUpgradeDialog } from './wizard-upgrade-dialog';

// The meal dialog and the add-meal panel carry the recipe picker, its details and their schemas
// (zod): their own chunks, fetched when the browser is idle and mounted on first opening, so the
// week's first paint does not wait for them.
const loadMealEditDialog = () => import('./meal-edit-dialog');
const loadMealSidePanel = () => import('./meal-side-panel');
const MealEditDialog = lazy(() =>
  loadMealEditDialog().then((module) => ({ default: module.MealEditDialog })),
);
const MealSidePanel = lazy(() =>
  loadMealSidePanel().then((module) => ({ default: module.MealSidePanel })),
);
const loadMealDialogs = () => Promise.all([loadMealEditDialog(), loadMealSidePanel()]);

const WEEK_PARAM = 'week';
/** `?plan=week` opens Plan my week (Smart Meal Planning's "plan my week" goes there). */
const PLAN_PARAM = 'plan';

export interface GroceryPanelSlotProps {
  opened: boolean;
  onClose: () => void;
}

export interface MealPlannerPageProps {
  /** The user's start-of-week setting (Sunday by default). */
  weekStartsOn: WeekStart;
  /** Whether the user holds mealplan.wizard; without it the Recipe Wizard offers Pro instead. */
  canUseWizard: boolean;
  /** Whether the user holds mealplan.ai; without it Smart Meal Planning offers Pro instead. */
  canUseSmartPlanning?: boolean;
  /** The shopping list side panel; without it the shopping list button opens /grocery-list. */
  groceryPanel?: (props: GroceryPanelSlotProps) => ReactNode;
}

/** The full-screen loader of the planner's first load. */
export function MealPlannerLoader() {
  return (
    <Stack
      align="center"
      justify="center"
      gap="md"
      mih="calc(100dvh - 160px)"
      role="status"
      aria-live="polite"
    >
      <Loader size="lg" />
      <Text c="dimmed">{MEAL_MESSAGES.loadPlan}</Text>
    </Stack>
  );
}

function CornerLoader() {
  return (
    <Paper
      className={classes.cornerLoader}
      withBorder
      shadow="md"
      radius="xl"
      px="md"
      py={8}
      role="status"
      aria-live="polite"
    >
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{MEAL_MESSAGES.loadRecipes}</Text>
      </Group>
    </Paper>
  );
}

interface WizardButtonProps {
  today: string;
  isWide: boolean;
  canUseWizard: boolean;
  onUpgrade: () => void;
}

/**
 * The Recipe Wizard button. Its badge counts what the wizard walks: placeholders from today to 7
 * days ahead, whatever week shows; that list loads on its own without redrawing the planner.
 */
const WizardButton = memo(function WizardButton({
  today,
  isWide,
  canUseWizard,
  onUpgrade,
}: WizardButtonProps) {
  const wizardMeals = useMeals(wizardWindow(today), { staleTime: PREFETCHED_MEALS_FRESH_MS });
  const placeholders = wizardPlaceholders(wizardMeals.data ?? [], today).length;
  const wizardButton = {
    size: 'sm',
    leftSection: isWide ? <IconWand size={18} aria-hidden /> : undefined,
    rightSection:
      placeholders > 0 ? (
        // The name reads the digit shown: "Recipe Wizard 2 placeholder meals" (WCAG 2.5.3).
        <Badge size="sm" circle variant="white">
          {placeholders}
          <VisuallyHidden>{` placeholder ${placeholders === 1 ? 'meal' : 'meals'}`}</VisuallyHidden>
        </Badge>
      ) : null,
  } as const;
  return canUseWizard ? (
    <Button component={Link} to={paths.mealPlannerWizard} {...wizardButton}>
      Recipe Wizard
    </Button>
  ) : (
    <Button onClick={onUpgrade} {...wizardButton}>
      Recipe Wizard
    </Button>
  );
});

interface PanelState {
  opened: boolean;
  date: string;
  mealType: MealType;
  meal: Meal | null;
}

function useWeekParam(weekStartsOn: WeekStart, today: string) {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get(WEEK_PARAM);
  // The same week object while the week stays, so the board it is handed keeps still.
  const week = useMemo(
    () => plannerWeek(weekParam, today, weekStartsOn),
    [weekParam, today, weekStartsOn],
  );
  const goTo = (start: string) => {
    const isThisWeek = start === weekOf(today, weekStartsOn).start;
    setParams(isThisWeek ? {} : { [WEEK_PARAM]: start }, { preventScrollReset: true });
  };
  const isPlanOpen = params.get(PLAN_PARAM) === 'week';
  const setPlanOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(PLAN_PARAM, 'week');
        else next.delete(PLAN_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  return [week, goTo, isPlanOpen, setPlanOpen] as const;
}

/** /meal-planner: the week of meals, a column per day on wide screens, a card per day on phones. */
export function MealPlannerPage({
  weekStartsOn,
  canUseWizard,
  canUseSmartPlanning = false,
  groceryPanel,
}: MealPlannerPageProps) {
  const today = toIsoDay(new Date());
  const [week, goToWeek, isPlanOpen, setPlanOpen] = useWeekParam(weekStartsOn, today);
  // Plan my week plans the week shown when it is still to come, else the next one (spec 3 §9).
  const thisWeek = weekOf(today, weekStartsOn);
  const planWeek =
    week.start > thisWeek.start ? week : weekOf(addDays(thisWeek.start, 7), weekStartsOn);
  const dates = useDateFormat();
  const meals = useMeals({ start: week.start, end: week.end }, { keepPrevious: true });
  // Asked for alongside the week; only the wizard button redraws when it comes.
  usePrefetchMeals(wizardWindow(today));
  // Spec 3 §9: the mobile breakpoint, 768 px.
  const isWide = useWideScreen();
  const [panel, setPanel] = useState<PanelState>({
    opened: false,
    date: today,
    mealType: MOBILE_DEFAULT_MEAL_TYPE,
    meal: null,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [isGroceryOpen, setIsGroceryOpen] = useState(false);
  const [isWizardUpgradeOpen, setIsWizardUpgradeOpen] = useState(false);
  const openWizardUpgrade = useCallback(() => setIsWizardUpgradeOpen(true), []);
  const addMeal = useCallback(
    (date: string, mealType: MealType) => setPanel({ opened: true, date, mealType, meal: null }),
    [],
  );
  const editMeal = useCallback((meal: Meal) => setEditingId(meal.id), []);
  const shown = useMemo(
    () => (meals.data ?? []).filter((meal) => meal.date >= week.start && meal.date <= week.end),
    [meals.data, week.start, week.end],
  );

  const hasEdited = useOpenedOnce(editingId !== null);
  const hasOpenedPanel = useOpenedOnce(panel.opened);
  usePreloadWhenIdle(loadMealDialogs);
  // The week's first arrival is drawn in a background render that yields to the browser between
  // components; later changes show at once.
  const firstMeals = useDeferredValue(meals.data);
  if (meals.isPending || (firstMeals === undefined && meals.data !== undefined)) {
    return <MealPlannerLoader />;
  }

  const editing = shown.find((meal) => meal.id === editingId) ?? null;

  const openPanel = (date: string, mealType: MealType, meal: Meal | null) =>
    setPanel({ opened: true, date, mealType, meal });
  const chooseContent = (meal: Meal) => {
    setEditingId(null);
    openPanel(meal.date, meal.mealType, meal);
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Meal Planner
          </Title>
          <Group gap="xs">
            {groceryPanel ? (
              <Button
                size="sm"
                variant="default"
                leftSection={isWide ? <IconShoppingCart size={18} aria-hidden /> : undefined}
                onClick={() => setIsGroceryOpen(true)}
              >
                Shopping List
              </Button>
            ) : (
              <Button
                size="sm"
                component={Link}
                to={paths.groceryList}
                variant="default"
                leftSection={isWide ? <IconShoppingCart size={18} aria-hidden /> : undefined}
              >
                Shopping List
              </Button>
            )}
            <Button
              size="sm"
              variant="light"
              leftSection={isWide ? <IconCalendarPlus size={18} aria-hidden /> : undefined}
              onClick={() => setPlanOpen(true)}
            >
              {PLANNING_MESSAGES.button}
            </Button>
            <WizardButton
              today={today}
              isWide={isWide}
              canUseWizard={canUseWizard}
              onUpgrade={openWizardUpgrade}
            />
          </Group>
        </Group>

        <Group justify="space-between" align="center" gap="sm">
          <Group gap="xs" role="group" aria-label="Week">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              onClick={() => goToWeek(addDays(week.start, -7))}
            >
              Previous
            </Button>
            <Button
              variant="default"
              size="sm"
              onClick={() => goToWeek(weekOf(today, weekStartsOn).start)}
            >
              Today
            </Button>
            <Button
              variant="default"
              size="sm"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              onClick={() => goToWeek(addDays(week.start, 7))}
            >
              Next
            </Button>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} aria-live="polite" data-testid="week-range">
              {formatWeekRange(week.start, week.end, dates)}
            </Text>
            <RefreshWeekButton week={week} />
          </Group>
        </Group>

        <SmartMealPlanning canUse={canUseSmartPlanning} />

        {meals.isError && !meals.data ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
            <Text size="sm">{MEAL_MESSAGES.loadMealsFailed}</Text>
            <Button
              mt="sm"
              variant="light"
              color="red"
              onClick={() => void meals.refetch()}
              loading={meals.isFetching}
            >
              Try Again
            </Button>
          </Alert>
        ) : (
          <div
            className={meals.isPlaceholderData ? classes.dimmed : undefined}
            aria-busy={meals.isFetching}
          >
            <PlannerBoard
              isWide={isWide}
              days={week.days}
              today={today}
              meals={shown}
              onAdd={addMeal}
              onOpen={editMeal}
            />
          </div>
        )}
      </Stack>

      {meals.isFetching && <CornerLoader />}

      <Suspense fallback={null}>
        {hasEdited && (
          <MealEditDialog
            meal={editing}
            opened={editing !== null}
            onClose={() => setEditingId(null)}
            onChooseContent={chooseContent}
          />
        )}
        {hasOpenedPanel && (
          <MealSidePanel
            opened={panel.opened}
            onClose={() => setPanel((current) => ({ ...current, opened: false }))}
            date={panel.date}
            mealType={panel.mealType}
            meal={
              panel.meal ? (shown.find((meal) => meal.id === panel.meal?.id) ?? panel.meal) : null
            }
          />
        )}
      </Suspense>
      {groceryPanel?.({ opened: isGroceryOpen, onClose: () => setIsGroceryOpen(false) })}
      <PlanWeekDialog
        opened={isPlanOpen}
        onClose={() => setPlanOpen(false)}
        week={planWeek}
        onAccepted={(start) => goToWeek(start)}
      />
      <WizardUpgradeDialog
        opened={isWizardUpgradeOpen}
        onClose={() => setIsWizardUpgradeOpen(false)}
      />
    </Container>
  );
}
