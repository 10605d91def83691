import type { ClientAnalyticsEvent } from '@simmer/domain/analytics';

/**
 * Sends an analytics event to the server without waiting for it. Analytics never gets in the
 * way: failures are ignored (spec 2 §8: analytics failures are only logged, server-side).
 */
export function track(event: ClientAnalyticsEvent) {
  try {
    void fetch('/api/analytics/events', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously in old browsers with keepalive; nothing to do.
  }
}
