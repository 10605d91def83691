/** Prefix of a placeholder ingredient id: a recipe ingredient that matched no catalogue entry (spec 1 §3). */
export const PLACEHOLDER_PREFIX = 'temp-';

const KEEP_AS_IS = new Set(['swiss', 'citrus', 'asparagus', 'hummus', 'couscous', 'molasses']);
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  chillies: 'chilli',
  chilies: 'chili',
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
  'very',
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
  'soft',
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
  'chocolate',
  'yeast',
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

/** Trailing words that name a part or form of the food named before them. */
const TRAILING_PARTS = new Set([
  'cheese',
  'leaf',
  'fillet',
  'sprig',
  'stalk',
  'floret',
  'wedge',
  'tip',
  'piece',
  'chunk',
  'pod',
  'wine',
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
  const alternatives = full.split(/ and or | or /);
  const firstAlternative = alternatives[0] ?? full;
  const lastAlternative = alternatives.at(-1) ?? full;
  const lastWords = lastAlternative.split(' ');
  // "sunflower or groundnut oil" means sunflower oil or groundnut oil.
  if (alternatives.length > 1 && !firstAlternative.includes(' ') && lastWords.length > 1) {
    add(stripped(`${firstAlternative} ${lastWords.slice(1).join(' ')}`));
    add(stripped(lastAlternative));
  }
  add(firstAlternative);
  add(stripped(firstAlternative));
  if (alternatives.length > 1) add(stripped(lastAlternative));
  const beforeAnd = firstAlternative.split(' and ')[0] ?? firstAlternative;
  add(beforeAnd);
  const core = stripped(beforeAnd);
  add(core);
  const words = core.split(' ').filter(Boolean);
  // "emmental cheese", "dill leaf", "madeira wine": the word before names the food.
  if (words.length > 1 && TRAILING_PARTS.has(words.at(-1)!)) add(words.slice(0, -1).join(' '));
  for (let start = 1; start < words.length; start += 1) {
    const ending = words.slice(start);
    if (ending.length === 1 && VAGUE_HEADS.has(ending[0]!)) break;
    add(ending.join(' '));
  }
  return out;
}

/** The name a fuzzy search should use: normalised, descriptive words dropped. */
export function searchableName(name: string): string {
  const full = normaliseIngredientName(name);
  const words = full.split(' ').filter((word) => !DESCRIPTIVE_WORDS.has(word));
  return words.join(' ') || full;
}

/** Class words USDA puts first ("Spices, sage", "Fish, cod"): the food itself is named next. */
const CLASS_WORDS = new Set([
  'spice',
  'fish',
  'nut',
  'seed',
  'oil',
  'beef',
  'pork',
  'lamb',
  'veal',
  'chicken',
  'turkey',
  'cheese',
  'beverage',
  'alcoholic',
  'soup',
  'sauce',
  'crustacean',
  'mollusk',
  'cereal',
  'game',
  'meat',
  'sugar',
  'syrup',
  'vinegar',
  'pepper',
  'bean',
  'pea',
  'wheat',
  'leavening',
  'agent',
]);

/** Same word, allowing a small spelling difference at the end ("gelatin"/"gelatine", "chili"/"chilli"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    short.length >= 5 && long.length - short.length <= 2 && long.startsWith(short.slice(0, -1))
  );
}

/**
 * Whether a fuzzy match of `query` to a USDA `description` names the same kind of food: every
 * word of the query (bar descriptive words and parts such as "leaf" or "fillet") must appear in the
 * description, and one of them in its head, the first comma-separated part (or the second when the
 * first is a class word such as "Spices" or "Fish"). Trigram similarity alone calls "fresh herbs"
 * chamomile tea ("Beverages, tea, herb"), "beef fat" duck fat and "lamb kidneys" kidney beans.
 */
export function isPlausibleMatch(query: string, description: string): boolean {
  const parts = description.split(/[,(]/).map((part) => normaliseIngredientName(part));
  const headWords = (parts[0] ?? '').split(' ');
  if (headWords.some((word) => CLASS_WORDS.has(word)) && parts[1]) {
    headWords.push(...parts[1].split(' '));
  }
  const allWords = normaliseIngredientName(description).split(' ');
  const words = normaliseIngredientName(query)
    .split(' ')
    .filter((word) => word.length >= 3 && !DESCRIPTIVE_WORDS.has(word));
  if (words.length === 0) return false;
  const content = words.filter((word) => !TRAILING_PARTS.has(word) || words.length === 1);
  return (
    content.every((word) => allWords.some((other) => sameWord(word, other))) &&
    words.some((word) => headWords.some((head) => sameWord(word, head)))
  );
}
