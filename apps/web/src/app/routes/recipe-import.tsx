import { roleHasPermission } from '@simmer/domain/accounts';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ImportUpgradeDialog } from '@/features/recipe-import/components/import-upgrade-dialog';
import { RecipeImportPage } from '@/features/recipe-import/components/recipe-import-page';

/** /recipes/add: the Recipe Analysis screen with `recipes.ai`, else the upgrade dialog (spec 2 §6). */
export function RecipeImportRoute() {
  const session = useSession();
  useDocumentTitle('Recipe Analysis');
  if (!roleHasPermission(session.data?.role, 'recipes.ai')) return <ImportUpgradeDialog />;
  return <RecipeImportPage />;
}
