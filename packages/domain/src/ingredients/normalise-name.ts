/** Prefix of a placeholder ingredient id: a recipe ingredient that matched no catalogue entry (spec 1 §3). */
export const PLACEHOLDER_PREFIX = 'temp-';

const KEEP_AS_IS = new Set(['swiss', 'citrus', 'asparagus', 'hummus', 'couscous', 'molasses']);
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
};

/** One word in singular form: "tomatoes" → "tomato", "berries" → "berry", "leaves" → "leaf". */
export function singularWord(word: string): string {
  if (word.length <= 3 || KEEP_AS_IS.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ch|sh|x|zz|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The form names are compared in: lower case, accents and punctuation dropped, text in
 * parentheses dropped, every word singular ("Large Eggs" → "large egg", "Crème fraîche" → "creme fraiche").
 */
export function normaliseIngredientName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularWord)
    .join(' ');
}

/** A URL-safe slug of a name: "Grandma's Spice Mix" → "grandma-spice-mix". */
export function ingredientSlug(name: string): string {
  return normaliseIngredientName(name).replaceAll(' ', '-').slice(0, 80) || 'ingredient';
}

/** The placeholder id of an unmatched ingredient: `temp-<slug>`. */
export function placeholderIngredientId(name: string): string {
  return `${PLACEHOLDER_PREFIX}${ingredientSlug(name)}`;
}

export function isPlaceholderIngredientId(id: string | null | undefined): boolean {
  return !id || id.startsWith(PLACEHOLDER_PREFIX);
}

/** Words that describe the state or quality of a food, not which food it is (normalised, singular). */
const DESCRIPTIVE_WORDS = new Set([
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'big',
  'extra',
  'organic',
  'free',
  'range',
  'good',
  'quality',
  'best',
  'ripe',
  'boneless',
  'skinless',
  'skin',
  'bone',
  'chopped',
  'minced',
  'sliced',
  'diced',
  'grated',
  'shredded',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'cold',
  'warm',
  'lukewarm',
  'boiling',
  'hot',
  'iced',
  'ice',
  'softened',
  'melted',
  'room',
  'temperature',
  'baby',
  'pure',
  'natural',
  'homemade',
  'store',
  'bought',
  'packed',
  'firmly',
  'lightly',
  'about',
  'optional',
  'additional',
  'more',
  'few',
  'handful',
  'whole',
  'trimmed',
  'peeled',
  'on',
  'in',
  'of',
  'the',
  'a',
  'an',
  'for',
  'serving',
  'garnish',
  'to',
  'taste',
  'unwaxed',
  'new',
  'young',
  'local',
  'seasonal',
  'mixed',
  'assorted',
  'plus',
  'some',
  'tin',
  'tinned',
  'can',
  'jar',
]);

/** Heads too vague to stand for a food on their own ("jalapeño pepper" is not black pepper). */
const VAGUE_HEADS = new Set([
  'pepper',
  'oil',
  'sauce',
  'powder',
  'seed',
  'leaf',
  'juice',
  'cheese',
  'paste',
  'extract',
  'flour',
  'milk',
  'cream',
  'vinegar',
  'wine',
  'stock',
  'broth',
  'bean',
  'nut',
  'syrup',
  'meat',
  'fillet',
  'steak',
  'breast',
  'thigh',
  'leg',
  'chop',
  'roast',
  'mince',
  'herb',
  'green',
  'root',
  'sugar',
  'spice',
  'mix',
  'water',
  'dressing',
  'jam',
  'butter',
  'roll',
  'chip',
  'zest',
  'peel',
  'rind',
  'shell',
  'base',
  'filling',
  'topping',
  'glaze',
  'salad',
  'soup',
  'pie',
  'cake',
  'dough',
  'pastry',
  'wrap',
  'tortilla',
  'loin',
  'shoulder',
  'belly',
  'rib',
  'neck',
  'shank',
  'cutlet',
  'tenderloin',
  'wing',
  'drumstick',
  'liver',
  'pod',
  'stick',
  'clove',
  'sprig',
  'stalk',
  'bulb',
  'head',
  'flake',
  'fruit',
  'berry',
  'vegetable',
  'seasoning',
]);

/**
 * Names to try against the alias list, most specific first: the name itself, without
 * descriptive words, its first alternative ("butter or margarine" → "butter"), the part before
 * "and" ("salt and pepper" → "salt"), then ever shorter endings ("smoked streaky bacon" →
 * "streaky bacon" → "bacon"), never ending on a vague head alone ("pepper", "oil", "cheese").
 * Every entry is normalised; duplicates are dropped.
 */
export function nameCandidates(name: string): string[] {
  const out: string[] = [];
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed && !out.includes(trimmed)) out.push(trimmed);
  };
  const stripped = (value: string) =>
    value
      .split(' ')
      .filter((word) => !DESCRIPTIVE_WORDS.has(word))
      .join(' ');
  const full = normaliseIngredientName(name);
  add(full);
  add(stripped(full));
  const firstAlternative = full.split(/ or | and or /)[0] ?? full;
  add(firstAlternative);
  add(stripped(firstAlternative));
  const beforeAnd = firstAlternative.split(' and ')[0] ?? firstAlternative;
  add(beforeAnd);
  const core = stripped(beforeAnd);
  add(core);
  const words = core.split(' ').filter(Boolean);
  for (let start = 1; start < words.length; start += 1) {
    const ending = words.slice(start);
    if (ending.length === 1 && VAGUE_HEADS.has(ending[0]!)) break;
    add(ending.join(' '));
  }
  return out;
}

/** The name a fuzzy search should use: normalised, first alternative, descriptive words dropped. */
export function searchableName(name: string): string {
  const full = normaliseIngredientName(name);
  const firstAlternative = full.split(' or ')[0] ?? full;
  const words = firstAlternative.split(' ').filter((word) => !DESCRIPTIVE_WORDS.has(word));
  return words.join(' ') || full;
}
