import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/features/accounts';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { localKeys, safeLocalSet } from '@/lib/storage-keys';
import { DashboardRoute } from './dashboard';

/** `/`: the landing page for visitors, the task dashboard for signed-in users. */
export function HomeRoute() {
  const { data: user, isPending } = useSession();
  const [searchParams] = useSearchParams();
  const recipeId = searchParams.get('recipeId');
  const shareId = searchParams.get('shareId');

  useEffect(() => {
    // A visitor arriving from a shared link keeps the recipe for after sign-in (spec 2 §2).
    if (user === null && recipeId && shareId) {
      safeLocalSet(localKeys.pendingSharedRecipe, recipeId);
      safeLocalSet(localKeys.pendingShareId, shareId);
    }
  }, [user, recipeId, shareId]);

  if (isPending) return <FullPageSpinner />;
  return user ? <DashboardRoute name={user.name} /> : <LandingPage />;
}
