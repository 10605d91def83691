import { createHash } from 'node:crypto';

// A classic inline script: no src, and no type (or a JavaScript one). JSON-LD and other data
// blocks are never run, so the policy does not need to name them.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript|module)[^"]*")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that let exactly the inline scripts of the
 * built pages run, and nothing else inline: the web build writes the colour-scheme script into
 * the page itself (apps/web/vite.config.ts), so the first paint waits for no script file.
 */
export function inlineScriptHashes(pages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const source = match[1]!;
      if (!source.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
