export { recipeExportRoutes } from './recipe-export.routes';
export {
  createRecipeExportService,
  LOCKED_EXPORT_MESSAGE,
  type RecipeExportService,
} from './recipe-export.service';
