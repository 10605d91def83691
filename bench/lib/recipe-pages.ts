// The dev recipe pages of ../shared/data/recipe-pages, read for the import benchmarks, and the
// fixed split of their sites that issue 21's hold-out uses.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const recipePagesDir = path.resolve(
  import.meta.dirname,
  '../../../shared/data/recipe-pages',
);

export interface RecipePage {
  /** The file stem, `<host>__<name>`: the scorer's case id. */
  id: string;
  host: string;
  url: string;
  html: string;
}

/**
 * Hosts held out while tuning (issue 21): half of them by a fixed hash of the name, so a rule
 * fitted to the tuned sites shows as a gap between the halves.
 */
export const isHeldOut = (host: string) =>
  /^[0-7]/.test(createHash('sha1').update(host).digest('hex'));

/** The page as a site that publishes no recipe data would serve it. */
export const withoutRecipeData = (html: string) =>
  html
    .replace(/<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(
      /\s(?:itemscope|itemtype|itemprop|itemref|itemid)(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi,
      '',
    );

/** Every dev page in file order, its address the expected output's canonical one. */
export function readRecipePages({ withoutData = false } = {}): RecipePage[] {
  return readdirSync(recipePagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const id = name.slice(0, -'.json'.length);
      const expected = JSON.parse(readFileSync(path.join(recipePagesDir, name), 'utf8')) as {
        canonical_url?: string;
      };
      const host = id.split('__')[0]!;
      const raw = expected.canonical_url || `https://${host}/`;
      const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
      const file = path.join(recipePagesDir, `${id}.html.gz`);
      const html = gunzipSync(readFileSync(file)).toString('utf8');
      return { id, host, url, html: withoutData ? withoutRecipeData(html) : html };
    });
}
