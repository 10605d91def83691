export const ROLES = ['free', 'pro', 'chef', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A missing or unknown role means free (spec 1 §6). */
export function roleOf(value: string | null | undefined): Role {
  return isRole(value) ? value : 'free';
}

export function isAdmin(role: string | null | undefined): boolean {
  return roleOf(role) === 'admin';
}

/** Admin or chef: the cook-mode editor and selling (spec 1 §6). */
export function isChefOrAdmin(role: string | null | undefined): boolean {
  const r = roleOf(role);
  return r === 'admin' || r === 'chef';
}

export const MIN_PASSWORD_LENGTH = 6;

export const ACCESS_DENIED_MESSAGE = 'Access denied. Insufficient permissions.';
export const CHEF_REQUIRED_MESSAGE = 'Unauthorized: Chef privileges required';
