import {
  addFractions,
  fraction,
  fractionValue,
  readDecimal,
  readSlashFraction,
  spellOutVulgarFractions,
  type Fraction,
} from './fraction';
import { COMMENT_STARTS, PREPARATION_ADVERBS, PREPARATION_VERBS } from './preparation';
import { FOOD_SIZE_WORDS, matchUnit, SIZE_WORDS, TRAILING_UNITS, VAGUE_UNITS } from './units';

/** An amount as written: exact lower bound, optional range end, canonical unit id. */
export interface Measurement {
  quantity: number | null;
  quantityMax: number | null;
  /** The same amounts as exact fractions (null when absent). */
  exact: { quantity: Fraction | null; quantityMax: Fraction | null };
  unit: string | null;
}

export interface ParsedIngredientLine {
  input: string;
  /** First number of the line (the count in "2 (14 oz) cans"), or the lower end of a range. */
  quantity: number | null;
  /** Upper end of a range ("2-3", "2 to 3"), else null. */
  quantityMax: number | null;
  exact: { quantity: Fraction | null; quantityMax: Fraction | null };
  /** Canonical unit id: 'cup', 'tablespoon', 'gram', 'can', 'pinch', 'clove', … */
  unit: string | null;
  /** Size of each counted item, written before its unit: "2 (14-ounce) cans", "2 x 400g tins". */
  itemSize: Measurement | null;
  /** The same amount in another system: "300g/10½oz", "1/3 cup (80 ml)". */
  alternatives: Measurement[];
  /** Amounts added to the first: "1 cup plus 2 tablespoons". */
  additions: Measurement[];
  name: string;
  /** small / medium / large / heaped …, as written. */
  sizeWords: string[];
  preparation: string;
  comment: string;
  isOptional: boolean;
  isToTaste: boolean;
  isGroupHeader: boolean;
}

interface Amount {
  low: Fraction;
  high: Fraction | null;
  end: number;
}

/** Amounts written as words, as recipes use them ("two eggs", "serves six"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const MIXED = /(\d+)(?:\s+|-|\s+and\s+)(\d+)\/(\d+)(?![\d/])/y;
const SLASH = /(\d+)\/(\d+)(?![\d/])/y;
const DECIMAL = /(?:\d+(?:\.\d+|,\d{1,2}(?!\d))?|\.\d+)(?![\d/])/y;
const WORD_NUMBER = new RegExp(`(${Object.keys(NUMBER_WORDS).join('|')}|half)(?![\\p{L}-])`, 'iuy');
const LEAD_REMARK =
  /(?:(?:about|approx\.?|approximately|around|roughly|up to|at least|or|and|plus|optional:?|additional|extra)\s+)+/iy;
const AMOUNT_QUALIFIER =
  /(?:(?:a|an)\s+)?(?:(?:scant|generous|heaped|heaping|good|level|rounded|large|small|big)\s+)+/iy;
const VAGUE_AMOUNT =
  /(?:a\s+)?(?:few|several|couple(?:\s+of)?|little|some|the smallest|smallest)\s+(?:(?:more|good|generous)\s+)?/iy;
/** "juice of", "grated zest and juice of": the amount that follows counts the fruit. */
const PART_OF =
  /(?:the\s+)?(?:(?:finely\s+)?(?:grated|shredded)\s+)?(?:juice|zest|rind|peel|pulp|flesh|seeds|leaves|stems|green and white portions|white and green parts)(?:\s+(?:and|&)\s+(?:(?:finely\s+)?(?:grated|shredded)\s+)?(?:juice|zest|rind|peel|pulp|flesh))?\s+(?:of|from)\s+/iy;
const RANGE_SEPARATOR = /\s*(?:-|to|or)\s*/iy;
const SPACES = /\s*/y;

