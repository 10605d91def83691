import { roleHasPermission } from '@simmer/domain/accounts';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { useSettings } from '@/features/accounts/api/profile';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOpenedOnce, usePreloadWhenIdle } from '@/hooks/use-lazy-part';
import {
  MealPlannerLoader,
  MealPlannerPage,
  type GroceryPanelSlotProps,
} from '@/features/meal-plans/components/meal-planner-page';

// Its own chunk, fetched once the planner is up and the browser idle, so the planner's code
// stays small.
const loadGroceryFeature = () => import('@/features/grocery');
const GrocerySidePanel = lazy(() =>
  loadGroceryFeature().then((m) => ({ default: m.GrocerySidePanel })),
);

function GroceryPanelSlot({
  opened,
  onClose,
  canUseEnhanced,
}: GroceryPanelSlotProps & { canUseEnhanced: boolean }) {
  // Mounted from the first opening on, so the drawer keeps its closing transition.
  if (!useOpenedOnce(opened)) return null;
  return (
    <Suspense fallback={null}>
      <GrocerySidePanel opened={opened} onClose={onClose} canUseEnhanced={canUseEnhanced} />
    </Suspense>
  );
}

export function MealPlannerRoute() {
  useDocumentTitle('Meal Planner');
  const settings = useSettings();
  const session = useSession();
  const canUseEnhanced = roleHasPermission(session.data?.role, 'grocerylist.enhanced');
  // Only a head start, once the browser is idle: opening the panel loads it too.
  usePreloadWhenIdle(loadGroceryFeature);
  // The week's first day comes from the settings; without them the planner keeps Sunday.
  if (settings.isPending) return <MealPlannerLoader />;
  return (
    <MealPlannerPage
      weekStartsOn={settings.data?.preferences.startOfWeek ?? 'sunday'}
      canUseWizard={roleHasPermission(session.data?.role, 'mealplan.wizard')}
      canUseSmartPlanning={roleHasPermission(session.data?.role, 'mealplan.ai')}
      groceryPanel={(props) => <GroceryPanelSlot {...props} canUseEnhanced={canUseEnhanced} />}
    />
  );
}
