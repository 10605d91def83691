import { canonicalUnit } from './units';

/** The fractions a cook measures with, smallest first. */
export const COOK_FRACTIONS = [
  { value: 1 / 8, glyph: '⅛' },
  { value: 1 / 4, glyph: '¼' },
  { value: 1 / 3, glyph: '⅓' },
  { value: 1 / 2, glyph: '½' },
  { value: 2 / 3, glyph: '⅔' },
  { value: 3 / 4, glyph: '¾' },
] as const;

export type CookFractionGlyph = (typeof COOK_FRACTIONS)[number]['glyph'];
type CookFraction = (typeof COOK_FRACTIONS)[number];

/** Pounds are bought and written in quarters and thirds, never in eighths. */
export const POUND_FRACTIONS: readonly CookFraction[] = COOK_FRACTIONS.slice(1);

const HALF = COOK_FRACTIONS[3];

/** A positive amount snapped to what a cook can measure: a whole part and one fraction glyph. */
export interface CookNumber {
  /** The snapped amount: `whole` plus the fraction's value. */
  value: number;
  whole: number;
  fraction: CookFractionGlyph | null;
  /** "⅓", "1 ½", "12", "10 ½". */
  text: string;
  /** |value − input| / input; 0 for an exact fraction, 0 for an input of 0. */
  relativeError: number;
}

/**
 * Snaps an amount to a cook's number: below 10 the nearest whole plus one of ⅛ ¼ ⅓ ½ ⅔ ¾
 * (0.333 → ⅓, 0.66 → ⅔, 1.5 → "1 ½"); from 10 the nearest half; from 100 the nearest whole.
 * A positive amount never shows as 0: anything under ⅛ shows as ⅛, the smallest measure.
 * `fractions` narrows the set (pounds use `POUND_FRACTIONS`).
 */
export function toCookNumber(
  amount: number,
  fractions: readonly CookFraction[] = COOK_FRACTIONS,
): CookNumber {
  if (!Number.isFinite(amount) || amount <= 0) {
    return { value: 0, whole: 0, fraction: null, text: '0', relativeError: 0 };
  }
  const smallest = fractions[0]!;
  if (amount < smallest.value) return describe(amount, 0, smallest);
  if (amount >= 100) return describe(amount, Math.round(amount), null);
  if (amount >= 10) {
    const halves = Math.round(amount * 2);
    return describe(amount, Math.floor(halves / 2), halves % 2 ? HALF : null);
  }
  let whole = Math.floor(amount);
  const rest = amount - whole;
  let best: CookFraction | null = null;
  let bestDistance = rest;
  for (const candidate of fractions) {
    const distance = Math.abs(rest - candidate.value);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (1 - rest < bestDistance) [whole, best] = [whole + 1, null];
  return describe(amount, whole, best);
}

function describe(amount: number, whole: number, fraction: CookFraction | null): CookNumber {
  const value = whole + (fraction?.value ?? 0);
  const text = fraction ? (whole ? `${whole} ${fraction.glyph}` : fraction.glyph) : String(whole);
  return {
    value,
    whole,
    fraction: fraction?.glyph ?? null,
    text,
    relativeError: Math.abs(value - amount) / amount,
  };
}

/** Writes a number with at most `decimals` decimals and no trailing zeros: 1.250 → "1.25". */
function plain(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** Rounds grams or millilitres to a step that suits the size, never to 0 for a positive amount. */
export function roundMetricAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const step = amount < 1 ? 0.1 : amount < 10 ? 0.5 : amount < 100 ? 1 : 5;
  const rounded = Number((Math.round(amount / step) * step).toFixed(1));
  return Math.max(rounded, 0.1);
}

const METRIC_LADDERS: Record<string, { base: string; large: string; toBase: number }> = {
  milligram: { base: 'milligram', large: 'gram', toBase: 1 },
  gram: { base: 'gram', large: 'kilogram', toBase: 1 },
  kilogram: { base: 'gram', large: 'kilogram', toBase: 1000 },
  milliliter: { base: 'milliliter', large: 'liter', toBase: 1 },
  centiliter: { base: 'milliliter', large: 'liter', toBase: 10 },
  deciliter: { base: 'milliliter', large: 'liter', toBase: 100 },
  liter: { base: 'milliliter', large: 'liter', toBase: 1000 },
};

/** An amount as a cook reads it: the number's text and the unit it belongs to. */
export interface FormattedQuantity {
  amount: string;
  unit: string | null;
}

/** Under this many teaspoons an amount is "1 pinch" rather than an overstated ⅛ tsp. */
const PINCH_BELOW_TEASPOONS = 1 / 16;

/**
 * Formats a quantity the way cooks write it. Metric weights and volumes round to a step that
 * suits their size (249.6 g → "250" g, 12.3 g → "12" g, 1,234 g → "1.25" kg; 1,000 and up moves
 * to kg or l, and cl/dl read as ml or l). Everything else, US measures and counts alike, snaps to
 * a cook's fraction (0.333 cup → "⅓" cup, 1.5 → "1 ½"; pounds without eighths). A positive amount never reads 0: under
 * 1/16 tsp is "1" pinch, and any other amount under ⅛ is "⅛". A null quantity has no amount ("").
 * The unit comes back as the parser's canonical id when it is one, else as given.
 */
export function formatQuantity(quantity: number | null, unit: string | null): FormattedQuantity {
  const canonical = unit ? (canonicalUnit(unit) ?? unit) : unit;
  if (quantity === null || !Number.isFinite(quantity)) return { amount: '', unit: canonical };
  if (quantity <= 0) return { amount: '0', unit: canonical };
  const ladder = canonical ? METRIC_LADDERS[canonical] : undefined;
  if (ladder) {
    const base = roundMetricAmount(quantity * ladder.toBase);
    if (base < 1000) return { amount: plain(base, 1), unit: ladder.base };
    const large = base / 1000;
    const step = large < 10 ? 0.05 : 0.5;
    return { amount: plain(Math.round(large / step) * step, 2), unit: ladder.large };
  }
  if (canonical === 'teaspoon' && quantity < PINCH_BELOW_TEASPOONS) {
    return { amount: '1', unit: 'pinch' };
  }
  const fractions = canonical === 'pound' ? POUND_FRACTIONS : COOK_FRACTIONS;
  return { amount: toCookNumber(quantity, fractions).text, unit: canonical };
}
