import { localKeys, safeLocalSet, safeSessionSet, sessionKeys } from './storage-keys';

const UTM_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

/** Where a visitor came from travels with their sign-up (spec 1 §3, utm). */
export function rememberUtm(params: URLSearchParams) {
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, params.get(`utm_${field}`)] as const).filter(
      (entry): entry is readonly [(typeof UTM_FIELDS)[number], string] => Boolean(entry[1]),
    ),
  );
  if (Object.keys(utm).length > 0) safeSessionSet(sessionKeys.utm, JSON.stringify(utm));
}

/** A visitor arriving from a shared link keeps the recipe for after sign-in (spec 2 §2). */
export function rememberSharedRecipe(params: URLSearchParams) {
  const recipeId = params.get('recipeId');
  const shareId = params.get('shareId');
  if (!recipeId || !shareId) return;
  safeLocalSet(localKeys.pendingSharedRecipe, recipeId);
  safeLocalSet(localKeys.pendingShareId, shareId);
}
