import { unitsOfMeasure } from 'parse-ingredient';

/**
 * Unit words beyond parse-ingredient's table, by canonical id: British and metric spellings,
 * kitchen counts ("handful", "rasher"), and cheap non-English abbreviations (German EL/TL,
 * French c.à.s./c.à.c., Italian and Spanish spoons).
 */
const EXTRA_FORMS: Record<string, string[]> = {
  tablespoon: [
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    'tbspn',
    'tbsps',
    'tb',
    'table spoon',
    'table spoons',
    'tablespoonfuls',
    'eßl',
    'essl',
    'esslöffel',
    'c.à.s',
    'c. à s',
    'càs',
    'cas',
    'c.a.s',
    'cuillère à soupe',
    'cuillères à soupe',
    'cucchiaio',
    'cucchiai',
    'cda',
    'cdas',
    'cucharada',
    'cucharadas',
  ],
  teaspoon: [
    'tsps',
    'tspn',
    'tea spoon',
    'tea spoons',
    'teaspoonfuls',
    'teelöffel',
    'c.à.c',
    'c. à c',
    'càc',
    'cac',
    'c.a.c',
    'cuillère à café',
    'cuillères à café',
    'cucchiaino',
    'cucchiaini',
    'cdta',
    'cdtas',
    'cucharadita',
    'cucharaditas',
  ],
  dessertspoon: [
    'dessertspoon',
    'dessertspoons',
    'dessert spoon',
    'dessert spoons',
    'dsp',
    'dstspn',
  ],
  cup: ['cupful', 'cupfuls', 'tasse', 'tassen', 'tazza', 'tazze', 'taza', 'tazas'],
  gram: ['gr', 'grs', 'grm', 'gm', 'gms', 'gramme', 'grammes', 'gramm', 'grammi', 'gramos'],
  kilogram: ['kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes'],
  milligram: ['milligramme', 'milligrammes'],
  milliliter: ['mls', 'millilitre', 'millilitres'],
  centiliter: ['cl', 'cl.', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  deciliter: ['decilitre', 'decilitres'],
  liter: ['lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
  ounce: ['ozs'],
  'fluid ounce': ['fl. oz', 'fl.oz', 'fl oz.', 'fl. oz.', 'fl.oz.', 'fluid ounce'],
  pint: ['pts'],
  gallon: ['gals'],
  centimeter: ['cms', 'centimetre', 'centimetres'],
  millimeter: ['millimetre', 'millimetres'],
  inch: ['inch', 'in.'],
  can: ['tin', 'tins', 'dose', 'dosen'],
  package: ['package', 'packet', 'packets', 'pkt', 'pkts', 'packung', 'pkg'],
  pinch: [
    'pinch',
    'pinches',
    'prise',
    'prisen',
    'pincée',
    'pincées',
    'pizzico',
    'pizzichi',
    'pizca',
  ],
  clove: ['zehe', 'zehen', 'gousse', 'gousses', 'spicchio', 'spicchi', 'diente', 'dientes'],
  bunch: ['bund', 'mazzetto'],
  piece: ['stück', 'stk'],
  handful: ['handful', 'handfuls'],
  slice: ['slice', 'slices'],
  sheet: ['sheet', 'sheets'],
  stalk: ['stalk', 'stalks'],
  stem: ['stem', 'stems'],
  rib: ['rib', 'ribs'],
  bottle: ['bottle', 'bottles'],
  jar: ['jar', 'jars'],
  tub: ['tub', 'tubs'],
  tube: ['tube', 'tubes'],
  sachet: ['sachet', 'sachets'],
  envelope: ['envelope', 'envelopes'],
  punnet: ['punnet', 'punnets'],
  knob: ['knob', 'knobs'],
  splash: ['splash', 'splashes'],
  glug: ['glug', 'glugs'],
  drizzle: ['drizzle', 'drizzles'],
  squeeze: ['squeeze', 'squeezes'],
  sprinkle: ['sprinkle', 'sprinkles'],
  dollop: ['dollop', 'dollops'],
  batch: ['batch', 'batches'],
  recipe: ['recipe', 'recipes'],
  loaf: ['loaf', 'loaves'],
  bulb: ['bulb', 'bulbs'],
  rasher: ['rasher', 'rashers'],
  strip: ['strip', 'strips'],
  cube: ['cube', 'cubes'],
  block: ['block', 'blocks'],
  scoop: ['scoop', 'scoops'],
  wedge: ['wedge', 'wedges'],
  ball: ['ball', 'balls'],
  bar: ['bar', 'bars'],
  square: ['square', 'squares'],
  leaf: ['leaf', 'leaves'],
  chunk: ['chunk', 'chunks'],
  grating: ['grating', 'gratings'],
  glass: ['glass', 'glasses'],
  teacup: ['teacup', 'teacups'],
  rack: ['rack', 'racks'],
  pair: ['pair', 'pairs'],
  spear: ['spear', 'spears'],
  wheel: ['wheel', 'wheels'],
  basket: ['basket', 'baskets'],
  log: ['log', 'logs'],
  pot: ['pot', 'pots'],
  shot: ['shot', 'shots'],
};

/** Words that only mean a unit in this exact case: "T" is a tablespoon, "t" a teaspoon. */
const CASE_SENSITIVE_FORMS: Record<string, string> = {
  T: 'tablespoon',
  Tb: 'tablespoon',
  TB: 'tablespoon',
  Tbs: 'tablespoon',
  t: 'teaspoon',
  EL: 'tablespoon',
  TL: 'teaspoon',
};

/** Size words that parse-ingredient lists as units; Simmer keeps them as size words. */
const NOT_UNITS = new Set(['large', 'medium', 'small', 'dozen']);

function buildLookup(): Map<string, string> {
  const lookup = new Map<string, string>();
  const add = (form: string, id: string) => {
    const key = form.toLowerCase().replace(/\.$/, '');
    if (key.length > 1 || !/[a-z]/.test(key) || key === 'c' || key === 'g' || key === 'l') {
      if (!lookup.has(key)) lookup.set(key, id);
    }
  };
  for (const [id, unit] of Object.entries(unitsOfMeasure)) {
    if (NOT_UNITS.has(id)) continue;
    const canonical = id === 'pack' ? 'package' : id;
    for (const form of [id, unit.short, unit.plural, ...(unit.alternates ?? [])])
      add(form, canonical);
  }
  for (const [id, forms] of Object.entries(EXTRA_FORMS)) {
    add(id, id);
    for (const form of forms) add(form, id);
  }
  return lookup;
}

const LOOKUP = buildLookup();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
}

const UNIT_END = `\\.?(?![\\p{L}\\p{N}'’-])`;
const CASE_SENSITIVE_PATTERN = new RegExp(
  `(?:${Object.keys(CASE_SENSITIVE_FORMS)
    .sort((a, b) => b.length - a.length)
    .join('|')})${UNIT_END}`,
  'uy',
);
const PLURAL_MARKER = /\((?:e?s)\)/y;
let unitPattern: RegExp | undefined;

/**
 * Every unit word, longest first, as one sticky pattern. Built on the first parse rather than when
 * the module loads: the screens that only show amounts (the shopping list, the planner) load this
 * module too, on the phone's main thread while the page starts.
 */
function unitPatternOf(): RegExp {
  if (unitPattern) return unitPattern;
  const forms = [...LOOKUP.keys()].sort((a, b) => b.length - a.length);
  unitPattern = new RegExp(`(?:${forms.map(escape).join('|')})${UNIT_END}`, 'iuy');
  return unitPattern;
}

/** Canonical id of a unit word ("Tbsp." → "tablespoon", "tins" → "can"); null when unknown. */
export function canonicalUnit(word: string): string | null {
  const trimmed = word.trim().replace(/\s+/g, ' ');
  const bare = trimmed.replace(/\.$/, '');
  if (bare in CASE_SENSITIVE_FORMS) return CASE_SENSITIVE_FORMS[bare]!;
  const key = trimmed.toLowerCase().replace(/\.$/, '');
  return LOOKUP.get(key) ?? LOOKUP.get(key.replace(/\s*\.\s*/g, '.')) ?? null;
}

/** The unit written at `position` in `text`, and where it ends; null when none starts there. */
export function matchUnit(text: string, position: number): { unit: string; end: number } | null {
  for (const pattern of [CASE_SENSITIVE_PATTERN, unitPatternOf()]) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    const unit = match && canonicalUnit(match[0]);
    if (match && unit) {
      // A unit written for any amount: "cup(s)", "pinch(es)".
      PLURAL_MARKER.lastIndex = position + match[0].length;
      const marker = PLURAL_MARKER.exec(text);
      return { unit, end: position + match[0].length + (marker?.[0].length ?? 0) };
    }
  }
  return null;
}

