import { z } from 'zod';
import { ROLES } from '../accounts/roles';
import { id, int, text } from '../validation';

/** Spec 3 §9: the admin's user list shows 10 users a page. */
export const ADMIN_PAGE_SIZE = 10;
/** Spec 1 §4: a trial with this many days or fewer left is flagged red in the admin view. */
export const TRIAL_WARNING_DAYS = 3;
/** The longest search an admin may type; longer input is refused, never cut silently. */
export const ADMIN_SEARCH_MAX = 100;
/** The last page an admin list reaches (100,000 rows at 10 a page). */
export const ADMIN_MAX_PAGE = 10_000;

/** Spec 2 §8 (admin): toasts vanish after 5 s. */
export const ADMIN_TOAST_MS = 5_000;

export const ADMIN_MESSAGES = {
  roleUpdated: (role: string) => `User role updated to ${role} successfully`,
  roleUpdateFailed: 'Failed to update user role',
  fetchUsersFailed: 'Failed to fetch users',
  fetchRecipesFailed: 'Failed to fetch recipes',
  noUsers: 'No users found',
  resetSucceeded: 'Onboarding progress reset successfully',
  resetFailed: 'Failed to reset onboarding progress',
  settingsUnderDevelopment: 'Settings panel is under development',
  lastAdmin: 'This is the last admin: make another user an admin before changing this role',
} as const;

export const ListAdminUsersQuerySchema = z.object({
  q: text('Search', { max: ADMIN_SEARCH_MAX }).optional(),
  page: int('Page', { min: 1, max: ADMIN_MAX_PAGE, coerce: true }).default(1),
});
export type ListAdminUsersQuery = z.infer<typeof ListAdminUsersQuerySchema>;

/** The admin view of one user (spec 1 §3): identity, subscription, acquisition, metrics. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  lastActive: z.string().nullable(),
  socialProfiles: z.object({
    instagram: z.string().nullable(),
    tiktok: z.string().nullable(),
  }),
  subscription: z.object({
    tier: z.string(),
    status: z.string(),
    customerId: z.string().nullable(),
    trialEnd: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  preferences: z.object({
    persona: z.string(),
    onboardingCompleted: z.boolean(),
  }),
  acquisition: z
    .object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      content: z.string().nullable(),
      term: z.string().nullable(),
      referrer: z.string().nullable(),
      timestamp: z.string().nullable(),
    })
    .nullable(),
  metrics: z.object({
    plannedMeals: z.number().int(),
    recipeCount: z.number().int(),
    lastRecipeCreated: z.string().nullable(),
    lastMealPlanned: z.string().nullable(),
    totalCookTime: z.number().int(),
  }),
  pendingChefApplicationId: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserRecipesSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  recipes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      visibility: z.string(),
      isPurchasable: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserRecipes = z.infer<typeof AdminUserRecipesSchema>;

/** What the audit trail records: one name per admin action. */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'chef_application.approved',
  'chef_application.rejected',
  'onboarding.reset',
  'purchase.refunded',
  'recipe.ingredients_reprocessed',
  'recipe_access.granted',
  'recipe_access.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Role changed',
  'chef_application.approved': 'Chef application approved',
  'chef_application.rejected': 'Chef application declined',
  'onboarding.reset': 'Onboarding reset',
  'purchase.refunded': 'Purchase refunded',
  'recipe.ingredients_reprocessed': 'Recipe ingredients reprocessed',
  'recipe_access.granted': 'Recipe access granted',
  'recipe_access.revoked': 'Recipe access revoked',
};

export const ListAuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown audit action' }).optional(),
  actor: id('Actor').optional(),
  page: int('Page', { min: 1, max: ADMIN_MAX_PAGE, coerce: true }).default(1),
});
export type ListAuditQuery = z.infer<typeof ListAuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetUserEmail: z.string().nullable(),
  targetRecipeId: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
