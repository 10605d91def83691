/** How long the app waits for a stylesheet that never reports: a slow phone link's worth. */
export const STYLESHEET_WAIT_MS = 10_000;

/**
 * The page names the app's stylesheets as style preloads (vite.config.ts, and the server's route
 * preloads), so they load without holding back the first paint. Before the app renders, each
 * becomes a stylesheet; this waits until all of them apply, so nothing is drawn unstyled. One that
 * fails to load, or never says so, does not hold the app back for ever: after STYLESHEET_WAIT_MS
 * it renders, as it would have without that stylesheet.
 */
export function applyStylesheets(root: ParentNode = document): Promise<void> {
  const preloads = [...root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const applied = Promise.all(preloads.map(apply)).then(() => undefined);
  return Promise.race([
    applied,
    new Promise<void>((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MS)),
  ]);
}

function apply(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
    // Already in the cache: some engines apply it without a load event.
    queueMicrotask(() => {
      if (link.sheet) resolve();
    });
  });
}
