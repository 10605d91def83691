import type {
  ImportFileResult,
  ImportHistory,
  ImportRecord,
  ImportResult,
  ImportSaveInput,
  ImportSaveResult,
} from '@simmer/domain/import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { ImportRequest } from '../import-request';

/** The whole recipe box as a schema.org JSON-LD file (GET, a download). */
export const RECIPE_BOX_EXPORT_URL = '/api/recipes/export';

export const importQueryKeys = {
  all: ['imports'] as const,
  history: ['imports', 'history'] as const,
};

// The Recipe Box's lists and details live under ['recipes'] (features/recipes).
const RECIPES_KEY = ['recipes'] as const;

const importUrl = (id: string, suffix = '') => `/api/imports/${encodeURIComponent(id)}${suffix}`;

/** An import reads a page or a photo and may ask the AI (up to 2 minutes on the server). */
const IMPORT_TIMEOUT_MS = 180_000;

/**
 * Sends one import to the server; a URL the user's box already has answers with `duplicate`, a
 * recipe file with the names of all its recipes (ImportFileResult).
 */
export function runImport(
  request: ImportRequest,
  signal?: AbortSignal,
): Promise<ImportResult | ImportFileResult> {
  const post = (path: string, body: BodyInit) =>
    apiFetch<ImportResult>(path, { method: 'POST', body, signal, timeoutMs: IMPORT_TIMEOUT_MS });
  switch (request.kind) {
    case 'url':
      return post(
        '/api/imports/url',
        JSON.stringify({ url: request.url, ...(request.force ? { force: true } : {}) }),
      );
    case 'text':
      return post('/api/imports/text', JSON.stringify({ text: request.text }));
    case 'image': {
      const form = new FormData();
      form.append('file', request.file);
      return post('/api/imports/image', form);
    }
    case 'file': {
      const form = new FormData();
      form.append('file', request.file);
      const query = request.recipe ? `?recipe=${request.recipe}` : '';
      return post(`/api/imports/file${query}`, form);
    }
    case 'retry':
      return apiFetch<ImportResult>(importUrl(request.importId, '/retry'), {
        method: 'POST',
        signal,
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
  }
}

const HISTORY_REFRESH_MS = 5_000;

/** The user's import attempts, newest first (GET /api/imports). */
export function useImportHistory() {
  return useQuery({
    queryKey: importQueryKeys.history,
    queryFn: ({ signal }) =>
      apiFetch<ImportHistory>('/api/imports', { signal }).then((body) => body.imports),
    // An import being read (in another tab, or before a reload) shows how it ended on its own.
    refetchInterval: (query) =>
      query.state.data?.some((record) => record.status === 'running') ? HISTORY_REFRESH_MS : false,
  });
}

/** Runs an import; every attempt, good or bad, lands in the history. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, signal }: { request: ImportRequest; signal?: AbortSignal }) =>
      runImport(request, signal),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importQueryKeys.all }),
  });
}

/** Saves the reviewed recipe (private, through the normal creation rules). */
export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, input }: { importId: string; input: ImportSaveInput }) =>
      apiFetch<ImportSaveResult>(importUrl(importId, '/save'), {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: RECIPES_KEY }),
      ]),
  });
}

/** Removes an attempt from the history at once; a failure puts it back and says so. */
export function useRemoveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(importUrl(id), { method: 'DELETE' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: importQueryKeys.history });
      const before = queryClient.getQueryData<ImportRecord[]>(importQueryKeys.history);
      queryClient.setQueryData<ImportRecord[]>(importQueryKeys.history, (imports) =>
        imports?.filter((record) => record.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(importQueryKeys.history, context.before);
      void notify({ color: 'red', title: 'Error', message: 'Failed to remove the import' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importQueryKeys.history }),
  });
}
