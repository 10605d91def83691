import {
  BILLING_MESSAGES,
  type BillingPeriod,
  type CheckoutSession,
  type Invoice,
  type MoneyBackRefund,
  type SubscriptionSummary,
} from '@simmer/domain/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

export const billingQueryKeys = {
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
};

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Spec 1 §4: when the status cannot be read the user is treated as free and inactive. */
export const FAILED_STATUS: SubscriptionSummary = {
  status: 'inactive',
  tier: 'free',
  period: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  coupon: null,
  hasSubscription: false,
  provider: 'local',
  moneyBackUntil: null,
};

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingQueryKeys.subscription,
    queryFn: ({ signal }) => apiFetch<SubscriptionSummary>('/api/billing/subscription', { signal }),
    enabled,
  });
}

export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: billingQueryKeys.invoices,
    queryFn: ({ signal }) =>
      apiFetch<{ invoices: Invoice[]; upcoming: Invoice | null }>('/api/billing/invoices', {
        signal,
      }),
    enabled,
  });
}

/**
 * After any change the role may have changed with the plan: the session (role, permissions), the
 * profile and the subscription are read again.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (summary?: SubscriptionSummary) => {
    if (summary) queryClient.setQueryData(billingQueryKeys.subscription, summary);
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
}

/** Starts checkout and leaves for the provider's page (Stripe's, or the local test page). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (period: BillingPeriod) =>
      apiFetch<CheckoutSession>('/api/billing/checkout', post({ tier: 'pro', period })),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export function useConfirmCheckout() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<SubscriptionSummary>('/api/billing/checkout/confirm', post({ sessionId })),
    onSuccess: refresh,
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: { cancelImmediately: boolean; reason?: string }) =>
      apiFetch<SubscriptionSummary>('/api/billing/subscription/cancel', post(input)),
    onSuccess: refresh,
  });
}

/** The 30-day money-back guarantee: the latest payment refunded, the subscription ended now. */
export function useMoneyBackRefund() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiFetch<MoneyBackRefund>('/api/billing/subscription/refund', post()),
    onSuccess: (result) => refresh(result.subscription),
  });
}

export function useReactivateSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionSummary>('/api/billing/subscription/reactivate', post()),
    onSuccess: refresh,
  });
}

export function useApplyCoupon() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (couponCode: string) =>
      apiFetch<SubscriptionSummary>('/api/billing/subscription/coupon', post({ couponCode })),
    onSuccess: refresh,
  });
}

export function useRemoveCoupon() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () =>
      apiFetch<SubscriptionSummary>('/api/billing/subscription/coupon', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Opens the payment-method page: Stripe's Billing Portal, or the local provider's page. */
export function usePaymentMethodPortal() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ url: string }>(
        '/api/billing/portal',
        post({ returnPath: '/profile?tab=subscription' }),
      ),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export { BILLING_MESSAGES };
