import { randomUUID } from 'node:crypto';
import type { Recipe } from '@simmer/domain/recipes';
import {
  MEAL_TYPE_KEYWORDS,
  orderStories,
  placeholderTags,
  rankByRelevance,
  STORIES_MAX,
  SUGGESTIONS_PER_LOAD,
  WIZARD_MESSAGES,
  WIZARD_STORIES_BELOW_OWN_RECIPES,
  type StoryRecipe,
  type SuggestedRecipe,
} from '@simmer/domain/suggestions';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import type { MealPlansService } from '../meal-plans';
import type { RecipesService } from '../recipes';
import { createSuggestionsRepository, type CandidateRow } from './suggestions.repository';

/** How many candidates each branch of the stories query brings before they are ordered. */
const STORY_CANDIDATES_PER_BRANCH = 60;

/**
 * A recipe's short video as a browser can load it (spec 2 §3 videos.shortForm): an absolute
 * address or one of our media paths; anything else is no video.
 */
export function shortVideoUrlOf(videos: Record<string, unknown>): string | null {
  const value = videos.shortForm;
  if (typeof value !== 'string') return null;
  return /^(https?:\/\/|\/media\/)/.test(value) ? value : null;
}

export function createSuggestionsService(deps: {
  db: Db;
  recipes: Pick<RecipesService, 'plannable'>;
  mealPlans: Pick<MealPlansService, 'getMeal'>;
  /** Numbers in [0, 1) for the stories' random order and window; Math.random by default. */
  random?: () => number;
}) {
  const repository = createSuggestionsRepository(deps.db);
  const random = deps.random ?? Math.random;

  /** The recipes as the API presents them to the viewer, in the order of `ids`. */
  async function presentInOrder(viewer: AuthUser, ids: string[]): Promise<Recipe[]> {
    const found = new Map(
      (await deps.recipes.plannable(viewer, ids)).map((recipe) => [recipe.id, recipe]),
    );
    return ids.map((id) => found.get(id)).filter((recipe): recipe is Recipe => !!recipe);
  }

  /** The stories feed's candidates in the feed's order, at most STORIES_MAX. */
  async function storyCandidates(viewer: AuthUser): Promise<CandidateRow[]> {
    const candidates = await repository.findStoryCandidates(viewer.id, {
      pivot: randomUUID(),
      perBranch: STORY_CANDIDATES_PER_BRANCH,
    });
    const images = await repository.imageCounts([...new Set(candidates.map((row) => row.id))]);
    return orderStories(
      candidates.map((row) => ({
        ...row,
        hasShortVideo: shortVideoUrlOf(row.videos) !== null,
        imageCount: images.get(row.id) ?? 0,
      })),
      random,
      STORIES_MAX,
    );
  }

  const videoOf = (rows: CandidateRow[]) =>
    new Map(rows.map((row) => [row.id, shortVideoUrlOf(row.videos)]));

  return {
    /**
     * The wizard's suggestions for one of the user's placeholder meals (spec 2 §4, spec 3 §9):
     * public and chef recipes minus the user's own and the excluded ids, plus the stories feed
     * while the user has fewer than 10 own recipes, ranked by relevance to the meal. Premium
     * recipes the user has not bought are left out: their content is locked and cannot be cooked.
     */
    async wizardSuggestions(
      viewer: AuthUser,
      query: { mealId: string; exclude: string[] },
    ): Promise<SuggestedRecipe[]> {
      const ownCount = repository.countOwn(viewer.id);
      // Awaited with the rest, but never left unobserved if the meal lookup throws first.
      ownCount.catch(() => {});
      const meal = await deps.mealPlans.getMeal(viewer, query.mealId);
      if (!meal.isPlaceholder) throw conflict(WIZARD_MESSAGES.notPlaceholder);
      const mealTags = placeholderTags(meal.title);
      const excluded = new Set(query.exclude);
      const [candidates, own] = await Promise.all([
        repository.findSuggestionCandidates({
          userId: viewer.id,
          excludedIds: query.exclude,
          mealTags,
          keywords: MEAL_TYPE_KEYWORDS[meal.mealType],
          perTier: SUGGESTIONS_PER_LOAD,
          pivot: randomUUID(),
        }),
        ownCount,
      ]);
      const stories =
        own < WIZARD_STORIES_BELOW_OWN_RECIPES
          ? (await storyCandidates(viewer)).filter((row) => !excluded.has(row.id))
          : [];
      const pool = [...new Map([...candidates, ...stories].map((row) => [row.id, row])).values()];
      const ranked = rankByRelevance(pool, { mealType: meal.mealType, tags: mealTags });
      const scoreOf = new Map(ranked.map(({ recipe, score }) => [recipe.id, score]));
      const videos = videoOf(pool);
      // A few spare, for stories that turn out locked.
      const ids = ranked.slice(0, SUGGESTIONS_PER_LOAD + 5).map(({ recipe }) => recipe.id);
      return (await presentInOrder(viewer, ids))
        .filter((recipe) => !recipe.isLocked)
        .slice(0, SUGGESTIONS_PER_LOAD)
        .map((recipe) => ({
          ...recipe,
          shortVideoUrl: videos.get(recipe.id) ?? null,
          relevance: scoreOf.get(recipe.id) ?? 0,
        }));
    },

    /**
     * The stories feed (spec 3 §9): at most 20 public and chef recipes plus the user's
     * favourites, short-video recipes first, then more images, then at random. A premium recipe
     * not bought comes locked, without its ingredients or steps.
     */
    async stories(viewer: AuthUser): Promise<StoryRecipe[]> {
      const ordered = await storyCandidates(viewer);
      const videos = videoOf(ordered);
      return (
        await presentInOrder(
          viewer,
          ordered.map((row) => row.id),
        )
      ).map((recipe) => ({
        ...recipe,
        shortVideoUrl: videos.get(recipe.id) ?? null,
      }));
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
