import { setImmediate } from 'node:timers/promises';
import { ACCESS_DENIED_MESSAGE, hasPermission, recipeLimit } from '@simmer/domain/accounts';
import {
  normaliseRecipe,
  RECIPE_MESSAGES,
  RecipeRuleError,
  MAX_RECIPE_IMAGES,
  SHARE_MESSAGES,
  recipeSearchFields,
  searchWords,
  SHARED_STEPS_SHOWN,
  type SharedRecipe,
  type RecipeShare,
  type ListRecipesQuery,
  type RecipeCountsQuery,
  type RecipeListCounts,
  type ParsedRecipeInput,
  type ParsedUpdateRecipeInput,
  type NormalisedRecipe,
  type RecipeAuthor,
  type Recipe,
  type RecipeImage,
  type RecipeSummary,
} from '@simmer/domain/recipes';
import type { AccessReason } from '@simmer/domain/admin';
import type { Db } from '../../db/client';
import { isPlaceholderIngredientId } from '@simmer/domain/ingredients';
import { recordAdminAction } from '../audit';
import type { IngredientsService } from '../ingredients';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { createImageVariants } from '../../lib/images';
import type { MediaSigner } from '../../lib/media-signature';
import { IMMUTABLE_CACHE, newStorageKey, type Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth-guard';
import { openReason } from './recipes.access';
import {
  toRecipe,
  toRecipeImage,
  toRecipeSummary,
  toSharedRecipeHead,
  type SharedRecipeHead,
  type ViewerState,
} from './recipes.mappers';
import {
  createRecipesRepository,
  type RecipeRow,
  type RecipeSummaryRow,
  type RecipesRepository,
  type ViewerStateColumns,
} from './recipes.repository';

const VARIANTS = ['thumb', 'medium', 'large'] as const;
/** A recipe image's file under the media root: `${storageKey}_${variant}.jpg`, the key `recipes/<id>/…`. */
const RECIPE_IMAGE_FILE = /^(recipes\/([^/]+)\/[^/]+)_(?:thumb|medium|large)\.jpg$/;
/** How long a browser keeps a private image it loaded with its session. */
const PRIVATE_IMAGE_MAX_AGE = 60 * 60;

/** Public and chef recipes are for everyone to see, their images too (visibleTo). */
const isSharedVisibility = (visibility: string) => visibility === 'public' || visibility === 'chef';

function authorOf(user: AuthUser): RecipeAuthor {
  return {
    role: user.role,
    canSell: hasPermission(user.permissions, 'recipe.sell'),
    displayName: user.name || user.email.split('@')[0] || '',
  };
}

/** Reprocessing reads again this many times when edits keep landing while it works. */
const REPROCESS_ATTEMPTS = 3;

/** Ingredients with a catalogue id (an unmatched one has none or a temp- placeholder). */
const matchedCount = (list: readonly { ingredientId: string | null }[]) =>
  list.filter((ingredient) => !isPlaceholderIngredientId(ingredient.ingredientId)).length;

const viewerOf = (user: AuthUser) => ({ userId: user.id, isAdmin: user.role === 'admin' });

function applyRules(input: ParsedRecipeInput, author: RecipeAuthor) {
  try {
    return normaliseRecipe(input, author);
  } catch (error) {
    if (error instanceof RecipeRuleError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
}

/** A recipe checked and ruled by prepareRecipe, not yet saved. */
export interface PreparedRecipe {
  id: string;
  recipe: NormalisedRecipe;
}

export function createRecipesService(deps: {
  db: Db;
  storage: Storage;
  publicUrl: string;
  /** Signs the image URLs of private recipes, so they load for those the API gave them to. */
  mediaSigner: MediaSigner;
  /** Parses and matches ingredients on every save; without it they are stored as sent. */
  ingredients?: IngredientsService;
}) {
  const { db, storage, publicUrl, mediaSigner, ingredients } = deps;
  const repository = createRecipesRepository(db);

  /** Image URLs of a recipe with this visibility: plain when public, signed when private. */
  const imageUrlFor =
    (visibility: string) =>
    (key: string): string =>
      isSharedVisibility(visibility) ? storage.urlFor(key) : mediaSigner.sign(storage.urlFor(key));

  /**
   * Rows mapped for this viewer with their images, saved state and lock: a premium recipe is
   * locked unless the viewer created it, bought it, was granted it or is an admin (openReason);
   * a visitor (undefined) has saved nothing and bought nothing.
   */
  async function withViewerState<Row extends RecipeSummaryRow, Out>(
    rows: (Row & Partial<ViewerStateColumns>)[],
    viewer: AuthUser | undefined,
    scoped: RecipesRepository,
    map: (row: Row, state: ViewerState) => Out,
  ): Promise<Out[]> {
    // Rows read with their viewer's state carry it; others (lists built elsewhere) ask for it.
    const missing = rows.filter((row) => row.viewerImages === undefined).map((row) => row.id);
    const { images, links } =
      missing.length > 0
        ? await scoped.viewerStateFor(viewer?.id, missing)
        : { images: [], links: [] };
    const linkOf = new Map(links.map((link) => [link.recipeId, link]));
    const visibilityOf = new Map(rows.map((row) => [row.id, row.visibility]));
    const imagesOf = new Map<string, RecipeImage[]>();
    for (const image of images) {
      const list = imagesOf.get(image.recipeId) ?? [];
      list.push(toRecipeImage(image, imageUrlFor(visibilityOf.get(image.recipeId) ?? 'private')));
      imagesOf.set(image.recipeId, list);
    }
    for (const row of rows) {
      if (row.viewerImages === undefined) continue;
      imagesOf.set(
        row.id,
        row.viewerImages.map((image) => toRecipeImage(image, imageUrlFor(row.visibility))),
      );
      if (row.viewerLink) linkOf.set(row.id, { recipeId: row.id, ...row.viewerLink });
    }
    return rows.map((row) => {
      const link = linkOf.get(row.id);
      const isLocked = openReason(row, viewer, link) === null;
      return map(row, {
        images: imagesOf.get(row.id) ?? [],
        isSaved: link?.favorite ?? false,
        isLocked,
      });
    });
  }

  /** Rows as the API's recipes for this viewer. */
  const present = (
    rows: RecipeRow[],
    viewer: AuthUser | undefined,
    scoped: RecipesRepository = repository,
  ): Promise<Recipe[]> => withViewerState(rows, viewer, scoped, toRecipe);

  /** Rows as lists show them to this viewer (RecipeSummary). */
  const summarize = (
    rows: RecipeSummaryRow[],
    viewer: AuthUser | undefined,
  ): Promise<RecipeSummary[]> => withViewerState(rows, viewer, repository, toRecipeSummary);

  /** A recipe the viewer may change: their own, or any for an admin. Otherwise 404 or 403. */
  async function findEditable(recipeId: string, viewer: AuthUser): Promise<RecipeRow> {
    const row = await repository.findVisible(recipeId, viewerOf(viewer));
    if (!row) throw notFound(RECIPE_MESSAGES.notFound);
    if (row.createdBy !== viewer.id && viewer.role !== 'admin')
      throw new AppError('FORBIDDEN', ACCESS_DENIED_MESSAGE);
    return row;
  }

  /** Ingredients parsed and matched to the catalogue (never throws: unmatched ones keep a placeholder). */
  async function withMatchedIngredients(input: ParsedRecipeInput): Promise<ParsedRecipeInput> {
    if (!ingredients) return input;
    return { ...input, ingredients: await ingredients.processRecipeIngredients(input.ingredients) };
  }

  /** The free plan's limit on the viewer's own recipes (none on Pro). */
  async function checkRecipeLimit(viewer: AuthUser, scoped: RecipesRepository) {
    const limit = recipeLimit(viewer.permissions);
    if (limit !== null && (await scoped.countOwned(viewer.id)) >= limit) {
      throw new AppError('FORBIDDEN', RECIPE_MESSAGES.limitReached, { upgrade: '/pro' });
    }
  }

  async function removeImageFiles(storageKey: string) {
    await Promise.all(VARIANTS.map((variant) => storage.delete(`${storageKey}_${variant}.jpg`)));
  }

  return {
    summarize,

    /**
     * createRecipe's checks and rules (permission, plan limit, ingredient parser and catalogue
     * match) without saving: the recipe a caller then saves with `insertPrepared` inside its own
     * transaction, beside its other writes (an AI plan saves its recipes and meals whole).
     */
    async prepareRecipe(
      viewer: AuthUser,
      input: ParsedRecipeInput,
      options: { startPrivate?: boolean } = {},
    ): Promise<PreparedRecipe> {
      if (!hasPermission(viewer.permissions, 'recipes.create')) {
        throw new AppError('FORBIDDEN', ACCESS_DENIED_MESSAGE);
      }
      await checkRecipeLimit(viewer, repository);
      const ruled = applyRules(await withMatchedIngredients(input), authorOf(viewer));
      const recipe = options.startPrivate ? { ...ruled, visibility: 'private' as const } : ruled;
      return { id: crypto.randomUUID(), recipe };
    },

    /** Saves prepared recipes in the caller's transaction, under the owner's plan limit. */
    async insertPrepared(tx: Db, viewer: AuthUser, prepared: PreparedRecipe[]): Promise<void> {
      const scoped = createRecipesRepository(tx);
      if (recipeLimit(viewer.permissions) !== null) await scoped.lockOwner(viewer.id);
      const limit = recipeLimit(viewer.permissions);
      if (limit !== null && (await scoped.countOwned(viewer.id)) + prepared.length > limit) {
        throw new AppError('FORBIDDEN', RECIPE_MESSAGES.limitReached, { upgrade: '/pro' });
      }
      for (const { id, recipe } of prepared) {
        const { priceCents, ...fields } = recipe;
        await scoped.insert({
          id,
          ...fields,
          priceCents,
          ...recipeSearchFields(recipe),
          createdBy: viewer.id,
          status: 'active',
          version: 1,
        });
      }
    },

    /**
     * `startPrivate`: an imported recipe starts private whoever imports it (spec 1 §4: a recipe
     * created by extraction starts private), so it gets no chef record until it is published.
     */
    async createRecipe(
      viewer: AuthUser,
      input: ParsedRecipeInput,
      options: { startPrivate?: boolean } = {},
    ): Promise<Recipe> {
      // Permission and plan first (prepareRecipe): a refused save costs no parsing or matching;
      // the limit is counted again under the owner's lock so two quick saves cannot both slip under.
      const prepared = await this.prepareRecipe(viewer, input, options);
      await db.transaction((tx) => this.insertPrepared(tx, viewer, [prepared]));
      // The embedded database answers within one turn of the event loop: let others in between.
      await setImmediate();
      const { id, recipe } = prepared;
      if (recipe.visibility === 'chef' && recipe.author) {
        await repository.setChef(id, await repository.findOrCreateChef(recipe.author, viewer.id));
      }
      return this.getRecipe(viewer, id);
    },

    /**
     * The recipes a meal plan may hold for this viewer (the same visibility as the Recipe Box),
     * as the API presents them: a premium recipe not bought comes locked, without ingredients,
     * so a plan can never reveal them through the shopping list. `executor` lets a caller read
     * inside its own transaction.
     */
    async plannable(viewer: AuthUser, recipeIds: string[], executor: Db = db): Promise<Recipe[]> {
      const ids = [...new Set(recipeIds)];
      if (ids.length === 0) return [];
      const scoped = executor === db ? repository : createRecipesRepository(executor);
      return present(await scoped.findVisibleByIds(ids, viewerOf(viewer)), viewer, scoped);
    },

    countsFor: (userId: string) => repository.countsFor(userId),

    /**
     * Whether this user can open the recipe and why (the admin's check access), by the very rules
     * the recipe's reads apply to them: visibility (visibleTo) and the lock (openReason).
     * `undefined` when the recipe does not exist.
     */
    async explainAccess(
      user: { id: string; role: string },
      recipeId: string,
    ): Promise<{ recipeName: string; canOpen: boolean; reason: AccessReason } | undefined> {
      const row = await repository.findVisible(recipeId, { userId: user.id, isAdmin: true });
      if (!row) return undefined;
      const visible =
        user.role === 'admin' ||
        (await repository.findVisible(recipeId, { userId: user.id, isAdmin: false })) !== undefined;
      if (!visible) return { recipeName: row.name, canOpen: false, reason: 'private' };
      const link = row.viewerLink ?? undefined;
      const reason = openReason(row, user, link);
      return { recipeName: row.name, canOpen: reason !== null, reason: reason ?? 'locked' };
    },

    async getRecipe(viewer: AuthUser, recipeId: string): Promise<Recipe> {
      const row = await repository.findVisible(recipeId, viewerOf(viewer));
      if (!row) throw notFound(RECIPE_MESSAGES.notFound);
      const [recipe] = await present([row], viewer);
      // Estimated only where the author gave no figures and the viewer may see the ingredients.
      const estimatedNutrition =
        ingredients && !recipe!.nutritionalInfo && !recipe!.isLocked
          ? await ingredients.estimateNutrition(row.ingredients, row.servings)
          : null;
      return { ...recipe!, estimatedNutrition };
    },

    async findRecipes(viewer: AuthUser, query: ListRecipesQuery) {
      const { cursor, limit, q, ...filters } = query;
      const rows = await repository.findPage({
        ...filters,
        userId: viewer.id,
        isAdmin: viewer.role === 'admin',
        words: searchWords(q),
        offset: cursor,
        limit: limit + 1,
      });
      const hasMore = rows.length > limit;
      return {
        recipes: await summarize(rows.slice(0, limit), viewer),
        nextCursor: hasMore ? cursor + limit : null,
      };
    },

    /**
     * How many recipes of the list match its filters and search: under the chosen category
     * (`total`) and under each category with the other filters unchanged.
     */
    async countRecipes(viewer: AuthUser, query: RecipeCountsQuery): Promise<RecipeListCounts> {
      const { q, category, ...filters } = query;
      const categories = await repository.countPage({
        ...filters,
        userId: viewer.id,
        isAdmin: viewer.role === 'admin',
        words: searchWords(q),
      });
      return { total: categories[category], categories };
    },

    /**
     * Replaces the whole recipe, if it is still at the version the editor read: an edit from an
     * older read is refused (409) rather than overwriting a newer one.
     */
    async updateRecipe(
      viewer: AuthUser,
      recipeId: string,
      { version, ...input }: ParsedUpdateRecipeInput,
    ): Promise<Recipe> {
      const existing = await findEditable(recipeId, viewer);
      if (existing.version !== version) throw conflict(RECIPE_MESSAGES.changedElsewhere);
      // The rules follow the recipe's creator: an admin's edit cannot make a free cook's recipe for sale.
      const owner: RecipeAuthor =
        existing.createdBy === viewer.id
          ? authorOf(viewer)
          : await repository.authorOf(existing.createdBy, existing.author);
      // A save that does not mention visibility keeps the recipe's current one.
      const visibility =
        input.visibility ?? (existing.visibility === 'public' ? 'public' : 'private');
      const recipe = applyRules({ ...(await withMatchedIngredients(input)), visibility }, owner);
      const changes = { ...recipe, ...recipeSearchFields(recipe) };
      if (!(await repository.updateAtVersion(recipeId, version, changes))) {
        await findEditable(recipeId, viewer);
        throw conflict(RECIPE_MESSAGES.changedElsewhere);
      }
      return this.getRecipe(viewer, recipeId);
    },

    /**
     * Admin (spec 2 §7): parses each stored ingredient again and matches it to the catalogue,
     * then saves the result with its audit entry (matched before and after) in one transaction.
     * The work happens outside the transaction; the save lands only on the version it read, so an
     * edit saved meanwhile is never overwritten (the reprocessing starts again from it).
     */
    async reprocessIngredients(viewer: AuthUser, recipeId: string) {
      if (!ingredients) throw notFound(RECIPE_MESSAGES.notFound);
      for (let attempt = 1; ; attempt += 1) {
        const row = await repository.findById(recipeId);
        if (!row) throw notFound(RECIPE_MESSAGES.notFound);
        const result = await ingredients.reprocessIngredients(row.ingredients);
        const saved = await db.transaction(async (tx) => {
          const changes = {
            ingredients: result.ingredients,
            ...recipeSearchFields({ ...row, ingredients: result.ingredients }),
          };
          if (
            !(await createRecipesRepository(tx).updateIfAtVersion(recipeId, row.version, changes))
          )
            return false;
          await recordAdminAction(tx, {
            action: 'recipe.ingredients_reprocessed',
            actorId: viewer.id,
            targetUserId: row.createdBy,
            targetRecipeId: recipeId,
            before: { total: row.ingredients.length, matched: matchedCount(row.ingredients) },
            after: {
              total: result.report.total,
              processed: result.report.processed,
              matched: result.report.matched,
            },
          });
          return true;
        });
        if (saved) return result.report;
        if (attempt >= REPROCESS_ATTEMPTS) throw conflict(RECIPE_MESSAGES.changedElsewhere);
      }
    },

    async deleteRecipe(viewer: AuthUser, recipeId: string): Promise<void> {
      await findEditable(recipeId, viewer);
      const images = await repository.imagesFor([recipeId]);
      await repository.delete(recipeId);
      await Promise.all(images.map((image) => removeImageFiles(image.storageKey)));
    },

    /** Saves (likes) or unsaves a recipe the viewer can see; the counters move in the same transaction. */
    async setSaved(
      viewer: AuthUser,
      recipeId: string,
      saved: boolean,
    ): Promise<{ isSaved: boolean; saveCount: number }> {
      const row = await repository.findVisible(recipeId, viewerOf(viewer));
      if (!row) throw notFound(RECIPE_MESSAGES.notFound);
      return db.transaction(async (tx) => {
        const scoped = createRecipesRepository(tx);
        const changed = await scoped.setFavorite(viewer.id, recipeId, saved);
        // Unchanged: read after the save it waited for, so every duplicate answers the same.
        const saveCount = changed
          ? await scoped.addToSaveCount(recipeId, saved ? 1 : -1)
          : await scoped.saveCountOf(recipeId);
        return { isSaved: saved, saveCount };
      });
    },

    /** Creates a share event for a recipe the viewer can see and returns its public link. */
    async shareRecipe(viewer: AuthUser, recipeId: string, platform: 'web' | 'native') {
      const row = await repository.findVisible(recipeId, viewerOf(viewer));
      if (!row) throw notFound(RECIPE_MESSAGES.notFound);
      const shareId = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
      await db.transaction(async (tx) => {
        await createRecipesRepository(tx).insertShare({
          id: shareId,
          recipeId,
          sharedBy: viewer.id,
          platform,
        });
      });
      return { shareId, url: `${publicUrl}/recipe/shared/${shareId}/${recipeId}` };
    },

    /**
     * The working links to a recipe the viewer can see: every link for its owner, else the
     * viewer's own, newest first.
     */
    async findShares(viewer: AuthUser, recipeId: string): Promise<RecipeShare[]> {
      const row = await repository.findVisible(recipeId, viewerOf(viewer));
      if (!row) throw notFound(RECIPE_MESSAGES.notFound);
      const isOwner = row.createdBy === viewer.id;
      const shares = await repository.findActiveShares(
        recipeId,
        isOwner ? {} : { sharedBy: viewer.id },
      );
      return shares.map((share) => ({
        shareId: share.id,
        url: `${publicUrl}/recipe/shared/${share.id}/${recipeId}`,
        platform: share.platform,
        views: share.views,
        saves: share.saves,
        signups: share.signups,
        isMine: share.sharedBy === viewer.id,
        createdAt: share.createdAt.toISOString(),
      }));
    },

    /**
     * Revokes a link: its sharer or the recipe's owner may; to anyone else it does not exist.
     * Revoking a revoked link changes nothing. Those who saved the recipe through it keep it.
     */
    async revokeShare(viewer: AuthUser, recipeId: string, shareId: string): Promise<void> {
      const share = await repository.findAnyShare(shareId, recipeId);
      const recipe = share && (await repository.findById(recipeId));
      const mayRevoke = share?.sharedBy === viewer.id || recipe?.createdBy === viewer.id;
      if (!share || !mayRevoke) throw notFound(SHARE_MESSAGES.notFound);
      await repository.revokeShare(shareId);
    },

    /** The public view of a shared recipe, counting the view. */
    async getSharedRecipe(
      shareId: string,
      recipeId: string,
      viewerId: string | undefined,
    ): Promise<SharedRecipe> {
      const share = await repository.findShare(shareId, recipeId);
      const row = share ? await repository.findById(recipeId) : undefined;
      if (!share || !row) throw notFound(RECIPE_MESSAGES.notFound);
      await repository.trackShareView(shareId, viewerId);
      const images = (await repository.imagesFor([recipeId])).map((image) =>
        toRecipeImage(image, imageUrlFor(row.visibility)),
      );
      const isLocked = row.isPurchasable;
      const steps = isLocked ? [] : row.instructions.slice(0, SHARED_STEPS_SHOWN);
      return {
        shareId,
        id: row.id,
        name: row.name,
        description: row.description,
        totalTime: row.totalTime,
        servings: row.servings,
        cuisine: row.cuisine || 'Various',
        tags: row.tags,
        images: images.slice(0, 10),
        ingredients: isLocked ? [] : row.ingredients,
        instructions: steps,
        moreSteps: row.instructions.length - steps.length,
        isLocked,
        author: row.author,
      };
    },

    /** Saves a shared recipe for a signed-in user and credits the share. */
    async saveFromShare(viewer: AuthUser, shareId: string, recipeId: string) {
      const share = await repository.findShare(shareId, recipeId);
      if (!share) throw notFound(RECIPE_MESSAGES.notFound);
      return db.transaction(async (tx) => {
        const scoped = createRecipesRepository(tx);
        const changed = await scoped.setFavorite(viewer.id, recipeId, true);
        const saveCount = changed
          ? await scoped.addToSaveCount(recipeId, 1)
          : await scoped.saveCountOf(recipeId);
        await scoped.markSavedFromShare(viewer.id, recipeId, share);
        if (changed) await scoped.trackShareConversion(shareId, viewer.id, 'save');
        return { isSaved: true, saveCount };
      });
    },

    /**
     * Credits a share with a sign-up, once per user, and only for an account created after the
     * share by someone other than the sharer: an existing account cannot inflate the count.
     */
    async recordShareSignup(viewer: AuthUser, shareId: string, recipeId: string) {
      const share = await repository.findShare(shareId, recipeId);
      if (!share) throw notFound(RECIPE_MESSAGES.notFound);
      const joinedAt = await repository.userCreatedAt(viewer.id);
      if (!joinedAt || joinedAt < share.createdAt || viewer.id === share.sharedBy) return;
      await repository.trackShareConversion(shareId, viewer.id, 'signup');
    },

    /**
     * The head of a shared recipe's page (title, description, canonical link, Open Graph and
     * schema.org JSON-LD), holding what the page shows: every ingredient and the first steps, none
     * of a premium recipe. Null when there is no such share (unknown or revoked).
     */
    async sharedRecipeHead(shareId: string, recipeId: string): Promise<SharedRecipeHead | null> {
      const share = await repository.findShare(shareId, recipeId);
      const row = share ? await repository.findById(recipeId) : undefined;
      if (!share || !row) return null;
      const imageRows = await repository.imagesFor([recipeId]);
      const absolute = (key: string) => `${publicUrl}${imageUrlFor(row.visibility)(key)}`;
      const isLocked = row.isPurchasable;
      const recipeIngredients = isLocked ? [] : row.ingredients;
      const estimatedNutrition =
        ingredients && !row.nutritionalInfo && !isLocked
          ? await ingredients.estimateNutrition(row.ingredients, row.servings)
          : null;
      return toSharedRecipeHead(
        {
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          images: imageRows.map((image) => toRecipeImage(image, absolute)),
          ingredients: recipeIngredients,
          instructions: isLocked ? [] : row.instructions.slice(0, SHARED_STEPS_SHOWN),
          nutritionalInfo: row.nutritionalInfo ?? null,
          estimatedNutrition,
        },
        {
          publicUrl,
          pageUrl: `${publicUrl}/recipe/shared/${shareId}/${recipeId}`,
          ...(row.chefId ? { authorUrl: `${publicUrl}/chef/${row.chefId}` } : {}),
        },
      );
    },

    async addImage(viewer: AuthUser, recipeId: string, data: Buffer): Promise<Recipe> {
      await findEditable(recipeId, viewer);
      const { count, next } = await repository.nextImagePosition(recipeId);
      if (count >= MAX_RECIPE_IMAGES) throw new AppError('BAD_REQUEST', RECIPE_MESSAGES.maxImages);
      const variants = await createImageVariants(data);
      const storageKey = newStorageKey(`recipes/${recipeId}`);
      for (const variant of VARIANTS)
        await storage.put(`${storageKey}_${variant}.jpg`, variants.files[variant]);
      await repository.insertImage({
        id: crypto.randomUUID(),
        recipeId,
        position: next,
        storageKey,
        width: variants.width,
        height: variants.height,
      });
      return this.getRecipe(viewer, recipeId);
    },

    /**
     * Whether a file under the media root may be sent, and how it may be cached: a public or chef
     * recipe's image to anyone; a private recipe's with a valid signed URL or to a viewer who may
     * see the recipe; nothing (undefined, a 404) for an image no recipe holds any more, whatever
     * files remain. `file` is the path under the media root; `viewer` resolves the session.
     */
    async imageAccess(
      file: string,
      query: { expires?: unknown; signature?: unknown },
      viewer: () => Promise<AuthUser | undefined>,
    ): Promise<{ cacheControl: string } | undefined> {
      const match = RECIPE_IMAGE_FILE.exec(file);
      if (!match) return undefined;
      const [, storageKey, recipeId] = match as unknown as [string, string, string];
      const visibility = await repository.findImageVisibility(recipeId, storageKey);
      if (visibility === undefined) return undefined;
      if (isSharedVisibility(visibility)) return { cacheControl: IMMUTABLE_CACHE };
      const signedFor = mediaSigner.secondsLeft(
        storage.urlFor(file),
        query.expires,
        query.signature,
      );
      if (signedFor > 0) return { cacheControl: `private, max-age=${signedFor}` };
      const user = await viewer();
      if (user && (await repository.findVisible(recipeId, viewerOf(user))))
        return { cacheControl: `private, max-age=${PRIVATE_IMAGE_MAX_AGE}` };
      return undefined;
    },

    async deleteImage(viewer: AuthUser, recipeId: string, imageId: string): Promise<Recipe> {
      await findEditable(recipeId, viewer);
      const image = await repository.findImage(recipeId, imageId);
      if (!image) throw notFound('Image not found');
      await repository.deleteImage(imageId);
      await removeImageFiles(image.storageKey);
      return this.getRecipe(viewer, recipeId);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
