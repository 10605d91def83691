import { defaultCookingProfile, defaultUserSettings } from '@simmer/domain/profiles';
import { and, desc, eq, getTableColumns, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  accounts,
  analyticsEvents,
  calendarFeeds,
  chefApplications,
  chefFollows,
  chefProfiles,
  chefs,
  groceryItems,
  groceryPreferences,
  mealItems,
  meals,
  recipeImages,
  recipeImports,
  recipes,
  sessions,
  shareEvents,
  twoFactors,
  userProfiles,
  userRecipes,
  users,
  verifications,
} from '../../db/schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** What a chef tells about themselves when applying (ADR 0024). */
export interface ChefProfileDetails {
  bio: string;
  specialties: string[];
  socialLinks: Record<string, string>;
}

/** The files an account's deletion leaves to remove once its transaction has committed. */
export interface DeletedAccountFiles {
  /** Storage key prefixes of the deleted recipes' images (variants `${key}_${variant}.jpg`). */
  recipeImageKeys: string[];
  /** Private storage keys of import photos. */
  importPhotoKeys: string[];
}

// What search precomputes from a recipe: internal, so never exported.
const {
  searchText: _searchText,
  searchName: _searchName,
  nameWords: _nameWords,
  searchTags: _searchTags,
  searchIngredients: _searchIngredients,
  ...exportedRecipeColumns
} = getTableColumns(recipes);

/** A user's row and profile by id: read by most signed-in requests, so prepared once. */
function prepareAccountReads(db: Db) {
  return {
    user: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('simmer_user_by_id'),
    profile: db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, sql.placeholder('userId')))
      .prepare('simmer_profile_by_user'),
  };
}

