import { describe, expect, it } from 'vitest';
import { isCookModePath, isNavigationHidden, navSectionOf, paths } from './paths';

describe('navSectionOf', () => {
  it.each([
    ['/recipes', 'recipes'],
    ['/recipes/', 'recipes'],
    ['/recipes/abc', 'recipes'],
    ['/recipes/edit/abc', 'recipes'],
    ['/recipes/abc/cook-mode-edit', 'recipes'],
    ['/recipes/abc/cook-mode', 'cook'],
    ['/cook-mode', 'cook'],
    ['/grocery-list', 'shop'],
    ['/meal-planner', 'plan'],
    ['/meal-planner/wizard', 'plan'],
    ['/profile', 'profile'],
  ])('puts %s under %s', (pathname, section) => {
    expect(navSectionOf(pathname)).toBe(section);
  });

  it('lights no item on pages outside the five', () => {
    expect(navSectionOf('/')).toBeNull();
    expect(navSectionOf('/recipes-old')).toBeNull();
    expect(navSectionOf('/about')).toBeNull();
  });
});

describe('cook mode', () => {
  it('hides the navigation on cook mode, full screen (spec 2 §2)', () => {
    expect(isNavigationHidden('/recipes/abc/cook-mode')).toBe(true);
    expect(isNavigationHidden('/cook-mode')).toBe(true);
    expect(isNavigationHidden('/recipes/abc/cook-mode-edit')).toBe(false);
    expect(isNavigationHidden('/recipes/abc')).toBe(false);
    expect(isCookModePath('/recipes/abc/cook-mode/')).toBe(true);
    expect(isCookModePath('/recipes/cook-mode-tips')).toBe(false);
  });

  it('carries the servings chosen only when given', () => {
    expect(paths.recipeCookMode('abc')).toBe('/recipes/abc/cook-mode');
    expect(paths.recipeCookMode('abc', 4)).toBe('/recipes/abc/cook-mode?servings=4');
  });
});
