/**
 * How a server-drawn first view is written into the built page (app/server-render/render.tsx
 * draws it; main.tsx reads it back). Plain string work on the built index.html, no DOM.
 */

/** The `<script type="application/json">` holding the answers the view was drawn from. */
export const SERVER_VIEW_STATE_ID = 'simmer-view-state';

/**
 * How long the answers a view was drawn from count as fresh: the app's first render does not ask
 * for them again (or show that it is asking) while the page has only just arrived with them.
 */
export const SERVER_VIEW_FRESH_MS = 30_000;

const ROOT_OPEN = '<div id="root">';
const BODY_CLOSE = '</body>';
/** The early-requests entry (vite.config.ts firstPaintHead): the view's answers are in the page. */
const EARLY_SCRIPT = /<script type="module" async[^>]*fetchpriority="high"[^>]*><\/script>\s*/;
const STYLE_PRELOAD = /<link rel="preload" as="style"/g;
/** The app's entry and the modules it and the route import (vite's and route-preload.ts's tags). */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/**
 * The script that starts the app once the view has painted (apps/web/public/view-start.js). A
 * file of the app's own origin, so the Content-Security-Policy needs no new inline hash.
 */
export const VIEW_START_SCRIPT = '/view-start.js';

/** JSON safe inside a script element: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `page` (the built index.html, with the route's preloads) carrying the drawn screen:
 * - `#root` holds the view instead of the boot logo, inert until the app hydrates it, so nothing
 *   typed or toggled in the picture can be lost;
 * - the stylesheets are render-blocking again, since the view must not paint unstyled;
 * - the app's scripts are asked for only once the view has painted (VIEW_START_SCRIPT): on a slow
 *   link they would otherwise share it with the stylesheets the first paint waits for;
 * - the early-requests script is left out and the answers are written after `#root`.
 * Returns null when the page does not have the expected shape (the caller sends it unchanged).
 */
export function composeServerPage(page: string, html: string, state: unknown): string | null {
  const open = page.indexOf(ROOT_OPEN);
  const close = page.lastIndexOf(BODY_CLOSE);
  if (open < 0 || close < open) return null;
  const builtHead = page.slice(0, open);
  const entry = APP_ENTRY.exec(builtHead)?.[1];
  if (!entry) return null;
  const modules = [...builtHead.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter =
    `<script src="${VIEW_START_SCRIPT}" defer data-entry="${entry}"` +
    ` data-modules="${modules.join(' ')}"></script>`;
  const head = builtHead
    .replace(EARLY_SCRIPT, '')
    .replace(APP_ENTRY, starter)
    .replace(MODULE_PRELOAD, '')
    .replace(STYLE_PRELOAD, '<link rel="stylesheet"');
  return (
    `${head}<div id="root" inert>${html}</div>\n` +
    `    <script type="application/json" id="${SERVER_VIEW_STATE_ID}">${scriptSafeJson(state)}</script>\n  ` +
    page.slice(close)
  );
}