export function createAccountsRepository(db: Db) {
  const prepared = preparedOn(db, 'accounts.reads', prepareAccountReads);
  return {
    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return Boolean(row);
    },

    async findUser(userId: string): Promise<UserRow | undefined> {
      const [row] = prepared
        ? await prepared.user.execute({ userId })
        : await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async findProfile(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      return row;
    },

    /** Creates the profile with the defaults unless it exists; returns the stored row. */
    /** The user's profile, created with the defaults the first time (one read when it exists). */
    async ensureProfile(userId: string): Promise<ProfileRow> {
      const read = () =>
        prepared
          ? prepared.profile.execute({ userId })
          : db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      const [existing] = await read();
      if (existing) return existing;
      await db
        .insert(userProfiles)
        .values({
          userId,
          cookingProfile: defaultCookingProfile(),
          settings: defaultUserSettings(),
        })
        .onConflictDoNothing();
      const [row] = await read();
      return row!;
    },

    async updateProfile(userId: string, changes: Partial<typeof userProfiles.$inferInsert>) {
      await db
        .update(userProfiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    },

    async updateUser(userId: string, changes: Partial<Pick<UserRow, 'name' | 'image' | 'role'>>) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** The admins' ids, their rows locked: role changes that could remove the last admin queue here. */
    async lockAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    async touchLastLogin(userId: string, at: Date) {
      await db
        .update(userProfiles)
        .set({ lastLogin: at, lastActive: at })
        .where(eq(userProfiles.userId, userId));
    },

    /** Marks the user active, at most once every five minutes. */
    async touchLastActive(userId: string) {
      await db
        .update(userProfiles)
        .set({ lastActive: new Date() })
        .where(
          and(
            eq(userProfiles.userId, userId),
            sql`(${userProfiles.lastActive} is null or ${userProfiles.lastActive} < now() - interval '5 minutes')`,
          ),
        );
    },

    /** Keeps the first acquisition only; whether this call was the one that set it. */
    async setAcquisitionOnce(
      userId: string,
      acquisition: NonNullable<ProfileRow['acquisition']>,
    ): Promise<boolean> {
      const rows = await db
        .update(userProfiles)
        .set({ acquisition })
        .where(and(eq(userProfiles.userId, userId), sql`${userProfiles.acquisition} is null`))
        .returning({ userId: userProfiles.userId });
      return rows.length > 0;
    },

    async createChefProfile(userId: string) {
      await db.insert(chefProfiles).values({ userId, status: 'active' }).onConflictDoNothing();
    },

    /** Creates the chef profile from an approved application's details, or updates them. */
    async upsertChefProfile(userId: string, details: ChefProfileDetails) {
      const changes = {
        bio: details.bio,
        specialties: details.specialties,
        socialLinks: details.socialLinks,
        status: 'active',
      };
      await db
        .insert(chefProfiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: chefProfiles.userId,
          set: { ...changes, updatedAt: new Date() },
        });
    },

    async findChefProfile(userId: string) {
      const [row] = await db.select().from(chefProfiles).where(eq(chefProfiles.userId, userId));
      return row;
    },

    /** Whether the user can sign in with a password (not only with Google). */
    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.userId, userId),
            eq(accounts.providerId, 'credential'),
            isNotNull(accounts.password),
          ),
        );
      return Boolean(row);
    },

    /**
     * Deletes the account and what belongs only to it, and returns the files to remove after the
     * commit. Recipes other people bought stay, without the creator and with their images;
     * sessions, profile, links, meal plans, lists, imports and two-factor secrets go with the user
     * row (cascade). Analytics events and others' share events keep no trace of who it was.
     */
    async deleteAccount(userId: string): Promise<DeletedAccountFiles> {
      const deletedRecipes = and(eq(recipes.createdBy, userId), eq(recipes.purchaseCount, 0));
      const images = await db
        .select({ storageKey: recipeImages.storageKey })
        .from(recipeImages)
        .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
        .where(deletedRecipes);
      const imports = await db
        .select({ imageKey: recipeImports.imageKey })
        .from(recipeImports)
        .where(and(eq(recipeImports.userId, userId), isNotNull(recipeImports.imageKey)));
      await db
        .update(recipes)
        .set({ createdBy: null, author: '' })
        .where(and(eq(recipes.createdBy, userId), gt(recipes.purchaseCount, 0)));
      await db.delete(recipes).where(eq(recipes.createdBy, userId));
      await db.update(chefs).set({ userId: null }).where(eq(chefs.userId, userId));
      await db
        .update(analyticsEvents)
        .set({ data: sql`${analyticsEvents.data} - 'email'` })
        .where(eq(analyticsEvents.userId, userId));
      await db
        .update(shareEvents)
        .set({
          viewedBy: sql`array_remove(${shareEvents.viewedBy}, ${userId})`,
          convertedUsers: sql`array_remove(${shareEvents.convertedUsers}, ${userId})`,
        })
        .where(
          or(
            sql`${userId} = any(${shareEvents.viewedBy})`,
            sql`${userId} = any(${shareEvents.convertedUsers})`,
          ),
        );
      // better-auth's pending two-factor sign-ins and password resets carry the user id as their value.
      await db.delete(verifications).where(eq(verifications.value, userId));
      await db.delete(users).where(eq(users.id, userId));
      return {
        recipeImageKeys: images.map((image) => image.storageKey),
        importPhotoKeys: imports.flatMap((row) => (row.imageKey ? [row.imageKey] : [])),
      };
    },

    async exportData(userId: string) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          role: users.role,
          emailVerified: users.emailVerified,
          twoFactorEnabled: users.twoFactorEnabled,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return {
        user,
        profile:
          (await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0] ?? null,
        chefProfile:
          (await db.select().from(chefProfiles).where(eq(chefProfiles.userId, userId)))[0] ?? null,
        chefApplications: await db
          .select({
            status: chefApplications.status,
            displayName: chefApplications.displayName,
            bio: chefApplications.bio,
            specialties: chefApplications.specialties,
            socialLinks: chefApplications.socialLinks,
            createdAt: chefApplications.createdAt,
            updatedAt: chefApplications.updatedAt,
            decidedAt: chefApplications.decidedAt,
          })
          .from(chefApplications)
          .where(eq(chefApplications.userId, userId)),
        signInMethods: await db
          .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
        sessions: await db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
        twoFactorConfigured:
          (
            await db
              .select({ id: twoFactors.id })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId))
          ).length > 0,
        recipes: await db
          .select(exportedRecipeColumns)
          .from(recipes)
          .where(eq(recipes.createdBy, userId)),
        recipeImages: await db
          .select({
            recipeId: recipeImages.recipeId,
            storageKey: recipeImages.storageKey,
            createdAt: recipeImages.createdAt,
          })
          .from(recipeImages)
          .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
          .where(eq(recipes.createdBy, userId)),
        savedRecipes: await db.select().from(userRecipes).where(eq(userRecipes.userId, userId)),
        followedChefs: await db
          .select({ chefId: chefFollows.chefId, createdAt: chefFollows.createdAt })
          .from(chefFollows)
          .where(eq(chefFollows.userId, userId)),
        mealPlans: {
          meals: await db
            .select()
            .from(meals)
            .where(eq(meals.userId, userId))
            .orderBy(meals.date, meals.createdAt),
          mealItems: await db.select().from(mealItems).where(eq(mealItems.userId, userId)),
          calendarFeed:
            (
              await db
                .select({ createdAt: calendarFeeds.createdAt })
                .from(calendarFeeds)
                .where(eq(calendarFeeds.userId, userId))
            )[0] ?? null,
        },
        shoppingLists: {
          items: await db
            .select()
            .from(groceryItems)
            .where(eq(groceryItems.userId, userId))
            .orderBy(groceryItems.listDate, groceryItems.addedAt),
          preferences:
            (
              await db
                .select({
                  categoryOrder: groceryPreferences.categoryOrder,
                  updatedAt: groceryPreferences.updatedAt,
                })
                .from(groceryPreferences)
                .where(eq(groceryPreferences.userId, userId))
            )[0] ?? null,
        },
        imports: await db
          .select()
          .from(recipeImports)
          .where(eq(recipeImports.userId, userId))
          .orderBy(desc(recipeImports.createdAt)),
        // Who viewed or saved through a link is other people's data: only the counts are theirs.
        shares: await db
          .select({
            id: shareEvents.id,
            recipeId: shareEvents.recipeId,
            platform: shareEvents.platform,
            views: shareEvents.views,
            saves: shareEvents.saves,
            signups: shareEvents.signups,
            createdAt: shareEvents.createdAt,
            revokedAt: shareEvents.revokedAt,
          })
          .from(shareEvents)
          .where(eq(shareEvents.sharedBy, userId))
          .orderBy(desc(shareEvents.createdAt)),
        analyticsEvents: await db
          .select({
            type: analyticsEvents.type,
            timestamp: analyticsEvents.timestamp,
            data: analyticsEvents.data,
          })
          .from(analyticsEvents)
          .where(eq(analyticsEvents.userId, userId)),
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
