import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { MealPreviewPage } from '@/features/onboarding/components/meal-preview-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readOnboardingData } from '@/lib/onboarding-data';

/** /meal-preview: public; without questionnaire data in the session it goes to the questionnaire. */
export function MealPreviewRoute() {
  useDocumentTitle('Your Personalized Meal Plan');
  const data = readOnboardingData();
  if (!data) return <Navigate to={paths.questionnaire} replace />;
  return <MealPreviewPage data={data} />;
}
