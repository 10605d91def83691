import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProfilePage } from '@/features/accounts/components/profile-page';
import { SubscriptionPanel } from '@/features/billing/components/subscription-panel';

export function ProfileRoute() {
  useDocumentTitle('Profile');
  return <ProfilePage subscriptionTab={<SubscriptionPanel />} />;
}
