import { describe, expect, it } from 'vitest';
import { navSectionOf } from './paths';

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
