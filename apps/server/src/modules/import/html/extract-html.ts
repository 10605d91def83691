import type { SizedPicture } from '@simmer/domain/import';
import {
  emptyExtractedRecipe,
  isUsableExtraction,
  isWebAddress,
  withoutImplausibleValues,
  type ExtractedRecipe,
  type ImportImage,
} from '@simmer/domain/import';
import { load } from 'cheerio';
import type { Element } from 'domhandler';
import {
  hasPluralMarkers,
  lacksAmounts,
  preferCardIngredients,
  readCardIngredients,
  withPageAmounts,
  withShownUnits,
} from './card-ingredients';
import { absoluteUrl, elementText } from './dom-text';
import { readArticleAuthor, readJsonLdBlocks, readJsonLdRecipe } from './json-ld';
import { readMicrodataRecipe } from './microdata';
import {
  isBoilerplate,
  pageBlocks,
  textHolders,
  titleHolders,
  type PageBlock,
} from './page-blocks';
import { extractRecipeImages } from './page-images';
import { indexPage, type PageIndex } from './page-index';
import { readPageMeta, type PageMeta } from './page-meta';
import { readPageFacts, recipeCardSpan, readPageRecipe } from './page-recipe';

export interface HtmlExtraction {
  /** Null when the page holds no recipe we could read. */
  recipe: ExtractedRecipe | null;
  method: 'json-ld' | 'microdata' | 'page' | null;
  /** The page's images offered to the user: the main one first, then other content images. */
  images: ImportImage[];
  /**
   * The page's main readable text (no navigation, footer or scripts), for the AI path. Left empty
   * when the page's structured data gives a whole recipe: the import reads the text only when
   * it does not, and reading it is a tenth of the extraction's time.
   */
  pageText: string;
  /** The site's name for itself (og:site_name), which the draft's name leaves out. */
  siteName: string;
}

const MAX_PAGE_TEXT = 20_000;
// A range of servings written with a hyphen or "to": "4-6", "serves 2 to 3" (not "4 – 6").
// Numbers of at most four digits, so a long run of digits is not tried at each of its places.
const SERVINGS_RANGE = /(?<!\d)(\d{1,4})(?:\s+to\s+|-)(\d{1,4})(?!\d)/i;
const hasRecipeBody = (recipe: ExtractedRecipe | null): recipe is ExtractedRecipe =>
  recipe !== null && (recipe.ingredients.length > 0 || recipe.instructions.length > 0);

/** Fills each empty field of `recipe` from `other` (which does not overrule it). */
function fillFrom(recipe: ExtractedRecipe, other: ExtractedRecipe | null): void {
  if (!other) return;
  const target = recipe as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(other)) {
    if (key === 'headingLines' || key === 'stepTimes' || key === 'workedOut') continue;
    const current = target[key];
    const empty =
      current === null || current === '' || (Array.isArray(current) && current.length === 0);
    const given = value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
    if (empty && given) {
      target[key] = value;
      if (key === 'instructions' && other.headingLines) recipe.headingLines = other.headingLines;
      if (key === 'instructions' && other.stepTimes) recipe.stepTimes = other.stepTimes;
    }
  }
}

const TIMES = ['prepTime', 'cookTime', 'totalTime'] as const;
const leadingNumber = (text: string) => Number(/^\D{0,20}?(\d+)/.exec(text)?.[1] ?? NaN);

/**
 * Structured values a cook would doubt: a time of two or more whole hours (a form that wrote hours
 * for minutes, PT10H for 10 minutes), or more than 50 servings.
 */
const doubtful = (recipe: ExtractedRecipe) =>
  TIMES.some((field) => {
    const minutes = recipe[field];
    return minutes !== null && minutes >= 120 && minutes % 60 === 0;
  }) || leadingNumber(recipe.yields) > 50;

/**
 * Where the recipe card beside the structured data disagrees with a doubtful value, the card wins:
 * a time it shows as N minutes where the data says N hours, servings it states where the data
 * says more than 50.
 */
function withCardOverDoubtfulValues(recipe: ExtractedRecipe, card: ExtractedRecipe): void {
  for (const field of TIMES) {
    const stated = recipe[field];
    const shown = card[field];
    if (stated !== null && shown !== null && shown > 0 && stated === shown * 60) {
      recipe[field] = shown;
    }
  }
  const shownYield = leadingNumber(card.yields);
  if (leadingNumber(recipe.yields) > 50 && shownYield > 0 && shownYield <= 50) {
    recipe.yields = card.yields;
  }
}

