import { track } from './analytics';

export const SITE_NAME = 'Simmer';
/** The landing page's title, and the one any page shows until it names itself. */
export const SITE_TITLE = 'Simmer — plan your meals in 5 minutes a week';

/** A page's title as the browser shows it: "Recipe Box · Simmer". */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SITE_NAME}`;
}

export interface PageView {
  path: string;
  title: string;
}

/**
 * Records one page view per address, with the title of that page: the view waits until the page
 * has named itself (a recipe's name arrives with the recipe), however the two calls are ordered.
 * React runs the page's effects before the layout's, so the title usually comes first.
 */
export function createPageViewTracker(
  record: (view: PageView) => void,
  setTitle: (title: string) => void,
) {
  let currentPath: string | null = null;
  let titled: PageView | null = null;
  let isRecorded = false;

  const recordOnce = () => {
    if (isRecorded || !titled || titled.path !== currentPath) return;
    isRecorded = true;
    record(titled);
  };

  return {
    /** The address shown changed (the layout, on every new path). */
    enter(path: string) {
      if (path === currentPath) return;
      currentPath = path;
      isRecorded = false;
      // A page still loading what names it shows the site's title, not the last page's.
      if (titled?.path !== path) setTitle(SITE_TITLE);
      recordOnce();
    },
    /** The page at `path` named itself. */
    title(path: string, title: string) {
      titled = { path, title };
      setTitle(title);
      recordOnce();
    },
  };
}

/** The app's one tracker: page views go to analytics, titles to the document. */
export const pageViews = createPageViewTracker(
  ({ path, title }) => track({ type: 'page_view', path, title }),
  (title) => {
    document.title = title;
  },
);
