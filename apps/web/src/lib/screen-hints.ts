import { WIDE_SCREEN_QUERY } from '@/hooks/use-wide-screen';

/**
 * Two facts the server cannot see in a page request but needs to draw a screen's first view as
 * this browser will (app/server-render, ADR 0033): the time zone, which says what "today" is for
 * the planner and the shopping list, and whether the screen is wide. Kept in first-party cookies
 * that hold nothing else; the server only reads them to decide how, or whether, to draw.
 */
export const SCREEN_HINT_COOKIES = { timeZone: 'simmer_tz', wide: 'simmer_wide' } as const;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function setHint(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Writes the hints now and again whenever the screen crosses the wide breakpoint. */
export function rememberScreenHints(): void {
  try {
    setHint(SCREEN_HINT_COOKIES.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    setHint(SCREEN_HINT_COOKIES.wide, wide.matches ? '1' : '0');
    wide.addEventListener('change', (event) =>
      setHint(SCREEN_HINT_COOKIES.wide, event.matches ? '1' : '0'),
    );
  } catch {
    // No cookies or no matchMedia: the server draws from its guess, or not at all.
  }
}
