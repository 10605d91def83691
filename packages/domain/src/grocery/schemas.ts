import { z } from 'zod';
import { list, text } from '../validation';
import { IsoDateSchema } from '../meal-plans/dates';
import { MEAL_TYPES } from '../recipes/constants';
import { GROCERY_CATEGORIES } from './categories';

/** Where a shopping line came from: one meal of the plan (spec 2 §3 mealContext). */
export const GrocerySourceSchema = z.object({
  mealId: z.string(),
  mealType: z.enum(MEAL_TYPES),
  recipeName: z.string(),
  date: z.string(),
});
export type GrocerySource = z.infer<typeof GrocerySourceSchema>;

/**
 * One line of the shopping list as the user sees it: the stored items of the range merged by name
 * and category (one line per food), in the user's measurement system. `id` joins the ids of every
 * stored item it holds with commas; toggling or removing the line acts on all of them.
 */
export const GroceryLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** Null for an amount-less item ("salt to taste"): only its name is shown. */
  quantity: z.number().nullable(),
  unit: z.string(),
  /**
   * The same food in units that do not convert to `unit` ("1 pinch" beside "1 ⅓ tbsp"): shown on
   * this line after the first amount, ticked and removed with it.
   */
  extraAmounts: z.array(z.object({ quantity: z.number(), unit: z.string() })),
  checked: z.boolean(),
  /** When the line was last ticked (the latest of its parts), or null. */
  checkedAt: z.string().nullable(),
  /** The earliest planned day the line is for; null for hand-added items. */
  date: z.string().nullable(),
  sources: z.array(GrocerySourceSchema),
  addedAt: z.string(),
});
export type GroceryLine = z.infer<typeof GroceryLineSchema>;

export const GroceryListSchema = z.object({
  start: z.string(),
  end: z.string(),
  lines: z.array(GroceryLineSchema),
  /** The user's order of categories for the enhanced view (every category once). */
  categoryOrder: z.array(z.string()),
});
export type GroceryList = z.infer<typeof GroceryListSchema>;

export const GroceryRangeQuerySchema = z
  .object({ start: IsoDateSchema, end: IsoDateSchema })
  .refine((range) => range.start <= range.end, 'The start date must not be after the end date');

export const AddGroceryItemInputSchema = z.object({
  text: text('Item', { max: 200, trim: false }),
});

/** Line ids as the list sends them: each may itself be a comma-joined list. */
const lineIds = list(text('Item id', { min: 1, max: 4000, trim: false }), 500, 'items').min(
  1,
  'Choose at least one item',
);

export const ToggleGroceryItemsInputSchema = z.object({ ids: lineIds, checked: z.boolean() });
export const RemoveGroceryItemsInputSchema = z.object({ ids: lineIds });
export const GroceryChangeResultSchema = z.object({ updated: z.number().int() });

export const CategoryOrderInputSchema = z.object({
  order: z.array(z.enum(GROCERY_CATEGORIES)).max(GROCERY_CATEGORIES.length),
});
export const CategoryOrderSchema = z.object({ order: z.array(z.string()) });
