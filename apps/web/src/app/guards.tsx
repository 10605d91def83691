import { isAdmin, isChefOrAdmin } from '@simmer/domain/accounts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { localKeys, safeLocalSet } from '@/lib/storage-keys';

/** Sends a visitor to /login, keeping the attempted path for after sign-in. */
function RedirectToLogin() {
  const location = useLocation();
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    safeLocalSet(localKeys.redirectAfterLogin, attempted);
  }, [attempted]);
  return <Navigate to={paths.login} replace state={{ from: location }} />;
}

/** Signed-in users only; a spinner while the session loads. */
export function RequireAuth() {
  const { data: user, isPending } = useSession();
  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <RedirectToLogin />;
  return <Outlet />;
}

/** Admins only: visitors go to /login, other users to /. */
export function RequireAdmin() {
  const { data: user, isPending } = useSession();
  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <RedirectToLogin />;
  if (!isAdmin(user.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Chefs and admins only: visitors go to /login, other users to /. */
export function RequireChefOrAdmin() {
  const { data: user, isPending } = useSession();
  if (isPending) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <RedirectToLogin />;
  if (!isChefOrAdmin(user.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
