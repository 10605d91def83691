import { useDocumentTitle } from '@/hooks/use-document-title';
import { SettingsPage } from '@/features/accounts/components/settings-page';
import { CheckoutConfirmation } from '@/features/billing/components/checkout-confirmation';
import { CalendarFeedSettings } from '@/features/meal-plans/components/calendar-feed-settings';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return (
    <SettingsPage banner={<CheckoutConfirmation />}>
      <CalendarFeedSettings />
    </SettingsPage>
  );
}
