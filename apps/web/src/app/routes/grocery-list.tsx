import { roleHasPermission } from '@simmer/domain/accounts';
import { useSession } from '@/lib/session';
import { GroceryListPage } from '@/features/grocery/components/grocery-list-page';

export function GroceryListRoute() {
  const session = useSession();
  const canUseEnhanced = roleHasPermission(session.data?.role, 'grocerylist.enhanced');
  return <GroceryListPage canUseEnhanced={canUseEnhanced} />;
}
