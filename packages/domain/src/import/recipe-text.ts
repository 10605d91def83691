import { statedFacts } from './recipe-facts';

/** What pasted recipe text says, read by heuristics (issue 7: the text path, also after OCR). */
export interface TextRecipe {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  yields: string;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
}

type Section = 'intro' | 'ingredients' | 'instructions' | 'other';

// Section words in the languages recipe sites use most. In text a heading is the words alone on
// their line, optionally followed by a colon; on a web page a heading may say more ("Ingredients
// for 4 people"), which `headingSection(line, { loose: true })` allows.
const INGREDIENT_WORDS = [
  "ingredients?|ingredient list|list of ingredients|what you(?:'|’)ll need|you will need",
  'lista de ingredientes|lista degli ingredienti|liste des ingrédients|zutatenliste',
  'zutaten|ingrédients|ingredientes|ingredienti|ingrediente|ingrediënten|benodigdheden',
  'składniki|ingrediensen|ingredienser|ainekset',
  'suroviny|složení|zloženie|ingredience|ingrediencie|hozzávalók|sastojci|sestavine|malzemeler',
  'ингредиенты|інгредієнти|υλικά|材料|用料|食材|재료|bahan(?:-bahan)?|nguyên liệu',
].join('|');
const INSTRUCTION_WORDS = [
  'instructions?|directions?|method|steps?|preparation|how to make(?: it)?|como preparar|como fazer',
  "zubereitung|anleitung(?:en)?|so geht(?:'|’)?s|préparation|instructions de préparation|étapes",
  'preparación|elaboración|pasos|preparo|modo de preparo|modo de fazer|modo de preparación',
  'preparazione|procedimento|bereiden|bereiding|bereidingswijze|werkwijze|przygotowanie',
  'sposób przygotowania|wykonanie|valmistus|valmistusohjeet?|fremgangsmåte|framgangsmåte',
  'fremgangsmåde|tilberedning|slik gjør du|sådan gør du|så här gör du|gör så här|tillagning',
  'postup|příprava|príprava|elkészítés|elkészítése|priprema|postupak|priprava|postopek',
  'mod de preparare|приготовление|способ приготовления|приготування|οδηγίες|εκτέλεση',
  '作り方|手順|做法|作法|步骤|만드는 법|조리 ?순서|cara membuat|cách làm',
].join('|');
// What a serving holds, in the languages recipe sites use most.
const NUTRITION_WORDS = [
  'nutrition(?:al)?(?: facts| information| values| info)?|nährwerte|nährwertangaben',
  'valeurs nutritionnelles|información nutricional|valores nutricionales|informação nutricional',
  'valori nutrizionali|voedingswaarden?|næringsinnhold|näringsvärde|näringsinnehåll',
  'wartości odżywcze|výživové hodnoty|tápérték|营养成分',
].join('|');
const OTHER_WORDS = [
  `notes?|tips?|${NUTRITION_WORDS}|equipment|storage|serving suggestions?|variations?`,
  // Where a page goes on to other recipes: the method has ended.
  '(?:related|more|similar) recipes|you (?:may|might) also like|weitere rezepte|ähnliche rezepte',
  'autres recettes|recettes similaires|otras recetas|recetas relacionadas|altre ricette',
  'ricette correlate|meer recepten|vergelijkbare recepten|finn flere oppskrifter|fler recept',
  'flere opskrifter|podobné recepty|więcej przepisów|mais receitas|receitas relacionadas',
].join('|');

const headingPattern = (words: string) => new RegExp(`^(?:${words})\\s*:?$`, 'iu');
// "Preparation time: 10 min" names a time, not a section.
const loosePattern = (words: string) =>
  new RegExp(`^(?:${words})(?![\\p{L}])(?!\\s*(?:time|zeit|temps|tiempo|tempo|tijd)\\b)`, 'iu');
