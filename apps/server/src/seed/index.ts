import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { recipeSearchFields } from '@simmer/domain/recipes';
import type { Auth } from '../modules/accounts';
import type { IngredientsService } from '../modules/ingredients';
import type { StoredVideos } from '../modules/recipes';
import type { Storage } from '../lib/storage';
import { createImageVariants } from '../lib/images';
import { Mp4DurationReader } from '../lib/video-files';
import type { Db } from '../db/client';
import {
  appMeta,
  chefProfiles,
  chefs,
  recipeImages,
  recipes,
  recipeStats,
  userRecipes,
  users,
} from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { demoRecipes, type DemoRecipe } from './demo-recipes.data';
import { renderRecipeImage } from './recipe-image';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

const SEED_KEY = 'demo_seed';
const SEED_VERSION = 1;
// Fixed so seed image keys are the same on every run: an interrupted seed overwrites its files.
const SEED_TIMESTAMP = '1733788800000';

export interface SeedOptions {
  db: Db;
  auth: Auth;
  storage: Storage;
  /** Matches the demo ingredients to the catalogue, as a saved recipe's are; without it they stay unmatched. */
  ingredients?: IngredientsService;
  signal?: AbortSignal;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  recipes: number;
}

/** A stable UUID-shaped id derived from a name, so reseeding finds the same rows. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(`simmer:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function ensureDemoUsers(db: Db, auth: Auth): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    let id = existing?.id;
    if (!id) {
      const created = await auth.api.signUpEmail({
        body: { email: account.email, password: DEMO_PASSWORD, name: account.name },
      });
      id = created.user.id;
    }
    await db.update(users).set({ role: account.role, emailVerified: true }).where(eq(users.id, id));
    if (account.role === 'chef')
      await db.insert(chefProfiles).values({ userId: id }).onConflictDoNothing();
    ids.set(account.role, id);
  }
  return ids;
}

interface Ownership {
  role: 'chef' | 'admin' | 'pro' | 'free';
  visibility: 'chef' | 'public' | 'private';
}

/** Who owns which demo recipe: most by the chef, some by the admin's test kitchen, a few personal ones. */
function ownershipFor(index: number): Ownership {
  if (index < 44) return { role: 'chef', visibility: 'chef' };
  if (index < 56) return { role: 'admin', visibility: 'chef' };
  if (index < 61) return { role: 'pro', visibility: 'public' };
  return { role: 'free', visibility: 'private' };
}

const AUTHOR_BY_ROLE: Record<Ownership['role'], string> = {
  chef: 'Marisol Vega',
  admin: 'Simmer Test Kitchen',
  pro: 'Jordan Lee',
  free: 'Riley Park',
};

/** How many demo recipes get the demo videos, so cook mode and stories show video on a fresh start. */
const DEMO_VIDEO_RECIPES = 3;
/**
 * Small videos made here from the demo recipes' own pictures (ffmpeg, zoom and pan, H.264,
 * 12 s and 3 s; see seed/media/README.md), shipped so seeding needs no network and no ffmpeg.
 */
const DEMO_VIDEO_FILES = {
  longform: new URL('./media/demo-longform.mp4', import.meta.url),
  shortform: new URL('./media/demo-shortform.mp4', import.meta.url),
};

/** The demo videos stored for one recipe, with one bookmark per step across the long video. */
async function seedVideos(
  storage: Storage,
  recipeId: string,
  slug: string,
  steps: number,
): Promise<StoredVideos> {
  const keys = {
    longform: `recipes/${recipeId}/videos/longform_${SEED_TIMESTAMP}_${stableId(`video:long:${slug}`)}.mp4`,
    shortform: `recipes/${recipeId}/videos/shortform_${SEED_TIMESTAMP}_${stableId(`video:short:${slug}`)}.mp4`,
  };
  const longform = await readFile(DEMO_VIDEO_FILES.longform);
  await storage.put(keys.longform, longform);
  await storage.put(keys.shortform, await readFile(DEMO_VIDEO_FILES.shortform));
  const reader = new Mp4DurationReader();
  reader.push(longform);
  const duration = reader.seconds ?? 12;
  const share = duration / Math.max(steps, 1);
  return {
    longForm: storage.urlFor(keys.longform),
    longFormKey: keys.longform,
    longFormDuration: duration,
    shortForm: storage.urlFor(keys.shortform),
    shortFormKey: keys.shortform,
    bookmarks: Array.from({ length: steps }, (_, stepIndex) => ({
      stepIndex,
      timestamp: Math.round(stepIndex * share * 100) / 100,
      endTimestamp: Math.round((stepIndex + 1) * share * 100) / 100,
      duration: Math.max(1, Math.round(share)),
      imageUrl: '',
      userModified: false,
    })),
  };
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new Error('Seeding interrupted by shutdown');
}

export async function isDemoDataSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, SEED_KEY));
  return Boolean(row);
}

/**
 * Seeds demo accounts and recipes once. Recipes, their images, stats, links and chefs are written in
 * one transaction together with the marker, so an interrupted seed leaves nothing half-written.
 */
