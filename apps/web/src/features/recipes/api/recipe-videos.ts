import type { RecipeVideos, VideoKind } from '@simmer/domain/recipe-video';
import { VIDEO_MESSAGES } from '@simmer/domain/recipe-video';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, readApiResponse } from '@/lib/api-client';
import type { Segment } from '../video-timeline';
import { recipeVideosUrl } from './recipe-url';

export const recipeVideoKeys = {
  videos: (recipeId: string) => ['recipes', 'videos', recipeId] as const,
};

/**
 * A recipe's videos and step bookmarks (GET /api/recipes/:id/videos). Fresh for a minute: cook
 * mode reads them in the page and again in its video area, and only uploads and bookmark edits
 * (which update this cache) change them.
 */
export function useRecipeVideos(recipeId: string) {
  return useQuery({
    queryKey: recipeVideoKeys.videos(recipeId),
    queryFn: ({ signal }) => apiFetch<RecipeVideos>(recipeVideosUrl(recipeId), { signal }),
    staleTime: 60_000,
  });
}

export interface VideoUpload {
  /** Settles with the recipe's videos after the upload, or rejects with an ApiError. */
  done: Promise<RecipeVideos>;
  cancel: () => void;
}

/**
 * Uploads a video with progress (XMLHttpRequest: fetch cannot report upload progress). The file
 * is streamed by the browser from disk; `onProgress` gets 0–1. A cancelled upload leaves nothing
 * on the server.
 */
export function uploadRecipeVideo(
  recipeId: string,
  kind: VideoKind,
  file: File,
  onProgress: (fraction: number) => void,
): VideoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<RecipeVideos>((resolve, reject) => {
    request.open('PUT', `${recipeVideosUrl(recipeId)}/${kind}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = new Response(request.responseText || null, { status: request.status });
      readApiResponse<RecipeVideos>(response).then(resolve, reject);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', VIDEO_MESSAGES.uploadFailed));
    request.onabort = () => reject(new ApiError(0, 'NETWORK', 'Upload cancelled'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
  return { done, cancel: () => request.abort() };
}

/** Puts fresh videos into the cache after a change. */
function useStoreVideos(recipeId: string) {
  const queryClient = useQueryClient();
  return (videos: RecipeVideos) =>
    queryClient.setQueryData(recipeVideoKeys.videos(recipeId), videos);
}

export function useRemoveShortForm(recipeId: string) {
  const store = useStoreVideos(recipeId);
  return useMutation({
    mutationFn: () =>
      apiFetch<RecipeVideos>(`${recipeVideosUrl(recipeId)}/shortform`, { method: 'DELETE' }),
    onSuccess: store,
  });
}

/** Releasing a marker: that step's segment, saved at once. */
export function useSaveBookmark(recipeId: string) {
  const store = useStoreVideos(recipeId);
  return useMutation({
    mutationFn: ({ stepIndex, segment }: { stepIndex: number; segment: Segment }) =>
      apiFetch<RecipeVideos>(`${recipeVideosUrl(recipeId)}/bookmarks/${stepIndex}`, {
        method: 'PUT',
        body: JSON.stringify(segment),
      }),
    onSuccess: store,
  });
}

/** Save Changes: every step's segment at once. */
export function useSaveBookmarks(recipeId: string) {
  const store = useStoreVideos(recipeId);
  return useMutation({
    mutationFn: (bookmarks: (Segment & { stepIndex: number; userModified: boolean })[]) =>
      apiFetch<RecipeVideos>(`${recipeVideosUrl(recipeId)}/bookmarks`, {
        method: 'PUT',
        body: JSON.stringify({ bookmarks }),
      }),
    onSuccess: store,
  });
}

export { useStoreVideos };
