import { localKeys } from '../../lib/storage-keys';

/** What the authentication screen reads from its navigation state (spec 1 §2). */
export interface AuthNavigation {
  /** Where the visitor was going, as a path with search and hash; '/' by default. */
  from: string;
  /** The state of that location, handed back when the visitor is sent there. */
  fromState?: unknown;
  selectedTier?: string;
  period?: string;
  fromPreview?: boolean;
}

/** The post-login values kept in local storage (spec 1 §3). */
export interface PostAuthStorage {
  returnUrl: string | null;
  pendingSharedRecipe: string | null;
  pendingShareId: string | null;
  redirectAfterLogin: string | null;
}

export interface PostAuthInput {
  /** The app's own origin, e.g. 'https://simmer.example'; full-page targets must stay on it. */
  origin: string;
  storage: PostAuthStorage;
  navigation: AuthNavigation;
}

export type PostAuthRedirect =
  { kind: 'full-page'; url: string } | { kind: 'navigate'; to: string; state?: unknown };

/** Every post-login key is a one-shot intent: all are removed once a user is signed in. */
export const POST_AUTH_STORAGE_KEYS = [
  localKeys.returnUrl,
  localKeys.pendingSharedRecipe,
  localKeys.pendingShareId,
  localKeys.redirectAfterLogin,
] as const;

const AUTH_PATHS = new Set(['/login', '/signup']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A path inside the app ('/meal-planner?week=2'), or undefined. Protocol-relative ('//host') and
 * backslash forms are refused so a stored or linked value can never send the user off-site.
 */
export function toInternalPath(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  if (!text || !text.startsWith('/') || text.startsWith('//') || text.includes('\\')) {
    return undefined;
  }
  const pathname = text.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  // Going "back" to the sign-in screen after signing in would only bounce home.
  if (AUTH_PATHS.has(pathname)) return undefined;
  return text;
}

/** A same-origin absolute URL for a full page load, or undefined. */
function toSameOriginUrl(value: string | null, origin: string): string | undefined {
  const text = nonEmptyString(value);
  if (!text) return undefined;
  if (text.startsWith('/') && !toInternalPath(text)) return undefined;
  try {
    const url = new URL(text, origin);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function locationToPath(value: unknown): string | undefined {
  if (typeof value === 'string') return toInternalPath(value);
  if (!isRecord(value) || typeof value.pathname !== 'string') return undefined;
  const search = typeof value.search === 'string' ? value.search : '';
  const hash = typeof value.hash === 'string' ? value.hash : '';
  return toInternalPath(`${value.pathname}${search}${hash}`);
}

/**
 * Reads the authentication screen's navigation state. `from` may be a path or a location
 * object; the route guard sends the attempted location itself, so a tier chosen on the way to a
 * guarded page (the pricing card's Start Free Trial → /pro) is read from that location's state.
 */
export function readAuthNavigation(state: unknown): AuthNavigation {
  if (!isRecord(state)) return { from: '/' };
  const from = state.from;
  const fromState = isRecord(from) ? from.state : undefined;
  const inner = isRecord(fromState) ? fromState : {};
  const fromPath = locationToPath(from) ?? '/';
  // A plain link to Pro checkout (the prerendered landing page's, which has no history state)
  // says the tier by its address and the period by `?period=`.
  const fromUrl = new URL(fromPath, 'http://app.invalid');
  const linkTier = fromUrl.pathname.replace(/\/+$/, '') === '/pro' ? 'pro' : undefined;
  const selectedTier =
    nonEmptyString(state.selectedTier) ?? nonEmptyString(inner.selectedTier) ?? linkTier;
  const period =
    nonEmptyString(state.period) ??
    nonEmptyString(inner.period) ??
    (linkTier ? nonEmptyString(fromUrl.searchParams.get('period')) : undefined);
  const fromPreview =
    typeof state.fromPreview === 'boolean'
      ? state.fromPreview
      : typeof inner.fromPreview === 'boolean'
        ? inner.fromPreview
        : undefined;
  return {
    from: fromPath,
    ...(fromState !== undefined ? { fromState } : {}),
    ...(selectedTier ? { selectedTier } : {}),
    ...(period ? { period } : {}),
    ...(fromPreview !== undefined ? { fromPreview } : {}),
  };
}

const PARAM = { from: 'from', tier: 'tier', period: 'period', fromPreview: 'fromPreview' } as const;

/**
 * The navigation as query parameters, for a round trip through Google: a full-page redirect loses
 * history state, so the callback URL carries what the post-auth redirect needs.
 */
export function authNavigationToParams(navigation: AuthNavigation): URLSearchParams {
  const params = new URLSearchParams();
  if (navigation.from !== '/') params.set(PARAM.from, navigation.from);
  if (navigation.selectedTier) params.set(PARAM.tier, navigation.selectedTier);
  if (navigation.period) params.set(PARAM.period, navigation.period);
  if (navigation.fromPreview !== undefined) {
    params.set(PARAM.fromPreview, String(navigation.fromPreview));
  }
  return params;
}

/** The reverse of authNavigationToParams. */
export function authNavigationFromParams(params: URLSearchParams): AuthNavigation {
  const selectedTier = nonEmptyString(params.get(PARAM.tier));
  const period = nonEmptyString(params.get(PARAM.period));
  const fromPreview = params.get(PARAM.fromPreview);
  return {
    from: toInternalPath(params.get(PARAM.from)) ?? '/',
    ...(selectedTier ? { selectedTier } : {}),
    ...(period ? { period } : {}),
    ...(fromPreview === 'true' || fromPreview === 'false'
      ? { fromPreview: fromPreview === 'true' }
      : {}),
  };
}

/**
 * Where a user goes right after signing in or up (spec 1 §4): a stored returnUrl (full page
 * load), then the Pro checkout when the Pro tier was chosen, then a pending shared recipe, then
 * the address the route guard saved, then the `from` location.
 */
export function decidePostAuthRedirect({
  origin,
  storage,
  navigation,
}: PostAuthInput): PostAuthRedirect {
  const returnUrl = toSameOriginUrl(storage.returnUrl, origin);
  if (returnUrl) return { kind: 'full-page', url: returnUrl };

  if (navigation.selectedTier === 'pro') {
    return {
      kind: 'navigate',
      to: '/pro',
      state: { period: navigation.period, fromPreview: navigation.fromPreview },
    };
  }

  const recipeId = nonEmptyString(storage.pendingSharedRecipe);
  const shareId = nonEmptyString(storage.pendingShareId);
  if (recipeId && shareId) {
    return {
      kind: 'navigate',
      to: `/recipe/shared/${encodeURIComponent(shareId)}/${encodeURIComponent(recipeId)}`,
    };
  }

  const saved = toInternalPath(storage.redirectAfterLogin);
  if (saved) {
    return saved === navigation.from && navigation.fromState !== undefined
      ? { kind: 'navigate', to: saved, state: navigation.fromState }
      : { kind: 'navigate', to: saved };
  }

  return navigation.fromState !== undefined
    ? { kind: 'navigate', to: navigation.from, state: navigation.fromState }
    : { kind: 'navigate', to: navigation.from };
}
