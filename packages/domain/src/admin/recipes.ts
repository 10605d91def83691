import { z } from 'zod';
import { VISIBILITIES } from '../recipes/constants';
import { int, text } from '../validation';
import { ADMIN_MAX_PAGE, ADMIN_SEARCH_MAX } from './schemas';

/** Spec 3 §9: the Recipes tab reprocesses the ingredients of this many recipes at a time. */
export const REPROCESS_BATCH_SIZE = 5;
/** The most rows one CSV export of the Recipes tab holds. */
export const ADMIN_RECIPES_EXPORT_MAX = 100_000;

/** Spec 2 §8 (admin): the Recipes tab's words. */
export const ADMIN_RECIPE_MESSAGES = {
  fetchFailed: 'Failed to fetch recipes',
  reprocessSucceeded: 'Recipe ingredients reprocessed successfully',
  reprocessFailed: 'Failed to reprocess recipe ingredients',
  noRecipes: 'No recipes found',
} as const;

/** Search by name (case-insensitive, anywhere in it) or exact id (spec 2 §5), and visibility. */
export const ListAdminRecipesQuerySchema = z.object({
  q: text('Search', { max: ADMIN_SEARCH_MAX }).optional(),
  visibility: z.enum(VISIBILITIES, { error: 'Unknown visibility' }).optional(),
  page: int('Page', { min: 1, max: ADMIN_MAX_PAGE, coerce: true }).default(1),
});
export type ListAdminRecipesQuery = z.infer<typeof ListAdminRecipesQuerySchema>;
export type AdminRecipesFilter = Omit<ListAdminRecipesQuery, 'page'>;

/** One recipe as the admin's Recipes tab lists it: any owner, any visibility, with its sales. */
export const AdminRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(VISIBILITIES),
  owner: z.object({ id: z.string(), email: z.string(), displayName: z.string() }).nullable(),
  author: z.string(),
  isPurchasable: z.boolean(),
  /** Dollars; 0 when the recipe is not for sale. */
  price: z.number(),
  ingredientCount: z.number().int(),
  sales: z.object({
    purchaseCount: z.number().int(),
    /** Dollars, net of refunds (the recipe's running total). */
    revenue: z.number(),
    refundCount: z.number().int(),
    lastPurchasedAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRecipe = z.infer<typeof AdminRecipeSchema>;

export const AdminRecipePageSchema = z.object({
  recipes: z.array(AdminRecipeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRecipePage = z.infer<typeof AdminRecipePageSchema>;

/** The figures every reprocessing run adds up (one recipe's reply, or a whole selection's). */
export interface ReprocessTally {
  processed: number;
  total: number;
  matched: number;
}
