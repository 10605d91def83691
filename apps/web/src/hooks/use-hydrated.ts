import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the app hydrates a server-drawn view (ADR 0033), true otherwise.
 * A component that draws something the server cannot know (a choice kept in localStorage) draws
 * the server's version until then, so hydration meets the markup it expects, and React redraws
 * it right after with the browser's answer.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
