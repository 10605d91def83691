import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { track } from '@/lib/analytics';
import { isNavigationHidden } from '@/config/paths';
import { BottomBar, TopBar } from './navigation';
import classes from './layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  const showNavigation = !isNavigationHidden(pathname);
  useEffect(() => {
    track({ type: 'page_view', path: pathname, title: document.title });
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
        <Outlet />
      </Box>
      {showNavigation && <BottomBar />}
      <ScrollRestoration />
    </>
  );
}
