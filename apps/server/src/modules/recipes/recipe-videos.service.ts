import { isChefOrAdmin } from '@simmer/domain/accounts';
import {
  bookmarksWithin,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
  type RecipeVideos,
  type VideoBookmark,
  type VideoKind,
} from '@simmer/domain/recipe-video';
import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { receiveVideo } from '../../lib/video-files';
import type { AuthUser } from '../../plugins/auth-guard';
import { createRecipeVideosRepository, type StoredVideos } from './recipe-videos.repository';
import type { RecipesService } from './recipes.service';

/** recipes/{id}/videos/{longform|shortform}_{timestamp}_{random}.{ext} (spec 2 §7 videos). */
const VIDEO_FILE = /^recipes\/([^/]+)\/videos\/(?:longform|shortform)_\d{13}_[0-9a-f-]{36}\.\w+$/;
/** How long a browser keeps a video of a private or premium recipe it loaded with its session. */
const PRIVATE_VIDEO_MAX_AGE = 60 * 60;

type Bookmark = NonNullable<StoredVideos['bookmarks']>[number];

export function createRecipeVideosService(deps: {
  db: Db;
  storage: Storage;
  recipes: Pick<RecipesService, 'plannable'>;
  log: FastifyBaseLogger;
  /** The largest upload accepted (VIDEO_MAX_BYTES); smaller in tests. */
  maxBytes?: number;
}) {
  const { storage, recipes, log } = deps;
  const repository = createRecipeVideosRepository(deps.db);
  const maxBytes = deps.maxBytes ?? VIDEO_MAX_BYTES;

  /**
   * The recipe as the viewer may see it (lock included), or 404. The visibility rules of the
   * recipes module, without the single recipe's nutrition estimate the videos never need.
   */
  async function visibleRecipe(viewer: AuthUser, recipeId: string) {
    const [recipe] = await recipes.plannable(viewer, [recipeId]);
    if (!recipe) throw notFound(RECIPE_MESSAGES.notFound);
    return recipe;
  }

  /**
   * Only the recipe's creator, when a chef or an admin, or any admin writes its video or
   * bookmarks (spec 2 §4 cook mode editor). 404 for a recipe the viewer cannot see.
   */
  async function editable(viewer: AuthUser, recipeId: string) {
    const recipe = await visibleRecipe(viewer, recipeId);
    const isCreator = recipe.createdBy === viewer.id && isChefOrAdmin(viewer.role);
    if (!isCreator && viewer.role !== 'admin') {
      throw new AppError('FORBIDDEN', VIDEO_MESSAGES.editorOnly);
    }
  }

  async function removeFiles(keys: (string | undefined)[]) {
    for (const key of keys) {
      if (!key) continue;
      await storage.delete(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'could not remove a replaced recipe video');
      });
    }
  }

  function checkBookmarks(bookmarks: readonly Bookmark[], videos: StoredVideos, steps: number) {
    if (bookmarks.length === 0) return;
    if (!videos.longForm) throw badRequest(VIDEO_MESSAGES.noLongForm);
    if (bookmarks.some((b) => b.stepIndex >= steps)) throw badRequest(VIDEO_MESSAGES.noSuchStep);
    if (!bookmarksWithin(bookmarks, videos.longFormDuration ?? null)) {
      throw badRequest(VIDEO_MESSAGES.outOfRange);
    }
  }

  return {
    /**
     * A recipe's videos as the viewer may see them: none for a premium recipe they have not
     * bought (its steps are hidden too), the recipe's picture as the poster.
     */
    async get(viewer: AuthUser, recipeId: string): Promise<RecipeVideos> {
      const recipe = await visibleRecipe(viewer, recipeId);
      const row = await repository.find(recipeId);
      const videos = row?.videos ?? {};
      const posterUrl = recipe.images[0]?.large ?? null;
      if (recipe.isLocked) {
        return {
          shortFormUrl: null,
          longFormUrl: null,
          longFormDuration: null,
          posterUrl,
          bookmarks: [],
        };
      }
      return {
        shortFormUrl: videos.shortForm ?? null,
        longFormUrl: videos.longForm ?? null,
        longFormDuration: videos.longFormDuration ?? null,
        posterUrl,
        bookmarks: [...(videos.bookmarks ?? [])].sort((a, b) => a.stepIndex - b.stepIndex),
      };
    },

    /**
     * Stores an uploaded video as the recipe's long or short video, replacing the previous one
     * (its file is removed once the new one is saved). The long video's bookmarks that no
     * longer fit its length are dropped.
     */
    async upload(
      viewer: AuthUser,
      recipeId: string,
      kind: VideoKind,
      source: AsyncIterable<Buffer>,
    ): Promise<RecipeVideos> {
      await editable(viewer, recipeId);
      const video = await receiveVideo(
        source,
        storage,
        (extension) =>
          `recipes/${recipeId}/videos/${kind}_${Date.now()}_${randomUUID()}.${extension}`,
        maxBytes,
      );
      const url = storage.urlFor(video.key);
      const saved = await repository.update(recipeId, (videos) =>
        kind === 'shortform'
          ? { ...videos, shortForm: url, shortFormKey: video.key }
          : {
              ...videos,
              longForm: url,
              longFormKey: video.key,
              longFormDuration: video.duration,
              bookmarks: (videos.bookmarks ?? []).filter((b) =>
                bookmarksWithin([b], video.duration),
              ),
            },
      );
      if (!saved) {
        await removeFiles([video.key]);
        throw notFound(RECIPE_MESSAGES.notFound);
      }
      const replaced = kind === 'shortform' ? saved.before.shortFormKey : saved.before.longFormKey;
      if (replaced !== video.key) await removeFiles([replaced]);
      return this.get(viewer, recipeId);
    },

    /** Removes the short video (spec 2 §4: short-form preview remove). */
    async removeShortForm(viewer: AuthUser, recipeId: string): Promise<RecipeVideos> {
      await editable(viewer, recipeId);
      const saved = await repository.update(recipeId, (videos) => {
        const { shortForm: _url, shortFormKey: _key, ...rest } = videos;
        return rest;
      });
      await removeFiles([saved?.before.shortFormKey]);
      return this.get(viewer, recipeId);
    },

    /** Save Changes: every step's bookmark, replacing the recipe's bookmarks. */
    async saveBookmarks(
      viewer: AuthUser,
      recipeId: string,
      bookmarks: VideoBookmark[],
    ): Promise<RecipeVideos> {
      await editable(viewer, recipeId);
      await repository.update(recipeId, (videos, steps) => {
        checkBookmarks(bookmarks, videos, steps);
        return { ...videos, bookmarks };
      });
      return this.get(viewer, recipeId);
    },

    /** Releasing a marker: one step's segment, saved at once as the user's own. */
    async saveBookmark(
      viewer: AuthUser,
      recipeId: string,
      stepIndex: number,
      segment: { timestamp: number; endTimestamp: number; duration?: number },
    ): Promise<RecipeVideos> {
      await editable(viewer, recipeId);
      await repository.update(recipeId, (videos, steps) => {
        const others = (videos.bookmarks ?? []).filter((b) => b.stepIndex !== stepIndex);
        const previous = videos.bookmarks?.find((b) => b.stepIndex === stepIndex);
        const bookmark: Bookmark = {
          stepIndex,
          timestamp: segment.timestamp,
          endTimestamp: segment.endTimestamp,
          duration:
            segment.duration ??
            previous?.duration ??
            Math.round(segment.endTimestamp - segment.timestamp),
          imageUrl: previous?.imageUrl ?? '',
          userModified: true,
        };
        checkBookmarks([bookmark], videos, steps);
        return { ...videos, bookmarks: [...others, bookmark] };
      });
      return this.get(viewer, recipeId);
    },

    /**
     * Whether a recipe video file may be sent, and how it may be cached: to those who may see
     * the recipe's content (not a premium recipe they have not bought), and only while it is
     * the recipe's current video. Served with range requests by the media route.
     */
    async videoAccess(
      file: string,
      viewer: () => Promise<AuthUser | undefined>,
    ): Promise<{ cacheControl: string } | undefined> {
      const match = VIDEO_FILE.exec(file);
      if (!match) return undefined;
      const recipeId = match[1]!;
      const user = await viewer();
      if (!user) return undefined;
      const [recipe] = await recipes.plannable(user, [recipeId]);
      if (!recipe || recipe.isLocked) return undefined;
      const row = await repository.find(recipeId);
      if (!row || (row.videos.longFormKey !== file && row.videos.shortFormKey !== file)) {
        return undefined;
      }
      return { cacheControl: `private, max-age=${PRIVATE_VIDEO_MAX_AGE}` };
    },
  };
}

export type RecipeVideosService = ReturnType<typeof createRecipeVideosService>;
