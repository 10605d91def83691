/** An exact non-negative rational number: `numerator / denominator`, denominator > 0. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const VULGAR_PATTERN = new RegExp(`(\\d?)\\s*([${Object.keys(VULGAR).join('')}])`, 'gu');

/** Writes unicode fractions as ASCII ones, a whole number before them as a mixed number: "1½" → "1 1/2". */
export function spellOutVulgarFractions(text: string): string {
  return text.replace(VULGAR_PATTERN, (_, whole: string, glyph: string) =>
    whole ? `${whole} ${VULGAR[glyph]!}` : ` ${VULGAR[glyph]!}`,
  );
}

/** The greatest common divisor of two whole numbers; 1 for a number too large to hold exactly. */
function gcd(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return 1;
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** A reduced fraction; the denominator must be a positive integer. */
export function fraction(numerator: number, denominator = 1): Fraction {
  const divisor = gcd(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

/** The number a fraction stands for, as one division so that 2/3 is exactly `2 / 3`. */
export function fractionValue(value: Fraction): number {
  return value.numerator / value.denominator;
}

/** "3", "1.5", "1,5", ".5" → an exact fraction; null when the text is not a plain number. */
export function readDecimal(text: string): Fraction | null {
  const match = /^(\d*)(?:[.,](\d+))?$/.exec(text);
  if (!match || (!match[1] && !match[2])) return null;
  const decimals = match[2] ?? '';
  const scale = 10 ** decimals.length;
  const numerator = Number(match[1] || '0') * scale + Number(decimals || '0');
  // A number too long to hold exactly ("99999999999999999999") is not an amount.
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(scale)) return null;
  return fraction(numerator, scale);
}

/**
 * "a/b" → a/b. A numerator of two or more digits over a small denominator that would make an
 * implausible improper fraction ("11/2", "31/4") is read as the mixed number a text recogniser
 * lost the space of: 1 1/2, 3 1/4.
 */
export function readSlashFraction(text: string, allowOcrMixed: boolean): Fraction | null {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) return null;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (denominator === 0 || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator))
    return null;
  const lastDigit = numerator % 10;
  if (
    allowOcrMixed &&
    match[1]!.length >= 2 &&
    [2, 3, 4, 8].includes(denominator) &&
    lastDigit > 0 &&
    lastDigit < denominator
  ) {
    return addFractions(fraction(Math.floor(numerator / 10)), fraction(lastDigit, denominator));
  }
  return fraction(numerator, denominator);
}
