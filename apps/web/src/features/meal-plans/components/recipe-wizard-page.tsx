import { MEAL_MESSAGES, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import { WIZARD_MESSAGES, type SuggestedRecipe } from '@simmer/domain/suggestions';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconClock,
  IconListDetails,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isConflict } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMeals, useSetMealContent } from '../api/meals';
import { useWizardSuggestions } from '../api/suggestions';
import { mealTypeLabel } from '../meal-board';
import { excludeAfterRunOut, wizardPlaceholders, wizardWindow } from '../wizard';
import classes from './recipe-wizard.module.css';
import { WizardMediaCarousel } from './wizard-media-carousel';
import { WizardOverviewDialog } from './wizard-overview-dialog';
import { WizardUpgradeDialog } from './wizard-upgrade-dialog';

export interface RecipeWizardPageProps {
  /** Whether the user holds mealplan.wizard; without it the page offers Pro (spec 2 §2). */
  canUseWizard: boolean;
}

function ReturnButton({ label }: { label: string }) {
  return (
    <Button component={Link} to={paths.mealPlanner} size="md">
      {label}
    </Button>
  );
}

function EndState({ title, text, button }: { title: string; text?: string; button: string }) {
  return (
    <Stack align="center" justify="center" gap="md" py={64} ta="center" maw={520} mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
      <ReturnButton label={button} />
    </Stack>
  );
}

/** /meal-planner/wizard: full screen, one placeholder meal at a time (spec 2 §2 and §4). */
export function RecipeWizardPage({ canUseWizard }: RecipeWizardPageProps) {
  const navigate = useNavigate();
  if (!canUseWizard) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Recipe Wizard
        </Title>
        <WizardUpgradeDialog opened onClose={() => void navigate(paths.mealPlanner)} />
      </Container>
    );
  }
  return <RecipeWizard />;
}

function RecipeWizard() {
  const navigate = useNavigate();
  const [today] = useState(() => toIsoDay(new Date()));
  const meals = useMeals(wizardWindow(today));
  const [total, setTotal] = useState<number | null>(null);
  const [doneIds, setDoneIds] = useState<string[]>([]);

  const placeholders = meals.data ? wizardPlaceholders(meals.data, today) : [];
  // The walk's length is fixed by the first load: the meals accepted later still count in it.
  if (total === null && meals.data) setTotal(placeholders.length);
  const remaining = placeholders.filter((meal) => !doneIds.includes(meal.id));
  const current = remaining[0] ?? null;

  const finish = (mealId: string) => {
    setDoneIds((done) => [...done, mealId]);
    // The last one done: the wizard completes and returns to the planner (spec 2 §1).
    if (remaining.length <= 1) void navigate(paths.mealPlanner);
  };

  let body;
  if (meals.isPending || total === null) {
    body = meals.isError ? (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
        <Text size="sm">{MEAL_MESSAGES.loadMealsFailed}</Text>
        <Group mt="sm" gap="sm">
          <Button variant="light" color="red" onClick={() => void meals.refetch()}>
            Try Again
          </Button>
          <Button component={Link} to={paths.mealPlanner} variant="default">
            {WIZARD_MESSAGES.returnToMealPlan}
          </Button>
        </Group>
      </Alert>
    ) : (
      <Stack align="center" py={64} gap="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text c="dimmed">{MEAL_MESSAGES.loadPlan}</Text>
      </Stack>
    );
  } else if (total === 0) {
    body = (
      <EndState
        title={WIZARD_MESSAGES.nothingToPlanTitle}
        text={WIZARD_MESSAGES.nothingToPlan}
        button={WIZARD_MESSAGES.returnToPlanner}
      />
    );
  } else if (!current) {
    body = (
      <EndState title={WIZARD_MESSAGES.allPlanned} button={WIZARD_MESSAGES.returnToMealPlan} />
    );
  } else {
    const n = Math.min(doneIds.length + 1, Math.max(total, doneIds.length + remaining.length));
    body = (
      <MealSuggestions
        key={current.id}
        meal={current}
        progress={{ n, total: Math.max(total, doneIds.length + remaining.length) }}
        hasNext={remaining.length > 1}
        onDone={finish}
      />
    );
  }

  return (
    <div className={classes.page}>
      <Container size="lg" w="100%" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm">
          <Button
            component={Link}
            to={paths.mealPlanner}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Meal Planner
          </Button>
        </Group>
        {body}
      </Container>
    </div>
  );
}

interface MealSuggestionsProps {
  meal: Meal;
  progress: { n: number; total: number };
  hasNext: boolean;
  onDone: (mealId: string) => void;
}

