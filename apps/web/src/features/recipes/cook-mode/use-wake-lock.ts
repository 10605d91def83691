import { useEffect } from 'react';

/**
 * Keeps the screen on while `isActive` (spec 2 §4): a screen wake lock where the browser has one,
 * taken again when the tab comes back (the browser drops it when the tab is hidden) and released
 * on exit.
 */
export function useWakeLock(isActive: boolean) {
  useEffect(() => {
    if (!isActive || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isDone = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (isDone) await lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the screen may dim, cooking goes on.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isDone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isActive]);
}
