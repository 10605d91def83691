import type { Purchase, StartPurchaseResult } from '@simmer/domain/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { recipeQueryKeys } from './recipes';

/**
 * POST /api/purchases: a pending purchase and a one-time checkout; the browser then leaves for the
 * provider's page (Stripe Checkout, or the local test-payments page).
 */
export function useStartPurchase() {
  return useMutation({
    mutationFn: (recipeId: string) =>
      apiFetch<StartPurchaseResult>('/api/purchases', {
        method: 'POST',
        body: JSON.stringify({ recipeId }),
      }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

/**
 * The return from checkout (?purchase=success&pid=…): the server reads the session from the
 * provider before it grants access, then the recipe is read again, unlocked.
 */
export function useConfirmPurchase(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) =>
      apiFetch<Purchase>(`/api/purchases/${encodeURIComponent(purchaseId)}/confirm`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.detail(recipeId) }),
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.lists }),
      ]),
  });
}

type AdminPurchase = Purchase & { userId: string; buyerEmail: string | null };

const recipePurchasesKey = (recipeId: string) => ['recipes', 'purchases', recipeId] as const;

/** GET /api/admin/recipes/:id/purchases: a recipe's purchases, for an admin. */
export function useRecipePurchases(recipeId: string, enabled: boolean) {
  return useQuery({
    queryKey: recipePurchasesKey(recipeId),
    queryFn: ({ signal }) =>
      apiFetch<{ purchases: AdminPurchase[] }>(
        `/api/admin/recipes/${encodeURIComponent(recipeId)}/purchases`,
        { signal },
      ),
    enabled,
  });
}

/** POST /api/admin/purchases/:id/refund: a full refund; the buyer's access ends. */
export function useRefundPurchase(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, reason }: { purchaseId: string; reason: string }) =>
      apiFetch<Purchase>(`/api/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipePurchasesKey(recipeId) }),
        queryClient.invalidateQueries({ queryKey: recipeQueryKeys.detail(recipeId) }),
      ]),
  });
}
