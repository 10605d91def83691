import type { StoryRecipe } from '@simmer/domain/suggestions';
import { ActionIcon, Button, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconCalendarPlus,
  IconClock,
  IconHeart,
  IconHeartFilled,
  IconInfoCircle,
  IconLink,
  IconLock,
  IconPlayerPause,
  IconPlayerPlay,
  IconUsers,
  IconVolume,
  IconVolumeOff,
  IconX,
} from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { safeSessionGet, safeSessionSet, sessionKeys } from '@/lib/storage-keys';
import { createShareLink, useLikeStoryRecipe, useStoryRecipes } from '../api/stories';
import {
  clampPosition,
  imageProgress,
  isImageSlideDone,
  nextPosition,
  nextRecipeIndex,
  parseStoryRecipeIds,
  previousPosition,
  STORY_TIMINGS,
  storyItems,
  videoProgress,
  withStoryRecipeId,
  type StoryPosition,
} from '../story-sequence';
import classes from './story-viewer.module.css';

/** Spec 2 §8, word for word. */
export const STORY_MESSAGES = {
  empty: 'No recipes available',
  addSome: 'Add Some Recipes',
  loadFailed: 'Failed to load recipes',
  returnToRecipes: 'Return to Recipes',
  linkCopiedTitle: 'Link copied to clipboard!',
  linkCopied: 'Share with friends',
  copyFailedTitle: 'Error',
  copyFailed: "Couldn't copy link to clipboard",
  locked: 'Premium recipe: buy it to see its video and steps',
} as const;

export interface StoryDialogProps {
  recipe: StoryRecipe;
  opened: boolean;
  onClose: () => void;
}

interface StoryViewerPageProps {
  /** The recipe overview (Ingredients and Steps); onAdd opens the add-to-meal-plan dialog. */
  renderOverview: (props: StoryDialogProps & { onAdd: () => void }) => ReactNode;
  renderAddToMealPlan: (props: StoryDialogProps) => ReactNode;
}

type Dialog = 'overview' | 'add' | null;

/**
 * The story viewer (spec 2 §2 and §4): the Recipe Box's chosen recipes, else the stories feed,
 * one item at a time on black. Image slides last 5 s, videos their playback time; taps on the
 * left or right half, the arrow keys and two named buttons move back and on, wrapping at both ends.
 */
export function StoryViewerPage(props: StoryViewerPageProps) {
  const [ids] = useState(() => parseStoryRecipeIds(safeSessionGet(sessionKeys.storyRecipeIds)));
  const stories = useStoryRecipes(ids);

  if (stories.isPending) {
    return (
      <div className={classes.status} role="status" aria-label="Loading recipes">
        <Loader color="gray.0" />
      </div>
    );
  }
  if (stories.isError) {
    return (
      <div className={classes.status}>
        <Text role="alert" c="white">
          {stories.error.message || STORY_MESSAGES.loadFailed}
        </Text>
        <Button component={Link} to={paths.recipes} variant="white" color="dark">
          {STORY_MESSAGES.returnToRecipes}
        </Button>
      </div>
    );
  }
  if (stories.data.length === 0) {
    return (
      <div className={classes.status}>
        <Title order={1} fz="xl" c="white">
          {STORY_MESSAGES.empty}
        </Title>
        <Button component={Link} to={paths.recipes} variant="white" color="dark">
          {STORY_MESSAGES.addSome}
        </Button>
      </div>
    );
  }
  return <StoryViewer recipes={stories.data} chosenIds={ids} {...props} />;
}

