import { useParams } from 'react-router';
import { CookModeEditorPage } from '@/features/recipes/components/cook-mode-editor-page';

export function CookModeEditRoute() {
  const { id = '' } = useParams();
  return <CookModeEditorPage recipeId={id} />;
}
