import { parseIngredientLine } from './parse-ingredient-line';

export interface ShoppingText {
  quantity: number;
  unit: string;
  name: string;
}

/**
 * Reads a shopping-list or quick-add entry (spec 2 §5) with the ingredient parser: "2 cups rice"
 * → 2 cup rice. When the parser finds no name, the spec's plain rule applies: a leading whole
 * number and a space is the quantity, the rest the name; otherwise quantity 1. The unit defaults
 * to 'unit' and the name is lowercased. Returns null for blank text, which is ignored.
 */
export function parseShoppingText(text: string): ShoppingText | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = parseIngredientLine(trimmed);
  if (parsed.name && !parsed.isGroupHeader) {
    return {
      quantity: parsed.quantity ?? 1,
      unit: parsed.unit ?? 'unit',
      name: parsed.name.toLowerCase(),
    };
  }
  const leading = /^(\d+) (.+)$/.exec(trimmed);
  return leading
    ? { quantity: Number(leading[1]), unit: 'unit', name: leading[2]!.trim().toLowerCase() }
    : { quantity: 1, unit: 'unit', name: trimmed.toLowerCase() };
}
