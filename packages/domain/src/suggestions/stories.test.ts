import { describe, expect, it } from 'vitest';
import { orderStories, STORIES_MAX } from './stories';

const story = (id: string, hasShortVideo: boolean, imageCount: number) => ({
  id,
  hasShortVideo,
  imageCount,
});

/** A fixed sequence of draws, so the random part of the order is known. */
const draws = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('orderStories', () => {
  it('puts short-video recipes first, then more images, then the random draw', () => {
    const candidates = [
      story('one-image', false, 1),
      story('video', false, 0),
      story('three-images', false, 3),
      story('with-video', true, 0),
      story('one-image-too', false, 1),
    ];

    const ordered = orderStories(candidates, draws(0.9, 0.5, 0.5, 0.5, 0.1));

    expect(ordered.map((s) => s.id)).toEqual([
      'with-video',
      'three-images',
      'one-image-too',
      'one-image',
      'video',
    ]);
  });

  it('lets the draw decide among equals, so two draws can differ', () => {
    const candidates = [story('a', false, 0), story('b', false, 0)];

    expect(orderStories(candidates, draws(0.1, 0.9)).map((s) => s.id)).toEqual(['a', 'b']);
    expect(orderStories(candidates, draws(0.9, 0.1)).map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('keeps at most 20 and each recipe once', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => story(`r${i}`, false, i % 3));

    const ordered = orderStories([...candidates, candidates[0]!], Math.random);

    expect(ordered).toHaveLength(STORIES_MAX);
    expect(new Set(ordered.map((s) => s.id)).size).toBe(STORIES_MAX);
  });
});
