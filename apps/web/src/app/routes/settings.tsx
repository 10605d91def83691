import { useDocumentTitle } from '@/hooks/use-document-title';
import { SettingsPage } from '@/features/accounts/components/settings-page';
import { CalendarFeedSettings } from '@/features/meal-plans/components/calendar-feed-settings';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return (
    <SettingsPage>
      <CalendarFeedSettings />
    </SettingsPage>
  );
}
