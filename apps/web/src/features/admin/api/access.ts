import type {
  AccessCheck,
  AdminUserPage,
  GrantAccessInput,
  GrantPage,
  GrantRecipe,
  GrantResult,
  RevokeResult,
} from '@simmer/domain/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminQueryKeys } from './admin';

export interface GrantFilter {
  userId?: string;
  recipeId?: string;
}

const filterParams = (filter: GrantFilter) => ({
  ...(filter.userId ? { userId: filter.userId } : {}),
  ...(filter.recipeId ? { recipeId: filter.recipeId } : {}),
});

export const accessQueryKeys = {
  recipes: (q: string) => ['admin', 'access', 'recipes', q] as const,
  userSearch: (q: string) => ['admin', 'access', 'users', q] as const,
  grants: (filter: GrantFilter, page: number) =>
    ['admin', 'access', 'grants', filter.userId ?? null, filter.recipeId ?? null, page] as const,
  check: (userId: string, recipeId: string) =>
    ['admin', 'access', 'check', userId, recipeId] as const,
};

/** Recipes to grant by name or id (GET /api/admin/grants/recipes), the newest when empty. */
export function useGrantRecipeSearch(q: string) {
  return useQuery({
    queryKey: accessQueryKeys.recipes(q),
    queryFn: () =>
      apiFetch<{ recipes: GrantRecipe[] }>(
        `/api/admin/grants/recipes?${new URLSearchParams(q ? { q } : {}).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Users to grant to: the Users tab's own search (GET /api/admin/users), first page. */
export function useGrantUserSearch(q: string) {
  return useQuery({
    queryKey: accessQueryKeys.userSearch(q),
    queryFn: () =>
      apiFetch<AdminUserPage>(
        `/api/admin/users?${new URLSearchParams({ q, page: '1' }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useGrants(filter: GrantFilter, page: number) {
  return useQuery({
    queryKey: accessQueryKeys.grants(filter, page),
    queryFn: () =>
      apiFetch<GrantPage>(
        `/api/admin/grants?${new URLSearchParams({ ...filterParams(filter), page: String(page) }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the grants the list shows (same filters). */
export const grantsExportUrl = (filter: GrantFilter) => {
  const params = new URLSearchParams(filterParams(filter)).toString();
  return `/api/admin/grants/export.csv${params ? `?${params}` : ''}`;
};

export function useCheckAccess(userId: string | null, recipeId: string | null) {
  return useQuery({
    queryKey: accessQueryKeys.check(userId ?? '', recipeId ?? ''),
    queryFn: () =>
      apiFetch<AccessCheck>(
        `/api/admin/grants/check?${new URLSearchParams({ userId: userId ?? '', recipeId: recipeId ?? '' }).toString()}`,
      ),
    enabled: Boolean(userId && recipeId),
    retry: false,
  });
}

/** Grants and revokes change the lists, the checks and the audit trail. */
function useAccessMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

export function useGrantAccess() {
  return useAccessMutation((input: GrantAccessInput) =>
    apiFetch<GrantResult>('/api/admin/grants', {
      method: 'POST',
      body: JSON.stringify(input),
      // Thousands of users are written 500 at a time: more than a plain request's wait.
      timeoutMs: 60_000,
    }),
  );
}

export function useRevokeGrant() {
  return useAccessMutation(({ userId, recipeId }: { userId: string; recipeId: string }) =>
    apiFetch<RevokeResult>(
      `/api/admin/grants/${encodeURIComponent(userId)}/${encodeURIComponent(recipeId)}`,
      { method: 'DELETE' },
    ),
  );
}
