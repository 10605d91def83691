import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads } from './route-preload';

const INDEX = '<html><head><script type="module" src="/assets/index-1.js"></script></head></html>';
// A build manifest as Vite writes it: the entry and its vendor chunk, and route modules sharing one.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js'],
    css: ['assets/index-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/app/routes/recipe-box.tsx': {
    file: 'assets/recipe-box-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_recipes-4.js'],
    css: ['assets/recipe-box-3.css', 'assets/index-1.css'],
  },
  '_recipes-4.js': {
    file: 'assets/recipes-4.js',
    imports: ['_react-2.js'],
    css: ['assets/card-4.css'],
  },
  'src/app/routes/grocery-list.tsx': { file: 'assets/grocery-list-5.js', imports: ['index.html'] },
  'src/app/routes/chefs.tsx': { file: 'assets/chefs-6.js', imports: ['index.html'] },
  'src/app/routes/cook-mode.tsx': { file: 'assets/cook-mode-7.js', imports: ['index.html'] },
};

const dist = mkdtempSync(path.join(os.tmpdir(), 'simmer-route-preload-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('route preloads', () => {
  const pages = createRoutePreloads(dist, INDEX);

  it('names the files a route needs that index.html does not already load', () => {
    const html = pages.html('/recipes');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/recipe-box-3.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/recipes-4.js">');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/recipe-box-3.css">',
    );
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-4.css">');
    expect(html).not.toContain('href="/assets/react-2.js"');
    expect(html).not.toContain('href="/assets/index-1.css"');
    expect(html.indexOf('recipe-box-3.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('matches each screen by its address', () => {
    expect(pages.html('/grocery-list/')).toContain('/assets/grocery-list-5.js');
    expect(pages.html('/grocery-list')).not.toContain('recipe-box');
    expect(pages.html('/chefs')).toContain('/assets/chefs-6.js');
    expect(pages.html('/chefs/signup')).toContain('/assets/chefs-6.js');
    expect(pages.html('/chefs/elsewhere')).toBe(INDEX);
    expect(pages.html('/recipes/abc/cook-mode')).toContain('/assets/cook-mode-7.js');
    expect(pages.html('/recipes/abc/cook-mode-edit')).toBe(INDEX);
  });

  it('leaves other addresses, and routes the build does not have, as index.html is', () => {
    expect(pages.html('/about')).toBe(INDEX);
    expect(pages.html('/meal-planner')).toBe(INDEX);
  });

  it('serves index.html unchanged when the build has no manifest', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'simmer-route-preload-'));
    try {
      expect(createRoutePreloads(bare, INDEX).html('/recipes')).toBe(INDEX);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
