/**
 * The page names the app's stylesheets as style preloads (vite.config.ts, and the server's route
 * preloads), so they load without holding back the first paint. Before the app renders, each
 * becomes a stylesheet; this waits until all of them apply, so nothing is drawn unstyled. One that
 * fails to load does not hold the app back for ever: it renders, as it would have without it.
 */
export function applyStylesheets(root: ParentNode = document): Promise<void> {
  const preloads = [...root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
