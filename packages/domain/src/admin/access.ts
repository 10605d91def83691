import { z } from 'zod';
import { id, int, list, text } from '../validation';
import { ADMIN_MAX_PAGE, ADMIN_SEARCH_MAX } from './schemas';

/** Spec 3 §9: grants are written 500 users at a time, each batch in its own transaction. */
export const GRANT_BATCH_SIZE = 500;
/** Spec 3 §9: a grant an admin makes is recorded with this source. */
export const DEFAULT_GRANT_SOURCE = 'admin_grant';
/** The most users one grant request names (one recipe to 10,000 users stays within a request). */
export const GRANT_MAX_USERS = 10_000;
/** The most recipes one grant request names. */
export const GRANT_MAX_RECIPES = 50;
/** The most user-recipe pairs one grant request may write. */
export const GRANT_MAX_PAIRS = 20_000;
/** The most recipes the grant search answers with. */
export const GRANT_RECIPE_SEARCH_LIMIT = 20;
/** The most rows one CSV export of the grants holds. */
export const GRANT_EXPORT_MAX_ROWS = 100_000;

export const ACCESS_MESSAGES = {
  needUserAndRecipe: 'A grant requires at least one user and one recipe',
  granted: (n: number) => `Access granted to ${n} users`,
  grantFailed: 'Failed to grant access',
  tooManyPairs: `A grant may cover at most ${GRANT_MAX_PAIRS.toLocaleString('en-US')} user-recipe pairs: grant in parts`,
  grantNotFound: 'Grant not found',
  revoked: 'Access revoked',
  revokeFailed: 'Failed to revoke access',
  fetchGrantsFailed: 'Failed to fetch grants',
  fetchRecipesFailed: 'Failed to fetch recipes',
  noGrants: 'No grants yet',
  noRecipes: 'No recipes found',
  checkFailed: 'Failed to check access',
  unknownUsers: (n: number) => `${n} user${n === 1 ? '' : 's'} not found, not granted`,
  unknownRecipes: (n: number) => `${n} recipe${n === 1 ? '' : 's'} not found, not granted`,
} as const;

/** Why a user can or cannot open a recipe (the recipes module's rule, spec 2 §4 and §6). */
export const ACCESS_REASONS = [
  'creator',
  'not_purchasable',
  'admin',
  'purchase',
  'grant',
  'private',
  'locked',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export const ACCESS_REASON_TEXT: Record<AccessReason, string> = {
  creator: 'They created this recipe',
  not_purchasable: 'The recipe is not for sale, so everyone who can see it can open it',
  admin: 'Admins can open every recipe',
  purchase: 'They bought this recipe',
  grant: 'An admin granted them access',
  private: 'The recipe is private to its creator',
  locked: 'It is a premium recipe they have not bought and were not granted',
};

const userIdList = list(id('User'), GRANT_MAX_USERS, 'users');
const recipeIdList = list(id('Recipe'), GRANT_MAX_RECIPES, 'recipes');

export const GrantAccessInputSchema = z
  .object({ userIds: userIdList.default([]), recipeIds: recipeIdList.default([]) })
  .refine((input) => input.userIds.length > 0 && input.recipeIds.length > 0, {
    message: ACCESS_MESSAGES.needUserAndRecipe,
  })
  .refine(
    (input) => new Set(input.userIds).size * new Set(input.recipeIds).size <= GRANT_MAX_PAIRS,
    { message: ACCESS_MESSAGES.tooManyPairs },
  );
export type GrantAccessInput = z.infer<typeof GrantAccessInputSchema>;

export const GrantResultSchema = z.object({
  /** Users who hold access to every granted recipe after the request (the toast's {n}). */
  users: z.number().int(),
  recipes: z.number().int(),
  /** Grants written by this request; a pair granted before is not written again. */
  created: z.number().int(),
  alreadyGranted: z.number().int(),
  /** How many transactions of at most GRANT_BATCH_SIZE users were written. */
  batches: z.number().int(),
  unknownUserIds: z.array(z.string()),
  unknownRecipeIds: z.array(z.string()),
});
export type GrantResult = z.infer<typeof GrantResultSchema>;

export const GrantFilterSchema = z.object({
  userId: id('User').optional(),
  recipeId: id('Recipe').optional(),
});

export const ListGrantsQuerySchema = GrantFilterSchema.extend({
  page: int('Page', { min: 1, max: ADMIN_MAX_PAGE, coerce: true }).default(1),
});
export type ListGrantsQuery = z.infer<typeof ListGrantsQuerySchema>;

export const GrantSchema = z.object({
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  recipeId: z.string(),
  recipeName: z.string(),
  isPurchasable: z.boolean(),
  source: z.string(),
  grantedBy: z.string().nullable(),
  grantedByEmail: z.string().nullable(),
  grantedAt: z.string(),
});
export type Grant = z.infer<typeof GrantSchema>;

export const GrantPageSchema = z.object({
  grants: z.array(GrantSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GrantPage = z.infer<typeof GrantPageSchema>;

export const GrantParamsSchema = z.object({ userId: id('User'), recipeId: id('Recipe') });

export const RevokeResultSchema = z.object({
  userId: z.string(),
  recipeId: z.string(),
  /** Whether the grant's companion user-recipe record went with it (kept when it holds a purchase or a save). */
  companionRemoved: z.boolean(),
});
export type RevokeResult = z.infer<typeof RevokeResultSchema>;

export const SearchGrantRecipesQuerySchema = z.object({
  q: text('Search', { max: ADMIN_SEARCH_MAX }).optional(),
});

export const GrantRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.string(),
  isPurchasable: z.boolean(),
  priceCents: z.number().int(),
  ownerEmail: z.string().nullable(),
});
export type GrantRecipe = z.infer<typeof GrantRecipeSchema>;
export const GrantRecipeListSchema = z.object({ recipes: z.array(GrantRecipeSchema) });

export const CheckAccessQuerySchema = z.object({
  userId: id('User'),
  recipeId: id('Recipe'),
});
export type CheckAccessQuery = z.infer<typeof CheckAccessQuerySchema>;

export const AccessCheckSchema = z.object({
  userId: z.string(),
  userEmail: z.string(),
  recipeId: z.string(),
  recipeName: z.string(),
  canOpen: z.boolean(),
  reason: z.enum(ACCESS_REASONS),
});
export type AccessCheck = z.infer<typeof AccessCheckSchema>;
