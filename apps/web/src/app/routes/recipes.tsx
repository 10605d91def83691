import { useParams } from 'react-router';
import { AddToMealPlanDialog } from '@/features/meal-plans/components/add-to-meal-plan-dialog';
import { RecipeBoxPage } from '@/features/recipes/components/recipe-box-page';
import { RecipeDetailPage } from '@/features/recipes/components/recipe-detail-page';
import { RecipePrintPage } from '@/features/recipes/components/recipe-print-page';

export function RecipeBoxRoute() {
  return <RecipeBoxPage />;
}

export function RecipeDetailRoute() {
  const { id = '' } = useParams();
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
