import { describe, expect, it } from 'vitest';
import {
  authNavigationFromParams,
  authNavigationToParams,
  decidePostAuthRedirect,
  readAuthNavigation,
  toInternalPath,
  type PostAuthStorage,
} from './post-auth-redirect';

const origin = 'https://simmer.example';
const empty: PostAuthStorage = {
  returnUrl: null,
  pendingSharedRecipe: null,
  pendingShareId: null,
  redirectAfterLogin: null,
};

describe('decidePostAuthRedirect', () => {
  it('loads a stored returnUrl as a full page before anything else', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: {
        returnUrl: '/recipes/42?purchase=success',
        pendingSharedRecipe: 'r1',
        pendingShareId: 's1',
        redirectAfterLogin: '/meal-planner',
      },
      navigation: { from: '/grocery-list', selectedTier: 'pro' },
    });

    expect(decision).toEqual({
      kind: 'full-page',
      url: 'https://simmer.example/recipes/42?purchase=success',
    });
  });

  it('accepts an absolute returnUrl on the same origin', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: { ...empty, returnUrl: 'https://simmer.example/pro?x=1' },
      navigation: { from: '/' },
    });

    expect(decision).toEqual({ kind: 'full-page', url: 'https://simmer.example/pro?x=1' });
  });

  it('ignores a returnUrl on another origin and carries on down the list', () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const decision = decidePostAuthRedirect({
        origin,
        storage: { ...empty, returnUrl },
        navigation: { from: '/recipes' },
      });

      expect(decision).toEqual({ kind: 'navigate', to: '/recipes' });
    }
  });

  it('sends a user who chose Pro to /pro with period and fromPreview', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: { ...empty, pendingSharedRecipe: 'r1', pendingShareId: 's1' },
      navigation: { from: '/', selectedTier: 'pro', period: 'annually', fromPreview: true },
    });

    expect(decision).toEqual({
      kind: 'navigate',
      to: '/pro',
      state: { period: 'annually', fromPreview: true },
    });
  });

  it('opens a pending shared recipe when both its ids are stored', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: {
        ...empty,
        pendingSharedRecipe: 'recipe-7',
        pendingShareId: 'share-3',
        redirectAfterLogin: '/meal-planner',
      },
      navigation: { from: '/meal-planner', selectedTier: 'free' },
    });

    expect(decision).toEqual({ kind: 'navigate', to: '/recipe/shared/share-3/recipe-7' });
  });

  it('skips a shared recipe with only one of its ids stored', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: { ...empty, pendingSharedRecipe: 'recipe-7' },
      navigation: { from: '/recipes' },
    });

    expect(decision).toEqual({ kind: 'navigate', to: '/recipes' });
  });

  it('uses the address the route guard saved before the from location', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: { ...empty, redirectAfterLogin: '/meal-planner?week=2' },
      navigation: { from: '/' },
    });

    expect(decision).toEqual({ kind: 'navigate', to: '/meal-planner?week=2' });
  });

  it('ignores a saved address that leaves the app', () => {
    const decision = decidePostAuthRedirect({
      origin,
      storage: { ...empty, redirectAfterLogin: '//evil.example' },
      navigation: { from: '/grocery-list' },
    });

    expect(decision).toEqual({ kind: 'navigate', to: '/grocery-list' });
  });

  it('goes to the from location, with its state, and home by default', () => {
    expect(decidePostAuthRedirect({ origin, storage: empty, navigation: { from: '/' } })).toEqual({
      kind: 'navigate',
      to: '/',
    });
    expect(
      decidePostAuthRedirect({
        origin,
        storage: empty,
        navigation: { from: '/settings', fromState: { tab: 'privacy' } },
      }),
    ).toEqual({ kind: 'navigate', to: '/settings', state: { tab: 'privacy' } });
  });
});

describe('readAuthNavigation', () => {
  it('defaults to home with nothing else', () => {
    expect(readAuthNavigation(null)).toEqual({ from: '/' });
    expect(readAuthNavigation({ from: 42 })).toEqual({ from: '/' });
  });

  it('reads from as a path or a location object', () => {
    expect(readAuthNavigation({ from: '/recipes' })).toEqual({ from: '/recipes' });
    expect(
      readAuthNavigation({
        from: { pathname: '/meal-planner', search: '?week=2', hash: '#mon', key: 'abc' },
      }),
    ).toEqual({ from: '/meal-planner?week=2#mon' });
  });

  it('reads selectedTier, period and fromPreview', () => {
    expect(
      readAuthNavigation({ selectedTier: 'pro', period: 'monthly', fromPreview: true }),
    ).toEqual({ from: '/', selectedTier: 'pro', period: 'monthly', fromPreview: true });
  });

  it("reads the tier from the guarded location's own state", () => {
    const fromState = { selectedTier: 'pro', period: 'annually' };

    expect(
      readAuthNavigation({ from: { pathname: '/pro', search: '', state: fromState } }),
    ).toEqual({
      from: '/pro',
      fromState,
      selectedTier: 'pro',
      period: 'annually',
    });
  });

  it('reads a plain link to Pro checkout as the Pro tier with its ?period=', () => {
    expect(readAuthNavigation({ from: { pathname: '/pro', search: '?period=annually' } })).toEqual({
      from: '/pro?period=annually',
      selectedTier: 'pro',
      period: 'annually',
    });
    expect(readAuthNavigation({ from: '/pro' })).toEqual({ from: '/pro', selectedTier: 'pro' });
    // Only Pro checkout's address says a tier.
    expect(readAuthNavigation({ from: '/settings?period=annually' })).toEqual({
      from: '/settings?period=annually',
    });
  });

  it('never sends the user back to the sign-in screen or off-site', () => {
    expect(readAuthNavigation({ from: '/login' }).from).toBe('/');
    expect(readAuthNavigation({ from: { pathname: '/signup/' } }).from).toBe('/');
    expect(readAuthNavigation({ from: 'https://evil.example' }).from).toBe('/');
  });
});

describe('toInternalPath', () => {
  it('keeps app paths and refuses everything else', () => {
    expect(toInternalPath('/recipes/1?x=1#y')).toBe('/recipes/1?x=1#y');
    expect(toInternalPath('/')).toBe('/');
    expect(toInternalPath('//evil.example')).toBeUndefined();
    expect(toInternalPath('/\\evil.example')).toBeUndefined();
    expect(toInternalPath('recipes')).toBeUndefined();
    expect(toInternalPath('/login?next=1')).toBeUndefined();
    expect(toInternalPath('')).toBeUndefined();
    expect(toInternalPath(undefined)).toBeUndefined();
  });
});

describe('authNavigationToParams and authNavigationFromParams', () => {
  it('round-trip the navigation through a callback URL', () => {
    const navigation = {
      from: '/meal-planner?week=2',
      selectedTier: 'pro',
      period: 'annually',
      fromPreview: false,
    };

    const params = authNavigationToParams(navigation);

    expect(authNavigationFromParams(new URLSearchParams(params.toString()))).toEqual(navigation);
  });

  it('leave out what is not set, and refuse an off-site from', () => {
    expect(authNavigationToParams({ from: '/' }).toString()).toBe('');
    expect(authNavigationFromParams(new URLSearchParams('from=%2F%2Fevil.example'))).toEqual({
      from: '/',
    });
  });
});