// A size in a picture's address: "-1200x800.jpg", "/1200x800/".
const SIZE_IN_URL = /(?:^|[^0-9])(\d{3,5})[xX](\d{3,5})(?:[^0-9]|$)/;
const WIDTH_IN_QUERY = /[?&](?:w|width)=(\d{3,5})/i;
const HEIGHT_IN_QUERY = /[?&](?:h|height)=(\d{3,5})/i;

/**
 * The largest of the pictures a page names for its recipe (its recipe data's, then its Open
 * Graph ones): by the size stated beside each, else the size its address names; a picture that
 * states one side counts as square; ties go to the first named.
 */
function largestPicture(pictures: SizedPicture[]): string {
  const merged = new Map<string, SizedPicture>();
  for (const picture of pictures) {
    if (!picture.url) continue;
    const seen = merged.get(picture.url);
    if (!seen) {
      merged.set(picture.url, { ...picture });
      continue;
    }
    if (picture.width) seen.width = Math.max(seen.width ?? 0, picture.width);
    if (picture.height) seen.height = Math.max(seen.height ?? 0, picture.height);
  }
  const area = ({ url, width, height }: SizedPicture) => {
    if (!(width && height)) {
      const inUrl = SIZE_IN_URL.exec(url);
      const queried = [WIDTH_IN_QUERY.exec(url)?.[1], HEIGHT_IN_QUERY.exec(url)?.[1]];
      const named = inUrl
        ? [Number(inUrl[1]), Number(inUrl[2])]
        : queried[0] && queried[1]
          ? queried.map(Number)
          : null;
      if (named) {
        width ||= named[0]!;
        height ||= named[1]!;
      }
    }
    if (width && height) return width * height;
    const side = width || height || 0;
    return side * side;
  };
  // Largest first; then a secure address; then the first named.
  let best = { url: '', area: -1, secure: false };
  for (const picture of merged.values()) {
    const candidate = {
      url: picture.url,
      area: area(picture),
      secure: /^https:/i.test(picture.url),
    };
    if (
      candidate.area > best.area ||
      (candidate.area === best.area && candidate.secure && !best.secure)
    ) {
      best = candidate;
    }
  }
  return best.url;
}

/** The page's main readable text: its <main> or <article> when there is one, else the body. */
function readPageText(page: PageIndex, content: ReadonlySet<Element>): string {
  const root = page.main ?? page.body;
  if (!root) return '';
  return elementText(root, (element) => isBoilerplate(element, content)).slice(0, MAX_PAGE_TEXT);
}

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
/** Whether a page's readable text says `phrase`, in any case and spacing. */
const shows = (text: string, phrase: string) => folded(text).includes(folded(phrase));

/**
 * Page-level facts a recipe may lack, and the total time the page implies; `pageText` gives the
 * page's readable text (read once, when needed).
 */
function completeFromPage(
  recipe: ExtractedRecipe,
  meta: PageMeta,
  fromPageOnly: boolean,
  pageText: () => string,
): void {
  if (!recipe.title) {
    recipe.title = fromPageOnly
      ? meta.h1 || meta.ogTitle || meta.title
      : meta.ogTitle || meta.h1 || meta.title;
  }
  // The recipe's picture: the largest of those its data and the page's Open Graph tags name (a
  // recipe read from the page's own headings and lists names none of its own).
  const named = (recipe.pictures ?? []).map((picture) => ({
    ...picture,
    url: absoluteUrl(picture.url, meta.baseUrl),
  }));
  delete recipe.pictures;
  recipe.image =
    largestPicture([...named, ...meta.ogPictures]) ||
    absoluteUrl(meta.image || recipe.image, meta.baseUrl);
  withoutImplausibleValues(recipe);
  // Recipe data that gives its servings as a range ("4-6", "2 to 3") serves the upper number.
  if (!fromPageOnly) recipe.yields = recipe.yields.replace(SERVINGS_RANGE, '$2');
  // A meta author is the page's byline only when the page shows that name to its readers (a
  // byline in the article); else it names whoever posted it ("webteam", an editor), not the cook.
  if (
    !recipe.author &&
    meta.author &&
    !isWebAddress(meta.author) &&
    shows(pageText(), meta.author)
  ) {
    recipe.author = meta.author;
  }
  // A meta description is written for search results, not as the recipe's: it is left out.
  // A total the page does not state is worked out from prep and cook, and marked so: the review
  // asks the cook to check it.
  if (recipe.totalTime === null && (recipe.prepTime !== null || recipe.cookTime !== null)) {
    recipe.totalTime = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
    recipe.workedOut = ['totalTime'];
  }
}

