import { stepTimerOptions, formatTimerDuration, type TimerAction } from '@simmer/domain/cooking';
import type { Recipe } from '@simmer/domain/recipes';
import { ActionIcon, Button, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconAlarm,
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconListDetails,
  IconX,
} from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useUnitsView } from '../api/measurement-system';
import { useRecipe } from '../api/recipes';
import { useRecipeVideos } from '../api/recipe-videos';
import { RECIPE_LOAD_FAILURE, RecipeLoadFailure } from '../components/recipe-sections';
import {
  keyDirection,
  moveStep,
  servingsFromParam,
  stepFromParam,
  swipeDirection,
} from './cook-mode-navigation';
import { CookModeOverview } from './cook-mode-overview';
import { CookModeVideo } from './cook-mode-video-player';
import {
  ADD_TIME_SECONDS,
  CookTimerDialog,
  CookTimerList,
  type TimerControls,
} from './cook-mode-timers';
import { prepareTimerAlerts } from './timer-alerts';
import { clockNow, timerStore } from './timer-store';
import { onTimerComplete, timerCompleteTitle, useNow } from './timer-ticker';
import { useWakeLock } from './use-wake-lock';
import classes from './cook-mode.module.css';

/** At most this many timers offered for one step: its first times, in the order written. */
const MAX_TIMER_OPTIONS = 3;

function useRecipeTimers(recipe: Recipe) {
  const timers = useSyncExternalStore(
    timerStore.subscribe,
    () => timerStore.timersOf(recipe.id),
    timerStore.serverTimersOf,
  );
  const dispatch = useCallback(
    (action: TimerAction) => timerStore.dispatch(recipe.id, recipe.name, action),
    [recipe.id, recipe.name],
  );
  const controls: TimerControls = {
    onPause: (id) => dispatch({ type: 'pause', id, now: clockNow() }),
    onResume: (id) => dispatch({ type: 'resume', id, now: clockNow() }),
    onDismiss: (id) => dispatch({ type: 'dismiss', id }),
    onAddTime: (id) =>
      dispatch({ type: 'addTime', id, seconds: ADD_TIME_SECONDS, now: clockNow() }),
  };
  return { timers, dispatch, controls };
}

