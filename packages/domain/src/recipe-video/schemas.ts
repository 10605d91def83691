import { z } from 'zod';
import { MAX_BOOKMARKS, MAX_VIDEO_SECONDS, VIDEO_MESSAGES } from './constants';

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .finite(`${label} must be a number of seconds`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_VIDEO_SECONDS, `${label} is longer than any video`);

/** One step's segment of the long video (spec 1 §3 video bookmark). */
export const VideoBookmarkSchema = z
  .object({
    stepIndex: z
      .number()
      .int()
      .min(0)
      .max(MAX_BOOKMARKS - 1),
    timestamp: seconds('Start'),
    endTimestamp: seconds('End'),
    /** The step's duration in whole seconds (spec 3 §9: edited as MM:SS, saved in seconds). */
    duration: seconds('Step duration').transform(Math.round),
    imageUrl: z.string().max(2000).default(''),
    userModified: z.boolean().default(false),
  })
  .refine((bookmark) => bookmark.endTimestamp > bookmark.timestamp, {
    message: VIDEO_MESSAGES.endBeforeStart,
    path: ['endTimestamp'],
  });
export type VideoBookmark = z.output<typeof VideoBookmarkSchema>;

/** Save Changes: every step's bookmark at once (replacing the recipe's bookmarks). */
export const SaveBookmarksInputSchema = z.object({
  bookmarks: z
    .array(VideoBookmarkSchema)
    .max(MAX_BOOKMARKS, `At most ${MAX_BOOKMARKS} bookmarks`)
    .refine((list) => new Set(list.map((b) => b.stepIndex)).size === list.length, {
      message: 'Each step has at most one bookmark',
    }),
});

/** Releasing a marker: one step's segment, saved at once as the user's own (userModified). */
export const SaveBookmarkInputSchema = z
  .object({
    timestamp: seconds('Start'),
    endTimestamp: seconds('End'),
    duration: seconds('Step duration').transform(Math.round).optional(),
  })
  .refine((bookmark) => bookmark.endTimestamp > bookmark.timestamp, {
    message: VIDEO_MESSAGES.endBeforeStart,
    path: ['endTimestamp'],
  });

/** A recipe's videos as cook mode and its editor read them; URLs the browser can load. */
export const RecipeVideosSchema = z.object({
  shortFormUrl: z.string().nullable(),
  longFormUrl: z.string().nullable(),
  /** The long video's length in seconds when its container says (MP4, QuickTime). */
  longFormDuration: z.number().nullable(),
  /** The picture shown before a video plays: the recipe's image. */
  posterUrl: z.string().nullable(),
  bookmarks: z.array(
    z.object({
      stepIndex: z.number(),
      timestamp: z.number(),
      endTimestamp: z.number(),
      duration: z.number(),
      imageUrl: z.string(),
      userModified: z.boolean(),
    }),
  ),
});
export type RecipeVideos = z.infer<typeof RecipeVideosSchema>;

/** Whether each bookmark lies within a video of `duration` seconds (unknown: not checked). */
export function bookmarksWithin(
  bookmarks: readonly { timestamp: number; endTimestamp: number }[],
  duration: number | null,
): boolean {
  if (duration === null) return true;
  // A container's duration is rounded to its timescale: allow a frame's worth past the end.
  return bookmarks.every((b) => b.endTimestamp <= duration + 0.05);
}
