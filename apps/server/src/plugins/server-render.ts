import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** What the web build's `dist-render/render.js` exports (apps/web/src/app/server-render). */
export interface RenderModule {
  renderScreen(
    url: string,
    send: typeof fetch,
    options: { wide: boolean },
  ): Promise<{ html: string; state: unknown } | null>;
  composeServerPage(page: string, html: string, state: unknown): string | null;
}

/** The screen hints the app keeps in cookies (apps/web/src/lib/screen-hints.ts). */
const HINT_COOKIES = { timeZone: 'simmer_tz', wide: 'simmer_wide' } as const;

export interface ServerViewOptions {
  /**
   * How long a page waits for its view before it is sent without one. The drawing takes a few
   * tens of milliseconds; a database under load must not make the page itself slow. The setting
   * SERVER_VIEW_BUDGET_MS (config/env.ts) holds its default.
   */
  budgetMs: number;
  /** Views drawn at once; beyond that, pages go out plain (each drawing holds the event loop). */
  maxConcurrent?: number;
}

export const SERVER_VIEW_MAX_CONCURRENT = 4;

/**
 * Loads the view renderer the web build wrote beside `webDist` (`../dist-render/render.js`).
 * Null when there is none (a build without it, tests with a bare page) or it fails to load: the
 * pages then go out as the plain app, exactly as before.
 */
export async function loadRenderModule(
  file: string | null,
  log: FastifyBaseLogger,
): Promise<RenderModule | null> {
  if (!file || !existsSync(file)) return null;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<RenderModule>;
    if (typeof loaded.renderScreen !== 'function' || typeof loaded.composeServerPage !== 'function')
      throw new Error('renderScreen or composeServerPage is missing');
    warmUp(loaded as RenderModule);
    return loaded as RenderModule;
  } catch (error) {
    log.warn(
      { err: error, file },
      'the server-drawn first views are off: their module did not load',
    );
    return null;
  }
}

/** One address of each drawn screen: loading their code once at start spares the first visitor. */
const WARM_UP_PATHS = ['/recipes', '/meal-planner', '/grocery-list', '/recipes/warm-up/cook-mode'];

/**
 * Asks for each screen once for no one (every request answers "no session"), one after another
 * in the background: the route's code loads, nothing is drawn or kept.
 */
function warmUp(module: RenderModule): void {
  const nobody: typeof fetch = () => Promise.resolve(Response.json(null));
  void (async () => {
    for (const path of WARM_UP_PATHS) {
      await module
        .renderScreen(`http://simmer.internal${path}`, nobody, { wide: false })
        .catch(() => null);
    }
  })();
}

export function renderModuleFile(webDist: string | null): string | null {
  return webDist ? path.join(webDist, '..', 'dist-render', 'render.js') : null;
}

/** A cookie's value from the request's Cookie header (@fastify/cookie parses it). */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const value = (request.cookies as Record<string, string | undefined> | undefined)?.[name];
  return value === undefined || value === '' ? undefined : value;
}

/** The calendar day in `timeZone` (the process's own zone when undefined), as YYYY-MM-DD. */
export function dayIn(now: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether the browser's "today" is the server's: the view is drawn with the server's clock, so
 * where the browser's time zone already (or still) has another date, the page goes out plain and
 * the app draws that day itself. Without the hint (a first visit) the days are taken as equal.
 */
export function sameDayAsBrowser(timeZone: string | undefined, now = new Date()): boolean {
  if (!timeZone) return true;
  try {
    return dayIn(now, timeZone) === dayIn(now);
  } catch {
    return true; // not a zone Intl knows: as without the hint
  }
}

/**
 * Whether to lay the view out for a wide screen: what the app last reported, else a guess from
 * the device (Client Hints' Sec-CH-UA-Mobile, or "Mobi" in the user agent, as browsers write it).
 */
export function isWideScreen(request: FastifyRequest): boolean {
  const hint = cookieOf(request, HINT_COOKIES.wide);
  if (hint === '1' || hint === '0') return hint === '1';
  const mobile = request.headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return false;
  if (mobile === '?0') return true;
  return !/Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '');
}

export interface ServerViews {
  /** `page` with the screen drawn into it for this request, or null to send `page` as it is. */
  draw(request: FastifyRequest, page: string): Promise<string | null>;
}

/**
 * Draws a signed-in screen's first view for a page request. The drawing reads the app's data
 * through the API itself (`app.inject`, in process, with the visitor's cookie and address), so it
 * sees exactly what the visitor may see and nothing else; it only reads (GET). Any failure, a
 * slow answer or too many drawings at once send the plain page: a view is a head start, never a
 * condition for the page.
 */
export function createServerViews(
  app: FastifyInstance,
  module: RenderModule,
  { budgetMs, maxConcurrent = SERVER_VIEW_MAX_CONCURRENT }: ServerViewOptions,
): ServerViews {
  let drawing = 0;

  function sendFor(request: FastifyRequest): typeof fetch {
    return async (input, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') throw new Error(`A server-drawn view only reads (asked to ${method})`);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const target = new URL(url, 'http://simmer.internal');
      if (!target.pathname.startsWith('/api/')) throw new Error(`Not an API address: ${url}`);
      const answer = await app.inject({
        method: 'GET',
        url: target.pathname + target.search,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
        },
      });
      const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
      return new Response(hasBody ? answer.payload : null, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  return {
    async draw(request, page) {
      if (drawing >= maxConcurrent) return null;
      if (!sameDayAsBrowser(cookieOf(request, HINT_COOKIES.timeZone))) return null;
      let timer: NodeJS.Timeout | undefined;
      try {
        const url = new URL(request.url, 'http://simmer.internal').href;
        // Counted until the drawing ends, even when the page stopped waiting for it.
        drawing += 1;
        const rendering = module
          .renderScreen(url, sendFor(request), { wide: isWideScreen(request) })
          .finally(() => {
            drawing -= 1;
          });
        const view = await Promise.race([
          rendering,
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), budgetMs);
          }),
        ]);
        if (!view) rendering.catch(() => {}); // too slow: its failure, if any, is no one's now
        return view ? module.composeServerPage(page, view.html, view.state) : null;
      } catch (error) {
        request.log.warn({ err: error }, 'drawing the first view failed; the page goes out plain');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
