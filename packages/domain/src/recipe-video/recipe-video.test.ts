import { describe, expect, it } from 'vitest';
import {
  bookmarksWithin,
  SaveBookmarksInputSchema,
  sniffVideo,
  VIDEO_MESSAGES,
  VideoBookmarkSchema,
} from './index';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffVideo', () => {
  it.each([
    ['an MP4', bytes([0, 0, 0, 32], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['a QuickTime movie', bytes([0, 0, 0, 20], 'ftypqt  ', [0, 0, 0, 0]), 'video/quicktime'],
    ['an old QuickTime movie', bytes([0, 0, 9, 0], 'moov', [0, 0, 0, 0, 0, 0]), 'video/quicktime'],
    [
      'a WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3], [0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]),
      'video/webm',
    ],
    ['an Ogg video', bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]), 'video/ogg'],
  ])('knows %s by its first bytes', (_label, head, type) => {
    expect(sniffVideo(head)?.contentType).toBe(type);
  });

  it.each([
    ['a JPEG named .mp4', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF', [0, 1, 2, 3])],
    ['a text file', bytes('not a video at all')],
    ['a file too short to tell', bytes([0, 0, 0, 32], 'ftyp')],
  ])('refuses %s', (_label, head) => {
    expect(sniffVideo(head)).toBeNull();
  });
});

describe('bookmarks', () => {
  it('rounds the step duration to whole seconds and defaults the rest', () => {
    const bookmark = VideoBookmarkSchema.parse({
      stepIndex: 0,
      timestamp: 1.5,
      endTimestamp: 9.25,
      duration: 89.6,
    });

    expect(bookmark).toEqual({
      stepIndex: 0,
      timestamp: 1.5,
      endTimestamp: 9.25,
      duration: 90,
      imageUrl: '',
      userModified: false,
    });
  });

  it('refuses a segment that ends before it starts, or a negative one', () => {
    const reversed = VideoBookmarkSchema.safeParse({
      stepIndex: 0,
      timestamp: 8,
      endTimestamp: 3,
      duration: 5,
    });
    const negative = VideoBookmarkSchema.safeParse({
      stepIndex: 0,
      timestamp: -1,
      endTimestamp: 3,
      duration: 5,
    });

    expect(reversed.error?.issues[0]?.message).toBe(VIDEO_MESSAGES.endBeforeStart);
    expect(negative.success).toBe(false);
  });

  it('refuses two bookmarks for one step', () => {
    const step = { stepIndex: 1, timestamp: 0, endTimestamp: 2, duration: 2 };

    expect(SaveBookmarksInputSchema.safeParse({ bookmarks: [step, step] }).success).toBe(false);
  });

  it('keeps segments within the video, allowing for its rounded length', () => {
    expect(bookmarksWithin([{ timestamp: 0, endTimestamp: 12.03 }], 12)).toBe(true);
    expect(bookmarksWithin([{ timestamp: 10, endTimestamp: 13 }], 12)).toBe(false);
    expect(bookmarksWithin([{ timestamp: 10, endTimestamp: 13 }], null)).toBe(true);
  });
});
