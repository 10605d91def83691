import type { ErrorBody, ErrorCode } from '@simmer/domain/errors';

/** A non-2xx answer from the API, carrying the server's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
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

/** Calls the API with the session cookie; JSON bodies are strings, uploads are FormData. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const isJson = typeof init.body === 'string';
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        // FormData sets its own multipart content type with the boundary.
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection');
  }
  return readApiResponse<T>(response);
}
