export type GroceryView = 'basic' | 'enhanced';

/**
 * The shopping list's view (spec 2 §2): the categorised (enhanced) view needs grocerylist.enhanced,
 * so without it the list is basic. With it the list opens categorised until the user picks the
 * basic view on this device; `remembered` is the view last picked here, if any.
 */
export function groceryViewFor(remembered: string | null, canUseEnhanced: boolean): GroceryView {
  if (!canUseEnhanced) return 'basic';
  return remembered === 'basic' ? 'basic' : 'enhanced';
}
