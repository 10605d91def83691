import { useParams } from 'react-router';
import { EditRecipePage, NewRecipePage } from '@/features/recipes/components/recipe-form-page';

export function NewRecipeRoute() {
  return <NewRecipePage />;
}

export function EditRecipeRoute() {
  const { id = '' } = useParams();
  // Keyed by id so moving to another recipe's form starts from that recipe.
  return <EditRecipePage key={id} id={id} />;
}
