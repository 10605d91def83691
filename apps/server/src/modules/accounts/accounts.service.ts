import { permissionsForRole, roleOf, type Role } from '@simmer/domain/accounts';
import { detectBrowser } from '@simmer/domain/analytics';
import {
  defaultUserSettings,
  normaliseDietaryRestrictions,
  type AcquisitionInput,
  type CookingProfile,
  type Persona,
  type Profile,
  type UpdateProfileInput,
  type UserSettings,
} from '@simmer/domain/profiles';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { createImageVariants } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { AnalyticsService } from '../analytics';
import { createAccountsRepository, type ProfileRow, type UserRow } from './accounts.repository';

function toProfile(user: UserRow, profile: ProfileRow): Profile {
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
    createdAt: user.createdAt.toISOString(),
    lastLogin: profile.lastLogin?.toISOString() ?? null,
    lastActive: profile.lastActive?.toISOString() ?? null,
  };
}

const ACTIVE_MARK_INTERVAL_MS = 60_000;
const ACTIVE_MARK_CACHE_SIZE = 10_000;

export function createAccountsService(deps: {
  db: Db;
  storage: Storage;
  analytics: AnalyticsService;
}) {
  const { db, storage, analytics } = deps;
  const repository = createAccountsRepository(db);
  // The database keeps lastActive to five minutes; this spares a query on every other request.
  const lastMarked = new Map<string, number>();

  async function getProfile(userId: string): Promise<Profile> {
    const user = await repository.findUser(userId);
    if (!user) throw notFound('User not found');
    const profile = await repository.ensureProfile(userId);
    return toProfile(user, profile);
  }

  async function setRole(userId: string, role: Role): Promise<Profile> {
    await db.transaction(async (tx) => {
      const scoped = createAccountsRepository(tx);
      if (!(await scoped.findUser(userId))) throw notFound('User not found');
      await scoped.updateUser(userId, { role });
      if (role === 'chef') await scoped.createChefProfile(userId);
    });
    return getProfile(userId);
  }

  return {
    getProfile,

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      if (input.displayName !== undefined)
        await repository.updateUser(userId, { name: input.displayName });
      if (input.persona !== undefined) {
        await repository.ensureProfile(userId);
        await repository.updateProfile(userId, { persona: input.persona });
      }
      return getProfile(userId);
    },

    async updateCookingProfile(userId: string, cookingProfile: CookingProfile): Promise<Profile> {
      await repository.ensureProfile(userId);
      await repository.updateProfile(userId, {
        cookingProfile: {
          ...cookingProfile,
          dietaryRestrictions: normaliseDietaryRestrictions(cookingProfile.dietaryRestrictions),
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
      const key = `users/${userId}/${Date.now()}`;
      for (const [variant, file] of Object.entries(variants.files)) {
        await storage.put(`${key}_${variant}.jpg`, file);
      }
      const previous = (await repository.findUser(userId))?.image;
      await repository.updateUser(userId, { image: storage.urlFor(`${key}_medium.jpg`) });
      const previousKey = previous?.match(/^\/media\/(users\/[^/]+\/\d+)_medium\.jpg$/)?.[1];
      if (previousKey) {
        await Promise.all(
          ['thumb', 'medium', 'large'].map((v) => storage.delete(`${previousKey}_${v}.jpg`)),
        );
      }
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

    async deleteAccount(userId: string): Promise<void> {
      const user = await repository.findUser(userId);
      if (!user) throw notFound('User not found');
      await db.transaction(async (tx) => {
        await createAccountsRepository(tx).deleteAccount(userId);
      });
      if (user.image?.startsWith('/media/users/')) {
        const key = user.image.match(/^\/media\/(users\/[^/]+\/\d+)_medium\.jpg$/)?.[1];
        if (key)
          await Promise.all(
            ['thumb', 'medium', 'large'].map((v) => storage.delete(`${key}_${v}.jpg`)),
          );
      }
    },

    async exportData(userId: string) {
      return { exportedAt: new Date().toISOString(), ...(await repository.exportData(userId)) };
    },

    setRole,
    /** The dedicated set-chef action: role chef plus a chef profile with the spec's defaults. */
    setChef: (userId: string) => setRole(userId, 'chef'),

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