// The longest heading read as a section word followed by more words, and as a Turkish heading
// that names the dish before its section word.
const MAX_LOOSE_HEADING = 50;
const MAX_TRAILING_HEADING = 80;
// Turkish names the section last ("Patates Topları İçin Malzemeler", "Kek Tarifi Yapılışı"), and
// so does Chinese ("番茄焗饭的做法", the dish's way of making).
const TRAILING_HEADINGS = [
  ['ingredients', /(?:^|\s)malzemeler[iİI]?\s*:?$/iu],
  ['instructions', /(?:^|\s)(?:yap[ıiIİ]l[ıiIİ][şŞ][ıiIİ]|haz[ıiIİ]rlan[ıiIİ][şŞ][ıiIİ])\s*:?$/iu],
  ['instructions', /\p{Script=Han}的(?:做法|作法)\s*[:：]?$/u],
] as const;
const INGREDIENT_HEADINGS = headingPattern(INGREDIENT_WORDS);
const INSTRUCTION_HEADINGS = headingPattern(INSTRUCTION_WORDS);
const OTHER_HEADINGS = headingPattern(OTHER_WORDS);
// "Nutritional facts (per portion): 1854 kJ": a line that labels what follows as nutrition.
const NUTRITION_LABEL = new RegExp(`^(?:${NUTRITION_WORDS})(?![\\p{L}])[^:]{0,40}:`, 'iu');
/** A line that opens what is no part of the recipe: notes, nutrition, other recipes. */
const opensOther = (line: string) => OTHER_HEADINGS.test(line) || NUTRITION_LABEL.test(line);
const LOOSE_HEADINGS = [
  ['ingredients', loosePattern(INGREDIENT_WORDS)],
  ['instructions', loosePattern(INSTRUCTION_WORDS)],
  ['other', loosePattern(OTHER_WORDS)],
] as const;

/**
 * The recipe section a heading opens — 'ingredients', 'instructions' or 'other' (notes,
 * nutrition…) — in the languages recipe sites use most, or null. With `loose`, the section word
 * may be followed by more words ("Ingredients for 4 people", "Zutaten für 2 Personen").
 */
