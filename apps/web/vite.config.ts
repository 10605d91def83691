import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeCompressed } from './scripts/precompress.mjs';

/** Text assets worth compressing: the server sends the `.br`/`.gz` file beside each one. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every hashed text asset once the
 * build is written, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing each response at a lower level while the visitor waits.
 */
function precompress(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'simmer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    writeBundle() {
      // The server-side build only feeds the landing page's prerender: nothing of it is served.
      if (isSsr) return;
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
        writeCompressed(file);
      }
    },
  };
}

const EARLY_ENTRY = 'src/early.ts';
const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const CHARSET = '<meta charset="UTF-8" />';

/** Replaces `tag` in the page once, or fails the build if the page no longer has it. */
function replaceTag(html: string, tag: string, replacement: string): string {
  if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
  return html.replace(tag, () => replacement);
}

/**
 * The built page's head, arranged so that the first paint (the inline boot logo) waits for no
 * file and the screen's data is asked for before the app's code arrives (ADR 0015):
 * - the early requests (src/early.ts) are an entry of their own, named first in the head as an
 *   async module: Vite would merge a second module script of index.html into the app's entry,
 *   which runs only once React, Mantine and the router have downloaded;
 * - the stylesheets become style preloads, fetched at once but not render-blocking; the app
 *   applies them before its first render (src/lib/stylesheets.ts);
 * - the colour-scheme script is written into the page (the server allows it by its hash,
 *   plugins/inline-scripts.ts).
 * In `vite` (dev) the page stays as written and the app's entry starts the early requests itself.
 */
function firstPaintHead(): Plugin {
  return {
    name: 'simmer-first-paint-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.endsWith(EARLY_ENTRY),
        );
        if (!early) throw new Error(`the early entry (${EARLY_ENTRY}) is missing from the build`);
        const earlyTag = `<script type="module" async crossorigin fetchpriority="high" src="/${early.fileName}"></script>`;
        const themeSource = readFileSync(
          path.join(import.meta.dirname, 'public', 'theme-init.js'),
          'utf8',
        ).trim();
        const withStylePreloads = html.replace(
          /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2">',
        );
        const withThemeInline = replaceTag(
          withStylePreloads,
          THEME_SCRIPT_TAG,
          `<script>${themeSource}</script>`,
        );
        return replaceTag(withThemeInline, CHARSET, `${CHARSET}\n    ${earlyTag}`);
      },
    },
  };
}

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` hands out React's id, then swaps it for a random one in a layout effect once
 * mounted: a leftover from before React had `useId`. On a server-drawn screen (ADR 0033) each
 * Accordion, Chip, input, Menu and Tooltip then sets state while hydration commits, at sync
 * priority, so React redraws them and runs every passive effect of the screen in that same long
 * task. React's id is already the same on the server and in the browser, so it is kept (ADR 0015,
 * stop 31). Only the build sees it: `vite` (dev) pre-bundles Mantine before plugins run, so dev
 * keeps Mantine's swap, which changes nothing but the ids' text there.
 */
function stableMantineIds(): Plugin {
  return {
    name: 'simmer-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/**
 * Shared code in a few long-lived chunks instead of dozens of tiny ones: on a phone every extra
 * request costs a round trip, and each screen otherwise waited on 20–40 small files. React and
 * the router, TanStack Query and Mantine (with its floating-ui and hooks) each form one chunk
 * that changes only when the dependency does; the entry and each route keep the app's own code.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // Each icon is a tiny module: 2–15 separate requests per screen otherwise.
  { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
  // Validation, loaded only by the screens with forms and by what parses input.
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|react-textarea-autosize|clsx|detect-node-es)[\\/]/,
  },
];

export default defineConfig({
  plugins: [stableMantineIds(), react(), precompress(), firstPaintHead()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    // The server reads it to tell the browser which files a route needs (plugins/route-preload.ts).
    manifest: true,
    // The landing page's prerender (`vite build --ssr`) takes its CSS modules' styles from here.
    ssrEmitAssets: true,
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), early: EARLY_ENTRY },
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((group, index) => ({
            ...group,
            priority: VENDOR_GROUPS.length - index,
          })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
