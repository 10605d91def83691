// Rewrites of a recipe page that change how it is written, not what a browser shows or what its
// recipe data says: bench/import-invariance.ts reads each page before and after each one, and
// bench/import-accuracy.ts --rewrite scores the pages after one.

import { indexSchemaNodes } from '@simmer/domain/import';

// Script, style, pre and textarea keep their text as written; the rewrites leave them alone.
const RAW = /<(script|style|pre|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const LD_JSON =
  /(<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>)([\s\S]*?)(<\/script\s*>)/gi;

/** Applies `rewrite` to the page's markup outside script, style, pre and textarea. */
function outsideRaw(html: string, rewrite: (markup: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW)) {
    out += rewrite(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + rewrite(html.slice(last));
}

/** Applies `rewrite` to the text between tags (not to comments' or tags' own text). */
const betweenTags = (rewrite: (text: string) => string) => (markup: string) =>
  markup.replace(/>([^<]+)</g, (_, text: string) => `>${rewrite(text)}<`);

/** Rewrites each JSON-LD script that parses as JSON; others stay as written. */
const jsonLd = (rewrite: (data: unknown) => string) => (html: string) =>
  html.replace(LD_JSON, (whole, open: string, body: string, close: string) => {
    try {
      return open + rewrite(JSON.parse(body)) + close;
    } catch {
      return whole;
    }
  });

const isRecipe = (node: Record<string, unknown>) =>
  [node['@type']].flat().some((type) => typeof type === 'string' && /(^|[/:])Recipe$/.test(type));

/** Rewrites every Recipe object in the page's JSON-LD (at any depth, @graph included). */
const recipeData = (rewrite: (recipe: Record<string, unknown>) => Record<string, unknown>) =>
  jsonLd((data) => {
    const walk = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(walk);
      if (!node || typeof node !== 'object') return node;
      const mapped = Object.fromEntries(
        Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, walk(value)]),
      );
      return isRecipe(mapped) ? rewrite(mapped) : mapped;
    };
    return JSON.stringify(walk(data));
  });

const asciiJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');

// Readings compared as the rewrite leaves them: a heading's words in capitals or with a colon are
// still the same words (a heading kept as a line of the method, a title taken from a heading).
const CASE_AND_COLON = (value: string) => value.toLowerCase().replaceAll(':', '');
export const SAME_WORDS: Record<string, (value: string) => string> = {
  'headings in capitals': CASE_AND_COLON,
  'headings ending with a colon': CASE_AND_COLON,
};

type Json = Record<string, unknown>;
const isJsonNode = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A JSON-LD node written as microdata: its @type as the item's type, each property a <meta> (a
 * text or a number as its content), a nested node an item of its own, a list one element per
 * entry, a bare @id reference the node it names.
 */
function microdata(node: Json, index: Map<string, Json>, property = '', depth = 0): string {
  const types = [node['@type']]
    .flat()
    .filter((type): type is string => typeof type === 'string')
    .map((type) => `https://schema.org/${type.replace(/^.*[/:]/, '')}`);
  const prop = property ? ` itemprop="${property}"` : '';
  const typeAttr = types.length ? ` itemtype="${types.join(' ')}"` : '';
  let inner = '';
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    for (let entry of [value].flat(2)) {
      if (isJsonNode(entry) && typeof entry['@id'] === 'string' && Object.keys(entry).length === 1)
        entry = index.get(entry['@id']) ?? entry['@id'];
      if (typeof entry === 'string' || typeof entry === 'number') {
        inner += `<meta itemprop="${key}" content="${attribute(String(entry))}">`;
      } else if (isJsonNode(entry) && depth < 6) {
        inner += microdata(entry, index, key, depth + 1);
      }
    }
  }
  return `<div${prop} itemscope${typeAttr}>${inner}</div>`;
}

