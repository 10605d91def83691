export { ingredientsRoutes } from './ingredients.routes';
export {
  createIngredientsService,
  SIMILARITY_THRESHOLD,
  type IngredientMatch,
  type IngredientsService,
  type MatchedRecipeIngredient,
  type RecipeIngredientDraft,
} from './ingredients.service';
export { createIngredientEnrichment, type IngredientEnrichment } from './enrichment-queue';
