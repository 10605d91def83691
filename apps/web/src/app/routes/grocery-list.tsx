import { roleHasPermission } from '@simmer/domain/accounts';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GroceryListPage } from '@/features/grocery/components/grocery-list-page';

export function GroceryListRoute() {
  useDocumentTitle('Shopping List');
  const session = useSession();
  const canUseEnhanced = roleHasPermission(session.data?.role, 'grocerylist.enhanced');
  return <GroceryListPage canUseEnhanced={canUseEnhanced} />;
}
