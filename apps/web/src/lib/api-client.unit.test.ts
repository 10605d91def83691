import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  isConflict,
  newIdempotencyKey,
  startEarlyGet,
  TIMEOUT_MESSAGE,
} from './api-client';

const CHANGED = 'This meal was changed elsewhere. Reload to see the latest version.';

/** A server that never answers: the request ends only when its signal aborts. */
function silentServer() {
  const seen: (AbortSignal | undefined)[] = [];
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    seen.push(init?.signal ?? undefined);
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
    });
  });
  return { fetch, seen };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the idempotency key of a write, and none when not given', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response('{}', { status: 200 });
    });
    const key = newIdempotencyKey();

    await apiFetch('/api/meal-commands', { method: 'POST', body: '{}', idempotencyKey: key });
    await apiFetch('/api/meal-commands', { method: 'POST', body: '{}' });

    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(sent[0]!.get('idempotency-key')).toBe(key);
    expect(sent[1]!.has('idempotency-key')).toBe(false);
  });

  it('turns a 409 into a conflict error carrying the server’s message', async () => {
    const body = { error: { code: 'CONFLICT', message: CHANGED } };
    vi.stubGlobal('fetch', () => new Response(JSON.stringify(body), { status: 409 }));

    const error = await apiFetch('/api/meals/m1', { method: 'PATCH', body: '{}' }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: CHANGED });
    expect(isConflict(error)).toBe(true);
    expect(isConflict(new ApiError(404, 'NOT_FOUND', 'Meal not found'))).toBe(false);
  });

  it('gives up on a request the server does not answer in time, and cancels it', async () => {
    const server = silentServer();
    vi.stubGlobal('fetch', server.fetch);

    const error = await apiFetch('/api/meals/m1', {
      method: 'PATCH',
      body: '{}',
      timeoutMs: 5,
    }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    expect(server.seen[0]?.aborted).toBe(true);
  });

  it('cancels the request when the caller stops waiting, without calling it a failure', async () => {
    const server = silentServer();
    vi.stubGlobal('fetch', server.fetch);
    const caller = new AbortController();

    const pending = apiFetch('/api/meals?start=2026-11-23&end=2026-11-29', {
      signal: caller.signal,
    }).catch((caught: unknown) => caught);
    caller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(server.seen[0]?.aborted).toBe(true);
  });

  it('gives every request a signal, so a write the screen gave up on is cancelled too', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      seen.push(init?.signal);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });

    await apiFetch('/api/meals/m1', { method: 'PATCH', body: '{}' });

    expect(seen[0]).toBeInstanceOf(AbortSignal);
  });
});

describe('startEarlyGet', () => {
  it('hands its answer to the first apiFetch of the same address, which asks nothing more', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ n: 1 }))));
    vi.stubGlobal('fetch', fetch);

    void startEarlyGet('/api/early-one');
    await expect(apiFetch('/api/early-one')).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);

    // Taken once: the next call asks the server again.
    await apiFetch('/api/early-one');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for a write to the same address', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);

    void startEarlyGet('/api/early-two');
    await apiFetch('/api/early-two', { method: 'PUT', body: '{}' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early request failed on the way', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify({ ok: true })));
    vi.stubGlobal('fetch', fetch);

    void startEarlyGet('/api/early-three');
    await expect(apiFetch('/api/early-three')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes the server’s refusal on as the ApiError the screen would have seen', async () => {
    const body = { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } };
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(body), { status: 401 })),
    );

    void startEarlyGet('/api/early-four');
    await expect(apiFetch('/api/early-four')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });
});
