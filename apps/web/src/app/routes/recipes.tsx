import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AddToMealPlanDialog } from '@/features/meal-plans/components/add-to-meal-plan-dialog';
import { useRecipe } from '@/features/recipes/api/recipes';
import { RecipeBoxPage } from '@/features/recipes/components/recipe-box-page';
import { RecipeDetailPage } from '@/features/recipes/components/recipe-detail-page';
import { RecipePrintPage } from '@/features/recipes/components/recipe-print-page';
import { RECIPE_FAILURE_TITLES, titleOfLoaded } from './page-titles';

export function RecipeBoxRoute() {
  useDocumentTitle('Recipe Box');
  return <RecipeBoxPage />;
}

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

export function RecipePrintRoute() {
  const { id = '' } = useParams();
  return <RecipePrintPage key={id} id={id} />;
}
