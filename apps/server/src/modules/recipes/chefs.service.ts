import {
  CHEF_MESSAGES,
  CHEF_PAGE_RECIPE_LIMIT,
  type ChefPage,
  type FollowState,
} from '@simmer/domain/recipes';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import { createChefsRepository } from './chefs.repository';
import type { RecipesService } from './recipes.service';

/** Chefs (spec 2 §7): get by id with their recipes, follow, unfollow, is-following. */
export function createChefsService(deps: { db: Db; recipes: RecipesService }) {
  const { db, recipes } = deps;
  const repository = createChefsRepository(db);

  async function setFollowing(
    viewer: AuthUser,
    chefId: string,
    isFollowing: boolean,
  ): Promise<FollowState> {
    // The follow row and the chef's follower count change together or not at all.
    return db.transaction(async (tx) => {
      const scoped = createChefsRepository(tx);
      const chef = await scoped.findById(chefId);
      if (!chef) throw notFound(CHEF_MESSAGES.notFound);
      const changed = isFollowing
        ? await scoped.insertFollow(viewer.id, chefId)
        : await scoped.deleteFollow(viewer.id, chefId);
      // Unchanged: the chef as read now, after the follow this request waited for, so every
      // duplicate of a request answers as the one that made the change.
      const followerCount = changed
        ? await scoped.addToFollowerCount(chefId, isFollowing ? 1 : -1)
        : ((await scoped.findById(chefId))?.followerCount ?? chef.followerCount);
      return { isFollowing, followerCount };
    });
  }

  return {
    /** The chef page for a viewer, or a visitor (undefined): the recipes they may see, newest first. */
    async getChef(viewer: AuthUser | undefined, chefId: string): Promise<ChefPage> {
      const chef = await repository.findById(chefId);
      if (!chef) throw notFound(CHEF_MESSAGES.notFound);
      const scope = { userId: viewer?.id };
      const [rows, recipeCount, isFollowing] = await Promise.all([
        repository.findRecipes(chefId, scope, CHEF_PAGE_RECIPE_LIMIT),
        repository.countRecipes(chefId, scope),
        viewer ? repository.isFollowing(viewer.id, chefId) : false,
      ]);
      return {
        id: chef.id,
        name: chef.name,
        bio: chef.bio,
        followerCount: chef.followerCount,
        recipeCount,
        isFollowing,
        recipes: await recipes.summarize(rows, viewer),
      };
    },

    followChef: (viewer: AuthUser, chefId: string) => setFollowing(viewer, chefId, true),
    unfollowChef: (viewer: AuthUser, chefId: string) => setFollowing(viewer, chefId, false),
  };
}

export type ChefsService = ReturnType<typeof createChefsService>;