function sticky(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function skipSpaces(text: string, position: number): number {
  SPACES.lastIndex = position;
  SPACES.exec(text);
  return SPACES.lastIndex;
}

function unitAfter(text: string, position: number) {
  return matchUnit(text, skipSpaces(text, position));
}

function readNumber(text: string, position: number): { value: Fraction; end: number } | null {
  const mixed = sticky(MIXED, text, position);
  if (mixed && Number(mixed[2]) < Number(mixed[3]) && Number(mixed[3]) > 0) {
    const value = addFractions(
      fraction(Number(mixed[1])),
      fraction(Number(mixed[2]), Number(mixed[3])),
    );
    return { value, end: position + mixed[0].length };
  }
  const slash = sticky(SLASH, text, position);
  if (slash) {
    const end = position + slash[0].length;
    const value = readSlashFraction(slash[0], unitAfter(text, end) !== null);
    return value ? { value, end } : null;
  }
  const decimal = sticky(DECIMAL, text, position);
  if (decimal) {
    const value = readDecimal(decimal[0]);
    return value ? { value, end: position + decimal[0].length } : null;
  }
  const word = sticky(WORD_NUMBER, text, position);
  if (word) {
    const key = word[1]!.toLowerCase();
    const value = key === 'half' ? fraction(1, 2) : fraction(NUMBER_WORDS[key]!);
    return { value, end: position + word[0].length };
  }
  return null;
}

/** A number or a range of two ("2-3", "2 to 3", "1 or 2") starting at `position`. */
function readAmount(text: string, position: number): Amount | null {
  const low = readNumber(text, position);
  if (!low) return null;
  const separator = sticky(RANGE_SEPARATOR, text, low.end);
  if (separator) {
    const high = readNumber(text, low.end + separator[0].length);
    if (high && fractionValue(high.value) > fractionValue(low.value)) {
      return { low: low.value, high: high.value, end: high.end };
    }
  }
  return { low: low.value, high: null, end: low.end };
}

function toMeasurement(amount: Amount | null, unit: string | null): Measurement {
  return {
    quantity: amount ? fractionValue(amount.low) : null,
    quantityMax: amount?.high ? fractionValue(amount.high) : null,
    exact: { quantity: amount?.low ?? null, quantityMax: amount?.high ?? null },
    unit,
  };
}

/** An amount glued or spaced to its unit ("400g", "14-ounce", "2 lb"), with compound parts ("3lb 4oz"). */
function readMeasurement(
  text: string,
  position: number,
): { measurement: Measurement; end: number; extra: Measurement[] } | null {
  const amount = readAmount(text, position);
  if (!amount) return null;
  const hyphen = sticky(/\s*-?\s*/y, text, amount.end);
  const unit = matchUnit(text, amount.end + (hyphen?.[0].length ?? 0));
  if (!unit) return null;
  const extra: Measurement[] = [];
  let end = unit.end;
  for (;;) {
    const next = readAmount(text, skipSpaces(text, end));
    const nextUnit = next && matchUnit(text, skipSpaces(text, next.end));
    if (!next || !nextUnit || end === skipSpaces(text, end)) break;
    extra.push(toMeasurement(next, nextUnit.unit));
    end = nextUnit.end;
  }
  return { measurement: toMeasurement(amount, unit.unit), end, extra };
}

/**
 * Size words then a unit ("large sprigs", "heaped tbsp", "loosely packed cup"); the words before
 * only count if a unit follows.
 */
function readUnitPhrase(
  text: string,
  position: number,
): { unit: string; sizeWords: string[]; remarks: string[]; end: number } | null {
  const sizeWords: string[] = [];
  const remarks: string[] = [];
  let at = skipSpaces(text, position);
  if (text[at] === '-') at += 1;
  for (;;) {
    const direct = matchUnit(text, at);
    if (direct) return { unit: direct.unit, sizeWords, remarks, end: direct.end };
    const word = sticky(/([\p{L}-]+)\s+/uy, text, at);
    const lower = word?.[1]!.toLowerCase() ?? '';
    if (SIZE_WORDS.has(lower)) sizeWords.push(word![1]!);
    else if (PACKING_WORDS.has(lower)) remarks.push(word![1]!);
    else return null;
    at += word![0].length;
  }
}

const PACKING_WORDS = new Set(['packed', 'loosely', 'firmly', 'lightly', 'tightly', 'well']);

/** A parenthesis holding a measurement: "(14 oz)", "(about 140g)", "(12 ounces each)". */
function readParenthesisedMeasurement(text: string, position: number) {
  const open = sticky(
    /\s*\(\s*(?:(?:about|approx\.?|approximately|around|roughly)\s+)?/iy,
    text,
    position,
  );
  if (!open) return null;
  const inner = position + open[0].length;
  const read = readMeasurement(text, inner);
  if (!read) return null;
  const close = text.indexOf(')', read.end);
  if (close < 0) return null;
  const measurements = [read.measurement, ...read.extra];
  let cursor = read.end;
  for (;;) {
    const slash = sticky(/\s*\/\s*/y, text, cursor);
    const next = slash && readMeasurement(text, cursor + slash[0].length);
    if (!slash || !next) break;
    measurements.push(next.measurement, ...next.extra);
    cursor = next.end;
  }
  const remark = text
    .slice(cursor, close)
    .replace(/^[\s,;/]+/, '')
    .trim();
  return { measurements, remark, end: close + 1 };
}

function normalise(line: string): string {
  return spellOutVulgarFractions(line)
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/^[\s•·▪◦‣*-]+(?=\S)/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isGroupHeader(text: string): boolean {
  if (!text || /^\d/.test(text) || /[\d½¼¾]/.test(text)) return false;
  if (/:$/.test(text)) return true;
  const words = text.split(' ');
  if (/^for\s/i.test(text) && words.length <= 5 && !text.includes(',')) return true;
  return /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text) && words.length <= 5;
}

/** Splits at commas and semicolons that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if ((char === ',' || char === ';') && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, '')
    .trim();
}

const FLAG_OPTIONAL = /\(?\boptional\b\)?/i;
const FLAG_TO_TASTE = /\bto taste\b/i;

function firstWord(text: string): string {
  return (/^[\p{L}.'’-]+/u.exec(text)?.[0] ?? '').toLowerCase().replace(/\.$/, '');
}

/**
 * Preparation words written among the food's name: "finely chopped chives", "fresh minced
 * parsley", "chopped and toasted walnuts". The last word always stays in the name.
 */
function takePreparationWords(head: string): { preparation: string; rest: string } {
  const words = head.split(' ');
  const kept: string[] = [];
  const taken: string[] = [];
  let run: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const lower = word.toLowerCase().replace(/,$/, '');
    const isLast = i === words.length - 1;
    if (!isLast && PREPARATION_ADVERBS.has(lower)) {
      run.push(word);
      continue;
    }
    const keepGround = lower === 'ground' && run.length === 0;
    if (!isLast && PREPARATION_VERBS.has(lower) && !keepGround) {
      taken.push(...run, word);
      run = [];
      continue;
    }
    if (taken.length && run.length && /^(?:and|or|then)$/i.test(run[0]!)) run.shift();
    kept.push(...run, word);
    run = [];
  }
  if (!taken.length) return { preparation: '', rest: head };
  return {
    preparation: taken
      .join(' ')
      .replace(/,/g, '')
      .replace(/\s+(?:and|or)$/i, ''),
    rest: kept.join(' ').replace(/^(?:and|or|,)\s+/i, ''),
  };
}

function isCommentSegment(segment: string): boolean {
  const word = firstWord(segment);
  return COMMENT_STARTS.has(word) || /^\(/.test(segment);
}

/**
 * Reads one recipe ingredient line: quantity (exact, with a range end), canonical unit, name,
 * size words, preparation and a free comment, plus flags for optional, "to taste" and group
 * header lines. Pure: no I/O.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = normalise(line);
  const result: ParsedIngredientLine = {
    input: line,
    quantity: null,
    quantityMax: null,
    exact: { quantity: null, quantityMax: null },
    unit: null,
    itemSize: null,
    alternatives: [],
    additions: [],
    name: '',
    sizeWords: [],
    preparation: '',
    comment: '',
    isOptional: false,
    isToTaste: false,
    isGroupHeader: false,
  };
  if (isGroupHeader(text)) {
    result.isGroupHeader = true;
    result.name = tidy(text.replace(/:$/, ''));
    return result;
  }
  const comments: string[] = [];
  const preparations: string[] = [];
  let position = 0;

  const take = (pattern: RegExp, into: string[] | null = comments): boolean => {
    const match = sticky(pattern, text, position);
    if (!match) return false;
    into?.push(match[0].trim());
    position += match[0].length;
    return true;
  };

  take(LEAD_REMARK);
  const sourceOf = sticky(PART_OF, text, position);
  if (sourceOf && readAmount(text, position + sourceOf[0].length)) {
    comments.push(sourceOf[0].trim());
    position += sourceOf[0].length;
  }
  const sizeLead = sticky(AMOUNT_QUALIFIER, text, position);
  if (sizeLead && readAmount(text, position + sizeLead[0].length)) take(AMOUNT_QUALIFIER);

  const amount = readAmount(text, position);
  if (amount) {
    result.exact = { quantity: amount.low, quantityMax: amount.high };
    position = amount.end;
    take(/\s+an?(?=\s)/iy, null);
    take(/x(?=\s)/iy, null);
    const times = sticky(/\s*[x×]\s*(?=\d)/iy, text, position);
    const sizeStart = times ? position + times[0].length : skipSpaces(text, position);
    const parenthesised = times ? null : readParenthesisedMeasurement(text, position);
    if (parenthesised && !matchUnit(text, skipSpaces(text, position))) {
      result.itemSize = parenthesised.measurements[0]!;
      result.alternatives.push(...parenthesised.measurements.slice(1));
      if (parenthesised.remark) comments.push(parenthesised.remark);
      position = parenthesised.end;
    } else {
      const size = matchUnit(text, skipSpaces(text, position))
        ? null
        : readMeasurement(text, sizeStart);
      if (size && size.end > sizeStart) {
        result.itemSize = size.measurement;
        result.alternatives.push(...size.extra);
        position = size.end;
        readAlternatives();
      }
    }
    take(/\s*,(?=\s*\p{L})/uy, null);
    readUnit();
    readAdditions();
    if (result.unit && !result.itemSize && isMetricOrImperial(result.unit)) {
      const container = readUnitPhrase(text, position);
      if (container && /^\s+\S/.test(text.slice(container.end))) {
        comments.push(text.slice(position, container.end).trim());
        position = container.end;
      }
    }
  } else {
    const vague = take(VAGUE_AMOUNT);
    const article = !vague && take(/(?:a|an|the)\s+/iy);
    const phrase = readUnitPhrase(text, position);
    if (
      phrase &&
      (vague || article || VAGUE_UNITS.has(phrase.unit) || isMetricOrImperial(phrase.unit)) &&
      /^(?:\s+|\s*of\s+)\S/.test(text.slice(phrase.end))
    ) {
      readUnit();
    } else if (article) {
      position -= comments.pop()!.length + 1;
    }
  }
  result.quantity = result.exact.quantity ? fractionValue(result.exact.quantity) : null;
  result.quantityMax = result.exact.quantityMax ? fractionValue(result.exact.quantityMax) : null;

  const of = sticky(/\s*(?:of|di|de|d'|del|della)\s+/iy, text, position);
  if (of && (result.unit || amount)) position += of[0].length;

  describe(text.slice(position));
  result.quantity = result.exact.quantity ? fractionValue(result.exact.quantity) : null;
  result.quantityMax = result.exact.quantityMax ? fractionValue(result.exact.quantityMax) : null;
  result.comment = tidy(comments.filter(Boolean).join(', '));
  result.preparation = tidy(preparations.filter(Boolean).join(', '));
  return result;

  function readUnit() {
    const phrase = readUnitPhrase(text, position);
    if (!phrase) return;
    result.unit = phrase.unit;
    result.sizeWords.push(...phrase.sizeWords);
    comments.push(...phrase.remarks);
    position = phrase.end;
    readCompound();
    readAlternatives();
  }

  function readCompound() {
    const next = readAmount(text, skipSpaces(text, position));
    const nextUnit = next && matchUnit(text, skipSpaces(text, next.end));
    if (
      next &&
      nextUnit &&
      isMetricOrImperial(nextUnit.unit) &&
      skipSpaces(text, position) > position
    ) {
      result.alternatives.push(toMeasurement(next, nextUnit.unit));
      position = nextUnit.end;
    }
  }

  function readAlternatives() {
    for (;;) {
      const slash = sticky(/\s*\/\s*/y, text, position);
      const bySlash = slash && readMeasurement(text, position + slash[0].length);
      if (slash && bySlash) {
        result.alternatives.push(bySlash.measurement, ...bySlash.extra);
        position = bySlash.end;
        continue;
      }
      const parenthesised = readParenthesisedMeasurement(text, position);
      if (parenthesised) {
        result.alternatives.push(...parenthesised.measurements);
        if (parenthesised.remark) comments.push(parenthesised.remark);
        position = parenthesised.end;
        const unitAfterParenthesis = !result.unit && readUnitPhrase(text, position);
        if (unitAfterParenthesis) {
          result.unit = unitAfterParenthesis.unit;
          position = unitAfterParenthesis.end;
        }
        continue;
      }
      return;
    }
  }

  function readAdditions() {
    for (;;) {
      const plus = sticky(/\s*,?\s*(?:plus|\+|and)\s+/iy, text, position);
      const added = plus && readMeasurement(text, position + plus[0].length);
      if (!plus || !added) return;
      result.additions.push(added.measurement, ...added.extra);
      comments.push(text.slice(position, added.end).replace(/^[\s,]+/, ''));
      position = added.end;
    }
  }

  function describe(rest: string) {
    let description = rest;
    if (FLAG_OPTIONAL.test(description)) {
      result.isOptional = true;
      comments.push('optional');
      description = description.replace(/,?\s*\(?\boptional\b\)?/gi, ' ');
    }
    if (FLAG_TO_TASTE.test(description)) result.isToTaste = true;
    const segments = splitTopLevel(description);
    let name = segments.shift() ?? '';
    while (segments.length && continuesName(name, segments)) {
      name = `${name}${isOnlyModifiers(name) ? ' ' : ', '}${segments.shift()!}`;
    }

    const cuts: [RegExp, string[]][] = [
      [/\s+(?:or|and\/or)\s+(?=(?:\d|one |two |a |an |half ))/i, comments],
      [/\s+(?:such as|e\.g\.?)\s/i, comments],
      [/\s+(?:at|to) room temperature\b/i, preparations],
      [
        /\s+(?:for (?!the\b)|to taste|to serve|to garnish|or (?:more|less|to taste|as needed)|plus (?:extra|more)|(?:plus|\+) \d)/i,
        comments,
      ],
    ];
    for (const [pattern, into] of cuts) {
      const cut = pattern.exec(maskParentheses(name));
      if (cut && cut.index > 0) {
        into.push(name.slice(cut.index).trim());
        name = name.slice(0, cut.index);
      }
    }
    name = name.replace(/\(([^()]*)\)?/g, (whole, inner: string, offset: number) => {
      const atEnd = !name.slice(offset + whole.length).trim();
      if (/\d/.test(inner) || isRemark(inner) || (atEnd && inner.trim().split(/\s+/).length > 4)) {
        noteMeasurementIn(inner);
        comments.push(inner.trim());
        return ' ';
      }
      return ` ${inner} `;
    });
    const trailingAmount = /\s(\d[\d./\s-]*)\s*([\p{L}.]+)\s*$/u.exec(name);
    if (trailingAmount && noteMeasurementIn(trailingAmount[0].trim())) {
      name = name.slice(0, trailingAmount.index);
    }
    name = tidy(name.replace(/^of\s+/i, ''));

    for (;;) {
      const word = firstWord(name);
      if (!FOOD_SIZE_WORDS.has(word) || name.split(' ').length < 2) break;
      result.sizeWords.push(name.slice(0, word.length));
      name = name.slice(word.length).replace(/^\s*(?:,\s*)?(?:(?:to|or)\s+)?/, '');
    }
    const leading = takePreparationWords(name);
    if (leading.preparation) preparations.unshift(leading.preparation);
    name = leading.rest;
    if (!result.unit && !result.itemSize) {
      const trailing = /\s([\p{L}]+)$/u.exec(name);
      const unit = trailing && matchUnit(trailing[1]!, 0);
      if (trailing && unit && TRAILING_UNITS.has(unit.unit)) {
        result.unit = unit.unit;
        name = name.slice(0, trailing.index);
      }
    }
    result.name = tidy(name);

    for (const segment of segments) {
      const clean = segment.replace(/\s*\(([^()]*)\)?/g, (_, inner: string) => {
        noteMeasurementIn(inner);
        comments.push(inner.trim());
        return '';
      });
      if (!clean.trim()) continue;
      if (isCommentSegment(clean) || /^\d/.test(clean.trim())) {
        noteMeasurementIn(clean);
        comments.push(clean);
      } else preparations.push(clean);
    }
  }

  /** A weight or volume stated later for a line counted without a unit ("1 steak (about 1½ pounds)"). */
  function noteMeasurementIn(fragment: string): boolean {
    const stripped = fragment
      .trim()
      .replace(
        /^(?:(?:weighing|about|approx\.?|approximately|roughly|around|at least|each|total|or)\s+)+/i,
        '',
      );
    const read = readMeasurement(stripped, 0);
    if (!read || !isMetricOrImperial(read.measurement.unit!)) return false;
    if (!result.unit && !result.itemSize && result.alternatives.length === 0) {
      if (!result.exact.quantity) {
        result.exact = read.measurement.exact;
        result.unit = read.measurement.unit;
      } else {
        result.alternatives.push(read.measurement, ...read.extra);
      }
    } else if (!result.exact.quantity) {
      result.exact = read.measurement.exact;
    }
    return true;
  }
}

