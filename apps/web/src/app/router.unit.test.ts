import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAdmin, RequireAuth, RequireChefOrAdmin } from './guards';
import { routes } from './router';

/** The guard components a path passes through, outermost first. */
function guardsOf(path: string): string[] {
  const guards = new Map<unknown, string>([
    [RequireAuth, 'signed-in'],
    [RequireAdmin, 'admin'],
    [RequireChefOrAdmin, 'chef-or-admin'],
  ]);
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const element = route.element as { type?: unknown } | undefined;
    const guard = element && guards.get(element.type);
    return guard ? [guard] : [];
  });
}

describe('route guards (spec 1 §2, spec 2 §1)', () => {
  it('lets only chefs and admins edit cook mode', () => {
    expect(guardsOf('/recipes/abc/cook-mode-edit')).toEqual(['chef-or-admin']);
  });

  it('keeps the earnings page for chefs and admins (chef.earnings)', () => {
    expect(guardsOf('/chef/earnings')).toEqual(['chef-or-admin']);
    expect(guardsOf('/chef/some-chef')).toEqual([]);
  });

  it('keeps admin pages for admins', () => {
    expect(guardsOf('/admin')).toEqual(['admin']);
    expect(guardsOf('/admin/recipes/u1')).toEqual(['admin']);
  });

  it.each([
    '/recipes',
    '/recipes/abc',
    '/recipes/new',
    '/recipes/add',
    '/recipes/edit/abc',
    '/recipes/discover',
    '/recipes/abc/cook-mode',
    '/cook-mode',
    '/meal-planner',
    '/meal-planner/wizard',
    '/grocery-list',
    '/profile',
    '/settings',
    '/pro',
  ])('asks a visitor to sign in for %s', (path) => {
    expect(guardsOf(path)).toEqual(['signed-in']);
  });

  it.each([
    '/',
    '/about',
    '/privacy',
    '/terms',
    '/cookies',
    '/gdpr',
    '/login',
    '/signup',
    '/questionnaire',
    '/meal-preview',
    '/chefs',
    '/chef/abc',
    '/chefs/signup',
    '/role-checker',
    '/pricing',
    '/recipe/shared/s1/r1',
    '/recipe/shared/anything/else',
  ])('leaves %s public', (path) => {
    expect(guardsOf(path)).toEqual([]);
  });
});
