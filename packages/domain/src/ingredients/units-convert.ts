import type { MEASUREMENT_SYSTEMS } from '../profiles';
import { POUND_FRACTIONS, toCookNumber } from './nice-numbers';
import { tidyNumber } from './tidy-number';
import { canonicalUnit } from './units';

export type UnitKind = 'volume' | 'mass' | 'count';

/** US customary or metric. The settings' 'imperial' means US customary (cups, ounces, pounds). */
export type UnitSystem = 'metric' | 'us';
export type DisplaySystem = UnitSystem | (typeof MEASUREMENT_SYSTEMS)[number];

/** Grams in one cup, tablespoon or teaspoon of a food (its portion weights in the catalogue). */
export interface PortionWeights {
  gPerCup?: number | null;
  gPerTbsp?: number | null;
  gPerTsp?: number | null;
}

interface UnitDefinition {
  kind: 'volume' | 'mass';
  system: UnitSystem;
  /** Size in the system's base: US teaspoons, millilitres, US ounces, milligrams. */
  size: number;
}

/** One US teaspoon is 1/768 of a US gallon of 231 cubic inches: 4.92892159375 ml exactly. */
const US_TEASPOON_ML = 4.92892159375;
/** One avoirdupois ounce is 1/16 of 453.59237 g: 28,349.523125 mg exactly. */
const OUNCE_MG = 28349.523125;

/** Keyed by the line parser's canonical unit ids (`units.ts`). */
const UNITS: Record<string, UnitDefinition> = {
  teaspoon: { kind: 'volume', system: 'us', size: 1 },
  tablespoon: { kind: 'volume', system: 'us', size: 3 },
  'fluid ounce': { kind: 'volume', system: 'us', size: 6 },
  cup: { kind: 'volume', system: 'us', size: 48 },
  pint: { kind: 'volume', system: 'us', size: 96 },
  quart: { kind: 'volume', system: 'us', size: 192 },
  gallon: { kind: 'volume', system: 'us', size: 768 },
  milliliter: { kind: 'volume', system: 'metric', size: 1 },
  centiliter: { kind: 'volume', system: 'metric', size: 10 },
  deciliter: { kind: 'volume', system: 'metric', size: 100 },
  liter: { kind: 'volume', system: 'metric', size: 1000 },
  dessertspoon: { kind: 'volume', system: 'metric', size: 10 },
  ounce: { kind: 'mass', system: 'us', size: 1 },
  pound: { kind: 'mass', system: 'us', size: 16 },
  milligram: { kind: 'mass', system: 'metric', size: 1 },
  gram: { kind: 'mass', system: 'metric', size: 1000 },
  kilogram: { kind: 'mass', system: 'metric', size: 1_000_000 },
};

/** What one base unit of the US system is in the metric base (ml per tsp, mg per oz). */
const US_TO_METRIC: Record<UnitDefinition['kind'], number> = {
  volume: US_TEASPOON_ML,
  mass: OUNCE_MG,
};

/** A unit word or canonical id as the parser's canonical id ("Tbsp." → "tablespoon"); null when blank. */
export function resolveUnit(unit: string | null | undefined): string | null {
  const trimmed = unit?.trim();
  if (!trimmed) return null;
  if (trimmed in UNITS) return trimmed;
  return canonicalUnit(trimmed) ?? trimmed.toLowerCase();
}

function definition(unit: string | null | undefined): UnitDefinition | undefined {
  const id = resolveUnit(unit);
  return id ? UNITS[id] : undefined;
}

/** Volume, mass, or count for everything else (each, clove, can, pinch, no unit, unknown words). */
export function unitKind(unit: string | null | undefined): UnitKind {
  return definition(unit)?.kind ?? 'count';
}

