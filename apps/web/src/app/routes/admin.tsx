import { useParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminPage } from '@/features/admin/components/admin-page';
import { UserRecipesPage } from '@/features/admin/components/user-recipes-page';

export function AdminRoute() {
  useDocumentTitle('Admin Dashboard');
  return <AdminPage />;
}

export function AdminUserRecipesRoute() {
  const { uid = '' } = useParams();
  useDocumentTitle("A user's recipes");
  return <UserRecipesPage userId={uid} />;
}
