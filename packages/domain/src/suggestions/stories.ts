/** Spec 3 §9: the stories feed holds at most 20 recipes. */
export const STORIES_MAX = 20;

/** What the stories order reads of a recipe. */
export interface StoryCandidate {
  id: string;
  hasShortVideo: boolean;
  imageCount: number;
}

/**
 * The stories feed's order (spec 3 §9): recipes with a short video first, then those with more
 * images, then at random; at most `max`. `random` returns numbers in [0, 1), as Math.random does,
 * so a test can fix the draw.
 */
export function orderStories<T extends StoryCandidate>(
  candidates: readonly T[],
  random: () => number,
  max = STORIES_MAX,
): T[] {
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  return unique
    .map((candidate) => ({ candidate, draw: random() }))
    .sort(
      (a, b) =>
        Number(b.candidate.hasShortVideo) - Number(a.candidate.hasShortVideo) ||
        b.candidate.imageCount - a.candidate.imageCount ||
        a.draw - b.draw,
    )
    .slice(0, Math.max(0, max))
    .map(({ candidate }) => candidate);
}
