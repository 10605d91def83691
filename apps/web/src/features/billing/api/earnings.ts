import type { EarningsSummary } from '@simmer/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/chef/earnings: the signed-in creator's earnings, summed from the ledger. */
export function useEarnings() {
  return useQuery({
    queryKey: ['billing', 'earnings'],
    queryFn: ({ signal }) => apiFetch<EarningsSummary>('/api/chef/earnings', { signal }),
  });
}