/** Steps whose timers finished while this cook mode was open, newest last. */
function useCompletedBanner(recipeId: string) {
  const [steps, setSteps] = useState<number[]>([]);
  useEffect(
    () =>
      onTimerComplete((done) => {
        if (done.recipeId !== recipeId) return false;
        setSteps((shown) => [
          ...shown.filter((s) => s !== done.timer.stepIndex),
          done.timer.stepIndex,
        ]);
        return true;
      }),
    [recipeId],
  );
  return [
    steps.at(-1) ?? null,
    (step: number) => setSteps((shown) => shown.filter((s) => s !== step)),
  ] as const;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function CookModeScreen({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const [params, setParams] = useSearchParams();
  const { data: user } = useSession();
  const units = useUnitsView(Boolean(user));
  const count = recipe.instructions.length;
  const step = stepFromParam(params.get('step'), count);
  const servings = servingsFromParam(params.get('servings')) ?? recipe.servings;
  const current = recipe.instructions[step]!;
  const [isOverviewOpen, setIsOverviewOpen] = useState(false);
  const [openTimerId, setOpenTimerId] = useState<string | null>(null);
  const { timers, dispatch, controls } = useRecipeTimers(recipe);
  const openTimer = timers.find((timer) => timer.id === openTimerId) ?? null;
  const now = useNow(timers.some((timer) => timer.isRunning));
  const [completedStep, hideCompleted] = useCompletedBanner(recipe.id);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swipedAt = useRef(0);
  useWakeLock(true);

  const goTo = useCallback(
    (index: number) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('step', String(moveStep(index, 0, count) + 1));
          return next;
        },
        { replace: true },
      );
    },
    [count, setParams],
  );
  const move = useCallback(
    (delta: number) => goTo(moveStep(step, delta, count)),
    [goTo, step, count],
  );

  const isDialogOpen = isOverviewOpen || openTimer !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isDialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (isTyping(event.target)) return;
      // Escape leaves cook mode as the close button does; pressed in a dialog (the overview, a
      // timer) it only closes that dialog, whatever order the listeners run in.
      if (event.key === 'Escape') {
        if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
        event.preventDefault();
        onClose();
        return;
      }
      const direction = keyDirection(event.key);
      if (direction === 0) return;
      event.preventDefault();
      move(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDialogOpen, move, onClose]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 0) return;
    swipedAt.current = clockNow();
    move(direction);
  };
  // A swipe that ends where it began can also click a tap zone: one move per gesture.
  const tap = (delta: number) => {
    if (clockNow() - swipedAt.current > 400) move(delta);
  };

  const startTimer = (seconds: number) => {
    prepareTimerAlerts();
    const at = clockNow();
    dispatch({ type: 'start', id: `${step}-${at}`, stepIndex: step, seconds, now: at });
  };
  const options = stepTimerOptions(current).slice(0, MAX_TIMER_OPTIONS);
  const stepLabel = `Step ${step + 1} of ${count}`;

  return (
    <>
      <CookModeTopBar
        title={recipe.name}
        onClose={onClose}
        onOverview={() => setIsOverviewOpen(true)}
      />
      <div className={classes.segments} role="presentation">
        {recipe.instructions.map((_, index) => (
          <span
            key={index}
            className={classes.segment}
            data-state={index === step ? 'current' : index < step ? 'done' : 'todo'}
          />
        ))}
      </div>
      {completedStep !== null && (
        <div className={classes.banner} role="alert" style={{ marginTop: 12 }}>
          <IconCheck size={22} aria-hidden />
          <span style={{ flex: 1 }}>{timerCompleteTitle(completedStep)}</span>
          <Button
            variant="white"
            color="dark"
            onClick={() => {
              goTo(completedStep);
              hideCompleted(completedStep);
            }}
          >
            View Step
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size={44}
            onClick={() => hideCompleted(completedStep)}
            aria-label="Close"
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </div>
      )}
      <div className={classes.body}>
        <CookModeVideo recipe={recipe} step={step} onResetStep={() => goTo(0)} />
        <div
          className={classes.stage}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          data-testid="cook-stage"
        >
          {/* Touch targets for the left and right thirds; the buttons below serve keyboards. */}
          <button
            type="button"
            className={`${classes.tapZone} ${classes.tapPrevious}`}
            onClick={() => tap(-1)}
            aria-hidden
            tabIndex={-1}
            data-testid="tap-previous"
          />
          <button
            type="button"
            className={`${classes.tapZone} ${classes.tapNext}`}
            onClick={() => tap(1)}
            aria-hidden
            tabIndex={-1}
            data-testid="tap-next"
          />
          <div className={classes.content}>
            <p className={classes.stepLabel}>{stepLabel}</p>
            {current.component && (
              <Text fw={700} c="#c1c2c5">
                {current.component}
              </Text>
            )}
            <p className={classes.stepText} data-testid="cook-step-text">
              {current.text}
            </p>
            {current.requiresAttention && (
              <Text fw={700} size="lg" c="#ffd43b" className={classes.attention}>
                <IconAlertTriangle size={22} aria-hidden />
                Needs attention
              </Text>
            )}
            {current.tips && <p className={classes.tips}>Tip: {current.tips}</p>}
            <div className={classes.timerButtons}>
              {options.map((seconds, index) => (
                <Button
                  key={seconds}
                  size="lg"
                  variant={index === 0 ? 'filled' : 'white'}
                  leftSection={<IconAlarm size={22} aria-hidden />}
                  onClick={() => startTimer(seconds)}
                >
                  {`Start Timer (${formatTimerDuration(seconds)})`}
                </Button>
              ))}
            </div>
          </div>
        </div>
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {`${stepLabel}. ${current.text}`}
      </VisuallyHidden>
      <div className={classes.footer}>
        <CookTimerList timers={timers} now={now} onOpen={setOpenTimerId} controls={controls} />
        <div className={classes.navButtons}>
          <Button
            size="lg"
            variant="default"
            className={classes.backButton}
            leftSection={<IconArrowLeft size={22} aria-hidden />}
            onClick={() => move(-1)}
            disabled={step === 0}
            aria-label="Previous step"
          >
            Back
          </Button>
          {step < count - 1 ? (
            <Button
              size="lg"
              rightSection={<IconArrowRight size={22} aria-hidden />}
              onClick={() => move(1)}
              aria-label="Next step"
            >
              Next
            </Button>
          ) : (
            <Button
              size="lg"
              color="green"
              onClick={onClose}
              rightSection={<IconCheck size={22} aria-hidden />}
            >
              Finish
            </Button>
          )}
        </div>
      </div>
      <CookModeOverview
        recipe={recipe}
        opened={isOverviewOpen}
        onClose={() => setIsOverviewOpen(false)}
        servings={servings}
        units={units}
        currentStep={step}
        onJump={(index) => {
          goTo(index);
          setIsOverviewOpen(false);
        }}
      />
      <CookTimerDialog
        timer={openTimer}
        now={now}
        onClose={() => setOpenTimerId(null)}
        controls={controls}
      />
    </>
  );
}