/**
 * Units that can stand without a number before them ("Generous pinch of red pepper flakes",
 * "Handful of parsley").
 */
export const VAGUE_UNITS = new Set([
  'pinch',
  'dash',
  'handful',
  'splash',
  'glug',
  'drizzle',
  'knob',
  'bunch',
  'dollop',
  'drop',
  'sprig',
  'slice',
  'sheet',
  'piece',
  'grating',
]);

/** Count units that follow the food's name: "3 garlic cloves", "1 fennel bulb", "4 mint sprigs". */
export const TRAILING_UNITS = new Set([
  'clove',
  'bulb',
  'stalk',
  'sprig',
  'stick',
  'spear',
  'sheet',
  'rib',
  'head',
  'loaf',
  'slice',
]);

/** Size words before a unit or a name ("large", "heaped", "medium-sized"). */
export const SIZE_WORDS = new Set([
  'small',
  'sm',
  'medium',
  'med',
  'md',
  'large',
  'lg',
  'big',
  'extra-large',
  'x-large',
  'xl',
  'jumbo',
  'giant',
  'huge',
  'tiny',
  'mini',
  'miniature',
  'medium-size',
  'medium-sized',
  'large-size',
  'large-sized',
  'small-size',
  'small-sized',
  'good-sized',
  'regular-size',
  'regular-sized',
  'regular',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'thick',
  'thin',
  'full',
  'healthy',
  'hefty',
  'plump',
]);

/** Size words that describe the food itself when no unit follows ("2 large eggs"). */
export const FOOD_SIZE_WORDS = new Set([
  'small',
  'sm',
  'md',
  'med',
  'lg',
  'medium',
  'large',
  'big',
  'extra-large',
  'x-large',
  'jumbo',
  'giant',
  'huge',
  'tiny',
  'medium-size',
  'medium-sized',
  'large-size',
  'large-sized',
  'small-size',
  'small-sized',
  'good-sized',
  'regular-size',
  'regular-sized',
]);