export async function seedDemoData(options: SeedOptions): Promise<SeedResult> {
  const { db, auth, storage, signal } = options;
  const log = options.log ?? (() => undefined);
  if (await isDemoDataSeeded(db)) return { seeded: false, recipes: 0 };

  log('Seeding demo accounts and recipes...');
  const userIds = await ensureDemoUsers(db, auth);

  const prepared: {
    recipe: DemoRecipe;
    id: string;
    imageKey: string;
    width: number;
    height: number;
    owner: Ownership;
  }[] = [];
  for (const [index, recipe] of demoRecipes.entries()) {
    throwIfAborted(signal);
    const id = stableId(`recipe:${recipe.slug}`);
    const imageKey = `recipes/${id}/${SEED_TIMESTAMP}`;
    const variants = await createImageVariants(await renderRecipeImage(recipe));
    for (const [variant, file] of Object.entries(variants.files)) {
      await storage.put(`${imageKey}_${variant}.jpg`, file);
    }
    prepared.push({
      recipe,
      id,
      imageKey,
      width: variants.width,
      height: variants.height,
      owner: ownershipFor(index),
    });
  }
  throwIfAborted(signal);
  const videosById = new Map<string, StoredVideos>();
  for (const { recipe, id } of prepared.slice(0, DEMO_VIDEO_RECIPES)) {
    videosById.set(id, await seedVideos(storage, id, recipe.slug, recipe.instructions.length));
  }

  const ingredientsByRecipe = new Map<string, Awaited<ReturnType<typeof matchIngredients>>>();
  async function matchIngredients(recipe: DemoRecipe) {
    const drafts = recipe.ingredients.map((ingredient) => ({
      name: ingredient.name,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      preparation: ingredient.preparation ?? '',
      category: ingredient.category,
      ingredientId: null,
    }));
    return options.ingredients ? options.ingredients.processRecipeIngredients(drafts) : drafts;
  }
  for (const { recipe, id } of prepared) {
    ingredientsByRecipe.set(id, await matchIngredients(recipe));
  }
  throwIfAborted(signal);

  await db.transaction(async (tx) => {
    const chefRows = (['chef', 'admin'] as const).map((role) => ({
      id: stableId(`chef:${AUTHOR_BY_ROLE[role]}`),
      name: AUTHOR_BY_ROLE[role],
      bio:
        role === 'chef'
          ? 'Home cook turned recipe developer. Big flavours, short shopping lists and food that works on a Tuesday.'
          : 'The Simmer team tests every recipe in a home kitchen with ordinary pans before it goes live.',
      userId: userIds.get(role) ?? null,
    }));
    await tx.insert(chefs).values(chefRows).onConflictDoNothing();
    const chefIdByRole = new Map(
      chefRows.map((row, i) => [(['chef', 'admin'] as const)[i], row.id]),
    );

    const now = Date.now();
    const recipeRows = prepared.map(({ recipe, id, owner }, index) => {
      const createdAt = new Date(now - index * 36 * 60 * 60 * 1000);
      return {
        id,
        name: recipe.name,
        description: recipe.description,
        visibility: owner.visibility,
        ingredients: ingredientsByRecipe.get(id)!,
        instructions: recipe.instructions.map((step) => ({
          text: step.text,
          estimatedDuration: step.estimatedDuration,
          complexity: step.complexity,
          requiresAttention: step.requiresAttention,
          ...(step.tips ? { tips: step.tips } : {}),
        })),
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        totalTime: recipe.prepTime + recipe.cookTime,
        servings: recipe.servings,
        cuisine: recipe.cuisine,
        tags: recipe.tags,
        ...recipeSearchFields(recipe),
        difficulty: recipe.difficulty,
        author: AUTHOR_BY_ROLE[owner.role],
        nutritionalInfo: recipe.nutritionalInfo,
        dietaryRestrictions: recipe.dietary,
        rating: 3.5 + ((index * 7) % 16) / 10,
        createdBy: userIds.get(owner.role) ?? '',
        chefId:
          owner.role === 'chef' || owner.role === 'admin'
            ? (chefIdByRole.get(owner.role) ?? null)
            : null,
        videos: (videosById.get(id) ?? {}) as Record<string, unknown>,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await tx.insert(recipes).values(recipeRows).onConflictDoNothing();
    await tx
      .insert(recipeStats)
      .values(
        recipeRows.map((row) => ({
          recipeId: row.id,
          rating: row.rating,
          ratingCount: 3 + (row.name.length % 9),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(userRecipes)
      .values(
        recipeRows.map((row) => ({ userId: row.createdBy, recipeId: row.id, source: 'owner' })),
      )
      .onConflictDoNothing();
    await tx.delete(recipeImages).where(
      inArray(
        recipeImages.recipeId,
        recipeRows.map((row) => row.id),
      ),
    );
    await tx.insert(recipeImages).values(
      prepared.map(({ id, imageKey, width, height }) => ({
        id: stableId(`image:${imageKey}`),
        recipeId: id,
        position: 0,
        storageKey: imageKey,
        width,
        height,
      })),
    );
    await tx.insert(appMeta).values({
      key: SEED_KEY,
      value: {
        version: SEED_VERSION,
        recipes: recipeRows.length,
        seededAt: new Date().toISOString(),
      },
    });
  });
  log(`Seeded ${prepared.length} demo recipes.`);
  return { seeded: true, recipes: prepared.length };
}
