export { recipesRoutes } from './recipes.routes';
export { createRecipesService, type RecipesService } from './recipes.service';
export { chefsRoutes } from './chefs.routes';
export { createChefsService, type ChefsService } from './chefs.service';
/** The recipe visibility rules, for modules that read recipes in their own queries (planning). */
export { ingredientsReadableBy, visibleTo } from './recipes.repository';
export { recipeVideosRoutes } from './recipe-videos.routes';
export { createRecipeVideosService, type RecipeVideosService } from './recipe-videos.service';
export type { StoredVideos } from './recipe-videos.repository';
