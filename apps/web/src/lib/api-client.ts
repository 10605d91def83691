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
  /**
   * Sent as `Idempotency-Key`: the server does a write once per key and answers a retry with the
   * first answer (apps/server/src/plugins/idempotency.ts). See useRetryKey.
   */
  idempotencyKey?: string;
}

/**
 * A random key for one write and its retries. getRandomValues, not randomUUID: the latter needs
 * a secure context, and Simmer may be opened over plain http on a home network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
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
 * How requests leave: the browser's fetch, or, when the server draws a screen's first view
 * (app/server-render/render.tsx), its own in-process call of the API with the visitor's cookie.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's drawing of a first view sends the app's requests through `send` (never in a browser). */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** GETs started before the app rendered (app/early-requests.ts), waiting for their first caller. */
const earlyGets = new Map<string, { response: Promise<Response>; startedAt: number }>();

/**
 * Answers the server already gave while drawing the screen's first view, written into the page
 * (app/server-render): each is handed to the first apiFetch of its path, as an early GET's would be.
 */
export function seedEarlyGets(answers: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(answers)) {
    if (!path.startsWith('/api/') || earlyGets.has(path)) continue;
    const response = new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    earlyGets.set(path, { response: Promise.resolve(response), startedAt: Date.now() });
  }
}

/**
 * Starts `GET path` now, so the answer is on its way while the screen's code still loads; the
 * first apiFetch of the same path takes it instead of asking again. Unclaimed answers are dropped
 * after FETCH_TIMEOUT_MS, so a later visit to the screen never reads a stale one.
 */
export function startEarlyGet(path: string): Promise<Response> {
  const started = earlyGets.get(path);
  if (started) return started.response;
  const response = transport(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  response.catch(() => {}); // a failure is the caller's to see: it asks again
  earlyGets.set(path, { response, startedAt: Date.now() });
  return response;
}

/** The early answer for a plain GET of `path`, once; undefined when there is none or it is too old. */
function takeEarlyGet(path: string, init: RequestInit): Promise<Response> | undefined {
  const early = earlyGets.get(path);
  if (!early || (init.method ?? 'GET') !== 'GET' || init.body != null) return undefined;
  earlyGets.delete(path);
  return Date.now() - early.startedAt < FETCH_TIMEOUT_MS ? early.response : undefined;
}

/**
 * Calls the API with the session cookie; JSON bodies are strings, uploads are FormData. A request
 * is cancelled when the caller's signal aborts (TanStack Query's, when nobody waits any more),
 * and given up after its timeout, so no answer can arrive for a screen that stopped asking.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const early = takeEarlyGet(path, init);
  if (early) {
    try {
      return await readApiResponse<T>(await early);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The early request failed on the way: ask again as usual.
    }
  }
  const { timeoutMs, idempotencyKey, signal: callerSignal, ...rest } = init;
  const isJson = typeof rest.body === 'string';
  const isUpload = typeof FormData !== 'undefined' && rest.body instanceof FormData;
  const timeout = AbortSignal.timeout(
    timeoutMs ?? (isUpload ? UPLOAD_TIMEOUT_MS : FETCH_TIMEOUT_MS),
  );
  const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
  try {
    const response = await transport(path, {
      credentials: 'same-origin',
      ...rest,
      signal,
      headers: {
        accept: 'application/json',
        // FormData sets its own multipart content type with the boundary.
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
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
