import { useDocumentTitle } from '@/hooks/use-document-title';
import { RecipeBoxPage } from '@/features/recipes/components/recipe-box-page';

// Its own module, so the Recipe Box loads none of the detail page's code.
export function RecipeBoxRoute() {
  useDocumentTitle('Recipe Box');
  return <RecipeBoxPage />;
}