export const REWRITES: Record<string, (html: string) => string> = {
  // A browser shows a line break in text as a space: a minifier or another editor folds them.
  'text line breaks as spaces': (html) =>
    outsideRaw(
      html,
      betweenTags((text) => text.replace(/[ \t\r\f]*\n[\s]*/g, ' ')),
    ),
  // Characters written as numeric references, as some CMSs write every non-ASCII letter.
  'letters as character references': (html) =>
    outsideRaw(
      html,
      betweenTags((text) => text.replace(/[^\p{ASCII}]/gu, (c) => `&#${c.codePointAt(0)};`)),
    ),
  // Spaces in text written as no-break spaces, as page builders often leave them.
  'spaces as no-break spaces': (html) =>
    outsideRaw(
      html,
      betweenTags((text) => text.replace(/(?<=\S) (?=\S)/g, '&nbsp;')),
    ),
  // Windows line endings: the HTML parser of a browser reads CRLF as LF.
  'CRLF line endings': (html) => html.replace(/\r?\n/g, '\r\n'),
  // Tag names in capitals, as old templates write them.
  'tag names in capitals': (html) =>
    outsideRaw(html, (markup) =>
      markup.replace(
        /<(\/?)([a-zA-Z][a-zA-Z0-9]*)/g,
        (_, slash: string, name: string) => `<${slash}${name.toUpperCase()}`,
      ),
    ),
  // Headings one level down (h2 → h3 … h5 → h6), as another theme ranks them; the page's h1 stays.
  'headings a level down': (html) =>
    outsideRaw(html, (markup) =>
      markup.replace(
        /<(\/?)h([2-5])\b/gi,
        (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
      ),
    ),
  // Section headings in capitals, as a style sheet's text-transform shows them.
  'headings in capitals': (html) =>
    outsideRaw(html, (markup) =>
      markup.replace(
        /(<h[2-6]\b[^>]*>)([^<]*)(?=<\/h[2-6])/gi,
        (_, open: string, text: string) =>
          open +
          text.replace(/&[^;\s]*;|[^&]+/g, (part) => (part[0] === '&' ? part : part.toUpperCase())),
      ),
    ),
  // Section headings ending with a colon ("Ingredients:").
  'headings ending with a colon': (html) =>
    outsideRaw(html, (markup) =>
      markup.replace(
        /(<h[2-6]\b[^>]*>)([^<]*?)\s*(?=<\/h[2-6])/gi,
        (_, open: string, text: string) =>
          text.trim() && !/:$/.test(text.trim()) ? `${open}${text}:` : open + text,
      ),
    ),
  // Section headings written as bold paragraphs, as many blogs write them.
  'headings as bold paragraphs': (html) =>
    outsideRaw(html, (markup) =>
      markup
        .replace(/<h[2-6]\b([^>]*)>/gi, '<p$1><strong>')
        .replace(/<\/h[2-6]\s*>/gi, '</strong></p>'),
    ),
  // The body's content inside two more wrappers, as page builders nest it.
  'content in more wrappers': (html) =>
    html
      .replace(/(<body\b[^>]*>)/i, '$1<div class="site-wrap"><div class="row">')
      .replace(/(<\/body\s*>)(?![\s\S]*<\/body)/i, '</div></div>$1'),
  // Lists written as paragraphs, as a blog without a recipe plugin writes them: a bulleted item
  // as a paragraph, a numbered one as a paragraph that starts with its number ("2. Stir …").
  'lists as paragraphs': (html) =>
    outsideRaw(html, (markup) =>
      markup
        .replace(/<ol\b[^>]*>((?:(?!<\/?ol\b)[\s\S])*)<\/ol\s*>/gi, (_, items: string) => {
          let number = 0;
          const numbered = items
            .replace(/<li\b[^>]*>/gi, () => `<p>${(number += 1)}. `)
            .replace(/<\/li\s*>/gi, '</p>');
          return `<div>${numbered}</div>`;
        })
        .replace(/<ul\b[^>]*>/gi, '<div>')
        .replace(/<\/ul\s*>/gi, '</div>')
        .replace(/<li\b[^>]*>/gi, '<p>')
        .replace(/<\/li\s*>/gi, '</p>'),
    ),
  // The same JSON-LD with its non-ASCII letters and slashes escaped, on one line.
  'JSON-LD escaped and compact': jsonLd(asciiJson),
  // The same JSON-LD pretty-printed.
  'JSON-LD pretty-printed': jsonLd((data) => JSON.stringify(data, null, 2)),
  // The recipe's JSON-LD written in other shapes schema.org allows for the same values.
  'recipe @type as a list': recipeData((recipe) => ({
    ...recipe,
    '@type': [recipe['@type']].flat(),
  })),
  'steps as HowToStep items': recipeData((recipe) => {
    const steps = recipe.recipeInstructions;
    if (!Array.isArray(steps) || !steps.every((step) => typeof step === 'string')) return recipe;
    const recipeInstructions = steps.map((text) => ({ '@type': 'HowToStep', text }));
    return { ...recipe, recipeInstructions };
  }),
  'HowToSteps as texts': recipeData((recipe) => {
    const steps = recipe.recipeInstructions;
    const plain = (step: unknown): step is { '@type': string; text: string } =>
      !!step &&
      typeof step === 'object' &&
      (step as Record<string, unknown>)['@type'] === 'HowToStep' &&
      typeof (step as Record<string, unknown>).text === 'string' &&
      Object.keys(step).every((key) => ['@type', 'text', 'url', 'position'].includes(key));
    if (!Array.isArray(steps) || !steps.length || !steps.every(plain)) return recipe;
    return { ...recipe, recipeInstructions: steps.map((step) => step.text) };
  }),
  'image as an ImageObject': recipeData((recipe) =>
    typeof recipe.image === 'string'
      ? { ...recipe, image: { '@type': 'ImageObject', url: recipe.image } }
      : recipe,
  ),
  'author as a Person': recipeData((recipe) =>
    typeof recipe.author === 'string'
      ? { ...recipe, author: { '@type': 'Person', name: recipe.author } }
      : recipe,
  ),
  'yield as a list': recipeData((recipe) =>
    recipe.recipeYield != null && !Array.isArray(recipe.recipeYield)
      ? { ...recipe, recipeYield: [recipe.recipeYield] }
      : recipe,
  ),
  'times with zero hours': recipeData((recipe) => {
    const out = { ...recipe };
    for (const key of ['prepTime', 'cookTime', 'totalTime']) {
      const value = out[key];
      if (typeof value === 'string' && /^PT\d+M$/.test(value))
        out[key] = value.replace('PT', 'PT0H');
    }
    return out;
  }),
  'JSON-LD letters as HTML references': jsonLd((data) =>
    JSON.stringify(data).replace(/[^\p{ASCII}]/gu, (c) => `&#${c.codePointAt(0)};`),
  ),
  // A single JSON-LD object given as a one-item @graph.
  'JSON-LD in a @graph': jsonLd((data) => {
    if (!data || typeof data !== 'object' || Array.isArray(data) || '@graph' in data) {
      return JSON.stringify(data);
    }
    const { '@context': context, ...item } = data as Record<string, unknown>;
    return JSON.stringify({ '@context': context ?? 'https://schema.org', '@graph': [item] });
  }),
  // JSON-LD scripts moved to the end of the body, as tag managers inject them.
  'JSON-LD at the end of the body': (html) => {
    const scripts: string[] = [];
    const rest = html.replace(LD_JSON, (whole) => {
      scripts.push(whole);
      return '';
    });
    const end = rest.toLowerCase().lastIndexOf('</body');
    return end < 0
      ? rest + scripts.join('')
      : rest.slice(0, end) + scripts.join('') + rest.slice(end);
  },
  // The recipe's JSON-LD written as microdata instead (each value in a <meta>, at the start of the
  // body), as older recipe plugins and themes give it: the same values in the other syntax
  // schema.org allows. Other JSON-LD (the article, the site) stays.
  'recipe data as microdata': (html) => {
    const items: string[] = [];
    const rewritten = html.replace(LD_JSON, (whole, open: string, body: string, close: string) => {
      let data: unknown;
      try {
        data = JSON.parse(body);
      } catch {
        return whole;
      }
      const index = indexSchemaNodes(data);
      const walk = (node: unknown): unknown => {
        if (Array.isArray(node)) return node.map(walk).filter((entry) => entry !== undefined);
        if (!isJsonNode(node)) return node;
        if (isRecipe(node)) {
          items.push(microdata(node, index));
          return undefined;
        }
        return Object.fromEntries(
          Object.entries(node)
            .map(([key, value]) => [key, walk(value)])
            .filter(([, value]) => value !== undefined),
        );
      };
      const rest = walk(data);
      return rest === undefined ? '' : open + JSON.stringify(rest) + close;
    });
    if (!items.length) return html;
    let placed = false;
    const out = outsideRaw(rewritten, (markup) =>
      placed
        ? markup
        : markup.replace(/<body\b[^>]*>/i, (open) => {
            placed = true;
            return open + items.join('');
          }),
    );
    return placed ? out : items.join('') + rewritten;
  },
};
