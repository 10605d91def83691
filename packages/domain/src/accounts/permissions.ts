import type { Role } from './roles';
import { roleOf } from './roles';

const FREE_PERMISSIONS = [
  'recipes.create',
  'recipes.read',
  'recipes.update',
  'recipes.delete',
  'recipes.limit.5',
  'mealplan.basic',
  'mealplan.create',
  'mealplan.read',
  'mealplan.update',
  'mealplan.delete',
  'mealplan.weekly',
  'mealplan.stats',
  'grocerylist.basic',
  'grocerylist.create',
  'grocerylist.read',
  'grocerylist.update',
  'grocerylist.delete',
  'ingredients.create',
  'ingredients.read',
  'ingredients.update',
  'ingredients.delete',
  'recipe.basic',
  'recipe.share.basic',
  'nutritionalInfo.basic',
  'support.basic',
] as const;

const PRO_PERMISSIONS = [
  ...FREE_PERMISSIONS,
  'recipes.unlimited',
  'recipe.scaling',
  'recipe.collections',
  'recipe.advanced',
  'mealplan.advanced',
  'recipes.ai',
  'mealplan.ai',
  'mealplan.wizard',
  'grocerylist.smart',
  'grocerylist.advanced',
  'grocerylist.enhanced',
  'nutritionalInfo.full',
  'sharing.family',
  'support.priority',
  'collections.enabled',
  'recipe.share.advanced',
] as const;

const CHEF_PERMISSIONS = [
  ...PRO_PERMISSIONS,
  'recipe.monetize',
  'recipe.sell',
  'analytics.sales',
  'chef.dashboard',
  'chef.profile',
  'chef.earnings',
  'chef.analytics',
  'chef.followers',
  'chef.featured',
  'chef.verification',
  'chef.bulk-upload',
  'chef.premium-content',
  'chef.custom-pricing',
  'chef.subscription-content',
  'chef.premium-support',
] as const;

/** The wildcard: grants every permission. */
export const ALL_PERMISSIONS = '*';

/** Role → permissions, exactly the table of spec 1 §6. */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  free: FREE_PERMISSIONS,
  pro: PRO_PERMISSIONS,
  chef: CHEF_PERMISSIONS,
  admin: [ALL_PERMISSIONS],
};

/** The permissions a role grants; a missing or unknown role means free. */
export function permissionsForRole(role: string | null | undefined): readonly string[] {
  return ROLE_PERMISSIONS[roleOf(role)];
}

/** Whether a permission list grants `permission`, directly or through '*'. */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(ALL_PERMISSIONS) || permissions.includes(permission);
}

/** Whether a role grants `permission`. */
export function roleHasPermission(role: string | null | undefined, permission: string): boolean {
  return hasPermission(permissionsForRole(role), permission);
}

/** Pro status covers pro, chef and admin (spec 1 §4). */
export function isProRole(role: string | null | undefined): boolean {
  const r = roleOf(role);
  return r === 'pro' || r === 'chef' || r === 'admin';
}

/**
 * How many recipes a permission list may own: null for unlimited (recipes.unlimited or '*'),
 * otherwise the number in `recipes.limit.N`, default 5.
 */
export function recipeLimit(permissions: readonly string[]): number | null {
  if (hasPermission(permissions, 'recipes.unlimited')) return null;
  for (const permission of permissions) {
    const match = /^recipes\.limit\.(\d+)$/.exec(permission);
    if (match) return Number(match[1]);
  }
  return 5;
}

/** A valid subscription: status active, or an admin or chef role (spec 1 §6). */
export function hasValidSubscription(
  status: string | null | undefined,
  role: string | null | undefined,
): boolean {
  const r = roleOf(role);
  return status === 'active' || r === 'admin' || r === 'chef';
}

/** Subscribed means active and a tier other than free; pro means subscribed on the pro tier (spec 1 §4). */
export function subscriptionState(
  subscription: { status?: string | null; tier?: string | null } | null | undefined,
) {
  const status = subscription?.status ?? 'inactive';
  const tier = subscription?.tier ?? 'free';
  const isSubscribed = status === 'active' && tier !== 'free';
  return { isSubscribed, isPro: isSubscribed && tier === 'pro' };
}

/** Groups permissions by the prefix before the first dot, for the role checker. */
export function groupPermissions(permissions: readonly string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const permission of permissions) {
    const prefix = permission.split('.')[0] ?? permission;
    (groups[prefix] ??= []).push(permission);
  }
  return groups;
}