export function headingSection(
  line: string,
  options: { loose?: boolean } = {},
): 'ingredients' | 'instructions' | 'other' | null {
  const text = line.trim();
  if (INGREDIENT_HEADINGS.test(text)) return 'ingredients';
  if (INSTRUCTION_HEADINGS.test(text)) return 'instructions';
  if (opensOther(text)) return 'other';
  if (!options.loose) return null;
  const patterns = [
    ...(text.length <= MAX_LOOSE_HEADING ? LOOSE_HEADINGS : []),
    ...(text.length <= MAX_TRAILING_HEADING ? TRAILING_HEADINGS : []),
  ];
  return patterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

// "For 4": a yield said with a word that is no label on a recipe card.
const YIELD_LINE = /^for\s*:?\s*(.*\d.*)$/i;
// The longest line of times and servings read as such ("Prep: 5 mins | Cook: 25 mins | Serves 4").
const MAX_FACT_LINE = 120;

/**
 * A page's switch that keeps the phone's screen on while cooking, with its label ("Cook Mode",
 * "Prevent your screen from going dark", "Behold skjermen på"): no part of the recipe.
 */
export const SCREEN_CONTROL =
  /^(?:cook(?:ing)? mode|kochmodus|mode cuisine|modo (?:cocina|cozinha)|kookmodus|(?:keep|prevent) (?:(?:the|your) )?(?:screen|display) (?:on|awake|from (?:going dark|turning off|dimming|locking|sleeping))|behold skjermen på|håll skärmen (?:på|tänd)|hold skærmen tændt|bildschirm (?:an|aktiv|eingeschaltet) (?:lassen|halten)|garder l'écran allumé|mantener la pantalla encendida)[.!]?$/i;

// What a page says of a link in brackets after it, "(affiliate link)", "(paid link)", "(ad)": a
// disclosure about the link, not the recipe's words.
// (One space before it at most: a run of spaces before every bracket would be read again and
// again, as many times as the line is long.)
const LINK_LABEL = / ?\((?:affiliate|paid|amazon|sponsored)(?: link)?s?\)| ?\(#?ad\)/gi;
/** A line without what its page said of its links ("(affiliate link)"). */
export const withoutLinkLabels = (text: string) => text.replace(LINK_LABEL, '');

/** A bullet or checkbox drawn as a character before a line ("• 2 eggs", "▢ 1 cup flour"). */
export const TICK_MARK = /^[•▪▫◦‣⁃·▢☐□✓✔]\s*/u;
// …and in pasted text, a dash or asterisk typed as one too.
const BULLET = new RegExp(`^(?:[-*\u2013\u2014]\\s*|${TICK_MARK.source.slice(1)})`, 'u');
const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s*|^step\s*\d{1,2}\s*[-–:]?\s*/i;
/** An ingredient line starts with an amount: digits, a fraction, or a word amount. */
export const STARTS_WITH_AMOUNT =
  /^(?:\d|[¼½¾⅓⅔⅛⅜⅝⅞]|(?:a|an|one|two|three|four|five|six|half|a few|a pinch|pinch|handful|dash)\b)/i;

/**
 * Reads pasted recipe text: a title (the first line that is not a heading or a time), an optional
 * description, ingredients and steps by their section headings in several languages, with list
 * markers and step numbers stripped, and "Serves 4", "Makes 12 cookies", "Prep: 15 min",
 * "Cook time: 1 hour", "Total: 1 hr 10 mins" wherever they stand. Without headings, lines that
 * start with an amount are ingredients and numbered or longer lines are steps. Group headings such
 * as "For the sauce:" are left out of the ingredients.
 */
export function parseRecipeText(text: string): TextRecipe {
  const result: TextRecipe = {
    title: '',
    description: '',
    ingredients: [],
    instructions: [],
    yields: '',
    prepTime: null,
    cookTime: null,
    totalTime: null,
  };
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => withoutLinkLabels(line.replace(/[ \t\u00a0]+/g, ' ')).trim())
    .filter(Boolean);
  const hasHeadings = lines.some(
    (line) => INGREDIENT_HEADINGS.test(line) || INSTRUCTION_HEADINGS.test(line),
  );
  const intro: string[] = [];
  let section: Section = 'intro';
  for (const line of lines) {
    if (SCREEN_CONTROL.test(line)) continue;
    if (INGREDIENT_HEADINGS.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (INSTRUCTION_HEADINGS.test(line)) {
      section = 'instructions';
      continue;
    }
    if (opensOther(line)) {
      section = 'other';
      continue;
    }
    if (readMeta(line, result)) continue;
    if (section === 'other') continue;
    if (!result.title && section === 'intro') {
      result.title = line.replace(BULLET, '');
      continue;
    }
    const kind = section === 'intro' && !hasHeadings ? guessKind(line) : section;
    if (kind === 'ingredients') {
      const ingredient = line.replace(BULLET, '').trim();
      if (ingredient && !/:$/.test(ingredient)) result.ingredients.push(ingredient);
    } else if (kind === 'instructions') {
      const step = line.replace(BULLET, '').replace(STEP_NUMBER, '').trim();
      if (step) result.instructions.push(step);
    } else {
      intro.push(line);
    }
  }
  result.description = intro.join(' ');
  return result;
}

/** Takes a line of servings and times into the result (see statedFacts); true when it was one. */
function readMeta(line: string, result: TextRecipe): boolean {
  const plain = line.replace(BULLET, '');
  if (plain.length > MAX_FACT_LINE) return false;
  const facts = statedFacts(plain);
  for (const { fact, value, minutes } of facts) {
    if (fact === 'yields') result.yields ||= value;
    else result[fact] ??= minutes;
  }
  if (facts.length) return true;
  const yields = YIELD_LINE.exec(plain);
  if (yields && plain.length <= 60) {
    result.yields ||= yields[1]!.trim();
    return true;
  }
  return false;
}

/** Without headings: an amount first is an ingredient; a numbered or long line is a step. */
function guessKind(line: string): Section {
  if (STEP_NUMBER.test(line)) return 'instructions';
  const plain = line.replace(BULLET, '');
  if (STARTS_WITH_AMOUNT.test(plain) && plain.length <= 80) return 'ingredients';
  if (plain.split(' ').length >= 8) return 'instructions';
  return 'intro';
}