/** One placeholder: its suggestions one by one, with accept, reject and the overview. */
function MealSuggestions({ meal, progress, hasNext, onDone }: MealSuggestionsProps) {
  const dates = useDateFormat();
  const [exclude, setExclude] = useState<string[]>([]);
  const [seen, setSeen] = useState<string[]>([]);
  const [isOverviewOpen, setIsOverviewOpen] = useState(false);
  const suggestions = useWizardSuggestions(meal.id, exclude);
  const setContent = useSetMealContent();
  const loaded = suggestions.data ?? [];
  const left = loaded.filter((recipe) => !seen.includes(recipe.id));
  const recipe = left[0] ?? null;

  const reject = (rejected: SuggestedRecipe) => {
    if (left.length > 1) {
      setSeen((ids) => [...ids, rejected.id]);
      return;
    }
    // Run out (spec 2 §4): every shown one is excluded and the list reloads.
    setExclude((ids) =>
      excludeAfterRunOut(
        ids,
        loaded.map((shown) => shown.id),
      ),
    );
    setSeen([]);
  };

  const accept = (accepted: SuggestedRecipe) => {
    setContent.mutate(
      { id: meal.id, kind: 'recipe', recipeId: accepted.id, version: meal.version },
      {
        onSuccess: () => {
          setIsOverviewOpen(false);
          void notify({ color: 'green', message: WIZARD_MESSAGES.added(accepted.name) });
          onDone(meal.id);
        },
        onError: (error) => {
          setIsOverviewOpen(false);
          if (!isConflict(error)) {
            void notify({
              color: 'red',
              title: MEAL_MESSAGES.addFailedTitle,
              message: WIZARD_MESSAGES.addFailed,
            });
          }
        },
      },
    );
  };

  const k = left.length;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {WIZARD_MESSAGES.finding(meal.mealType)}
        </Title>
        <Text c="dimmed">
          {dates.day(meal.date, 'long')}
          {meal.title?.trim() ? ` · ${meal.title.trim()}` : ''}
        </Text>
      </div>
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Text fw={600} data-testid="wizard-progress">
            {WIZARD_MESSAGES.progress(progress.n, progress.total)}
          </Text>
          <Text c="dimmed" aria-live="polite" data-testid="wizard-count">
            {suggestions.isFetching ? 'Finding recipes…' : WIZARD_MESSAGES.suggestions(k)}
          </Text>
        </Group>
        <Progress
          value={((progress.n - 1) / progress.total) * 100}
          aria-label={`Meals planned: ${progress.n - 1} of ${progress.total}`}
        />
      </Stack>

      {suggestions.isPending || (suggestions.isFetching && !recipe) ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-busy="true">
          <Skeleton className={classes.media} />
          <Stack gap="sm">
            <Skeleton h={28} w="70%" />
            <Skeleton h={16} />
            <Skeleton h={16} w="60%" />
          </Stack>
        </SimpleGrid>
      ) : suggestions.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error" role="alert">
          <Text size="sm">{WIZARD_MESSAGES.loadFailed}</Text>
          <Button mt="sm" variant="light" color="red" onClick={() => void suggestions.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : !recipe ? (
        <Stack align="center" gap="md" py="xl" ta="center">
          <Title order={2} fz="xl">
            {WIZARD_MESSAGES.noRecipes}
          </Title>
          <Group justify="center" gap="sm">
            {hasNext && (
              <Button variant="default" size="md" onClick={() => onDone(meal.id)}>
                Skip this meal
              </Button>
            )}
            <ReturnButton label={WIZARD_MESSAGES.returnToMealPlan} />
          </Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <WizardMediaCarousel key={recipe.id} recipe={recipe} />
          <Stack gap="sm">
            <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="wizard-recipe">
              {recipe.name}
            </Title>
            <Group gap="xs">
              <Badge
                variant="light"
                color="gray"
                tt="none"
                leftSection={<IconClock size={12} aria-hidden />}
              >
                {recipe.totalTime} mins
              </Badge>
              <Badge variant="light" color="gray" tt="none">
                Serves {recipe.servings}
              </Badge>
              {recipe.cuisine && (
                <Badge variant="light" tt="none">
                  {recipe.cuisine}
                </Badge>
              )}
              <Badge variant="light" color="gray" tt="none">
                {mealTypeLabel(meal.mealType)}
              </Badge>
            </Group>
            {recipe.description && (
              <Text size="sm" c="dimmed" lineClamp={4}>
                {recipe.description}
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconListDetails size={18} aria-hidden />}
              onClick={() => setIsOverviewOpen(true)}
            >
              Overview
            </Button>
            <Group grow gap="sm" mt="auto">
              <Button
                size="md"
                variant="default"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => reject(recipe)}
                disabled={setContent.isPending}
              >
                Reject
              </Button>
              <Button
                size="md"
                leftSection={<IconCheck size={18} aria-hidden />}
                onClick={() => accept(recipe)}
                loading={setContent.isPending}
              >
                Accept
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
      )}

      <WizardOverviewDialog
        recipe={recipe}
        opened={isOverviewOpen}
        onClose={() => setIsOverviewOpen(false)}
        onAdd={() => recipe && accept(recipe)}
        isAdding={setContent.isPending}
      />
    </Stack>
  );
}
