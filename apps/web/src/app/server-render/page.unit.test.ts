import { describe, expect, it } from 'vitest';
import { composeServerPage, scriptSafeJson, SERVER_VIEW_STATE_ID, VIEW_START_SCRIPT } from './page';

// The built page's shape (vite.config.ts firstPaintHead and the server's route preloads).
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" async crossorigin fetchpriority="high" src="/assets/early-abc.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/recipe-box-abc.js">
    <link rel="preload" as="style" crossorigin href="/assets/mantine-abc.css">
    <link rel="preload" as="style" crossorigin href="/assets/recipe-box-abc.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true"><svg></svg></div>
    </div>
  </body>
</html>`;

describe('a server-drawn view written into the page', () => {
  it('replaces the boot logo with the view, inert, and writes its answers after it', () => {
    const page = composeServerPage(PAGE, '<main>Recipe Box</main>', { queries: [] })!;

    expect(page).toContain('<div id="root" inert><main>Recipe Box</main></div>');
    expect(page).not.toContain('class="boot"');
    expect(page).toContain(
      `<script type="application/json" id="${SERVER_VIEW_STATE_ID}">{"queries":[]}</script>`,
    );
    expect(page.indexOf(SERVER_VIEW_STATE_ID)).toBeLessThan(page.indexOf('</body>'));
    expect(page.endsWith('</body>\n</html>')).toBe(true);
  });

  it('makes the stylesheets render-blocking and leaves the early requests out', () => {
    const page = composeServerPage(PAGE, '<main></main>', {})!;

    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/mantine-abc.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/recipe-box-abc.css">');
    expect(page).not.toContain('rel="preload" as="style"');
    expect(page).not.toContain('early-abc.js');
  });

  it('asks for the app only once the view has painted: its entry and modules go to the starter', () => {
    const page = composeServerPage(PAGE, '<main></main>', {})!;

    expect(page).toContain(
      `<script src="${VIEW_START_SCRIPT}" defer data-entry="/assets/index-abc.js"` +
        ` data-modules="/assets/react-abc.js /assets/recipe-box-abc.js"></script>`,
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
  });

  it('declines a page without the app entry', () => {
    const withoutEntry = PAGE.replace(/<script type="module" crossorigin[^\n]*\n/, '');
    expect(composeServerPage(withoutEntry, '<main></main>', {})).toBeNull();
  });

  it('declines a page without the expected root', () => {
    expect(composeServerPage('<html><body></body></html>', '<main></main>', {})).toBeNull();
  });

  it('writes answers that cannot end their script element or open a comment', () => {
    const state = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = scriptSafeJson(state);

    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual(state);
  });
});
