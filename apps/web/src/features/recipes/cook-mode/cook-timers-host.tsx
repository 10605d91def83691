import { lazy, Suspense, useEffect, useState } from 'react';
import { COOK_TIMERS_EVENT, hasStoredTimers } from './timer-keys';

const CookTimersIndicator = lazy(() =>
  import('./cook-timers-indicator').then((module) => ({ default: module.CookTimersIndicator })),
);

/**
 * In the layout on every page: loads the timer indicator (and the clock that rings the timers)
 * only once some recipe has timers, so other visitors download nothing for it.
 */
export function CookTimersHost({ isCookMode }: { isCookMode: boolean }) {
  const [hasTimers, setHasTimers] = useState(hasStoredTimers);
  useEffect(() => {
    const check = () => setHasTimers((had) => had || hasStoredTimers());
    window.addEventListener(COOK_TIMERS_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(COOK_TIMERS_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, []);
  if (!hasTimers) return null;
  return (
    <Suspense fallback={null}>
      <CookTimersIndicator isHidden={isCookMode} />
    </Suspense>
  );
}
