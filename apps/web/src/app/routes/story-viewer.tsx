import { useDocumentTitle } from '@/hooks/use-document-title';
import { StoryAddToMealPlanDialog } from '@/features/meal-plans/components/story-add-to-meal-plan-dialog';
import { WizardOverviewDialog } from '@/features/meal-plans/components/wizard-overview-dialog';
import { StoryViewerPage } from '@/features/stories/components/story-viewer-page';

/** /recipes/discover: the story viewer, with the planner's overview and add-to-plan dialogs. */
export function StoryViewerRoute() {
  useDocumentTitle('Discover Recipes');
  return (
    <StoryViewerPage
      renderOverview={({ recipe, opened, onClose, onAdd }) => (
        <WizardOverviewDialog
          recipe={recipe}
          opened={opened}
          onClose={onClose}
          onAdd={onAdd}
          isAdding={false}
        />
      )}
      renderAddToMealPlan={({ recipe, opened, onClose }) => (
        <StoryAddToMealPlanDialog recipe={recipe} opened={opened} onClose={onClose} />
      )}
    />
  );
}
