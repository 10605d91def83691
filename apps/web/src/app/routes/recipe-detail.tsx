import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AddToMealPlanDialog } from '@/features/meal-plans/components/add-to-meal-plan-dialog';
import { useRecipe } from '@/features/recipes/api/recipes';
import { RecipeDetailPage } from '@/features/recipes/components/recipe-detail-page';
import { RECIPE_FAILURE_TITLES, titleOfLoaded } from './page-titles';

export function RecipeDetailRoute() {
  const { id = '' } = useParams();
  useDocumentTitle(titleOfLoaded(useRecipe(id), RECIPE_FAILURE_TITLES));
  // Keyed by id so moving between recipes starts from the first image.
  return (
    <RecipeDetailPage
      key={id}
      id={id}
      addToMealPlan={(props) => <AddToMealPlanDialog {...props} />}
    />
  );
}
