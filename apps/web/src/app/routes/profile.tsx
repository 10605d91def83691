import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProfilePage } from '@/features/accounts/components/profile-page';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return <ProfilePage />;
}
