import type { AccessReason } from '@simmer/domain/admin';

/** What a viewer's user-recipe link says about their access to the recipe. */
export interface AccessLink {
  purchaseId: string | null;
  status: string | null;
  /** An admin granted them the recipe (recipe_access_grants). */
  granted?: boolean;
}

/**
 * The one rule for opening a recipe's content (spec 2 §4 recipe detail, §6): the creator, anyone
 * when the recipe is not for sale, an admin, a buyer whose purchase is active, or a user an admin
 * granted it to. `null` when the recipe is locked to the viewer (a visitor is `undefined`).
 * `ingredientsReadableBy` (recipes.repository) is the same rule written in SQL.
 */
export function openReason(
  recipe: { isPurchasable: boolean; createdBy: string | null },
  viewer: { id: string; role: string } | undefined,
  link: AccessLink | undefined,
): Exclude<AccessReason, 'private' | 'locked'> | null {
  if (viewer && recipe.createdBy === viewer.id) return 'creator';
  if (!recipe.isPurchasable) return 'not_purchasable';
  if (viewer?.role === 'admin') return 'admin';
  if (!viewer) return null;
  if (link?.purchaseId && link.status === 'active') return 'purchase';
  if (link?.granted) return 'grant';
  return null;
}
