import { defaultCookingProfile, defaultUserSettings } from '@simmer/domain/profiles';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  analyticsEvents,
  chefProfiles,
  chefs,
  recipes,
  sessions,
  twoFactors,
  userProfiles,
  userRecipes,
  users,
} from '../../db/schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export function createAccountsRepository(db: Db) {
  return {
    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return Boolean(row);
    },

    async findUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async findProfile(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      return row;
    },

    /** Creates the profile with the defaults unless it exists; returns the stored row. */
    async ensureProfile(userId: string): Promise<ProfileRow> {
      await db
        .insert(userProfiles)
        .values({
          userId,
          cookingProfile: defaultCookingProfile(),
          settings: defaultUserSettings(),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
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

    async findChefProfile(userId: string) {
      const [row] = await db.select().from(chefProfiles).where(eq(chefProfiles.userId, userId));
      return row;
    },

    /**
     * Deletes the account and what belongs only to it. Recipes other people bought stay, without
     * the creator; sessions, profile, links and two-factor secrets go with the user row (cascade).
     */
    async deleteAccount(userId: string) {
      await db
        .update(recipes)
        .set({ createdBy: null, author: '' })
        .where(and(eq(recipes.createdBy, userId), gt(recipes.purchaseCount, 0)));
      await db.delete(recipes).where(eq(recipes.createdBy, userId));
      await db.update(chefs).set({ userId: null }).where(eq(chefs.userId, userId));
      await db.delete(users).where(eq(users.id, userId));
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
        recipes: await db.select().from(recipes).where(eq(recipes.createdBy, userId)),
        savedRecipes: await db.select().from(userRecipes).where(eq(userRecipes.userId, userId)),
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
