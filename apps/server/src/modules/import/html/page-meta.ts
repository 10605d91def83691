import { cleanText, statedSize, type SizedPicture } from '@simmer/domain/import';
import type { PageIndex } from './page-index';
import { absoluteUrl, elementText, oneLine } from './dom-text';

/** What a page says about itself in its head: Open Graph, Twitter cards, plain meta tags. */
export interface PageMeta {
  /** The address relative links resolve against: <base href>, else the page's own. */
  baseUrl: string;
  title: string;
  /** og:title, else twitter:title. */
  ogTitle: string;
  /** The first <h1>'s text. */
  h1: string;
  /** og:image, else twitter:image, else <link rel="image_src">, absolute. */
  image: string;
  /** The Open Graph pictures with the og:image:width and height stated after each, in page order. */
  ogPictures: SizedPicture[];
  description: string;
  author: string;
  /** The site's own name for itself (og:site_name, else application-name). */
  siteName: string;
}

/** Reads the page's <head> facts once. */
export function readPageMeta(page: PageIndex, pageUrl: string): PageMeta {
  const baseUrl = (page.baseHref && absoluteUrl(page.baseHref, pageUrl)) || pageUrl;
  const metas = new Map<string, string>();
  const ogPictures: SizedPicture[] = [];
  for (const meta of page.metas) {
    const key = (meta.attribs.property ?? meta.attribs.name ?? meta.attribs.itemprop ?? '')
      .trim()
      .toLowerCase();
    const content = meta.attribs.content;
    if (key && content?.trim() && !metas.has(key)) metas.set(key, content.trim());
    if (/^og:image(?::url|:secure_url)?$/.test(key) && content?.trim()) {
      ogPictures.push({ url: absoluteUrl(content.trim(), baseUrl), width: null, height: null });
    } else if (/^og:image:(?:width|height)$/.test(key) && ogPictures.length) {
      const last = ogPictures[ogPictures.length - 1]!;
      last[key === 'og:image:width' ? 'width' : 'height'] = statedSize(content);
    }
  }
  const meta = (...keys: string[]) =>
    keys.map((key) => oneLine(cleanText(metas.get(key) ?? ''))).find(Boolean) ?? '';
  return {
    baseUrl,
    title: page.title ? oneLine(cleanText(elementText(page.title))) : '',
    ogTitle: meta('og:title', 'twitter:title'),
    h1: page.firstH1 ? oneLine(elementText(page.firstH1)) : '',
    image:
      [metas.get('og:image'), metas.get('og:image:url'), metas.get('twitter:image'), page.imageLink]
        .map((raw) => absoluteUrl(raw, baseUrl))
        .find(Boolean) ?? '',
    ogPictures,
    description: meta('og:description', 'description', 'twitter:description'),
    author: meta('author', 'article:author'),
    siteName: meta('og:site_name', 'application-name'),
  };
}
