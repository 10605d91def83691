import { ProfilePage } from '@/features/accounts/components/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}
