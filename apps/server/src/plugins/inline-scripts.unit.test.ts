import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

describe('inline script hashes for the Content-Security-Policy', () => {
  it('names each inline script of the pages once, by the hash of its exact text', () => {
    const themeScript = "(function(){document.documentElement.dataset.x='1'})();";
    const page = `<head><script>${themeScript}</script><script type="module" async src="/assets/early.js"></script></head>`;
    expect(inlineScriptHashes([page, page])).toEqual([sha256(themeScript)]);
  });

  it('leaves out scripts with a source file, data blocks and empty scripts', () => {
    const page = [
      '<script src="/theme-init.js"></script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Recipe"}</script>',
      '<script> </script>',
    ].join('');
    expect(inlineScriptHashes([page])).toEqual([]);
  });

  it('a script that changes by one character gets another hash', () => {
    const [first] = inlineScriptHashes(['<script>var a = 1;</script>']);
    const [second] = inlineScriptHashes(['<script>var a = 2;</script>']);
    expect(first).not.toEqual(second);
  });
});
