import type { AuditAction, RevenueInterval, RevenueReport } from '@simmer/domain/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface RevenueRange {
  from: string;
  to: string;
  /** Unset: the server picks days for short ranges, weeks for long ones. */
  interval: RevenueInterval | null;
}

const revenueParams = (range: RevenueRange) =>
  new URLSearchParams({
    from: range.from,
    to: range.to,
    ...(range.interval ? { interval: range.interval } : {}),
  }).toString();

/** Revenue and growth for a range (GET /api/admin/revenue); nothing is asked while it is invalid. */
export function useRevenue(range: RevenueRange | null) {
  return useQuery({
    queryKey: ['admin', 'revenue', range] as const,
    queryFn: () => apiFetch<RevenueReport>(`/api/admin/revenue?${revenueParams(range!)}`),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The CSV downloads: plain links, the server answers with an attachment. */
export const exportUrls = {
  revenue: (range: RevenueRange) => `/api/admin/revenue/export.csv?${revenueParams(range)}`,
  users: (q: string) =>
    `/api/admin/users/export.csv${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
  audit: (action: AuditAction | null) =>
    `/api/admin/audit/export.csv${action ? `?${new URLSearchParams({ action }).toString()}` : ''}`,
};
