export { recipesRoutes } from './recipes.routes';
export { createRecipesService, type RecipesService } from './recipes.service';
export { chefsRoutes } from './chefs.routes';
export { createChefsService, type ChefsService } from './chefs.service';
