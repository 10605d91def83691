import type { Role } from '@simmer/domain/accounts';
import type { AdminUserPage, AdminUserRecipes, AuditAction, AuditPage } from '@simmer/domain/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const adminQueryKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  audit: (action: AuditAction | null, page: number) => ['admin', 'audit', action, page] as const,
  userRecipes: (userId: string) => ['admin', 'user-recipes', userId] as const,
};

/** One page of the user search (GET /api/admin/users); the previous page stays while typing. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.users(q, page),
    queryFn: () =>
      apiFetch<AdminUserPage>(
        `/api/admin/users?${new URLSearchParams({ q, page: String(page) }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(action: AuditAction | null, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.audit(action, page),
    queryFn: () =>
      apiFetch<AuditPage>(
        `/api/admin/audit?${new URLSearchParams({
          ...(action ? { action } : {}),
          page: String(page),
        }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUserRecipes(userId: string) {
  return useQuery({
    queryKey: adminQueryKeys.userRecipes(userId),
    queryFn: () =>
      apiFetch<AdminUserRecipes>(`/api/admin/users/${encodeURIComponent(userId)}/recipes`),
  });
}

/** Every admin action changes what the lists and the audit trail show. */
function useAdminMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

/** Chef goes through the set-chef action, which creates the chef profile (spec 1 §6). */
export function useChangeRole() {
  return useAdminMutation(({ userId, role }: { userId: string; role: Role }) =>
    role === 'chef'
      ? apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/set-chef`, { method: 'POST' })
      : apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
          method: 'PATCH',
          body: JSON.stringify({ role }),
        }),
  );
}

export function useDecideChefApplication() {
  return useAdminMutation(
    ({ applicationId, decision }: { applicationId: string; decision: 'approve' | 'reject' }) =>
      apiFetch(`/api/admin/chef-applications/${encodeURIComponent(applicationId)}/${decision}`, {
        method: 'POST',
      }),
  );
}

export function useResetOnboarding() {
  return useAdminMutation((userId: string) =>
    apiFetch<{ message: string }>(
      `/api/admin/users/${encodeURIComponent(userId)}/onboarding/reset`,
      { method: 'POST' },
    ),
  );
}