/**
 * Reads a recipe from a page's HTML, in order of trust: schema.org Recipe JSON-LD, then microdata,
 * then the page's own headings and lists; fields the first lacks are filled from the others and
 * from the page's Open Graph and meta tags. Also returns the images to offer and the page's
 * readable text.
 */
export function extractRecipeFromHtml(html: string, pageUrl: string): HtmlExtraction {
  // htmlparser2 in HTML mode: several times faster than the spec-exact parser on large pages, and
  // forgiving of the same broken markup.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const page = indexPage($.root()[0]!);
  const meta = readPageMeta(page, pageUrl);
  const jsonLdBlocks = readJsonLdBlocks(page);
  const fromJsonLd = readJsonLdRecipe(jsonLdBlocks, [meta.h1, meta.ogTitle, meta.title]);
  const fromMicrodata = readMicrodataRecipe(page, meta.baseUrl);

  let recipe: ExtractedRecipe | null = null;
  let method: HtmlExtraction['method'] = null;
  // The same recipe data is read the same way in either syntax, a recipe card beside it included.
  const fromData = [fromJsonLd, fromMicrodata].find(hasRecipeBody);
  if (fromData) {
    recipe = fromData;
    method = fromData === fromJsonLd ? 'json-ld' : 'microdata';
    recipe.ingredients = preferCardIngredients(
      recipe.ingredients,
      readCardIngredients(page.cardIngredientLists),
    );
    fillFrom(recipe, fromData === fromJsonLd ? fromMicrodata : fromJsonLd);
  }
  const content = new Set([...titleHolders(page.firstH1), ...textHolders(page.body)]);
  const blocks = () => (pageBlockCache ??= pageBlocks(page.body, content));
  let pageBlockCache: PageBlock[] | undefined;
  if (recipe && lacksAmounts(recipe.ingredients)) {
    const shown = readPageRecipe(blocks())?.ingredients;
    if (shown) recipe.ingredients = withPageAmounts(recipe.ingredients, shown);
  } else if (recipe && hasPluralMarkers(recipe.ingredients)) {
    const shown = readPageRecipe(blocks())?.ingredients;
    if (shown) recipe.ingredients = withShownUnits(recipe.ingredients, shown);
  }
  if (!recipe || !recipe.ingredients.length || !recipe.instructions.length) {
    const fromPage = readPageRecipe(blocks());
    if (recipe) {
      fillFrom(recipe, fromPage);
    } else if (fromPage) {
      recipe = fromPage;
      method = 'page';
      fillFrom(recipe, fromJsonLd);
      fillFrom(recipe, fromMicrodata);
    }
  }
  if (!recipe) {
    // No ingredients or steps anywhere: what the page still says of its recipe (structured data
    // without lists, else its head) is kept, so the review asks only for the rest.
    const partial = [fromJsonLd, fromMicrodata].find((found) => found?.title);
    if (partial) {
      recipe = partial;
      method = partial === fromJsonLd ? 'json-ld' : 'microdata';
      fillFrom(recipe, partial === fromJsonLd ? fromMicrodata : null);
    } else if (meta.ogTitle || meta.h1) {
      recipe = emptyExtractedRecipe();
      method = 'page';
    }
  }
  const noTimes = (found: ExtractedRecipe) =>
    found.totalTime === null || (found.prepTime === null && found.cookTime === null);
  if (recipe && method !== 'page' && (!recipe.yields || noTimes(recipe))) {
    // Structured data without servings or times: the recipe card may still show them.
    const span = recipeCardSpan(blocks());
    if (span) readPageFacts(blocks(), span.from, span.to, recipe);
  }
  if (recipe && method !== 'page' && doubtful(recipe)) {
    const span = recipeCardSpan(blocks());
    if (span) {
      const card = emptyExtractedRecipe();
      readPageFacts(blocks(), span.from, span.to, card);
      withCardOverDoubtfulValues(recipe, card);
    }
  }
  // A recipe that names no author is by the author of the article it is published in.
  if (recipe && !recipe.author) recipe.author = readArticleAuthor(jsonLdBlocks);
  let pageTextCache: string | undefined;
  const pageText = () => (pageTextCache ??= readPageText(page, content));
  if (recipe) completeFromPage(recipe, meta, method === 'page', pageText);
  const images = extractRecipeImages(
    page,
    meta.baseUrl,
    [recipe?.image ?? '', meta.image],
    content,
  );
  // A page without structured data or an Open Graph picture: its first content image.
  if (recipe && method === 'page' && !recipe.image) recipe.image = images[0]?.url ?? '';
  const whole = recipe !== null && method !== 'page' && isUsableExtraction(recipe);
  return { recipe, method, images, pageText: whole ? '' : pageText(), siteName: meta.siteName };
}
