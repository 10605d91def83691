import { permissionsForRole, roleOf, type Role } from '@simmer/domain/accounts';
import { ADMIN_MESSAGES } from '@simmer/domain/admin';
import { detectBrowser } from '@simmer/domain/analytics';
import {
  DELETE_ACCOUNT_MESSAGES,
  FRESH_SIGN_IN_MINUTES,
  defaultUserSettings,
  normaliseDietaryRestrictions,
  type AcquisitionInput,
  type CookingProfile,
  type Persona,
  type Profile,
  type UpdateProfileInput,
  type UserSettings,
} from '@simmer/domain/profiles';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { createImageVariants } from '../../lib/images';
import { newStorageKey, type Storage } from '../../lib/storage';
import type { AnalyticsService } from '../analytics';
import { recordAdminAction } from '../audit';
import {
  createAccountsRepository,
  type ChefProfileDetails,
  type ProfileRow,
  type UserRow,
} from './accounts.repository';
import { authUserOf, type AuthUser } from '../../plugins/auth-guard';
import type { Auth } from './auth';

const IMAGE_VARIANTS = ['thumb', 'medium', 'large'] as const;

/** The storage key prefix of an avatar stored by updateAvatar, from its URL. */
const avatarKeyOf = (image: string | null | undefined) =>
  image?.match(/^\/media\/(users\/[^/]+\/[\w-]+)_medium\.jpg$/)?.[1];

function toProfile(user: UserRow, profile: ProfileRow, hasPassword: boolean): Profile {
  const role = roleOf(user.role);
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    photoUrl: user.image,
    role,
    permissions: [...permissionsForRole(role)],
    persona: profile.persona as Persona,
    cookingProfile: profile.cookingProfile,
    onboardingCompleted: profile.onboardingCompleted,
    stats: {
      recipesCreated: profile.recipesCreated,
      mealsPlanned: profile.mealsPlanned,
      groceryListsGenerated: profile.groceryListsGenerated,
    },
    subscription: {
      status: profile.subscriptionStatus,
      tier: profile.subscriptionTier === 'pro' ? 'pro' : 'free',
      period:
        profile.subscriptionPeriod === 'monthly' || profile.subscriptionPeriod === 'annually'
          ? profile.subscriptionPeriod
          : null,
      currentPeriodEnd: profile.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    },
    twoFactorEnabled: user.twoFactorEnabled,
    hasPassword,
    createdAt: user.createdAt.toISOString(),
    lastLogin: profile.lastLogin?.toISOString() ?? null,
    lastActive: profile.lastActive?.toISOString() ?? null,
    socialProfiles: {
      ...(profile.socialProfiles.instagram ? { instagram: profile.socialProfiles.instagram } : {}),
      ...(profile.socialProfiles.tiktok ? { tiktok: profile.socialProfiles.tiktok } : {}),
    },
  };
}

const ACTIVE_MARK_INTERVAL_MS = 60_000;
const ACTIVE_MARK_CACHE_SIZE = 10_000;

