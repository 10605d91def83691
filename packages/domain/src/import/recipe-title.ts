/**
 * A recipe's name as a cook would write it on a card, from the title a web page gives it. The
 * rules, each the way a cook would say it:
 * - A title names the dish, not the site: after a bar ("X | Site Name") comes the site or a slogan;
 *   after a dash or a dot ("X - Site Name", "X · site.com") comes the site when it names the site
 *   or is an address.
 * - Praise and promises are not part of the name: a trailing bracket that sells the recipe ("(Fast
 *   & Easy Dinner!)", "(+Video)", "{Ever}") goes, and so does a trailing part after a dash that
 *   does ("X – Leftover Recipe"). A bracket that says what the dish is ("(Japanese Curry Hot Pot)",
 *   "(Vegan)", "(Oven or Air Fryer)") stays.
 * - The word "Recipe" is not part of a dish's name: "Dill Pickle Recipe", "Recipe for Dill
 *   Pickles", "Recette gâteau basque" lose it.
 */

/** The word "recipe" in the languages recipe sites use most. */
const RECIPE_WORD =
  'recipes?|rezepte?|recettes?|recetas?|ricett[ae]|receitas?|recept(?:en|y|e)?|przepis(?:y)?|opskrift(?:er)?|oppskrift(?:er)?|fotorecept';

// Words that sell a recipe rather than name it, in brackets or after a dash.
const PROMOTION = new RegExp(
  `!|\\+\\s*video|(?<![\\p{L}])(?:${RECIPE_WORD}|easy|easiest|quick|quickest|fast|best|simple|perfect|ultimate|amazing|delicious|foolproof|fool-proof|video|step[- ]by[- ]step|how to|tips?|\\d+[- ]?(?:minutes?|mins?))(?![\\p{L}])`,
  'iu',
);
// An address: "mindmegette.hu", "www.example.com".
const ADDRESS = /(?:^|\s)(?:www\.)?[\p{L}\d-]+\.(?:[a-z]{2,6})(?:\/\S*)?(?:\s|$)/iu;

const BARS = /\s+[|¦]\s+/;
const DASHES = /\s+(?:-|–|—|·|•|::|»|«)\s+/;
const TRAILING_BRACKET = /\s*(\(([^()]*)\)|\[([^[\]]*)\]|\{([^{}]*)\})\s*$/;
const LEADING_RECIPE_WORD = new RegExp(
  `^(?:${RECIPE_WORD})\\s*(?::\\s*|\\s+(?:for|de|del|di|da|do|für|voor|na)\\s+|\\s+)(?=\\S)`,
  'iu',
);
const TRAILING_RECIPE_WORD = new RegExp(`\\s+(?:${RECIPE_WORD})(?=\\s+with\\b|\\s*$)`, 'iu');

/** Letters and digits only, lower case, without accents: how a site's name is compared. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export interface TitleSource {
  /** The page's own name for its site (og:site_name). */
  siteName?: string | null;
  /** The page's address: its host names the site too. */
  pageUrl?: string | null;
}

function siteNamesOf(source: TitleSource): string[] {
  const names = [fold(source.siteName ?? '')];
  try {
    if (source.pageUrl) {
      const host = new URL(source.pageUrl).hostname.replace(/^www\./, '');
      // "mindmegette.hu" -> "mindmegette"; "recipes.timesofindia.com" -> "timesofindia".
      const labels = host.split('.');
      names.push(fold(labels.length > 1 ? labels[labels.length - 2]! : host), fold(host));
    }
  } catch {
    // Not an address: only the site's name is known.
  }
  return names.filter((name) => name.length >= 4);
}

/** Whether a part of a title is the site's name or address and nothing more. */
function isSite(part: string, sites: string[]): boolean {
  const folded = fold(part);
  if (folded.length < 4) return false;
  return ADDRESS.test(part.trim()) || sites.some((site) => site.includes(folded));
}

/** Whether a part of a title names the site ("Donal Skehan | EAT LIVE GO", "Mindmegette.hu"). */
function namesSite(part: string, sites: string[]): boolean {
  const folded = fold(part);
  return isSite(part, sites) || (folded !== '' && sites.some((site) => folded.includes(site)));
}

/** The recipe's name from a page's title, by the rules above; the title itself when nothing is left. */
export function tidyRecipeTitle(title: string, source: TitleSource = {}): string {
  const original = title.replace(/\s+/g, ' ').trim();
  if (!original) return '';
  const sites = siteNamesOf(source);

  // After a bar: the site or a slogan. The dish is the first part that does not name the site.
  const bars = original.split(BARS).filter(Boolean);
  let name = bars.find((part) => !isSite(part, sites)) ?? bars[0] ?? original;

  // After a dash: the site, an address, or a sales line; the first part is always the dish's.
  const dashes = name.split(DASHES);
  const cut = dashes.findIndex(
    (part, index) => index > 0 && (namesSite(part, sites) || PROMOTION.test(part)),
  );
  if (cut > 0) name = dashes.slice(0, cut).join(' - ');

  // Trailing brackets that sell the recipe, one after another: "X (Easy!) {Video}".
  for (let bracket = TRAILING_BRACKET.exec(name); bracket; bracket = TRAILING_BRACKET.exec(name)) {
    const inside = bracket[2] ?? bracket[3] ?? bracket[4] ?? '';
    const decoration = bracket[4] !== undefined;
    if (!decoration && !PROMOTION.test(inside)) break;
    name = name.slice(0, bracket.index);
  }

  name = name
    .replace(TRAILING_RECIPE_WORD, '')
    .replace(LEADING_RECIPE_WORD, '')
    .replace(/[\s\-–—|:·•,]+$/, '')
    .trim();
  if (!name) return original;
  return name === original ? name : name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
