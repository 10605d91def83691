import { SettingsPage } from '@/features/accounts/components/settings-page';

export function SettingsRoute() {
  return <SettingsPage />;
}