function convertWithinKind(quantity: number, from: UnitDefinition, to: UnitDefinition): number {
  if (from.system === to.system) return tidyNumber((quantity * from.size) / to.size);
  const bridge = US_TO_METRIC[from.kind];
  return from.system === 'us'
    ? tidyNumber((quantity * from.size * bridge) / to.size)
    : tidyNumber((quantity * from.size) / (bridge * to.size));
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The portion weight to convert through: the one for `unit` itself when known, else cup, tbsp, tsp. */
function portionAnchor(
  portion: PortionWeights | null | undefined,
  unit: string | null,
): { unit: UnitDefinition; grams: number } | null {
  const anchors = [
    { id: 'cup', grams: portion?.gPerCup },
    { id: 'tablespoon', grams: portion?.gPerTbsp },
    { id: 'teaspoon', grams: portion?.gPerTsp },
  ].filter((anchor): anchor is { id: string; grams: number } => positive(anchor.grams));
  const anchor = anchors.find((a) => a.id === unit) ?? anchors[0];
  return anchor ? { unit: UNITS[anchor.id]!, grams: anchor.grams } : null;
}

/** The food's density in grams per millilitre from whichever portion weight is known; null without one. */
export function gramsPerMilliliter(portion: PortionWeights | null | undefined): number | null {
  const anchor = portionAnchor(portion, null);
  return anchor ? anchor.grams / convertWithinKind(1, anchor.unit, UNITS.milliliter!) : null;
}

/**
 * Converts an amount between two units. Within volume and within mass the ratio is exact (3 tsp
 * is 1 tbsp, 1 cup is 236.5882365 ml, 1 lb is 453.59237 g). Between volume and mass only with the
 * food's portion weights (1 lb of flour at 125 g per cup is 3.63 cups). Returns null when the units
 * cannot be converted: a count unit, an unknown word, or volume ↔ mass without a portion weight.
 * The same unit on both sides returns the quantity unchanged, whatever the unit.
 */
export function convertUnit(
  quantity: number,
  from: string,
  to: string,
  portion?: PortionWeights | null,
): number | null {
  const fromId = resolveUnit(from);
  const toId = resolveUnit(to);
  if (fromId !== null && fromId === toId) return quantity;
  const source = fromId ? UNITS[fromId] : undefined;
  const target = toId ? UNITS[toId] : undefined;
  if (!source || !target) return null;
  if (source.kind === target.kind) return convertWithinKind(quantity, source, target);
  const anchor = portionAnchor(portion, source.kind === 'volume' ? fromId : toId);
  if (!anchor) return null;
  const gram = UNITS.gram!;
  if (source.kind === 'volume') {
    const grams = convertWithinKind(quantity, source, anchor.unit) * anchor.grams;
    return convertWithinKind(grams, gram, target);
  }
  const anchorAmount = convertWithinKind(quantity, source, gram) / anchor.grams;
  return convertWithinKind(anchorAmount, anchor.unit, target);
}

/** A quantity and its unit (a canonical id for volumes and weights, else as given). */
export interface UnitQuantity {
  quantity: number | null;
  unit: string | null;
}

/**
 * How to treat the kind of measure when showing an amount: keep it as written (default), or
 * weigh volumes / measure weights by volume where the food's portion weight is known.
 */
export type MeasureBy = 'as-written' | 'weight' | 'volume';

/** Amounts this close under a threshold already read as the larger unit (2.95 tsp is 1 tbsp). */
const SLACK = 0.97;
/** A cup amount under ½ cup further than this from a cook's fraction reads better in tablespoons. */
const CUP_FRACTION_TOLERANCE = 0.07;
/** A pound amount under 2 lb further than this from a cook's fraction reads better in ounces. */
const POUND_FRACTION_TOLERANCE = 0.03;

/** US units an author chose on purpose that stay as written in the US system. */
const KEPT_US_VOLUMES = new Set(['pint', 'quart', 'gallon']);
/** The British dessertspoon (10 ml) stays as written in the metric system. */
const KEPT_METRIC_VOLUMES = new Set(['dessertspoon']);
const SPOONS = new Set(['teaspoon', 'tablespoon']);
/** From here a gram or millilitre amount rounds to 1,000 and reads as kg or l. */
const ROUNDS_TO_THOUSAND = 997.5;

function usVolume(teaspoons: number): UnitQuantity {
  if (teaspoons < 3 * SLACK) return { quantity: teaspoons, unit: 'teaspoon' };
  const tablespoons = tidyNumber(teaspoons / 3);
  if (teaspoons < 12 * SLACK) return { quantity: tablespoons, unit: 'tablespoon' };
  const cups = tidyNumber(teaspoons / 48);
  if (cups < 0.5 && toCookNumber(cups).relativeError > CUP_FRACTION_TOLERANCE) {
    return { quantity: tablespoons, unit: 'tablespoon' };
  }
  return { quantity: cups, unit: 'cup' };
}

function usMass(ounces: number): UnitQuantity {
  if (ounces < 16 * SLACK) return { quantity: ounces, unit: 'ounce' };
  const pounds = tidyNumber(ounces / 16);
  if (
    pounds < 2 &&
    toCookNumber(pounds, POUND_FRACTIONS).relativeError > POUND_FRACTION_TOLERANCE
  ) {
    return { quantity: ounces, unit: 'ounce' };
  }
  return { quantity: pounds, unit: 'pound' };
}

function metricVolume(milliliters: number, written: string): UnitQuantity {
  const teaspoons = milliliters / US_TEASPOON_ML;
  if (SPOONS.has(written) && teaspoons < 12 * SLACK) {
    return teaspoons < 3 * SLACK
      ? { quantity: tidyNumber(teaspoons), unit: 'teaspoon' }
      : { quantity: tidyNumber(teaspoons / 3), unit: 'tablespoon' };
  }
  return milliliters < ROUNDS_TO_THOUSAND
    ? { quantity: milliliters, unit: 'milliliter' }
    : { quantity: tidyNumber(milliliters / 1000), unit: 'liter' };
}

function metricMass(milligrams: number, written: string): UnitQuantity {
  if (written === 'milligram' && milligrams < 1000) {
    return { quantity: milligrams, unit: 'milligram' };
  }
  const grams = tidyNumber(milligrams / 1000);
  return grams < ROUNDS_TO_THOUSAND
    ? { quantity: grams, unit: 'gram' }
    : { quantity: tidyNumber(grams / 1000), unit: 'kilogram' };
}

/**
 * Shows an amount in the user's measurement system ('us', or the settings' 'imperial' for US
 * customary; 'metric'). Volumes and weights convert within their kind and take the unit a cook
 * would use:
 * - US volume: under 1 tbsp in tsp, under ¼ cup in tbsp, then cups — except under ½ cup when the
 *   cups miss a cook's fraction by more than 7% (6 and 7 tbsp stay tablespoons; 10 tbsp is ⅔ cup).
 *   Pints, quarts and gallons the author wrote stay as written.
 * - US weight: under 1 lb in oz, then lb — except under 2 lb when the pounds miss a cook's fraction
 *   (quarters and thirds) by more than 3% (500 g is 17.6 oz, not 1.1 lb).
 * - Metric volume: ml, and l from 1,000 ml. Teaspoons and tablespoons under ¼ cup stay spoons
 *   (5 and 15 ml are metric spoons too), and so does a dessertspoon.
 * - Metric weight: g, and kg from 1,000 g; milligrams the author wrote stay mg under 1 g.
 * With `measureBy` 'weight' or 'volume' and the food's portion weights, volumes become weights or
 * the reverse. Count units (each, clove, can, pinch), unknown units and null quantities come back
 * unchanged.
 */
export function toMeasurementSystem(
  quantity: number | null,
  unit: string | null,
  system: DisplaySystem,
  portion?: PortionWeights | null,
  measureBy: MeasureBy = 'as-written',
): UnitQuantity {
  const written = resolveUnit(unit);
  const source = written ? UNITS[written] : undefined;
  if (quantity === null || !Number.isFinite(quantity) || !source || !written) {
    return { quantity, unit };
  }
  const target = system === 'metric' ? 'metric' : 'us';
  let kind = source.kind;
  let amount = quantity;
  let from = written;
  const wanted = measureBy === 'weight' ? 'mass' : measureBy === 'volume' ? 'volume' : kind;
  if (wanted !== kind) {
    const via = wanted === 'mass' ? 'gram' : 'milliliter';
    const crossed = convertUnit(quantity, written, via, portion);
    if (crossed !== null) [kind, amount, from] = [wanted, crossed, via];
  }
  const kept = target === 'us' ? KEPT_US_VOLUMES : KEPT_METRIC_VOLUMES;
  if (from === written && kept.has(written)) return { quantity, unit: written };
  const fromUnit = UNITS[from]!;
  if (kind === 'volume') {
    return target === 'us'
      ? usVolume(convertWithinKind(amount, fromUnit, UNITS.teaspoon!))
      : metricVolume(convertWithinKind(amount, fromUnit, UNITS.milliliter!), from);
  }
  return target === 'us'
    ? usMass(convertWithinKind(amount, fromUnit, UNITS.ounce!))
    : metricMass(convertWithinKind(amount, fromUnit, UNITS.milligram!), from);
}
