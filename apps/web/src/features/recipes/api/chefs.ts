import type { ChefPage, FollowState } from '@simmer/domain/recipes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export const chefQueryKeys = {
  all: ['chefs'] as const,
  detail: (id: string) => ['chefs', 'detail', id] as const,
};

const chefPath = (id: string) => `/api/chefs/${encodeURIComponent(id)}`;

/** A chef and the recipes the viewer may see (GET /api/chefs/:id); public. */
export function useChef(id: string) {
  return useQuery({
    queryKey: chefQueryKeys.detail(id),
    queryFn: () => apiFetch<ChefPage>(chefPath(id)),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/**
 * Follows or unfollows a chef (PUT or DELETE /api/chefs/:id/follow). Optimistic: the button and
 * the count change at once and go back if the server refuses.
 */
export function useFollowChef(id: string) {
  const queryClient = useQueryClient();
  const key = chefQueryKeys.detail(id);
  const mutationKey = ['chefs', 'follow', id];
  return useMutation({
    mutationKey,
    // Quick clicks reach the server in order.
    scope: { id: `chef-follow:${id}` },
    mutationFn: (isFollowing: boolean) =>
      apiFetch<FollowState>(`${chefPath(id)}/follow`, { method: isFollowing ? 'PUT' : 'DELETE' }),
    onMutate: async (isFollowing) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ChefPage>(key, (page) =>
        page && page.isFollowing !== isFollowing
          ? {
              ...page,
              isFollowing,
              followerCount: Math.max(0, page.followerCount + (isFollowing ? 1 : -1)),
            }
          : page,
      );
    },
    onSuccess: (state) => {
      // A later click still queued keeps its own optimistic state.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<ChefPage>(key, (page) => (page ? { ...page, ...state } : page));
    },
    onError: async (error, isFollowing) => {
      void notify({
        color: 'red',
        title: 'Error',
        message:
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? error.message
            : `Failed to ${isFollowing ? 'follow' : 'unfollow'} chef`,
      });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
