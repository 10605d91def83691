import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns `waitUntilLeft()`: a promise that settles once the calling component has left the
 * screen, or after `timeoutMs`. React Router commits a navigation in a transition, so right after
 * `await navigate()` the old page is still mounted; clearing the session at that moment lets the
 * old page's guard send the browser to /login instead.
 */
export function useLeftScreen(timeoutMs = 2000) {
  const screen = useRef({ left: false, waiters: new Set<() => void>() });

  useEffect(() => {
    const current = screen.current;
    current.left = false;
    return () => {
      current.left = true;
      current.waiters.forEach((resolve) => resolve());
      current.waiters.clear();
    };
  }, []);

  return useCallback(() => {
    const current = screen.current;
    if (current.left) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        current.waiters.delete(done);
        resolve();
      };
      const timer = window.setTimeout(done, timeoutMs);
      current.waiters.add(done);
    });
  }, [timeoutMs]);
}
