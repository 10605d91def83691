import { answersFromProfile } from '@simmer/domain/onboarding';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useProfile } from '@/features/accounts/api/profile';
import { QuestionnairePage } from '@/features/onboarding/components/questionnaire-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  readOnboardingData,
  readQuestionnaireProgress,
  type QuestionnaireProgress,
} from '@/lib/onboarding-data';
import { useSession } from '@/lib/session';

/** Where the questionnaire starts: the session's progress, else answers from a saved profile. */
function startFrom(savedProfile: Parameters<typeof answersFromProfile>[0] | undefined) {
  const progress = readQuestionnaireProgress();
  if (progress) return progress;
  const profile = savedProfile ?? readOnboardingData()?.cookingProfile;
  return { step: 1, answers: profile ? answersFromProfile(profile) : {} };
}

function SignedInQuestionnaire() {
  const profile = useProfile();
  if (profile.isPending) return <FullPageSpinner />;
  const initial: QuestionnaireProgress = startFrom(profile.data?.cookingProfile);
  return <QuestionnairePage initial={initial} isSignedIn />;
}

/** /questionnaire: public; signed in, it opens prefilled from the saved cooking profile. */
export function QuestionnaireRoute() {
  useDocumentTitle('Cooking questionnaire');
  const { data: user, isPending } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (user) return <SignedInQuestionnaire />;
  return <QuestionnairePage initial={startFrom(undefined)} isSignedIn={false} />;
}
