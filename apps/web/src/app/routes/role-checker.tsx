import { RoleCheckerPage } from '@/features/accounts/components/role-checker-page';

export function RoleCheckerRoute() {
  return <RoleCheckerPage />;
}
