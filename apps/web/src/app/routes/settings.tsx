import { SettingsPage } from '@/features/accounts/components/settings-page';
import { CalendarFeedSettings } from '@/features/meal-plans/components/calendar-feed-settings';

export function SettingsRoute() {
  return (
    <SettingsPage>
      <CalendarFeedSettings />
    </SettingsPage>
  );
}
