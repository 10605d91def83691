// Writes dist/landing.html: the landing page as plain HTML for visitors (issue 17's ≤ 150 kB of
// initial JavaScript, and a first paint that waits for no script on a phone). Runs after
// `vite build` (the app, dist/) and `vite build --ssr src/app/static-landing/render.tsx`
// (dist-ssr/): renders the page with the app's own components, keeps the CSS that markup uses
// (Mantine's rules for classes that appear, all of its variables and base rules, the CSS modules
// in full) inline, and bundles app/static-landing/enhance.ts as the page's one script.
// The server sends landing.html at `/` to a visitor with no session (apps/server/src/app.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { build } from 'vite';
import { writeCompressed } from './precompress.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDist = path.join(webRoot, 'dist-ssr');
const require = createRequire(path.join(webRoot, 'package.json'));

/** Every class name the markup uses. */
function classesIn(html) {
  const used = new Set();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * Mantine's stylesheet without the rules for components the page does not draw: a rule whose
 * selector names a component class (`.m_…`) is kept when, in one of its selectors, every such
 * class appears in the markup. Variables, base and global rules name none and are all kept.
 */
function mantineCss(used) {
  const root = postcss.parse(readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8'));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const matches = rule.selectors.some((selector) =>
      [...selector.matchAll(/\.(m_[0-9a-f]+)/g)].every(([, name]) => used.has(name)),
    );
    if (!matches) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The CSS modules' styles, as the server-side build emitted them. */
function moduleCss() {
  const assets = path.join(ssrDist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

/** enhance.ts as one small module in dist/assets, with its compressed copies. */
async function enhanceScript() {
  const output = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(webRoot, 'src') } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(webRoot, 'src/app/static-landing/enhance.ts'),
        formats: ['es'],
        fileName: 'landing',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  if (chunks.length !== 1 || chunks[0].type !== 'chunk') {
    throw new Error(`enhance.ts should bundle to one file, got ${chunks.length}`);
  }
  const code = chunks[0].code;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const name = `landing-${hash}.js`;
  const file = path.join(dist, 'assets', name);
  writeFileSync(file, code);
  writeCompressed(file);
  return `/assets/${name}`;
}

/** Replaces exactly one match, so a changed index.html fails the build instead of the page. */
function replaceOnce(html, pattern, replacement, what) {
  const count = [...html.matchAll(new RegExp(pattern.source, 'g'))].length;
  if (count !== 1) throw new Error(`index.html: expected one ${what}, found ${count}`);
  return html.replace(pattern, () => replacement);
}

const { renderLanding } = await import(pathToFileURL(path.join(ssrDist, 'render.js')).href);
const body = renderLanding();
const css = `${mantineCss(classesIn(body))}\n${moduleCss()}`;
const script = await enhanceScript();

let html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The app's entry, its preloads and its stylesheet: none of it is needed to show the page.
html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
html = html.replace(
  /\s*<link rel="(?:stylesheet|preload" as="style)"[^>]*href="\/assets\/[^"]+"[^>]*>/g,
  '',
);
// Nor the app's early requests (vite.config.ts firstPaintHead): a visitor has no data to ask for.
html = replaceOnce(
  html,
  /\s*<script type="module" async[^>]*src="\/assets\/early-[^"]+"[^>]*><\/script>/,
  '',
  'early script',
);
html = replaceOnce(
  html,
  /<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/,
  `<script type="module" src="${script}"></script>`,
  'entry script',
);
html = replaceOnce(html, /<\/head>/, `<style>${css}</style>\n  </head>`, '</head>');
// The app's boot logo (shown until the app draws) gives way to the page itself.
html = replaceOnce(
  html,
  /<div id="root">\s*<div class="boot"[\s\S]*?<\/svg>\s*<\/div>\s*<\/div>/,
  `<div id="root">${body}</div>`,
  '#root with its boot logo',
);
writeFileSync(path.join(dist, 'landing.html'), html);
rmSync(ssrDist, { recursive: true, force: true });
console.log(
  `landing.html: ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB (CSS ${(css.length / 1024).toFixed(1)} kB inline), script ${script}`,
);
