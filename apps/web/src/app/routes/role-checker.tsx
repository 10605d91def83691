import { useDocumentTitle } from '@/hooks/use-document-title';
import { RoleCheckerPage } from '@/features/accounts/components/role-checker-page';

export function RoleCheckerRoute() {
  useDocumentTitle('Role Checker');
  return <RoleCheckerPage />;
}
