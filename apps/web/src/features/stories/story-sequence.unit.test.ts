import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  imageProgress,
  isImageSlideDone,
  nextPosition,
  nextRecipeIndex,
  parseStoryRecipeIds,
  previousPosition,
  storyItems,
  videoProgress,
  withStoryRecipeId,
} from './story-sequence';

const image = (n: number) => ({ large: `/img/${n}_large.jpg`, srcSet: `/img/${n}.jpg 400w` });

describe('storyItems', () => {
  it('puts the short video first, then the images', () => {
    const items = storyItems({ shortVideoUrl: '/v.mp4', images: [image(1), image(2)] });

    expect(items.map((item) => item.kind)).toEqual(['video', 'image', 'image']);
  });

  it('drops a video that failed to load, leaving the images', () => {
    const items = storyItems({ shortVideoUrl: '/v.mp4', images: [image(1)] }, true);

    expect(items).toEqual([{ kind: 'image', src: '/img/1_large.jpg', srcSet: '/img/1.jpg 400w' }]);
  });

  it('shows a name card for a recipe without video or images', () => {
    expect(storyItems({ shortVideoUrl: null, images: [] })).toEqual([{ kind: 'card' }]);
  });

  it('takes at most 10 images', () => {
    const images = Array.from({ length: 12 }, (_, n) => image(n));

    expect(storyItems({ shortVideoUrl: null, images })).toHaveLength(10);
  });
});

describe('nextPosition and previousPosition', () => {
  const counts = [2, 1, 3];

  it('moves through a recipe, then to the next recipe', () => {
    expect(nextPosition({ recipe: 0, item: 0 }, counts)).toEqual({ recipe: 0, item: 1 });
    expect(nextPosition({ recipe: 0, item: 1 }, counts)).toEqual({ recipe: 1, item: 0 });
  });

  it('wraps from the last recipe’s last item to the first', () => {
    expect(nextPosition({ recipe: 2, item: 2 }, counts)).toEqual({ recipe: 0, item: 0 });
  });

  it('goes back to the previous recipe’s last item', () => {
    expect(previousPosition({ recipe: 2, item: 0 }, counts)).toEqual({ recipe: 1, item: 0 });
    expect(previousPosition({ recipe: 1, item: 0 }, counts)).toEqual({ recipe: 0, item: 1 });
  });

  it('wraps from the start to the last recipe’s last item', () => {
    expect(previousPosition({ recipe: 0, item: 0 }, counts)).toEqual({ recipe: 2, item: 2 });
  });

  it('stays put with one recipe of one item', () => {
    expect(nextPosition({ recipe: 0, item: 0 }, [1])).toEqual({ recipe: 0, item: 0 });
    expect(previousPosition({ recipe: 0, item: 0 }, [1])).toEqual({ recipe: 0, item: 0 });
  });

  it('clamps a position left outside a recipe that got shorter', () => {
    expect(clampPosition({ recipe: 1, item: 3 }, [2, 2])).toEqual({ recipe: 1, item: 1 });
  });
});

describe('timing', () => {
  it('fills an image slide over 5 seconds', () => {
    expect(imageProgress(0)).toBe(0);
    expect(imageProgress(2500)).toBe(0.5);
    expect(imageProgress(6000)).toBe(1);
    expect(isImageSlideDone(4950)).toBe(false);
    expect(isImageSlideDone(5000)).toBe(true);
  });

  it('follows a video by playback time', () => {
    expect(videoProgress(3, 12)).toBe(0.25);
    expect(videoProgress(3, Number.NaN)).toBe(0);
    expect(videoProgress(13, 12)).toBe(1);
  });

  it('preloads the next recipe, wrapping, and none with a single recipe', () => {
    expect(nextRecipeIndex(0, 3)).toBe(1);
    expect(nextRecipeIndex(2, 3)).toBe(0);
    expect(nextRecipeIndex(0, 1)).toBeNull();
  });
});

describe('the session list of story recipe ids', () => {
  it('adds an opened recipe once', () => {
    expect(withStoryRecipeId(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(withStoryRecipeId(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('reads only a list of ids', () => {
    expect(parseStoryRecipeIds('["a","b"]')).toEqual(['a', 'b']);
    expect(parseStoryRecipeIds('[]')).toBeNull();
    expect(parseStoryRecipeIds('{')).toBeNull();
    expect(parseStoryRecipeIds(null)).toBeNull();
  });
});
