import type { RecipeShare, SharedRecipe } from '@simmer/domain/recipes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import {
  localKeys,
  safeLocalSet,
  safeSessionGet,
  safeSessionRemove,
  safeSessionSet,
  sessionKeys,
} from '@/lib/storage-keys';
import { recipeQueryKeys } from './recipes';

/** The ids in a shared link: /recipe/shared/{shareId}/{recipeId}. */
export interface ShareLink {
  shareId: string;
  recipeId: string;
}

const sharedPath = ({ shareId, recipeId }: ShareLink) =>
  `/api/shared/${encodeURIComponent(shareId)}/${encodeURIComponent(recipeId)}`;

export const sharingQueryKeys = {
  shared: ({ shareId, recipeId }: ShareLink) => ['shared-recipe', shareId, recipeId] as const,
};

/** A shared recipe, viewable without an account (GET /api/shared/:shareId/:recipeId). */
export function useSharedRecipe(link: ShareLink) {
  return useQuery({
    queryKey: sharingQueryKeys.shared(link),
    queryFn: () => apiFetch<SharedRecipe>(sharedPath(link)),
    // A missing share stays missing; asking again only counts more views.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });
}

export interface SaveResult {
  isSaved: boolean;
  saveCount: number;
}

/** Saves a shared recipe to the signed-in user's collection and credits the share. */
export function useSaveSharedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: ShareLink) =>
      apiFetch<SaveResult>(`${sharedPath(link)}/save`, { method: 'POST' }),
    // The Recipe Box lists and the saved flags change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all }),
  });
}

// Sign Up & Save: the pending ids (spec 1 §3) bring the user back to the link after signing up;
// they are cleared on sign-in, so the wish to save travels in this tab's session storage.
const SAVE_INTENT_KEY = sessionKeys.pendingSharedSave;
const SAVE_INTENT_TTL_MS = 60 * 60_000;
// The intent's time is the browser's, an account's creation time the server's.
const CLOCK_SKEW_MS = 60_000;

interface SaveIntent extends ShareLink {
  at: number;
}

/** Remembers that a visitor asked to save this shared recipe once they have an account. */
export function rememberSignUpAndSave(link: ShareLink) {
  safeLocalSet(localKeys.pendingSharedRecipe, link.recipeId);
  safeLocalSet(localKeys.pendingShareId, link.shareId);
  const intent: SaveIntent = { ...link, at: Date.now() };
  safeSessionSet(SAVE_INTENT_KEY, JSON.stringify(intent));
}

/** Takes (and forgets) a recent wish to save this shared recipe; undefined when there is none. */
export function takeSaveIntent(link: ShareLink): SaveIntent | undefined {
  const raw = safeSessionGet(SAVE_INTENT_KEY);
  if (!raw) return undefined;
  let intent: Partial<SaveIntent> | null = null;
  try {
    intent = JSON.parse(raw) as Partial<SaveIntent>;
  } catch {
    // Not ours, or damaged: forget it below.
  }
  const isThisLink = intent?.shareId === link.shareId && intent.recipeId === link.recipeId;
  if (!isThisLink) {
    // Another link's wish stays for that link, unless it is unreadable.
    if (!intent) safeSessionRemove(SAVE_INTENT_KEY);
    return undefined;
  }
  safeSessionRemove(SAVE_INTENT_KEY);
  const at = typeof intent?.at === 'number' ? intent.at : 0;
  return Date.now() - at <= SAVE_INTENT_TTL_MS ? { ...link, at } : undefined;
}

/**
 * Credits the share with a sign-up when the account was made after the visitor chose Sign Up &
 * Save (not when they signed in to an existing one). Analytics only: failures are ignored.
 */
export async function creditSignupIfNew(intent: SaveIntent): Promise<void> {
  try {
    const me = await apiFetch<{ createdAt: string }>('/api/me');
    if (Date.parse(me.createdAt) < intent.at - CLOCK_SKEW_MS) return;
    await apiFetch<null>(`${sharedPath(intent)}/signup`, { method: 'POST' });
  } catch {
    // Share tracking failures are only logged (spec 2 §8).
  }
}

/** The working links to a recipe the user may revoke: all of them for its owner, else their own. */
export function useRecipeShares(recipeId: string) {
  return useQuery({
    queryKey: recipeQueryKeys.shares(recipeId),
    queryFn: async () =>
      (
        await apiFetch<{ shares: RecipeShare[] }>(
          `/api/recipes/${encodeURIComponent(recipeId)}/shares`,
        )
      ).shares,
  });
}

/** Revokes a shared link: whoever opens it then sees the not-found page. */
export function useRevokeShare(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      apiFetch<null>(
        `/api/recipes/${encodeURIComponent(recipeId)}/shares/${encodeURIComponent(shareId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.shares(recipeId) }),
  });
}

/**
 * Counts a signed-in user's view of a shared link that brought them to `/` (spec 2 §2). A share
 * that no longer exists is not an error worth showing: failures are dropped (spec 2 §8).
 */
export async function recordShareView(link: ShareLink): Promise<void> {
  await apiFetch<SharedRecipe>(sharedPath(link)).catch(() => undefined);
}
