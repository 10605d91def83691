import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRecipe } from '@/features/recipes/api/recipes';
import { EditRecipePage, NewRecipePage } from '@/features/recipes/components/recipe-form-page';
import { RECIPE_FAILURE_TITLES, titleOfLoaded } from './page-titles';

export function NewRecipeRoute() {
  useDocumentTitle('Create New Recipe');
  return <NewRecipePage />;
}

export function EditRecipeRoute() {
  const { id = '' } = useParams();
  const recipe = useRecipe(id);
  useDocumentTitle(
    recipe.data ? `Edit ${recipe.data.name}` : titleOfLoaded(recipe, RECIPE_FAILURE_TITLES),
  );
  // Keyed by id so moving to another recipe's form starts from that recipe.
  return <EditRecipePage key={id} id={id} />;
}
