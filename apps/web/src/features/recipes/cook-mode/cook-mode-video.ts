import type { RecipeVideos } from '@simmer/domain/recipe-video';
import { formatClock } from '../video-timeline';

/**
 * What cook mode's video plays (spec 2 §4): the short clip first, then the long video, which
 * follows the steps through their bookmarks. Pure, so the rules are tested without a browser.
 */
export type VideoPhase = 'short' | 'long';

export interface Playback {
  phase: VideoPhase;
  src: string;
  /** Where to start, in seconds of that video. */
  startAt: number;
}

export interface StepSegment {
  start: number;
  end: number;
}

type Videos = Pick<RecipeVideos, 'shortFormUrl' | 'longFormUrl' | 'bookmarks'>;

/** Spec 3 §9: autoplay starts about 2 s after cook mode loads. */
export const AUTOPLAY_DELAY_MS = 2000;

/** A frame's worth: `timeupdate` rarely lands exactly on the step's end. */
const LOOP_EPSILON_SECONDS = 0.05;

export function hasVideo(videos: Videos | undefined): boolean {
  return Boolean(videos?.longFormUrl || videos?.shortFormUrl);
}

/** The step's part of the long video, from its bookmark; null when the step has none. */
export function stepSegment(videos: Videos, step: number): StepSegment | null {
  const bookmark = videos.bookmarks.find((b) => b.stepIndex === step);
  return bookmark && bookmark.endTimestamp > bookmark.timestamp
    ? { start: bookmark.timestamp, end: bookmark.endTimestamp }
    : null;
}

/** The long video at the step's start (or where it is when the step has no bookmark). */
function longAt(videos: Videos, step: number, fallback: number): Playback | null {
  if (!videos.longFormUrl) return null;
  return {
    phase: 'long',
    src: videos.longFormUrl,
    startAt: stepSegment(videos, step)?.start ?? fallback,
  };
}

/**
 * What plays when cook mode opens on `step`: the short clip when it opens on the first step (a
 * reload or View Step on a later step goes straight to that step's part of the long video), else
 * the long video; null when the recipe has no video.
 */
export function openingPlayback(videos: Videos, step: number): Playback | null {
  if (videos.shortFormUrl && (step === 0 || !videos.longFormUrl)) {
    return { phase: 'short', src: videos.shortFormUrl, startAt: 0 };
  }
  return longAt(videos, step, 0);
}

/**
 * When the short clip ends: the long video restarts from the first bookmark and the step resets to
 * 0 (spec 2 §4). Null when there is no long video: the clip just stops.
 */
export function afterShortClip(videos: Videos): { playback: Playback; step: 0 } | null {
  const first = [...videos.bookmarks].sort((a, b) => a.stepIndex - b.stepIndex)[0];
  const playback = longAt(videos, 0, first?.timestamp ?? 0);
  return playback && { playback: { ...playback, startAt: first?.timestamp ?? 0 }, step: 0 };
}

/**
 * The cook moved to `step` (tap, key, swipe, overview): the long video seeks to that step's start,
 * also from the short clip (the cook is past the introduction). Null leaves playback as it is: no
 * long video, or a step without a bookmark while the long video already plays.
 */
export function playbackForStep(
  videos: Videos,
  current: Playback | null,
  step: number,
): Playback | null {
  const segment = stepSegment(videos, step);
  if (current?.phase === 'long' && !segment) return null;
  return longAt(videos, step, 0);
}

/**
 * Where the long video jumps back to at `time`: the step's start once it reaches the step's end
 * (or the video's end, for the last step), so a step's part repeats until the cook moves on.
 */
export function loopBackTime(
  segment: StepSegment | null,
  time: number,
  isEnded = false,
): number | null {
  if (!segment) return null;
  return isEnded || time >= segment.end - LOOP_EPSILON_SECONDS ? segment.start : null;
}

/** Elapsed or total video time as m:ss (h:mm:ss past an hour), whole seconds gone; unknown 0:00. */
export function formatVideoTime(seconds: number): string {
  return formatClock(Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);
}
