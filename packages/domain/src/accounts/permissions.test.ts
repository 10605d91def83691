import { describe, expect, it } from 'vitest';
import {
  groupPermissions,
  hasPermission,
  hasValidSubscription,
  isProRole,
  permissionsForRole,
  recipeLimit,
  roleHasPermission,
  subscriptionState,
} from './permissions';

describe('roleHasPermission', () => {
  it.each([
    // permission, free, pro, chef, admin
    ['recipes.create', true, true, true, true],
    ['mealplan.weekly', true, true, true, true],
    ['grocerylist.delete', true, true, true, true],
    ['ingredients.update', true, true, true, true],
    ['support.basic', true, true, true, true],
    ['recipes.unlimited', false, true, true, true],
    ['recipe.scaling', false, true, true, true],
    ['mealplan.wizard', false, true, true, true],
    ['grocerylist.enhanced', false, true, true, true],
    ['recipes.ai', false, true, true, true],
    ['recipe.sell', false, false, true, true],
    ['chef.dashboard', false, false, true, true],
    ['chef.bulk-upload', false, false, true, true],
    ['admin.users', false, false, false, true],
  ])('%s: free %s, pro %s, chef %s, admin %s', (permission, free, pro, chef, admin) => {
    expect(roleHasPermission('free', permission)).toBe(free);
    expect(roleHasPermission('pro', permission)).toBe(pro);
    expect(roleHasPermission('chef', permission)).toBe(chef);
    expect(roleHasPermission('admin', permission)).toBe(admin);
  });

  it('treats a missing role as free', () => {
    expect(permissionsForRole(undefined)).toEqual(permissionsForRole('free'));
    expect(roleHasPermission(null, 'recipe.scaling')).toBe(false);
  });

  it('builds each role on the one below it', () => {
    const free = permissionsForRole('free');
    const pro = permissionsForRole('pro');
    const chef = permissionsForRole('chef');

    expect(pro).toEqual(expect.arrayContaining([...free]));
    expect(chef).toEqual(expect.arrayContaining([...pro]));
    expect([free.length, pro.length, chef.length]).toEqual([25, 41, 56]);
    expect(permissionsForRole('admin')).toEqual(['*']);
  });
});

describe('hasPermission', () => {
  it.each([
    [['*'], 'anything.at.all', true],
    [['recipes.read'], 'recipes.read', true],
    [['recipes.read'], 'recipes', false],
    [[], 'recipes.read', false],
  ])('%j grants %s: %s', (permissions, permission, expected) => {
    expect(hasPermission(permissions, permission)).toBe(expected);
  });
});

describe('recipeLimit', () => {
  it.each([
    [permissionsForRole('free'), 5],
    [permissionsForRole('pro'), null],
    [permissionsForRole('chef'), null],
    [['*'], null],
    [['recipes.limit.12'], 12],
    [['recipes.read'], 5],
  ])('%j allows %s recipes', (permissions, limit) => {
    expect(recipeLimit(permissions)).toBe(limit);
  });
});

describe('isProRole', () => {
  it.each([
    ['free', false],
    [undefined, false],
    ['pro', true],
    ['chef', true],
    ['admin', true],
  ])('%s → %s', (role, expected) => {
    expect(isProRole(role)).toBe(expected);
  });
});

describe('hasValidSubscription', () => {
  it.each([
    ['active', 'free', true],
    ['inactive', 'free', false],
    ['trialing', 'pro', false],
    [undefined, 'chef', true],
    ['cancelled', 'admin', true],
  ])('status %s with role %s → %s', (status, role, expected) => {
    expect(hasValidSubscription(status, role)).toBe(expected);
  });
});

describe('subscriptionState', () => {
  it.each([
    [
      { status: 'active', tier: 'pro' },
      { isSubscribed: true, isPro: true },
    ],
    [
      { status: 'active', tier: 'free' },
      { isSubscribed: false, isPro: false },
    ],
    [
      { status: 'cancelled', tier: 'pro' },
      { isSubscribed: false, isPro: false },
    ],
    [null, { isSubscribed: false, isPro: false }],
  ])('%j → %j', (subscription, expected) => {
    expect(subscriptionState(subscription)).toEqual(expected);
  });
});

describe('groupPermissions', () => {
  it('groups by the prefix before the first dot and keeps each permission whole', () => {
    expect(
      groupPermissions(['recipes.read', 'recipe.share.basic', 'recipes.limit.5', '*']),
    ).toEqual({
      recipes: ['recipes.read', 'recipes.limit.5'],
      recipe: ['recipe.share.basic'],
      '*': ['*'],
    });
  });
});
