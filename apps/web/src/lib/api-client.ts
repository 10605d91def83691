import type { ErrorBody, ErrorCode } from '@simmer/domain/errors';

/** A non-2xx answer from the API, carrying the server's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Reads an API answer, turning a non-2xx into an ApiError with the server's code and message. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: there is no error body to read.
  }
  if (!response.ok) {
    const error = (body as Partial<ErrorBody> | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? 'An unexpected error occurred',
      error?.details,
    );
  }
  return body as T;
}

/** Spec 3 §1: a request the server has not answered in 15 s is given up. */
export const FETCH_TIMEOUT_MS = 15_000;
/** Uploads (FormData bodies) carry up to 5 MB each, so a slow connection gets longer. */
export const UPLOAD_TIMEOUT_MS = 120_000;
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again';

export interface ApiFetchInit extends RequestInit {
  /** How long to wait for the whole answer; FETCH_TIMEOUT_MS, or UPLOAD_TIMEOUT_MS for uploads. */
  timeoutMs?: number;
}

/** Aborted when any of the signals is (AbortSignal.any where the browser has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * Calls the API with the session cookie; JSON bodies are strings, uploads are FormData. A request
 * is cancelled when the caller's signal aborts (TanStack Query's, when nobody waits any more),
 * and given up after its timeout, so no answer can arrive for a screen that stopped asking.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { timeoutMs, signal: callerSignal, ...rest } = init;
  const isJson = typeof rest.body === 'string';
  const isUpload = typeof FormData !== 'undefined' && rest.body instanceof FormData;
  const timeout = AbortSignal.timeout(
    timeoutMs ?? (isUpload ? UPLOAD_TIMEOUT_MS : FETCH_TIMEOUT_MS),
  );
  const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      signal,
      headers: {
        accept: 'application/json',
        // FormData sets its own multipart content type with the boundary.
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...rest.headers,
      },
    });
    return await readApiResponse<T>(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The caller stopped waiting: its own abort, not a failure to report.
    if (callerSignal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection');
  }
}

/** A write refused because what it changes was changed elsewhere since it was read (409). */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'CONFLICT';