function StoryViewer({
  recipes,
  chosenIds,
  renderOverview,
  renderAddToMealPlan,
}: StoryViewerPageProps & { recipes: StoryRecipe[]; chosenIds: string[] | null }) {
  const navigate = useNavigate();
  const [failedVideos, setFailedVideos] = useState<ReadonlySet<string>>(() => new Set());
  const itemsByRecipe = useMemo(
    () => recipes.map((recipe) => storyItems(recipe, failedVideos.has(recipe.id))),
    [recipes, failedVideos],
  );
  const itemCounts = useMemo(() => itemsByRecipe.map((items) => items.length), [itemsByRecipe]);
  const [rawPosition, setPosition] = useState<StoryPosition>({ recipe: 0, item: 0 });
  const position = useMemo(() => clampPosition(rawPosition, itemCounts), [rawPosition, itemCounts]);
  const recipe = recipes[position.recipe]!;
  const items = itemsByRecipe[position.recipe]!;
  const item = items[position.item]!;

  const [elapsed, setElapsed] = useState(0);
  const [endedItem, setEndedItem] = useState<string | null>(null);
  const [videoFraction, setVideoFraction] = useState(0);
  const [isMuted, setIsMuted] = useState(true);
  const [isVideoPlaying, setIsVideoPlaying] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [likes, setLikes] = useState<Record<string, boolean>>({});
  const like = useLikeStoryRecipe();
  const isPaused = dialog !== null;

  const elapsedRef = useRef(0);
  // Each move shows its item afresh, even the same one again (a single recipe of one item).
  const [round, setRound] = useState(0);
  const goTo = useCallback((next: StoryPosition) => {
    setPosition(next);
    setRound((current) => current + 1);
    setEndedItem(null);
    elapsedRef.current = 0;
    setElapsed(0);
    setVideoFraction(0);
  }, []);
  const goNext = useCallback(
    () => goTo(nextPosition(position, itemCounts)),
    [goTo, position, itemCounts],
  );
  const goPrevious = useCallback(
    () => goTo(previousPosition(position, itemCounts)),
    [goTo, position, itemCounts],
  );

  // Image slides: elapsed time in 50 ms ticks, measured by the clock so a slow tick does not
  // stretch the slide.
  const isTimed = item.kind !== 'video';
  useEffect(() => {
    if (!isTimed || isPaused) return;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      elapsedRef.current += now - last;
      last = now;
      if (isImageSlideDone(elapsedRef.current)) goNext();
      else setElapsed(elapsedRef.current);
    }, STORY_TIMINGS.progressTickMs);
    return () => window.clearInterval(timer);
  }, [isTimed, isPaused, goNext, round]);

  const videoRef = useRef<HTMLVideoElement>(null);
  // Read at the first render, so a video never starts before the preference is known.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const itemKey = `${position.recipe}:${position.item}`;
  const hasVideoEnded = endedItem === itemKey;
  useEffect(() => {
    if (!hasVideoEnded || isPaused) return;
    const timer = window.setTimeout(goNext, STORY_TIMINGS.advanceAfterVideoMs);
    return () => window.clearTimeout(timer);
  }, [hasVideoEnded, isPaused, goNext]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Under reduced motion a video waits for the user's play; autoplay can also be refused
    // (e.g. unmuted without a gesture), and the user can tap on.
    if (isPaused || reduceMotion) video.pause();
    else void video.play().catch(() => undefined);
  }, [isPaused, item, reduceMotion]);

  // The next recipe's video loads ahead, and is let go after 10 s so it does not hold memory.
  const nextIndex = nextRecipeIndex(position.recipe, recipes.length);
  const nextVideo = nextIndex === null ? null : itemsByRecipe[nextIndex]![0];
  const preloadUrl = nextVideo?.kind === 'video' ? nextVideo.url : null;
  const preloadKey = `${position.recipe}:${preloadUrl}`;
  const [releasedPreload, setReleasedPreload] = useState<string | null>(null);
  useEffect(() => {
    if (!preloadUrl) return;
    const timer = window.setTimeout(
      () => setReleasedPreload(preloadKey),
      STORY_TIMINGS.preloadReleaseMs,
    );
    return () => window.clearTimeout(timer);
  }, [preloadUrl, preloadKey]);
  const preloading = preloadUrl && releasedPreload !== preloadKey ? preloadUrl : null;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialog !== null || event.defaultPrevented) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        goNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        goPrevious();
      } else if (event.key === 'Escape') {
        void navigate(paths.recipes);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dialog, goNext, goPrevious, navigate]);

  const isLiked = likes[recipe.id] ?? recipe.isSaved;
  const toggleLike = () => {
    const wanted = !isLiked;
    const id = recipe.id;
    setLikes((current) => ({ ...current, [id]: wanted }));
    like.mutate(
      { id, isLiked: wanted },
      { onError: () => setLikes((current) => ({ ...current, [id]: !wanted })) },
    );
  };

  const copyLink = async () => {
    try {
      const url = await createShareLink(recipe.id);
      await navigator.clipboard.writeText(url);
      void notify({
        color: 'green',
        title: STORY_MESSAGES.linkCopiedTitle,
        message: STORY_MESSAGES.linkCopied,
      });
    } catch {
      void notify({
        color: 'red',
        title: STORY_MESSAGES.copyFailedTitle,
        message: STORY_MESSAGES.copyFailed,
      });
    }
  };

  // Spec 2 §4: a recipe opened from the viewer joins the session's story list, so coming back
  // shows the same stories.
  const rememberOpened = () => {
    const current = chosenIds ?? recipes.map((each) => each.id);
    safeSessionSet(
      sessionKeys.storyRecipeIds,
      JSON.stringify(withStoryRecipeId(current, recipe.id)),
    );
  };

  const progress = item.kind === 'video' ? videoFraction : imageProgress(elapsed);
  const itemLabel =
    item.kind === 'video' ? 'video' : `picture ${position.item + 1} of ${items.length}`;

  return (
    <div className={classes.viewer} data-testid="story-viewer">
      <div className={classes.frame}>
        {item.kind === 'video' ? (
          <video
            key={`${recipe.id}-video-${round}`}
            ref={videoRef}
            className={classes.media}
            src={item.url}
            poster={recipe.images[0]?.large}
            aria-label={`Video of ${recipe.name}`}
            autoPlay={!reduceMotion}
            muted={isMuted}
            onPlay={() => setIsVideoPlaying(true)}
            onPause={() => setIsVideoPlaying(false)}
            playsInline
            onTimeUpdate={(event) =>
              setVideoFraction(
                videoProgress(event.currentTarget.currentTime, event.currentTarget.duration),
              )
            }
            onEnded={() => {
              setVideoFraction(1);
              setEndedItem(itemKey);
            }}
            onError={() => setFailedVideos((current) => new Set(current).add(recipe.id))}
          />
        ) : item.kind === 'image' ? (
          <img
            key={item.src}
            className={classes.media}
            src={item.src}
            srcSet={item.srcSet}
            sizes="(min-width: 30em) 480px, 100vw"
            alt={`${recipe.name}, ${itemLabel}`}
          />
        ) : (
          <div className={classes.card} aria-hidden>
            {recipe.name}
          </div>
        )}
        {preloading && (
          <video src={preloading} preload="auto" muted hidden aria-hidden data-testid="preload" />
        )}

        <button
          type="button"
          className={`${classes.tapZone} ${classes.tapPrevious}`}
          onClick={goPrevious}
          aria-label="Previous story"
        />
        <button
          type="button"
          className={`${classes.tapZone} ${classes.tapNext}`}
          onClick={goNext}
          aria-label="Next story"
        />

        <div className={classes.top}>
          <ol className={classes.segments} aria-hidden>
            {items.map((_, index) => (
              <li key={index} className={classes.segment}>
                <div
                  className={classes.segmentFill}
                  style={{
                    transform: `scaleX(${index < position.item ? 1 : index === position.item ? progress : 0})`,
                  }}
                />
              </li>
            ))}
          </ol>
          <div className={classes.topRow}>
            <p className={classes.counter}>
              Recipe {position.recipe + 1} of {recipes.length}
              <VisuallyHidden>, {itemLabel}</VisuallyHidden>
            </p>
            <div>
              {item.kind === 'video' && (
                <ActionIcon
                  variant="subtle"
                  color="gray.0"
                  size={44}
                  className={classes.iconButton}
                  onClick={() => {
                    const video = videoRef.current;
                    if (!video) return;
                    if (video.paused) void video.play().catch(() => undefined);
                    else video.pause();
                  }}
                  aria-label={isVideoPlaying ? 'Pause video' : 'Play video'}
                >
                  {isVideoPlaying ? (
                    <IconPlayerPause size={24} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={24} aria-hidden />
                  )}
                </ActionIcon>
              )}
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size={44}
                className={classes.iconButton}
                onClick={() => setIsMuted((current) => !current)}
                aria-label={isMuted ? 'Unmute' : 'Mute'}
                aria-pressed={!isMuted}
              >
                {isMuted ? (
                  <IconVolumeOff size={24} aria-hidden />
                ) : (
                  <IconVolume size={24} aria-hidden />
                )}
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size={44}
                className={classes.iconButton}
                onClick={() => void navigate(paths.recipes)}
                aria-label="Close stories"
              >
                <IconX size={26} aria-hidden />
              </ActionIcon>
            </div>
          </div>
        </div>

        <div className={classes.bottom}>
          <div className={classes.info}>
            <h1 className={classes.title}>
              <Link
                className={classes.titleLink}
                to={paths.recipe(recipe.id)}
                onClick={rememberOpened}
              >
                {recipe.name}
              </Link>
            </h1>
            <p className={classes.facts}>
              <span className={classes.fact}>
                <IconClock size={16} aria-hidden />
                {recipe.totalTime} mins
              </span>
              <span className={classes.fact}>
                <IconUsers size={16} aria-hidden />
                Serves {recipe.servings}
              </span>
            </p>
            {recipe.isLocked && (
              <p className={classes.lock}>
                <IconLock size={16} aria-hidden />
                {STORY_MESSAGES.locked}
              </p>
            )}
          </div>
          <div className={classes.actions}>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size={44}
              className={classes.iconButton}
              onClick={toggleLike}
              aria-label={isLiked ? `Unlike ${recipe.name}` : `Like ${recipe.name}`}
              aria-pressed={isLiked}
            >
              {isLiked ? (
                <IconHeartFilled size={26} color="#ff6b6b" aria-hidden />
              ) : (
                <IconHeart size={26} aria-hidden />
              )}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size={44}
              className={classes.iconButton}
              onClick={() => setDialog('add')}
              aria-label="Add to meal plan"
            >
              <IconCalendarPlus size={26} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size={44}
              className={classes.iconButton}
              onClick={() => setDialog('overview')}
              aria-label="Recipe overview"
            >
              <IconInfoCircle size={26} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size={44}
              className={classes.iconButton}
              onClick={() => void copyLink()}
              aria-label="Copy share link"
            >
              <IconLink size={26} aria-hidden />
            </ActionIcon>
          </div>
        </div>
      </div>
      {renderOverview({
        recipe,
        opened: dialog === 'overview',
        onClose: () => setDialog(null),
        onAdd: () => setDialog('add'),
      })}
      {renderAddToMealPlan({ recipe, opened: dialog === 'add', onClose: () => setDialog(null) })}
    </div>
  );
}
