import { useEffect, useState } from 'react';

/**
 * Whether `opened` has been true once. A part loaded on demand (a lazy dialog, drawer or panel)
 * is mounted from its first opening on, so it keeps its closing transition afterwards.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened;
}

/**
 * Fetches a lazy part's code once the browser is idle after the screen's first render, so its
 * first opening does not wait for the network. A failure is left to the opening, which asks again.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1);
    return () => clearTimeout(timer);
    // The loader is a module-level function: fetched once per screen visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
