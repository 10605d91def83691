import { describe, expect, it } from 'vitest';
import { createPageViewTracker, documentTitle, SITE_TITLE, type PageView } from './page-views';

function tracker() {
  const views: PageView[] = [];
  const titles: string[] = [];
  const pageViews = createPageViewTracker(
    (view) => views.push(view),
    (title) => titles.push(title),
  );
  return { pageViews, views, titles };
}

describe('documentTitle', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('Recipe Box')).toBe('Recipe Box · Simmer');
  });
});

describe('createPageViewTracker', () => {
  it('records the new page’s title when the page names itself before the layout sees the path', () => {
    const { pageViews, views } = tracker();
    pageViews.enter('/about');
    pageViews.title('/about', 'About · Simmer');

    pageViews.title('/recipes', 'Recipe Box · Simmer');
    pageViews.enter('/recipes');

    expect(views).toEqual([
      { path: '/about', title: 'About · Simmer' },
      { path: '/recipes', title: 'Recipe Box · Simmer' },
    ]);
  });

  it('waits for a title that arrives with the page’s data, never using the last page’s', () => {
    const { pageViews, views, titles } = tracker();
    pageViews.enter('/recipes');
    pageViews.title('/recipes', 'Recipe Box · Simmer');

    pageViews.enter('/recipes/r1');

    expect(views).toHaveLength(1);
    expect(titles.at(-1)).toBe(SITE_TITLE);

    pageViews.title('/recipes/r1', 'Lemon Tart · Simmer');

    expect(views.at(-1)).toEqual({ path: '/recipes/r1', title: 'Lemon Tart · Simmer' });
    expect(titles.at(-1)).toBe('Lemon Tart · Simmer');
  });

  it('records a page once, however often it renames itself or the layout re-renders', () => {
    const { pageViews, views } = tracker();
    pageViews.enter('/recipes/r1');
    pageViews.title('/recipes/r1', 'Recipe not found · Simmer');
    pageViews.title('/recipes/r1', 'Lemon Tart · Simmer');
    pageViews.enter('/recipes/r1');

    expect(views).toEqual([{ path: '/recipes/r1', title: 'Recipe not found · Simmer' }]);
  });

  it('records a page again when it is visited again', () => {
    const { pageViews, views } = tracker();
    for (const path of ['/recipes', '/about', '/recipes']) {
      pageViews.enter(path);
      pageViews.title(path, `${path} · Simmer`);
    }

    expect(views.map((view) => view.path)).toEqual(['/recipes', '/about', '/recipes']);
  });
});
