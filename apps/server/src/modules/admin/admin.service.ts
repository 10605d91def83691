import { roleOf } from '@simmer/domain/accounts';
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserPage,
  type AdminUserRecipes,
  type ListAdminUsersQuery,
} from '@simmer/domain/admin';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { createAdminRepository, type AdminUserRow } from './admin.repository';

/** The most recipes the admin's per-user list shows. */
const USER_RECIPES_LIMIT = 500;

/** A timestamp as ISO text, whether the driver gave a Date or a string (raw subqueries). */
function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The admin view of a user (spec 1 §3): never a password, token or payment secret. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  const acquisition = row.acquisition as Record<string, unknown> | null;
  const meals = row.meals ?? { planned: 0, lastPlanned: null, cookMinutes: 0 };
  return {
    id: row.id,
    email: row.email,
    displayName: row.name,
    photoUrl: row.image,
    role: roleOf(row.role),
    createdAt: row.createdAt.toISOString(),
    lastActive: isoOf(row.lastActive),
    socialProfiles: {
      instagram: textOrNull(row.socialProfiles?.instagram),
      tiktok: textOrNull(row.socialProfiles?.tiktok),
    },
    subscription: {
      tier: row.subscriptionTier ?? 'free',
      status: row.subscriptionStatus ?? 'active',
      customerId: row.customerId,
      trialEnd: isoOf(row.trialEnd),
      currentPeriodEnd: isoOf(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
    },
    preferences: {
      persona: row.persona ?? 'busy',
      onboardingCompleted: row.onboardingCompleted ?? false,
    },
    acquisition: acquisition
      ? {
          source: textOrNull(acquisition.source),
          medium: textOrNull(acquisition.medium),
          campaign: textOrNull(acquisition.campaign),
          content: textOrNull(acquisition.content),
          term: textOrNull(acquisition.term),
          referrer: textOrNull(acquisition.referrer),
          timestamp: textOrNull(acquisition.timestamp),
        }
      : null,
    metrics: {
      plannedMeals: Number(meals.planned),
      recipeCount: Number(row.recipeCount),
      lastRecipeCreated: isoOf(row.lastRecipeCreated),
      lastMealPlanned: isoOf(meals.lastPlanned),
      totalCookTime: Number(meals.cookMinutes),
    },
    pendingChefApplicationId: row.pendingApplicationId,
  };
}

export function createAdminService(deps: { db: Db }) {
  const repository = createAdminRepository(deps.db);
  return {
    /** One page of the admin's user search, 10 a page, newest first, with the total. */
    async findUsers(query: ListAdminUsersQuery): Promise<AdminUserPage> {
      const { rows, total } = await repository.findUserPage(query.q, {
        limit: ADMIN_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PAGE_SIZE,
      });
      return { users: rows.map(toAdminUser), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** The recipes a user created (spec 2 §2 /admin/recipes/{uid}). */
    async findUserRecipes(userId: string): Promise<AdminUserRecipes> {
      const user = await repository.findUser(userId);
      if (!user) throw notFound('User not found');
      const rows = await repository.findRecipesOf(userId, USER_RECIPES_LIMIT);
      return {
        user: { id: user.id, email: user.email, displayName: user.name },
        recipes: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
