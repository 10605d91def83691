import { jsonForScriptElement } from '@simmer/domain/recipes';

/** What a server-rendered page says about itself to crawlers and link previews, which run no script. */
export interface PageHead {
  title: string;
  /** The title link previews show beside the site's name (og:title); `title` without it. */
  socialTitle?: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  /** Written into a `<script type="application/ld+json">` element. */
  jsonLd?: unknown;
}

/** Text for an HTML attribute value or element content: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const META_DESCRIPTION = /\s*<meta\s+[^>]*name=["']description["'][^>]*>/gi;
const CANONICAL = /\s*<link\s+[^>]*rel=["']canonical["'][^>]*>/gi;

/**
 * The built index.html with this page's head: its own title, meta description and canonical
 * link in place of the app's, plus Open Graph, Twitter card and JSON-LD. Every value is escaped;
 * replacements are functions so `$&` in a recipe name stays text.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="Simmer" />`,
    `<meta property="og:title" content="${escapeHtml(head.socialTitle ?? head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.imageUrl
      ? [`<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`]
      : []),
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${jsonForScriptElement(head.jsonLd)}</script>`]),
  ];
  const stripped = html.replace(META_DESCRIPTION, '').replace(CANONICAL, '');
  const titled = TITLE.test(stripped)
    ? stripped.replace(TITLE, () => title)
    : stripped.replace('</head>', () => `  ${title}\n  </head>`);
  return titled.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The app's page for an address that shows nothing (a revoked share): kept out of search results. */
export function withNoIndex(html: string): string {
  return html.replace('</head>', () => `  <meta name="robots" content="noindex" />\n  </head>`);
}

/** The page with an image it is about to show asked for at once, at high priority. */
export function withImagePreload(html: string, href: string): string {
  return html.replace(
    '</head>',
    () =>
      `  <link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />\n  </head>`,
  );
}
