import { z } from 'zod';
import { text } from '../validation';
import { RecipeSummarySchema } from './schemas';

export const CHEF_MESSAGES = {
  notFound: 'Chef not found',
} as const;

/** At most this many of a chef's recipes come with the chef page, newest first. */
export const CHEF_PAGE_RECIPE_LIMIT = 100;

export const ChefIdParamsSchema = z.object({ id: text('Chef id', { min: 1, max: 100 }) });

/** A chef record (spec 1 §3): found or created from a recipe's author name. */
export const ChefSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  followerCount: z.number().int(),
  /** How many of the chef's recipes the viewer may see. */
  recipeCount: z.number().int(),
  /** Always false for a visitor. */
  isFollowing: z.boolean(),
});
export type Chef = z.infer<typeof ChefSchema>;

/** The chef page: the chef and the recipes the viewer may see, newest first. */
export const ChefPageSchema = ChefSchema.extend({ recipes: z.array(RecipeSummarySchema) });
export type ChefPage = z.infer<typeof ChefPageSchema>;

export const FollowStateSchema = z.object({
  isFollowing: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;
