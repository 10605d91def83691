import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './page-head';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest: true`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The route module each address loads (apps/web/src/app/router.tsx), for the screens people open
 * first. An address not listed here gets the app's entry only, exactly as before; a module the
 * manifest does not know is skipped, so a renamed route costs its head start, never the page.
 */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/recipes\/?$/, 'src/app/routes/recipe-box.tsx'],
  [/^\/recipes\/(new|edit\/[^/]+)\/?$/, 'src/app/routes/recipe-form.tsx'],
  [/^\/recipes\/add\/?$/, 'src/app/routes/recipe-import.tsx'],
  [/^\/recipes\/[^/]+\/print\/?$/, 'src/app/routes/recipe-print.tsx'],
  [/^\/recipes\/[^/]+\/cook-mode\/?$/, 'src/app/routes/cook-mode.tsx'],
  [/^\/recipes\/(?!discover\/?$)[^/]+\/?$/, 'src/app/routes/recipe-detail.tsx'],
  [/^\/meal-planner\/?$/, 'src/app/routes/meal-planner.tsx'],
  [/^\/grocery-list\/?$/, 'src/app/routes/grocery-list.tsx'],
  [/^\/(login|signup)\/?$/, 'src/app/routes/auth.tsx'],
  [/^\/profile\/?$/, 'src/app/routes/profile.tsx'],
  [/^\/settings\/?$/, 'src/app/routes/settings.tsx'],
  [/^\/recipe\/shared\//, 'src/app/routes/shared-recipe.tsx'],
  [/^\/chefs(\/signup)?\/?$/, 'src/app/routes/chefs.tsx'],
];

export interface RoutePreloads {
  /** index.html with `<link>`s for the files the address's route needs, so they load beside the entry. */
  html(pathname: string): string;
}

/**
 * Reads the build's manifest once. Without it (a build from before `manifest: true`, or none)
 * every address gets index.html unchanged.
 */
export function createRoutePreloads(webDist: string, indexHtml: string): RoutePreloads {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const tags = routePreloadTags(manifest);
  const pages = new Map<string, string>();
  for (const [, module] of ROUTE_MODULES) {
    const links = tags(module);
    if (links && !pages.has(module)) {
      pages.set(
        module,
        indexHtml.replace('</head>', () => `  ${links}\n  </head>`),
      );
    }
  }
  return {
    html(pathname) {
      const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
      return (route && pages.get(route[1])) ?? indexHtml;
    },
  };
}

/**
 * For a route module: a `modulepreload` for each JavaScript file it imports statically (itself
 * first) and a style preload for its CSS, leaving out what index.html already loads (the entry
 * and its imports). The app turns each style preload into a stylesheet before it first renders,
 * and Vite's loader then finds them in the document and does not add them twice.
 */
export function routePreloadTags(manifest: Manifest): (module: string) => string | null {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inIndex = new Set<string>();
  for (const entry of entries) for (const key of closure(entry)) inIndex.add(key);
  const cssInIndex = new Set([...inIndex].flatMap((key) => manifest[key]?.css ?? []));

  return (module) => {
    if (!manifest[module]) return null;
    const chunks = [...closure(module)].filter((key) => !inIndex.has(key));
    const scripts = chunks.map((key) => manifest[key]!.file);
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].filter(
      (file) => !cssInIndex.has(file),
    );
    return [
      // Fetched at once but not render-blocking: the app applies them before its first render
      // (apps/web/src/main.tsx), so the boot logo paints while they and the scripts load.
      ...styles.map(
        (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`,
      ),
      ...scripts.map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
      ),
    ].join('\n    ');
  };
}
