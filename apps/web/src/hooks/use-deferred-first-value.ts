import { startTransition, useEffect, useState } from 'react';

/**
 * A screen's first data, shown through a transition: React builds the screen in slices of a few
 * milliseconds, yielding to the browser between them, instead of in one long task as the answer
 * arrives (hundreds of milliseconds on a phone for a full list). Undefined until then, so the
 * screen keeps its loading state one render longer. Later values pass straight through, so
 * optimistic updates show at once.
 */
export function useDeferredFirstValue<T>(value: T | undefined): T | undefined {
  const [isShown, setIsShown] = useState(value !== undefined);
  useEffect(() => {
    if (value !== undefined && !isShown) startTransition(() => setIsShown(true));
  }, [value, isShown]);
  return isShown ? value : undefined;
}
