import '@mantine/core/styles.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarlyRequests } from './app/early-requests';
import { AppProvider, createQueryClient } from './app/provider';
import { createRouter, type AppRouter } from './app/router';
import { SERVER_VIEW_FRESH_MS, SERVER_VIEW_STATE_ID } from './app/server-render/page';
import { rememberScreenHints } from './lib/screen-hints';
import { applyStylesheets } from './lib/stylesheets';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
// A screen the server drew (app/server-render): the app starts from the answers it was drawn
// from, so its first render is the same screen. Otherwise the screen's data is on its way
// meanwhile, before the router loads the route's code.
const serverState = document.getElementById(SERVER_VIEW_STATE_ID)?.textContent;
if (serverState) startFromServerView(JSON.parse(serverState) as DehydratedState);
else startEarlyRequests();
// Starting the app comes in short tasks rather than one long one, so a phone's main thread is
// never held for long (Lighthouse counts each task past 50 ms at its 4x slowdown). The hints:
// the browser's first Intl call sets up its date and time-zone data (30–60 ms at 1x in Chromium).
setTimeout(rememberScreenHints, 0);
// Before the router asks for the route's code, whose loader looks for its stylesheets.
const stylesApplied = applyStylesheets();
// The router: it reads the history, matches the address and starts the route's loader (10–25 ms).
// A timer, not a top-level await, which would make the build split the entry's shared code into
// two dozen more files.
const routerReady = new Promise<AppRouter>((resolve) => {
  setTimeout(() => {
    const router = createRouter();
    // The route's code has loaded: rendering before it would draw an empty frame first.
    if (router.state.initialized) return resolve(router);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  }, 0);
});

/**
 * The answers the server drew the screen from, fresh for SERVER_VIEW_FRESH_MS: the first render
 * neither asks for them again nor shows that it is asking. Afterwards they age as usual.
 */
function startFromServerView(state: DehydratedState) {
  hydrate(queryClient, state);
  for (const { queryKey } of state.queries) {
    queryClient.setQueryDefaults(queryKey, { staleTime: SERVER_VIEW_FRESH_MS });
  }
  setTimeout(() => {
    for (const { queryKey } of state.queries) queryClient.setQueryDefaults(queryKey, {});
  }, SERVER_VIEW_FRESH_MS);
}

/**
 * The server's view of the screen is inert until the app has taken it over. A wrapper, not a
 * sibling: the tree keeps the server's shape, so React's ids (useId) match the view's.
 */
function ReleaseRoot({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('inert'), []);
  return children;
}

// The boot logo (or the server's view) stays until the styles apply and the route's code is
// there: the first render is never drawn unstyled or empty.
void Promise.all([stylesApplied, routerReady]).then(([, router]) => {
  const app = (
    <StrictMode>
      <ReleaseRoot>
        <AppProvider client={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </ReleaseRoot>
    </StrictMode>
  );
  if (!serverState) {
    createRoot(root).render(app);
    return;
  }
  // Over a server's view the app hydrates it: the markup is the one it would draw, from the same
  // answers, so React attaches to it instead of building the screen again. As a transition the
  // work comes in slices and the page stays responsive. Where the markup differs after all (a
  // width guessed wrong), React draws that part anew, which is what the view is for anyway.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('The server-drawn view was redrawn:', error),
    });
  });
});
