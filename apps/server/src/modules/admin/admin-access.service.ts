import { roleOf } from '@simmer/domain/accounts';
import {
  ACCESS_MESSAGES,
  ADMIN_PAGE_SIZE,
  DEFAULT_GRANT_SOURCE,
  GRANT_BATCH_SIZE,
  GRANT_EXPORT_MAX_ROWS,
  GRANT_RECIPE_SEARCH_LIMIT,
  type AccessCheck,
  type CheckAccessQuery,
  type Grant,
  type GrantAccessInput,
  type GrantPage,
  type GrantResult,
  type ListGrantsQuery,
  type RevokeResult,
} from '@simmer/domain/admin';
import { stringify } from 'csv-stringify/sync';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAdminAction, recordAdminActions } from '../audit';
import type { RecipesService } from '../recipes';
import {
  createAdminAccessRepository,
  type GrantFilter,
  type GrantRow,
} from './admin-access.repository';

const toGrant = (row: GrantRow): Grant => ({ ...row, grantedAt: row.grantedAt.toISOString() });

const CSV_COLUMNS = [
  { key: 'grantedAt', header: 'Granted at' },
  { key: 'userId', header: 'User id' },
  { key: 'userEmail', header: 'User email' },
  { key: 'userName', header: 'User name' },
  { key: 'recipeId', header: 'Recipe id' },
  { key: 'recipeName', header: 'Recipe' },
  { key: 'isPurchasable', header: 'Premium' },
  { key: 'source', header: 'Source' },
  { key: 'grantedByEmail', header: 'Granted by' },
] as const;

/** Recipe access (spec 2 §7 admin operations): search, grant in batches, list, revoke, check. */
export function createAdminAccessService(deps: {
  db: Db;
  recipes: Pick<RecipesService, 'explainAccess'>;
}) {
  const { db } = deps;
  const repository = createAdminAccessRepository(db);

  return {
    async searchRecipes(q: string | undefined) {
      return { recipes: await repository.searchRecipes(q, GRANT_RECIPE_SEARCH_LIMIT) };
    },

    /**
     * Grants every recipe to every user, GRANT_BATCH_SIZE users of one recipe per transaction,
     * each grant with its companion record and its audit entry. Granting again changes nothing
     * (and writes no entry); unknown users and recipes are left out and listed in the result.
     */
    async grant(actorId: string, input: GrantAccessInput): Promise<GrantResult> {
      const userIds = [...new Set(input.userIds)];
      const recipeIds = [...new Set(input.recipeIds)];
      const [knownUsers, knownRecipes] = await Promise.all([
        repository.existingUserIds(userIds),
        repository.existingRecipeIds(recipeIds),
      ]);
      const users = userIds.filter((id) => knownUsers.has(id));
      const grantedRecipes = recipeIds.filter((id) => knownRecipes.has(id));
      const at = new Date();
      let created = 0;
      let batches = 0;
      for (const recipeId of grantedRecipes) {
        for (let start = 0; start < users.length; start += GRANT_BATCH_SIZE) {
          const batch = users.slice(start, start + GRANT_BATCH_SIZE);
          const granted = await db.transaction(async (tx) => {
            const newly = await createAdminAccessRepository(tx).grantBatch(recipeId, batch, {
              source: DEFAULT_GRANT_SOURCE,
              grantedBy: actorId,
              at,
            });
            await recordAdminActions(
              tx,
              newly.map((userId) => ({
                action: 'recipe_access.granted' as const,
                actorId,
                targetUserId: userId,
                targetRecipeId: recipeId,
                before: null,
                after: { source: DEFAULT_GRANT_SOURCE, grantedAt: at.toISOString() },
              })),
            );
            return newly.length;
          });
          created += granted;
          batches += 1;
          // The embedded database answers within one turn of the event loop: let others in between.
          await setImmediate();
        }
      }
      const pairs = grantedRecipes.length * users.length;
      return {
        users: grantedRecipes.length > 0 ? users.length : 0,
        recipes: grantedRecipes.length,
        created,
        alreadyGranted: pairs - created,
        batches,
        unknownUserIds: userIds.filter((id) => !knownUsers.has(id)),
        unknownRecipeIds: recipeIds.filter((id) => !knownRecipes.has(id)),
      };
    },

    async findGrants(query: ListGrantsQuery): Promise<GrantPage> {
      const { rows, total } = await repository.findGrantPage(
        { userId: query.userId, recipeId: query.recipeId },
        { limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE },
      );
      return { grants: rows.map(toGrant), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Every grant matching the filter (at most GRANT_EXPORT_MAX_ROWS), as CSV text. */
    async exportGrants(filter: GrantFilter): Promise<string> {
      const rows = await repository.findGrants(filter, GRANT_EXPORT_MAX_ROWS);
      return stringify(
        rows.map((row) => ({ ...toGrant(row), isPurchasable: row.isPurchasable ? 'yes' : 'no' })),
        { header: true, columns: CSV_COLUMNS.map((column) => ({ ...column })) },
      );
    },

    /** Takes a grant back with its companion record and the audit entry, in one transaction. */
    async revoke(actorId: string, userId: string, recipeId: string): Promise<RevokeResult> {
      return db.transaction(async (tx) => {
        const revoked = await createAdminAccessRepository(tx).revoke(userId, recipeId);
        if (!revoked) throw notFound(ACCESS_MESSAGES.grantNotFound);
        await recordAdminAction(tx, {
          action: 'recipe_access.revoked',
          actorId,
          targetUserId: userId,
          targetRecipeId: recipeId,
          before: {
            source: revoked.grant.source,
            grantedBy: revoked.grant.grantedBy,
            grantedAt: revoked.grant.grantedAt.toISOString(),
          },
          after: { companionRemoved: revoked.companionRemoved },
        });
        return { userId, recipeId, companionRemoved: revoked.companionRemoved };
      });
    },

    /** Whether the user can open the recipe and why, by the recipes module's own rule. */
    async checkAccess(query: CheckAccessQuery): Promise<AccessCheck> {
      const user = await repository.findUser(query.userId);
      if (!user) throw notFound('User not found');
      const answer = await deps.recipes.explainAccess(
        { id: user.id, role: roleOf(user.role) },
        query.recipeId,
      );
      if (!answer) throw notFound('Recipe not found');
      return {
        userId: user.id,
        userEmail: user.email,
        recipeId: query.recipeId,
        recipeName: answer.recipeName,
        canOpen: answer.canOpen,
        reason: answer.reason,
      };
    },
  };
}

export type AdminAccessService = ReturnType<typeof createAdminAccessService>;
