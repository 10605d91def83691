/** Spec 3 §9 story timings. */
export const STORY_TIMINGS = {
  imageSlideMs: 5000,
  progressTickMs: 50,
  preloadReleaseMs: 10_000,
  advanceAfterVideoMs: 500,
} as const;

/** Spec 3 §9: a carousel shows up to 10 large images. */
const MAX_IMAGES = 10;

export type StoryItem =
  | { kind: 'video'; url: string }
  | { kind: 'image'; src: string; srcSet: string }
  /** A recipe with neither video nor images: its name on a card, timed like an image. */
  | { kind: 'card' };

export interface StoryPosition {
  recipe: number;
  item: number;
}

interface StoryMedia {
  shortVideoUrl: string | null;
  images: readonly { large: string; srcSet: string }[];
}

/** A recipe's items: its short video first unless it failed to load, then its images. */
export function storyItems(recipe: StoryMedia, isVideoFailed = false): StoryItem[] {
  const items: StoryItem[] = [
    ...(recipe.shortVideoUrl && !isVideoFailed
      ? [{ kind: 'video' as const, url: recipe.shortVideoUrl }]
      : []),
    ...recipe.images
      .slice(0, MAX_IMAGES)
      .map((image) => ({ kind: 'image' as const, src: image.large, srcSet: image.srcSet })),
  ];
  return items.length > 0 ? items : [{ kind: 'card' }];
}

/**
 * The next item: the recipe's next item, else the next recipe's first, and after the last
 * recipe's last item the first recipe's first (wrap-around). itemCounts holds each recipe's count.
 */
export function nextPosition(
  position: StoryPosition,
  itemCounts: readonly number[],
): StoryPosition {
  if (itemCounts.length === 0) return { recipe: 0, item: 0 };
  const count = itemCounts[position.recipe] ?? 1;
  if (position.item + 1 < count) return { recipe: position.recipe, item: position.item + 1 };
  return { recipe: (position.recipe + 1) % itemCounts.length, item: 0 };
}

/**
 * The previous item: the recipe's previous item, else the previous recipe's last, and before the
 * first recipe's first item the last recipe's last (wrap-around).
 */
export function previousPosition(
  position: StoryPosition,
  itemCounts: readonly number[],
): StoryPosition {
  if (itemCounts.length === 0) return { recipe: 0, item: 0 };
  if (position.item > 0) return { recipe: position.recipe, item: position.item - 1 };
  const recipe = (position.recipe - 1 + itemCounts.length) % itemCounts.length;
  return { recipe, item: Math.max(0, (itemCounts[recipe] ?? 1) - 1) };
}

/** Keeps a position inside the items, e.g. after a failing video left its recipe shorter. */
export function clampPosition(
  position: StoryPosition,
  itemCounts: readonly number[],
): StoryPosition {
  if (itemCounts.length === 0) return { recipe: 0, item: 0 };
  const recipe = Math.min(Math.max(0, position.recipe), itemCounts.length - 1);
  const item = Math.min(Math.max(0, position.item), (itemCounts[recipe] ?? 1) - 1);
  return { recipe, item };
}

/** An image slide's progress, 0 to 1, from the time it has been shown. */
export function imageProgress(elapsedMs: number): number {
  return Math.min(1, Math.max(0, elapsedMs / STORY_TIMINGS.imageSlideMs));
}

/** Whether an image slide has been shown its full time and the viewer moves on. */
export const isImageSlideDone = (elapsedMs: number) => elapsedMs >= STORY_TIMINGS.imageSlideMs;

/** A video item's progress, 0 to 1, by playback time; 0 while its length is unknown. */
export function videoProgress(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, Math.max(0, currentTime / duration));
}

/** The recipe after the current one (wrapping), whose video is worth loading ahead; null if none. */
export function nextRecipeIndex(current: number, recipeCount: number): number | null {
  if (recipeCount < 2) return null;
  return (current + 1) % recipeCount;
}

/** Adds a recipe id to the session's story list, keeping the order and each id once. */
export function withStoryRecipeId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** Reads the session's story list; anything but an array of strings is no list. */
export function parseStoryRecipeIds(raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
    return ids.length > 0 ? ids : null;
  } catch {
    return null;
  }
}
