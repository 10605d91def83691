import { describe, expect, it } from 'vitest';
import { isAdmin, isChefOrAdmin, roleOf } from './index';

describe('roleOf', () => {
  it.each([
    [undefined, 'free'],
    [null, 'free'],
    ['', 'free'],
    ['superuser', 'free'],
    ['pro', 'pro'],
    ['chef', 'chef'],
    ['admin', 'admin'],
  ])('reads %s as %s', (input, expected) => {
    expect(roleOf(input)).toBe(expected);
  });
});

describe('role checks', () => {
  it.each([
    ['free', false, false],
    ['pro', false, false],
    ['chef', false, true],
    ['admin', true, true],
    [undefined, false, false],
  ])('%s: admin %s, chef-or-admin %s', (role, admin, chefOrAdmin) => {
    expect(isAdmin(role)).toBe(admin);
    expect(isChefOrAdmin(role)).toBe(chefOrAdmin);
  });
});
