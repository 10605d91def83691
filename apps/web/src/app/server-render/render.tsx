/**
 * A signed-in screen's first view, drawn by the server (ADR 0033): the page arrives with the
 * screen already in it, so a phone shows the Recipe Box, the planner, the list or cook mode from
 * the first response instead of after React, Mantine and the router have downloaded and run.
 * The page holds it inert until the app has hydrated it (main.tsx): the app renders the same
 * markup from the same answers (written into the page), so nothing moves and nothing is asked twice.
 *
 * The server (apps/server/src/plugins/server-render.ts) loads this module from the build's
 * `dist-render/` and calls `renderScreen` with a fetch that answers from its own API, in process,
 * with the visitor's cookie. The screen is drawn with the app's real routes, guards and layout;
 * each pass draws it, then fetches the queries that the drawing asked for, until a pass asks for
 * nothing new (or MAX_PASSES is reached, when the caller gets null and sends the plain page).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerScreenContext } from '@/hooks/use-wide-screen';
import { setApiTransport } from '@/lib/api-client';
import { sessionQuery } from '@/lib/session';
import { AppProvider, createQueryClient } from '../provider';
import { routes } from '../router';

import { SERVER_VIEW_FRESH_MS } from './page';

export { composeServerPage } from './page';

/** The screen's own data, then what depends on it (the planner's week), then a last drawing. */
export const MAX_PASSES = 5;

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const send = requestFetch.getStore();
  if (!send) return Promise.reject(new Error('The API was called outside a server render'));
  return send(input, init);
});

/**
 * A query the drawing created that has no answer yet and would fetch in a browser, or is
 * fetching already (a prefetch started while drawing): the next pass waits for it.
 */
function isWaiting(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return query.state.status === 'pending' && enabled !== false;
}

export interface ServerView {
  /** The markup of `#root`. */
  html: string;
  /** The answers it was drawn from, for the app's first render (TanStack Query's `hydrate`). */
  state: DehydratedState;
}

export interface RenderOptions {
  /** Whether to lay the screen out for a wide screen (hooks/use-wide-screen.ts). */
  wide: boolean;
}

/**
 * The first view of `url` (absolute, as the browser asked for it), or null when the screen
 * redirects or does not settle within MAX_PASSES. Every request the drawing makes goes through
 * `send`.
 */
export async function renderScreen(
  url: string,
  send: typeof fetch,
  { wide }: RenderOptions,
): Promise<ServerView | null> {
  return requestFetch.run(send, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = createQueryClient();
    // A failing request is the app's to retry in the browser, not the server's to wait on; what
    // was just fetched is drawn as fresh, as the app will take it (main.tsx).
    client.setDefaultOptions({
      queries: {
        ...client.getDefaultOptions().queries,
        retry: false,
        staleTime: SERVER_VIEW_FRESH_MS,
      },
    });
    const screen = { wide };
    try {
      // A visitor is sent to sign in by the app itself: there is no screen to draw for them.
      if (!(await client.fetchQuery(sessionQuery))) return null;
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        const html = renderToString(
          <ServerScreenContext.Provider value={screen}>
            <AppProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </ServerScreenContext.Provider>,
        );
        const waiting = client.getQueryCache().getAll().filter(isWaiting);
        if (waiting.length > 0) {
          // A query already fetching hands back the answer it is waiting for.
          await Promise.allSettled(waiting.map((query) => query.fetch()));
          continue;
        }
        // A failed answer is retried by the app, which would then redraw the screen: not a view.
        const queries = client.getQueryCache().getAll();
        if (queries.some((query) => query.state.status === 'error')) return null;
        return { html, state: dehydrate(client) };
      }
      return null;
    } finally {
      client.clear();
    }
  });
}
