import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, pageViews } from '@/lib/page-views';

/**
 * Names the page in the browser's tab and history, and in its analytics page view: "Recipe Box ·
 * Simmer". `null` while what names the page is loading: the page view waits for it. `asIs` keeps
 * the title without the site's name after it (the landing page's own title).
 */
export function useDocumentTitle(pageTitle: string | null, { asIs = false } = {}) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageTitle === null) return;
    pageViews.title(pathname, asIs ? pageTitle : documentTitle(pageTitle));
  }, [pathname, pageTitle, asIs]);
}
