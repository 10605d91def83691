import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/lib/session';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { SITE_TITLE } from '@/lib/page-views';
import { rememberSharedRecipe, rememberUtm } from '@/lib/arrival';

// The dashboard's code loads only for signed-in users: visitors get the landing page alone.
const DashboardRoute = lazy(() =>
  import('./dashboard').then((m) => ({ default: m.DashboardRoute })),
);

/** `/`: the landing page for visitors, the task dashboard for signed-in users. */
export function HomeRoute() {
  const { data: user, isPending } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const recordedShare = useRef<string | null>(null);
  const recipeId = searchParams.get('recipeId');
  const shareId = searchParams.get('shareId');
  useDocumentTitle(isPending ? null : user ? 'Home' : SITE_TITLE, { asIs: !user });

  useEffect(() => rememberUtm(searchParams), [searchParams]);

  useEffect(() => {
    if (!recipeId || !shareId) return;
    if (user === null) {
      rememberSharedRecipe(searchParams);
      return;
    }
    // A signed-in user's arrival is counted as a view of the share, once.
    if (user && recordedShare.current !== `${shareId}/${recipeId}`) {
      recordedShare.current = `${shareId}/${recipeId}`;
      // Loaded on demand: the landing page's visitors never need the recipes feature's code.
      void import('@/features/recipes/api/sharing')
        .then((sharing) => sharing.recordShareView({ shareId, recipeId }))
        .then(() =>
          setSearchParams(
            (params) => {
              params.delete('recipeId');
              params.delete('shareId');
              return params;
            },
            { replace: true },
          ),
        )
        .catch(() => undefined);
    }
  }, [user, recipeId, shareId, searchParams, setSearchParams]);

  if (isPending) return <FullPageSpinner />;
  return user ? (
    <Suspense fallback={<FullPageSpinner />}>
      <DashboardRoute name={user.name} />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
