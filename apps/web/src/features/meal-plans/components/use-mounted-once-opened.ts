import { useEffect, useState } from 'react';

/**
 * A dialog drawn from the first time it opens on, not while the page loads. It mounts closed and
 * opens a frame later, so it still plays its opening transition and gives focus back to what
 * opened it when it closes; after that it stays mounted for its closing transition.
 */
export function useMountedOnceOpened(opened: boolean) {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => {
    if (!opened || hasMounted) return;
    const frame = requestAnimationFrame(() => setHasMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [opened, hasMounted]);
  return { isMounted: hasMounted || opened, isOpened: opened && hasMounted };
}
