import { useSettings } from '@/features/accounts/api/profile';
import {
  MealPlannerLoader,
  MealPlannerPage,
} from '@/features/meal-plans/components/meal-planner-page';

export function MealPlannerRoute() {
  const settings = useSettings();
  // The week's first day comes from the settings; without them the planner keeps Sunday.
  if (settings.isPending) return <MealPlannerLoader />;
  return <MealPlannerPage weekStartsOn={settings.data?.preferences.startOfWeek ?? 'sunday'} />;
}
