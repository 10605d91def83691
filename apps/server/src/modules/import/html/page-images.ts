import type { ImportImage } from '@simmer/domain/import';
import type { PageIndex } from './page-index';
import { isTag, type Element } from 'domhandler';
import { absoluteUrl, MAX_DEPTH } from './dom-text';
import { isBoilerplate } from './page-blocks';

const MAX_IMAGES = 20;
// Pictures that are never the food: site furniture, people, trackers, placeholders.
const NOT_FOOD =
  /(?:^|[/_.-])(?:logo|icon|icons|favicon|sprite|avatar|gravatar|emoji|badge|pixel|spacer|blank|placeholder|loading|loader|spinner|button|banner|ads?|advert|tracking|rating|stars?|author|profile|headshot)(?:$|[/_.-])/i;
const TRACKERS =
  /(?:facebook\.com\/tr|doubleclick\.net|google-analytics\.com|googletagmanager\.com|scorecardresearch\.com|quantserve\.com|pinterest\.com\/v3|pixel\.|\/pixel\b|gravatar\.com|\/wp-content\/plugins\/)/i;
const IMAGE_ATTRIBUTES = [
  'data-lazy-src',
  'data-src',
  'data-original',
  'data-pin-media',
  'data-lazy',
  'src',
];

/** The best source an <img> offers: a lazy-loading attribute, else src, else its srcset's first. */
function imageSource(img: Element): string {
  for (const name of IMAGE_ATTRIBUTES) {
    const value = img.attribs[name]?.trim();
    if (value && !/^data:/i.test(value)) return value;
  }
  const srcset =
    img.attribs.srcset ?? img.attribs['data-srcset'] ?? img.attribs['data-lazy-srcset'];
  return srcset?.trim().split(/\s+/)[0] ?? '';
}

/** Whether an <img> is too small to be a recipe picture by its own width/height attributes. */
function isSmall(img: Element): boolean {
  const width = Number(img.attribs.width);
  const height = Number(img.attribs.height);
  return (
    (Number.isFinite(width) && width > 0 && width < 100) ||
    (Number.isFinite(height) && height > 0 && height < 100)
  );
}

function insideBoilerplate(img: Element, content?: ReadonlySet<Element>): boolean {
  let depth = 0;
  for (let node = img.parent; node && isTag(node) && depth < MAX_DEPTH; node = node.parent) {
    if (isBoilerplate(node, content)) return true;
    depth += 1;
  }
  return false;
}

/**
 * The images a page offers for its recipe (spec 2 §7 extractRecipeImages): the main picture (the
 * recipe's own, else the page's Open Graph image) first, then the other content images, absolute,
 * each once, without logos, icons, avatars, tracking pixels or data: URIs; at most 20.
 */
export function extractRecipeImages(
  page: PageIndex,
  baseUrl: string,
  mainImages: string[],
  content?: ReadonlySet<Element>,
): ImportImage[] {
  const images: ImportImage[] = [];
  const seen = new Set<string>();
  const offer = (raw: string, type: ImportImage['type']) => {
    const url = absoluteUrl(raw, baseUrl);
    if (!url || seen.has(url) || images.length >= MAX_IMAGES) return;
    const path = new URL(url).pathname;
    if (TRACKERS.test(url) || NOT_FOOD.test(path) || /\.(?:svg|gif|ico)$/i.test(path)) return;
    seen.add(url);
    images.push({ url, type });
  };
  for (const raw of mainImages) offer(raw, 'main');
  for (const img of page.images) {
    if (images.length >= MAX_IMAGES) break;
    if (isSmall(img) || insideBoilerplate(img, content)) continue;
    offer(imageSource(img), 'page');
  }
  return images;
}