export function createAccountsService(deps: {
  db: Db;
  storage: Storage;
  /** Where import photos are kept (never served): they go with the account. */
  privateStorage: Storage;
  analytics: AnalyticsService;
  auth: Auth;
  /**
   * Runs before an account is deleted, once its owner is confirmed (billing ends a paid
   * subscription, so a deleted account is never charged again); a failure keeps the account.
   */
  beforeDelete?: (userId: string) => Promise<void>;
}) {
  const { db, storage, privateStorage, analytics, auth } = deps;
  const repository = createAccountsRepository(db);
  // The database keeps lastActive to five minutes; this spares a query on every other request.
  const lastMarked = new Map<string, number>();

  async function getProfile(userId: string): Promise<Profile> {
    const user = await repository.findUser(userId);
    if (!user) throw notFound('User not found');
    const [profile, hasPassword] = await Promise.all([
      repository.ensureProfile(userId),
      repository.hasPassword(userId),
    ]);
    return toProfile(user, profile, hasPassword);
  }

  /**
   * Deleting an account needs its password, checked by better-auth, or for an account without one
   * (Google) a sign-in within the last minutes: a session left open on a shared computer is not enough.
   */
  async function confirmIdentity(userId: string, password: string | undefined, headers: Headers) {
    if (await repository.hasPassword(userId)) {
      if (!password) throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_MESSAGES.passwordRequired);
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 400)
          throw new AppError('FORBIDDEN', DELETE_ACCOUNT_MESSAGES.wrongPassword);
        throw error;
      }
      return;
    }
    const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    const signedInAt = session?.session.createdAt.getTime() ?? 0;
    if (session?.user.id !== userId || signedInAt < Date.now() - FRESH_SIGN_IN_MINUTES * 60_000)
      throw new AppError('FORBIDDEN', DELETE_ACCOUNT_MESSAGES.signInAgain);
  }

  const removeImageFiles = (key: string) =>
    Promise.all(IMAGE_VARIANTS.map((variant) => storage.delete(`${key}_${variant}.jpg`)));

  /**
   * Changes a user's role inside `tx`, refusing to remove the last admin (409). The admins' rows are
   * locked first, so two admins demoting each other at once cannot leave none. Returns the role
   * before and after.
   */
  async function changeRoleIn(
    tx: Db,
    userId: string,
    role: Role,
    changes: { name?: string } = {},
  ): Promise<{ before: Role; after: Role }> {
    const scoped = createAccountsRepository(tx);
    const user = await scoped.findUser(userId);
    if (!user) throw notFound('User not found');
    const before = roleOf(user.role);
    if (before === 'admin' && role !== 'admin') {
      const admins = await scoped.lockAdmins();
      if (admins.length <= 1 && admins.includes(userId))
        throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    }
    await scoped.updateUser(userId, { role, ...changes });
    return { before, after: role };
  }

  /**
   * An admin's role change (spec 1 §4): chef also creates the chef profile, in one transaction with
   * the audit entry when an admin (`actorId`) made it.
   */
  async function setRole(userId: string, role: Role, actorId?: string): Promise<Profile> {
    await db.transaction(async (tx) => {
      const change = await changeRoleIn(tx, userId, role);
      if (role === 'chef') await createAccountsRepository(tx).createChefProfile(userId);
      if (actorId)
        await recordAdminAction(tx, {
          action: 'user.role_changed',
          actorId,
          targetUserId: userId,
          before: { role: change.before },
          after: { role: change.after },
        });
    });
    return getProfile(userId);
  }

  /**
   * The set-chef action inside the caller's transaction `tx`, with an approved application's
   * details: role chef, the display name, and the chef profile created or updated from them.
   */
  async function makeChef(
    tx: Db,
    userId: string,
    details: ChefProfileDetails & { displayName: string },
  ): Promise<{ before: Role; after: Role }> {
    const change = await changeRoleIn(tx, userId, 'chef', { name: details.displayName });
    await createAccountsRepository(tx).upsertChefProfile(userId, details);
    return change;
  }

  return {
    getProfile,

    /**
     * Who a user is to the rules that read recipes for them (id, email, name, role and the role's
     * permissions), from their user row alone; undefined when the account is gone. A shopping
     * list rebuilt for its owner asks this, not the whole profile (three reads).
     */
    async viewerOf(userId: string): Promise<AuthUser | undefined> {
      const user = await repository.findUser(userId);
      return user && authUserOf(user);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      if (input.displayName !== undefined)
        await repository.updateUser(userId, { name: input.displayName });
      if (input.persona !== undefined) {
        await repository.ensureProfile(userId);
        await repository.updateProfile(userId, { persona: input.persona });
      }
      if (input.socialProfiles !== undefined) {
        const current = (await repository.ensureProfile(userId)).socialProfiles;
        // An empty handle clears it; a handle not sent stays.
        const merged = Object.fromEntries(
          Object.entries({ ...current, ...input.socialProfiles }).filter(([, value]) => value),
        );
        await repository.updateProfile(userId, { socialProfiles: merged });
      }
      return getProfile(userId);
    },

    async updateCookingProfile(userId: string, cookingProfile: CookingProfile): Promise<Profile> {
      await repository.ensureProfile(userId);
      // Saving a cooking profile is setting the profile up (spec 1 §4 profile-setup, ADR 0020).
      await repository.updateProfile(userId, {
        onboardingCompleted: true,
        cookingProfile: {
          ...cookingProfile,
          dietaryRestrictions: normaliseDietaryRestrictions(cookingProfile.dietaryRestrictions),
        },
      });
      return getProfile(userId);
    },

    /** The questionnaire's result: the cooking profile and persona in one write (spec 2 §4). */
    async saveQuestionnaireResult(
      userId: string,
      result: { cookingProfile: CookingProfile; persona: Persona },
    ): Promise<Profile> {
      await repository.ensureProfile(userId);
      await repository.updateProfile(userId, {
        onboardingCompleted: true,
        persona: result.persona,
        cookingProfile: {
          ...result.cookingProfile,
          dietaryRestrictions: normaliseDietaryRestrictions(
            result.cookingProfile.dietaryRestrictions,
          ),
        },
      });
      return getProfile(userId);
    },

    async getSettings(userId: string): Promise<UserSettings> {
      return (await repository.ensureProfile(userId)).settings;
    },

    async updateSettings(userId: string, settings: UserSettings): Promise<UserSettings> {
      await repository.ensureProfile(userId);
      await repository.updateProfile(userId, { settings });
      return settings;
    },

    async resetSettings(userId: string): Promise<UserSettings> {
      const settings = defaultUserSettings();
      await repository.ensureProfile(userId);
      await repository.updateProfile(userId, { settings });
      return settings;
    },

    async updateAvatar(userId: string, image: Buffer): Promise<Profile> {
      const variants = await createImageVariants(image);
      const key = newStorageKey(`users/${userId}`);
      for (const [variant, file] of Object.entries(variants.files)) {
        await storage.put(`${key}_${variant}.jpg`, file);
      }
      const previous = (await repository.findUser(userId))?.image;
      await repository.updateUser(userId, { image: storage.urlFor(`${key}_medium.jpg`) });
      const previousKey = avatarKeyOf(previous);
      if (previousKey) await removeImageFiles(previousKey);
      return getProfile(userId);
    },

    /** Keeps where a new user came from (once) and records the signup event. */
    async recordAcquisition(
      userId: string,
      input: AcquisitionInput,
      userAgent: string | undefined,
    ) {
      const user = await repository.findUser(userId);
      if (!user) throw notFound('User not found');
      const profile = await repository.ensureProfile(userId);
      if (profile.acquisition) return;
      const timestamp = new Date().toISOString();
      const isFirst = await repository.setAcquisitionOnce(userId, {
        ...input.utm,
        referrer: input.referrer,
        timestamp,
      });
      // Requests sent together all pass the check above; only the one that set it records.
      if (!isFirst) return;
      await analytics.record('signup', userId, {
        email: user.email,
        utm: input.utm,
        referrer: input.referrer,
        platform: input.platform,
        browser: detectBrowser(input.platform?.userAgent ?? userAgent),
      });
    },

    /** Deletes the account once its owner confirmed it; files go after the commit. */
    async deleteAccount(
      userId: string,
      proof: { password: string | undefined; headers: Headers },
    ): Promise<void> {
      const user = await repository.findUser(userId);
      if (!user) throw notFound('User not found');
      await confirmIdentity(userId, proof.password, proof.headers);
      await deps.beforeDelete?.(userId);
      const files = await db.transaction((tx) =>
        createAccountsRepository(tx).deleteAccount(userId),
      );
      const avatarKey = avatarKeyOf(user.image);
      const imageKeys = [...(avatarKey ? [avatarKey] : []), ...files.recipeImageKeys];
      // The account is gone whatever happens here: every file is tried, none fails the request.
      await Promise.allSettled([
        ...imageKeys.map(removeImageFiles),
        ...files.importPhotoKeys.map((key) => privateStorage.delete(key)),
      ]);
    },

    async exportData(userId: string) {
      const data = await repository.exportData(userId);
      const avatarKey = avatarKeyOf(data.user?.image);
      const variants = (key: string) =>
        IMAGE_VARIANTS.map((variant) => storage.urlFor(`${key}_${variant}.jpg`));
      const uploadedFiles = [
        ...(avatarKey ? variants(avatarKey).map((url) => ({ kind: 'avatar', url })) : []),
        ...data.recipeImages.flatMap((image) =>
          variants(image.storageKey).map((url) => ({
            kind: 'recipe-image',
            recipeId: image.recipeId,
            url,
            uploadedAt: image.createdAt,
          })),
        ),
        ...data.imports.flatMap((row) =>
          row.imageKey
            ? [
                {
                  kind: 'import-photo',
                  key: row.imageKey,
                  fileName: row.fileName,
                  uploadedAt: row.createdAt,
                },
              ]
            : [],
        ),
      ];
      const { recipeImages: _images, ...rest } = data;
      return { exportedAt: new Date().toISOString(), ...rest, uploadedFiles };
    },

    setRole,
    /** The dedicated set-chef action: role chef plus a chef profile with the spec's defaults. */
    setChef: (userId: string, actorId?: string) => setRole(userId, 'chef', actorId),
    makeChef,

    async getChefProfile(userId: string) {
      const chef = await repository.findChefProfile(userId);
      if (!chef) throw notFound('Chef not found');
      return chef;
    },

    /** Marks the user active; a user already marked in the last minute costs no query. */
    markActive(userId: string) {
      const now = Date.now();
      if ((lastMarked.get(userId) ?? 0) > now - ACTIVE_MARK_INTERVAL_MS) return;
      if (lastMarked.size >= ACTIVE_MARK_CACHE_SIZE) lastMarked.clear();
      lastMarked.set(userId, now);
      void repository.touchLastActive(userId).catch(() => undefined);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
