import { CUISINES } from '../recipes/constants';

/**
 * A recipe's cuisine is the cooking of a place or a people — Italian, Cuban, Cajun — never a food,
 * a course or an occasion ("Shrimp", "Side Dishes", "Thanksgiving Desserts"), which recipe plugins
 * often put in `recipeCuisine`. An import keeps a cuisine only when it names one: one of the
 * spec's list (in English or in the languages recipe sites use most, then written as the list
 * writes it), or another of the world's cuisines, written in English.
 */

/** Other names of the spec's cuisines: adjectives in the languages recipe sites use most. */
const LISTED_ALIASES: Record<string, string[]> = {
  Italian: ['italiana', 'italiano', 'italienne', 'italien', 'italienisch', 'italiaans', 'włoska'],
  Mexican: ['mexicana', 'mexicano', 'mexicaine', 'mexikanisch', 'mexicaans', 'meksykańska'],
  Chinese: ['china', 'chino', 'chinoise', 'chinesisch', 'cinese', 'chinees', 'chińska'],
  Indian: ['india', 'indio', 'indienne', 'indisch', 'indiana', 'indiaas', 'indyjska', 'indiase'],
  Japanese: ['japonesa', 'japonés', 'japonaise', 'japanisch', 'giapponese', 'japans', 'japońska'],
  Thai: ['thaï', 'thaïlandaise', 'tailandesa', 'thailändisch', 'tailandese', 'thais', 'tajska'],
  Mediterranean: [
    'mediterránea',
    'mediterranea',
    'méditerranéenne',
    'mediterran',
    'mediterrane',
    'mediterraans',
    'śródziemnomorska',
  ],
  French: ['francesa', 'francés', 'française', 'français', 'französisch', 'francese', 'frans'],
  American: ['americana', 'americano', 'américaine', 'amerikanisch', 'amerikaans', 'usa'],
  'Middle Eastern': [
    'middle east',
    'mideast',
    'mid eastern',
    'levantine',
    'arabic',
    'árabe',
    'arabe',
    'arabisch',
    'orientalisch',
    'moyen orient',
  ],
  Korean: ['coreana', 'coreano', 'coréenne', 'koreanisch', 'koreaans', 'koreańska'],
  Vietnamese: ['vietnamita', 'vietnamienne', 'vietnamesisch', 'vietnamees', 'wietnamska'],
  Greek: ['griega', 'griego', 'grecque', 'griechisch', 'greca', 'grieks', 'grecka'],
  Spanish: ['española', 'español', 'espagnole', 'spanisch', 'spagnola', 'spaans', 'hiszpańska'],
};

/** Cuisines beyond the spec's list, as they are written in English. */
const WORLD_CUISINES = [
  'African',
  'Afghan',
  'Argentinian',
  'Armenian',
  'Asian',
  'Asian Fusion',
  'Australian',
  'Austrian',
  'Bangladeshi',
  'Belgian',
  'Brazilian',
  'British',
  'Cajun',
  'Cambodian',
  'Canadian',
  'Cantonese',
  'Caribbean',
  'Chilean',
  'Colombian',
  'Creole',
  'Cuban',
  'Czech',
  'Danish',
  'Dutch',
  'Eastern European',
  'Egyptian',
  'English',
  'Ethiopian',
  'European',
  'Filipino',
  'Finnish',
  'Fusion',
  'Georgian',
  'German',
  'Hawaiian',
  'Hungarian',
  'Indo-Chinese',
  'Indonesian',
  'Irish',
  'Israeli',
  'Jamaican',
  'Jewish',
  'Latin American',
  'Lebanese',
  'Malaysian',
  'Moroccan',
  'Nepalese',
  'Nigerian',
  'Nordic',
  'Norwegian',
  'Pakistani',
  'Persian',
  'Peruvian',
  'Polish',
  'Portuguese',
  'Puerto Rican',
  'Russian',
  'Scandinavian',
  'Scottish',
  'Sichuan',
  'Singaporean',
  'Slovak',
  'South African',
  'Southern',
  'Southwestern',
  'Sri Lankan',
  'Swedish',
  'Swiss',
  'Syrian',
  'Taiwanese',
  'Tex-Mex',
  'Tunisian',
  'Turkish',
  'Ukrainian',
  'Welsh',
  'West African',
];

