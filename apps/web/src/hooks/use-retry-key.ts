import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api-client';

/**
 * One idempotency key per thing the user asks for: sending the same request again (a retry
 * after a network failure or a timeout, a double tap) reuses its key, so the server does it once;
 * a different request, or any request after `done()`, gets a new key. `request` is anything that
 * identifies what is asked (e.g. the message text), compared as a string.
 */
export function useRetryKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: string): string {
      if (current.current?.request !== request) {
        current.current = { request, key: newIdempotencyKey() };
      }
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
