import { Center, Loader } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNextMealRecipeQuery } from '@/features/meal-plans/api/next-meal';
import { useRecipe } from '@/features/recipes/api/recipes';
import { CookModePage } from '@/features/recipes/cook-mode/cook-mode-page';
import { RECIPE_FAILURE_TITLES, titleOfLoaded } from './page-titles';

export function RecipeCookModeRoute() {
  const { id = '' } = useParams();
  useDocumentTitle(titleOfLoaded(useRecipe(id), RECIPE_FAILURE_TITLES));
  return <CookModePage key={id} id={id} />;
}

/** /cook-mode: the next scheduled meal's recipe in cook mode, else the Recipe Box (spec 1 §2). */
export function NextMealCookModeRoute() {
  useDocumentTitle('Cook mode');
  const next = useNextMealRecipeQuery(true);
  // Without an answer (offline, a failed request) the Recipe Box is the way on.
  const recipeId = next.isError ? null : next.data;
  if (recipeId === undefined) {
    return (
      <Center mih="60vh" role="status" aria-label="Finding your next meal">
        <Loader />
      </Center>
    );
  }
  return <Navigate to={recipeId ? paths.recipeCookMode(recipeId) : paths.recipes} replace />;
}