/** Other names of those: spellings and the languages recipe sites use most. */
const WORLD_ALIASES: Record<string, string[]> = {
  Brazilian: ['brasileira', 'brasileiro', 'brasilianisch', 'brésilienne'],
  British: ['uk', 'britannique', 'britisch'],
  Czech: ['czech', 'česká', 'tschechisch'],
  German: ['deutsch', 'deutsche', 'allemande', 'alemana', 'tedesca', 'duits', 'niemiecka'],
  'Indo-Chinese': ['indochinese', 'indo chinese'],
  Polish: ['polska', 'polnisch', 'polonaise'],
  Portuguese: ['portuguesa', 'portugaise', 'portugiesisch'],
  Sichuan: ['szechuan', 'szechwan'],
  'Tex-Mex': ['tex mex', 'texmex'],
  Asian: ['asiatisch', 'asiatique', 'asiática', 'aziatisch'],
  Hungarian: ['magyar', 'ungarisch', 'hongroise'],
  Lebanese: ['libanesa', 'libanês', 'libanaise', 'libanais', 'libanesisch'],
  Turkish: ['türk', 'türkisch', 'turque', 'turc', 'turca', 'turks'],
  Swiss: ['schweiz', 'schweizer', 'suisse', 'svizzera', 'suiza'],
  Danish: ['dansk', 'danoise', 'dänisch'],
  Dutch: ['hollands', 'nederlands', 'hollandaise', 'niederländisch'],
  Norwegian: ['norsk', 'norvégienne', 'norwegisch'],
  Swedish: ['svensk', 'suédoise', 'schwedisch'],
  Israeli: ['israelisch', 'israélienne', 'israelí'],
  English: ['inglesa', 'inglês', 'anglaise', 'englisch'],
  Argentinian: ['argentina', 'argentino', 'argentine', 'argentinisch'],
};

// Words that say no more than "cuisine": "Italian-inspired", "French recipes", "Thai food".
const FILLER =
  /[\s-]*(?:inspired|style|cuisine|cooking|food|recipes?|rezepte?|recettes?|recetas?|ricette|receitas?|küche|cuisine|kitchen)\b/giu;

const key = (text: string) =>
  text
    // "ItalianEurope": words run together.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FILLER, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const LISTED = new Set<string>(CUISINES);
const KNOWN = new Map<string, string>();
for (const cuisine of CUISINES) if (cuisine !== 'Other') KNOWN.set(key(cuisine), cuisine);
for (const [cuisine, aliases] of Object.entries(LISTED_ALIASES)) {
  for (const alias of aliases) KNOWN.set(key(alias), cuisine);
}
for (const cuisine of WORLD_CUISINES) KNOWN.set(key(cuisine), cuisine);
for (const [cuisine, aliases] of Object.entries(WORLD_ALIASES)) {
  for (const alias of aliases) KNOWN.set(key(alias), cuisine);
}

function known(name: string): string | null {
  const cuisine = KNOWN.get(name);
  if (cuisine) return cuisine;
  // German and Dutch inflect the adjective ("französische Rezepte", "Italiaanse").
  for (const [known, cuisine] of KNOWN) {
    if (
      known.length >= 5 &&
      name.startsWith(known) &&
      /^(?:e|er|es|en|se)$/.test(name.slice(known.length))
    ) {
      return cuisine;
    }
  }
  return null;
}

/**
 * The cuisine one `recipeCuisine` entry names, or null: "italienisch" -> "Italian", "Southern
 * Italian" -> "Italian", "Cajun" -> "Cajun", "Shrimp" -> null.
 */
export function cuisineOf(value: string): string | null {
  const whole = key(value);
  if (!whole) return null;
  const found = known(whole);
  if (found) return found;
  // "Spicy Thai", "Italian Europe", "Southern Italian": the words (two, else one) that name a
  // cuisine, one of the spec's list first.
  const words = whole.split(' ');
  const candidates = [...words.slice(1).map((word, i) => `${words[i]} ${word}`), ...words].flatMap(
    (name) => known(name) ?? [],
  );
  return candidates.find((cuisine) => LISTED.has(cuisine)) ?? candidates[0] ?? null;
}

// Cuisines that say less than another entry beside them would ("Asian,Korean" is Korean).
const BROAD = new Set([
  'African',
  'Asian',
  'Asian Fusion',
  'Eastern European',
  'European',
  'Fusion',
  'Latin American',
  'Nordic',
  'Scandinavian',
]);

/**
 * The draft's cuisine from what the source gives as the recipe's cuisine (`recipeCuisine`, or the
 * AI model's answer): the first entry that names a cuisine, as Simmer writes it, a broad one
 * ("Asian") only when no entry is more precise; '' when none names a cuisine.
 */
export function importCuisine(values: string[]): string {
  const cuisines = values.flatMap((value) => cuisineOf(value) ?? []);
  return cuisines.find((cuisine) => !BROAD.has(cuisine)) ?? cuisines[0] ?? '';
}