function CookModeTopBar({
  title,
  onClose,
  onOverview,
}: {
  title: string;
  onClose: () => void;
  onOverview?: () => void;
}) {
  return (
    <div className={classes.topBar}>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        className={classes.iconButton}
        onClick={onClose}
        aria-label="Close cook mode"
      >
        <IconX size={26} aria-hidden />
      </ActionIcon>
      <h1 className={classes.recipeName}>{title}</h1>
      {onOverview ? (
        <Button
          variant="white"
          color="dark"
          size="md"
          mih={48}
          leftSection={<IconListDetails size={20} aria-hidden />}
          onClick={onOverview}
        >
          Overview
        </Button>
      ) : (
        <span style={{ width: 48 }} />
      )}
    </div>
  );
}

/** Where closing cook mode goes: back where the cook came from, else the recipe. */
function useClose(recipeId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return useCallback(() => {
    if (cameFromApp) void navigate(-1);
    else void navigate(paths.recipe(recipeId), { replace: true });
  }, [cameFromApp, navigate, recipeId]);
}

/**
 * /recipes/:id/cook-mode (spec 2 §2, §4): the recipe full screen, one step at a time, with
 * timers. A premium recipe not bought arrives without steps, and says so.
 */
export function CookModePage({ id }: { id: string }) {
  const recipe = useRecipe(id);
  // The video area sits above the steps: drawn with them, not pushed in after (layout shift).
  const videos = useRecipeVideos(id);
  const onClose = useClose(id);
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => overlayRef.current?.focus(), []);
  const name = recipe.data?.name ?? 'Cook mode';
  return (
    <div className={classes.overlay} ref={overlayRef} tabIndex={-1} data-testid="cook-mode">
      {recipe.isPending || (recipe.isSuccess && videos.isPending) ? (
        <>
          <CookModeTopBar title={name} onClose={onClose} />
          <div className={classes.centred} role="status" aria-label="Loading recipe">
            <Loader color="gray.0" />
          </div>
        </>
      ) : recipe.isError ? (
        <>
          <CookModeTopBar title={name} onClose={onClose} />
          <div className={classes.centred}>
            <RecipeLoadFailure
              error={recipe.error}
              {...RECIPE_LOAD_FAILURE}
              onRetry={() => void recipe.refetch()}
            />
          </div>
        </>
      ) : recipe.data.isLocked || recipe.data.instructions.length === 0 ? (
        <>
          <CookModeTopBar title={name} onClose={onClose} />
          <div className={classes.centred}>
            <Title order={2} c="white">
              {recipe.data.isLocked ? 'Premium Recipe' : 'No steps yet'}
            </Title>
            <Text size="lg" c="#c1c2c5" maw={480}>
              {recipe.data.isLocked
                ? 'The steps of this premium recipe show once you buy it.'
                : 'This recipe has no steps to cook from yet.'}
            </Text>
            <Button component={Link} to={paths.recipe(id)} size="lg" variant="white" color="dark">
              View Recipe
            </Button>
          </div>
        </>
      ) : (
        <CookModeScreen recipe={recipe.data} onClose={onClose} />
      )}
    </div>
  );
}
