import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isCookModePath, isNavigationHidden } from '@/config/paths';
import { CookTimersHost } from '@/features/recipes/cook-mode/cook-timers-host';
import { pageViews } from '@/lib/page-views';
import { DateFormatProvider } from './date-format-provider';
import { BottomBar, TopBar } from './navigation';
import classes from './layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  const showNavigation = !isNavigationHidden(pathname);
  // The page view waits for the new page's title (useDocumentTitle), not the last page's.
  useEffect(() => {
    pageViews.enter(pathname);
  }, [pathname]);
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
        <DateFormatProvider>
          <Outlet />
        </DateFormatProvider>
      </Box>
      {showNavigation && <BottomBar />}
      <CookTimersHost isCookMode={isCookModePath(pathname)} />
      <ScrollRestoration />
    </>
  );
}
