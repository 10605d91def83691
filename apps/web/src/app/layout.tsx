import { Box } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isCookModePath, isNavigationHidden } from '@/config/paths';
import { CookTimersHost } from '@/features/recipes/cook-mode/cook-timers-host';
import { pageViews } from '@/lib/page-views';
import { DateFormatProvider } from './date-format-provider';
import { BottomBar, TopBar } from './navigation';
import classes from './layout.module.css';

/**
 * What every page sits in: the skip link, the top bar, the page as `main`, the phone's bottom bar.
 * The app's layout and the prerendered landing page (app/static-landing) both draw it.
 */
export function AppFrame({
  showNavigation,
  children,
}: {
  showNavigation: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {showNavigation && <TopBar />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        className={showNavigation ? `${classes.main} ${classes.withBottomBar}` : classes.main}
      >
        {children}
      </Box>
      {showNavigation && <BottomBar />}
    </>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  // The page view waits for the new page's title (useDocumentTitle), not the last page's.
  useEffect(() => {
    pageViews.enter(pathname);
  }, [pathname]);
  return (
    <>
      <AppFrame showNavigation={!isNavigationHidden(pathname)}>
        <DateFormatProvider>
          <Outlet />
        </DateFormatProvider>
      </AppFrame>
      <CookTimersHost isCookMode={isCookModePath(pathname)} />
      <ScrollRestoration />
    </>
  );
}
