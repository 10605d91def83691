import { describe, expect, it } from 'vitest';
import {
  afterShortClip,
  formatVideoTime,
  hasVideo,
  loopBackTime,
  openingPlayback,
  playbackForStep,
  stepSegment,
} from './cook-mode-video';

const bookmark = (stepIndex: number, timestamp: number, endTimestamp: number) => ({
  stepIndex,
  timestamp,
  endTimestamp,
  duration: endTimestamp - timestamp,
  imageUrl: '',
  userModified: false,
});

const videos = {
  shortFormUrl: '/media/short.mp4',
  longFormUrl: '/media/long.mp4',
  bookmarks: [bookmark(1, 6, 9), bookmark(0, 2, 5), bookmark(2, 9, 12)],
};
const longOnly = { ...videos, shortFormUrl: null };

describe('openingPlayback', () => {
  it('plays the short clip first when cook mode opens on the first step', () => {
    expect(openingPlayback(videos, 0)).toEqual({
      phase: 'short',
      src: '/media/short.mp4',
      startAt: 0,
    });
  });

  it('goes straight to the step’s part of the long video when opened on a later step', () => {
    expect(openingPlayback(videos, 1)).toEqual({
      phase: 'long',
      src: '/media/long.mp4',
      startAt: 6,
    });
  });

  it('starts the long video at the step’s bookmark when there is no short clip', () => {
    expect(openingPlayback(longOnly, 0)).toMatchObject({ phase: 'long', startAt: 2 });
  });

  it('plays a lone short clip on any step, and nothing without videos', () => {
    expect(openingPlayback({ ...videos, longFormUrl: null }, 2)).toMatchObject({ phase: 'short' });
    expect(openingPlayback({ shortFormUrl: null, longFormUrl: null, bookmarks: [] }, 0)).toBe(null);
  });
});

describe('afterShortClip', () => {
  it('restarts the long video from the first bookmark and resets the step to 0', () => {
    expect(afterShortClip(videos)).toEqual({
      playback: { phase: 'long', src: '/media/long.mp4', startAt: 2 },
      step: 0,
    });
  });

  it('starts at 0 without bookmarks, and does nothing without a long video', () => {
    expect(afterShortClip({ ...videos, bookmarks: [] })?.playback.startAt).toBe(0);
    expect(afterShortClip({ ...videos, longFormUrl: null })).toBe(null);
  });
});

describe('playbackForStep', () => {
  const long = { phase: 'long' as const, src: '/media/long.mp4', startAt: 2 };

  it('seeks the long video to the new step’s bookmark', () => {
    expect(playbackForStep(videos, long, 2)).toEqual({ ...long, startAt: 9 });
  });

  it('leaves the short clip for the long video when the cook moves on', () => {
    const short = openingPlayback(videos, 0);
    expect(playbackForStep(videos, short, 1)).toEqual({ ...long, startAt: 6 });
  });

  it('keeps playing when the step has no bookmark, or there is no long video', () => {
    expect(playbackForStep(videos, long, 7)).toBe(null);
    expect(playbackForStep({ ...videos, longFormUrl: null }, null, 1)).toBe(null);
  });
});

describe('loopBackTime', () => {
  const segment = stepSegment(videos, 1);

  it('jumps back to the step’s start once its end is reached', () => {
    expect(segment).toEqual({ start: 6, end: 9 });
    expect(loopBackTime(segment, 8.5)).toBe(null);
    expect(loopBackTime(segment, 9)).toBe(6);
    expect(loopBackTime(segment, 9.3)).toBe(6);
  });

  it('loops when the video itself ends, and never without a segment', () => {
    expect(loopBackTime(segment, 7, true)).toBe(6);
    expect(loopBackTime(null, 100)).toBe(null);
  });
});

describe('stepSegment and hasVideo', () => {
  it('ignores a bookmark that ends before it starts', () => {
    expect(stepSegment({ ...videos, bookmarks: [bookmark(0, 5, 5)] }, 0)).toBe(null);
  });

  it('counts either video', () => {
    expect(hasVideo(undefined)).toBe(false);
    expect(hasVideo({ ...videos, longFormUrl: null })).toBe(true);
    expect(hasVideo({ shortFormUrl: null, longFormUrl: null, bookmarks: [] })).toBe(false);
  });
});

describe('formatVideoTime', () => {
  it('shows m:ss, h:mm:ss past an hour, and 0:00 when unknown', () => {
    expect(formatVideoTime(3.9)).toBe('0:03');
    expect(formatVideoTime(125)).toBe('2:05');
    expect(formatVideoTime(3725)).toBe('1:02:05');
    expect(formatVideoTime(Number.NaN)).toBe('0:00');
    expect(formatVideoTime(Infinity)).toBe('0:00');
  });
});
