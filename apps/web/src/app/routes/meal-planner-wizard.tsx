import { roleHasPermission } from '@simmer/domain/accounts';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RecipeWizardPage } from '@/features/meal-plans/components/recipe-wizard-page';

export function MealPlannerWizardRoute() {
  useDocumentTitle('Recipe Wizard');
  const session = useSession();
  return (
    <RecipeWizardPage canUseWizard={roleHasPermission(session.data?.role, 'mealplan.wizard')} />
  );
}