/** The text with everything inside parentheses blanked out, so that patterns skip it. */
function maskParentheses(text: string): string {
  return text.replace(/\([^()]*\)?/g, (inner) => '_'.repeat(inner.length));
}

/** Whether the next comma-separated segments still belong to the name ("brandy, sherry, or rum"). */
function continuesName(name: string, segments: string[]): boolean {
  if (isOnlyModifiers(name)) return true;
  const index = segments.findIndex(
    (segment) => /^(?:or|and|and\/or)\s/i.test(segment) || /\sor\s/i.test(segment),
  );
  if (index < 0) return false;
  return segments
    .slice(0, index + 1)
    .every(
      (segment) =>
        !/\d|\(/.test(segment) &&
        !isRemark(segment.replace(/^(?:or|and)\s+/i, '')) &&
        !/\b(?:more|less|needed|taste|serve|garnish|divided)\b/i.test(segment) &&
        !segment.split(/\s+/).some((word) => PREPARATION_VERBS.has(word.toLowerCase())) &&
        segment.split(/\s+/).length <= 5,
    );
}

/** "skinless", "large", "peeled, sliced": a first segment that describes the food still to come. */
function isOnlyModifiers(segment: string): boolean {
  const words = segment.trim().toLowerCase().split(/\s+/);
  return (
    words.length <= 3 &&
    words.every(
      (word) =>
        PREPARATION_VERBS.has(word) ||
        PREPARATION_ADVERBS.has(word) ||
        FOOD_SIZE_WORDS.has(word) ||
        /^[a-z-]+less$/.test(word),
    )
  );
}

function isRemark(text: string): boolean {
  return COMMENT_STARTS.has(firstWord(text.trim()));
}

const METRIC_OR_IMPERIAL = new Set([
  'gram',
  'kilogram',
  'milligram',
  'ounce',
  'pound',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'fluid ounce',
  'pint',
  'quart',
  'gallon',
  'cup',
  'tablespoon',
  'teaspoon',
  'centimeter',
  'millimeter',
  'inch',
]);

function isMetricOrImperial(unit: string): boolean {
  return METRIC_OR_IMPERIAL.has(unit);
}
