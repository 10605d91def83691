import { formatQuantity } from './nice-numbers';
import { unitKind } from './units-convert';

/** How volumes and weights read after the number: abbreviations, and cups and pints in words. */
const UNIT_LABELS: Record<string, { one: string; many: string }> = {
  teaspoon: { one: 'tsp', many: 'tsp' },
  tablespoon: { one: 'tbsp', many: 'tbsp' },
  dessertspoon: { one: 'dsp', many: 'dsp' },
  'fluid ounce': { one: 'fl oz', many: 'fl oz' },
  cup: { one: 'cup', many: 'cups' },
  pint: { one: 'pint', many: 'pints' },
  quart: { one: 'quart', many: 'quarts' },
  gallon: { one: 'gallon', many: 'gallons' },
  milliliter: { one: 'ml', many: 'ml' },
  centiliter: { one: 'cl', many: 'cl' },
  deciliter: { one: 'dl', many: 'dl' },
  liter: { one: 'l', many: 'l' },
  ounce: { one: 'oz', many: 'oz' },
  pound: { one: 'lb', many: 'lb' },
  milligram: { one: 'mg', many: 'mg' },
  gram: { one: 'g', many: 'g' },
  kilogram: { one: 'kg', many: 'kg' },
  pinch: { one: 'pinch', many: 'pinches' },
};

/** "1", "⅓" and "0.5" take a singular unit; "1 ½", "2" and "0" take a plural one. */
function isSingular(amount: string): boolean {
  if (/^[⅛¼⅓½⅔¾]$/.test(amount)) return true;
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 && value <= 1;
}

export function unitLabel(unit: string | null, amount: string): string {
  if (!unit) return '';
  const label = UNIT_LABELS[unit];
  if (!label) return unit;
  return isSingular(amount) ? label.one : label.many;
}

// Count units the parser stores in the singular ('clove', 'can'), as a cook writes more than one.
const COUNT_PLURALS: Record<string, string> = {
  clove: 'cloves',
  can: 'cans',
  slice: 'slices',
  pinch: 'pinches',
  dash: 'dashes',
  bunch: 'bunches',
  package: 'packages',
  packet: 'packets',
  stick: 'sticks',
  sprig: 'sprigs',
  piece: 'pieces',
  head: 'heads',
  leaf: 'leaves',
  jar: 'jars',
  bottle: 'bottles',
  bag: 'bags',
  box: 'boxes',
  handful: 'handfuls',
  stalk: 'stalks',
  fillet: 'fillets',
  sheet: 'sheets',
  tin: 'tins',
};

/** A count unit as written, made plural for more than one when it is one of the parser's own. */
function countUnitLabel(written: string, quantity: number): string {
  return quantity > 1 ? (COUNT_PLURALS[written.toLowerCase()] ?? written) : written;
}

/**
 * An amount as a cook reads it: "1 ½ cups", "250 ml", "2 tbsp", "3 cloves". Volumes and weights
 * take their short label (plural where the number calls for it); counts Simmer knows are made
 * plural ("2 cloves"), other words stay as written. No quantity ("salt to taste") leaves just the
 * unit as written, if any; so does 0, which no cook writes.
 */
export function amountText(quantity: number | null, unit: string | null): string {
  const written = (unit ?? '').trim();
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return written;
  if (unitKind(written) === 'count') {
    const count = formatQuantity(quantity, null).amount;
    return [count, countUnitLabel(written, quantity)].filter(Boolean).join(' ');
  }
  const { amount, unit: shown } = formatQuantity(quantity, written || null);
  return [amount, unitLabel(shown, amount)].filter(Boolean).join(' ');
}
